#include "Storage.h"

#include <QAtomicInt>
#include <QCryptographicHash>
#include <QDir>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>

#include <memory>

namespace {

QString hashOf(const QString &token)
{
    return QString::fromLatin1(QCryptographicHash::hash(token.toUtf8(), QCryptographicHash::Sha256).toHex());
}

// Ids per block of `buckets`: a page start is found by summing at most (records / blockSize) counts and
// then skipping fewer than blockSize entries of the id index.
constexpr qint64 blockSize = 1024;

} // namespace

// One thread's connection: its name and the statement put() runs again and again (seeding, batches).
struct Storage::Connection
{
    QString name;
    std::unique_ptr<QSqlQuery> put;
};

Storage::Storage() = default;
Storage::~Storage() = default;

Storage::Connection &Storage::connection() const
{
    const Qt::HANDLE thread = QThread::currentThreadId();
    QMutexLocker lock(&m_mutex);
    std::shared_ptr<Connection> &c = m_connections[thread];
    if (!c) {
        static QAtomicInt next;
        c = std::make_shared<Connection>();
        c->name = QStringLiteral("sandbox-%1").arg(next.fetchAndAddRelaxed(1) + 1);
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), c->name);
        db.setDatabaseName(m_file);
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
        if (db.open()) {
            QSqlQuery q(db);
            q.exec(QStringLiteral("PRAGMA synchronous=NORMAL"));
        }
    }
    return *c;
}

QSqlDatabase Storage::db() const
{
    return QSqlDatabase::database(connection().name, false);
}

QString Storage::now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

bool Storage::open(const QString &dir, QString *error)
{
    QDir().mkpath(dir);
    m_dir = dir;
    m_file = QDir(dir).filePath(QStringLiteral("sandbox.sqlite"));
    // The opening thread's connection keeps the name "sandbox" (main() reads the accounts through it).
    auto c = std::make_shared<Connection>();
    c->name = QStringLiteral("sandbox");
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), c->name);
    db.setDatabaseName(m_file);
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    {
        QMutexLocker lock(&m_mutex);
        m_connections.insert(QThread::currentThreadId(), c);
    }
    if (!db.open()) {
        *error = db.lastError().text();
        return false;
    }
    QSqlQuery q(db);
    for (const char *sql : {
             "PRAGMA journal_mode=WAL",
             "PRAGMA synchronous=NORMAL",
             "CREATE TABLE IF NOT EXISTS accounts (uuid TEXT PRIMARY KEY, name TEXT NOT NULL, currency TEXT)",
             "CREATE TABLE IF NOT EXISTS tokens (hash TEXT PRIMARY KEY, scopes TEXT NOT NULL, accounts TEXT "
             "NOT NULL, expires_at TEXT)",
             "CREATE TABLE IF NOT EXISTS records (account TEXT NOT NULL, kind TEXT NOT NULL, uuid TEXT NOT "
             "NULL, id INTEGER NOT NULL, updated_at TEXT NOT NULL, json TEXT NOT NULL, list_json TEXT NOT "
             "NULL, PRIMARY KEY (account, kind, uuid))",
             "CREATE INDEX IF NOT EXISTS records_by_id ON records (account, kind, id)",
             // updatedSince: the changed records are a range of this index, already in id order per stamp.
             "DROP INDEX IF EXISTS records_by_update",
             "CREATE INDEX IF NOT EXISTS records_by_change ON records (account, kind, updated_at, id)",
             // How many records each block of ids holds, kept by the triggers below (so a rollback undoes
             // it too). Filled from the records once for a folder written before it existed.
             "CREATE TABLE IF NOT EXISTS buckets (account TEXT NOT NULL, kind TEXT NOT NULL, bucket INTEGER "
             "NOT NULL, n INTEGER NOT NULL, PRIMARY KEY (account, kind, bucket)) WITHOUT ROWID",
             "BEGIN",
             "DROP TRIGGER IF EXISTS records_counted",
             "DROP TRIGGER IF EXISTS records_uncounted",
             "DELETE FROM buckets",
             "INSERT INTO buckets (account, kind, bucket, n) SELECT account, kind, id / 1024, COUNT(*) FROM "
             "records GROUP BY account, kind, id / 1024",
             "CREATE TRIGGER records_counted AFTER INSERT ON records BEGIN INSERT INTO buckets (account, "
             "kind, bucket, n) VALUES (new.account, new.kind, new.id / 1024, 1) ON CONFLICT (account, kind, "
             "bucket) DO UPDATE SET n = n + 1; END",
             "CREATE TRIGGER records_uncounted AFTER DELETE ON records BEGIN UPDATE buckets SET n = n - 1 "
             "WHERE account = old.account AND kind = old.kind AND bucket = old.id / 1024; END",
             "COMMIT",
         }) {
        if (!q.exec(QString::fromLatin1(sql))) {
            *error = q.lastError().text();
            return false;
        }
    }
    static_assert(blockSize == 1024, "the triggers and the fill above divide by 1024");
    return true;
}

bool Storage::isEmpty() const
{
    QSqlQuery q(db());
    q.exec(QStringLiteral("SELECT COUNT(*) FROM accounts"));
    return !q.next() || q.value(0).toInt() == 0;
}

bool Storage::transaction()
{
    return db().transaction();
}

bool Storage::commit()
{
    return db().commit();
}

void Storage::rollback()
{
    db().rollback();
}

void Storage::addAccount(const QString &uuid, const QString &name, const QString &currency)
{
    QSqlQuery q(db());
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO accounts (uuid, name, currency) VALUES (?, ?, ?)"));
    q.addBindValue(uuid);
    q.addBindValue(name);
    q.addBindValue(currency);
    q.exec();
}

QList<QJsonObject> Storage::accounts(const QStringList &uuids) const
{
    QList<QJsonObject> result;
    QSqlQuery q(db());
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
    QSqlQuery q(db());
    q.prepare(QStringLiteral("SELECT 1 FROM accounts WHERE uuid = ?"));
    q.addBindValue(uuid);
    return q.exec() && q.next();
}

void Storage::addToken(const QString &token, const Token &info)
{
    QSqlQuery q(db());
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
    QSqlQuery q(db());
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
    Connection &c = connection();
    if (!c.put) {
        c.put = std::make_unique<QSqlQuery>(db());
        c.put->prepare(QStringLiteral(
            "INSERT INTO records (account, kind, uuid, id, updated_at, json, list_json) VALUES "
            "(:account, :kind, :uuid, COALESCE((SELECT MAX(id) FROM records WHERE account = "
            ":account AND kind = :kind), 0) + 1, :updated, :json, :list) "
            "ON CONFLICT (account, kind, uuid) DO UPDATE SET updated_at = excluded.updated_at, "
            "json = excluded.json, list_json = excluded.list_json"));
    }
    QSqlQuery &q = *c.put;
    q.bindValue(QStringLiteral(":account"), account);
    q.bindValue(QStringLiteral(":kind"), kind);
    q.bindValue(QStringLiteral(":uuid"), json.value(QLatin1String("uuid")).toString());
    q.bindValue(QStringLiteral(":updated"), updatedAt);
    q.bindValue(
        QStringLiteral(":json"), QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact)));
    q.bindValue(
        QStringLiteral(":list"), QString::fromUtf8(QJsonDocument(listItem).toJson(QJsonDocument::Compact)));
    const bool ok = q.exec();
    q.finish();
    return ok;
}

std::optional<Storage::Record> Storage::get(
    const QString &account, const QString &kind, const QString &uuid) const
{
    QSqlQuery q(db());
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
    QSqlQuery q(db());
    q.prepare(QStringLiteral("DELETE FROM records WHERE account = ? AND kind = ? AND uuid = ?"));
    q.addBindValue(account);
    q.addBindValue(kind);
    q.addBindValue(uuid);
    return q.exec() && q.numRowsAffected() > 0;
}

qint64 Storage::count(const QString &account, const QString &kind) const
{
    QSqlQuery q(db());
    q.prepare(QStringLiteral("SELECT COALESCE(SUM(n), 0) FROM buckets WHERE account = ? AND kind = ?"));
    q.addBindValue(account);
    q.addBindValue(kind);
    return q.exec() && q.next() ? q.value(0).toLongLong() : 0;
}

Storage::Page Storage::list(
    const QString &account, const QString &kind, int page, int limit, const QString &updatedSince) const
{
    Page result;
    const qint64 offset = qint64(page - 1) * limit;
    const qint64 all = count(account, kind);
    if (!updatedSince.isEmpty()) {
        // Only the records changed since: counted on, and read from, their range of records_by_change,
        // so the work is that range (an incremental sync's few changes), not the account.
        QSqlQuery count(db());
        count.prepare(QStringLiteral("SELECT COUNT(*) FROM records INDEXED BY records_by_change WHERE "
                                     "account = ? AND kind = ? AND updated_at >= ?"));
        count.addBindValue(account);
        count.addBindValue(kind);
        count.addBindValue(updatedSince);
        if (count.exec() && count.next())
            result.total = count.value(0).toLongLong();
        // A date before every change is the whole account: listed in id order as below.
        if (result.total < all) {
            QSqlQuery q(db());
            q.setForwardOnly(true);
            q.prepare(
                QStringLiteral("SELECT list_json FROM records INDEXED BY records_by_change WHERE account "
                               "= ? AND kind = ? AND updated_at >= ? ORDER BY id LIMIT ? OFFSET ?"));
            q.addBindValue(account);
            q.addBindValue(kind);
            q.addBindValue(updatedSince);
            q.addBindValue(limit);
            q.addBindValue(offset);
            if (q.exec()) {
                while (q.next())
                    result.items.append(q.value(0).toString().toUtf8());
            }
            return result;
        }
    }
    result.total = all;
    if (offset >= all)
        return result;
    // The block holding the page's first record: the counts of the blocks before it add up to <= offset.
    qint64 before = 0;
    qint64 block = -1;
    {
        QSqlQuery q(db());
        q.setForwardOnly(true);
        q.prepare(QStringLiteral(
            "SELECT bucket, n FROM buckets WHERE account = ? AND kind = ? AND n > 0 ORDER BY bucket"));
        q.addBindValue(account);
        q.addBindValue(kind);
        if (q.exec()) {
            while (q.next()) {
                const qint64 n = q.value(1).toLongLong();
                if (before + n > offset) {
                    block = q.value(0).toLongLong();
                    break;
                }
                before += n;
            }
        }
    }
    if (block < 0)
        return result;
    // Within the block: skip on the id index alone (fewer than blockSize entries), then read the page.
    qint64 first = -1;
    {
        QSqlQuery q(db());
        q.setForwardOnly(true);
        q.prepare(QStringLiteral("SELECT id FROM records INDEXED BY records_by_id WHERE account = ? AND kind "
                                 "= ? AND id >= ? ORDER BY id LIMIT 1 OFFSET ?"));
        q.addBindValue(account);
        q.addBindValue(kind);
        q.addBindValue(block * blockSize);
        q.addBindValue(offset - before);
        if (q.exec() && q.next())
            first = q.value(0).toLongLong();
    }
    if (first < 0)
        return result;
    QSqlQuery q(db());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT list_json FROM records INDEXED BY records_by_id WHERE account = ? AND "
                             "kind = ? AND id >= ? ORDER BY id LIMIT ?"));
    q.addBindValue(account);
    q.addBindValue(kind);
    q.addBindValue(first);
    q.addBindValue(limit);
    if (q.exec()) {
        while (q.next())
            result.items.append(q.value(0).toString().toUtf8());
    }
    return result;
}

QList<Storage::Record> Storage::all(const QString &account, const QString &kind) const
{
    QList<Record> result;
    QSqlQuery q(db());
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
