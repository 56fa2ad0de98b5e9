#pragma once

#include <limits>

#include "store/AccountDatabase.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>

#include <optional>

// Told after every successful write of a RecordStore, from the thread that wrote (connect with the
// default connection type to hear it on your own thread): the database file (AccountDatabase::path)
// and the resource ("settings" for a setting). ReferenceData reads the copy again when told.
class RecordStoreSignals : public QObject
{
    Q_OBJECT

signals:
    void written(const QString &databasePath, const QString &resource);
};

// The account's other resources (companies, persons, products, product groups, units, bank accounts,
// employees, users, webhooks, ...) and its invoice settings, kept as the service sent them so lists,
// pickers and settings pages work offline. A record is keyed by its "uuid" (or "productUuid"), else
// its "id".
// Cheap to construct on any thread; use an instance on the thread that made it.
class RecordStore
{
    Q_DECLARE_TR_FUNCTIONS(RecordStore)

public:
    RecordStore(const QString &dataDir, const QString &accountUuid);
    explicit RecordStore(const AccountDatabase &database);

    bool isOpen() const { return m_db.isOpen(); }
    QString errorString() const { return m_error; }

    // The key of a record: "uuid" or "productUuid" if it has one, else "id" as text; empty when none.
    static QString keyOf(const QJsonObject &record);
    // The one announcer of every store's writes; lives for the whole process.
    static RecordStoreSignals *signalsOfWrites();

    // A complete listing: the resource's records become exactly these, in one transaction. A record this
    // client wrote (upsert: the service's answer to a save) after `listingStartedMs` is newer than the
    // listing and stays as written.
    [[nodiscard]] bool replaceAll(const QString &resource, const QList<QJsonObject> &records,
        qint64 listingStartedMs = std::numeric_limits<qint64>::max());
    [[nodiscard]] bool upsert(const QString &resource, const QJsonObject &record);
    [[nodiscard]] bool remove(const QString &resource, const QString &key);
    // In the order they were listed.
    QList<QJsonObject> loadAll(const QString &resource) const;
    std::optional<QJsonObject> find(const QString &resource, const QString &key) const;

    // One settings answer ("paymentConditions", "dunning", ...).
    [[nodiscard]] bool saveSetting(const QString &name, const QJsonObject &value);
    std::optional<QJsonObject> setting(const QString &name) const;

private:
    bool fail(const QString &what, const QString &why) const;
    bool announce(const QString &resource) const;

    AccountDatabase m_db;
    mutable QString m_error;
};
