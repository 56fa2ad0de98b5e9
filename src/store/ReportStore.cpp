#include "store/ReportStore.h"

#include "domain/DunningLevel.h"
#include "store/DocumentStore.h"
#include "store/StoreLogging.h"
#include "store/StoreTransaction.h"
#include "store/StoredDate.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

namespace {

// The dunning level as its number (DunningLevel), converted in SQL: it saves a string per row.
QString dunningLevelColumn()
{
    QString column = QStringLiteral("CASE d.dunning_level");
    for (const DunningLevel level : DunningLevels::reached())
        column += QStringLiteral(" WHEN '%1' THEN %2").arg(DunningLevels::wireName(level)).arg(int(level));
    return column + QStringLiteral(" ELSE 0 END");
}

// The columns a report reads of a document: the list row, the VAT lines derived before, or the detail's
// JSON when there are none yet for the detail as it is stored now. Only a current detail is joined
// (DocumentStore::currentDetailCondition): a stale one reads as not fetched, never as the figures.
// Converted in SQL where it saves a string per row: the kind, the customer's key, the dunning level and
// the dates (Julian day numbers, as QDate counts them).
const QString &documentColumns()
{
    static const QString columns =
        QStringLiteral(
            "SELECT d.kind = 'credit-notes', d.uuid, d.number, CAST(julianday(d.date) + 0.5 AS INTEGER),"
            " CAST(julianday(d.due_date) + 0.5 AS INTEGER), d.currency, d.total_minor, d.open_minor, "
            "d.receiver_name,"
            " coalesce(nullif(d.company_uuid, ''), nullif(d.person_uuid, ''), nullif(d.customer_number, ''),"
            " d.receiver_name), ")
        + dunningLevelColumn()
        + QStringLiteral(", d.cancelled, x.saved_at, CASE WHEN r.saved_at = x.saved_at THEN r.lines END,"
                         " CASE WHEN r.saved_at IS NOT x.saved_at THEN x.json END, d.updated_at"
                         " FROM documents d"
                         " LEFT JOIN document_details x ON x.kind = d.kind AND x.uuid = d.uuid AND ")
        + DocumentStore::currentDetailCondition()
        + QStringLiteral(" LEFT JOIN report_vat r ON r.kind = d.kind AND r.uuid = d.uuid");
    return columns;
}

void readRow(const QSqlQuery &q, ReportStore::Row &row)
{
    row.kind = q.value(0).toInt() != 0 ? DocumentKind::CreditNote : DocumentKind::Invoice;
    row.uuid = q.value(1).toString();
    row.number = q.value(2).toString();
    row.date = StoredDate::fromColumn(q.value(3));
    row.dueDate = StoredDate::fromColumn(q.value(4));
    row.currency = q.value(5).toString();
    row.totalMinor = q.value(6).toLongLong();
    row.openMinor = q.value(7).toLongLong();
    row.receiverName = q.value(8).toString();
    row.customerKey = q.value(9).toString();
    row.dunningLevel = q.value(10).toInt();
    row.cancelled = q.value(11).toInt() != 0;
    const QVariant savedAt = q.value(12);
    row.hasDetail = !savedAt.isNull();
    row.savedAt = savedAt.toLongLong();
    const QVariant lines = q.value(13);
    row.hasLines = row.hasDetail && !lines.isNull();
    row.lines = row.hasLines ? lines.toString() : QString();
    row.json = row.hasDetail && !row.hasLines ? q.value(14).toByteArray() : QByteArray();
    row.updatedAtMs = q.value(15).toLongLong();
}

} // namespace

ReportStore::ReportStore(const AccountDatabase &database)
    : m_db(database)
{ }

bool ReportStore::readState(QString *copyToken, qint64 *lastChange, QString *error) const
{
    QSqlQuery q(m_db.connection());
    if (!q.exec(QStringLiteral("SELECT (SELECT token FROM report_copy), coalesce((SELECT seq FROM"
                               " sqlite_sequence WHERE name = 'report_changes'), 0)"))
        || !q.next()) {
        *error = q.lastError().text();
        return false;
    }
    *copyToken = q.value(0).toString();
    *lastChange = q.value(1).toLongLong();
    return true;
}

bool ReportStore::readRows(
    const QString &where, qint64 after, qint64 upTo, const EachRow &each, QString *error) const
{
    QSqlQuery q(m_db.connection());
    q.setForwardOnly(true);
    if (!q.prepare(documentColumns() + where)) {
        *error = q.lastError().text();
        return false;
    }
    if (after >= 0) {
        q.addBindValue(after);
        q.addBindValue(upTo);
    }
    if (!q.exec()) {
        *error = q.lastError().text();
        return false;
    }
    Row row;
    while (q.next()) {
        readRow(q, row);
        each(row);
    }
    return true;
}

bool ReportStore::readDocuments(const EachRow &each, QString *error) const
{
    return readRows(QStringLiteral(" WHERE d.kind IN ('invoices', 'credit-notes')"), -1, -1, each, error);
}

bool ReportStore::readChangedDocuments(qint64 after, qint64 upTo, const EachRow &each, QString *error) const
{
    return readRows(QStringLiteral(" WHERE (d.kind, d.uuid) IN"
                                   " (SELECT kind, uuid FROM report_changes WHERE id > ? AND id <= ?)"),
        after, upTo, each, error);
}

bool ReportStore::readChangeCount(qint64 after, qint64 upTo, Changes *changes, QString *error) const
{
    QSqlQuery q(m_db.connection());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT min(id), count(DISTINCT kind || '/' || uuid) FROM report_changes"
                             " WHERE id > ? AND id <= ?"));
    q.addBindValue(after);
    q.addBindValue(upTo);
    if (!q.exec() || !q.next()) {
        *error = q.lastError().text();
        return false;
    }
    changes->first = q.value(0).isNull() ? -1 : q.value(0).toLongLong();
    changes->documents = q.value(1).toLongLong();
    return true;
}

bool ReportStore::readChangedUuids(qint64 after, qint64 upTo, Changes *changes, QString *error) const
{
    QSqlQuery q(m_db.connection());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT DISTINCT kind, uuid FROM report_changes WHERE id > ? AND id <= ?"));
    q.addBindValue(after);
    q.addBindValue(upTo);
    if (!q.exec()) {
        *error = q.lastError().text();
        return false;
    }
    const QString creditNotes = DocumentKinds::pathSegment(DocumentKind::CreditNote);
    while (q.next()) {
        (q.value(0).toString() == creditNotes ? changes->creditNotes : changes->invoices)
            .insert(q.value(1).toString());
    }
    return true;
}

void ReportStore::saveDerived(const QList<Derived> &derived, qint64 changesRead)
{
    StoreTransaction tx(m_db);
    if (!tx.isActive())
        return;
    QSqlQuery q(m_db.connection());
    if (!derived.isEmpty()) {
        if (!q.prepare(QStringLiteral("INSERT OR REPLACE INTO report_vat (kind, uuid, saved_at, lines)"
                                      " SELECT kind, uuid, saved_at, ? FROM document_details"
                                      " WHERE kind = ? AND uuid = ? AND saved_at = ?")))
            return;
        for (const Derived &d : derived) {
            q.bindValue(0, d.lines);
            q.bindValue(1, d.kind);
            q.bindValue(2, d.uuid);
            q.bindValue(3, d.savedAt);
            if (!q.exec())
                return;
        }
    }
    if (!q.prepare(QStringLiteral("DELETE FROM report_changes WHERE id <= ?")))
        return;
    q.addBindValue(changesRead);
    if (!q.exec())
        return;
    if (!tx.commit())
        qCDebug(lcStore) << "derived VAT lines not cached:" << tx.errorString();
}
