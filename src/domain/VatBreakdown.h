#pragma once

#include <QList>
#include <QString>

#include <optional>

// How a document's figures for the VAT return are made from its positions, and the check that they
// account for the service's document total to the centime. Money in minor units; no double anywhere.
//
// The service prices each position, adds the VAT (or holds it inside the price), takes the document
// discount off the total after VAT and, in CHF, rounds the result to 0.05. For the return the discount
// is a reduction of the consideration at every rate, so each rate's net and tax shrink by the same
// factor (pro rata per rate): for a percentage p, (1 - p); for an amount A off a total T, (T - A) / T.
// What is left between the document total and net plus tax of all rates is the rounding difference.
// It may only be what rounding explains; anything more means the positions do not make the total
// (another rule, a stale copy) and the document is not used.

// One rate's (and, at 0 %, one product's) share of a document.
struct VatFigureShare
{
    qint64 rateBasisPoints = 0; // 8.1 % = 810
    qint64 netMinor = 0; // without VAT
    qint64 vatMinor = 0; // the VAT the document shows
    QString product; // at 0 % the product number, so the turnover can be classified; else empty
};

struct VatDiscount
{
    enum class Kind { None, Percent, Amount };
    Kind kind = Kind::None;
    qint64 value = 0; // Percent: basis points (10 % = 1000); Amount: minor units

    bool operator==(const VatDiscount &) const = default;
};

struct VatBreakdown
{
    QList<VatFigureShare> shares; // after the document discount
    qint64 positionsMinor = 0; // net plus VAT of the positions, before the discount
    qint64 discountMinor = 0; // the discount as the service takes it off
    qint64 roundingMinor = 0; // documentTotal - sum of net and VAT after the discount
    qint64 toleranceMinor = 0; // the largest rounding difference that rounding explains
    bool reconciles = true; // |roundingMinor| <= toleranceMinor
};

namespace VatRules {

// amount * numerator / denominator rounded half away from zero; denominator > 0.
qint64 scaled(qint64 amount, qint64 numerator, qint64 denominator);

// The shares after the discount, and the rounding difference against `documentTotalMinor` (the
// service's figure). `roundsToFiveHundredths`: the total is rounded to 0.05 (CHF).
VatBreakdown breakdown(const QList<VatFigureShare> &positions, const VatDiscount &discount,
    qint64 documentTotalMinor, bool roundsToFiveHundredths);

// The tax as the return computes it: turnover at a rate times the rate, to the centime (half away from
// zero), 152,678.90 at 8.1 % -> 12,366.99.
qint64 formTax(qint64 turnoverMinor, qint64 rateBasisPoints);

} // namespace VatRules

// Where turnover at 0 % goes in the VAT return; set per product, overridden per document.
enum class ZeroRateClass {
    Unclassified, // not told: a warning on the report, never a guess
    Export, // 220: exempt supplies, export of goods (art. 23)
    Abroad, // 221: supplies abroad (place of supply abroad)
    Excluded, // 230: excluded from the tax without option (art. 21)
    NoConsideration, // not a consideration at all (art. 18 para. 2): not in 200
};

namespace VatRules {
// "export", "abroad", "excluded", "none" as kept in the store; Unclassified for anything else.
ZeroRateClass zeroRateClassFromKey(const QString &key);
QString zeroRateClassKey(ZeroRateClass zeroClass);
} // namespace VatRules

namespace VatRules {
// An amount in minor units of a currency with two decimals in CHF minor units, at `rateMicro` CHF per
// unit in millionths (0.9512 -> 951200), half away from zero.
qint64 toChf(qint64 minor, qint64 rateMicro);
// "0.9512" or "0,9512" -> 951200; nullopt for anything else than a positive decimal with at most six
// places (one decimal point or comma, no grouping).
std::optional<qint64> rateMicroFromText(const QString &text);
QString rateMicroToText(qint64 rateMicro);
} // namespace VatRules
