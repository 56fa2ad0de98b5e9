#pragma once

#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QMutex>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

// The sandbox's SQLite file. Every resource is a row of `records`: its account, its kind ("invoices",
// "companies", ...), uuid, a per-account-and-kind id, updated_at, the full JSON and the JSON of its list
// item (precomputed, so a list page is a string join). Tokens are kept as SHA-256 hashes only.
//
// Every thread that uses a Storage gets its own SQLite connection to the same file (WAL: readers run beside
// the one writer), so the server can answer read-only requests on a thread pool. A transaction belongs to
// the calling thread's connection.
//
// A list page costs the page, not the account: `buckets` keeps, per account, kind and block of 1024 ids,
// how many records it holds (triggers keep it true, rollbacks included); a page's first id is found by
// summing those counts (one small query) and seeking into one block of the (account, kind, id) index.
class Storage
{
public:
    struct Token
    {
        QStringList scopes;
        QStringList accounts;
        QDateTime expiresAt; // invalid: never
    };
    struct Record
    {
        QString uuid;
        qint64 id = 0;
        QString updatedAt;
        QJsonObject json;
    };
    struct Page
    {
        QList<QByteArray> items;
        qint64 total = 0;
    };

    Storage();
    ~Storage();
    Q_DISABLE_COPY_MOVE(Storage)

    bool open(const QString &dir, QString *error);
    // The data folder (PDF downloads and the e-mail outbox live beside the database).
    QString dir() const { return m_dir; }
    bool isEmpty() const;
    bool transaction();
    bool commit();
    void rollback();

    void addAccount(const QString &uuid, const QString &name, const QString &currency);
    QList<QJsonObject> accounts(const QStringList &uuids) const;
    bool accountExists(const QString &uuid) const;

    void addToken(const QString &token, const Token &info);
    std::optional<Token> token(const QString &token) const;

    // Inserts or replaces; id is kept on replace, assigned (max + 1) on insert.
    bool put(const QString &account, const QString &kind, const QJsonObject &json,
        const QJsonObject &listItem, const QString &updatedAt);
    std::optional<Record> get(const QString &account, const QString &kind, const QString &uuid) const;
    bool remove(const QString &account, const QString &kind, const QString &uuid);
    // Every record of a kind, ordered by id (for filters the list query cannot express, e.g. tags).
    QList<Record> all(const QString &account, const QString &kind) const;
    // Ordered by id; updatedSince compares against updated_at ("YYYY-MM-DD" or a full timestamp).
    Page list(
        const QString &account, const QString &kind, int page, int limit, const QString &updatedSince) const;

    static QString now();

private:
    struct Connection;
    Connection &connection() const;
    QSqlDatabase db() const;
    qint64 count(const QString &account, const QString &kind) const;

    QString m_dir;
    QString m_file;
    mutable QMutex m_mutex; // guards m_connections
    mutable QHash<Qt::HANDLE, std::shared_ptr<Connection>> m_connections; // by thread
};
