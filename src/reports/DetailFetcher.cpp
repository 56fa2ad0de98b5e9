#include "reports/DetailFetcher.h"

#include "api/ApiJob.h"
#include "api/DocumentsApi.h"
#include "api/JsonReader.h"
#include "base/AsyncRun.h"
#include "store/DocumentStore.h"

#include <QJsonDocument>
#include <QSqlQuery>

DetailFetcher::DetailFetcher(ApiClient *client, QString dataDir, QString accountUuid, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_dataDir(std::move(dataDir))
    , m_accountUuid(std::move(accountUuid))
{ }

QList<DetailFetcher::Missing> DetailFetcher::missing(const QString &dataDir, const QString &accountUuid)
{
    QList<Missing> list;
    DocumentStore store(dataDir, accountUuid);
    if (!store.isOpen())
        return list;
    QSqlQuery q(store.database().connection());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT d.kind, d.uuid FROM documents d LEFT JOIN document_details x"
                               " ON x.kind = d.kind AND x.uuid = d.uuid"
                               " WHERE d.kind IN ('invoices', 'credit-notes') AND d.cancelled = 0"
                               " AND x.uuid IS NULL ORDER BY d.date DESC")))
        return list;
    while (q.next()) {
        const bool credit = q.value(0).toString() == DocumentKinds::pathSegment(DocumentKind::CreditNote);
        list.append({credit ? DocumentKind::CreditNote : DocumentKind::Invoice, q.value(1).toString()});
    }
    return list;
}

void DetailFetcher::start()
{
    if (m_running || !m_client)
        return;
    m_running = true;
    m_cancelled = false;
    m_done = m_fetched = m_failures = 0;
    m_firstError.clear();
    asyncRun(
        this, [dataDir = m_dataDir, account = m_accountUuid] { return missing(dataDir, account); },
        [this](const QList<Missing> &queue) {
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
        const Missing item = m_queue.takeFirst();
        ++m_inFlight;
        ApiJob *job = DocumentsApi(m_client).get(item.kind, item.uuid, this);
        connect(job, &ApiJob::succeeded, this, [this, item](const QJsonDocument &answer) {
            --m_inFlight;
            ++m_done;
            const auto document = JsonReader::singleFromEnvelope(answer);
            DocumentStore store(m_dataDir, m_accountUuid);
            if (document
                && store.saveDetail(
                    item.kind, item.uuid, QJsonDocument(*document).toJson(QJsonDocument::Compact)))
                ++m_fetched;
            else if (++m_failures == 1)
                m_firstError = document ? store.errorString() : tr("The answer held no document.");
            emit progress(m_done, m_total);
            next();
        });
        connect(job, &ApiJob::failed, this, [this](const ApiError &error) {
            --m_inFlight;
            ++m_done;
            if (++m_failures == 1)
                m_firstError = error.message();
            emit progress(m_done, m_total);
            next();
        });
    }
    if (m_inFlight == 0 && (m_queue.isEmpty() || m_cancelled || !m_client))
        finish();
}

void DetailFetcher::finish()
{
    if (!m_running)
        return;
    m_running = false;
    emit finished(m_fetched, m_failures, m_firstError);
}
