#pragma once

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QString>

#include <optional>

// Renders a document as an A4 PDF the way a Swiss invoicing service prints it, in the receiver's
// language: sender, receiver, dates, positions (unit names, line discounts), VAT per rate, document
// discount, totals, terms and, for CHF invoices, the Swiss QR-bill payment part. A reminder prints its
// level, the dunning level's letter and fee instead of the positions, and asks for open amount + fee.
namespace DocumentPdf {

struct Sender
{
    QString name;
    QString street;
    QString zip;
    QString city;
    QString iban;
};

// A reminder (dunning print): level 1 to 3, the dunning settings' letter (placeholders filled) and fee.
struct Reminder
{
    int level = 1;
    QString letter;
    QString feeLabel;
    qint64 fee = 0; // minor units
};

struct Print
{
    QJsonObject document;
    QString kind; // path segment of the kind, e.g. "invoices"
    QString language; // de, en, fr or it
    Sender sender;
    // A position's unit (its unitUuid, or its unitCode as an ISO code or as any language's name) ->
    // the unit's name in the print's language.
    QHash<QString, QString> units;
    std::optional<Reminder> reminder;
    // The QR-IBAN of the invoice's bank account when QR-bill payments are on: a QR reference is paid there.
    QString qrIban;
};

// "Rechnung RE-2026-0001", "Zahlungserinnerung RE-2026-0001": the heading, also the file's name.
QString title(const Print &print);
// What the receiver is asked to pay, in minor units: the open amount (the total for documents without
// one), plus a reminder's fee.
qint64 amountDue(const Print &print);
QByteArray render(const Print &print);
// An amount in minor units as printed: 1'234.50, the Swiss form, in every language.
QString amountText(qint64 minorUnits);
// The Swiss QR-bill payload (SPC 0200) for a print, as encoded in its QR code.
QString qrBillPayload(const Print &print);
// Fills {documentNumber}, {documentDate}, {dueDate}, {documentTotal}, {openAmount}, {currency} and
// {dunningAmount} in a dunning text; other braces stay as written.
QString fillPlaceholders(const QString &text, const QJsonObject &invoice, qint64 fee);

} // namespace DocumentPdf
