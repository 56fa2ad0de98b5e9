#include "reports/ReportSource.h"

#include "api/JsonReader.h"
#include "domain/DunningLevel.h"
#include "domain/Money.h"
#include "store/AccountDatabase.h"
#include "store/PaymentLog.h"
#include "store/ReportStore.h"
#include "store/SyncState.h"
#include "store/VatStore.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QUrl>

#include <cstdlib>

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

// One string per distinct currency and customer instead of one per document: 100,000 documents of
// 5,000 customers hold a third of the allocations, and freeing a copy leaves the allocator fewer small
// blocks to sort out in the next report's first large allocation (a report after a read took 4 times
// as long, once per run, before).
using Strings = QSet<QString>;

ReportDocument readDocument(
    const ReportStore::Row &row, Strings &strings, QList<ReportStore::Derived> &derived)
{
    ReportDocument d;
    d.kind = row.kind;
    d.uuid = row.uuid;
    d.number = row.number;
    d.date = row.date;
    d.dueDate = row.dueDate;
    d.currency = *strings.insert(row.currency);
    d.totalMinor = row.totalMinor;
    d.openMinor = row.openMinor;
    d.customerName = *strings.insert(row.receiverName);
    d.customerKey = *strings.insert(row.customerKey);
    d.dunningLevel = row.dunningLevel;
    d.cancelled = row.cancelled;
    d.updatedAtMs = row.updatedAtMs;
    if (row.hasDetail) {
        QList<ReportVatLine> positions;
        if (row.hasLines) {
            positions = decodeLines(row.lines, &d.discount, &d.paymentsListed, &d.payments);
            d.hasVatData = !positions.isEmpty();
        } else {
            const QJsonObject detail = QJsonDocument::fromJson(row.json).object();
            d.hasVatData =
                ReportDocument::vatLinesFromDetail(detail, &positions, &d.discount) && !positions.isEmpty();
            d.paymentsListed = paymentsFromDetail(detail, &d.payments);
            derived.append({DocumentKinds::pathSegment(d.kind), d.uuid, row.savedAt,
                encodeLines(d.hasVatData ? positions : QList<ReportVatLine>(), d.discount, d.paymentsListed,
                    d.payments)});
        }
        if (d.hasVatData)
            d.reconcile(positions);
    }
    return d;
}

QString readingFailed(const QString &why)
{
    return ReportSource::tr("Reading documents failed: %1").arg(why);
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
    QString error;
    if (!ReportStore(db).readState(&source.copyToken, &source.changesRead, &error)) {
        source.freshness.error = readingFailed(error);
        return false;
    }
    return true;
}

// What the VAT return keeps besides the service's data (VatStore).
bool readKept(AccountDatabase &db, ReportSource &source)
{
    const VatStore store(db);
    VatStore::Kept kept;
    if (!store.read(&kept)) {
        source.freshness.error = readingFailed(store.errorString());
        return false;
    }
    source.zeroClasses = std::move(kept.zeroClasses);
    source.chfRates = std::move(kept.chfRates);
    source.inputTax = std::move(kept.inputTax);
    source.vatSettings = std::move(kept.settings);
    source.filedReturns = std::move(kept.filedReturns);
    source.filedDocuments = std::move(kept.filedDocuments);
    return true;
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

// Runs `write` on the account's VatStore; false with `error` set when it fails.
bool writeKept(const QString &dataDir, const QString &accountUuid, QString *error,
    const std::function<bool(VatStore &)> &write)
{
    VatStore store(dataDir, accountUuid);
    if (write(store))
        return true;
    *error = store.errorString();
    return false;
}

} // namespace

int ReportDocument::dunningLevelFromString(const QString &level)
{
    return int(DunningLevels::fromWireName(level));
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
    AccountDatabase db(dataDir, accountUuid);
    if (!db.isOpen()) {
        source.freshness.error = db.errorString();
        return source;
    }
    // The last change is read before the rows: a row written meanwhile is read again next time.
    if (!readState(db, source) || !readKept(db, source) || !readBookedHere(dataDir, accountUuid, source))
        return source;
    ReportStore store(db);
    QList<ReportStore::Derived> derived;
    Strings strings;
    QString error;
    if (!store.readDocuments(
            [&](const ReportStore::Row &row) {
                source.documents.append(readDocument(row, strings, derived));
            },
            &error)) {
        source.documents.clear();
        source.freshness.error = readingFailed(error);
        return source;
    }
    // After a read: keeps the VAT lines it derived from the details, so the next read finds
    // "810:12345:1000" instead of parsing every document's JSON again, and clears the changes it has taken
    // in. Only a cache: a detail saved since (another saved_at) is derived again.
    store.saveDerived(derived, source.changesRead);
    countFreshness(source);
    return source;
}

ReportSource ReportSource::update(const ReportSource &previous, const QString &dataDir,
    const QString &accountUuid, std::function<void()> *deferredWrite)
{
    if (!previous.freshness.error.isEmpty() || previous.copyToken.isEmpty())
        return load(dataDir, accountUuid);
    ReportSource source;
    AccountDatabase db(dataDir, accountUuid);
    if (!db.isOpen()) {
        source.freshness.error = db.errorString();
        return source;
    }
    if (!readState(db, source) || !readKept(db, source) || !readBookedHere(dataDir, accountUuid, source))
        return source;
    if (source.copyToken != previous.copyToken || source.changesRead < previous.changesRead)
        return load(dataDir, accountUuid);
    if (source.changesRead == previous.changesRead) {
        source.documents = previous.documents;
        countFreshness(source);
        return source;
    }

    // The documents written since: all of them must still be in the log, else read everything.
    ReportStore store(db);
    ReportStore::Changes changes;
    QString error;
    if (!store.readChangeCount(previous.changesRead, source.changesRead, &changes, &error)) {
        source.freshness.error = readingFailed(error);
        return source;
    }
    // Reading one changed document costs about what reading three in a row does.
    if (changes.first != previous.changesRead + 1 || changes.documents * 3 > previous.documents.size())
        return load(dataDir, accountUuid);

    // The uuids written since, per kind.
    if (!store.readChangedUuids(previous.changesRead, source.changesRead, &changes, &error)) {
        source.freshness.error = readingFailed(error);
        return source;
    }
    source.documents.reserve(previous.documents.size() + changes.documents);
    for (const ReportDocument &d : previous.documents) {
        if (!(d.kind == DocumentKind::CreditNote ? changes.creditNotes : changes.invoices).contains(d.uuid))
            source.documents.append(d);
    }
    // Those still there as they are now; a deleted one is not found and stays out.
    QList<ReportStore::Derived> derived;
    Strings strings;
    if (!store.readChangedDocuments(
            previous.changesRead, source.changesRead,
            [&](const ReportStore::Row &row) {
                source.documents.append(readDocument(row, strings, derived));
            },
            &error)) {
        source.documents.clear();
        source.freshness.error = readingFailed(error);
        return source;
    }
    // Writing waits for the store's write lock and costs as much as the rest of an update: handed back,
    // the figures do not wait for it. Until it is done a later update derives those lines again.
    std::function<void()> write = [dataDir, accountUuid, derived, changesRead = source.changesRead] {
        if (!QFileInfo::exists(AccountDatabase::filePath(dataDir, accountUuid)))
            return; // removed meanwhile: not made again for a cache
        AccountDatabase later(dataDir, accountUuid);
        if (later.isOpen())
            ReportStore(later).saveDerived(derived, changesRead);
    };
    if (deferredWrite)
        *deferredWrite = std::move(write);
    else
        write();
    countFreshness(source);
    return source;
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
    return writeKept(dataDir, accountUuid, error,
        [&](VatStore &store) { return store.setZeroClass(scope, key, zeroClass); });
}

ZeroRateClass ReportSource::zeroClass(
    const QString &dataDir, const QString &accountUuid, const QString &scope, const QString &key)
{
    return VatStore(dataDir, accountUuid).zeroClass(scope, key);
}

bool ReportSource::setNetTaxRateOfProduct(
    const QString &dataDir, const QString &accountUuid, const QString &product, int which, QString *error)
{
    if (product.isEmpty() || which < 0 || which > 2) {
        *error = tr("Net tax rate of a product: rate 1 or 2 of a product with a key.");
        return false;
    }
    return writeKept(dataDir, accountUuid, error,
        [&](VatStore &store) { return store.setNetTaxRateOfProduct(product, which); });
}

int ReportSource::netTaxRateOfProduct(
    const QString &dataDir, const QString &accountUuid, const QString &product)
{
    return VatStore(dataDir, accountUuid).netTaxRateOfProduct(product);
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
    const VatStore store(dataDir, accountUuid);
    const QList<ChfRate> rates = store.chfRates();
    if (!store.errorString().isEmpty())
        *error = store.errorString();
    return rates;
}

bool ReportSource::writeChfRates(
    const QString &dataDir, const QString &accountUuid, const QList<ChfRate> &rates, QString *error)
{
    return writeKept(
        dataDir, accountUuid, error, [&](VatStore &store) { return store.writeChfRates(rates); });
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
    return writeKept(dataDir, accountUuid, error,
        [&](VatStore &store) { return store.writeFiledReturn(filed, documents); });
}

bool ReportSource::removeFiledReturn(
    const QString &dataDir, const QString &accountUuid, const QDate &from, const QDate &to, QString *error)
{
    return writeKept(
        dataDir, accountUuid, error, [&](VatStore &store) { return store.removeFiledReturn(from, to); });
}

bool ReportSource::writeInputTax(const QString &dataDir, const QString &accountUuid, const QDate &from,
    const QDate &to, std::optional<std::pair<qint64, qint64>> materialAndInvestment, QString *error)
{
    return writeKept(dataDir, accountUuid, error,
        [&](VatStore &store) { return store.writeInputTax(periodKey(from, to), materialAndInvestment); });
}

bool ReportSource::writeVatSettings(
    const QString &dataDir, const QString &accountUuid, const VatSettings &settings, QString *error)
{
    if (const QString problem = settings.problem(); !problem.isEmpty()) {
        *error = problem;
        return false;
    }
    return writeKept(
        dataDir, accountUuid, error, [&](VatStore &store) { return store.writeSettings(settings); });
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
