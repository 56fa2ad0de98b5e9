#include "documents/ImportMapping.h"

#include <QHash>
#include <QRegularExpression>

namespace {

QString normalized(const QString &name)
{
    QString n = name.toCaseFolded();
    n.remove(QRegularExpression(QStringLiteral("[\\s_\\-./()]")));
    return n;
}

const QHash<QString, ImportField> &aliases()
{
    static const QHash<QString, ImportField> table = [] {
        QHash<QString, ImportField> t;
        const auto add = [&t](ImportField field, std::initializer_list<const char *> names) {
            for (const char *name : names)
                t.insert(normalized(QString::fromUtf8(name)), field);
        };
        add(ImportField::Receiver,
            {"receiver", "customer", "client", "kunde", "empfänger", "empfaenger", "company", "firma",
                "receiveruuid", "companyuuid", "personuuid", "customeruuid", "customername", "customernumber",
                "kundennummer", "debitor", "name"});
        add(ImportField::CurrencyCode,
            {"currency", "currencycode", "währung", "waehrung", "devise", "valuta"});
        add(ImportField::InvoiceDate,
            {"invoicedate", "date", "datum", "rechnungsdatum", "belegdatum", "datefacture", "datafattura"});
        add(ImportField::DueDate,
            {"duedate", "due", "fällig", "fälligam", "fälligkeit", "faelligkeit", "zahlbarbis", "échéance",
                "echeance", "scadenza"});
        add(ImportField::DeliveryDate, {"deliverydate", "lieferdatum", "leistungsdatum", "datelivraison"});
        add(ImportField::Iban, {"iban", "paymentiban"});
        add(ImportField::Reference,
            {"reference", "paymentreference", "referenz", "zahlungsreferenz", "qrreferenz", "référence",
                "ref"});
        add(ImportField::DocumentTotal,
            {"documenttotal", "total", "amount", "betrag", "totalbetrag", "rechnungsbetrag", "summe",
                "montant", "importo"});
        add(ImportField::TaxRate,
            {"taxrate", "vatrate", "vat", "vat%", "mwst", "mwstsatz", "mwst%", "steuersatz", "tva", "iva"});
        add(ImportField::TaxIncluded,
            {"taxincluded", "istaxincluded", "vatincluded", "inclvat", "inklmwst", "mwstinkl",
                "mwstinklusive"});
        add(ImportField::TaxAmount, {"taxamount", "vatamount", "mwstbetrag", "steuerbetrag", "montanttva"});
        add(ImportField::AccountNumber,
            {"accountnumber", "account", "konto", "kontonummer", "sachkonto", "taxaccount", "steuerkonto"});
        return t;
    }();
    return table;
}

} // namespace

QList<ImportField> ImportMapping::fields()
{
    QList<ImportField> all;
    for (int i = 0; i < importFieldCount; ++i)
        all << ImportField(i);
    return all;
}

QString ImportMapping::label(ImportField field)
{
    switch (field) {
    case ImportField::Receiver:
        return tr("Receiver");
    case ImportField::CurrencyCode:
        return tr("Currency");
    case ImportField::InvoiceDate:
        return tr("Invoice date");
    case ImportField::DueDate:
        return tr("Due date");
    case ImportField::DeliveryDate:
        return tr("Delivery date");
    case ImportField::Iban:
        return tr("IBAN");
    case ImportField::Reference:
        return tr("Payment reference");
    case ImportField::DocumentTotal:
        return tr("Total");
    case ImportField::TaxRate:
        return tr("VAT rate");
    case ImportField::TaxIncluded:
        return tr("VAT included");
    case ImportField::TaxAmount:
        return tr("VAT amount");
    case ImportField::AccountNumber:
        return tr("Account number");
    }
    return {};
}

QString ImportMapping::description(ImportField field)
{
    switch (field) {
    case ImportField::Receiver:
        return tr("The company or person: its uuid, customer number or name as in the addresses.");
    case ImportField::CurrencyCode:
        return tr("ISO currency code, e.g. CHF or EUR.");
    case ImportField::InvoiceDate:
    case ImportField::DueDate:
    case ImportField::DeliveryDate:
        return tr("A date such as 2026-03-31 or 31.3.2026.");
    case ImportField::Iban:
        return tr("The IBAN the invoice is paid to.");
    case ImportField::Reference:
        return tr("The payment reference (e.g. a QR reference).");
    case ImportField::DocumentTotal:
        return tr("The invoice's total, at least 0, e.g. 1250.50 or 1'250,50.");
    case ImportField::TaxRate:
        return tr("VAT rate in percent, e.g. 8.1.");
    case ImportField::TaxIncluded:
        return tr("Whether the total includes the VAT: yes/no, true/false, ja/nein, 1/0.");
    case ImportField::TaxAmount:
        return tr("The VAT amount.");
    case ImportField::AccountNumber:
        return tr("The account the VAT is booked to (a whole number).");
    }
    return {};
}

bool ImportMapping::isRequired(ImportField field)
{
    return field == ImportField::Receiver || field == ImportField::CurrencyCode
        || field == ImportField::InvoiceDate || field == ImportField::DocumentTotal;
}

ImportMapping ImportMapping::guess(const QStringList &header)
{
    ImportMapping mapping;
    for (int column = 0; column < header.size(); ++column) {
        const auto it = aliases().constFind(normalized(header.at(column)));
        if (it != aliases().cend() && mapping.column(*it) < 0)
            mapping.setColumn(*it, column);
    }
    return mapping;
}
