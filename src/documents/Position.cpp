#include "documents/Position.h"

#include "api/JsonReader.h"
#include "documents/TotalsCalculator.h"

#include <QJsonArray>

using namespace JsonReader;

namespace {

struct KindName
{
    Position::Kind kind;
    const char *name;
};

constexpr KindName kindNames[] = {
    {Position::Kind::Product, "product"},
    {Position::Kind::Subtitle, "subtitle"},
    {Position::Kind::Text, "text"},
    {Position::Kind::Divider, "divider"},
    {Position::Kind::SectionTotal, "section_total"},
    {Position::Kind::Group, "group"},
};

// A scaled integer as a JSON number: the division is correctly rounded, so the double is the one
// nearest the decimal and is written as that decimal ("8.1", "12.5").
double decimal(qint64 scaledValue, int decimals)
{
    return double(scaledValue) / (decimals == 3 ? 1000.0 : 100.0);
}

} // namespace

bool Position::operator==(const Position &o) const
{
    // Spelled out: a defaulted comparison cannot see through the list of the type being defined.
    if (kind != o.kind || productNumber != o.productNumber || description != o.description || title != o.title
        || unitCode != o.unitCode || quantityMilli != o.quantityMilli || priceMinor != o.priceMinor
        || discountBasisPoints != o.discountBasisPoints || vatBasisPoints != o.vatBasisPoints
        || items.size() != o.items.size())
        return false;
    for (qsizetype i = 0; i < items.size(); ++i) {
        if (!(items.at(i) == o.items.at(i)))
            return false;
    }
    return true;
}

QLatin1String Position::kindName(Kind kind)
{
    for (const KindName &k : kindNames) {
        if (k.kind == kind)
            return QLatin1String(k.name);
    }
    return QLatin1String("product");
}

std::optional<Position::Kind> Position::kindFromName(const QString &name)
{
    for (const KindName &k : kindNames) {
        if (name == QLatin1String(k.name))
            return k.kind;
    }
    return std::nullopt;
}

Position Position::fromJson(const QJsonObject &json)
{
    Position p;
    const QString kind = string(json, QLatin1String("kind"));
    p.kind = kind.isEmpty() ? Kind::Product : kindFromName(kind).value_or(Kind::Text);
    p.productNumber = string(json, QLatin1String("productNumber"));
    p.description = string(json, QLatin1String("productDescription"));
    p.title = string(json, QLatin1String("title"));
    if (p.kind == Kind::Text && p.description.isEmpty())
        p.description = p.title;
    p.unitCode = string(json, QLatin1String("unitCode"));
    p.quantityMilli = scaled(json, QLatin1String("quantity"), 3).value_or(1000);
    p.priceMinor = scaled(json, QLatin1String("singlePrice")).value_or(0);
    // The spec answers discounts{percentage}; the live service and request bodies use discount.
    QJsonObject discount = json.value(QLatin1String("discount")).toObject();
    if (!discount.contains(QLatin1String("percentage")))
        discount = json.value(QLatin1String("discounts")).toObject();
    p.discountBasisPoints = scaled(discount, QLatin1String("percentage")).value_or(0);
    p.vatBasisPoints =
        scaled(json.value(QLatin1String("vat")).toObject(), QLatin1String("percentage")).value_or(0);
    for (const QJsonValue &item : json.value(QLatin1String("items")).toArray()) {
        if (item.isObject())
            p.items << fromJson(item.toObject());
    }
    return p;
}

QJsonObject Position::toJson(int positionNumber, bool priced, bool pricesIncludeVat) const
{
    QJsonObject o {
        {QStringLiteral("positionNumber"), positionNumber}, {QStringLiteral("kind"), kindName(kind)}};
    switch (kind) {
    case Kind::Product: {
        if (!productNumber.isEmpty())
            o.insert(QStringLiteral("productNumber"), productNumber);
        o.insert(QStringLiteral("productDescription"), description);
        o.insert(QStringLiteral("quantity"), decimal(quantityMilli, 3));
        if (!unitCode.isEmpty())
            o.insert(QStringLiteral("unitCode"), unitCode);
        if (!priced)
            break;
        const PositionTotals t = TotalsCalculator::position(*this, pricesIncludeVat);
        o.insert(QStringLiteral("singlePrice"), decimal(priceMinor, 2));
        o.insert(QStringLiteral("positionTotal"), decimal(t.lineMinor, 2));
        // The service reads the percentage; the amount is what it comes to.
        o.insert(QStringLiteral("discount"),
            QJsonObject {{QStringLiteral("percentage"), decimal(discountBasisPoints, 2)},
                {QStringLiteral("amount"), decimal(t.discountMinor, 2)}});
        o.insert(QStringLiteral("vat"),
            QJsonObject {{QStringLiteral("percentage"), decimal(vatBasisPoints, 2)},
                {QStringLiteral("amount"), decimal(t.vatMinor, 2)}});
        break;
    }
    case Kind::Subtitle:
        o.insert(QStringLiteral("title"), title);
        break;
    case Kind::Text:
        o.insert(QStringLiteral("productDescription"), description);
        break;
    case Kind::Group: {
        o.insert(QStringLiteral("title"), title);
        QJsonArray list;
        int number = 0;
        for (const Position &item : items)
            list.append(item.toJson(++number, priced, pricesIncludeVat));
        o.insert(QStringLiteral("items"), list);
        break;
    }
    case Kind::Divider:
    case Kind::SectionTotal:
        break;
    }
    return o;
}
