#pragma once

#include "domain/DocumentSummary.h"

#include <QJsonObject>
#include <QList>
#include <QMap>

// One line of a document. Quantities are in thousandths, percentages in basis points (8.1 % = 810),
// money in minor units.
struct DocumentPosition
{
    int positionNumber = 0;
    QString kind; // product, subtitle, text, section_total, divider, group
    QString productNumber;
    QString description;
    QString title;
    QString unitCode;
    qint64 quantityMilli = 0;
    qint64 singlePriceMinor = 0;
    qint64 totalMinor = 0;
    qint64 discountBasisPoints = 0;
    qint64 vatBasisPoints = 0;
    qint64 vatMinor = 0;
};

// A single document as answered by the get call: the list fields plus texts, positions and payment.
struct DocumentDetail
{
    DocumentSummary summary;
    QString terms;
    QString publicNotes;
    QString footerText;
    QString receiverAddress; // multi-line, as far as the answer tells it
    bool pricesIncludeVat = false;
    QList<DocumentPosition> positions;
    QString iban;
    QString paymentReference;
    QString bic;
    QJsonObject raw; // the whole document, so an edit can send back what it received

    // VAT rate (basis points) -> VAT amount (minor units), summed over the product positions.
    QMap<qint64, qint64> vatByRate() const;
    qint64 netMinor() const;

    static std::optional<DocumentDetail> fromJson(
        DocumentKind kind, const QJsonObject &document, QString *error = nullptr);
};
