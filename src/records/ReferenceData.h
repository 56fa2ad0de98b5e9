#pragma once

#include "api/ApiError.h"

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QSharedPointer>
#include <QString>
#include <QStringList>

#include <memory>

class ApiClient;
class RecordSync;

// What the editor's pickers and the import choose from, read from the local copy at one moment.
// Immutable once made; shared between threads.
struct ReferenceSnapshot
{
    QList<QJsonObject> companies;
    QList<QJsonObject> persons;
    QList<QJsonObject> products;
    QList<QJsonObject> bankAccounts;
    QList<QJsonObject> units;
    QJsonObject conditions; // settings "conditions": paymentTerms, ...
    QJsonObject defaultConditions; // settings "default-conditions": the default texts per language
    bool hasConditions = false;
    bool hasDefaultConditions = false;
    QString storeError; // the local copy could not be opened

    // The list of a resource by its store name ("companies", "products", ...).
    const QList<QJsonObject> &records(const QString &resource) const;
};

// The account's reference data (addresses, products, bank accounts, units and the invoice conditions),
// one source per session shared by every document editor and the import. GUI-free.
//
// The local copy is read on a pool thread (never on the caller's), the result replaces snapshot() and
// changed() names what differs. Resources the local copy lacks are listed from the service once
// (RecordSync, settings through SettingsApi); refresh() lists some anew. Every write to the account's
// RecordStore (the records sync, a record page's save) makes it read the copy again.
class ReferenceData : public QObject
{
    Q_OBJECT

public:
    // The store names of the listed resources, and their list paths after /accounts/{uuid}.
    static const QStringList &resources();
    static QString listPath(const QString &resource);
    // The settings the editor needs ("conditions", "default-conditions").
    static const QStringList &settingNames();

    // The instance for this session's client and account: made on first use, then kept until the client
    // (the session) ends, so every editor and the import share it and find it ready. `client` may be
    // null (offline): the local copy is read, nothing is listed, and it lives while anyone holds it.
    static QSharedPointer<ReferenceData> shared(
        ApiClient *client, const QString &dataDir, const QString &accountUuid);

    ReferenceData(ApiClient *client, QString dataDir, QString accountUuid, QObject *parent = nullptr);
    ~ReferenceData() override;

    // Never null; empty until the first read finished (isReady()).
    std::shared_ptr<const ReferenceSnapshot> snapshot() const { return m_snapshot; }
    bool isReady() const { return m_ready; }
    // Listings of the service under way, until what they wrote is in snapshot() (resource or setting
    // names).
    QStringList listingsRunning() const { return QStringList(m_listing.cbegin(), m_listing.cend()); }

    // Lists these resources from the service, then reads the copy again. A listing under way is kept.
    void refresh(const QStringList &resources);
    // Lists what the local copy lacks (done by itself after the first read; again for a new editor, in
    // case the service could not be reached before).
    void listMissing();

signals:
    // A new snapshot: `changed` names the resources and settings that differ from the previous one
    // (all of them the first time).
    void changed(const QStringList &changed);
    // The first snapshot is there.
    void ready();
    // A listing ended (after its snapshot, when it succeeded).
    void listingFinished(const QString &resource);
    void listingFailed(const QString &resource, const ApiError &error);

private:
    void reloadSoon();
    void startRead(const QList<QPair<QString, QJsonObject>> &settingsToWrite = {});
    void fetchSetting(const QString &name);
    RecordSync *recordSync();

    QPointer<ApiClient> m_client;
    QString m_dataDir;
    QString m_accountUuid;
    std::shared_ptr<const ReferenceSnapshot> m_snapshot;
    bool m_ready = false;
    bool m_missingFetched = false;
    bool m_reloadQueued = false;
    int m_generation = 0;
    QSet<QString> m_listing;
    QStringList m_finishedListings; // announced with the next snapshot
    RecordSync *m_sync = nullptr;
};
