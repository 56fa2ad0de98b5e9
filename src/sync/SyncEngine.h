#pragma once

#include "AccountDatabase.h"
#include "ApiConfig.h"
#include "ApiError.h"
#include "DocumentStore.h"
#include "SyncMode.h"
#include "SyncOptions.h"
#include "SyncState.h"
#include "SyncSummary.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QSet>

#include <atomic>
#include <optional>

class ApiClient;
class PageFetcher;

// Pulls the account's document lists into the local store. Lives on a worker thread (SyncController
// moves it there) and builds its own ApiClient and database connection on that thread when it first runs.
//
// Per kind a run does one of:
// - a full listing: every page, several in flight, each page saved with its "page done" marker in one
//   transaction and every row marked with the listing's generation. An interrupted listing (error,
//   cancel, the app killed) resumes next time with only the missing pages. When it completes and the
//   service's total stayed the same throughout, rows not marked are deleted (reconciliation); a listing
//   that saw the list change keeps them and the next Auto run lists again.
// - an incremental pull: updatedSince = the UTC date the last successful pull of the kind started, minus
//   one day (the service filters by date only).
// The watermark moves only when the kind's pull succeeded. The run ends in exactly one of finished() or
// failed(); pages saved before a failure stay and are consistent.
class SyncEngine : public QObject
{
    Q_OBJECT

public:
    SyncEngine(const ApiConfig &config, const QString &dataDir, const SyncOptions &options = {},
        QObject *parent = nullptr);
    ~SyncEngine() override;

    // Thread-safe. resetCancel() is called before a run is queued so a cancel() that follows it is
    // not lost; cancel() stops a queued or running run (failed(Cancelled)) and aborts its requests.
    void resetCancel() { m_cancelRequested = false; }
    void cancel();
    bool isRunning() const { return m_running; }

    // Starts a run; call on the engine's thread (QMetaObject::invokeMethod from elsewhere).
    void run(SyncMode mode);

signals:
    void progress(DocumentKind kind, int fetched, int total);
    void finished(const SyncSummary &summary);
    void failed(const ApiError &error, const SyncSummary &partial);

private:
    struct Listing
    {
        DocumentKind kind = DocumentKind::Invoice;
        int summaryIndex = 0;
        bool full = false;
        std::optional<qint64> generation;
        QDateTime startedAt; // full listing: when it first started (the watermark it earns)
        QSet<int> donePages;
        int lastPage = 0;
        qint64 total = -1; // the service's total when the listing began
        bool changed = false; // the total moved during the listing
        qint64 fetchedBefore = 0;
    };

    bool openStore();
    void nextKind();
    void startFullListing(DocumentKind kind);
    void startIncremental(DocumentKind kind);
    void startFetcher(std::optional<QDate> updatedSince, int limit, int knownLastPage);
    void onPage(int page, const QList<DocumentSummary> &documents, qint64 total, int lastPage);
    void onListingFinished();
    void abortRun();
    void fail(const ApiError &error);
    void failStore(const QString &why);
    void endFetcher();

    ApiConfig m_config;
    QString m_dataDir;
    SyncOptions m_options;
    ApiClient *m_client = nullptr;
    std::optional<AccountDatabase> m_db;
    std::optional<DocumentStore> m_store;
    std::optional<SyncState> m_state;

    std::atomic_bool m_cancelRequested {false};
    std::atomic_bool m_running {false};
    SyncMode m_mode = SyncMode::Auto;
    SyncSummary m_summary;
    QDateTime m_runStartedAt;
    QElapsedTimer m_elapsed;
    int m_kindIndex = -1;
    Listing m_listing;
    QPointer<PageFetcher> m_fetcher;
};
