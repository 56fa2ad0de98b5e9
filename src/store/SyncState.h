#pragma once

#include "store/AccountDatabase.h"

#include <QDateTime>
#include <QHash>
#include <QString>

// The small key/value table sync_state: watermarks, resume markers of an interrupted listing, the
// last synced time. Writes join an open StoreTransaction on the same thread, so a marker can be
// committed together with the documents it describes.
class SyncState
{
public:
    SyncState(const QString &dataDir, const QString &accountUuid);
    explicit SyncState(const AccountDatabase &database);

    bool isOpen() const { return m_db.isOpen(); }
    QString errorString() const { return m_error; }
    AccountDatabase &database() { return m_db; }

    bool contains(const QString &key) const;
    QString value(const QString &key, const QString &fallback = {}) const;
    qint64 integer(const QString &key, qint64 fallback = 0) const;
    // Stored in UTC with milliseconds; invalid when missing.
    QDateTime dateTime(const QString &key) const;
    QHash<QString, QString> valuesWithPrefix(const QString &prefix) const;

    [[nodiscard]] bool setValue(const QString &key, const QString &value);
    [[nodiscard]] bool setInteger(const QString &key, qint64 value);
    [[nodiscard]] bool setDateTime(const QString &key, const QDateTime &value);
    [[nodiscard]] bool remove(const QString &key);
    [[nodiscard]] bool removeWithPrefix(const QString &prefix);

private:
    bool exec(const QString &sql, const QVariantList &values);

    AccountDatabase m_db;
    mutable QString m_error;
};
