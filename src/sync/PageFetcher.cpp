#include "PageFetcher.h"

#include "ApiClient.h"
#include "ApiJob.h"
#include "DocumentsApi.h"
#include "JsonReader.h"

PageFetcher::PageFetcher(ApiClient *client, DocumentKind kind, int limit, int maxInFlight,
    std::optional<QDate> updatedSince, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_kind(kind)
    , m_limit(qMax(1, limit))
    , m_maxInFlight(qMax(1, maxInFlight))
    , m_updatedSince(updatedSince)
{ }

PageFetcher::~PageFetcher()
{
    abort();
}

void PageFetcher::start(const QSet<int> &donePages, int knownLastPage)
{
    m_done = donePages;
    if (knownLastPage > 0) {
        enqueueUpTo(knownLastPage);
        fill();
        if (m_inFlight.isEmpty()) // every page was already done: finish on the next turn of the loop
            QMetaObject::invokeMethod(this, &PageFetcher::finishIfDone, Qt::QueuedConnection);
    } else {
        request(1);
    }
}

void PageFetcher::abort()
{
    if (m_ended)
        return;
    m_ended = true;
    const auto jobs = m_inFlight.keys();
    m_inFlight.clear();
    m_queue.clear();
    for (ApiJob *job : jobs) {
        m_requests += job->attempts();
        job->disconnect(this);
        job->cancel();
    }
}

void PageFetcher::request(int page)
{
    ApiJob *job = DocumentsApi(m_client).list(m_kind, page, m_limit, m_updatedSince, this);
    m_inFlight.insert(job, page);
    connect(job, &ApiJob::succeeded, this,
        [this, job, page](const QJsonDocument &answer) { onSucceeded(job, page, answer); });
    connect(
        job, &ApiJob::failed, this, [this, job, page](const ApiError &error) { onFailed(job, page, error); });
}

void PageFetcher::enqueueUpTo(int lastPage)
{
    const int from = qMax(1, m_lastPage + 1);
    m_lastPage = qMax(m_lastPage, lastPage);
    const QList<int> running = m_inFlight.values();
    for (int page = from; page <= m_lastPage; ++page) {
        if (!m_done.contains(page) && !running.contains(page) && !m_queue.contains(page))
            m_queue.append(page);
    }
}

void PageFetcher::fill()
{
    while (!m_ended && !m_queue.isEmpty() && m_inFlight.size() < m_maxInFlight)
        request(m_queue.takeFirst());
}

void PageFetcher::onSucceeded(ApiJob *job, int page, const QJsonDocument &answer)
{
    if (m_ended)
        return;
    m_inFlight.remove(job);
    m_requests += job->attempts();

    const std::optional<QJsonArray> items = JsonReader::listFromEnvelope(answer);
    const std::optional<PageInfo> info = PageInfo::fromAnswer(answer);
    if (!items || !info) {
        fail(ApiError(ApiError::Kind::Malformed,
            tr("page %1 of the document list has no %2")
                .arg(page)
                .arg(!items ? tr("list of documents") : tr("paging information"))));
        return;
    }
    QList<DocumentSummary> documents;
    documents.reserve(items->size());
    for (const QJsonValue &item : *items) {
        QString why;
        const auto summary =
            item.isObject() ? DocumentSummary::fromJson(m_kind, item.toObject(), &why) : std::nullopt;
        if (!summary) {
            fail(ApiError(ApiError::Kind::Malformed,
                tr("page %1 of the document list: %2")
                    .arg(page)
                    .arg(why.isEmpty() ? tr("an entry is not a document") : why)));
            return;
        }
        documents.append(*summary);
    }
    m_done.insert(page);

    emit pageReceived(page, documents, *info);
    if (m_ended) // the receiver aborted (e.g. the page could not be saved)
        return;
    enqueueUpTo(info->lastPage); // the list may have grown since page 1
    fill();
    finishIfDone();
}

void PageFetcher::onFailed(ApiJob *job, int, const ApiError &error)
{
    if (m_ended)
        return;
    m_inFlight.remove(job);
    m_requests += job->attempts();
    fail(error);
}

void PageFetcher::finishIfDone()
{
    if (m_ended || !m_queue.isEmpty() || !m_inFlight.isEmpty())
        return;
    m_ended = true;
    emit finished();
}

void PageFetcher::fail(const ApiError &error)
{
    abort();
    emit failed(error);
}
