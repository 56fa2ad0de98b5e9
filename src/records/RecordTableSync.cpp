#include "records/RecordTableSync.h"

#include "api/ApiClient.h"
#include "api/ApiJob.h"
#include "api/JsonReader.h"
#include "base/AsyncRun.h"
#include "records/RecordTableModel.h"
#include "store/RecordStore.h"
#include "sync/RecordSync.h"

#include <QJsonArray>

RecordTableSync::RecordTableSync(ApiClient *client, QString dataDir, QString accountUuid, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_dataDir(std::move(dataDir))
    , m_accountUuid(std::move(accountUuid))
    , m_sync(new RecordSync(client, m_dataDir, m_accountUuid, this))
{
    connect(m_sync, &RecordSync::finished, this, [this](const QString &resource, int count) {
        if (!m_pending.contains(resource))
            return;
        m_pending[resource].count = count;
        fetchExtra(resource);
    });
    connect(m_sync, &RecordSync::failed, this, [this](const QString &resource, const ApiError &error) {
        if (m_pending.remove(resource) > 0)
            emit failed(resource, error);
    });
}

void RecordTableSync::start(
    const QString &resource, const QString &accountSuffix, const QList<QUrlQuery> &extra)
{
    m_pending.insert(resource, Pending {accountSuffix, extra, 0, ++m_generation});
    m_sync->start(resource, accountSuffix);
}

void RecordTableSync::fetchExtra(const QString &resource)
{
    Pending &pending = m_pending[resource];
    if (pending.extra.isEmpty()) {
        const int count = pending.count;
        m_pending.remove(resource);
        emit finished(resource, count);
        return;
    }
    if (!m_client) {
        m_pending.remove(resource);
        emit failed(resource, ApiError(ApiError::Kind::Cancelled));
        return;
    }
    const QUrlQuery query = pending.extra.takeFirst();
    const quint64 generation = pending.generation;
    ApiJob *job = m_client->get(m_client->accountPath(pending.suffix), query, this);
    const auto current = [this, resource, generation] {
        return m_pending.contains(resource) && m_pending[resource].generation == generation;
    };
    connect(job, &ApiJob::failed, this, [this, resource, current](const ApiError &error) {
        if (!current())
            return;
        m_pending.remove(resource);
        emit failed(resource, error);
    });
    connect(job, &ApiJob::succeeded, this, [this, resource, current](const QJsonDocument &answer) {
        if (!current())
            return;
        const std::optional<QJsonArray> items = JsonReader::listFromEnvelope(answer);
        if (!items) {
            m_pending.remove(resource);
            emit failed(resource,
                ApiError(ApiError::Kind::Malformed, tr("The list of %1 has no items array.").arg(resource)));
            return;
        }
        QList<QJsonObject> records;
        for (const QJsonValue &v : *items) {
            if (v.isObject())
                records.append(RecordTableModel::withStoreKey(v.toObject()));
        }
        m_pending[resource].count += int(records.size());
        // Added to the stored listing off the GUI thread.
        asyncRun(
            this,
            [dataDir = m_dataDir, account = m_accountUuid, resource, records] {
                RecordStore store(dataDir, account);
                for (const QJsonObject &record : records) {
                    if (!store.upsert(resource, record))
                        return store.errorString();
                }
                return QString();
            },
            [this, resource, current](const QString &error) {
                if (!current())
                    return;
                if (!error.isEmpty()) {
                    m_pending.remove(resource);
                    emit failed(resource, ApiError(ApiError::Kind::LocalStore, error));
                    return;
                }
                fetchExtra(resource);
            });
    });
}
