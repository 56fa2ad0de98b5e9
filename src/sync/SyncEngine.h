#pragma once

#include "api/ApiConfig.h"
#include "api/ApiError.h"
#include "store/AccountDatabase.h"
#include "store/DocumentStore.h"
#include "store/SyncState.h"
#include "sync/SyncMode.h"
#include "sync/SyncOptions.h"
#include "sync/SyncSummary.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QHash>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QSet>

#include <atomic>
#include <optional>

class ApiClient;
class ApiJob;
class PageFetcher;

// Pulls the account's document lists into the local store. Lives on a worker thread (SyncController
// moves it there) and builds its own ApiClient and database connection on that thread when it first runs.
//
// Per kind a run does one of:
// - a full listing: every page, several in flight, each page saved with its "page done" marker in one
//   transaction and every row marked with the listing's generation. An interrupted listing (error,
//   a page that failed, cancel, the app killed) resumes next time with only the missing pages.
//   Removal is proven, never inferred: when the listing has all its pages, each stored row it did not
//   see is asked for by uuid, and only a 404 removes it. The listing counts as complete (reconciled)
//   when the total never moved, no document it saw was updated after it started, it saw as many as the
//   total, and every unseen row answered 404. Otherwise the kind is marked to be listed again, in any
//   mode, until a listing completes. To see a change after its page went by, the last page is fetched
//   once more at the end.
// - an incremental pull: updatedSince = the UTC date the last successful pull of the kind started, minus
//   one day (the service filters by date only).
// A page that keeps failing after its retries leaves the rest of the listing and the other kinds going;
// the summary names it and the next run fetches it again. The watermark moves only when the kind's pull
// was complete. The run ends in exactly one of finished() (possibly partial: SyncSummary::isPartial())
// or failed() (nothing could be fetched, the token was refused, the store failed, cancelled); pages
// saved before a failure stay and are consistent.
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
        bool changed = false; // the total moved, or a document was updated after the listing started
        qint64 fetchedBefore = 0;
        QMap<int, ApiError> failedPages;
    };

    // The removal proof of a full listing: unseen rows asked for by uuid, a few at a time.
    struct Verification
    {
        QStringList uuids;
        qsizetype next = 0;
        QHash<ApiJob *, QString> inFlight;
        qint64 live = 0; // answered: the document exists (the listing skipped it)
        qint64 unsure = 0; // no clear answer
        bool capped = false; // more unseen rows than one run checks
    };
    static constexpr int maxVerifiedPerRun = 1000;

    bool openStore();
    void nextKind();
    void startFullListing(DocumentKind kind);
    void startIncremental(DocumentKind kind);
    void startFetcher(std::optional<QDate> updatedSince, int limit, int knownLastPage);
    void onPage(int page, const QList<DocumentSummary> &documents, qint64 total, int lastPage);
    void onListingFinished();
    void onFetcherFailed(const ApiError &error);
    void verifyUnseen();
    void verifyNext();
    void onVerified(ApiJob *job, const ApiError &error);
    void finishListing();
    void kindFailed(const ApiError &error);
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
    Verification m_verification;
    ApiError m_firstKindError;
    QPointer<PageFetcher> m_fetcher;
};
