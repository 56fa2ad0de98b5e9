#include "records/AddressController.h"

#include "api/ApiClient.h"
#include "api/ApiJob.h"
#include "records/AddressesApi.h"
#include "store/RecordStore.h"
#include "store/StoreLogging.h"
#include "sync/RecordSync.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

AddressCall::AddressCall(QObject *context)
    : QObject(context)
{ }

void AddressCall::start(ApiJob *job)
{
    m_job = job;
    // Answered (after the callbacks) or aborted with its session: gone either way.
    connect(job, &QObject::destroyed, this, &QObject::deleteLater);
}

void AddressCall::cancel()
{
    if (m_job)
        m_job->cancel();
}

AddressController::AddressController(QObject *parent)
    : QObject(parent)
{ }

void AddressController::openSession(ApiClient *client, const QString &dataDir, const QString &accountUuid)
{
    delete m_sync;
    m_client = client;
    m_dataDir = dataDir;
    m_accountUuid = accountUuid;
    if (!isOpen())
        return;
    m_sync = new RecordSync(client, dataDir, accountUuid, this);
    connect(m_sync, &RecordSync::finished, this, &AddressController::listed);
    connect(m_sync, &RecordSync::failed, this, &AddressController::listFailed);
}

bool AddressController::isOpen() const
{
    return m_client && !m_accountUuid.isEmpty();
}

void AddressController::refresh(AddressKind kind)
{
    if (m_sync)
        m_sync->start(AddressKinds::resource(kind), AddressesApi::collectionPath(kind));
}

AddressCall *AddressController::save(
    ApiJob *job, AddressCall *call, AddressKind kind, Saved done, Failed failed)
{
    call->start(job);
    connect(job, &ApiJob::succeeded, call, [kind, done](const QJsonDocument &answer) {
        const std::optional<QJsonObject> json = AddressesApi::recordJsonFromAnswer(answer);
        done(AddressesApi::recordFromAnswer(answer, kind), json.value_or(QJsonObject()));
    });
    connect(job, &ApiJob::failed, call, failed);
    return call;
}

AddressCall *AddressController::create(
    const AddressRecord &record, bool force, QObject *context, Saved done, Failed failed)
{
    if (!isOpen())
        return nullptr;
    auto *call = new AddressCall(context);
    return save(AddressesApi(m_client).create(record, force, call), call, record.kind, done, failed);
}

AddressCall *AddressController::update(
    const AddressRecord &record, QObject *context, Saved done, Failed failed)
{
    if (!isOpen())
        return nullptr;
    auto *call = new AddressCall(context);
    return save(AddressesApi(m_client).update(record, call), call, record.kind, done, failed);
}

AddressCall *AddressController::checkCustomerNumber(const QString &number, const QString &addressUuid,
    QObject *context, std::function<void()> free, Failed failed)
{
    if (!isOpen())
        return nullptr;
    auto *call = new AddressCall(context);
    ApiJob *job = AddressesApi(m_client).checkCustomerNumber(number, addressUuid, call);
    call->start(job);
    connect(job, &ApiJob::succeeded, call, free);
    connect(job, &ApiJob::failed, call, failed);
    return call;
}

AddressCall *AddressController::remove(const AddressRecord &record, QObject *context,
    std::function<void(bool, const QString &)> done, Failed failed)
{
    if (!isOpen())
        return nullptr;
    auto *call = new AddressCall(context);
    ApiJob *job = AddressesApi(m_client).remove(record.kind, record.uuid, call);
    call->start(job);
    connect(job, &ApiJob::succeeded, call, [this, record, done] { done(false, forget(record)); });
    connect(job, &ApiJob::failed, call, [this, record, done, failed](const ApiError &error) {
        if (error.kind() == ApiError::Kind::NotFound) // deleted elsewhere meanwhile: gone either way
            done(true, forget(record));
        else
            failed(error);
    });
    return call;
}

void AddressController::findLikelyDuplicates(const AddressRecord &record, QObject *context,
    std::function<void(const QList<AddressRecord> &)> done) const
{
    auto *watcher = new QFutureWatcher<QList<AddressRecord>>(context);
    connect(watcher, &QFutureWatcherBase::finished, context, [watcher, done] {
        watcher->deleteLater();
        done(watcher->result());
    });
    watcher->setFuture(QtConcurrent::run([dataDir = m_dataDir, account = m_accountUuid, record] {
        RecordStore store(dataDir, account);
        QList<AddressRecord> known;
        for (const AddressKind kind : {AddressKind::Company, AddressKind::Person}) {
            for (const QJsonObject &json : store.loadAll(AddressKinds::resource(kind))) {
                if (const auto r = AddressRecord::fromJson(json, kind))
                    known.append(*r);
            }
        }
        return record.likelyDuplicates(known);
    }));
}

QString AddressController::keep(AddressKind kind, const QJsonObject &json) const
{
    RecordStore store(m_dataDir, m_accountUuid);
    if (store.upsert(AddressKinds::resource(kind), json))
        return {};
    qCWarning(lcStore) << "address not kept:" << store.errorString();
    return store.errorString();
}

QString AddressController::forget(const AddressRecord &record) const
{
    RecordStore store(m_dataDir, m_accountUuid);
    if (store.remove(AddressKinds::resource(record.kind), record.uuid))
        return {};
    qCWarning(lcStore) << "deleted address kept:" << store.errorString();
    return store.errorString();
}
