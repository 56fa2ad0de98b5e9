#include "domain/VatBreakdown.h"

#include <algorithm>
#include <cstdlib>

qint64 VatRules::scaled(qint64 amount, qint64 numerator, qint64 denominator)
{
    const qint64 p = amount * numerator;
    return (p >= 0 ? p + denominator / 2 : p - denominator / 2) / denominator;
}

VatBreakdown VatRules::breakdown(const QList<VatFigureShare> &positions, const VatDiscount &discount,
    qint64 documentTotalMinor, bool roundsToFiveHundredths)
{
    VatBreakdown b;
    for (const VatFigureShare &s : positions)
        b.positionsMinor += s.netMinor + s.vatMinor;
    // The factor every figure is multiplied with: numerator / denominator.
    qint64 numerator = 1;
    qint64 denominator = 1;
    switch (discount.kind) {
    case VatDiscount::Kind::None:
        break;
    case VatDiscount::Kind::Percent:
        b.discountMinor = scaled(b.positionsMinor, discount.value, 10000);
        numerator = 10000 - discount.value;
        denominator = 10000;
        break;
    case VatDiscount::Kind::Amount:
        b.discountMinor = discount.value;
        if (b.positionsMinor != 0) {
            numerator = b.positionsMinor - discount.value;
            denominator = b.positionsMinor;
        }
        break;
    }
    if (denominator < 0) {
        numerator = -numerator;
        denominator = -denominator;
    }
    qint64 after = 0;
    for (VatFigureShare s : positions) {
        s.netMinor = scaled(s.netMinor, numerator, denominator);
        s.vatMinor = scaled(s.vatMinor, numerator, denominator);
        after += s.netMinor + s.vatMinor;
        b.shares.append(s);
    }
    b.roundingMinor = documentTotalMinor - after;
    // Rounding to 0.05 moves a total by up to 2 Rappen. With a discount the service rounds the discount
    // once (half a unit) and every scaled figure here is rounded once (half a unit each): at most
    // (2n + 1) / 2 units for n shares, i.e. n whole units.
    b.toleranceMinor = (roundsToFiveHundredths ? 2 : 0)
        + (discount.kind == VatDiscount::Kind::None ? 0 : qint64(positions.size()));
    b.reconciles = std::llabs(b.roundingMinor) <= b.toleranceMinor;
    return b;
}

qint64 VatRules::formTax(qint64 turnoverMinor, qint64 rateBasisPoints)
{
    return scaled(turnoverMinor, rateBasisPoints, 10000);
}

ZeroRateClass VatRules::zeroRateClassFromKey(const QString &key)
{
    if (key == QLatin1String("export"))
        return ZeroRateClass::Export;
    if (key == QLatin1String("abroad"))
        return ZeroRateClass::Abroad;
    if (key == QLatin1String("excluded"))
        return ZeroRateClass::Excluded;
    if (key == QLatin1String("none"))
        return ZeroRateClass::NoConsideration;
    return ZeroRateClass::Unclassified;
}

QString VatRules::zeroRateClassKey(ZeroRateClass zeroClass)
{
    switch (zeroClass) {
    case ZeroRateClass::Export:
        return QStringLiteral("export");
    case ZeroRateClass::Abroad:
        return QStringLiteral("abroad");
    case ZeroRateClass::Excluded:
        return QStringLiteral("excluded");
    case ZeroRateClass::NoConsideration:
        return QStringLiteral("none");
    case ZeroRateClass::Unclassified:
        break;
    }
    return {};
}

qint64 VatRules::toChf(qint64 minor, qint64 rateMicro)
{
    return scaled(minor, rateMicro, 1000000);
}

std::optional<qint64> VatRules::rateMicroFromText(const QString &text)
{
    // A decimal comma as well ("0,9512"), as the VAT method's rates take "0,6": one separator at most.
    const QString t = text.trimmed();
    if (t.contains(QLatin1Char('.')) && t.contains(QLatin1Char(',')))
        return std::nullopt;
    const qsizetype dot = std::max(t.indexOf(QLatin1Char('.')), t.indexOf(QLatin1Char(',')));
    const QString whole = dot < 0 ? t : t.left(dot);
    const QString fraction = dot < 0 ? QString() : t.mid(dot + 1);
    if (whole.isEmpty() || fraction.size() > 6 || whole.size() > 6)
        return std::nullopt;
    for (const QChar c : whole + fraction) {
        if (!c.isDigit() || c.unicode() > 127)
            return std::nullopt;
    }
    const qint64 value =
        whole.toLongLong() * 1000000 + (fraction + QStringLiteral("000000")).left(6).toLongLong();
    if (value <= 0)
        return std::nullopt;
    return value;
}

QString VatRules::rateMicroToText(qint64 rateMicro)
{
    QString fraction = QString::number(rateMicro % 1000000).rightJustified(6, QLatin1Char('0'));
    while (fraction.size() > 4 && fraction.endsWith(QLatin1Char('0')))
        fraction.chop(1);
    return QString::number(rateMicro / 1000000) + QLatin1Char('.') + fraction;
}
