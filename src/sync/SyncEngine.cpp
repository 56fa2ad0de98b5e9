#include "sync/SyncEngine.h"

#include "api/ApiClient.h"
#include "api/ApiJob.h"
#include "api/DocumentsApi.h"
#include "api/JsonReader.h"
#include "api/PageInfo.h"
#include "store/StoreTransaction.h"
#include "sync/PageFetcher.h"

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
    delete m_fetcher; // its requests go silently; what was saved stays
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
    if (!m_client)
        m_client = new ApiClient(m_config, this);
    if (m_db && m_db->isOpen())
        return true;
    m_db.emplace(m_dataDir, m_config.accountUuid);
    if (!m_db->isOpen())
        return false;
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
    m_kindIndex = -1;
    m_firstKindError = ApiError();
    m_verification = Verification();

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
    nextKind();
}

void SyncEngine::nextKind()
{
    if (m_cancelRequested) {
        fail(ApiError(ApiError::Kind::Cancelled));
        return;
    }
    if (m_listing.summaryIndex >= 0 && m_listing.summaryIndex < m_summary.kinds.size())
        m_summary.kinds[m_listing.summaryIndex].stored = m_store->count(m_listing.kind);
    ++m_kindIndex;
    if (m_kindIndex >= m_options.kinds.size()) {
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
        m_summary.durationMs = m_elapsed.elapsed();
        m_running = false;
        emit finished(m_summary);
        return;
    }

    const DocumentKind kind = m_options.kinds.at(m_kindIndex);
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
    if (full)
        startFullListing(kind);
    else
        startIncremental(kind);
}

void SyncEngine::startFullListing(DocumentKind kind)
{
    m_listing = Listing();
    m_listing.kind = kind;
    m_listing.full = true;
    m_summary.kinds.append(SyncKindSummary {});
    m_listing.summaryIndex = int(m_summary.kinds.size()) - 1;
    SyncKindSummary &summary = m_summary.kinds.last();
    summary.kind = kind;
    summary.fullListing = true;

    const int limit = qBound(1, m_options.pageLimit, 500);
    if (m_state->contains(listingKey(kind, "generation"))) {
        m_listing.generation = m_state->integer(listingKey(kind, "generation"));
        m_listing.startedAt = m_state->dateTime(listingKey(kind, "startedAt"));
        // Page numbers only mean the same documents with the same page size.
        if (m_state->integer(listingKey(kind, "limit")) == limit) {
            m_listing.donePages = decodePages(m_state->value(listingKey(kind, "pages")));
            m_listing.lastPage = int(m_state->integer(listingKey(kind, "lastPage")));
            m_listing.total = m_state->integer(listingKey(kind, "total"), -1);
            m_listing.changed = m_state->integer(listingKey(kind, "changed")) != 0;
        }
        summary.resumed = !m_listing.donePages.isEmpty();
    }
    if (!m_listing.generation) {
        // A new generation above every mark in the table, so seen can be told from unseen.
        const qint64 generation =
            qMax(m_state->integer(kindKey("generation", kind)), m_store->maxGeneration(kind)) + 1;
        m_listing.generation = generation;
        m_listing.startedAt = m_runStartedAt;
    }
    if (!m_listing.startedAt.isValid())
        m_listing.startedAt = m_runStartedAt;

    {
        StoreTransaction tx(*m_db);
        const bool ok = tx.isActive() && m_state->removeWithPrefix(listingPrefix(kind))
            && m_state->setInteger(listingKey(kind, "generation"), *m_listing.generation)
            && m_state->setDateTime(listingKey(kind, "startedAt"), m_listing.startedAt)
            && m_state->setInteger(listingKey(kind, "limit"), limit)
            && m_state->setValue(listingKey(kind, "pages"), encodePages(m_listing.donePages))
            && m_state->setInteger(listingKey(kind, "lastPage"), m_listing.lastPage)
            && m_state->setInteger(listingKey(kind, "total"), m_listing.total)
            && m_state->setInteger(listingKey(kind, "changed"), m_listing.changed ? 1 : 0) && tx.commit();
        if (!ok) {
            failStore(tx.errorString().isEmpty() ? m_state->errorString() : tx.errorString());
            return;
        }
    }

    if (summary.resumed)
        m_listing.fetchedBefore = m_store->countSeen(kind, *m_listing.generation);
    emit progress(kind, int(m_listing.fetchedBefore), int(qMax<qint64>(0, m_listing.total)));
    startFetcher(std::nullopt, limit, m_listing.donePages.isEmpty() ? 0 : m_listing.lastPage);
}

void SyncEngine::startIncremental(DocumentKind kind)
{
    m_listing = Listing();
    m_listing.kind = kind;
    // Rows touched now count as seen by an unfinished full listing (they exist on the service).
    if (m_state->contains(listingKey(kind, "generation")))
        m_listing.generation = m_state->integer(listingKey(kind, "generation"));
    m_summary.kinds.append(SyncKindSummary {});
    m_listing.summaryIndex = int(m_summary.kinds.size()) - 1;
    SyncKindSummary &summary = m_summary.kinds.last();
    summary.kind = kind;

    // The service filters by date only, and clocks differ: one day of margin before the last start.
    const QDate since = m_state->dateTime(kindKey("watermark", kind)).date().addDays(-1);
    summary.updatedSince = since;
    emit progress(kind, 0, 0);
    startFetcher(since, qBound(1, m_options.pageLimit, 500), 0);
}

void SyncEngine::startFetcher(std::optional<QDate> updatedSince, int limit, int knownLastPage)
{
    auto *fetcher =
        new PageFetcher(m_client, m_listing.kind, limit, m_options.pagesInFlight, updatedSince, this);
    m_fetcher = fetcher;
    connect(fetcher, &PageFetcher::pageReceived, this,
        [this](int page, const QList<DocumentSummary> &documents, const PageInfo &info) {
            onPage(page, documents, info.total, info.lastPage);
        });
    connect(fetcher, &PageFetcher::finished, this, &SyncEngine::onListingFinished);
    connect(fetcher, &PageFetcher::failed, this, &SyncEngine::onFetcherFailed);
    fetcher->start(m_listing.donePages, knownLastPage);
}

void SyncEngine::onFetcherFailed(const ApiError &error)
{
    // A kind the token has no scope for (receipts need "suppliers") is left out, not a failed run.
    if (error.kind() == ApiError::Kind::Forbidden && m_listing.summaryIndex >= 0) {
        endFetcher();
        m_summary.kinds[m_listing.summaryIndex].forbidden = true;
        m_summary.kinds[m_listing.summaryIndex].forbiddenMessage = error.message();
        nextKind();
        return;
    }
    using Kind = ApiError::Kind;
    const bool passing = error.kind() == Kind::Offline || error.kind() == Kind::Timeout
        || error.kind() == Kind::TooSlow || error.kind() == Kind::RateLimited || error.kind() == Kind::Server
        || error.kind() == Kind::Malformed;
    // The service cannot be reached at all: no use asking for the other kinds.
    const bool unreachable = (error.kind() == Kind::Offline || error.kind() == Kind::Timeout)
        && m_summary.kinds.at(m_listing.summaryIndex).pages == 0;
    if (!passing || unreachable) {
        fail(error);
        return;
    }
    // The kind could not be listed now; what it saved stays, the open listing resumes next time and the
    // other kinds go on.
    kindFailed(error);
}

void SyncEngine::kindFailed(const ApiError &error)
{
    endFetcher();
    if (m_firstKindError.isNone())
        m_firstKindError = error;
    SyncKindSummary &summary = m_summary.kinds[m_listing.summaryIndex];
    summary.failed = true;
    summary.failure = error.message();
    if (m_listing.full && !m_state->setInteger(kindKey("relist", m_listing.kind), 1)) {
        failStore(m_state->errorString());
        return;
    }
    nextKind();
}

void SyncEngine::onPage(int page, const QList<DocumentSummary> &documents, qint64 total, int lastPage)
{
    if (m_cancelRequested) {
        fail(ApiError(ApiError::Kind::Cancelled));
        return;
    }
    const DocumentKind kind = m_listing.kind;
    if (m_listing.total < 0)
        m_listing.total = total;
    else if (total >= 0 && total != m_listing.total)
        m_listing.changed = true; // documents were added or deleted meanwhile: pages may have shifted
    // A document updated (or created) after the listing started: the list moved under it, and a
    // balanced add and delete keeps the total.
    const QDateTime changedAfter = changedSince(m_listing.full ? m_listing.startedAt : m_runStartedAt);
    for (const DocumentSummary &d : documents) {
        if (d.updatedAt.isValid() && d.updatedAt >= changedAfter) {
            m_listing.changed = true;
            break;
        }
    }
    m_listing.donePages.insert(page);
    m_listing.lastPage = qMax(m_listing.lastPage, lastPage);

    // The page and its "done" marker are committed together, or neither is.
    StoreTransaction tx(*m_db);
    bool ok = tx.isActive() && m_store->upsert(documents, m_listing.generation);
    if (ok && m_listing.full) {
        ok = m_state->setValue(listingKey(kind, "pages"), encodePages(m_listing.donePages))
            && m_state->setInteger(listingKey(kind, "lastPage"), m_listing.lastPage)
            && m_state->setInteger(listingKey(kind, "total"), m_listing.total)
            && m_state->setInteger(listingKey(kind, "changed"), m_listing.changed ? 1 : 0);
    }
    if (!ok || !tx.commit()) {
        QString why = tx.errorString();
        if (why.isEmpty())
            why = m_store->errorString().isEmpty() ? m_state->errorString() : m_store->errorString();
        tx.rollback();
        failStore(why);
        return;
    }

    SyncKindSummary &summary = m_summary.kinds[m_listing.summaryIndex];
    summary.pages += 1;
    summary.fetched += documents.size();
    summary.upserted += documents.size();
    summary.total = total;
    qint64 fetched = m_listing.fetchedBefore + summary.fetched;
    if (total >= 0)
        fetched = qMin(fetched, total);
    emit progress(kind, int(fetched), int(qMax<qint64>(0, total)));
}

void SyncEngine::onListingFinished()
{
    if (m_fetcher)
        m_listing.failedPages = m_fetcher->failedPages();
    endFetcher();
    SyncKindSummary &summary = m_summary.kinds[m_listing.summaryIndex];
    if (!m_listing.failedPages.isEmpty()) {
        summary.failedPages = m_listing.failedPages.keys();
        const ApiError first = m_listing.failedPages.first();
        if (m_firstKindError.isNone())
            m_firstKindError = first;
        summary.failure = first.message();
        // A full listing stays open (its pages done are saved): the next run fetches only the rest.
        // An incremental pull keeps its watermark and asks again from there.
        if (m_listing.full && !m_state->setInteger(kindKey("relist", m_listing.kind), 1)) {
            failStore(m_state->errorString());
            return;
        }
        nextKind();
        return;
    }
    if (!m_listing.full) {
        finishListing();
        return;
    }
    // Every page is in. The last page once more: a document created (or a deletion balanced by a
    // creation) after that page was fetched shows there, and the listing then counts as changed.
    m_verification = Verification();
    const int limit = qBound(1, m_options.pageLimit, 500);
    ApiJob *job =
        DocumentsApi(m_client).list(m_listing.kind, qMax(1, m_listing.lastPage), limit, std::nullopt, this);
    m_verification.inFlight.insert(job, QString());
    connect(job, &ApiJob::succeeded, this, [this, job](const QJsonDocument &answer) {
        m_verification.inFlight.remove(job);
        m_summary.requests += job->attempts();
        const auto info = PageInfo::fromAnswer(answer);
        const auto items = JsonReader::listFromEnvelope(answer);
        if (!info || !items || info->total != m_listing.total || info->lastPage > m_listing.lastPage) {
            m_listing.changed = true;
        } else {
            const QDateTime changedAfter = changedSince(m_listing.startedAt);
            for (const QJsonValue &item : *items) {
                const auto d = DocumentSummary::fromJson(m_listing.kind, item.toObject());
                if (!d || (d->updatedAt.isValid() && d->updatedAt >= changedAfter))
                    m_listing.changed = true;
            }
        }
        verifyUnseen();
    });
    connect(job, &ApiJob::failed, this, [this, job](const ApiError &error) {
        m_verification.inFlight.remove(job);
        m_summary.requests += job->attempts();
        if (error.kind() == ApiError::Kind::Cancelled) {
            fail(error);
            return;
        }
        ++m_verification.unsure;
        verifyUnseen();
    });
}

void SyncEngine::verifyUnseen()
{
    // Rows the listing did not see are only candidates: each is asked for by uuid.
    m_verification.uuids = m_store->unseen(m_listing.kind, *m_listing.generation, maxVerifiedPerRun + 1);
    if (m_verification.uuids.size() > maxVerifiedPerRun) {
        m_verification.capped = true;
        m_verification.uuids.removeLast();
    }
    verifyNext();
}

void SyncEngine::verifyNext()
{
    if (m_cancelRequested) {
        fail(ApiError(ApiError::Kind::Cancelled));
        return;
    }
    const int inFlight = qMax(1, m_options.pagesInFlight);
    while (m_verification.inFlight.size() < inFlight && m_verification.next < m_verification.uuids.size()) {
        const QString uuid = m_verification.uuids.at(m_verification.next++);
        ApiJob *job = DocumentsApi(m_client).get(m_listing.kind, uuid, this);
        m_verification.inFlight.insert(job, uuid);
        connect(job, &ApiJob::succeeded, this, [this, job] { onVerified(job, ApiError()); });
        connect(job, &ApiJob::failed, this, [this, job](const ApiError &error) { onVerified(job, error); });
    }
    if (m_verification.inFlight.isEmpty())
        finishListing();
}

void SyncEngine::onVerified(ApiJob *job, const ApiError &error)
{
    if (!m_running)
        return;
    const QString uuid = m_verification.inFlight.take(job);
    m_summary.requests += job->attempts();
    SyncKindSummary &summary = m_summary.kinds[m_listing.summaryIndex];
    if (error.isNone()) {
        ++m_verification.live; // it exists: the listing skipped it, so the listing was not complete
    } else if (error.kind() == ApiError::Kind::NotFound) {
        if (!m_store->remove(m_listing.kind, uuid)) {
            failStore(m_store->errorString());
            return;
        }
        ++summary.deleted;
    } else if (error.kind() == ApiError::Kind::Cancelled) {
        fail(error);
        return;
    } else {
        ++m_verification.unsure;
    }
    verifyNext();
}

void SyncEngine::finishListing()
{
    const DocumentKind kind = m_listing.kind;
    SyncKindSummary &summary = m_summary.kinds[m_listing.summaryIndex];

    StoreTransaction tx(*m_db);
    bool ok = tx.isActive();
    if (m_listing.full) {
        const qint64 generation = *m_listing.generation;
        const qint64 seen = m_store->countSeen(kind, generation);
        const bool complete = !m_listing.changed && m_listing.total >= 0 && seen == m_listing.total
            && m_verification.live == 0 && m_verification.unsure == 0 && !m_verification.capped;
        summary.reconciled = complete;
        summary.skipped = m_verification.live;
        if (complete) {
            ok = ok && m_state->setDateTime(kindKey("reconciledAt", kind), QDateTime::currentDateTimeUtc())
                && m_state->setDateTime(kindKey("watermark", kind), m_listing.startedAt)
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
        if (!m_listing.changed)
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
    nextKind();
}

void SyncEngine::endFetcher()
{
    if (!m_fetcher)
        return;
    m_fetcher->abort();
    m_summary.requests += m_fetcher->requests();
    m_fetcher->disconnect(this);
    m_fetcher->deleteLater();
    m_fetcher = nullptr;
}

void SyncEngine::failStore(const QString &why)
{
    fail(ApiError(ApiError::Kind::LocalStore, why));
}

void SyncEngine::fail(const ApiError &error)
{
    if (!m_running)
        return;
    endFetcher();
    const auto verifying = m_verification.inFlight.keys();
    m_verification.inFlight.clear();
    for (ApiJob *job : verifying) {
        job->disconnect(this);
        job->cancel();
    }
    m_summary.durationMs = m_elapsed.elapsed();
    m_running = false;
    emit failed(error, m_summary);
}
