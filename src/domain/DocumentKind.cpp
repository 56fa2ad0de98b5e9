#include "domain/DocumentKind.h"

#include <QString>

namespace DocumentKinds {

QLatin1String pathSegment(DocumentKind kind)
{
    switch (kind) {
    case DocumentKind::Quote:
        return QLatin1String("quotes");
    case DocumentKind::ContractNote:
        return QLatin1String("contract-notes");
    case DocumentKind::DeliveryNote:
        return QLatin1String("delivery-notes");
    case DocumentKind::Invoice:
        return QLatin1String("invoices");
    case DocumentKind::CreditNote:
        return QLatin1String("credit-notes");
    case DocumentKind::RecurringInvoice:
        return QLatin1String("recurring-invoices");
    case DocumentKind::Template:
        return QLatin1String("templates");
    case DocumentKind::Receipt:
        return QLatin1String("receipts");
    }
    return QLatin1String("invoices");
}

QLatin1String numberField(DocumentKind kind)
{
    switch (kind) {
    case DocumentKind::Quote:
        return QLatin1String("quoteNumber");
    case DocumentKind::ContractNote:
        return QLatin1String("contractNoteNumber");
    case DocumentKind::DeliveryNote:
        return QLatin1String("deliveryNoteNumber");
    case DocumentKind::Invoice:
        return QLatin1String("invoiceNumber");
    case DocumentKind::CreditNote:
        return QLatin1String("creditNoteNumber");
    case DocumentKind::RecurringInvoice:
        return QLatin1String("recurringInvoiceNumber");
    case DocumentKind::Template:
        return QLatin1String("templateNumber");
    case DocumentKind::Receipt:
        return QLatin1String("number");
    }
    return QLatin1String("number");
}

QLatin1String dateField(DocumentKind kind)
{
    switch (kind) {
    case DocumentKind::Quote:
        return QLatin1String("quoteDate");
    case DocumentKind::ContractNote:
        return QLatin1String("contractNoteDate");
    case DocumentKind::DeliveryNote:
        return QLatin1String("deliveryNoteDate");
    case DocumentKind::CreditNote:
        return QLatin1String("creditNoteDate");
    case DocumentKind::RecurringInvoice:
        return QLatin1String("startDate");
    case DocumentKind::Invoice:
    case DocumentKind::Template:
    case DocumentKind::Receipt:
        return QLatin1String("invoiceDate");
    }
    return QLatin1String("invoiceDate");
}

} // namespace DocumentKinds
