#include "views/WrittenDate.h"

#include "domain/DateText.h"

namespace WrittenDate {

QString date(const QDate &date, const QLocale &locale)
{
    return DateText::of(date, locale);
}

QString dateTime(const QDateTime &when, const QLocale &locale)
{
    if (!when.isValid())
        return {};
    const QDateTime local = when.toLocalTime();
    return DateText::of(local.date(), locale) + QLatin1Char(' ') + time(local.time(), locale);
}

QString time(const QTime &time, const QLocale &locale)
{
    return time.isValid() ? locale.toString(time, QLocale::ShortFormat) : QString();
}

} // namespace WrittenDate
