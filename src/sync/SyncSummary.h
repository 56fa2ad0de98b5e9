#pragma once

#include "domain/DocumentKind.h"
#include "sync/SyncMode.h"

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
    bool reconciled = false; // the listing was complete, and every document it did not see proved deleted
    QDate updatedSince; // the changes-since date of an incremental pull
    int pages = 0; // pages fetched in this run
    qint64 fetched = 0; // documents received
    qint64 upserted = 0; // rows written to the store
    qint64 deleted = 0; // rows removed because the service answered 404 for them
    qint64 skipped = 0; // live documents the listing did not see (it will be repeated)
    qint64 total = -1; // documents the service reported for the listing, -1 if unknown
    qint64 stored = 0; // documents of the kind in the local copy when the kind ended
    bool forbidden = false; // the token may not list this kind (403): skipped, the run went on
    QString forbiddenMessage; // the service's reason, in words
    bool failed = false; // the kind's listing stopped early (the rest of the run went on)
    QList<int> failedPages; // pages given up in this run; fetched again next time
    QString failure; // why, in words (the first failure)
    // Why the listing is incomplete although its pages came: the list moved while it was read (its total
    // changed, or it kept announcing more pages than its start allowed); listed again next time.
    QString moved;

    bool isPartial() const { return failed || !failedPages.isEmpty() || !moved.isEmpty(); }
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
    // How the requests were paced (sync/Concurrency.h): most in flight at once, answers asking to slow
    // down (429, 503; retries included), and how often the requests in flight were halved.
    int peakInFlight = 0;
    int throttled = 0;
    int backoffs = 0;

    qint64 fetched() const;
    qint64 upserted() const;
    qint64 deleted() const;
    const SyncKindSummary *forKind(DocumentKind kind) const;
    // Some kind stopped early or some page failed: the copy is partly updated.
    bool isPartial() const;
    // One sentence for the window's status line and the end of `invoicedesk --sync` when the run was
    // partial, e.g. "9,800 of 10,000 invoices; one page failed: ..."; empty otherwise.
    QString partialMessage() const;
    // A line per kind and one with the totals, for `invoicedesk --sync` and logs.
    QString describe() const;

private:
    static QString countOf(DocumentKind kind, const QString &have, qint64 total);
};

Q_DECLARE_METATYPE(SyncSummary)
