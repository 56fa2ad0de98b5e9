#pragma once

#include "api/ApiError.h"
#include "records/AddressRecord.h"
#include "records/RecordStack.h"

#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>
#include <optional>

class ApiJob;

// What the address pages and the address editor do with the service and the store, without any
// widget: lists companies or persons into the store, creates (with the service's duplicate check),
// updates, deletes and checks customer numbers, and keeps saved records in the store. The session,
// the listing, the calls (RecordRequest), the delete and the store write-through are RecordStack's;
// the address specifics are the two kinds, the duplicates and the customer number.
class AddressController : public RecordStack
{
    Q_OBJECT

public:
    // The record as answered (json: as the service sent it); nullopt when the answer could not be read.
    using Saved = std::function<void(const std::optional<AddressRecord> &record, const QJsonObject &json)>;

    explicit AddressController(QObject *parent = nullptr);

    // Lists one kind into the store: listed() or listFailed() with its store resource name.
    void refresh(AddressKind kind);

    // With force=false the service answers 409 (AddressesApi::duplicatesOf) when it finds similar ones.
    RecordRequest *create(
        const AddressRecord &record, bool force, QObject *context, Saved done, Failed failed);
    // Sends only what `edited` changed of `original` (the record as the editor showed it).
    RecordRequest *update(const AddressRecord &original, const AddressRecord &edited, QObject *context,
        Saved done, Failed failed);
    // done(true) when the number is free (or this address's own); a failure with
    // AddressesApi::isCustomerNumberTaken when it is taken.
    RecordRequest *checkCustomerNumber(const QString &number, const QString &addressUuid, QObject *context,
        std::function<void()> free, Failed failed);
    // Deletes it on the service and in the store; an address already gone on the service (404) is
    // forgotten too and reported with wasGone.
    RecordRequest *remove(const AddressRecord &record, QObject *context, Removed done, Failed failed);

    // The stored companies *and* persons whose names fold to this record's (AddressRecord::duplicateKey:
    // "Mueller AG" finds the company "Müller AG" for a new person too). The local copy is read on a pool
    // thread; `done` runs on `context`'s thread, not at all when `context` is gone first.
    void findLikelyDuplicates(const AddressRecord &record, QObject *context,
        std::function<void(const QList<AddressRecord> &similar)> done) const;

    // A saved record into the store; the problem when it could not be written, else empty.
    QString keep(AddressKind kind, const QJsonObject &json) const;

private:
    RecordRequest *save(AddressKind kind, const std::function<ApiJob *(QObject *)> &call, Saved done,
        Failed failed, QObject *context) const;
};
