#include "store/StoreTransaction.h"

#include "store/AccountDatabase.h"

#include <QDeadlineTimer>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>

namespace {

// AccountDatabase's busy timeout (QSQLITE_BUSY_TIMEOUT): a writer waits that long for another at most.
constexpr int busyTimeoutMs = 10000;
// One try's wait for the write lock; between tries a thread asked to stop gives up.
constexpr int writeLockStepMs = 100;

bool isBusy(const QSqlError &error)
{
    return (error.nativeErrorCode().toInt() & 0xff) == 5; // SQLITE_BUSY and its extended codes
}

} // namespace

StoreTransaction::StoreTransaction(AccountDatabase &database)
    : m_database(database)
{
    if (!m_database.isOpen()) {
        m_error = m_database.errorString();
        return;
    }
    int &depth = m_database.transactionDepth();
    const bool ok = depth == 0 ? begin() : exec(QStringLiteral("SAVEPOINT tx%1").arg(depth + 1));
    if (!ok)
        return;
    m_level = ++depth;
    m_active = true;
}

StoreTransaction::~StoreTransaction()
{
    rollback();
}

bool StoreTransaction::commit()
{
    if (!m_active)
        return false;
    const bool ok =
        m_level == 1 ? exec(QStringLiteral("COMMIT")) : exec(QStringLiteral("RELEASE tx%1").arg(m_level));
    if (!ok) {
        const QString why = m_error;
        rollback(); // a failed COMMIT leaves the transaction open
        m_error = why;
        return false;
    }
    m_active = false;
    --m_database.transactionDepth();
    return true;
}

void StoreTransaction::rollback()
{
    if (!m_active)
        return;
    m_active = false;
    if (m_level == 1) {
        exec(QStringLiteral("ROLLBACK"));
    } else {
        exec(QStringLiteral("ROLLBACK TO tx%1").arg(m_level));
        exec(QStringLiteral("RELEASE tx%1").arg(m_level));
    }
    --m_database.transactionDepth();
}

bool StoreTransaction::begin()
{
    // The write lock is waited for in short tries rather than one busy timeout: a thread asked to stop
    // (QThread::requestInterruption: the sync's worker when its window or session goes) gives up at the
    // next try, and whoever waits for that thread to end is not held up to the whole timeout.
    QThread *thread = QThread::currentThread();
    QSqlQuery q(m_database.connection());
    const bool stepped = q.exec(QStringLiteral("PRAGMA busy_timeout=%1").arg(writeLockStepMs));
    const QDeadlineTimer deadline(busyTimeoutMs);
    bool ok = q.exec(QStringLiteral("BEGIN IMMEDIATE"));
    while (!ok && stepped && isBusy(q.lastError()) && !thread->isInterruptionRequested()
        && !deadline.hasExpired())
        ok = q.exec(QStringLiteral("BEGIN IMMEDIATE"));
    const QSqlError error = q.lastError();
    if (stepped)
        q.exec(QStringLiteral("PRAGMA busy_timeout=%1").arg(busyTimeoutMs));
    if (ok)
        return true;
    m_error = thread->isInterruptionRequested() && isBusy(error)
        ? tr("stopped while another writer held the local data")
        : error.text();
    return false;
}

bool StoreTransaction::exec(const QString &statement)
{
    QSqlQuery q(m_database.connection());
    if (q.exec(statement))
        return true;
    m_error = q.lastError().text();
    return false;
}
