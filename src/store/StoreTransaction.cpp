#include "store/StoreTransaction.h"

#include "store/AccountDatabase.h"

#include <QSqlError>
#include <QSqlQuery>

StoreTransaction::StoreTransaction(AccountDatabase &database)
    : m_database(database)
{
    if (!m_database.isOpen()) {
        m_error = m_database.errorString();
        return;
    }
    int &depth = m_database.transactionDepth();
    const bool ok = depth == 0 ? exec(QStringLiteral("BEGIN IMMEDIATE"))
                               : exec(QStringLiteral("SAVEPOINT tx%1").arg(depth + 1));
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

bool StoreTransaction::exec(const QString &statement)
{
    QSqlQuery q(m_database.connection());
    if (q.exec(statement))
        return true;
    m_error = q.lastError().text();
    return false;
}
