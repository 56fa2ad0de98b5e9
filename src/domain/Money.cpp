#include "domain/Money.h"

#include <cstdlib>

namespace Money {

qint64 roundToFiveHundredths(qint64 minor)
{
    const qint64 sign = minor < 0 ? -1 : 1;
    const qint64 a = std::llabs(minor);
    return sign * ((a + 2) / 5 * 5);
}

qint64 percentOf(qint64 minor, qint64 basisPoints)
{
    const qint64 product = minor * basisPoints;
    const qint64 sign = product < 0 ? -1 : 1;
    return sign * ((std::llabs(product) + 5000) / 10000);
}

QString toDecimalString(qint64 minor)
{
    const qint64 a = std::llabs(minor);
    return QString::fromLatin1(minor < 0 ? "-" : "") + QString::number(a / 100) + QLatin1Char('.')
        + QString::number(a % 100).rightJustified(2, QLatin1Char('0'));
}

QString format(qint64 minor, const QString &currency, const QLocale &locale)
{
    const qint64 a = std::llabs(minor);
    QString text = locale.toString(a / 100) + locale.decimalPoint()
        + QString::number(a % 100).rightJustified(2, QLatin1Char('0'));
    if (minor < 0)
        text.prepend(locale.negativeSign());
    return currency.isEmpty() ? text : currency + QChar(0x00a0) + text;
}

QString formatPercent(qint64 basisPoints, const QLocale &locale)
{
    const qint64 a = std::llabs(basisPoints);
    QString text = locale.toString(a / 100);
    const qint64 fraction = a % 100;
    if (fraction != 0) {
        QString f = QString::number(fraction).rightJustified(2, QLatin1Char('0'));
        if (f.endsWith(QLatin1Char('0')))
            f.chop(1);
        text += locale.decimalPoint() + f;
    }
    if (basisPoints < 0)
        text.prepend(locale.negativeSign());
    return text + QChar(0x00a0) + locale.percent();
}

} // namespace Money
