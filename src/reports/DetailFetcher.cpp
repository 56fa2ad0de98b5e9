#include "reports/DetailFetcher.h"

#include "api/ApiJob.h"
#include "api/DocumentsApi.h"
#include "api/JsonReader.h"
#include "base/AsyncRun.h"
#include "store/DocumentStore.h"

#include <QJsonDocument>

DetailFetcher::DetailFetcher(ApiClient *client, QString dataDir, QString accountUuid, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_dataDir(std::move(dataDir))
    , m_accountUuid(std::move(accountUuid))
{ }

QList<DocumentStore::DetailToFetch> DetailFetcher::missing(const QString &dataDir, const QString &accountUuid)
{
    const DocumentStore store(dataDir, accountUuid);
    return store.isOpen() ? store.detailsToFetch() : QList<DocumentStore::DetailToFetch>();
}

void DetailFetcher::start()
{
    if (m_running || !m_client)
        return;
    m_running = true;
    m_cancelled = false;
    m_done = m_fetched = m_failures = m_removed = 0;
    m_firstError.clear();
    m_failedNumbers.clear();
    asyncRun(
        this, [dataDir = m_dataDir, account = m_accountUuid] { return missing(dataDir, account); },
        [this](const QList<DocumentStore::DetailToFetch> &queue) {
            m_queue = queue;
            m_total = int(m_queue.size());
            emit progress(0, m_total);
            if (m_queue.isEmpty() || m_cancelled) {
                finish();
                return;
            }
            next();
        });
}

void DetailFetcher::cancel()
{
    m_cancelled = true;
    m_queue.clear();
    if (m_running && m_inFlight == 0)
        finish();
}

void DetailFetcher::next()
{
    while (!m_cancelled && m_client && m_inFlight < maxInFlight && !m_queue.isEmpty()) {
        const DocumentStore::DetailToFetch item = m_queue.takeFirst();
        ++m_inFlight;
        ApiJob *job = DocumentsApi(m_client).get(item.kind, item.uuid, this);
        connect(job, &ApiJob::succeeded, this, [this, item](const QJsonDocument &answer) {
            --m_inFlight;
            ++m_done;
            const auto document = JsonReader::singleFromEnvelope(answer);
            DocumentStore store(m_dataDir, m_accountUuid);
            // Saved with the change time the list showed when it was queued: should the list show a
            // newer one by now, the detail is stale at once and fetched again, never taken for current.
            if (document
                && store.saveDetail(item.kind, item.uuid,
                    QJsonDocument(*document).toJson(QJsonDocument::Compact), item.listUpdatedAtMs))
                ++m_fetched;
            else
                fail(item, document ? store.errorString() : tr("The answer held no document."));
            emit progress(m_done, m_total);
            next();
        });
        connect(job, &ApiJob::failed, this, [this, item](const ApiError &error) {
            --m_inFlight;
            ++m_done;
            if (error.kind() == ApiError::Kind::NotFound
                && DocumentStore(m_dataDir, m_accountUuid).remove(item.kind, item.uuid))
                ++m_removed; // gone at the service: the copy lets it go, with its detail
            else
                fail(item, error.message());
            emit progress(m_done, m_total);
            next();
        });
    }
    if (m_inFlight == 0 && (m_queue.isEmpty() || m_cancelled || !m_client))
        finish();
}

void DetailFetcher::fail(const DocumentStore::DetailToFetch &item, const QString &why)
{
    if (++m_failures == 1)
        m_firstError = why;
    m_failedNumbers << (item.number.isEmpty() ? item.uuid.left(8) : item.number);
}

void DetailFetcher::finish()
{
    if (!m_running)
        return;
    m_running = false;
    emit finished(m_fetched, m_failures, m_firstError);
}
