#pragma once

#include "DocumentKind.h"
#include "SyncMode.h"

#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QList>
#include <QMetaType>
#include <QString>

// What one kind's part of a sync run did.
struct SyncKindSummary
{
    DocumentKind kind = DocumentKind::Invoice;
    bool fullListing = false; // every page (first pull or reconciliation), not only changes
    bool resumed = false; // the full listing went on from where an interrupted run stopped
    bool reconciled = false; // the listing completed unchanged, and documents it did not see were removed
    QDate updatedSince; // the changes-since date of an incremental pull
    int pages = 0; // pages fetched in this run
    qint64 fetched = 0; // documents received
    qint64 upserted = 0; // rows written to the store
    qint64 deleted = 0; // rows removed by the reconciliation
    qint64 total = -1; // documents the service reported for the listing, -1 if unknown
    bool forbidden = false; // the token may not list this kind (403): skipped, the run went on
    QString forbiddenMessage; // the service's reason, in words
};

// The outcome of a sync run; a failed run's summary tells how far it got.
struct SyncSummary
{
    Q_DECLARE_TR_FUNCTIONS(SyncSummary)

public:
    SyncMode mode = SyncMode::Auto;
    QList<SyncKindSummary> kinds;
    int requests = 0; // HTTP requests made, retries included
    qint64 durationMs = 0;
    QDateTime startedAt; // UTC

    qint64 fetched() const;
    qint64 upserted() const;
    qint64 deleted() const;
    const SyncKindSummary *forKind(DocumentKind kind) const;
    // A line per kind and one with the totals, for `invoicedesk --sync` and logs.
    QString describe() const;
};

Q_DECLARE_METATYPE(SyncSummary)
