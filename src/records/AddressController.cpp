#include "records/AddressController.h"

#include "api/ApiJob.h"
#include "base/AsyncRun.h"
#include "records/AddressesApi.h"
#include "store/RecordStore.h"

AddressController::AddressController(QObject *parent)
    : RecordStack(parent)
{ }

void AddressController::refresh(AddressKind kind)
{
    startListing(AddressKinds::resource(kind), AddressesApi::collectionPath(kind));
}

RecordRequest *AddressController::save(AddressKind kind, const std::function<ApiJob *(QObject *)> &call,
    Saved done, Failed failed, QObject *context) const
{
    RecordRequest *saving = startRequest(RecordRequest::Answer::Record, context, call);
    if (!saving)
        return nullptr;
    connect(saving, &RecordRequest::succeeded, saving, [kind, done](const QJsonObject &json) {
        std::optional<AddressRecord> record = AddressRecord::fromJson(json, kind);
        if (record && record->uuid.isEmpty())
            record.reset();
        done(record, json);
    });
    connect(saving, &RecordRequest::failed, saving, failed);
    return saving;
}

RecordRequest *AddressController::create(
    const AddressRecord &record, bool force, QObject *context, Saved done, Failed failed)
{
    return save(
        record.kind,
        [api = AddressesApi(client()), record, force](
            QObject *call) { return api.create(record, force, call); },
        done, failed, context);
}

RecordRequest *AddressController::update(
    const AddressRecord &original, const AddressRecord &edited, QObject *context, Saved done, Failed failed)
{
    return save(
        edited.kind,
        [api = AddressesApi(client()), original, edited](
            QObject *call) { return api.update(original, edited, call); },
        done, failed, context);
}

RecordRequest *AddressController::checkCustomerNumber(const QString &number, const QString &addressUuid,
    QObject *context, std::function<void()> free, Failed failed)
{
    RecordRequest *checking = startRequest(RecordRequest::Answer::Nothing, context,
        [api = AddressesApi(client()), number, addressUuid](
            QObject *call) { return api.checkCustomerNumber(number, addressUuid, call); });
    if (!checking)
        return nullptr;
    connect(checking, &RecordRequest::succeeded, checking, free);
    connect(checking, &RecordRequest::failed, checking, failed);
    return checking;
}

RecordRequest *AddressController::remove(
    const AddressRecord &record, QObject *context, Removed done, Failed failed)
{
    return removeRecord(
        AddressKinds::resource(record.kind), record.uuid, context,
        [api = AddressesApi(client()), record](
            QObject *call) { return api.remove(record.kind, record.uuid, call); },
        done, failed);
}

void AddressController::findLikelyDuplicates(const AddressRecord &record, QObject *context,
    std::function<void(const QList<AddressRecord> &)> done) const
{
    asyncRun(
        context,
        [dataDir = dataDir(), account = accountUuid(), record] {
            RecordStore store(dataDir, account);
            QList<AddressRecord> known;
            for (const AddressKind kind : {AddressKind::Company, AddressKind::Person}) {
                for (const QJsonObject &json : store.loadAll(AddressKinds::resource(kind))) {
                    if (const auto r = AddressRecord::fromJson(json, kind))
                        known.append(*r);
                }
            }
            return record.likelyDuplicates(known);
        },
        std::move(done));
}

QString AddressController::keep(AddressKind kind, const QJsonObject &json) const
{
    return storeRecord(AddressKinds::resource(kind), json);
}
