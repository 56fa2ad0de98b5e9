#include "records/RecordController.h"

#include "api/ApiClient.h"
#include "api/ApiJob.h"
#include "base/AsyncRun.h"
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

RecordController::RecordController(Resource resource, QList<QUrlQuery> extra, QObject *parent)
    : QObject(parent)
    , m_resource(resource)
    , m_extra(std::move(extra))
{ }

RecordController::~RecordController() = default;

void RecordController::openSession(ApiClient *client, const QString &dataDir, const QString &accountUuid)
{
    delete m_sync;
    m_client = client;
    m_dataDir = dataDir;
    m_accountUuid = accountUuid;
    if (!isOpen())
        return;
    m_sync = new RecordTableSync(client, dataDir, accountUuid, this);
    connect(m_sync, &RecordTableSync::finished, this, &RecordController::listed);
    connect(m_sync, &RecordTableSync::failed, this,
        [this](const QString &, const ApiError &error) { emit listFailed(error); });
}

bool RecordController::isOpen() const
{
    return m_client && !m_accountUuid.isEmpty();
}

RecordRequest *RecordController::start(
    RecordRequest::Answer answer, QObject *context, const std::function<ApiJob *(QObject *)> &call) const
{
    return isOpen() ? new RecordRequest(answer, context, call) : nullptr;
}

ResourceApi RecordController::api() const
{
    return ResourceApi(m_client, m_resource);
}

void RecordController::refresh()
{
    if (m_sync)
        m_sync->start(storeName(), ResourceApi::path(m_resource), m_extra);
}

RecordRequest *RecordController::save(const QString &key, const QJsonObject &body, QObject *context)
{
    return start(RecordRequest::Answer::Record, context, [api = api(), key, body](QObject *request) {
        return key.isEmpty() ? api.create(body, request) : api.update(key, body, request);
    });
}

RecordRequest *RecordController::remove(const QString &key, QObject *context)
{
    return start(RecordRequest::Answer::Nothing, context,
        [api = api(), key](QObject *request) { return api.remove(key, request); });
}

RecordRequest *RecordController::fetch(const QString &key, QObject *context)
{
    return start(RecordRequest::Answer::Record, context,
        [api = api(), key](QObject *request) { return api.get(key, request); });
}

RecordRequest *RecordController::runAction(const QString &key, const QString &action, QObject *context)
{
    return start(RecordRequest::Answer::Record, context,
        [api = api(), key, action](QObject *request) { return api.action(key, action, request); });
}

RecordRequest *RecordController::list(const QUrlQuery &query, QObject *context)
{
    return start(RecordRequest::Answer::List, context,
        [api = api(), query](QObject *request) { return api.list(query, request); });
}

RecordRequest *RecordController::check(const QString &subPath, const QUrlQuery &query, QObject *context)
{
    return start(RecordRequest::Answer::Nothing, context,
        [api = api(), subPath, query](QObject *request) { return api.query(subPath, query, request); });
}

void RecordController::keepSaved(const QJsonObject &record)
{
    const QJsonObject stored = RecordTableModel::withStoreKey(record);
    writeStore(
        [resource = storeName(), stored](RecordStore &store) { return store.upsert(resource, stored); });
}

void RecordController::forgetRemoved(const QString &key)
{
    writeStore([resource = storeName(), key](RecordStore &store) { return store.remove(resource, key); });
}

void RecordController::writeStore(std::function<bool(RecordStore &)> write)
{
    if (m_dataDir.isEmpty() || m_accountUuid.isEmpty())
        return;
    ++m_writes;
    asyncRun(
        this,
        [dataDir = m_dataDir, account = m_accountUuid, write = std::move(write)] {
            RecordStore store(dataDir, account);
            return write(store) ? QString() : store.errorString();
        },
        [this](const QString &problem) {
            if (!problem.isEmpty()) {
                qCWarning(lcStore) << "writing" << storeName() << "failed:" << problem;
                emit storeFailed(ApiError(ApiError::Kind::LocalStore, problem));
            }
            if (--m_writes == 0)
                emit stored();
        });
}

void RecordController::loadStored(
    const QStringList &resources, QObject *context, std::function<void(const Stored &)> apply) const
{
    asyncRun(
        context,
        [dataDir = m_dataDir, account = m_accountUuid, resources] {
            Stored loaded;
            const RecordStore store(dataDir, account);
            for (const QString &resource : resources)
                loaded.insert(resource, store.loadAll(resource));
            return loaded;
        },
        std::move(apply));
}
