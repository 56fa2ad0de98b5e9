#include "store/AccountFigures.h"

#include "domain/DocumentKind.h"
#include "domain/DunningLevel.h"
#include "store/DocumentStore.h"
#include "store/RecordStore.h"
#include "store/StoredDate.h"
#include "store/SyncState.h"

#include <QHash>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace {

// The column's wire name as DunningLevel's number (0 for none, an empty or an unknown name), in SQL so no
// row's name becomes a QString; the names and numbers come from DunningLevels, their one home.
QString dunningLevelNumber(const QString &column)
{
    QString sql = QStringLiteral("CASE ") + column;
    for (const DunningLevel level : DunningLevels::reached())
        sql += QStringLiteral(" WHEN '%1' THEN %2").arg(DunningLevels::wireName(level)).arg(int(level));
    return sql + QStringLiteral(" ELSE %1 END").arg(int(DunningLevel::None));
}

} // namespace

namespace {

QString julianDaySql(const QString &json, const char *key)
{
    return QStringLiteral(
        "CAST(julianday(substr(json_extract(CAST(%1 AS TEXT), '$.%2'), 1, 10)) + 0.5 AS INTEGER)")
        .arg(json, QLatin1String(key));
}

} // namespace

QString AccountFigures::openInvoicesSql()
{
    // One pass over the open invoices, all of it from their covering index (documents_open_overview, schema
    // 14: only rows with an amount open, every column read here but the JSON) so a fresh connection loads
    // the index's few pages and none of the table's, where the open invoices are spread (before: nearly
    // every page of the table per copy; bench/README.md, "Accounts overview"). Nothing here may name a
    // column of d the index lacks, or SQLite looks up every row again (tst_store's
    // migratesToTheOverviewIndex checks the plan). The current detail's dunning dates only of the invoices
    // due before the day and below the final level; every date as a Julian day number, so no row's date is
    // parsed from text here.
    const QString level = dunningLevelNumber(QStringLiteral("d.dunning_level"));
    const QString dunned = QStringLiteral("julianday(d.due_date) < julianday(:day) AND ") + level
        + QStringLiteral(" < %1").arg(int(DunningLevel::FinalDunning));
    return QStringLiteral(
               "SELECT d.rowid, d.currency, d.open_minor, CAST(julianday(d.due_date) + 0.5 AS INTEGER), ")
        + level
        + QStringLiteral(", x.uuid IS NOT NULL, json_extract(CAST(x.json AS TEXT), '$.dunningLevel'), ")
        + julianDaySql(QStringLiteral("x.json"), "lastDunningDate") + QStringLiteral(", ")
        + julianDaySql(QStringLiteral("x.json"), "nextDunningDate")
        + QStringLiteral(" FROM documents d INDEXED BY documents_open_overview"
                         " LEFT JOIN document_details x ON x.kind = d.kind AND x.uuid = d.uuid AND ")
        + DocumentStore::currentDetailCondition() + QStringLiteral(" AND ") + dunned
        + QStringLiteral(" WHERE d.kind = 'invoices' AND d.open_minor > 0 AND d.cancelled = 0");
}

QString AccountFigures::dunnedRowsSql()
{
    // The list row's dunning dates, of the open invoices below the final level that have one, from the
    // index that holds their JSON (documents_open_dunned): its condition is repeated here word for word,
    // or SQLite cannot use it. The rest of the open invoices have no date to read.
    return QStringLiteral("SELECT rowid, ") + julianDaySql(QStringLiteral("json"), "lastDunningDate")
        + QStringLiteral(", ") + julianDaySql(QStringLiteral("json"), "nextDunningDate")
        + QStringLiteral(" FROM documents INDEXED BY documents_open_dunned"
                         " WHERE kind = 'invoices' AND cancelled = 0 AND open_minor > 0"
                         " AND dunning_level IS NOT '%1'"
                         " AND (json_extract(CAST(json AS TEXT), '$.lastDunningDate') IS NOT NULL"
                         " OR json_extract(CAST(json AS TEXT), '$.nextDunningDate') IS NOT NULL)")
              .arg(DunningLevels::wireName(DunningLevel::FinalDunning));
}

AccountFiguresRead AccountFigures::read(
    const QString &dataDir, const QString &accountUuid, const QDate &overdueBefore)
{
    AccountFiguresRead result;
    AccountDatabase db(dataDir, accountUuid);
    if (!db.isOpen()) {
        result.error = db.errorString();
        return result;
    }
    const auto failed = [&result](const QSqlQuery &q) {
        result.error = tr("Reading the local copy failed: %1").arg(q.lastError().text());
        return result;
    };

    // As ReportSource reads the sync state: a listing of invoices or credit notes unfinished, to be
    // listed again, or never pulled makes the copy partial.
    SyncState state(db);
    for (const DocumentKind kind : {DocumentKind::Invoice, DocumentKind::CreditNote}) {
        const QString segment = DocumentKinds::pathSegment(kind);
        if (state.contains(QLatin1String("listing/") + segment + QLatin1String("/generation"))
            || state.contains(QLatin1String("relist/") + segment)
            || !state.contains(QLatin1String("watermark/") + segment))
            result.partial = true;
    }
    result.lastSync = state.dateTime(QStringLiteral("lastSyncedAt"));
    result.lastBankFile = state.dateTime(lastBankFileKey());

    QSqlQuery q(db.connection());
    q.setForwardOnly(true);
    // The list rows' dunning dates first (few), then every open invoice with them.
    QHash<qint64, std::pair<QDate, QDate>> rowDates;
    if (!q.exec(dunnedRowsSql()))
        return failed(q);
    while (q.next())
        rowDates.insert(q.value(0).toLongLong(),
            {StoredDate::fromColumn(q.value(1)), StoredDate::fromColumn(q.value(2))});
    q.finish();
    q.prepare(openInvoicesSql());
    q.bindValue(QStringLiteral(":day"), overdueBefore.toString(Qt::ISODate));
    if (!q.exec())
        return failed(q);
    while (q.next()) {
        AccountOpenInvoice i;
        i.currency = q.value(1).toString();
        i.openMinor = q.value(2).toLongLong();
        i.dueDate = StoredDate::fromColumn(q.value(3));
        i.dunningLevel = q.value(4).toInt();
        if (i.dueDate.isValid() && i.dueDate < overdueBefore
            && i.dunningLevel < int(DunningLevel::FinalDunning)) {
            const auto dates = rowDates.constFind(q.value(0).toLongLong());
            if (dates != rowDates.cend()) {
                i.rowLastDunning = dates->first;
                i.rowNextDunning = dates->second;
            }
            i.hasCurrentDetail = q.value(5).toBool();
            if (i.hasCurrentDetail) {
                i.detailDunningLevel = q.value(6).toString();
                i.detailLastDunning = StoredDate::fromColumn(q.value(7));
                i.detailNextDunning = StoredDate::fromColumn(q.value(8));
            }
        }
        result.open.append(i);
    }
    q.finish();

    if (!q.exec(QStringLiteral("SELECT value FROM vat_settings WHERE key = 'method'")))
        return failed(q);
    result.netTaxRateMethod = q.next() && q.value(0).toString() == QLatin1String("net-tax-rate");
    q.finish();
    if (!q.exec(QStringLiteral("SELECT period FROM vat_filed_return")))
        return failed(q);
    while (q.next())
        result.filedPeriods.insert(q.value(0).toString());
    q.finish();
    result.dunningSettings = RecordStore(db).setting(QStringLiteral("dunnings"));
    // Copies from before the import was recorded: the last payment a bank file booked.
    if (!q.exec(QStringLiteral("SELECT max(recorded_at) FROM payments WHERE source = 'bank-file'")))
        return failed(q);
    if (q.next() && !q.value(0).isNull()) {
        const QDateTime booked = QDateTime::fromMSecsSinceEpoch(q.value(0).toLongLong()).toUTC();
        if (!result.lastBankFile.isValid() || booked > result.lastBankFile)
            result.lastBankFile = booked;
    }
    return result;
}
