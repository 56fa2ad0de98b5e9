#include "views/documents/DocumentKindText.h"

#include <QLocale>

QString DocumentKindText::plural(DocumentKind kind)
{
    switch (kind) {
    case DocumentKind::Quote:
        return tr("Quotes");
    case DocumentKind::ContractNote:
        return tr("Contract notes");
    case DocumentKind::DeliveryNote:
        return tr("Delivery notes");
    case DocumentKind::Invoice:
        return tr("Invoices");
    case DocumentKind::CreditNote:
        return tr("Credit notes");
    case DocumentKind::RecurringInvoice:
        return tr("Recurring invoices");
    case DocumentKind::Template:
        return tr("Templates");
    case DocumentKind::Receipt:
        return tr("Receipts");
    }
    return {};
}

QString DocumentKindText::singular(DocumentKind kind)
{
    switch (kind) {
    case DocumentKind::Quote:
        return tr("Quote");
    case DocumentKind::ContractNote:
        return tr("Contract note");
    case DocumentKind::DeliveryNote:
        return tr("Delivery note");
    case DocumentKind::Invoice:
        return tr("Invoice");
    case DocumentKind::CreditNote:
        return tr("Credit note");
    case DocumentKind::RecurringInvoice:
        return tr("Recurring invoice");
    case DocumentKind::Template:
        return tr("Template");
    case DocumentKind::Receipt:
        return tr("Receipt");
    }
    return {};
}

QString DocumentKindText::count(DocumentKind kind, int total)
{
    switch (kind) {
    case DocumentKind::Quote:
        return tr("%Ln quote(s)", nullptr, total);
    case DocumentKind::ContractNote:
        return tr("%Ln contract note(s)", nullptr, total);
    case DocumentKind::DeliveryNote:
        return tr("%Ln delivery note(s)", nullptr, total);
    case DocumentKind::Invoice:
        return tr("%Ln invoice(s)", nullptr, total);
    case DocumentKind::CreditNote:
        return tr("%Ln credit note(s)", nullptr, total);
    case DocumentKind::RecurringInvoice:
        return tr("%Ln recurring invoice(s)", nullptr, total);
    case DocumentKind::Template:
        return tr("%Ln template(s)", nullptr, total);
    case DocumentKind::Receipt:
        return tr("%Ln receipt(s)", nullptr, total);
    }
    return {};
}

QString DocumentKindText::countOf(DocumentKind kind, int shown, int total)
{
    return tr("%1 of %2").arg(QLocale().toString(shown), count(kind, total));
}

QString DocumentKindText::dateLabel(DocumentKind kind)
{
    switch (kind) {
    case DocumentKind::Quote:
        return tr("Quote date");
    case DocumentKind::ContractNote:
        return tr("Contract date");
    case DocumentKind::DeliveryNote:
        return tr("Delivery note date");
    case DocumentKind::Invoice:
    case DocumentKind::Template:
    case DocumentKind::Receipt:
        return tr("Invoice date");
    case DocumentKind::CreditNote:
        return tr("Credit note date");
    case DocumentKind::RecurringInvoice:
        return tr("Start date");
    }
    return {};
}
