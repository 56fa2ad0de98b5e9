#pragma once

#include "domain/DocumentSummary.h"
#include "store/AccountDatabase.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

// The documents of one account in its local SQLite file: the list rows the sync engine fetched, the
// detail cache of the single-document answers, and the marks a full listing leaves (seen / unseen).
// Cheap to construct on any thread (the connection is shared per thread, see AccountDatabase); use an
// instance on the thread that made it. Every write is all-or-nothing.
class DocumentStore
{
    Q_DECLARE_TR_FUNCTIONS(DocumentStore)

public:
    DocumentStore(const QString &dataDir, const QString &accountUuid);
    explicit DocumentStore(const AccountDatabase &database);

    bool isOpen() const { return m_db.isOpen(); }
    // The last failure, in words.
    QString errorString() const { return m_error; }
    AccountDatabase &database() { return m_db; }

    // Inserts or updates the documents in one transaction (joins an open StoreTransaction). Each row is
    // marked with sync generation `generation`; without one, with the highest generation of its kind,
    // so rows written outside a listing are never swept by the listing running at the same time.
    // A row's generation never goes down.
    [[nodiscard]] bool upsert(
        const QList<DocumentSummary> &documents, std::optional<qint64> generation = std::nullopt);
    // The same as part of the StoreTransaction the caller holds open, without a savepoint of its own: the
    // caller rolls the whole transaction back when this fails (the sync's page and its resume marker).
    // A savepoint here made SQLite copy every page the rows touched to a temporary file first (its
    // sub-journal), some 8 MB per page of 200 invoices, most of a full sync's time. False, writing
    // nothing, when no transaction is open.
    [[nodiscard]] bool upsertInTransaction(
        const QList<DocumentSummary> &documents, std::optional<qint64> generation = std::nullopt);

    // Every document of the kind, without the original JSON (100,000 rows would otherwise take hundreds
    // of megabytes); find() returns one with it.
    QList<DocumentSummary> loadAll(DocumentKind kind) const;
    // The same one row at a time, without holding them all as DocumentSummary objects (a list model
    // stores them compactly as they come). With newestLimit > 0, only that many, in the lists' default
    // order (newest date first, then highest id): the first screenful, read before the rest. `each`
    // returns false to stop reading (the window closing).
    bool read(DocumentKind kind, const std::function<bool(const DocumentSummary &)> &each,
        int newestLimit = 0) const;
    std::optional<DocumentSummary> find(DocumentKind kind, const QString &uuid) const;
    qint64 count(DocumentKind kind) const;
    [[nodiscard]] bool remove(DocumentKind kind, const QString &uuid);

    // Marks of a listing: rows of the kind marked `generation` or later, the highest mark, and up to
    // `limit` uuids of rows not marked `generation` or later (not seen by the listing). Those are only
    // candidates: the sync removes one when the service says it is gone, never because it was not seen.
    qint64 countSeen(DocumentKind kind, qint64 generation) const;
    qint64 maxGeneration(DocumentKind kind) const;
    QStringList unseen(DocumentKind kind, qint64 generation, int limit) const;

    // The JSON of the single-document answer, so the detail pane works offline. saveDetail() fails when
    // the document is not in the store; the detail goes when its document goes.
    QByteArray detail(DocumentKind kind, const QString &uuid) const;
    // The freshness rule, the one place it is written: a stored detail is current while it was fetched
    // with the list entry's change time (documents.updated_at) or a later one. A detail whose time is not
    // known (NULL: stored before schema 12), or whose list entry shows a newer change, is stale: figures
    // read only current ones, and the next synchronisation fetches the others again. A list entry without
    // a change time (0) cannot show a change: its detail, once fetched, stays current. As SQL over
    // `documents d` joined with `document_details x`.
    static QString currentDetailCondition();
    // The detail only when it is current; empty otherwise (then the caller names it as not fetched).
    QByteArray currentDetail(DocumentKind kind, const QString &uuid) const;
    // `listUpdatedAtMs`: the change time of the list entry the detail was fetched after; without it, the
    // list entry's as stored now (a detail just fetched is at least as new as the row).
    [[nodiscard]] bool saveDetail(DocumentKind kind, const QString &uuid, const QByteArray &json,
        std::optional<qint64> listUpdatedAtMs = std::nullopt);

    // Invoices and credit notes whose detail is missing or stale, newest first, with the list entry's
    // change time to save the fetched detail with.
    struct DetailToFetch
    {
        DocumentKind kind = DocumentKind::Invoice;
        QString uuid;
        QString number;
        std::optional<qint64> listUpdatedAtMs;
    };
    QList<DetailToFetch> detailsToFetch() const;
    // Forgets when the stored details of the open invoices were fetched, so the next synchronisation
    // fetches them again: after the dunning settings changed, the dates they carry (next reminder) may
    // be wrong without the invoice showing a change. The number of details marked, or -1 on failure.
    int markOpenInvoiceDetailsStale();

private:
    bool fail(const QString &what, const QString &why) const;
    bool writeRows(const QList<DocumentSummary> &documents, std::optional<qint64> generation);
    QByteArray readDetail(DocumentKind kind, const QString &uuid, bool currentOnly) const;

    AccountDatabase m_db;
    mutable QString m_error;
};
