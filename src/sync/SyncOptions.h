#pragma once

#include "api/DocumentKind.h"

#include <QList>

// Tuning of a sync run. The defaults suit the live service; tests use small pages.
struct SyncOptions
{
    // Kinds synced in this order: invoices first, the list a bookkeeper opens most.
    QList<DocumentKind> kinds {DocumentKind::Invoice, DocumentKind::Quote, DocumentKind::ContractNote,
        DocumentKind::DeliveryNote, DocumentKind::CreditNote, DocumentKind::RecurringInvoice,
        DocumentKind::Template, DocumentKind::Receipt};
    int pageLimit = 200; // documents per list request (the service accepts up to 500)
    int pagesInFlight = 4; // list requests running at once during a full listing
    qint64 reconcileIntervalSeconds = 24 * 3600;
};
