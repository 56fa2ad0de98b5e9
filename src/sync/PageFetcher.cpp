#include "sync/PageFetcher.h"

#include "api/ApiClient.h"
#include "api/ApiJob.h"
#include "api/DocumentsApi.h"
#include "sync/RequestBudget.h"

#include <memory>

PageFetcher::PageFetcher(
    RequestBudget *budget, DocumentKind kind, int limit, std::optional<QDate> updatedSince, QObject *parent)
    : QObject(parent)
    , m_budget(budget)
    , m_kind(kind)
    , m_limit(qMax(1, limit))
    , m_updatedSince(updatedSince)
{
    m_budget->addClaimant(this, [this] { return startOne(); });
}

PageFetcher::~PageFetcher()
{
    abort();
}

void PageFetcher::start(const QSet<int> &donePages, int knownLastPage)
{
    m_done = donePages;
    m_started = true;
    if (knownLastPage > 0) {
        m_lastPage = qMin(knownLastPage, maxPages);
        // Resuming: the pages known already include this listing's margin.
        m_bound = m_lastPage;
        // Every page was already done: finish on the next turn of the loop.
        QMetaObject::invokeMethod(this, &PageFetcher::finishIfDone, Qt::QueuedConnection);
    }
    m_budget->wakeUp();
}

void PageFetcher::abort()
{
    if (m_ended)
        return;
    m_ended = true;
    const auto jobs = m_inFlight.keys();
    m_inFlight.clear();
    for (ApiJob *job : jobs) {
        m_requests += job->attempts();
        job->disconnect(this);
        job->cancel();
    }
}

bool PageFetcher::request(int page)
{
    ApiJob *job = m_budget->start([this, page](ApiClient *client) {
        return DocumentsApi(client).list(m_kind, page, m_limit, m_updatedSince, this);
    });
    if (!job)
        return false;
    m_inFlight.insert(job, page);
    // The body is read in place by the job, as it arrives (ListPage::read); an empty body comes as an
    // empty document.
    auto read = std::make_shared<std::optional<ListPage>>();
    job->setBodyReader([kind = m_kind, read](const QByteArray &body, QJsonParseError *error) {
        *read = ListPage::read(kind, body, error);
        return read->has_value();
    });
    connect(job, &ApiJob::succeeded, this, [this, job, page, read](const QJsonDocument &answer) {
        onSucceeded(job, page, *read ? std::move(**read) : ListPage::fromAnswer(m_kind, answer));
    });
    connect(
        job, &ApiJob::failed, this, [this, job, page](const ApiError &error) { onFailed(job, page, error); });
    return true;
}

int PageFetcher::lastPageOf(const PageInfo &info, int limit)
{
    const qint64 perPage = info.perPage > 0 ? info.perPage : qMax(1, limit);
    const qint64 byTotal = info.total >= 0 ? qMax<qint64>(1, (info.total + perPage - 1) / perPage) : maxPages;
    const qint64 cap = qMin(byTotal, qint64(maxPages));
    return int(qBound(qint64(1), qint64(info.lastPage), cap));
}

void PageFetcher::extendTo(const PageInfo &info)
{
    // The list may have grown since page 1, but never beyond what its total can fill, nor beyond what
    // the listing saw at its start plus a small margin.
    const int last = lastPageOf(info, m_limit);
    if (m_bound == 0)
        m_bound = int(qMin<qint64>(qint64(last) + extraPages, maxPages));
    if (last > m_bound)
        m_overran = true;
    m_lastPage = qMax(m_lastPage, qMin(last, m_bound));
}

bool PageFetcher::startOne()
{
    if (m_ended || !m_started)
        return false;
    if (m_lastPage == 0) {
        // Page 1 alone: it tells how many there are.
        if (m_nextPage != 1 || !request(1))
            return false;
        m_nextPage = 2;
        return true;
    }
    finishIfDone(); // skips the pages done before; ends when nothing is left
    if (m_ended || m_nextPage > m_lastPage || !request(m_nextPage))
        return false;
    ++m_nextPage;
    return true;
}

void PageFetcher::onSucceeded(ApiJob *job, int page, ListPage list)
{
    if (m_ended)
        return;
    m_inFlight.remove(job);
    m_requests += job->attempts();

    if (!list.hasItems || !list.info) {
        pageFailed(page,
            ApiError(ApiError::Kind::Malformed,
                tr("page %1 of the document list has no %2")
                    .arg(page)
                    .arg(!list.hasItems ? tr("list of documents") : tr("paging information"))));
        return;
    }
    if (list.notADocument) {
        pageFailed(page,
            ApiError(ApiError::Kind::Malformed,
                tr("page %1 of the document list: %2")
                    .arg(page)
                    .arg(list.notADocument->isEmpty() ? tr("an entry is not a document")
                                                      : *list.notADocument)));
        return;
    }
    const QList<DocumentSummary> documents = std::move(list.documents);
    const PageInfo info = *list.info;
    m_done.insert(page);
    m_failuresInARow = 0;
    extendTo(info); // before the signal: its receiver reads lastPage() and overran()

    emit pageReceived(page, documents, info);
    if (m_ended) // the receiver aborted (e.g. the page could not be saved)
        return;
    finishIfDone();
}

void PageFetcher::onFailed(ApiJob *job, int page, const ApiError &error)
{
    if (m_ended)
        return;
    m_inFlight.remove(job);
    m_requests += job->attempts();
    pageFailed(page, error);
}

void PageFetcher::pageFailed(int page, const ApiError &error)
{
    using Kind = ApiError::Kind;
    const bool passing = error.kind() == Kind::Offline || error.kind() == Kind::Timeout
        || error.kind() == Kind::TooSlow || error.kind() == Kind::RateLimited || error.kind() == Kind::Server
        || error.kind() == Kind::Malformed || error.kind() == Kind::TooLarge;
    ++m_failuresInARow;
    if (!passing || m_lastPage == 0 || m_failuresInARow > m_budget->policy().settings().max) {
        fail(error);
        return;
    }
    m_failedPages.insert(page, error);
    finishIfDone();
}

void PageFetcher::finishIfDone()
{
    while (m_lastPage > 0 && m_nextPage <= m_lastPage && m_done.contains(m_nextPage))
        ++m_nextPage;
    if (m_ended || m_lastPage == 0 || m_nextPage <= m_lastPage || !m_inFlight.isEmpty())
        return;
    m_ended = true;
    emit finished();
}

void PageFetcher::fail(const ApiError &error)
{
    abort();
    emit failed(error);
}
