#include "reports/ReportSource.h"

#include "api/JsonReader.h"
#include "store/DocumentStore.h"
#include "store/StoreLogging.h"
#include "store/StoreTransaction.h"
#include "store/SyncState.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>
#include <QSqlError>
#include <QSqlQuery>

namespace {

void addPosition(const QJsonObject &p, bool pricesIncludeVat, QMap<qint64, ReportVatLine> &byRate)
{
    const QJsonObject vat = p.value(QLatin1String("vat")).toObject();
    const qint64 rate = JsonReader::scaled(vat, QLatin1String("percentage")).value_or(0);
    const qint64 tax = JsonReader::scaled(vat, QLatin1String("amount")).value_or(0);
    const qint64 line = JsonReader::scaled(p, QLatin1String("positionTotal")).value_or(0);
    ReportVatLine &l = byRate[rate];
    l.rateBasisPoints = rate;
    l.netMinor += pricesIncludeVat ? line - tax : line;
    l.vatMinor += tax;
}

// "yyyy-MM-dd" without QDate::fromString's format machinery: a load reads two per document.
QDate isoDate(const QString &s)
{
    if (s.size() != 10 || s.at(4) != QLatin1Char('-') || s.at(7) != QLatin1Char('-'))
        return s.isEmpty() ? QDate() : QDate::fromString(s, Qt::ISODate);
    int parts[3] = {0, 0, 0};
    const int starts[3] = {0, 5, 8};
    const int lengths[3] = {4, 2, 2};
    for (int p = 0; p < 3; ++p) {
        for (int i = starts[p]; i < starts[p] + lengths[p]; ++i) {
            const int d = s.at(i).unicode() - '0';
            if (d < 0 || d > 9)
                return {};
            parts[p] = parts[p] * 10 + d;
        }
    }
    return QDate(parts[0], parts[1], parts[2]);
}

// The derived VAT lines as kept in report_vat: "810:12345:1000;0:500:0" (rate, net, tax).
QString encodeLines(const QList<ReportVatLine> &lines)
{
    QStringList parts;
    for (const ReportVatLine &l : lines)
        parts << QStringLiteral("%1:%2:%3").arg(l.rateBasisPoints).arg(l.netMinor).arg(l.vatMinor);
    return parts.join(QLatin1Char(';'));
}

QList<ReportVatLine> decodeLines(QStringView text)
{
    QList<ReportVatLine> lines;
    for (const QStringView part : text.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const QList<QStringView> fields = part.split(QLatin1Char(':'));
        if (fields.size() == 3)
            lines.append({fields.at(0).toLongLong(), fields.at(1).toLongLong(), fields.at(2).toLongLong()});
    }
    return lines;
}

struct Derived
{
    QString kind;
    QString uuid;
    qint64 savedAt = 0;
    QString lines;
};

// Keeps what a load derived from the details, so the next load reads "810:12345:1000" instead of
// parsing every document's JSON again. Only a cache: a failure here costs the next load time, nothing
// else, and a detail saved later (another saved_at) is derived again.
void saveDerived(AccountDatabase &db, const QList<Derived> &derived)
{
    StoreTransaction tx(db);
    if (!tx.isActive())
        return;
    QSqlQuery q(db.connection());
    if (!q.prepare(QStringLiteral(
            "INSERT OR REPLACE INTO report_vat (kind, uuid, saved_at, lines) VALUES (?, ?, ?, ?)")))
        return;
    for (const Derived &d : derived) {
        q.bindValue(0, d.kind);
        q.bindValue(1, d.uuid);
        q.bindValue(2, d.savedAt);
        q.bindValue(3, d.lines);
        if (!q.exec())
            return;
    }
    // Lines of documents that are gone.
    q.exec(QStringLiteral("DELETE FROM report_vat WHERE NOT EXISTS (SELECT 1 FROM document_details x"
                          " WHERE x.kind = report_vat.kind AND x.uuid = report_vat.uuid)"));
    if (!tx.commit())
        qCDebug(lcStore) << "derived VAT lines not cached:" << tx.errorString();
}

} // namespace

int ReportDocument::dunningLevelFromString(const QString &level)
{
    if (level == QLatin1String("REMINDER"))
        return 1;
    if (level == QLatin1String("FIRST_DUNNING"))
        return 2;
    if (level == QLatin1String("FINAL_DUNNING"))
        return 3;
    return 0;
}

bool ReportDocument::vatLinesFromDetail(const QJsonObject &detail, QList<ReportVatLine> *lines)
{
    const QJsonValue positions = detail.value(QLatin1String("positions"));
    if (!positions.isArray())
        return false;
    const bool inclusive = JsonReader::boolean(detail, QLatin1String("pricesIncludeVat"));
    QMap<qint64, ReportVatLine> byRate;
    for (const QJsonValue &v : positions.toArray()) {
        const QJsonObject p = v.toObject();
        const QString kind = p.value(QLatin1String("kind")).toString(QStringLiteral("product"));
        if (kind == QLatin1String("product")) {
            addPosition(p, inclusive, byRate);
        } else if (kind == QLatin1String("group")) {
            for (const QJsonValue &item : p.value(QLatin1String("items")).toArray())
                addPosition(item.toObject(), inclusive, byRate);
        }
    }
    *lines = byRate.values();
    return true;
}

ReportSource ReportSource::load(const QString &dataDir, const QString &accountUuid)
{
    ReportSource source;
    DocumentStore store(dataDir, accountUuid);
    if (!store.isOpen()) {
        source.freshness.error = store.errorString();
        return source;
    }
    AccountDatabase &db = store.database();
    SyncState state(db);
    for (const DocumentKind kind : {DocumentKind::Invoice, DocumentKind::CreditNote}) {
        const QString segment = DocumentKinds::pathSegment(kind);
        if (state.contains(QLatin1String("listing/") + segment + QLatin1String("/generation"))
            || state.contains(QLatin1String("relist/") + segment)
            || !state.contains(QLatin1String("watermark/") + segment))
            source.freshness.partial = true;
    }
    source.freshness.currentSince = state.dateTime(QStringLiteral("lastSyncedAt"));

    QSqlQuery q(db.connection());
    if (!q.exec(
            QStringLiteral("CREATE TABLE IF NOT EXISTS report_vat (kind TEXT NOT NULL, uuid TEXT NOT NULL,"
                           " saved_at INTEGER NOT NULL, lines TEXT NOT NULL, PRIMARY KEY (kind, uuid))"))) {
        source.freshness.error = tr("Preparing the reports failed: %1").arg(q.lastError().text());
        return source;
    }
    q.setForwardOnly(true);
    // One pass over both kinds: the list fields, and the VAT lines derived before, or the detail's JSON
    // when there are none yet for the detail as it is stored now.
    const bool ok = q.exec(QStringLiteral(
        "SELECT d.kind, d.uuid, d.number, d.date, d.due_date, d.currency, d.total_minor, d.open_minor,"
        " d.receiver_name, d.company_uuid, d.person_uuid, d.customer_number, d.dunning_level, d.cancelled,"
        " x.saved_at, CASE WHEN r.saved_at = x.saved_at THEN r.lines END,"
        " CASE WHEN r.saved_at IS NOT x.saved_at THEN x.json END"
        " FROM documents d"
        " LEFT JOIN document_details x ON x.kind = d.kind AND x.uuid = d.uuid"
        " LEFT JOIN report_vat r ON r.kind = d.kind AND r.uuid = d.uuid"
        " WHERE d.kind IN ('invoices', 'credit-notes')"));
    if (!ok) {
        source.freshness.error = tr("Reading documents failed: %1").arg(q.lastError().text());
        return source;
    }
    const QString creditNotes = DocumentKinds::pathSegment(DocumentKind::CreditNote);
    QList<Derived> derived;
    while (q.next()) {
        ReportDocument d;
        const QString kind = q.value(0).toString();
        d.kind = kind == creditNotes ? DocumentKind::CreditNote : DocumentKind::Invoice;
        d.uuid = q.value(1).toString();
        d.number = q.value(2).toString();
        d.date = isoDate(q.value(3).toString());
        d.dueDate = isoDate(q.value(4).toString());
        d.currency = q.value(5).toString();
        d.totalMinor = q.value(6).toLongLong();
        d.openMinor = q.value(7).toLongLong();
        d.customerName = q.value(8).toString();
        const QString company = q.value(9).toString();
        const QString person = q.value(10).toString();
        const QString number = q.value(11).toString();
        d.customerKey = !company.isEmpty() ? company
            : !person.isEmpty()            ? person
            : !number.isEmpty()            ? number
                                           : d.customerName;
        d.dunningLevel = ReportDocument::dunningLevelFromString(q.value(12).toString());
        d.cancelled = q.value(13).toInt() != 0;
        const QVariant savedAt = q.value(14);
        if (!savedAt.isNull()) {
            const QVariant lines = q.value(15);
            if (!lines.isNull()) {
                d.vat = decodeLines(lines.toString());
                d.hasVatData = !d.vat.isEmpty();
            } else {
                d.hasVatData = ReportDocument::vatLinesFromDetail(
                                   QJsonDocument::fromJson(q.value(16).toByteArray()).object(), &d.vat)
                    && !d.vat.isEmpty();
                derived.append(
                    {kind, d.uuid, savedAt.toLongLong(), d.hasVatData ? encodeLines(d.vat) : QString()});
            }
            for (const ReportVatLine &l : std::as_const(d.vat))
                d.netMinor += l.netMinor;
        }
        if (!d.hasVatData && !d.cancelled)
            ++source.freshness.withoutVatData;
        source.documents.append(d);
    }
    q.finish();
    if (!derived.isEmpty())
        saveDerived(db, derived);
    source.freshness.empty = source.documents.isEmpty();
    return source;
}
