#include "store/SyncState.h"

#include <QSqlError>
#include <QSqlQuery>

namespace {
// LIKE treats _ and % as wildcards; keys contain '/' and letters only, but escape anyway.
QString likePrefix(const QString &prefix)
{
    QString escaped = prefix;
    escaped.replace(QLatin1Char('\\'), QLatin1String("\\\\"))
        .replace(QLatin1Char('%'), QLatin1String("\\%"))
        .replace(QLatin1Char('_'), QLatin1String("\\_"));
    return escaped + QLatin1Char('%');
}
} // namespace

SyncState::SyncState(const QString &dataDir, const QString &accountUuid)
    : m_db(dataDir, accountUuid)
    , m_error(m_db.errorString())
{ }

SyncState::SyncState(const AccountDatabase &database)
    : m_db(database)
    , m_error(m_db.errorString())
{ }

bool SyncState::contains(const QString &key) const
{
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("SELECT 1 FROM sync_state WHERE key = ?"));
    q.addBindValue(key);
    if (!q.exec()) {
        m_error = q.lastError().text();
        return false;
    }
    return q.next();
}

QString SyncState::value(const QString &key, const QString &fallback) const
{
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("SELECT value FROM sync_state WHERE key = ?"));
    q.addBindValue(key);
    if (!q.exec()) {
        m_error = q.lastError().text();
        return fallback;
    }
    return q.next() ? q.value(0).toString() : fallback;
}

qint64 SyncState::integer(const QString &key, qint64 fallback) const
{
    bool ok = false;
    const qint64 v = value(key).toLongLong(&ok);
    return ok ? v : fallback;
}

QDateTime SyncState::dateTime(const QString &key) const
{
    const QString text = value(key);
    return text.isEmpty() ? QDateTime() : QDateTime::fromString(text, Qt::ISODateWithMs).toUTC();
}

QHash<QString, QString> SyncState::valuesWithPrefix(const QString &prefix) const
{
    QHash<QString, QString> values;
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("SELECT key, value FROM sync_state WHERE key LIKE ? ESCAPE '\\'"));
    q.addBindValue(likePrefix(prefix));
    if (!q.exec()) {
        m_error = q.lastError().text();
        return values;
    }
    while (q.next())
        values.insert(q.value(0).toString(), q.value(1).toString());
    return values;
}

bool SyncState::setValue(const QString &key, const QString &value)
{
    return exec(QStringLiteral("INSERT INTO sync_state (key, value) VALUES (?, ?)"
                               " ON CONFLICT (key) DO UPDATE SET value = excluded.value"),
        {key, value});
}

bool SyncState::setInteger(const QString &key, qint64 value)
{
    return setValue(key, QString::number(value));
}

bool SyncState::setDateTime(const QString &key, const QDateTime &value)
{
    return setValue(key, value.toUTC().toString(Qt::ISODateWithMs));
}

bool SyncState::remove(const QString &key)
{
    return exec(QStringLiteral("DELETE FROM sync_state WHERE key = ?"), {key});
}

bool SyncState::removeWithPrefix(const QString &prefix)
{
    return exec(QStringLiteral("DELETE FROM sync_state WHERE key LIKE ? ESCAPE '\\'"), {likePrefix(prefix)});
}

bool SyncState::exec(const QString &sql, const QVariantList &values)
{
    if (!m_db.isOpen()) {
        m_error = m_db.errorString();
        return false;
    }
    QSqlQuery q(m_db.connection());
    q.prepare(sql);
    for (const QVariant &v : values)
        q.addBindValue(v);
    if (!q.exec()) {
        m_error = q.lastError().text();
        return false;
    }
    return true;
}
