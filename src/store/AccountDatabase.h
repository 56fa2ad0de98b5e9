#pragma once

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>

// One account's local SQLite file, <dataDir>/<accountUuid>.sqlite, opened for the calling thread.
// QSqlDatabase connections belong to the thread that made them, so each thread gets its own named
// connection (WAL journal, foreign keys on, busy timeout, schema migrated). Handles on one thread share
// that connection and the last one closes it. A handle is used and destroyed on the thread that made it.
class AccountDatabase
{
    Q_DECLARE_TR_FUNCTIONS(AccountDatabase)

public:
    AccountDatabase(const QString &dataDir, const QString &accountUuid);
    // Opens filePath and migrates it up to schemaVersion only (tests build files of older versions).
    AccountDatabase(const QString &filePath, int schemaVersion);
    AccountDatabase(const AccountDatabase &other);
    AccountDatabase &operator=(const AccountDatabase &other);
    ~AccountDatabase();

    static QString filePath(const QString &dataDir, const QString &accountUuid);

    bool isOpen() const { return !m_connectionName.isEmpty(); }
    // Why the file could not be opened, in words; empty when open.
    QString errorString() const { return m_error; }
    QString path() const { return m_path; }
    QSqlDatabase connection() const;
    int schemaVersion() const;

private:
    friend class StoreTransaction;

    void open(int schemaVersion);
    void release();
    int &transactionDepth();

    QString m_path;
    QString m_connectionName;
    QString m_error;
};
