#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

// Renders a document as an A4 PDF the way a Swiss invoicing service prints it: sender, receiver,
// positions, VAT summary, totals, payment details and, for CHF invoices, the QR-bill payment part.
namespace DocumentPdf {

struct Sender
{
    QString name;
    QString street;
    QString zip;
    QString city;
    QString iban;
};

QByteArray render(const QJsonObject &document, const QString &kindLabel, const Sender &sender);
// The Swiss QR-bill payload (SPC 0200) for a document, as encoded in its QR code.
QString qrBillPayload(const QJsonObject &document, const Sender &sender);

} // namespace DocumentPdf
