#pragma once

#include <QLatin1String>

// The document kinds of the service. Paths are built from the kind here and nowhere else.
enum class DocumentKind {
    Quote,
    ContractNote,
    DeliveryNote,
    Invoice,
    CreditNote,
    RecurringInvoice,
    Template,
    Receipt,
};

namespace DocumentKinds {
// "invoices", "credit-notes", ...: the path segment after /documents/v2/
QLatin1String pathSegment(DocumentKind kind);
// The list-item field holding the document's number and its main date, e.g. invoiceNumber/invoiceDate.
QLatin1String numberField(DocumentKind kind);
QLatin1String dateField(DocumentKind kind);
} // namespace DocumentKinds
