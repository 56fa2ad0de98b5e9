#include "documents/TotalsCalculator.h"

#include "domain/Money.h"

qint64 TotalsCalculator::share(qint64 amount, qint64 numerator, qint64 denominator)
{
    const qint64 p = amount * numerator;
    return (p >= 0 ? p + denominator / 2 : p - denominator / 2) / denominator;
}

PositionTotals TotalsCalculator::position(const Position &position, bool pricesIncludeVat)
{
    PositionTotals t;
    if (position.kind != Position::Kind::Product)
        return t;
    t.grossMinor = share(position.quantityMilli, position.priceMinor, 1000);
    t.discountMinor = share(t.grossMinor, position.discountBasisPoints, 10000);
    t.lineMinor = t.grossMinor - t.discountMinor;
    const qint64 rate = position.vatBasisPoints;
    // Prices with VAT hold the VAT inside the line; without, it comes on top.
    t.vatMinor = pricesIncludeVat ? share(t.lineMinor, rate, 10000 + rate) : share(t.lineMinor, rate, 10000);
    return t;
}

DocumentTotals TotalsCalculator::document(const QList<Position> &positions, bool pricesIncludeVat,
    const DocumentDiscount &discount, const QString &currency)
{
    DocumentTotals t;
    qint64 section = 0;
    const auto add = [&](const Position &p) {
        const PositionTotals line = position(p, pricesIncludeVat);
        t.grossMinor += line.grossMinor;
        t.lineDiscountsMinor += line.discountMinor;
        t.linesMinor += line.lineMinor;
        t.vatMinor += line.vatMinor;
        VatShare &share = t.vatByRate[p.vatBasisPoints];
        share.baseMinor += line.lineMinor;
        share.vatMinor += line.vatMinor;
        section += line.lineMinor;
        return line.lineMinor;
    };
    for (const Position &p : positions) {
        qint64 row = 0;
        switch (p.kind) {
        case Position::Kind::Product:
            row = add(p);
            break;
        case Position::Kind::Group:
            for (const Position &item : p.items)
                row += add(item);
            break;
        case Position::Kind::SectionTotal:
            row = section;
            section = 0;
            break;
        case Position::Kind::Subtitle:
        case Position::Kind::Text:
        case Position::Kind::Divider:
            break;
        }
        t.rowTotalsMinor.append(row);
    }
    t.netMinor = pricesIncludeVat ? t.linesMinor - t.vatMinor : t.linesMinor;
    t.subtotalMinor = pricesIncludeVat ? t.linesMinor : t.linesMinor + t.vatMinor;
    switch (discount.mode) {
    case DocumentDiscount::Mode::Percent:
        t.documentDiscountMinor = share(t.subtotalMinor, discount.value, 10000);
        break;
    case DocumentDiscount::Mode::Amount:
        t.documentDiscountMinor = discount.value;
        break;
    case DocumentDiscount::Mode::None:
        break;
    }
    const qint64 beforeRounding = t.subtotalMinor - t.documentDiscountMinor;
    t.totalMinor =
        currency == QLatin1String("CHF") ? Money::roundToFiveHundredths(beforeRounding) : beforeRounding;
    t.roundingMinor = t.totalMinor - beforeRounding;
    return t;
}
