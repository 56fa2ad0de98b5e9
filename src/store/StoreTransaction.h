#pragma once

#include <QString>

class AccountDatabase;

// A write transaction on an account's database that rolls back unless committed, so a failure half
// way leaves nothing half-written. Transactions nest: the outermost is BEGIN IMMEDIATE (takes the write
// lock at once, so a concurrent writer waits instead of failing later), inner ones are savepoints. Lets
// the sync engine put a page's documents and its resume marker in one commit.
class StoreTransaction
{
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
    bool exec(const QString &statement);

    AccountDatabase &m_database;
    int m_level = 0; // 1 = outermost
    bool m_active = false;
    QString m_error;
};
