#pragma once

#include "documents/Position.h"

#include <QList>
#include <QMap>
#include <QString>

// A discount on the whole document, taken off after VAT as the service does.
struct DocumentDiscount
{
    enum class Mode { None, Percent, Amount };

    Mode mode = Mode::None;
    qint64 value = 0; // basis points for Percent, minor units for Amount

    bool operator==(const DocumentDiscount &) const = default;
};

// The amounts of one product line, in minor units.
struct PositionTotals
{
    qint64 grossMinor = 0; // quantity x price
    qint64 discountMinor = 0; // the line discount
    qint64 lineMinor = 0; // gross - discount: the position total (incl. VAT when prices include it)
    qint64 vatMinor = 0;
};

struct VatShare
{
    qint64 baseMinor = 0; // the lines at this rate (as entered: incl. VAT when prices include it)
    qint64 vatMinor = 0;

    bool operator==(const VatShare &) const = default;
};

struct DocumentTotals
{
    qint64 grossMinor = 0; // before line discounts
    qint64 lineDiscountsMinor = 0;
    qint64 linesMinor = 0; // sum of the position totals
    qint64 netMinor = 0; // without VAT
    QMap<qint64, VatShare> vatByRate; // rate in basis points
    qint64 vatMinor = 0;
    qint64 subtotalMinor = 0; // with VAT, before the document discount
    qint64 documentDiscountMinor = 0;
    qint64 roundingMinor = 0; // CHF: the difference rounding to 0.05 made
    qint64 totalMinor = 0;
    // One amount per top-level position: a product's line, a group's items, a section total's lines
    // since the previous section total; 0 for the others.
    QList<qint64> rowTotalsMinor;
};

// The document's totals exactly as the service computes them (integer arithmetic, half away from zero
// at each step): line = quantity x price - line discount; VAT per line = line x rate, or the VAT inside
// the line when prices include it; total = lines (+ VAT when prices exclude it) - document discount;
// CHF rounded to 0.05. Inputs are bounded by DocumentDraft's validation so nothing overflows.
class TotalsCalculator
{
public:
    static PositionTotals position(const Position &position, bool pricesIncludeVat);
    static DocumentTotals document(const QList<Position> &positions, bool pricesIncludeVat,
        const DocumentDiscount &discount, const QString &currency);

    // amount x numerator / denominator, rounded half away from zero.
    static qint64 share(qint64 amount, qint64 numerator, qint64 denominator);
};
