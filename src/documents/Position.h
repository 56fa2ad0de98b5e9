#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

// One line of a document being edited. Scales are the ones the service computes with: quantities in
// thousandths, prices in minor units, percentages in basis points (8.1 % = 810).
struct Position
{
    enum class Kind { Product, Subtitle, Text, Divider, SectionTotal, Group };

    Kind kind = Kind::Product;
    QString productNumber;
    QString description; // a product's description, the text of a text row
    QString title; // the heading of a subtitle or group
    QString unitCode;
    qint64 quantityMilli = 1000;
    qint64 priceMinor = 0;
    qint64 discountBasisPoints = 0;
    qint64 vatBasisPoints = 0;
    QList<Position> items; // a group's products

    bool operator==(const Position &other) const;

    // "product", "section_total", ...: the position's `kind` in the service's JSON.
    static QLatin1String kindName(Kind kind);
    static std::optional<Kind> kindFromName(const QString &name);

    // A position of a single-document answer, read tolerantly (discount or discounts, text in
    // productDescription or title). An unknown kind reads as a text row so nothing is lost silently.
    static Position fromJson(const QJsonObject &json);
    // The position as a create/update body has it; `priced` is false for delivery notes, whose
    // positions carry no prices. The totals are the calculator's.
    QJsonObject toJson(int positionNumber, bool priced, bool pricesIncludeVat) const;
};
