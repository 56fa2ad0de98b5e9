#include "store/DocumentStore.h"

#include "store/StoreTransaction.h"

#include <QDateTime>
#include <QMap>
#include <QSqlError>
#include <QSqlQuery>

namespace {

const QLatin1String listColumns(
    "id, uuid, number, date, due_date, delivery_date, currency, total_minor, open_minor, title, reference,"
    " receiver_name, customer_number, company_uuid, person_uuid, sent_status, dunning_level, archived,"
    " cancelled, imported, updated_at");

QString kindKey(DocumentKind kind)
{
    return DocumentKinds::pathSegment(kind);
}

QVariant dateValue(const QDate &date)
{
    return date.isValid() ? QVariant(date.toString(Qt::ISODate)) : QVariant();
}

// "yyyy-MM-dd" without QDate::fromString's format machinery: loadAll reads three per row.
QDate parseDate(const QVariant &value)
{
    const QString s = value.toString();
    if (s.size() < 10 || s.at(4) != QLatin1Char('-') || s.at(7) != QLatin1Char('-'))
        return s.isEmpty() ? QDate() : QDate::fromString(s, Qt::ISODate);
    const auto digits = [&s](int from, int count) {
        int v = 0;
        for (int i = from; i < from + count; ++i) {
            const int d = s.at(i).unicode() - '0';
            if (d < 0 || d > 9)
                return -1;
            v = v * 10 + d;
        }
        return v;
    };
    return QDate(digits(0, 4), digits(5, 2), digits(8, 2));
}

// Fills a summary from a row selected with listColumns, starting at column 0.
DocumentSummary readRow(const QSqlQuery &q, DocumentKind kind)
{
    DocumentSummary s;
    s.kind = kind;
    s.id = q.value(0).toLongLong();
    s.uuid = q.value(1).toString();
    s.number = q.value(2).toString();
    s.date = parseDate(q.value(3));
    s.dueDate = parseDate(q.value(4));
    s.deliveryDate = parseDate(q.value(5));
    s.currency = q.value(6).toString();
    s.totalMinor = q.value(7).toLongLong();
    const QVariant open = q.value(8);
    if (!open.isNull())
        s.openMinor = open.toLongLong();
    s.title = q.value(9).toString();
    s.reference = q.value(10).toString();
    s.receiverName = q.value(11).toString();
    s.customerNumber = q.value(12).toString();
    s.companyUuid = q.value(13).toString();
    s.personUuid = q.value(14).toString();
    s.sentStatus = q.value(15).toString();
    s.dunningLevel = q.value(16).toString();
    s.archived = q.value(17).toInt() != 0;
    s.cancelled = q.value(18).toInt() != 0;
    s.imported = q.value(19).toInt() != 0;
    const QVariant updated = q.value(20);
    if (!updated.isNull())
        s.updatedAt = QDateTime::fromMSecsSinceEpoch(updated.toLongLong(), Qt::UTC);
    return s;
}

} // namespace

DocumentStore::DocumentStore(const QString &dataDir, const QString &accountUuid)
    : m_db(dataDir, accountUuid)
    , m_error(m_db.errorString())
{ }

DocumentStore::DocumentStore(const AccountDatabase &database)
    : m_db(database)
    , m_error(m_db.errorString())
{ }

bool DocumentStore::fail(const QString &what, const QString &why) const
{
    m_error = isOpen() ? tr("%1: %2").arg(what, why) : m_db.errorString();
    return false;
}

bool DocumentStore::upsert(const QList<DocumentSummary> &documents, std::optional<qint64> generation)
{
    if (!isOpen())
        return fail(QString(), QString());
    if (documents.isEmpty())
        return true;
    StoreTransaction tx(m_db);
    if (!tx.isActive())
        return fail(tr("Saving documents failed"), tx.errorString());
    if (!writeRows(documents, generation))
        return false;
    if (!tx.commit())
        return fail(tr("Saving documents failed"), tx.errorString());
    return true;
}

bool DocumentStore::upsertInTransaction(
    const QList<DocumentSummary> &documents, std::optional<qint64> generation)
{
    if (!isOpen())
        return fail(QString(), QString());
    if (!m_db.inTransaction())
        return fail(tr("Saving documents failed"), tr("no transaction is open"));
    return documents.isEmpty() || writeRows(documents, generation);
}

// The rows' statements, in whatever transaction is open.
bool DocumentStore::writeRows(const QList<DocumentSummary> &documents, std::optional<qint64> generation)
{
    QMap<DocumentKind, qint64> generations; // per kind, when no generation was given
    if (!generation) {
        for (const DocumentSummary &d : documents) {
            if (!generations.contains(d.kind))
                generations.insert(d.kind, maxGeneration(d.kind));
        }
    }

    QSqlQuery q(m_db.connection());
    const bool prepared = q.prepare(QStringLiteral(
        "INSERT INTO documents (kind, uuid, id, number, date, due_date, delivery_date, currency, total_minor,"
        " open_minor, title, reference, receiver_name, customer_number, company_uuid, person_uuid,"
        " sent_status, dunning_level, archived, cancelled, imported, updated_at, json, sync_generation)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
        " ON CONFLICT (kind, uuid) DO UPDATE SET id = excluded.id, number = excluded.number,"
        " date = excluded.date, due_date = excluded.due_date, delivery_date = excluded.delivery_date,"
        " currency = excluded.currency, total_minor = excluded.total_minor, open_minor = excluded.open_minor,"
        " title = excluded.title, reference = excluded.reference, receiver_name = excluded.receiver_name,"
        " customer_number = excluded.customer_number, company_uuid = excluded.company_uuid,"
        " person_uuid = excluded.person_uuid, sent_status = excluded.sent_status,"
        " dunning_level = excluded.dunning_level, archived = excluded.archived,"
        " cancelled = excluded.cancelled, imported = excluded.imported, updated_at = excluded.updated_at,"
        " json = excluded.json,"
        " sync_generation = max(documents.sync_generation, excluded.sync_generation)"));
    if (!prepared)
        return fail(tr("Saving documents failed"), q.lastError().text());

    for (const DocumentSummary &d : documents) {
        if (d.uuid.isEmpty())
            return fail(tr("Saving documents failed"), tr("a document has no uuid"));
        int i = 0;
        q.bindValue(i++, kindKey(d.kind));
        q.bindValue(i++, d.uuid);
        q.bindValue(i++, d.id);
        q.bindValue(i++, d.number);
        q.bindValue(i++, dateValue(d.date));
        q.bindValue(i++, dateValue(d.dueDate));
        q.bindValue(i++, dateValue(d.deliveryDate));
        q.bindValue(i++, d.currency);
        q.bindValue(i++, d.totalMinor);
        q.bindValue(i++, d.openMinor ? QVariant(*d.openMinor) : QVariant());
        q.bindValue(i++, d.title);
        q.bindValue(i++, d.reference);
        q.bindValue(i++, d.receiverName);
        q.bindValue(i++, d.customerNumber);
        q.bindValue(i++, d.companyUuid);
        q.bindValue(i++, d.personUuid);
        q.bindValue(i++, d.sentStatus);
        q.bindValue(i++, d.dunningLevel);
        q.bindValue(i++, int(d.archived));
        q.bindValue(i++, int(d.cancelled));
        q.bindValue(i++, int(d.imported));
        q.bindValue(i++, d.updatedAt.isValid() ? QVariant(d.updatedAt.toMSecsSinceEpoch()) : QVariant());
        q.bindValue(i++, d.json);
        q.bindValue(i++, generation ? *generation : generations.value(d.kind));
        if (!q.exec())
            return fail(tr("Saving document %1 failed").arg(d.number.isEmpty() ? d.uuid : d.number),
                q.lastError().text());
    }
    return true;
}

QList<DocumentSummary> DocumentStore::loadAll(DocumentKind kind) const
{
    QList<DocumentSummary> list;
    if (!isOpen()) {
        fail(QString(), QString());
        return list;
    }
    list.reserve(count(kind));
    read(kind, [&list](const DocumentSummary &row) {
        list.append(row);
        return true;
    });
    return list;
}

bool DocumentStore::read(
    DocumentKind kind, const std::function<bool(const DocumentSummary &)> &each, int newestLimit) const
{
    if (!isOpen())
        return fail(QString(), QString());
    QSqlQuery q(m_db.connection());
    q.setForwardOnly(true);
    QString sql = QLatin1String("SELECT ") + listColumns + QLatin1String(" FROM documents WHERE kind = ?");
    if (newestLimit > 0)
        sql += QStringLiteral(" ORDER BY date DESC, id DESC LIMIT %1").arg(newestLimit);
    q.prepare(sql);
    q.addBindValue(kindKey(kind));
    if (!q.exec())
        return fail(tr("Reading documents failed"), q.lastError().text());
    while (q.next()) {
        if (!each(readRow(q, kind)))
            break;
    }
    return true;
}

std::optional<DocumentSummary> DocumentStore::find(DocumentKind kind, const QString &uuid) const
{
    QSqlQuery q(m_db.connection());
    q.prepare(QLatin1String("SELECT ") + listColumns
        + QLatin1String(", json FROM documents WHERE kind = ? AND uuid = ?"));
    q.addBindValue(kindKey(kind));
    q.addBindValue(uuid);
    if (!q.exec()) {
        fail(tr("Reading a document failed"), q.lastError().text());
        return std::nullopt;
    }
    if (!q.next())
        return std::nullopt;
    DocumentSummary s = readRow(q, kind);
    s.json = q.value(21).toByteArray();
    return s;
}

qint64 DocumentStore::count(DocumentKind kind) const
{
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("SELECT count(*) FROM documents WHERE kind = ?"));
    q.addBindValue(kindKey(kind));
    if (!q.exec() || !q.next()) {
        fail(tr("Counting documents failed"), q.lastError().text());
        return -1;
    }
    return q.value(0).toLongLong();
}

bool DocumentStore::remove(DocumentKind kind, const QString &uuid)
{
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("DELETE FROM documents WHERE kind = ? AND uuid = ?"));
    q.addBindValue(kindKey(kind));
    q.addBindValue(uuid);
    if (!q.exec())
        return fail(tr("Removing a document failed"), q.lastError().text());
    return true;
}

qint64 DocumentStore::countSeen(DocumentKind kind, qint64 generation) const
{
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("SELECT count(*) FROM documents WHERE kind = ? AND sync_generation >= ?"));
    q.addBindValue(kindKey(kind));
    q.addBindValue(generation);
    if (!q.exec() || !q.next()) {
        fail(tr("Counting documents failed"), q.lastError().text());
        return -1;
    }
    return q.value(0).toLongLong();
}

qint64 DocumentStore::maxGeneration(DocumentKind kind) const
{
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("SELECT coalesce(max(sync_generation), 0) FROM documents WHERE kind = ?"));
    q.addBindValue(kindKey(kind));
    if (!q.exec() || !q.next())
        return 0;
    return q.value(0).toLongLong();
}

QStringList DocumentStore::unseen(DocumentKind kind, qint64 generation, int limit) const
{
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral(
        "SELECT uuid FROM documents WHERE kind = ? AND sync_generation < ? ORDER BY uuid LIMIT ?"));
    q.addBindValue(kindKey(kind));
    q.addBindValue(generation);
    q.addBindValue(limit);
    QStringList uuids;
    if (!q.exec()) {
        fail(tr("Reading documents failed"), q.lastError().text());
        return uuids;
    }
    while (q.next())
        uuids << q.value(0).toString();
    return uuids;
}

QByteArray DocumentStore::detail(DocumentKind kind, const QString &uuid) const
{
    return readDetail(kind, uuid, false);
}

QByteArray DocumentStore::readDetail(DocumentKind kind, const QString &uuid, bool currentOnly) const
{
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("SELECT x.json FROM document_details x JOIN documents d"
                             " ON d.kind = x.kind AND d.uuid = x.uuid WHERE x.kind = ? AND x.uuid = ?")
        + (currentOnly ? QStringLiteral(" AND ") + currentDetailCondition() : QString()));
    q.addBindValue(kindKey(kind));
    q.addBindValue(uuid);
    if (!q.exec()) {
        fail(tr("Reading the saved copy failed"), q.lastError().text());
        return {};
    }
    return q.next() ? q.value(0).toByteArray() : QByteArray();
}

QString DocumentStore::currentDetailCondition()
{
    return QStringLiteral(
        "(x.list_updated_at IS NOT NULL AND x.list_updated_at >= coalesce(d.updated_at, 0))");
}

QByteArray DocumentStore::currentDetail(DocumentKind kind, const QString &uuid) const
{
    return readDetail(kind, uuid, true);
}

bool DocumentStore::saveDetail(
    DocumentKind kind, const QString &uuid, const QByteArray &json, std::optional<qint64> listUpdatedAtMs)
{
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral(
        "INSERT INTO document_details (kind, uuid, json, saved_at, list_updated_at) VALUES (?, ?, ?, ?,"
        " coalesce(?, (SELECT updated_at FROM documents WHERE kind = ? AND uuid = ?), 0))"
        " ON CONFLICT (kind, uuid) DO UPDATE SET json = excluded.json, saved_at = excluded.saved_at,"
        " list_updated_at = excluded.list_updated_at"));
    q.addBindValue(kindKey(kind));
    q.addBindValue(uuid);
    q.addBindValue(json);
    q.addBindValue(QDateTime::currentMSecsSinceEpoch());
    q.addBindValue(listUpdatedAtMs ? QVariant(*listUpdatedAtMs) : QVariant(QMetaType::fromType<qint64>()));
    q.addBindValue(kindKey(kind));
    q.addBindValue(uuid);
    if (!q.exec())
        return fail(tr("Saving a copy of the document failed"), q.lastError().text());
    return true;
}

QList<DocumentStore::DetailToFetch> DocumentStore::detailsToFetch() const
{
    QList<DetailToFetch> list;
    QSqlQuery q(m_db.connection());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT d.kind, d.uuid, d.number, d.updated_at FROM documents d"
                               " LEFT JOIN document_details x ON x.kind = d.kind AND x.uuid = d.uuid"
                               " WHERE d.kind IN ('invoices', 'credit-notes') AND (x.uuid IS NULL OR NOT ")
            + currentDetailCondition() + QStringLiteral(") ORDER BY d.date DESC, d.id DESC"))) {
        fail(tr("Reading documents failed"), q.lastError().text());
        return list;
    }
    const QString credit = kindKey(DocumentKind::CreditNote);
    while (q.next()) {
        DetailToFetch item;
        item.kind = q.value(0).toString() == credit ? DocumentKind::CreditNote : DocumentKind::Invoice;
        item.uuid = q.value(1).toString();
        item.number = q.value(2).toString();
        if (!q.value(3).isNull())
            item.listUpdatedAtMs = q.value(3).toLongLong();
        list.append(item);
    }
    return list;
}

int DocumentStore::markOpenInvoiceDetailsStale()
{
    QSqlQuery q(m_db.connection());
    if (!q.exec(QStringLiteral("UPDATE document_details SET list_updated_at = NULL WHERE kind = 'invoices'"
                               " AND list_updated_at IS NOT NULL AND uuid IN (SELECT uuid FROM documents"
                               " WHERE kind = 'invoices' AND open_minor > 0 AND cancelled = 0)"))) {
        fail(tr("Saving a copy of the document failed"), q.lastError().text());
        return -1;
    }
    return q.numRowsAffected();
}
