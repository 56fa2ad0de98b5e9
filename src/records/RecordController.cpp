#include "records/RecordController.h"

#include "base/AsyncRun.h"
#include "records/RecordTableModel.h"
#include "store/RecordStore.h"
#include "store/StoreLogging.h"

RecordController::RecordController(Resource resource, QList<QUrlQuery> extra, QObject *parent)
    : RecordStack(parent)
    , m_resource(resource)
    , m_extra(std::move(extra))
{ }

RecordController::~RecordController() = default;

ResourceApi RecordController::api() const
{
    return ResourceApi(client(), m_resource);
}

void RecordController::refresh()
{
    startListing(storeName(), ResourceApi::path(m_resource), m_extra);
}

RecordRequest *RecordController::save(const QString &key, const QJsonObject &body, QObject *context)
{
    return startRequest(RecordRequest::Answer::Record, context, [api = api(), key, body](QObject *request) {
        return key.isEmpty() ? api.create(body, request) : api.update(key, body, request);
    });
}

RecordRequest *RecordController::remove(const QString &key, QObject *context)
{
    return startRequest(RecordRequest::Answer::Nothing, context,
        [api = api(), key](QObject *request) { return api.remove(key, request); });
}

RecordRequest *RecordController::fetch(const QString &key, QObject *context)
{
    return startRequest(RecordRequest::Answer::Record, context,
        [api = api(), key](QObject *request) { return api.get(key, request); });
}

RecordRequest *RecordController::runAction(const QString &key, const QString &action, QObject *context)
{
    return startRequest(RecordRequest::Answer::Record, context,
        [api = api(), key, action](QObject *request) { return api.action(key, action, request); });
}

RecordRequest *RecordController::list(const QUrlQuery &query, QObject *context)
{
    return startRequest(RecordRequest::Answer::List, context,
        [api = api(), query](QObject *request) { return api.list(query, request); });
}

RecordRequest *RecordController::check(const QString &subPath, const QUrlQuery &query, QObject *context)
{
    return startRequest(RecordRequest::Answer::Nothing, context,
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
    if (dataDir().isEmpty() || accountUuid().isEmpty())
        return;
    ++m_writes;
    asyncRun(
        this,
        [dataDir = dataDir(), account = accountUuid(), write = std::move(write)] {
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
        [dataDir = dataDir(), account = accountUuid(), resources] {
            Stored loaded;
            const RecordStore store(dataDir, account);
            for (const QString &resource : resources)
                loaded.insert(resource, store.loadAll(resource));
            return loaded;
        },
        std::move(apply));
}
