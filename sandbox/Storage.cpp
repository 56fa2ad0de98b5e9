#include "Storage.h"

#include <QCryptographicHash>
#include <QDir>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

namespace {

QString hashOf(const QString &token)
{
    return QString::fromLatin1(QCryptographicHash::hash(token.toUtf8(), QCryptographicHash::Sha256).toHex());
}

} // namespace

QString Storage::now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

bool Storage::open(const QString &dir, QString *error)
{
    QDir().mkpath(dir);
    m_dir = dir;
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("sandbox"));
    m_db.setDatabaseName(QDir(dir).filePath(QStringLiteral("sandbox.sqlite")));
    if (!m_db.open()) {
        *error = m_db.lastError().text();
        return false;
    }
    QSqlQuery q(m_db);
    for (const char *sql : {
             "PRAGMA journal_mode=WAL",
             "PRAGMA synchronous=NORMAL",
             "CREATE TABLE IF NOT EXISTS accounts (uuid TEXT PRIMARY KEY, name TEXT NOT NULL, currency TEXT)",
             "CREATE TABLE IF NOT EXISTS tokens (hash TEXT PRIMARY KEY, scopes TEXT NOT NULL, accounts TEXT "
             "NOT "
             "NULL, expires_at TEXT)",
             "CREATE TABLE IF NOT EXISTS records (account TEXT NOT NULL, kind TEXT NOT NULL, uuid TEXT NOT "
             "NULL, "
             "id INTEGER NOT NULL, updated_at TEXT NOT NULL, json TEXT NOT NULL, list_json TEXT NOT NULL, "
             "PRIMARY KEY (account, kind, uuid))",
             "CREATE INDEX IF NOT EXISTS records_by_id ON records (account, kind, id)",
             "CREATE INDEX IF NOT EXISTS records_by_update ON records (account, kind, updated_at)",
         }) {
        if (!q.exec(QString::fromLatin1(sql))) {
            *error = q.lastError().text();
            return false;
        }
    }
    return true;
}

bool Storage::isEmpty() const
{
    QSqlQuery q(m_db);
    q.exec(QStringLiteral("SELECT COUNT(*) FROM accounts"));
    return !q.next() || q.value(0).toInt() == 0;
}

bool Storage::transaction()
{
    return m_db.transaction();
}

bool Storage::commit()
{
    return m_db.commit();
}

void Storage::rollback()
{
    m_db.rollback();
}

void Storage::addAccount(const QString &uuid, const QString &name, const QString &currency)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO accounts (uuid, name, currency) VALUES (?, ?, ?)"));
    q.addBindValue(uuid);
    q.addBindValue(name);
    q.addBindValue(currency);
    q.exec();
}

QList<QJsonObject> Storage::accounts(const QStringList &uuids) const
{
    QList<QJsonObject> result;
    QSqlQuery q(m_db);
    q.exec(QStringLiteral("SELECT uuid, name, currency FROM accounts ORDER BY name"));
    while (q.next()) {
        if (!uuids.contains(q.value(0).toString()))
            continue;
        result.append(
            {{QStringLiteral("uuid"), q.value(0).toString()}, {QStringLiteral("name"), q.value(1).toString()},
                {QStringLiteral("currencyCode"), q.value(2).toString()}});
    }
    return result;
}

bool Storage::accountExists(const QString &uuid) const
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT 1 FROM accounts WHERE uuid = ?"));
    q.addBindValue(uuid);
    return q.exec() && q.next();
}

void Storage::addToken(const QString &token, const Token &info)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "INSERT OR REPLACE INTO tokens (hash, scopes, accounts, expires_at) VALUES (?, ?, ?, ?)"));
    q.addBindValue(hashOf(token));
    q.addBindValue(info.scopes.join(QLatin1Char(' ')));
    q.addBindValue(info.accounts.join(QLatin1Char(' ')));
    q.addBindValue(
        info.expiresAt.isValid() ? QVariant(info.expiresAt.toUTC().toString(Qt::ISODate)) : QVariant());
    q.exec();
}

std::optional<Storage::Token> Storage::token(const QString &token) const
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT scopes, accounts, expires_at FROM tokens WHERE hash = ?"));
    q.addBindValue(hashOf(token));
    if (!q.exec() || !q.next())
        return std::nullopt;
    Token t;
    t.scopes = q.value(0).toString().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    t.accounts = q.value(1).toString().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (!q.value(2).isNull())
        t.expiresAt = QDateTime::fromString(q.value(2).toString(), Qt::ISODate);
    return t;
}

bool Storage::put(const QString &account, const QString &kind, const QJsonObject &json,
    const QJsonObject &listItem, const QString &updatedAt)
{
    const QString uuid = json.value(QLatin1String("uuid")).toString();
    QSqlQuery q(m_db);
    q.prepare(
        QStringLiteral("INSERT INTO records (account, kind, uuid, id, updated_at, json, list_json) VALUES "
                       "(:account, :kind, :uuid, COALESCE((SELECT MAX(id) FROM records WHERE account = "
                       ":account AND kind = :kind), 0) + 1, "
                       ":updated, :json, :list) "
                       "ON CONFLICT (account, kind, uuid) DO UPDATE SET updated_at = excluded.updated_at, "
                       "json = excluded.json, "
                       "list_json = excluded.list_json"));
    q.bindValue(QStringLiteral(":account"), account);
    q.bindValue(QStringLiteral(":kind"), kind);
    q.bindValue(QStringLiteral(":uuid"), uuid);
    q.bindValue(QStringLiteral(":updated"), updatedAt);
    q.bindValue(
        QStringLiteral(":json"), QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact)));
    q.bindValue(
        QStringLiteral(":list"), QString::fromUtf8(QJsonDocument(listItem).toJson(QJsonDocument::Compact)));
    return q.exec();
}

std::optional<Storage::Record> Storage::get(
    const QString &account, const QString &kind, const QString &uuid) const
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "SELECT id, updated_at, json FROM records WHERE account = ? AND kind = ? AND uuid = ?"));
    q.addBindValue(account);
    q.addBindValue(kind);
    q.addBindValue(uuid);
    if (!q.exec() || !q.next())
        return std::nullopt;
    Record r;
    r.uuid = uuid;
    r.id = q.value(0).toLongLong();
    r.updatedAt = q.value(1).toString();
    r.json = QJsonDocument::fromJson(q.value(2).toString().toUtf8()).object();
    return r;
}

bool Storage::remove(const QString &account, const QString &kind, const QString &uuid)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("DELETE FROM records WHERE account = ? AND kind = ? AND uuid = ?"));
    q.addBindValue(account);
    q.addBindValue(kind);
    q.addBindValue(uuid);
    return q.exec() && q.numRowsAffected() > 0;
}

Storage::Page Storage::list(
    const QString &account, const QString &kind, int page, int limit, const QString &updatedSince) const
{
    Page result;
    // An empty (null) string would bind as NULL and match nothing.
    const QString since = updatedSince.isEmpty() ? QStringLiteral("0000") : updatedSince;
    const QString where = QStringLiteral(" WHERE account = ? AND kind = ? AND updated_at >= ?");
    QSqlQuery count(m_db);
    count.prepare(QStringLiteral("SELECT COUNT(*) FROM records") + where);
    count.addBindValue(account);
    count.addBindValue(kind);
    count.addBindValue(since);
    if (count.exec() && count.next())
        result.total = count.value(0).toLongLong();
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT list_json FROM records") + where
        + QStringLiteral(" ORDER BY id LIMIT ? OFFSET ?"));
    q.addBindValue(account);
    q.addBindValue(kind);
    q.addBindValue(since);
    q.addBindValue(limit);
    q.addBindValue(qint64(page - 1) * limit);
    if (q.exec()) {
        while (q.next())
            result.items.append(q.value(0).toString().toUtf8());
    }
    return result;
}

QList<Storage::Record> Storage::all(const QString &account, const QString &kind) const
{
    QList<Record> result;
    QSqlQuery q(m_db);
    q.setForwardOnly(true);
    q.prepare(QStringLiteral(
        "SELECT uuid, id, updated_at, json FROM records WHERE account = ? AND kind = ? ORDER BY id"));
    q.addBindValue(account);
    q.addBindValue(kind);
    if (q.exec()) {
        while (q.next())
            result.append({q.value(0).toString(), q.value(1).toLongLong(), q.value(2).toString(),
                QJsonDocument::fromJson(q.value(3).toString().toUtf8()).object()});
    }
    return result;
}
