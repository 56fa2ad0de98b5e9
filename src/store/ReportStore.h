#pragma once

#include "domain/DocumentKind.h"
#include "store/AccountDatabase.h"

#include <QByteArray>
#include <QDate>
#include <QList>
#include <QSet>
#include <QString>

#include <functional>

// What the reports read of the local copy: invoices and credit notes with their current detail (or the
// VAT lines derived from it before, report_vat), the log of documents written since (report_changes,
// which the store's triggers write) and the copy's token (report_copy). The reports decide what the
// rows mean (reports/ReportSource); this class only reads and writes them. Any thread; the connection
// is per thread.
class ReportStore
{
public:
    explicit ReportStore(const AccountDatabase &database);

    // One invoice or credit note as the reports read it. The dunning level as a number (DunningLevel),
    // dates as days, strings as the row has them.
    struct Row
    {
        DocumentKind kind = DocumentKind::Invoice;
        QString uuid;
        QString number;
        QDate date;
        QDate dueDate;
        QString currency;
        qint64 totalMinor = 0;
        qint64 openMinor = 0;
        QString receiverName;
        QString customerKey; // company or person uuid, else customer number, else the receiver's name
        int dunningLevel = 0;
        bool cancelled = false;
        qint64 updatedAtMs = 0;
        bool hasDetail = false; // a current detail is stored (DocumentStore::currentDetailCondition)
        qint64 savedAt = 0; // the detail's
        bool hasLines = false; // `lines` derived from this very detail before; else `json` is the detail
        QString lines;
        QByteArray json;
    };
    using EachRow = std::function<void(const Row &)>;

    // The copy's token (names this file) and the last entry of report_changes (0 when none).
    [[nodiscard]] bool readState(QString *copyToken, qint64 *lastChange, QString *error) const;
    // Every invoice and credit note.
    [[nodiscard]] bool readDocuments(const EachRow &each, QString *error) const;

    // The entries of report_changes in (after, upTo]: the first entry's id (-1 when none), how many
    // documents, and their uuids per kind.
    struct Changes
    {
        qint64 first = -1;
        qint64 documents = 0;
        QSet<QString> invoices;
        QSet<QString> creditNotes;
    };
    [[nodiscard]] bool readChangeCount(qint64 after, qint64 upTo, Changes *changes, QString *error) const;
    [[nodiscard]] bool readChangedUuids(qint64 after, qint64 upTo, Changes *changes, QString *error) const;
    // The invoices and credit notes among the changes in (after, upTo], as they are now (a deleted one is
    // not found).
    [[nodiscard]] bool readChangedDocuments(
        qint64 after, qint64 upTo, const EachRow &each, QString *error) const;

    // The VAT lines the reports derived from a detail, kept for the detail as it was saved (`savedAt`).
    struct Derived
    {
        QString kind;
        QString uuid;
        qint64 savedAt = 0;
        QString lines;
    };
    // Keeps what was derived and clears the changes taken in (up to `changesRead`), in one transaction.
    // Only a cache: a failure costs the next read time, nothing else (logged at debug level).
    void saveDerived(const QList<Derived> &derived, qint64 changesRead);

private:
    bool readRows(const QString &where, qint64 after, qint64 upTo, const EachRow &each, QString *error) const;

    AccountDatabase m_db;
};
