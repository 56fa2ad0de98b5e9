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
    // A StoreTransaction is open on this thread's connection.
    bool inTransaction() const;
    // Keeps SQLite's temporary data of this thread's connection in memory (PRAGMA temp_store=MEMORY), for
    // a writer of many rows per transaction (the sync's pages): each statement's journal (the pages it
    // changes, kept until it ends) otherwise goes to a temporary file once one statement's passed 64 KiB,
    // and every later statement of the transaction writes it there, some 4,000 writes per page of 200
    // invoices. Not for readers of large sorts: their temporary b-trees would grow in memory too.
    bool keepTemporaryDataInMemory();

private:
    friend class StoreTransaction;

    void open(int schemaVersion);
    void release();
    int &transactionDepth();

    QString m_path;
    QString m_connectionName;
    QString m_error;
};
