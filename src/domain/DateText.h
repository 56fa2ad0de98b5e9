#pragma once

#include <QDate>
#include <QDateTime>
#include <QLocale>
#include <QString>
#include <QTime>

// The one form a date takes wherever it is shown, in lists and in editors alike: the locale's short
// format with a four-digit year ("23.11.2026" in de_CH, "11/23/2026" in en_US), so a list never shows
// "23.11.26" beside an editor's "23.11.2026".
namespace DateText {

// The format string: the locale's short date format, its year widened to four digits.
QString format(const QLocale &locale = QLocale());
// The date in that format; empty for an invalid date.
QString of(const QDate &date, const QLocale &locale = QLocale());
// The date and, after a space, the local time in the locale's short time format ("28.11.2026 14:05");
// empty for an invalid one.
QString withTime(const QDateTime &when, const QLocale &locale = QLocale());
// The time alone in the locale's short time format ("14:05").
QString time(const QTime &time, const QLocale &locale = QLocale());

} // namespace DateText
