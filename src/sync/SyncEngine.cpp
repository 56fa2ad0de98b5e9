#include "SyncEngine.h"

#include "ApiClient.h"
#include "PageFetcher.h"
#include "StoreTransaction.h"

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
    ++m_kindIndex;
    if (m_kindIndex >= m_options.kinds.size()) {
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
    const bool listingOpen = m_state->contains(listingKey(kind, "generation"));
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
        full = !pulledBefore;
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
        // A new generation above every mark in the table, so the sweep can tell seen from unseen.
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
    connect(fetcher, &PageFetcher::failed, this, [this](const ApiError &error) {
        // A kind the token has no scope for (receipts need "suppliers") is left out, not a failed run.
        if (error.kind() == ApiError::Kind::Forbidden && m_listing.summaryIndex >= 0) {
            endFetcher();
            m_summary.kinds[m_listing.summaryIndex].forbidden = true;
            m_summary.kinds[m_listing.summaryIndex].forbiddenMessage = error.message();
            nextKind();
            return;
        }
        fail(error);
    });
    fetcher->start(m_listing.donePages, knownLastPage);
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
    endFetcher();
    const DocumentKind kind = m_listing.kind;
    SyncKindSummary &summary = m_summary.kinds[m_listing.summaryIndex];

    StoreTransaction tx(*m_db);
    bool ok = tx.isActive();
    if (m_listing.full) {
        const qint64 generation = *m_listing.generation;
        const qint64 seen = m_store->countSeen(kind, generation);
        // Sweep only a listing that saw exactly the service's unchanged total: if documents were added or
        // deleted meanwhile, page boundaries moved and a document may have been skipped, not deleted.
        const bool complete = !m_listing.changed && m_listing.total >= 0 && seen == m_listing.total;
        if (ok && complete) {
            const qint64 deleted = m_store->sweep(kind, generation);
            ok = deleted >= 0
                && m_state->setDateTime(kindKey("reconciledAt", kind), QDateTime::currentDateTimeUtc());
            summary.deleted = qMax<qint64>(0, deleted);
            summary.reconciled = ok;
        } else if (ok) {
            // Not reconciled, and documents may have been skipped: the next Auto run lists again.
            ok = m_state->remove(kindKey("reconciledAt", kind));
        }
        ok = ok && m_state->setDateTime(kindKey("watermark", kind), m_listing.startedAt)
            && m_state->setInteger(kindKey("generation", kind), generation)
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
        summary.deleted = 0;
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
    m_summary.durationMs = m_elapsed.elapsed();
    m_running = false;
    emit failed(error, m_summary);
}
