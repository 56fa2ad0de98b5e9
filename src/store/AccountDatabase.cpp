#include "store/AccountDatabase.h"

#include "store/SchemaMigrations.h"
#include "store/StoreLogging.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>

namespace {

struct ThreadConnection
{
    int handles = 0;
    int transactionDepth = 0;
};

// Per thread: the connections this thread has open, by connection name.
thread_local QHash<QString, ThreadConnection> t_connections;

// Opening and migrating are serialised within the process so that two threads opening the same new
// file do not race on the journal mode or the first migration.
QMutex s_openMutex;

QString connectionNameFor(const QString &path)
{
    return QStringLiteral("invoicedesk:%1:%2").arg(path).arg(quintptr(QThread::currentThreadId()), 0, 16);
}

bool execPragma(QSqlDatabase &db, const QString &statement, QString *result = nullptr)
{
    QSqlQuery q(db);
    if (!q.exec(statement))
        return false;
    if (result && q.next())
        *result = q.value(0).toString();
    return true;
}

} // namespace

AccountDatabase::AccountDatabase(const QString &dataDir, const QString &accountUuid)
    : m_path(filePath(dataDir, accountUuid))
{
    if (accountUuid.isEmpty() || accountUuid.contains(QLatin1Char('/'))) {
        m_error = tr("No valid account was given for the local data.");
        return;
    }
    open(SchemaMigrations::latestVersion());
}

AccountDatabase::AccountDatabase(const QString &filePath, int schemaVersion)
    : m_path(QFileInfo(filePath).absoluteFilePath())
{
    open(schemaVersion);
}

AccountDatabase::AccountDatabase(const AccountDatabase &other)
    : m_path(other.m_path)
    , m_connectionName(other.m_connectionName)
    , m_error(other.m_error)
{
    if (isOpen()) {
        Q_ASSERT(t_connections.contains(m_connectionName)); // copies stay on the thread that opened it
        ++t_connections[m_connectionName].handles;
    }
}

AccountDatabase &AccountDatabase::operator=(const AccountDatabase &other)
{
    if (this == &other)
        return *this;
    release();
    m_path = other.m_path;
    m_connectionName = other.m_connectionName;
    m_error = other.m_error;
    if (isOpen())
        ++t_connections[m_connectionName].handles;
    return *this;
}

AccountDatabase::~AccountDatabase()
{
    release();
}

QString AccountDatabase::filePath(const QString &dataDir, const QString &accountUuid)
{
    return QFileInfo(QDir(dataDir).filePath(accountUuid + QStringLiteral(".sqlite"))).absoluteFilePath();
}

QSqlDatabase AccountDatabase::connection() const
{
    return isOpen() ? QSqlDatabase::database(m_connectionName, false) : QSqlDatabase();
}

int AccountDatabase::schemaVersion() const
{
    bool ok = false;
    const int version = SchemaMigrations::currentVersion(connection(), &ok);
    return ok ? version : -1;
}

void AccountDatabase::open(int schemaVersion)
{
    const QString name = connectionNameFor(m_path);
    auto existing = t_connections.find(name);
    if (existing != t_connections.end()) {
        ++existing->handles;
        m_connectionName = name;
        return;
    }

    QMutexLocker locker(&s_openMutex);
    if (!QDir().mkpath(QFileInfo(m_path).absolutePath())) {
        m_error = tr("The folder for the local data (%1) could not be created.")
                      .arg(QDir::toNativeSeparators(QFileInfo(m_path).absolutePath()));
        return;
    }
    QString error;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(m_path);
        // Readers (GUI, pool threads) and the sync writer share the file: wait rather than fail.
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=10000"));
        QString mode;
        QString foreignKeys;
        if (!db.open()) {
            error = db.lastError().text();
        } else if (!execPragma(db, QStringLiteral("PRAGMA journal_mode=WAL"), &mode)
            || mode.compare(QLatin1String("wal"), Qt::CaseInsensitive) != 0) {
            error = tr("the write-ahead journal could not be switched on (%1)").arg(mode);
        } else if (!execPragma(db, QStringLiteral("PRAGMA synchronous=NORMAL"))
            || !execPragma(db, QStringLiteral("PRAGMA foreign_keys=ON"))
            || !execPragma(db, QStringLiteral("PRAGMA foreign_keys"), &foreignKeys)
            || foreignKeys != QLatin1String("1")) {
            error = tr("the database settings could not be applied");
        } else {
            SchemaMigrations::migrate(db, schemaVersion, &error);
        }
        if (!error.isEmpty())
            db.close();
    }
    if (!error.isEmpty()) {
        QSqlDatabase::removeDatabase(name);
        m_error =
            tr("The local data file %1 could not be opened: %2").arg(QDir::toNativeSeparators(m_path), error);
        qCWarning(lcStore).noquote() << m_error;
        return;
    }
    t_connections.insert(name, ThreadConnection {1, 0});
    m_connectionName = name;
}

void AccountDatabase::release()
{
    if (!isOpen())
        return;
    const QString name = m_connectionName;
    m_connectionName.clear();
    auto it = t_connections.find(name);
    if (it == t_connections.end() || --it->handles > 0)
        return;
    t_connections.erase(it);
    {
        QSqlDatabase db = QSqlDatabase::database(name, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

bool AccountDatabase::keepTemporaryDataInMemory()
{
    if (!isOpen())
        return false;
    QSqlQuery q(connection());
    return q.exec(QStringLiteral("PRAGMA temp_store=MEMORY"));
}

bool AccountDatabase::inTransaction() const
{
    const auto it = t_connections.constFind(m_connectionName);
    return it != t_connections.cend() && it->transactionDepth > 0;
}

int &AccountDatabase::transactionDepth()
{
    static int none = 0;
    auto it = t_connections.find(m_connectionName);
    return it == t_connections.end() ? none : it->transactionDepth;
}
