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
#include <memory>
#include <optional>
#include <vector>

class ApiClient;
class ApiJob;
class PageFetcher;
class RequestBudget;

// Pulls the account's document lists into the local store. Lives on a worker thread (SyncController
// moves it there) and builds its own ApiClient and database connection on that thread when it first runs.
//
// Every kind of the run is listed at once: their pages, checks and closing looks share one
// RequestBudget (requests in flight adapted to the service: more while answers come fast, fewer after
// 429 / 503 / timeouts, nothing new until a Retry-After has passed). What follows holds per kind, each
// independent of the others (its own pages, cursor, generation and removal proof).
//
// Per kind a run does one of:
// - a full listing: every page, several in flight, each page saved with its "page done" marker in one
//   transaction and every row marked with the listing's generation. An interrupted listing (error,
//   a page that failed, cancel, the app killed) resumes next time with only the missing pages.
//   Removal is proven, never inferred: when the listing has all its pages, each stored row it did not
//   see is asked for by uuid, and only a 404 removes it. The listing counts as complete (reconciled)
//   when the total never moved, no document it saw was updated after it started, it saw as many as the
//   total, and every unseen row answered 404. Otherwise the kind is marked to be listed again, in any
//   mode, until a listing completes. A listing asks for at most the pages its first answer allows plus a
//   small margin (PageFetcher::extraPages); a total that moves while it runs makes it incomplete, and the
//   run partial (SyncKindSummary::moved says why). To see a change after its page went by, the last page is
//   fetched once more at the end.
// - an incremental pull: updatedSince = the UTC date the last successful pull of the kind started, minus
//   one day (the service filters by date only).
// A page that keeps failing after its retries leaves the rest of the listing and the other kinds going;
// a kind that cannot be listed leaves the other kinds going, unless nothing at all could be fetched;
// the summary names it and the next run fetches it again. The watermark moves only when the kind's pull
// was complete. The run ends in exactly one of finished() (possibly partial: SyncSummary::isPartial())
// or failed() (nothing could be fetched, the token was refused, the store failed, cancelled); pages
// saved before a failure stay and are consistent.
// A service that drips (answers that keep coming and never end) is given up on at the first request
// that reaches its deadline (ApiConfig::requestDeadlineMs): every kind not done then fails with that
// reason, so one run lasts about one deadline, not one per request (RequestBudget::tooSlow).
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

    // One kind's part of the run.
    struct KindRun
    {
        enum class Phase { Waiting, Listing, ClosingLook, Verifying, Done };
        Phase phase = Phase::Waiting;
        DocumentKind kind = DocumentKind::Invoice;
        int summaryIndex = 0;
        bool full = false;
        std::optional<qint64> generation;
        QDateTime startedAt; // full listing: when it first started (the watermark it earns)
        QSet<int> donePages;
        int lastPage = 0;
        qint64 total = -1; // the service's total when the listing began
        bool changed = false; // the total moved, or a document was updated after the listing started
        // The total moved while the list was read, or a page said it goes on beyond the pages the
        // listing may ask for (PageFetcher::extraPages): incomplete, listed again next time.
        bool moved = false;
        qint64 movedTo = -1; // the last total that differed from the start's
        qint64 fetchedBefore = 0;
        QMap<int, ApiError> failedPages;
        QPointer<PageFetcher> fetcher;
        QPointer<ApiJob> closingLook; // the last page once more, at the end of a full listing
        Verification verification;
    };

    bool openStore();
    void startKind(KindRun &run);
    void startFullListing(KindRun &run);
    void startIncremental(KindRun &run);
    void startFetcher(KindRun &run, std::optional<QDate> updatedSince, int limit, int knownLastPage);
    void onPage(KindRun &run, int page, const QList<DocumentSummary> &documents, qint64 total);
    // A moved list ends its listing as incomplete: the reason goes to the kind's summary.
    void noteMoved(KindRun &run);
    void onListingFinished(KindRun &run);
    void onFetcherFailed(KindRun &run, const ApiError &error);
    // Starts the kind's closing look or its next check when the budget has a slot; false if none.
    bool startOneCheck(KindRun &run);
    bool startClosingLook(KindRun &run);
    void onClosingLook(KindRun &run, const QJsonDocument &answer);
    void verifyUnseen(KindRun &run);
    bool verifyOne(KindRun &run);
    void finishIfVerified(KindRun &run);
    void onVerified(KindRun &run, ApiJob *job, const ApiError &error);
    void finishListing(KindRun &run);
    void kindFailed(KindRun &run, const ApiError &error);
    // The first request that ran into its deadline ends every kind not done with the same reason.
    void giveUpTooSlow(const ApiError &error);
    void kindDone(KindRun &run);
    void finishRun();
    void abortRun();
    void fail(const ApiError &error);
    void failStore(const QString &why);
    void endFetcher(KindRun &run);
    void endRequests();

    ApiConfig m_config;
    QString m_dataDir;
    SyncOptions m_options;
    QList<ApiClient *> m_clients;
    std::optional<AccountDatabase> m_db;
    std::optional<DocumentStore> m_store;
    std::optional<SyncState> m_state;

    std::atomic_bool m_cancelRequested {false};
    std::atomic_bool m_running {false};
    SyncMode m_mode = SyncMode::Auto;
    SyncSummary m_summary;
    QDateTime m_runStartedAt;
    QElapsedTimer m_elapsed;
    std::vector<std::unique_ptr<KindRun>> m_runs;
    RequestBudget *m_budget = nullptr; // of the run going on
    bool m_anyPage = false; // some page of some kind arrived in this run
    ApiError m_firstKindError;
};
