#pragma once

#include <QDate>
#include <QDateTime>
#include <QLocale>
#include <QString>
#include <QTime>

// Every date a window writes, with or without its time, goes through here: the date as DateText gives it
// (the lists' and editors' form, a four-digit year), the time in the locale's short form. A view never
// formats a date with the locale's short format itself, which in de_CH, fr_CH and it_CH has two-digit
// years (tst_written_dates scans the views for that).
namespace WrittenDate {

// "28.11.2026"; empty for an invalid date.
QString date(const QDate &date, const QLocale &locale = QLocale());
// "28.11.2026 14:05" (local time); empty for an invalid one.
QString dateTime(const QDateTime &when, const QLocale &locale = QLocale());
// "14:05".
QString time(const QTime &time, const QLocale &locale = QLocale());

} // namespace WrittenDate
