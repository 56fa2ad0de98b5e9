#pragma once

#include <QLocale>
#include <QString>

// Money as integer minor units (Rappen, cents). Arithmetic never goes through double.
namespace Money {

// CHF amounts are rounded to 0.05 as Swiss invoices are (half away from zero).
qint64 roundToFiveHundredths(qint64 minor);
// value * basisPoints / 10000, rounded half away from zero (VAT 8.1 % = 810 basis points).
qint64 percentOf(qint64 minor, qint64 basisPoints);
// "1234.50" for 123450
QString toDecimalString(qint64 minor);
// "CHF 1’234.50" in the given locale's digits and separators
QString format(qint64 minor, const QString &currency, const QLocale &locale = QLocale());
// "8.1 %" from 810 basis points, in the locale
QString formatPercent(qint64 basisPoints, const QLocale &locale = QLocale());

} // namespace Money
