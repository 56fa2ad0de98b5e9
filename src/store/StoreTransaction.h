#pragma once

#include <QCoreApplication>
#include <QString>

class AccountDatabase;

// A write transaction on an account's database that rolls back unless committed, so a failure half
// way leaves nothing half-written. Transactions nest: the outermost is BEGIN IMMEDIATE (takes the write
// lock at once, so a concurrent writer waits instead of failing later; it waits in tries of 100 ms up to
// the busy timeout, and a thread asked to stop (QThread::requestInterruption) gives up between them),
// inner ones are savepoints. Lets the sync engine put a page's documents and its resume marker in one
// commit.
class StoreTransaction
{
    Q_DECLARE_TR_FUNCTIONS(StoreTransaction)

public:
    explicit StoreTransaction(AccountDatabase &database);
    ~StoreTransaction();
    StoreTransaction(const StoreTransaction &) = delete;
    StoreTransaction &operator=(const StoreTransaction &) = delete;

    bool isActive() const { return m_active; }
    [[nodiscard]] bool commit();
    void rollback();
    QString errorString() const { return m_error; }

private:
    bool begin();
    bool exec(const QString &statement);

    AccountDatabase &m_database;
    int m_level = 0; // 1 = outermost
    bool m_active = false;
    QString m_error;
};
