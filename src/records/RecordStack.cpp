#include "records/RecordStack.h"

#include "api/ApiClient.h"
#include "api/ApiJob.h"
#include "api/ResourceApi.h"
#include "records/RecordTableModel.h"
#include "records/RecordTableSync.h"
#include "store/RecordStore.h"
#include "store/StoreLogging.h"

RecordRequest::RecordRequest(Answer answer, QObject *context, const std::function<ApiJob *(QObject *)> &call)
    : QObject(context)
    , m_job(call(this))
{
    ApiJob *job = m_job;
    connect(job, &ApiJob::succeeded, this, [this, answer](const QJsonDocument &document) {
        QJsonObject record;
        QList<QJsonObject> records;
        if (answer == Answer::Record) {
            const std::optional<QJsonObject> read = ResourceApi::recordFromAnswer(document);
            record = read ? RecordTableModel::withStoreKey(*read) : QJsonObject();
        } else if (answer == Answer::List) {
            const std::optional<QList<QJsonObject>> read = ResourceApi::recordsFromAnswer(document);
            if (!read) {
                emit failed(ApiError(ApiError::Kind::Malformed, tr("no list of records")));
                deleteLater();
                return;
            }
            records = *read;
        }
        emit succeeded(record, records);
        deleteLater();
    });
    connect(job, &ApiJob::failed, this, [this](const ApiError &error) {
        emit failed(error);
        deleteLater();
    });
    // Aborted with its session: ends without a signal.
    connect(job, &QObject::destroyed, this, &QObject::deleteLater);
}

void RecordRequest::cancel()
{
    if (m_job)
        m_job->cancel();
}

RecordStack::RecordStack(QObject *parent)
    : QObject(parent)
{ }

void RecordStack::openSession(ApiClient *client, const QString &dataDir, const QString &accountUuid)
{
    delete m_sync;
    m_client = client;
    m_dataDir = dataDir;
    m_accountUuid = accountUuid;
}

void RecordStack::startListing(const QString &resource, const QString &path, const QList<QUrlQuery> &extra)
{
    if (!isOpen())
        return;
    if (!m_sync) { // made for this session at its first listing, ended with it
        m_sync = new RecordTableSync(m_client, m_dataDir, m_accountUuid, this);
        connect(m_sync, &RecordTableSync::finished, this, &RecordStack::listed);
        connect(m_sync, &RecordTableSync::failed, this, &RecordStack::listFailed);
    }
    m_sync->start(resource, path, extra);
}

bool RecordStack::isOpen() const
{
    return m_client && !m_accountUuid.isEmpty();
}

ApiClient *RecordStack::client() const
{
    return m_client;
}

RecordRequest *RecordStack::startRequest(
    RecordRequest::Answer answer, QObject *context, const std::function<ApiJob *(QObject *)> &call) const
{
    return isOpen() ? new RecordRequest(answer, context, call) : nullptr;
}

RecordRequest *RecordStack::removeRecord(const QString &resource, const QString &key, QObject *context,
    const std::function<ApiJob *(QObject *)> &call, Removed done, Failed failed) const
{
    RecordRequest *removing = startRequest(RecordRequest::Answer::Nothing, context, call);
    if (!removing)
        return nullptr;
    connect(removing, &RecordRequest::succeeded, removing,
        [this, resource, key, done] { done(false, forgetRecord(resource, key)); });
    connect(removing, &RecordRequest::failed, removing,
        [this, resource, key, done, failed](const ApiError &error) {
            if (error.kind() == ApiError::Kind::NotFound) // deleted elsewhere meanwhile: gone either way
                done(true, forgetRecord(resource, key));
            else
                failed(error);
        });
    return removing;
}

QString RecordStack::storeRecord(const QString &resource, const QJsonObject &record) const
{
    RecordStore store(m_dataDir, m_accountUuid);
    if (store.upsert(resource, record))
        return {};
    qCWarning(lcStore) << resource << "record not kept:" << store.errorString();
    return store.errorString();
}

QString RecordStack::forgetRecord(const QString &resource, const QString &key) const
{
    RecordStore store(m_dataDir, m_accountUuid);
    if (store.remove(resource, key))
        return {};
    qCWarning(lcStore) << resource << "deleted record kept:" << store.errorString();
    return store.errorString();
}

QString RecordStack::storeAll(const QString &resource, const QList<QJsonObject> &records) const
{
    RecordStore store(m_dataDir, m_accountUuid);
    if (store.replaceAll(resource, records))
        return {};
    qCWarning(lcStore) << resource << "not kept:" << store.errorString();
    return store.errorString();
}
