#pragma once

#include "domain/DocumentKind.h"

#include <QList>

// Tuning of a sync run. The defaults suit the live service; tests use small pages.
struct SyncOptions
{
    // Kinds synced, all at once; invoices first when they compete for a request, the list a bookkeeper
    // opens most.
    QList<DocumentKind> kinds {DocumentKind::Invoice, DocumentKind::Quote, DocumentKind::ContractNote,
        DocumentKind::DeliveryNote, DocumentKind::CreditNote, DocumentKind::RecurringInvoice,
        DocumentKind::Template, DocumentKind::Receipt};
    int pageLimit = 200; // documents per list request (the service accepts up to 500)
    // Requests in flight at once, every kind together (sync/Concurrency.h): the run starts with
    // initialInFlight and adapts to the service's answers, between 1 and maxInFlight.
    int initialInFlight = 2;
    int maxInFlight = 12;
    qint64 reconcileIntervalSeconds = 24 * 3600;
};
