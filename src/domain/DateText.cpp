#include "domain/DateText.h"

#include <QRegularExpression>

namespace DateText {

QString format(const QLocale &locale)
{
    QString f = locale.dateFormat(QLocale::ShortFormat);
    if (!f.contains(QLatin1String("yyyy"))) {
        // Every run of y (a locale may write "yy" or a lone "y") becomes four.
        static const QRegularExpression years(QStringLiteral("y+"));
        f.replace(years, QStringLiteral("yyyy"));
    }
    return f;
}

QString of(const QDate &date, const QLocale &locale)
{
    return date.isValid() ? locale.toString(date, format(locale)) : QString();
}

QString withTime(const QDateTime &when, const QLocale &locale)
{
    if (!when.isValid())
        return {};
    const QDateTime local = when.toLocalTime();
    return of(local.date(), locale) + QLatin1Char(' ') + time(local.time(), locale);
}

QString time(const QTime &time, const QLocale &locale)
{
    return locale.toString(time, QLocale::ShortFormat);
}

} // namespace DateText
