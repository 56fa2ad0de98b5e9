#include "reports/ReportSource.h"

#include "api/JsonReader.h"
#include "domain/Money.h"
#include "store/DocumentStore.h"
#include "store/PaymentLog.h"
#include "store/StoreLogging.h"
#include "store/StoreTransaction.h"
#include "store/SyncState.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>
#include <QMutex>
#include <QRegularExpression>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QThreadPool>
#include <QUrl>

#include <cstdlib>
#include <functional>

namespace {

using LineKey = std::pair<qint64, QString>; // rate, product

void addPosition(const QJsonObject &p, bool pricesIncludeVat, QMap<LineKey, ReportVatLine> &byRate)
{
    const QJsonObject vat = p.value(QLatin1String("vat")).toObject();
    const qint64 rate = JsonReader::scaled(vat, QLatin1String("percentage")).value_or(0);
    const qint64 tax = JsonReader::scaled(vat, QLatin1String("amount")).value_or(0);
    const qint64 line = JsonReader::scaled(p, QLatin1String("positionTotal")).value_or(0);
    // Kept apart by product: turnover at 0 % is classified per product (export, abroad, excluded ...),
    // and the net tax rate method assigns each product's turnover to one of the approved rates.
    const QString product = p.value(QLatin1String("productNumber")).toString();
    ReportVatLine &l = byRate[{rate, product}];
    l.rateBasisPoints = rate;
    l.product = product;
    l.netMinor += pricesIncludeVat ? line - tax : line;
    l.vatMinor += tax;
}

// The payments a detail lists ("payments": [{amount, date, ...}]); false when it has no such list.
bool paymentsFromDetail(const QJsonObject &detail, QList<ReportPayment> *payments)
{
    const QJsonValue list = detail.value(QLatin1String("payments"));
    if (!list.isArray())
        return false;
    for (const QJsonValue &value : list.toArray()) {
        const QJsonObject p = value.toObject();
        payments->append(
            {QDate::fromString(JsonReader::string(p, QLatin1String("date")).left(10), Qt::ISODate),
                JsonReader::scaled(p, QLatin1String("amount")).value_or(0)});
    }
    return true;
}

// The derived VAT lines as kept in report_vat, before the document discount:
// "%p1000;810:12345:1000:P%2D1;0:500:0:EX%2D1" (the discount: p percentage in basis points or a amount
// in minor units; then per rate and product: rate, net, tax and the product number, percent-encoded,
// when the positions have one); then, when the detail lists payments, "@" and per payment
// "@2026-11-28:10000" (day, amount in minor units; the day empty when not given).
QString encodeLines(const QList<ReportVatLine> &lines, const VatDiscount &discount, bool paymentsListed,
    const QList<ReportPayment> &payments)
{
    QStringList parts;
    if (paymentsListed) {
        parts << QStringLiteral("@");
        for (const ReportPayment &p : payments)
            parts << QStringLiteral("@%1:%2").arg(p.date.toString(Qt::ISODate)).arg(p.amountMinor);
    }
    if (discount.kind != VatDiscount::Kind::None)
        parts << QStringLiteral("%%1%2")
                     .arg(discount.kind == VatDiscount::Kind::Percent ? QLatin1Char('p') : QLatin1Char('a'))
                     .arg(discount.value);
    for (const ReportVatLine &l : lines) {
        QString part = QStringLiteral("%1:%2:%3").arg(l.rateBasisPoints).arg(l.netMinor).arg(l.vatMinor);
        if (!l.product.isEmpty())
            part += QLatin1Char(':') + QString::fromLatin1(QUrl::toPercentEncoding(l.product));
        parts << part;
    }
    return parts.join(QLatin1Char(';'));
}

QList<ReportVatLine> decodeLines(
    QStringView text, VatDiscount *discount, bool *paymentsListed, QList<ReportPayment> *payments)
{
    QList<ReportVatLine> lines;
    *discount = {};
    for (const QStringView part : text.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        if (part.startsWith(QLatin1Char('@'))) {
            *paymentsListed = true;
            const qsizetype colon = part.lastIndexOf(QLatin1Char(':'));
            if (colon > 0)
                payments->append({QDate::fromString(part.mid(1, colon - 1).toString(), Qt::ISODate),
                    part.mid(colon + 1).toLongLong()});
            continue;
        }
        if (part.startsWith(QLatin1Char('%')) && part.size() > 2) {
            discount->kind =
                part.at(1) == QLatin1Char('p') ? VatDiscount::Kind::Percent : VatDiscount::Kind::Amount;
            discount->value = part.mid(2).toLongLong();
            continue;
        }
        const QList<QStringView> fields = part.split(QLatin1Char(':'));
        if (fields.size() == 3 || fields.size() == 4)
            lines.append({fields.at(0).toLongLong(), fields.at(1).toLongLong(), fields.at(2).toLongLong(),
                fields.size() == 4 ? QUrl::fromPercentEncoding(fields.at(3).toLatin1()) : QString()});
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

// After a read: keeps the VAT lines it derived from the details, so the next read finds "810:12345:1000"
// instead of parsing every document's JSON again, and clears the changes it has taken in (up to
// `changesRead`). Only a cache: a failure here costs the next read time, nothing else; a detail saved
// since (another saved_at) is derived again, and lines of a detail that is gone go with it.
void saveDerived(AccountDatabase &db, const QList<Derived> &derived, qint64 changesRead)
{
    StoreTransaction tx(db);
    if (!tx.isActive())
        return;
    QSqlQuery q(db.connection());
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

// The columns a report reads of a document: the list row, the VAT lines derived before, or the detail's
// JSON when there are none yet for the detail as it is stored now. Only a current detail is joined
// (DocumentStore::currentDetailCondition): a stale one reads as not fetched, never as the figures.
// Converted in SQL where it saves a string per row: the kind, the customer's key, the dunning level (as
// ReportDocument::dunningLevelFromString) and the dates (Julian day numbers, as QDate counts them).
const QString &documentColumns()
{
    static const QString columns =
        QStringLiteral(
            "SELECT d.kind = 'credit-notes', d.uuid, d.number, CAST(julianday(d.date) + 0.5 AS INTEGER),"
            " CAST(julianday(d.due_date) + 0.5 AS INTEGER), d.currency, d.total_minor, d.open_minor, "
            "d.receiver_name,"
            " coalesce(nullif(d.company_uuid, ''), nullif(d.person_uuid, ''), nullif(d.customer_number, ''),"
            " d.receiver_name),"
            " CASE d.dunning_level WHEN 'REMINDER' THEN 1 WHEN 'FIRST_DUNNING' THEN 2 WHEN 'FINAL_DUNNING' "
            "THEN 3"
            " ELSE 0 END,"
            " d.cancelled, x.saved_at, CASE WHEN r.saved_at = x.saved_at THEN r.lines END,"
            " CASE WHEN r.saved_at IS NOT x.saved_at THEN x.json END, d.updated_at"
            " FROM documents d"
            " LEFT JOIN document_details x ON x.kind = d.kind AND x.uuid = d.uuid AND ")
        + DocumentStore::currentDetailCondition()
        + QStringLiteral(" LEFT JOIN report_vat r ON r.kind = d.kind AND r.uuid = d.uuid");
    return columns;
}

QDate julianDay(const QVariant &value)
{
    return value.isNull() ? QDate() : QDate::fromJulianDay(value.toLongLong());
}

// One string per distinct currency and customer instead of one per document: 100,000 documents of
// 5,000 customers hold a third of the allocations, and freeing a copy leaves the allocator fewer small
// blocks to sort out in the next report's first large allocation (a report after a read took 4 times
// as long, once per run, before).
using Strings = QSet<QString>;

QString shared(Strings &strings, const QVariant &value)
{
    return *strings.insert(value.toString());
}

ReportDocument readDocument(const QSqlQuery &q, Strings &strings, QList<Derived> &derived)
{
    ReportDocument d;
    d.kind = q.value(0).toInt() != 0 ? DocumentKind::CreditNote : DocumentKind::Invoice;
    d.uuid = q.value(1).toString();
    d.number = q.value(2).toString();
    d.date = julianDay(q.value(3));
    d.dueDate = julianDay(q.value(4));
    d.currency = shared(strings, q.value(5));
    d.totalMinor = q.value(6).toLongLong();
    d.openMinor = q.value(7).toLongLong();
    d.customerName = shared(strings, q.value(8));
    d.customerKey = shared(strings, q.value(9));
    d.dunningLevel = q.value(10).toInt();
    d.cancelled = q.value(11).toInt() != 0;
    d.updatedAtMs = q.value(15).toLongLong();
    const QVariant savedAt = q.value(12);
    if (!savedAt.isNull()) {
        const QVariant lines = q.value(13);
        QList<ReportVatLine> positions;
        if (!lines.isNull()) {
            positions = decodeLines(lines.toString(), &d.discount, &d.paymentsListed, &d.payments);
            d.hasVatData = !positions.isEmpty();
        } else {
            const QJsonObject detail = QJsonDocument::fromJson(q.value(14).toByteArray()).object();
            d.hasVatData =
                ReportDocument::vatLinesFromDetail(detail, &positions, &d.discount) && !positions.isEmpty();
            d.paymentsListed = paymentsFromDetail(detail, &d.payments);
            derived.append({DocumentKinds::pathSegment(d.kind), d.uuid, savedAt.toLongLong(),
                encodeLines(d.hasVatData ? positions : QList<ReportVatLine>(), d.discount, d.paymentsListed,
                    d.payments)});
        }
        if (d.hasVatData)
            d.reconcile(positions);
    }
    return d;
}

// Sync state, this file's token and the last change written; false with `source.freshness.error` set
// when the store cannot be read.
bool readState(AccountDatabase &db, ReportSource &source)
{
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
    if (!q.exec(QStringLiteral("SELECT (SELECT token FROM report_copy), coalesce((SELECT seq FROM"
                               " sqlite_sequence WHERE name = 'report_changes'), 0)"))
        || !q.next()) {
        source.freshness.error = ReportSource::tr("Reading documents failed: %1").arg(q.lastError().text());
        return false;
    }
    source.copyToken = q.value(0).toString();
    source.changesRead = q.value(1).toLongLong();
    return true;
}

// A filed return's figures as kept: "200:123400:0;303:100000:8100" (figure, turnover, tax).
QString encodeFigures(const QMap<QString, VatFiledFigure> &figures)
{
    QStringList parts;
    for (auto it = figures.cbegin(); it != figures.cend(); ++it)
        parts << QStringLiteral("%1:%2:%3").arg(it.key()).arg(it->turnoverMinor).arg(it->taxMinor);
    return parts.join(QLatin1Char(';'));
}

QMap<QString, VatFiledFigure> decodeFigures(QStringView text)
{
    QMap<QString, VatFiledFigure> figures;
    for (const QStringView part : text.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const QList<QStringView> fields = part.split(QLatin1Char(':'));
        if (fields.size() == 3)
            figures.insert(fields.at(0).toString(), {fields.at(1).toLongLong(), fields.at(2).toLongLong()});
    }
    return figures;
}

// What a document added to a filed return: "c;810:100000:8100;0:5000:0:export" (c: a credit note;
// rate, net and tax in CHF minor units, at 0 % the class counted), with the net tax rate method per
// product: "i;810:100000:8100::P%2D1" (the class empty, then the product number, percent-encoded).
QString encodeFiledDocument(const VatFiledDocument &d)
{
    QStringList parts {d.credit ? QStringLiteral("c") : QStringLiteral("i")};
    for (qsizetype i = 0; i < d.shares.size(); ++i) {
        const ReportVatLine &l = d.shares.at(i);
        QString part = QStringLiteral("%1:%2:%3").arg(l.rateBasisPoints).arg(l.netMinor).arg(l.vatMinor);
        const QString zeroClass =
            l.rateBasisPoints == 0 ? VatRules::zeroRateClassKey(d.zeroClasses.value(i)) : QString();
        if (l.rateBasisPoints == 0 || !l.product.isEmpty())
            part += QLatin1Char(':') + zeroClass;
        if (!l.product.isEmpty())
            part += QLatin1Char(':') + QString::fromLatin1(QUrl::toPercentEncoding(l.product));
        parts << part;
    }
    return parts.join(QLatin1Char(';'));
}

VatFiledDocument decodeFiledDocument(const QString &period, QStringView text)
{
    VatFiledDocument d;
    d.period = period;
    const QList<QStringView> parts = text.split(QLatin1Char(';'), Qt::SkipEmptyParts);
    d.credit = !parts.isEmpty() && parts.first() == QLatin1String("c");
    for (qsizetype i = 1; i < parts.size(); ++i) {
        const QList<QStringView> fields = parts.at(i).split(QLatin1Char(':'));
        if (fields.size() < 3)
            continue;
        d.shares.append({fields.at(0).toLongLong(), fields.at(1).toLongLong(), fields.at(2).toLongLong(),
            fields.size() >= 5 ? QUrl::fromPercentEncoding(fields.at(4).toLatin1()) : QString()});
        d.zeroClasses.append(fields.size() >= 4 ? VatRules::zeroRateClassFromKey(fields.at(3).toString())
                                                : ZeroRateClass::Unclassified);
    }
    return d;
}

bool readFiled(AccountDatabase &db, ReportSource &source)
{
    QSqlQuery q(db.connection());
    if (!q.exec(QStringLiteral("SELECT period, filed_at, figures FROM vat_filed_return"))) {
        source.freshness.error = ReportSource::tr("Reading documents failed: %1").arg(q.lastError().text());
        return false;
    }
    while (q.next()) {
        const QString period = q.value(0).toString();
        VatFiledReturn filed;
        filed.from = QDate::fromString(period.section(QLatin1Char('/'), 0, 0), Qt::ISODate);
        filed.to = QDate::fromString(period.section(QLatin1Char('/'), 1, 1), Qt::ISODate);
        filed.filedAt = QDateTime::fromMSecsSinceEpoch(q.value(1).toLongLong(), Qt::UTC);
        filed.figures = decodeFigures(q.value(2).toString());
        source.filedReturns.insert(period, filed);
    }
    if (!q.exec(QStringLiteral("SELECT kind, uuid, period, lines FROM vat_filed_document"))) {
        source.freshness.error = ReportSource::tr("Reading documents failed: %1").arg(q.lastError().text());
        return false;
    }
    while (q.next()) {
        source.filedDocuments.insert(q.value(0).toString() + QLatin1Char('/') + q.value(1).toString(),
            decodeFiledDocument(q.value(2).toString(), q.value(3).toString()));
    }
    return true;
}

bool readZeroClasses(AccountDatabase &db, ReportSource &source)
{
    QSqlQuery q(db.connection());
    if (!q.exec(QStringLiteral("SELECT scope, key, class FROM vat_zero_class"))) {
        source.freshness.error = ReportSource::tr("Reading documents failed: %1").arg(q.lastError().text());
        return false;
    }
    while (q.next()) {
        source.zeroClasses.insert(q.value(0).toString() + QLatin1Char('/') + q.value(1).toString(),
            VatRules::zeroRateClassFromKey(q.value(2).toString()));
    }
    if (!q.exec(QStringLiteral("SELECT period, material_minor, investment_minor FROM vat_input_tax"))) {
        source.freshness.error = ReportSource::tr("Reading documents failed: %1").arg(q.lastError().text());
        return false;
    }
    while (q.next())
        source.inputTax.insert(q.value(0).toString(), {q.value(1).toLongLong(), q.value(2).toLongLong()});
    if (!q.exec(QStringLiteral("SELECT currency, month, rate_micro FROM vat_chf_rate"))) {
        source.freshness.error = ReportSource::tr("Reading documents failed: %1").arg(q.lastError().text());
        return false;
    }
    while (q.next())
        source.chfRates.insert(
            q.value(0).toString() + QLatin1Char('/') + q.value(1).toString(), q.value(2).toLongLong());
    if (!q.exec(QStringLiteral("SELECT key, value FROM vat_settings"))) {
        source.freshness.error = ReportSource::tr("Reading documents failed: %1").arg(q.lastError().text());
        return false;
    }
    while (q.next()) {
        const QString key = q.value(0).toString();
        const QString value = q.value(1).toString();
        if (key == QLatin1String("method"))
            source.vatSettings.method =
                value == QLatin1String("net-tax-rate") ? VatMethod::NetTaxRate : VatMethod::Effective;
        else if (key == QLatin1String("ntr-1"))
            source.vatSettings.netTaxRate1 = value.toLongLong();
        else if (key == QLatin1String("ntr-2"))
            source.vatSettings.netTaxRate2 = value.toLongLong();
        else if (key == QLatin1String("ntr-free-text"))
            source.vatSettings.netTaxRateOfFreeText = value.toInt();
    }
    if (!q.exec(QStringLiteral("SELECT product, rate FROM vat_ntr_product"))) {
        source.freshness.error = ReportSource::tr("Reading documents failed: %1").arg(q.lastError().text());
        return false;
    }
    while (q.next())
        source.vatSettings.netTaxRateOfProduct.insert(q.value(0).toString(), q.value(1).toInt());
    return readFiled(db, source);
}

// The payments booked through InvoiceDesk that the service confirmed.
bool readBookedHere(const QString &dataDir, const QString &accountUuid, ReportSource &source)
{
    const PaymentLog log(dataDir, accountUuid);
    const QHash<QString, QList<PaymentRecord>> booked = log.bookedByInvoice();
    if (!log.errorString().isEmpty()) {
        source.freshness.error = log.errorString();
        return false;
    }
    for (auto it = booked.cbegin(); it != booked.cend(); ++it) {
        QList<ReportPayment> &payments = source.bookedHere[it.key()];
        for (const PaymentRecord &p : it.value())
            payments.append({p.date, p.amountMinor});
    }
    return true;
}

void countFreshness(ReportSource &source)
{
    source.freshness.empty = source.documents.isEmpty();
    source.freshness.withoutVatData = 0;
    for (const ReportDocument &d : std::as_const(source.documents)) {
        if (!d.hasVatData && !d.cancelled)
            ++source.freshness.withoutVatData;
    }
}

// Opens the account's local copy and runs `write` in one transaction, committed when it returns true;
// false with `error` set when the copy cannot be opened, the transaction does not begin, `write` fails
// (it says why in `error`) or the commit does.
bool writeLocally(const QString &dataDir, const QString &accountUuid, QString *error,
    const std::function<bool(QSqlQuery &)> &write)
{
    DocumentStore store(dataDir, accountUuid);
    if (!store.isOpen()) {
        *error = store.errorString();
        return false;
    }
    StoreTransaction tx(store.database());
    if (!tx.isActive()) {
        *error = tx.errorString();
        return false;
    }
    QSqlQuery q(store.database().connection());
    if (!write(q))
        return false;
    if (!tx.commit()) {
        *error = tx.errorString();
        return false;
    }
    return true;
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

void ReportDocument::reconcile(const QList<ReportVatLine> &positions)
{
    // Per rate (at 0 % per product) as the effective method counts; the same rule once more per rate
    // and product for the net tax rate method, only when some rate holds more than one product.
    // A rate's line keeps its product while it has only one. The positions come by rate, then product
    // (vatLinesFromDetail, report_vat), so one pass merges a rate's products.
    QList<ReportVatLine> rates;
    rates.reserve(positions.size());
    for (const ReportVatLine &p : positions) {
        if (rates.isEmpty() || p.rateBasisPoints == 0
            || rates.constLast().rateBasisPoints != p.rateBasisPoints) {
            rates.append(p);
            continue;
        }
        ReportVatLine &l = rates.last();
        l.product.clear();
        l.netMinor += p.netMinor;
        l.vatMinor += p.vatMinor;
    }
    const bool cash = currency == QLatin1String("CHF");
    products = rates.size() == positions.size()
        ? QList<ReportVatLine> {}
        : VatRules::breakdown(positions, discount, totalMinor, cash).shares;
    // Against the list row's total: the service's latest figure, so a detail older than the row shows.
    const VatBreakdown b = VatRules::breakdown(rates, discount, totalMinor, cash);
    vat = b.shares;
    // Each product's share is rounded apart, so a rate's products may miss the rate's share by a
    // centime or two: that goes to the rate's largest product, and both methods count the same turnover.
    for (const ReportVatLine &rate : std::as_const(vat)) {
        if (rate.rateBasisPoints == 0)
            continue; // kept per product already
        ReportVatLine *largest = nullptr;
        qint64 net = 0;
        qint64 tax = 0;
        for (ReportVatLine &p : products) {
            if (p.rateBasisPoints != rate.rateBasisPoints)
                continue;
            net += p.netMinor;
            tax += p.vatMinor;
            if (!largest || std::llabs(p.netMinor) > std::llabs(largest->netMinor))
                largest = &p;
        }
        if (largest) {
            largest->netMinor += rate.netMinor - net;
            largest->vatMinor += rate.vatMinor - tax;
        }
    }
    netMinor = 0;
    for (const ReportVatLine &l : std::as_const(vat))
        netMinor += l.netMinor;
    discountMinor = b.discountMinor;
    roundingMinor = b.roundingMinor;
    reconciles = b.reconciles;
}

bool ReportDocument::vatLinesFromDetail(
    const QJsonObject &detail, QList<ReportVatLine> *lines, VatDiscount *discount)
{
    const QJsonValue positions = detail.value(QLatin1String("positions"));
    if (!positions.isArray())
        return false;
    // {percentage} or {amount}; the service takes a percentage first (as the sandbox does).
    *discount = {};
    const QJsonObject off = detail.value(QLatin1String("documentDiscount")).toObject();
    if (const auto percent = JsonReader::scaled(off, QLatin1String("percentage")); percent && *percent != 0)
        *discount = {VatDiscount::Kind::Percent, *percent};
    else if (const auto amount = JsonReader::scaled(off, QLatin1String("amount")); amount && *amount != 0)
        *discount = {VatDiscount::Kind::Amount, *amount};
    const bool inclusive = JsonReader::boolean(detail, QLatin1String("pricesIncludeVat"));
    QMap<LineKey, ReportVatLine> byRate;
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
    // The last change is read before the rows: a row written meanwhile is read again next time.
    if (!readState(db, source) || !readZeroClasses(db, source)
        || !readBookedHere(dataDir, accountUuid, source))
        return source;
    QSqlQuery q(db.connection());
    q.setForwardOnly(true);
    if (!q.exec(documentColumns() + QLatin1String(" WHERE d.kind IN ('invoices', 'credit-notes')"))) {
        source.freshness.error = tr("Reading documents failed: %1").arg(q.lastError().text());
        return source;
    }
    QList<Derived> derived;
    Strings strings;
    while (q.next())
        source.documents.append(readDocument(q, strings, derived));
    q.finish();
    saveDerived(db, derived, source.changesRead);
    countFreshness(source);
    return source;
}

ReportSource ReportSource::update(
    const ReportSource &previous, const QString &dataDir, const QString &accountUuid)
{
    if (!previous.freshness.error.isEmpty() || previous.copyToken.isEmpty())
        return load(dataDir, accountUuid);
    ReportSource source;
    DocumentStore store(dataDir, accountUuid);
    if (!store.isOpen()) {
        source.freshness.error = store.errorString();
        return source;
    }
    AccountDatabase &db = store.database();
    if (!readState(db, source) || !readZeroClasses(db, source)
        || !readBookedHere(dataDir, accountUuid, source))
        return source;
    if (source.copyToken != previous.copyToken || source.changesRead < previous.changesRead)
        return load(dataDir, accountUuid);
    if (source.changesRead == previous.changesRead) {
        source.documents = previous.documents;
        countFreshness(source);
        return source;
    }

    // The documents written since: all of them must still be in the log, else read everything.
    QSqlQuery q(db.connection());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT min(id), count(DISTINCT kind || '/' || uuid) FROM report_changes"
                             " WHERE id > ? AND id <= ?"));
    q.addBindValue(previous.changesRead);
    q.addBindValue(source.changesRead);
    if (!q.exec() || !q.next()) {
        source.freshness.error = tr("Reading documents failed: %1").arg(q.lastError().text());
        return source;
    }
    const qint64 first = q.value(0).isNull() ? -1 : q.value(0).toLongLong();
    const qint64 changed = q.value(1).toLongLong();
    q.finish();
    // Reading one changed document costs about what reading three in a row does.
    if (first != previous.changesRead + 1 || changed * 3 > previous.documents.size())
        return load(dataDir, accountUuid);

    // The uuids written since, per kind.
    QSet<QString> changedInvoices;
    QSet<QString> changedCreditNotes;
    q.prepare(QStringLiteral("SELECT DISTINCT kind, uuid FROM report_changes WHERE id > ? AND id <= ?"));
    q.addBindValue(previous.changesRead);
    q.addBindValue(source.changesRead);
    if (!q.exec()) {
        source.freshness.error = tr("Reading documents failed: %1").arg(q.lastError().text());
        return source;
    }
    const QString creditNotes = DocumentKinds::pathSegment(DocumentKind::CreditNote);
    while (q.next()) {
        (q.value(0).toString() == creditNotes ? changedCreditNotes : changedInvoices)
            .insert(q.value(1).toString());
    }
    q.finish();

    source.documents.reserve(previous.documents.size() + changed);
    for (const ReportDocument &d : previous.documents) {
        if (!(d.kind == DocumentKind::CreditNote ? changedCreditNotes : changedInvoices).contains(d.uuid))
            source.documents.append(d);
    }
    // Those still there as they are now; a deleted one is not found and stays out.
    q.prepare(documentColumns()
        + QLatin1String(
            " WHERE (d.kind, d.uuid) IN (SELECT kind, uuid FROM report_changes WHERE id > ? AND id <= ?)"));
    q.addBindValue(previous.changesRead);
    q.addBindValue(source.changesRead);
    if (!q.exec()) {
        source.freshness.error = tr("Reading documents failed: %1").arg(q.lastError().text());
        return source;
    }
    QList<Derived> derived;
    Strings strings;
    while (q.next())
        source.documents.append(readDocument(q, strings, derived));
    q.finish();
    // Writing waits for the store's write lock and costs as much as the rest of an update: the figures
    // do not wait for it. Until it is done a later update derives those lines again, nothing more.
    QThreadPool::globalInstance()->start([dataDir, accountUuid, derived, changesRead = source.changesRead] {
        if (!QFileInfo::exists(AccountDatabase::filePath(dataDir, accountUuid)))
            return; // removed meanwhile: not made again for a cache
        DocumentStore later(dataDir, accountUuid);
        if (later.isOpen())
            saveDerived(later.database(), derived, changesRead);
    });
    countFreshness(source);
    return source;
}

std::shared_ptr<const ReportSource> ReportSource::current(const QString &dataDir, const QString &accountUuid)
{
    // One account at a time: a session switch replaces what the previous account's reports held.
    static QMutex mutex;
    static QString path;
    static std::shared_ptr<const ReportSource> latest;
    QMutexLocker lock(&mutex);
    const QString file = AccountDatabase::filePath(dataDir, accountUuid);
    auto next = std::make_shared<const ReportSource>(
        latest && path == file ? update(*latest, dataDir, accountUuid) : load(dataDir, accountUuid));
    if (next->freshness.error.isEmpty()) {
        path = file;
        latest = next;
    } else {
        path.clear();
        latest.reset();
    }
    return next;
}

ZeroRateClass ReportSource::zeroClassOf(const ReportDocument &document, const QString &product) const
{
    const ZeroRateClass own =
        zeroClasses.value(DocumentKinds::pathSegment(document.kind) + QLatin1Char('/') + document.uuid,
            ZeroRateClass::Unclassified);
    if (own != ZeroRateClass::Unclassified || product.isEmpty())
        return own;
    return zeroClasses.value(QStringLiteral("product/") + product, ZeroRateClass::Unclassified);
}

bool ReportSource::setZeroClass(const QString &dataDir, const QString &accountUuid, const QString &scope,
    const QString &key, ZeroRateClass zeroClass, QString *error)
{
    DocumentStore store(dataDir, accountUuid);
    if (!store.isOpen()) {
        *error = store.errorString();
        return false;
    }
    QSqlQuery q(store.database().connection());
    if (zeroClass == ZeroRateClass::Unclassified) {
        q.prepare(QStringLiteral("DELETE FROM vat_zero_class WHERE scope = ? AND key = ?"));
        q.addBindValue(scope);
        q.addBindValue(key);
    } else {
        q.prepare(
            QStringLiteral("INSERT OR REPLACE INTO vat_zero_class (scope, key, class) VALUES (?, ?, ?)"));
        q.addBindValue(scope);
        q.addBindValue(key);
        q.addBindValue(VatRules::zeroRateClassKey(zeroClass));
    }
    if (!q.exec()) {
        *error = q.lastError().text();
        return false;
    }
    return true;
}

bool ReportSource::setNetTaxRateOfProduct(
    const QString &dataDir, const QString &accountUuid, const QString &product, int which, QString *error)
{
    if (product.isEmpty() || which < 0 || which > 2) {
        *error = tr("Net tax rate of a product: rate 1 or 2 of a product with a key.");
        return false;
    }
    return writeLocally(dataDir, accountUuid, error, [&](QSqlQuery &q) {
        if (which == 0) {
            q.prepare(QStringLiteral("DELETE FROM vat_ntr_product WHERE product = ?"));
            q.addBindValue(product);
        } else {
            q.prepare(QStringLiteral("INSERT OR REPLACE INTO vat_ntr_product (product, rate) VALUES (?, ?)"));
            q.addBindValue(product);
            q.addBindValue(which);
        }
        if (!q.exec()) {
            *error = q.lastError().text();
            return false;
        }
        return true;
    });
}

int ReportSource::netTaxRateOfProduct(
    const QString &dataDir, const QString &accountUuid, const QString &product)
{
    DocumentStore store(dataDir, accountUuid);
    if (!store.isOpen())
        return 0;
    QSqlQuery q(store.database().connection());
    q.prepare(QStringLiteral("SELECT rate FROM vat_ntr_product WHERE product = ?"));
    q.addBindValue(product);
    if (!q.exec() || !q.next())
        return 0;
    return q.value(0).toInt();
}

ZeroRateClass ReportSource::zeroClass(
    const QString &dataDir, const QString &accountUuid, const QString &scope, const QString &key)
{
    DocumentStore store(dataDir, accountUuid);
    if (!store.isOpen())
        return ZeroRateClass::Unclassified;
    QSqlQuery q(store.database().connection());
    q.prepare(QStringLiteral("SELECT class FROM vat_zero_class WHERE scope = ? AND key = ?"));
    q.addBindValue(scope);
    q.addBindValue(key);
    if (!q.exec() || !q.next())
        return ZeroRateClass::Unclassified;
    return VatRules::zeroRateClassFromKey(q.value(0).toString());
}

std::optional<qint64> ReportSource::openOn(
    const ReportDocument &d, const QDate &day, const QDate &today) const
{
    if (day >= today)
        return d.openMinor;
    const qint64 paid = d.totalMinor - d.openMinor;
    if (paid == 0)
        return d.totalMinor;
    const QList<ReportPayment> &payments = d.paymentsListed ? d.payments : bookedHere.value(d.uuid);
    qint64 known = 0;
    qint64 after = 0;
    for (const ReportPayment &p : payments) {
        if (!p.date.isValid())
            return std::nullopt;
        known += p.amountMinor;
        if (p.date > day)
            after += p.amountMinor;
    }
    if (known != paid)
        return std::nullopt;
    return d.openMinor + after;
}

qint64 ReportSource::chfRateFor(const QString &currency, const QDate &date) const
{
    return chfRates.value(currency + QLatin1Char('/') + date.toString(QStringLiteral("yyyy-MM")), 0);
}

QList<ReportSource::ChfRate> ReportSource::readChfRates(
    const QString &dataDir, const QString &accountUuid, QString *error)
{
    QList<ChfRate> rates;
    DocumentStore store(dataDir, accountUuid);
    if (!store.isOpen()) {
        *error = store.errorString();
        return rates;
    }
    QSqlQuery q(store.database().connection());
    if (!q.exec(QStringLiteral(
            "SELECT currency, month, rate_micro FROM vat_chf_rate ORDER BY currency, month"))) {
        *error = q.lastError().text();
        return rates;
    }
    while (q.next())
        rates.append({q.value(0).toString(), q.value(1).toString(), q.value(2).toLongLong()});
    return rates;
}

bool ReportSource::writeChfRates(
    const QString &dataDir, const QString &accountUuid, const QList<ChfRate> &rates, QString *error)
{
    return writeLocally(dataDir, accountUuid, error, [&](QSqlQuery &q) {
        if (!q.exec(QStringLiteral("DELETE FROM vat_chf_rate"))
            || !q.prepare(QStringLiteral(
                "INSERT OR REPLACE INTO vat_chf_rate (currency, month, rate_micro) VALUES (?, ?, ?)"))) {
            *error = q.lastError().text();
            return false;
        }
        for (const ChfRate &r : rates) {
            q.bindValue(0, r.currency);
            q.bindValue(1, r.month);
            q.bindValue(2, r.rateMicro);
            if (!q.exec()) {
                *error = q.lastError().text();
                return false;
            }
        }
        return true;
    });
}

QList<ReportSource::ChfRate> ReportSource::parseChfRates(const QString &csv, QStringList *problems)
{
    static const QRegularExpression separator(QStringLiteral("[;,\\t]"));
    static const QRegularExpression currencyCode(QStringLiteral("^[A-Z]{3}$"));
    static const QRegularExpression monthText(QStringLiteral("^\\d{4}-(0[1-9]|1[0-2])$"));
    QList<ChfRate> rates;
    const QStringList lines = csv.split(QRegularExpression(QStringLiteral("\\r?\\n")));
    for (qsizetype n = 0; n < lines.size(); ++n) {
        QString line = lines.at(n).trimmed();
        if (n == 0 && line.startsWith(QChar(0xFEFF)))
            line.remove(0, 1);
        if (line.isEmpty())
            continue;
        const QStringList fields = line.split(separator);
        const QString currency = fields.value(0).trimmed().remove(QLatin1Char('"')).toUpper();
        const QString month = fields.value(1).trimmed().remove(QLatin1Char('"'));
        const auto rate = VatRules::rateMicroFromText(fields.value(2).trimmed().remove(QLatin1Char('"')));
        if (fields.size() == 3 && currencyCode.match(currency).hasMatch() && monthText.match(month).hasMatch()
            && rate && currency != QLatin1String("CHF")) {
            rates.append({currency, month, *rate});
            continue;
        }
        if (n == 0 && rates.isEmpty() && !rate)
            continue; // a header line
        if (fields.size() != 3)
            problems->append(tr("Line %1: three fields expected (currency, month, rate), found %2.")
                                 .arg(n + 1)
                                 .arg(fields.size()));
        else if (!currencyCode.match(currency).hasMatch() || currency == QLatin1String("CHF"))
            problems->append(tr("Line %1: the currency \"%2\" is not a three-letter code other than CHF.")
                                 .arg(n + 1)
                                 .arg(currency));
        else if (!monthText.match(month).hasMatch())
            problems->append(
                tr("Line %1: the month \"%2\" is not written as 2024-03.").arg(n + 1).arg(month));
        else
            problems->append(tr("Line %1: the rate \"%2\" is not a positive number such as 0.9512.")
                                 .arg(n + 1)
                                 .arg(fields.value(2)));
    }
    return rates;
}

const VatFiledReturn *ReportSource::filedReturnOn(const QDate &date) const
{
    for (const VatFiledReturn &filed : filedReturns) {
        if (date >= filed.from && date <= filed.to)
            return &filed;
    }
    return nullptr;
}

bool ReportSource::writeFiledReturn(const QString &dataDir, const QString &accountUuid,
    const VatFiledReturn &filed, const QHash<QString, VatFiledDocument> &documents, QString *error)
{
    return writeLocally(dataDir, accountUuid, error, [&](QSqlQuery &q) {
        // Periods are ISO dates, so text order is date order: another filed period overlaps when it starts on
        // or before this one's end and ends on or after its start.
        q.prepare(QStringLiteral("SELECT period FROM vat_filed_return"
                                 " WHERE substr(period, 1, 10) <= ? AND substr(period, 12, 10) >= ?"));
        q.addBindValue(filed.to.toString(Qt::ISODate));
        q.addBindValue(filed.from.toString(Qt::ISODate));
        if (!q.exec()) {
            *error = q.lastError().text();
            return false;
        }
        if (q.next()) {
            *error = tr("The period %1 is already filed.").arg(q.value(0).toString());
            return false;
        }
        const QString period = periodKey(filed.from, filed.to);
        q.prepare(
            QStringLiteral("INSERT INTO vat_filed_return (period, filed_at, figures) VALUES (?, ?, ?)"));
        q.addBindValue(period);
        q.addBindValue(filed.filedAt.toMSecsSinceEpoch());
        const QString figures = encodeFigures(filed.figures);
        q.addBindValue(
            figures.isEmpty() ? QStringLiteral("") : figures); // a period without figures: not NULL
        if (!q.exec()) {
            *error = q.lastError().text();
            return false;
        }
        q.prepare(QStringLiteral("INSERT OR REPLACE INTO vat_filed_document (kind, uuid, period, lines)"
                                 " VALUES (?, ?, ?, ?)"));
        for (auto it = documents.cbegin(); it != documents.cend(); ++it) {
            q.bindValue(0, it.key().section(QLatin1Char('/'), 0, 0));
            q.bindValue(1, it.key().section(QLatin1Char('/'), 1));
            q.bindValue(2, period);
            q.bindValue(3, encodeFiledDocument(*it));
            if (!q.exec()) {
                *error = q.lastError().text();
                return false;
            }
        }
        return true;
    });
}

QString ReportSource::periodKey(const QDate &from, const QDate &to)
{
    return from.toString(Qt::ISODate) + QLatin1Char('/') + to.toString(Qt::ISODate);
}

bool ReportSource::writeInputTax(const QString &dataDir, const QString &accountUuid, const QDate &from,
    const QDate &to, std::optional<std::pair<qint64, qint64>> materialAndInvestment, QString *error)
{
    DocumentStore store(dataDir, accountUuid);
    if (!store.isOpen()) {
        *error = store.errorString();
        return false;
    }
    QSqlQuery q(store.database().connection());
    if (!materialAndInvestment) {
        q.prepare(QStringLiteral("DELETE FROM vat_input_tax WHERE period = ?"));
        q.addBindValue(periodKey(from, to));
    } else {
        q.prepare(
            QStringLiteral("INSERT OR REPLACE INTO vat_input_tax (period, material_minor, investment_minor)"
                           " VALUES (?, ?, ?)"));
        q.addBindValue(periodKey(from, to));
        q.addBindValue(materialAndInvestment->first);
        q.addBindValue(materialAndInvestment->second);
    }
    if (!q.exec()) {
        *error = q.lastError().text();
        return false;
    }
    return true;
}

bool ReportSource::removeFiledReturn(
    const QString &dataDir, const QString &accountUuid, const QDate &from, const QDate &to, QString *error)
{
    const QString period = periodKey(from, to);
    return writeLocally(dataDir, accountUuid, error, [&](QSqlQuery &q) {
        q.prepare(QStringLiteral("DELETE FROM vat_filed_return WHERE period = ?"));
        q.addBindValue(period);
        if (!q.exec()) {
            *error = q.lastError().text();
            return false;
        }
        if (q.numRowsAffected() != 1) {
            *error = tr("The period %1 is not filed.").arg(period);
            return false;
        }
        q.prepare(QStringLiteral("DELETE FROM vat_filed_document WHERE period = ?"));
        q.addBindValue(period);
        if (!q.exec()) {
            *error = q.lastError().text();
            return false;
        }
        return true;
    });
}

int VatSettings::netTaxRateFor(const QString &product) const
{
    if (netTaxRate2 <= 0)
        return 1;
    const int which = product.isEmpty() ? netTaxRateOfFreeText : netTaxRateOfProduct.value(product, 0);
    return which == 1 || which == 2 ? which : 0;
}

QString VatSettings::problem() const
{
    if (method != VatMethod::NetTaxRate)
        return {};
    if (netTaxRate1 <= 0 || netTaxRate1 >= 10000)
        return ReportSource::tr("Net tax rate 1: the approved rate is missing (a percentage such as 6.2).");
    if (netTaxRate2 < 0 || netTaxRate2 >= 10000)
        return ReportSource::tr("Net tax rate 2: not a percentage between 0 and 100.");
    if (netTaxRate2 == netTaxRate1)
        return ReportSource::tr("Net tax rate 2: the same as rate 1; leave it empty for one rate.");
    if (netTaxRateOfFreeText < 0 || netTaxRateOfFreeText > 2)
        return ReportSource::tr("Positions without a product: go to net tax rate 1 or 2, not %1.")
            .arg(netTaxRateOfFreeText);
    if (netTaxRateOfFreeText == 2 && netTaxRate2 == 0)
        return ReportSource::tr("Positions without a product: go to net tax rate 2, which is not entered.");
    return {};
}

bool ReportSource::writeVatSettings(
    const QString &dataDir, const QString &accountUuid, const VatSettings &settings, QString *error)
{
    if (const QString problem = settings.problem(); !problem.isEmpty()) {
        *error = problem;
        return false;
    }
    return writeLocally(dataDir, accountUuid, error, [&](QSqlQuery &q) {
        if (!q.exec(QStringLiteral("DELETE FROM vat_settings"))) {
            *error = q.lastError().text();
            return false;
        }
        QList<std::pair<QString, QString>> rows {
            {QStringLiteral("method"),
                settings.method == VatMethod::NetTaxRate ? QStringLiteral("net-tax-rate")
                                                         : QStringLiteral("effective")},
            {QStringLiteral("ntr-1"), QString::number(settings.netTaxRate1)},
            {QStringLiteral("ntr-2"), QString::number(settings.netTaxRate2)},
            {QStringLiteral("ntr-free-text"), QString::number(settings.netTaxRateOfFreeText)}};
        for (const auto &[key, value] : std::as_const(rows)) {
            q.prepare(QStringLiteral("INSERT INTO vat_settings (key, value) VALUES (?, ?)"));
            q.addBindValue(key);
            q.addBindValue(value);
            if (!q.exec()) {
                *error = q.lastError().text();
                return false;
            }
        }
        return true;
    });
}

std::optional<qint64> ReportSource::basisPointsFromText(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("^\\s*(\\d{1,2})(?:[.,](\\d{1,2}))?\\s*%?\\s*$"));
    const QRegularExpressionMatch m = pattern.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    const QString decimals = m.captured(2).leftJustified(2, QLatin1Char('0'));
    const qint64 basisPoints = m.captured(1).toLongLong() * 100 + decimals.toLongLong();
    if (basisPoints <= 0)
        return std::nullopt;
    return basisPoints;
}
