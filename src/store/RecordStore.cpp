#include "store/RecordStore.h"

#include "store/StoreTransaction.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

RecordStore::RecordStore(const QString &dataDir, const QString &accountUuid)
    : m_db(dataDir, accountUuid)
    , m_error(m_db.errorString())
{ }

RecordStore::RecordStore(const AccountDatabase &database)
    : m_db(database)
    , m_error(m_db.errorString())
{ }

bool RecordStore::fail(const QString &what, const QString &why) const
{
    m_error = isOpen() ? tr("%1: %2").arg(what, why) : m_db.errorString();
    return false;
}

QString RecordStore::keyOf(const QJsonObject &record)
{
    // The live service names some keys after the resource (products: productUuid).
    for (const QLatin1String field : {QLatin1String("uuid"), QLatin1String("productUuid")}) {
        const QJsonValue uuid = record.value(field);
        if (uuid.isString() && !uuid.toString().isEmpty())
            return uuid.toString();
    }
    const QJsonValue id = record.value(QLatin1String("id"));
    if (id.isDouble())
        return QString::number(qint64(id.toDouble()));
    if (id.isString())
        return id.toString();
    return {};
}

bool RecordStore::replaceAll(
    const QString &resource, const QList<QJsonObject> &records, qint64 listingStartedMs)
{
    if (!isOpen())
        return fail(QString(), QString());
    StoreTransaction tx(m_db);
    if (!tx.isActive())
        return fail(tr("Saving %1 failed").arg(resource), tx.errorString());
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("DELETE FROM records WHERE resource = ? AND written_at <= ?"));
    q.addBindValue(resource);
    q.addBindValue(listingStartedMs);
    if (!q.exec())
        return fail(tr("Saving %1 failed").arg(resource), q.lastError().text());
    // saved_at doubles as the listing order: one millisecond tick per record keeps it stable. What is
    // left is newer than the listing and keeps its content.
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (!q.prepare(QStringLiteral("INSERT INTO records (resource, key, json, saved_at) VALUES (?, ?, ?, ?)"
                                  " ON CONFLICT (resource, key) DO NOTHING")))
        return fail(tr("Saving %1 failed").arg(resource), q.lastError().text());
    qint64 order = 0;
    for (const QJsonObject &record : records) {
        const QString key = keyOf(record);
        if (key.isEmpty())
            continue; // nothing to find it by again
        q.bindValue(0, resource);
        q.bindValue(1, key);
        q.bindValue(2, QJsonDocument(record).toJson(QJsonDocument::Compact));
        q.bindValue(3, now + order++);
        if (!q.exec())
            return fail(tr("Saving %1 failed").arg(resource), q.lastError().text());
    }
    if (!tx.commit())
        return fail(tr("Saving %1 failed").arg(resource), tx.errorString());
    return announce(resource);
}

bool RecordStore::upsert(const QString &resource, const QJsonObject &record)
{
    if (!isOpen())
        return fail(QString(), QString());
    const QString key = keyOf(record);
    if (key.isEmpty())
        return fail(tr("Saving %1 failed").arg(resource), tr("the record has neither uuid nor id"));
    QSqlQuery q(m_db.connection());
    // An update keeps the record's place in the list; a new one goes last.
    q.prepare(QStringLiteral("INSERT INTO records (resource, key, json, saved_at, written_at)"
                             " VALUES (?, ?, ?, ?, ?) ON CONFLICT (resource, key)"
                             " DO UPDATE SET json = excluded.json, written_at = excluded.written_at"));
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    q.addBindValue(resource);
    q.addBindValue(key);
    q.addBindValue(QJsonDocument(record).toJson(QJsonDocument::Compact));
    q.addBindValue(now + (qint64(1) << 40));
    q.addBindValue(now);
    if (!q.exec())
        return fail(tr("Saving %1 failed").arg(resource), q.lastError().text());
    return announce(resource);
}

bool RecordStore::remove(const QString &resource, const QString &key)
{
    if (!isOpen())
        return fail(QString(), QString());
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("DELETE FROM records WHERE resource = ? AND key = ?"));
    q.addBindValue(resource);
    q.addBindValue(key);
    if (!q.exec())
        return fail(tr("Removing from %1 failed").arg(resource), q.lastError().text());
    return announce(resource);
}

QList<QJsonObject> RecordStore::loadAll(const QString &resource) const
{
    QList<QJsonObject> result;
    if (!isOpen())
        return result;
    QSqlQuery q(m_db.connection());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT json FROM records WHERE resource = ? ORDER BY saved_at"));
    q.addBindValue(resource);
    if (!q.exec()) {
        fail(tr("Reading %1 failed").arg(resource), q.lastError().text());
        return result;
    }
    while (q.next())
        result.append(QJsonDocument::fromJson(q.value(0).toByteArray()).object());
    return result;
}

std::optional<QJsonObject> RecordStore::find(const QString &resource, const QString &key) const
{
    if (!isOpen())
        return std::nullopt;
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("SELECT json FROM records WHERE resource = ? AND key = ?"));
    q.addBindValue(resource);
    q.addBindValue(key);
    if (!q.exec() || !q.next())
        return std::nullopt;
    return QJsonDocument::fromJson(q.value(0).toByteArray()).object();
}

bool RecordStore::saveSetting(const QString &name, const QJsonObject &value)
{
    if (!isOpen())
        return fail(QString(), QString());
    QSqlQuery q(m_db.connection());
    q.prepare(
        QStringLiteral("INSERT OR REPLACE INTO settings_cache (name, json, saved_at) VALUES (?, ?, ?)"));
    q.addBindValue(name);
    q.addBindValue(QJsonDocument(value).toJson(QJsonDocument::Compact));
    q.addBindValue(QDateTime::currentMSecsSinceEpoch());
    if (!q.exec())
        return fail(tr("Saving the settings failed"), q.lastError().text());
    return announce(QStringLiteral("settings"));
}

std::optional<QJsonObject> RecordStore::setting(const QString &name) const
{
    if (!isOpen())
        return std::nullopt;
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("SELECT json FROM settings_cache WHERE name = ?"));
    q.addBindValue(name);
    if (!q.exec() || !q.next())
        return std::nullopt;
    return QJsonDocument::fromJson(q.value(0).toByteArray()).object();
}

RecordStoreSignals *RecordStore::signalsOfWrites()
{
    // Never deleted: a store may write on a pool thread while the process ends.
    static RecordStoreSignals *const announcer = new RecordStoreSignals;
    return announcer;
}

bool RecordStore::announce(const QString &resource) const
{
    emit signalsOfWrites()->written(m_db.path(), resource);
    return true;
}
