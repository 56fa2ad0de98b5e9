#pragma once

#include "api/ApiError.h"
#include "records/AddressRecord.h"

#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>
#include <optional>

class ApiClient;
class ApiJob;
class RecordSync;

// One call of an AddressController. It belongs to the context it was started for: destroying the
// context ends it silently; cancel() ends it with the failure callback (ApiError::Kind::Cancelled).
// It is gone (a null QPointer) once its callback ran or its session closed.
class AddressCall : public QObject
{
    Q_OBJECT

public:
    explicit AddressCall(QObject *context);
    void start(ApiJob *job);
    void cancel();

private:
    QPointer<ApiJob> m_job;
};

// What the address pages and the address editor do with the service and the store, without any
// widget: lists companies or persons into the store, creates (with the service's duplicate check),
// updates, deletes and checks customer numbers, and keeps saved records in the store.
class AddressController : public QObject
{
    Q_OBJECT

public:
    using Failed = std::function<void(const ApiError &error)>;
    // The record as answered (json: as the service sent it); nullopt when the answer could not be read.
    using Saved = std::function<void(const std::optional<AddressRecord> &record, const QJsonObject &json)>;

    explicit AddressController(QObject *parent = nullptr);

    void openSession(ApiClient *client, const QString &dataDir, const QString &accountUuid);
    bool isOpen() const;
    QString dataDir() const { return m_dataDir; }
    QString accountUuid() const { return m_accountUuid; }

    // Lists one kind into the store: listed() or listFailed() with its store resource name.
    void refresh(AddressKind kind);

    // With force=false the service answers 409 (AddressesApi::duplicatesOf) when it finds similar ones.
    AddressCall *create(const AddressRecord &record, bool force, QObject *context, Saved done, Failed failed);
    AddressCall *update(const AddressRecord &record, QObject *context, Saved done, Failed failed);
    // done(true) when the number is free (or this address's own); a failure with
    // AddressesApi::isCustomerNumberTaken when it is taken.
    AddressCall *checkCustomerNumber(const QString &number, const QString &addressUuid, QObject *context,
        std::function<void()> free, Failed failed);
    // Deletes it on the service and in the store; an address already gone on the service (404) is
    // forgotten too and reported with wasGone.
    AddressCall *remove(const AddressRecord &record, QObject *context,
        std::function<void(bool wasGone, const QString &storeProblem)> done, Failed failed);

    // The stored companies *and* persons whose names fold to this record's (AddressRecord::duplicateKey:
    // "Mueller AG" finds the company "Müller AG" for a new person too). The local copy is read on a pool
    // thread; `done` runs on `context`'s thread, not at all when `context` is gone first.
    void findLikelyDuplicates(const AddressRecord &record, QObject *context,
        std::function<void(const QList<AddressRecord> &similar)> done) const;

    // A saved record into the store; the problem when it could not be written, else empty.
    QString keep(AddressKind kind, const QJsonObject &json) const;

signals:
    void listed(const QString &resource);
    void listFailed(const QString &resource, const ApiError &error);

private:
    AddressCall *save(ApiJob *job, AddressCall *call, AddressKind kind, Saved done, Failed failed);
    QString forget(const AddressRecord &record) const;

    QPointer<ApiClient> m_client;
    QString m_dataDir;
    QString m_accountUuid;
    QPointer<RecordSync> m_sync;
};
