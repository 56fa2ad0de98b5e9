#include "ReportSource.h"

#include "DocumentStore.h"
#include "JsonReader.h"
#include "SyncState.h"

#include <QHash>
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

// The stored details of invoices and credit notes, uuid -> JSON, in one query.
QHash<QString, QByteArray> loadDetails(AccountDatabase &db, const QString &kind, QString *error)
{
    QHash<QString, QByteArray> details;
    QSqlQuery q(db.connection());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT uuid, json FROM document_details WHERE kind = ?"));
    q.addBindValue(kind);
    if (!q.exec()) {
        *error = q.lastError().text();
        return details;
    }
    while (q.next())
        details.insert(q.value(0).toString(), q.value(1).toByteArray());
    return details;
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
    SyncState state(store.database());
    for (const DocumentKind kind : {DocumentKind::Invoice, DocumentKind::CreditNote}) {
        const QString segment = DocumentKinds::pathSegment(kind);
        if (state.contains(QLatin1String("listing/") + segment + QLatin1String("/generation"))
            || !state.contains(QLatin1String("watermark/") + segment))
            source.freshness.partial = true;
        const QList<DocumentSummary> rows = store.loadAll(kind);
        if (!store.errorString().isEmpty() && rows.isEmpty()) {
            source.freshness.error = store.errorString();
            return source;
        }
        QString error;
        const QHash<QString, QByteArray> details = loadDetails(store.database(), segment, &error);
        if (!error.isEmpty()) {
            source.freshness.error = tr("Reading document details failed: %1").arg(error);
            return source;
        }
        source.documents.reserve(source.documents.size() + rows.size());
        for (const DocumentSummary &s : rows) {
            ReportDocument d;
            d.kind = kind;
            d.uuid = s.uuid;
            d.number = s.number;
            d.date = s.date;
            d.dueDate = s.dueDate;
            d.currency = s.currency;
            d.totalMinor = s.totalMinor;
            d.openMinor = s.openMinor.value_or(0);
            d.customerKey = !s.companyUuid.isEmpty() ? s.companyUuid
                : !s.personUuid.isEmpty()            ? s.personUuid
                : !s.customerNumber.isEmpty()        ? s.customerNumber
                                                     : s.receiverName;
            d.customerName = s.receiverName;
            d.dunningLevel = ReportDocument::dunningLevelFromString(s.dunningLevel);
            d.cancelled = s.cancelled;
            const auto detail = details.constFind(s.uuid);
            if (detail != details.constEnd()) {
                d.hasVatData =
                    ReportDocument::vatLinesFromDetail(QJsonDocument::fromJson(*detail).object(), &d.vat)
                    && !d.vat.isEmpty();
                for (const ReportVatLine &l : std::as_const(d.vat))
                    d.netMinor += l.netMinor;
            }
            if (!d.hasVatData && !d.cancelled)
                ++source.freshness.withoutVatData;
            source.documents.append(d);
        }
    }
    source.freshness.empty = source.documents.isEmpty();
    source.freshness.currentSince = state.dateTime(QStringLiteral("lastSyncedAt"));
    return source;
}
