#include "sync/SyncEngine.h"

#include "api/ApiClient.h"
#include "api/ApiJob.h"
#include "api/DocumentSummaryJson.h"
#include "api/DocumentsApi.h"
#include "api/JsonReader.h"
#include "api/PageInfo.h"
#include "store/StoreTransaction.h"
#include "sync/PageFetcher.h"
#include "sync/RequestBudget.h"
#include "sync/SyncLogging.h"

#include <QLocale>
#include <QStringList>

#include <algorithm>

namespace {

// sync_state keys, per kind (<segment> = "invoices", ...):
//   watermark/<segment>         UTC time the last successful pull of the kind started
//   reconciledAt/<segment>      UTC time of the last completed reconciliation
//   generation/<segment>        generation of the last completed full listing
//   listing/<segment>/...       an unfinished full listing: generation, startedAt, limit, pages, lastPage,
//                               total, changed
//   lastSyncedAt                UTC end of the last successful run
QString kindKey(const char *name, DocumentKind kind)
{
    return QLatin1String(name) + QLatin1Char('/') + DocumentKinds::pathSegment(kind);
}

QString listingKey(DocumentKind kind, const char *field)
{
    return QLatin1String("listing/") + DocumentKinds::pathSegment(kind) + QLatin1Char('/')
        + QLatin1String(field);
}

QString listingPrefix(DocumentKind kind)
{
    return QLatin1String("listing/") + DocumentKinds::pathSegment(kind) + QLatin1Char('/');
}

// "1-5,7,9-12": the pages done of an unfinished listing, compact even for thousands of pages.
QString encodePages(const QSet<int> &pages)
{
    QList<int> sorted = pages.values();
    std::sort(sorted.begin(), sorted.end());
    QStringList parts;
    for (qsizetype i = 0; i < sorted.size();) {
        qsizetype j = i;
        while (j + 1 < sorted.size() && sorted.at(j + 1) == sorted.at(j) + 1)
            ++j;
        parts << (i == j ? QString::number(sorted.at(i))
                         : QStringLiteral("%1-%2").arg(sorted.at(i)).arg(sorted.at(j)));
        i = j + 1;
    }
    return parts.join(QLatin1Char(','));
}

QSet<int> decodePages(const QString &text)
{
    QSet<int> pages;
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const qsizetype dash = part.indexOf(QLatin1Char('-'));
        const int from = part.left(dash < 0 ? part.size() : dash).toInt();
        const int to = dash < 0 ? from : part.mid(dash + 1).toInt();
        for (int p = qMax(1, from); p <= to; ++p)
            pages.insert(p);
    }
    return pages;
}

// The service writes updatedAt in whole seconds: a change in the second the listing started counts as
// made during it.
QDateTime changedSince(const QDateTime &start)
{
    QDateTime t = start;
    t.setTime(QTime(start.time().hour(), start.time().minute(), start.time().second()));
    return t;
}

} // namespace

SyncEngine::SyncEngine(
    const ApiConfig &config, const QString &dataDir, const SyncOptions &options, QObject *parent)
    : QObject(parent)
    , m_config(config)
    , m_dataDir(dataDir)
    , m_options(options)
{ }

SyncEngine::~SyncEngine()
{
    // Its requests go silently; what was saved stays.
    for (const auto &run : m_runs)
        delete run->fetcher;
    m_state.reset();
    m_store.reset();
    m_db.reset();
}

void SyncEngine::cancel()
{
    m_cancelRequested = true;
    QMetaObject::invokeMethod(this, &SyncEngine::abortRun, Qt::QueuedConnection);
}

void SyncEngine::abortRun()
{
    if (m_running && m_cancelRequested)
        fail(ApiError(ApiError::Kind::Cancelled));
}

bool SyncEngine::openStore()
{
    if (m_clients.isEmpty()) {
        // A network manager opens at most 6 HTTP/1.1 connections to a host: enough managers for the
        // most requests the budget lets run at once.
        const int managers = qMax(1, (qMax(1, m_options.maxInFlight) + 5) / 6);
        for (int i = 0; i < managers; ++i)
            m_clients.append(new ApiClient(m_config, this));
    }
    if (m_db && m_db->isOpen())
        return true;
    m_db.emplace(m_dataDir, m_config.accountUuid);
    if (!m_db->isOpen())
        return false;
    // This thread writes pages of rows in one transaction each: their statement journals stay in memory.
    m_db->keepTemporaryDataInMemory();
    m_store.emplace(*m_db);
    m_state.emplace(*m_db);
    return true;
}

void SyncEngine::run(SyncMode mode)
{
    if (m_running)
        return;
    m_running = true;
    m_mode = mode;
    m_summary = SyncSummary();
    m_summary.mode = mode;
    m_runStartedAt = QDateTime::currentDateTimeUtc();
    m_summary.startedAt = m_runStartedAt;
    m_elapsed.start();
    m_firstKindError = ApiError();
    m_anyPage = false;
    m_runs.clear();

    if (m_cancelRequested) {
        fail(ApiError(ApiError::Kind::Cancelled));
        return;
    }
    if (!openStore()) {
        const QString why = m_db ? m_db->errorString() : QString();
        m_db.reset();
        fail(ApiError(ApiError::Kind::LocalStore, why));
        return;
    }

    // A fresh budget per run: it learns the service's pace again from a small start.
    Concurrency::Settings settings;
    settings.max = qMax(1, m_options.maxInFlight);
    settings.initial = qBound(1, m_options.initialInFlight, settings.max);
    settings.maxHoldMs = qint64(qMax(0, m_config.maxRetryAfterSeconds)) * 1000;
    m_budget = new RequestBudget(m_clients, settings, this);
    // Queued: the kinds' requests are ended from the event loop, not from inside one's own signal.
    connect(m_budget, &RequestBudget::tooSlow, this, &SyncEngine::giveUpTooSlow, Qt::QueuedConnection);

    for (const DocumentKind kind : std::as_const(m_options.kinds)) {
        auto run = std::make_unique<KindRun>();
        run->kind = kind;
        KindRun *r = run.get();
        // The kind's closing look and checks; its pages are asked by its PageFetcher.
        m_budget->addClaimant(this, [this, r] { return startOneCheck(*r); });
        m_runs.push_back(std::move(run));
    }
    if (m_runs.empty()) {
        finishRun();
        return;
    }
    // Every kind at once; each waits for its share of the budget.
    for (const auto &run : m_runs) {
        startKind(*run);
        if (!m_running)
            return;
    }
}

void SyncEngine::startKind(KindRun &run)
{
    const DocumentKind kind = run.kind;
    m_summary.kinds.append(SyncKindSummary {});
    run.summaryIndex = int(m_summary.kinds.size()) - 1;
    m_summary.kinds.last().kind = kind;

    // An open listing (pages missing) or one that was incomplete is listed again whatever the mode.
    const bool listingOpen =
        m_state->contains(listingKey(kind, "generation")) || m_state->contains(kindKey("relist", kind));
    const bool pulledBefore = m_state->contains(kindKey("watermark", kind));
    const QDateTime reconciledAt = m_state->dateTime(kindKey("reconciledAt", kind));
    const bool reconcileDue =
        !reconciledAt.isValid() || reconciledAt.secsTo(m_runStartedAt) >= m_options.reconcileIntervalSeconds;

    bool full = true;
    switch (m_mode) {
    case SyncMode::Full:
        full = true;
        break;
    case SyncMode::Incremental:
        full = listingOpen || !pulledBefore;
        break;
    case SyncMode::Auto:
        full = listingOpen || !pulledBefore || reconcileDue;
        break;
    }
    run.phase = KindRun::Phase::Listing;
    if (full)
        startFullListing(run);
    else
        startIncremental(run);
}

void SyncEngine::startFullListing(KindRun &run)
{
    const DocumentKind kind = run.kind;
    run.full = true;
    SyncKindSummary &summary = m_summary.kinds[run.summaryIndex];
    summary.fullListing = true;

    const int limit = qBound(1, m_options.pageLimit, 500);
    if (m_state->contains(listingKey(kind, "generation"))) {
        run.generation = m_state->integer(listingKey(kind, "generation"));
        run.startedAt = m_state->dateTime(listingKey(kind, "startedAt"));
        // Page numbers only mean the same documents with the same page size.
        if (m_state->integer(listingKey(kind, "limit")) == limit) {
            run.donePages = decodePages(m_state->value(listingKey(kind, "pages")));
            run.lastPage = int(m_state->integer(listingKey(kind, "lastPage")));
            run.total = m_state->integer(listingKey(kind, "total"), -1);
            run.changed = m_state->integer(listingKey(kind, "changed")) != 0;
        }
        summary.resumed = !run.donePages.isEmpty();
    }
    if (!run.generation) {
        // A new generation above every mark in the table, so seen can be told from unseen.
        const qint64 generation =
            qMax(m_state->integer(kindKey("generation", kind)), m_store->maxGeneration(kind)) + 1;
        run.generation = generation;
        run.startedAt = m_runStartedAt;
    }
    if (!run.startedAt.isValid())
        run.startedAt = m_runStartedAt;

    {
        StoreTransaction tx(*m_db);
        const bool ok = tx.isActive() && m_state->removeWithPrefix(listingPrefix(kind))
            && m_state->setInteger(listingKey(kind, "generation"), *run.generation)
            && m_state->setDateTime(listingKey(kind, "startedAt"), run.startedAt)
            && m_state->setInteger(listingKey(kind, "limit"), limit)
            && m_state->setValue(listingKey(kind, "pages"), encodePages(run.donePages))
            && m_state->setInteger(listingKey(kind, "lastPage"), run.lastPage)
            && m_state->setInteger(listingKey(kind, "total"), run.total)
            && m_state->setInteger(listingKey(kind, "changed"), run.changed ? 1 : 0) && tx.commit();
        if (!ok) {
            failStore(tx.errorString().isEmpty() ? m_state->errorString() : tx.errorString());
            return;
        }
    }

    if (summary.resumed)
        run.fetchedBefore = m_store->countSeen(kind, *run.generation);
    emit progress(kind, int(run.fetchedBefore), int(qMax<qint64>(0, run.total)));
    startFetcher(run, std::nullopt, limit, run.donePages.isEmpty() ? 0 : run.lastPage);
}

void SyncEngine::startIncremental(KindRun &run)
{
    const DocumentKind kind = run.kind;
    // Rows touched now count as seen by an unfinished full listing (they exist on the service).
    if (m_state->contains(listingKey(kind, "generation")))
        run.generation = m_state->integer(listingKey(kind, "generation"));
    SyncKindSummary &summary = m_summary.kinds[run.summaryIndex];

    // The service filters by date only, and clocks differ: one day of margin before the last start.
    const QDate since = m_state->dateTime(kindKey("watermark", kind)).date().addDays(-1);
    summary.updatedSince = since;
    emit progress(kind, 0, 0);
    startFetcher(run, since, qBound(1, m_options.pageLimit, 500), 0);
}

void SyncEngine::startFetcher(KindRun &run, std::optional<QDate> updatedSince, int limit, int knownLastPage)
{
    auto *fetcher = new PageFetcher(m_budget, run.kind, limit, updatedSince, this);
    run.fetcher = fetcher;
    KindRun *r = &run;
    connect(fetcher, &PageFetcher::pageReceived, this,
        [this, r](int page, const QList<DocumentSummary> &documents, const PageInfo &info) {
            onPage(*r, page, documents, info.total);
        });
    connect(fetcher, &PageFetcher::finished, this, [this, r] { onListingFinished(*r); });
    connect(fetcher, &PageFetcher::failed, this,
        [this, r](const ApiError &error) { onFetcherFailed(*r, error); });
    fetcher->start(run.donePages, knownLastPage);
}

void SyncEngine::onFetcherFailed(KindRun &run, const ApiError &error)
{
    // A kind the token has no scope for (receipts need "suppliers") is left out, not a failed run.
    if (error.kind() == ApiError::Kind::Forbidden) {
        endFetcher(run);
        m_summary.kinds[run.summaryIndex].forbidden = true;
        m_summary.kinds[run.summaryIndex].forbiddenMessage = error.message();
        kindDone(run);
        return;
    }
    using Kind = ApiError::Kind;
    const bool passing = error.kind() == Kind::Offline || error.kind() == Kind::Timeout
        || error.kind() == Kind::TooSlow || error.kind() == Kind::RateLimited || error.kind() == Kind::Server
        || error.kind() == Kind::Malformed || error.kind() == Kind::TooLarge;
    // The service cannot be reached at all (no kind got a page): no use going on with the other kinds.
    const bool unreachable = (error.kind() == Kind::Offline || error.kind() == Kind::Timeout) && !m_anyPage;
    if (!passing || unreachable) {
        fail(error);
        return;
    }
    // The kind could not be listed now; what it saved stays, the open listing resumes next time and the
    // other kinds go on.
    kindFailed(run, error);
}

void SyncEngine::kindFailed(KindRun &run, const ApiError &error)
{
    endFetcher(run);
    if (m_firstKindError.isNone())
        m_firstKindError = error;
    SyncKindSummary &summary = m_summary.kinds[run.summaryIndex];
    summary.failed = true;
    summary.failure = error.message();
    if (run.full && !m_state->setInteger(kindKey("relist", run.kind), 1)) {
        failStore(m_state->errorString());
        return;
    }
    kindDone(run);
}

void SyncEngine::giveUpTooSlow(const ApiError &error)
{
    if (!m_running)
        return;
    qCWarning(lcSync).noquote() << "giving up the run:" << error.message();
    // What was saved stays; each kind's summary says why it stopped, and the next run resumes.
    for (const auto &run : m_runs) {
        if (!m_running)
            return;
        if (run->phase == KindRun::Phase::Done)
            continue;
        if (run->fetcher) {
            const QList<int> failedPages = run->fetcher->failedPages().keys();
            m_summary.kinds[run->summaryIndex].failedPages = failedPages;
        }
        kindFailed(*run, error);
    }
}

void SyncEngine::onPage(KindRun &run, int page, const QList<DocumentSummary> &documents, qint64 total)
{
    if (m_cancelRequested) {
        fail(ApiError(ApiError::Kind::Cancelled));
        return;
    }
    m_anyPage = true;
    const DocumentKind kind = run.kind;
    if (run.total < 0)
        run.total = total;
    else if (total >= 0 && total != run.total) {
        // Documents were added or deleted meanwhile: pages may have shifted.
        run.changed = true;
        run.moved = true;
        run.movedTo = total;
    }
    if (run.fetcher && run.fetcher->overran()) {
        run.changed = true;
        run.moved = true;
    }
    // A document updated (or created) after the listing started: the list moved under it, and a
    // balanced add and delete keeps the total.
    const QDateTime changedAfter = changedSince(run.full ? run.startedAt : m_runStartedAt);
    for (const DocumentSummary &d : documents) {
        if (d.updatedAt.isValid() && d.updatedAt >= changedAfter) {
            run.changed = true;
            break;
        }
    }
    run.donePages.insert(page);
    // The last page as the fetcher bounds it, never the service's word alone.
    if (run.fetcher)
        run.lastPage = qMax(run.lastPage, run.fetcher->lastPage());

    // The page and its "done" marker are committed together, or neither is: one transaction, rolled back
    // whole on any failure (so the rows need no savepoint of their own).
    StoreTransaction tx(*m_db);
    bool ok = tx.isActive() && m_store->upsertInTransaction(documents, run.generation);
    if (ok && run.full) {
        ok = m_state->setValue(listingKey(kind, "pages"), encodePages(run.donePages))
            && m_state->setInteger(listingKey(kind, "lastPage"), run.lastPage)
            && m_state->setInteger(listingKey(kind, "total"), run.total)
            && m_state->setInteger(listingKey(kind, "changed"), run.changed ? 1 : 0);
    }
    if (!ok || !tx.commit()) {
        QString why = tx.errorString();
        if (why.isEmpty())
            why = m_store->errorString().isEmpty() ? m_state->errorString() : m_store->errorString();
        tx.rollback();
        failStore(why);
        return;
    }

    SyncKindSummary &summary = m_summary.kinds[run.summaryIndex];
    summary.pages += 1;
    summary.fetched += documents.size();
    summary.upserted += documents.size();
    summary.total = total;
    qint64 fetched = run.fetchedBefore + summary.fetched;
    if (total >= 0)
        fetched = qMin(fetched, total);
    emit progress(kind, int(fetched), int(qMax<qint64>(0, total)));
}

void SyncEngine::noteMoved(KindRun &run)
{
    if (!run.moved)
        return;
    SyncKindSummary &summary = m_summary.kinds[run.summaryIndex];
    const QLocale locale;
    if (run.movedTo >= 0 && run.total >= 0) {
        summary.moved = tr("the list changed while it was read (%1 at its start, %2 later), so it is not "
                           "complete and is listed again next time.")
                            .arg(locale.toString(run.total), locale.toString(run.movedTo));
    } else {
        summary.moved =
            tr("the service kept announcing more pages while the list was read; it was read up to "
               "page %1 only and is listed again next time.")
                .arg(locale.toString(run.lastPage));
    }
}

void SyncEngine::onListingFinished(KindRun &run)
{
    if (run.fetcher) {
        run.failedPages = run.fetcher->failedPages();
        if (run.fetcher->overran()) {
            run.changed = true;
            run.moved = true;
        }
    }
    endFetcher(run);
    noteMoved(run);
    SyncKindSummary &summary = m_summary.kinds[run.summaryIndex];
    if (!run.failedPages.isEmpty()) {
        summary.failedPages = run.failedPages.keys();
        const ApiError first = run.failedPages.first();
        if (m_firstKindError.isNone())
            m_firstKindError = first;
        summary.failure = first.message();
        // A full listing stays open (its pages done are saved): the next run fetches only the rest.
        // An incremental pull keeps its watermark and asks again from there.
        if (run.full && !m_state->setInteger(kindKey("relist", run.kind), 1)) {
            failStore(m_state->errorString());
            return;
        }
        kindDone(run);
        return;
    }
    if (!run.full) {
        finishListing(run);
        return;
    }
    // Every page is in. The last page once more: a document created (or a deletion balanced by a
    // creation) after that page was fetched shows there, and the listing then counts as changed.
    run.verification = Verification();
    run.phase = KindRun::Phase::ClosingLook;
    m_budget->wakeUp();
}

bool SyncEngine::startOneCheck(KindRun &run)
{
    if (!m_running)
        return false;
    if (run.phase == KindRun::Phase::ClosingLook && !run.closingLook)
        return startClosingLook(run);
    if (run.phase == KindRun::Phase::Verifying)
        return verifyOne(run);
    return false;
}

bool SyncEngine::startClosingLook(KindRun &run)
{
    const int limit = qBound(1, m_options.pageLimit, 500);
    const int page = qMax(1, run.lastPage);
    ApiJob *job = m_budget->start([this, &run, page, limit](ApiClient *client) {
        return DocumentsApi(client).list(run.kind, page, limit, std::nullopt, this);
    });
    if (!job)
        return false;
    run.closingLook = job;
    KindRun *r = &run;
    connect(job, &ApiJob::succeeded, this, [this, r, job](const QJsonDocument &answer) {
        r->closingLook = nullptr;
        m_summary.requests += job->attempts();
        onClosingLook(*r, answer);
    });
    connect(job, &ApiJob::failed, this, [this, r, job](const ApiError &error) {
        r->closingLook = nullptr;
        m_summary.requests += job->attempts();
        if (error.kind() == ApiError::Kind::Cancelled) {
            fail(error);
            return;
        }
        ++r->verification.unsure;
        verifyUnseen(*r);
    });
    return true;
}

void SyncEngine::onClosingLook(KindRun &run, const QJsonDocument &answer)
{
    const auto info = PageInfo::fromAnswer(answer);
    const auto items = JsonReader::listFromEnvelope(answer);
    const int limit = qBound(1, m_options.pageLimit, 500);
    if (info && info->total >= 0 && run.total >= 0 && info->total != run.total) {
        run.moved = true;
        run.movedTo = info->total;
        noteMoved(run);
    }
    if (!info || !items || info->total != run.total || PageFetcher::lastPageOf(*info, limit) > run.lastPage) {
        run.changed = true;
    } else {
        const QDateTime changedAfter = changedSince(run.startedAt);
        for (const QJsonValue &item : *items) {
            const auto d = documentSummaryFromJson(run.kind, item.toObject());
            if (!d || (d->updatedAt.isValid() && d->updatedAt >= changedAfter))
                run.changed = true;
        }
    }
    verifyUnseen(run);
}

void SyncEngine::verifyUnseen(KindRun &run)
{
    // Rows the listing did not see are only candidates: each is asked for by uuid.
    run.phase = KindRun::Phase::Verifying;
    Verification &v = run.verification;
    v.uuids = m_store->unseen(run.kind, *run.generation, maxVerifiedPerRun + 1);
    if (v.uuids.size() > maxVerifiedPerRun) {
        v.capped = true;
        v.uuids.removeLast();
    }
    finishIfVerified(run);
}

bool SyncEngine::verifyOne(KindRun &run)
{
    Verification &v = run.verification;
    if (v.next >= v.uuids.size())
        return false;
    const QString uuid = v.uuids.at(v.next);
    ApiJob *job = m_budget->start(
        [this, &run, &uuid](ApiClient *client) { return DocumentsApi(client).get(run.kind, uuid, this); });
    if (!job)
        return false;
    ++v.next;
    v.inFlight.insert(job, uuid);
    KindRun *r = &run;
    connect(job, &ApiJob::succeeded, this, [this, r, job] { onVerified(*r, job, ApiError()); });
    connect(
        job, &ApiJob::failed, this, [this, r, job](const ApiError &error) { onVerified(*r, job, error); });
    return true;
}

void SyncEngine::finishIfVerified(KindRun &run)
{
    const Verification &v = run.verification;
    if (v.inFlight.isEmpty() && v.next >= v.uuids.size())
        finishListing(run);
    else
        m_budget->wakeUp();
}

void SyncEngine::onVerified(KindRun &run, ApiJob *job, const ApiError &error)
{
    if (!m_running)
        return;
    const QString uuid = run.verification.inFlight.take(job);
    m_summary.requests += job->attempts();
    SyncKindSummary &summary = m_summary.kinds[run.summaryIndex];
    if (error.isNone()) {
        ++run.verification.live; // it exists: the listing skipped it, so the listing was not complete
    } else if (error.kind() == ApiError::Kind::NotFound) {
        if (!m_store->remove(run.kind, uuid)) {
            failStore(m_store->errorString());
            return;
        }
        ++summary.deleted;
    } else if (error.kind() == ApiError::Kind::Cancelled) {
        fail(error);
        return;
    } else {
        ++run.verification.unsure;
    }
    if (m_cancelRequested) {
        fail(ApiError(ApiError::Kind::Cancelled));
        return;
    }
    finishIfVerified(run);
}

void SyncEngine::finishListing(KindRun &run)
{
    const DocumentKind kind = run.kind;
    SyncKindSummary &summary = m_summary.kinds[run.summaryIndex];
    const Verification &v = run.verification;

    StoreTransaction tx(*m_db);
    bool ok = tx.isActive();
    if (run.full) {
        const qint64 generation = *run.generation;
        const qint64 seen = m_store->countSeen(kind, generation);
        const bool complete =
            !run.changed && run.total >= 0 && seen == run.total && v.live == 0 && v.unsure == 0 && !v.capped;
        summary.reconciled = complete;
        summary.skipped = v.live;
        if (complete) {
            ok = ok && m_state->setDateTime(kindKey("reconciledAt", kind), QDateTime::currentDateTimeUtc())
                && m_state->setDateTime(kindKey("watermark", kind), run.startedAt)
                && m_state->remove(kindKey("relist", kind));
        } else {
            // Documents may have been skipped: listed again next time, in any mode, from a new generation.
            ok = ok && m_state->remove(kindKey("reconciledAt", kind))
                && m_state->setInteger(kindKey("relist", kind), 1);
        }
        ok = ok && m_state->setInteger(kindKey("generation", kind), generation)
            && m_state->removeWithPrefix(listingPrefix(kind));
    } else {
        // A list that changed while paging may have shifted a document past us: keep the old watermark
        // so the next pull asks again from there.
        if (!run.changed)
            ok = ok && m_state->setDateTime(kindKey("watermark", kind), m_runStartedAt);
    }
    if (!ok || !tx.commit()) {
        QString why = tx.errorString();
        if (why.isEmpty())
            why = m_store->errorString().isEmpty() ? m_state->errorString() : m_store->errorString();
        tx.rollback();
        summary.reconciled = false;
        failStore(why);
        return;
    }
    kindDone(run);
}

void SyncEngine::kindDone(KindRun &run)
{
    if (!m_running)
        return;
    run.phase = KindRun::Phase::Done;
    m_summary.kinds[run.summaryIndex].stored = m_store->count(run.kind);
    for (const auto &other : m_runs) {
        if (other->phase != KindRun::Phase::Done)
            return;
    }
    finishRun();
}

void SyncEngine::finishRun()
{
    if (m_cancelRequested) {
        fail(ApiError(ApiError::Kind::Cancelled));
        return;
    }
    // Nothing at all could be fetched (the service is gone): the run failed. Anything less is a
    // partial success the summary words.
    bool anyFailed = false;
    bool anyWorked = false;
    for (const SyncKindSummary &k : std::as_const(m_summary.kinds)) {
        if (k.forbidden)
            continue;
        if (k.failed && k.pages == 0)
            anyFailed = true;
        else
            anyWorked = true;
    }
    if (anyFailed && !anyWorked) {
        fail(m_firstKindError);
        return;
    }
    if (!m_state->setDateTime(QStringLiteral("lastSyncedAt"), QDateTime::currentDateTimeUtc())) {
        failStore(m_state->errorString());
        return;
    }
    endRequests();
    m_summary.durationMs = m_elapsed.elapsed();
    m_running = false;
    emit finished(m_summary);
}

void SyncEngine::endFetcher(KindRun &run)
{
    if (!run.fetcher)
        return;
    PageFetcher *fetcher = run.fetcher;
    run.fetcher = nullptr;
    fetcher->abort();
    m_summary.requests += fetcher->requests();
    fetcher->disconnect(this);
    fetcher->deleteLater();
}

void SyncEngine::endRequests()
{
    if (m_budget) {
        const Concurrency::Stats &stats = m_budget->policy().stats();
        m_summary.peakInFlight = stats.peakInFlight;
        m_summary.throttled = stats.throttled;
        m_summary.backoffs = stats.backoffs;
    }
    for (const auto &run : m_runs) {
        endFetcher(*run);
        if (ApiJob *job = run->closingLook) {
            run->closingLook = nullptr;
            job->disconnect(this);
            job->cancel();
        }
        const auto verifying = run->verification.inFlight.keys();
        run->verification.inFlight.clear();
        for (ApiJob *job : verifying) {
            job->disconnect(this);
            job->cancel();
        }
    }
    if (m_budget) {
        m_budget->disconnect(this);
        m_budget->deleteLater();
        m_budget = nullptr;
    }
}

void SyncEngine::failStore(const QString &why)
{
    fail(ApiError(ApiError::Kind::LocalStore, why));
}

void SyncEngine::fail(const ApiError &error)
{
    if (!m_running)
        return;
    endRequests();
    m_summary.durationMs = m_elapsed.elapsed();
    m_running = false;
    emit failed(error, m_summary);
}
