// Reports against the sandbox. Open items equal the open amounts the service lists. Revenue and the VAT
// return are checked against the service's own totals, not against a second copy of the report's
// rules: every document reconciles with its documentTotal, and the figures of a period add up to the
// service's totals of the documents counted (Σ figures = Σ documentTotal, up to the 0.05 rounding),
// for the demo account, for an account filled here with several currencies, rates, prices with VAT,
// groups, credit notes, a cancelled invoice and a rate the form does not know, and for random
// documents. Fixtures with figures worked out by hand (document discount, 0.05 rounding, a credit
// note, each 0 % class, old rates) check the return line by line.
// The XLSX export is read back with python3-openpyxl.
#include "TestSandbox.h"
#include "api/ApiJob.h"
#include "api/DocumentsApi.h"
#include "api/JsonReader.h"
#include "reports/DetailFetcher.h"
#include "reports/ReportExport.h"
#include "reports/ReportSource.h"
#include "reports/ReportTable.h"
#include "reports/Reports.h"
#include "sync/SyncController.h"

#include <QJsonArray>
#include <QProcess>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace {

// "12.30", 12.3 or "12.3" -> 1230, without the client's JsonReader; null (live: "no value") is 0.
qint64 cents(const QJsonValue &v)
{
    if (v.isNull() || v.isUndefined())
        return 0;
    QString text = v.isString() ? v.toString() : QString::number(v.toDouble(), 'f', 2);
    const bool negative = text.startsWith(QLatin1Char('-'));
    if (negative)
        text.remove(0, 1);
    QString whole = text.section(QLatin1Char('.'), 0, 0);
    QString fraction = text.section(QLatin1Char('.'), 1, 1);
    fraction = (fraction + QStringLiteral("00")).left(2);
    const qint64 value = whole.toLongLong() * 100 + fraction.toLongLong();
    return negative ? -value : value;
}

// 8.1 -> 810
qint64 basisPoints(const QJsonValue &v)
{
    return cents(v);
}

struct Truth
{
    QString kind; // invoices, credit-notes
    QString uuid;
    QString number;
    QDate date;
    QDate due;
    QString currency;
    qint64 open = 0;
    qint64 total = 0; // documentTotal as the service lists it
    bool cancelled = false;
    int dunning = 0;
    QString customer;
    QMap<qint64, std::pair<qint64, qint64>> vat; // rate -> (net, tax)
    // The payments the service's single answer lists (day, amount); paymentsListed: it has the list.
    bool paymentsListed = false;
    QList<std::pair<QDate, qint64>> payments;
};

using Flat = QMap<QString, qint64>;

QString k(const QStringList &parts)
{
    return parts.join(QLatin1Char('|'));
}

} // namespace

class TestReports : public QObject
{
    Q_OBJECT

private:
    TestSandbox m_sandbox;
    QTemporaryDir m_clientDir;

    QJsonDocument call(
        const QString &account, ApiClient::Method method, const QString &path, const QJsonObject &body = {})
    {
        ApiClient client(m_sandbox.config(account));
        const QString route = path.section(QLatin1Char('?'), 0, 0);
        const QUrlQuery query(path.section(QLatin1Char('?'), 1));
        const TestSandbox::Result r = TestSandbox::wait(method == ApiClient::Method::Get
                ? client.get(client.accountPath(route), query)
                : client.send(method, client.accountPath(route), QJsonDocument(body)));
        if (!r.ok)
            qWarning() << path << r.error.message();
        return r.answer;
    }

    // The items of a list answer, `data` or `data.documents`; empty with a warning when there are none.
    QJsonArray list(const QString &account, const QString &path)
    {
        const QJsonDocument answer = call(account, ApiClient::Method::Get, path);
        const std::optional<QJsonArray> items = JsonReader::listFromEnvelope(answer);
        if (!items)
            qWarning() << path << "answered no list:" << answer.toJson(QJsonDocument::Compact).left(300);
        return items.value_or(QJsonArray());
    }

    // The document of a single answer, `data` or `data.documents[0]`; empty with a warning if none.
    static QJsonObject single(const QString &what, const QJsonDocument &answer)
    {
        const std::optional<QJsonObject> document = JsonReader::singleFromEnvelope(answer);
        if (!document)
            qWarning() << what << "answered no document:" << answer.toJson(QJsonDocument::Compact).left(300);
        return document.value_or(QJsonObject());
    }

    // Every document of the kind as the sandbox has it, with its positions.
    QList<Truth> truth(const QString &account)
    {
        QList<Truth> all;
        for (const QString &kind : {QStringLiteral("invoices"), QStringLiteral("credit-notes")}) {
            for (int page = 1;; ++page) {
                const QJsonArray items =
                    list(account, QStringLiteral("/documents/v2/%1?limit=200&page=%2").arg(kind).arg(page));
                for (const QJsonValue &v : items) {
                    const QJsonObject item = v.toObject();
                    Truth t;
                    t.kind = kind;
                    t.uuid = item.value("uuid").toString();
                    t.number =
                        item.value(kind == "invoices" ? "invoiceNumber" : "creditNoteNumber").toString();
                    t.date = QDate::fromString(
                        item.value(kind == "invoices" ? "invoiceDate" : "creditNoteDate").toString(),
                        Qt::ISODate);
                    t.due = QDate::fromString(item.value("dueDate").toString(), Qt::ISODate);
                    t.currency = item.value("currencyCode").toString();
                    t.open = cents(item.value("openAmount"));
                    t.total = cents(item.value("documentTotal"));
                    t.cancelled = item.value("isCancelled").toBool();
                    t.dunning =
                        QStringList {"NO_DUNNING", "REMINDER", "FIRST_DUNNING", "FINAL_DUNNING"}.indexOf(
                            item.value("dunningLevel").toString("NO_DUNNING"));
                    const QJsonObject receiver = item.value("receiver").toObject();
                    for (const char *field : {"companyUuid", "personUuid", "customerNumber", "name"}) {
                        if (!receiver.value(field).toString().isEmpty()) {
                            t.customer = receiver.value(field).toString();
                            break;
                        }
                    }
                    const QString path = QStringLiteral("/documents/v2/%1/%2").arg(kind, t.uuid);
                    const QJsonObject detail = single(path, call(account, ApiClient::Method::Get, path));
                    if (detail.value("uuid").toString() != t.uuid)
                        return {}; // no truth without every document's positions
                    t.paymentsListed = detail.value("payments").isArray();
                    for (const QJsonValue &p : detail.value("payments").toArray())
                        t.payments.append(
                            {QDate::fromString(p.toObject().value("date").toString().left(10), Qt::ISODate),
                                cents(p.toObject().value("amount"))});
                    const bool inclusive = detail.value("pricesIncludeVat").toBool();
                    QList<QJsonObject> products;
                    for (const QJsonValue &p : detail.value("positions").toArray()) {
                        const QJsonObject o = p.toObject();
                        if (o.value("kind").toString() == "product")
                            products << o;
                        for (const QJsonValue &inner : o.value("items").toArray())
                            products << inner.toObject();
                    }
                    for (const QJsonObject &p : products) {
                        const qint64 rate = basisPoints(p.value("vat").toObject().value("percentage"));
                        const qint64 tax = cents(p.value("vat").toObject().value("amount"));
                        const qint64 line = cents(p.value("positionTotal"));
                        t.vat[rate].first += inclusive ? line - tax : line;
                        t.vat[rate].second += tax;
                    }
                    all << t;
                }
                if (items.size() < 200)
                    break;
            }
        }
        return all;
    }

    // The newest updatedAt of the account's invoices and credit notes, as the sandbox lists them.
    QDateTime lastChange(const QString &account)
    {
        QDateTime newest;
        for (const QString &kind : {QStringLiteral("invoices"), QStringLiteral("credit-notes")}) {
            for (int page = 1;; ++page) {
                const QJsonArray items =
                    list(account, QStringLiteral("/documents/v2/%1?limit=200&page=%2").arg(kind).arg(page));
                for (const QJsonValue &v : items) {
                    const QDateTime at =
                        QDateTime::fromString(v.toObject().value("updatedAt").toString(), Qt::ISODate);
                    if (at.isValid() && (!newest.isValid() || at > newest))
                        newest = at;
                }
                if (items.size() < 200)
                    break;
            }
        }
        return newest;
    }

    // The client's copy: sync, then fetch the positions.
    void syncClient(const QString &account)
    {
        // The service stamps updatedAt in whole seconds, so a listing that starts in the second of the last
        // change cannot tell it from one made during the listing and is rightly not trusted as complete
        // (the sandbox seeds its demo credit notes at start-up, the test creates documents just before).
        // One sync that starts after that second must give the whole copy.
        const QDateTime changed = lastChange(account);
        QVERIFY(changed.isValid());
        QTRY_VERIFY_WITH_TIMEOUT(QDateTime::currentDateTimeUtc() >= changed.addSecs(1), 5000);
        SyncOptions options;
        options.kinds = {DocumentKind::Invoice, DocumentKind::CreditNote};
        SyncController sync(m_sandbox.config(account), m_clientDir.path(), options);
        const SyncController::Outcome outcome = sync.runAndWait(SyncController::Mode::Full, 60000);
        QVERIFY2(outcome.ok, qPrintable(outcome.error.message()));
        for (const SyncKindSummary &kind : outcome.summary.kinds)
            QVERIFY2(kind.reconciled, qPrintable(QString(DocumentKinds::pathSegment(kind.kind))));
        ApiClient client(m_sandbox.config(account));
        DetailFetcher fetcher(&client, m_clientDir.path(), account);
        QSignalSpy finished(&fetcher, &DetailFetcher::finished);
        fetcher.start();
        QVERIFY(finished.wait(120000));
        QCOMPARE(finished.first().at(1).toInt(), 0);
        QVERIFY(DetailFetcher::missing(m_clientDir.path(), account).isEmpty());
    }

    // What was open of an invoice at the end of `asOf`, by the service's own payments: today's open amount
    // plus every payment dated after the day (a past day only; nothing paid: the total). -1: the payments
    // the service lists do not add up to what was paid, so the day's figure is not known.
    static qint64 openOn(const Truth &t, const QDate &asOf)
    {
        if (asOf >= QDate::currentDate() || t.open == t.total)
            return asOf >= QDate::currentDate() ? t.open : t.total;
        qint64 listed = 0;
        qint64 after = 0;
        for (const auto &[day, amount] : t.payments) {
            listed += amount;
            if (day > asOf)
                after += amount;
        }
        return t.paymentsListed && listed == t.total - t.open ? t.open + after : -1;
    }

    static Flat expectedOpenItems(const QList<Truth> &docs, const QDate &asOf)
    {
        Flat f;
        for (Truth t : docs) {
            if (t.kind != "invoices" || t.cancelled || t.date > asOf)
                continue;
            const qint64 on = openOn(t, asOf);
            t.open = on < 0 ? t.open : on; // not known: counted with today's amount (and named)
            if (t.open <= 0)
                continue;
            const qint64 days = t.due.isValid() ? t.due.daysTo(asOf) : 0;
            const QString bucket = days <= 0 ? "0"
                : days <= 30                 ? "1"
                : days <= 60                 ? "2"
                : days <= 90                 ? "3"
                                             : "4";
            for (const QString &who : {t.customer, QStringLiteral("*total*")}) {
                f[k({t.currency, who, "open"})] += t.open;
                f[k({t.currency, who, "count"})] += 1;
                f[k({t.currency, who, "bucket", bucket})] += t.open;
            }
            qint64 &dunning = f[k({t.currency, t.customer, "dunning"})];
            dunning = qMax(dunning, qint64(t.dunning));
            qint64 &oldest = f[k({t.currency, t.customer, "oldest"})];
            if (t.due.isValid())
                oldest = oldest == 0 ? t.due.toJulianDay() : qMin(oldest, t.due.toJulianDay());
        }
        // Buckets that stay empty are not listed; the report writes them as 0.
        return f;
    }

    static Flat actualOpenItems(const OpenItemsReport &r)
    {
        Flat f;
        const auto put = [&f](const QString &currency, const QString &who, const OpenItemsFigures &fig) {
            f[k({currency, who, "open"})] = fig.openMinor;
            f[k({currency, who, "count"})] = fig.invoices;
            for (int b = 0; b < int(AgingBucket::Count); ++b) {
                if (fig.buckets[b] != 0)
                    f[k({currency, who, "bucket", QString::number(b)})] = fig.buckets[b];
            }
        };
        for (const OpenItemsRow &row : r.rows) {
            put(row.currency, row.customerKey, row.figures);
            f[k({row.currency, row.customerKey, "dunning"})] = row.highestDunningLevel;
            f[k({row.currency, row.customerKey, "oldest"})] =
                row.oldestDue.isValid() ? row.oldestDue.toJulianDay() : 0;
        }
        for (const OpenItemsTotal &t : r.totals)
            put(t.currency, "*total*", t.figures);
        return f;
    }

    static qint64 sign(const Truth &t) { return t.kind == "credit-notes" ? -1 : 1; }

    // Revenue of every currency against the service: net + the VAT the positions show = documentTotal,
    // up to 0.05 rounding per CHF document (the accounts here have no document discounts).
    static void checkRevenue(const QList<Truth> &docs, const ReportSource &source, int year)
    {
        const RevenueReport r = Reports::revenue(source, year, RevenuePeriod::Quarter);
        QVERIFY(r.withoutVatData.isEmpty());
        QVERIFY(r.notReconciling.isEmpty());
        for (qsizetype c = 0; c < r.currencies.size(); ++c) {
            const QString currency = r.currencies.at(c);
            qint64 service = 0;
            qint64 vat = 0;
            int counted = 0;
            for (const Truth &t : docs) {
                if (t.cancelled || t.date.year() != year || t.currency != currency)
                    continue;
                service += sign(t) * t.total;
                for (const auto &[net, tax] : t.vat)
                    vat += sign(t) * tax;
                ++counted;
            }
            QCOMPARE(r.totals.at(c).documents.size(), counted);
            const qint64 off = r.totals.at(c).netMinor + vat - service;
            QVERIFY2(qAbs(off) <= (currency == "CHF" ? 2 * counted : 0),
                qPrintable(QStringLiteral("%1 %2: %3 off").arg(currency).arg(year).arg(off)));
            qint64 periods = 0;
            for (const RevenuePeriodRow &p : r.periods) {
                if (p.currency == currency)
                    periods += p.current.netMinor;
            }
            QCOMPARE(periods, r.totals.at(c).netMinor);
        }
    }

    // The VAT return of a period against the service's totals of the documents it counts.
    static VatReport checkVat(
        const QList<Truth> &docs, const ReportSource &source, const QDate &from, const QDate &to)
    {
        const VatReport r = Reports::vat(source, from, to);
        [&] {
            QVERIFY(r.withoutVatData.isEmpty());
            QStringList off;
            for (const int i : r.notReconciling)
                off << source.documents.at(i).number;
            QVERIFY2(off.isEmpty(), qPrintable(off.join(", ")));
            QSet<QString> leftOut;
            for (const QList<int> *list : {&r.unknownRate, &r.withoutRate}) {
                for (const int i : *list)
                    leftOut << source.documents.at(i).number;
            }
            QHash<QString, const ReportDocument *> byNumber;
            for (const ReportDocument &d : source.documents)
                byNumber.insert(d.number, &d);
            qint64 service = 0;
            qint64 rounding = 0;
            int counted = 0;
            for (const Truth &t : docs) {
                if (t.cancelled || t.date < from || t.date > to)
                    continue;
                // Other currencies count at their month's rate, or are named as lacking one.
                const qint64 rate = source.chfRateFor(t.currency, t.date);
                if (t.currency != "CHF" && rate == 0)
                    QVERIFY2(leftOut.contains(t.number), qPrintable(t.number));
                if (leftOut.contains(t.number))
                    continue;
                // A converted document: its total at the rate (net and VAT are converted apart, so one
                // more centime each may be off).
                service += sign(t) * (t.currency == "CHF" ? t.total : VatRules::toChf(t.total, rate));
                if (t.currency != "CHF")
                    counted += 1;
                if (t.currency == "CHF")
                    rounding += sign(t) * byNumber.value(t.number)->roundingMinor;
                ++counted;
            }
            qint64 figures = 0;
            qint64 rates = 0;
            qint64 line200 = 0;
            qint64 line289 = 0;
            qint64 line299 = 0;
            for (const VatCurrencySummary &summary : r.currencies) {
                QCOMPARE(summary.currency, QStringLiteral("CHF"));
                for (const VatLine &line : summary.lines) {
                    switch (line.kind) {
                    case VatLineKind::Rate:
                        figures += line.turnoverMinor + line.invoicedTaxMinor;
                        rates += line.turnoverMinor;
                        break;
                    case VatLineKind::TaxExempt:
                    case VatLineKind::SuppliesAbroad:
                    case VatLineKind::Excluded:
                    case VatLineKind::NoConsideration:
                    case VatLineKind::Unclassified:
                        figures += line.turnoverMinor;
                        break;
                    case VatLineKind::TotalConsideration:
                        line200 = line.turnoverMinor;
                        break;
                    case VatLineKind::TotalDeductions:
                        line289 = line.turnoverMinor;
                        break;
                    case VatLineKind::TaxableTurnover:
                        line299 = line.turnoverMinor;
                        break;
                    default:
                        break;
                    }
                }
            }
            // Σ figures + Σ rounding = Σ documentTotal exactly; and the rounding is no more than 0.05
            // rounding can make (2 Rappen per document).
            if (r.foreign.isEmpty())
                QCOMPARE(figures + rounding, service);
            QVERIFY2(qAbs(figures - service) <= 2 * counted, qPrintable(QString::number(figures - service)));
            QCOMPARE(line299, line200 - line289);
            QCOMPARE(line299, rates);
        }();
        return r;
    }

    void compareAll(const QString &account)
    {
        const QList<Truth> docs = truth(account);
        QVERIFY(!docs.isEmpty());
        const ReportSource source = ReportSource::load(m_clientDir.path(), account);
        QVERIFY2(source.freshness.error.isEmpty(), qPrintable(source.freshness.error));
        QVERIFY(!source.freshness.empty);
        QVERIFY(!source.freshness.partial);
        QVERIFY(source.freshness.currentSince.isValid());
        QCOMPARE(source.documents.size(), docs.size());

        const QDate today = QDate::currentDate();
        for (const QDate &asOf : {today, today.addDays(-45), today.addDays(-200)}) {
            const OpenItemsReport report = Reports::openItems(source, asOf);
            QCOMPARE(actualOpenItems(report), expectedOpenItems(docs, asOf));
            // Named exactly when the service's payments do not tell the day's open amount.
            QStringList unknown;
            for (const Truth &t : docs) {
                if (t.kind == "invoices" && !t.cancelled && t.date <= asOf && openOn(t, asOf) < 0)
                    unknown << t.number;
            }
            QStringList named;
            for (const int i : report.paymentDatesUnknown)
                named << source.documents.at(i).number;
            unknown.sort();
            named.sort();
            QCOMPARE(named, unknown);
        }

        for (const int year : {today.year(), today.year() - 1, 2023})
            checkRevenue(docs, source, year);

        for (const int year : {today.year(), today.year() - 1, 2023}) {
            for (int q = 1; q <= 4; ++q)
                checkVat(docs, source, Reports::periodStart(year, VatPeriod::Quarter, q),
                    Reports::periodEnd(year, VatPeriod::Quarter, q));
        }
    }

    QJsonObject product(const QString &description, double quantity, const QString &price, double rate)
    {
        return {{"kind", "product"}, {"productDescription", description}, {"quantity", quantity},
            {"singlePrice", price}, {"vat", QJsonObject {{"percentage", rate}}}};
    }

    QString create(const QString &account, const QString &kind, const QString &dateField, const QDate &date,
        const QString &currency, const QString &company, const QJsonArray &positions, bool inclusive = false)
    {
        const QJsonObject d {{"currencyCode", currency}, {"title", "Report test"},
            {dateField, date.toString(Qt::ISODate)}, {"dueDate", date.addDays(30).toString(Qt::ISODate)},
            {"pricesIncludeVat", inclusive}, {"receiver", QJsonObject {{"companyUuid", company}}},
            {"positions", positions}};
        return single("create " + kind,
            call(account, ApiClient::Method::Post, "/documents/v2/" + kind,
                QJsonObject {{"documents", QJsonArray {d}}}))
            .value("uuid")
            .toString();
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error()));
        QVERIFY(m_clientDir.isValid());
        QCOMPARE(m_sandbox.accounts().size(), 2);
    }

    void emptyCopySaysSo()
    {
        QTemporaryDir empty;
        const ReportSource source = ReportSource::load(empty.path(), m_sandbox.accounts().first());
        QVERIFY(source.freshness.empty);
        QVERIFY(source.freshness.partial);
        QVERIFY(!source.freshness.currentSince.isValid());
        const QStringList notes = ReportTables::freshnessNotes(source.freshness, true);
        QVERIFY(notes.join(' ').contains("no invoices"));
        QVERIFY(Reports::openItems(source, QDate::currentDate()).rows.isEmpty());
    }

    void withoutPositionsNothingIsGuessed()
    {
        // Synced list rows but no details: the VAT summary counts nothing and names every document.
        QTemporaryDir dir;
        const QString account = m_sandbox.accounts().first();
        SyncOptions options;
        options.kinds = {DocumentKind::Invoice, DocumentKind::CreditNote};
        SyncController sync(m_sandbox.config(account), dir.path(), options);
        QVERIFY(sync.runAndWait(SyncController::Mode::Full, 60000).ok);
        const ReportSource source = ReportSource::load(dir.path(), account);
        QVERIFY(source.freshness.withoutVatData > 0);
        const int year = QDate::currentDate().year();
        const VatReport r = Reports::vat(source, QDate(year, 1, 1), QDate(year, 12, 31));
        QVERIFY(r.currencies.isEmpty());
        QVERIFY(!r.withoutVatData.isEmpty());
        QVERIFY(ReportTables::vat(r, source).notes.join(' ').contains(
            source.documents.at(r.withoutVatData.first()).number));
        // Open items read only the documents' totals: no word of missing positions there.
        const QString positions = ReportTables::freshnessNotes(source.freshness, true).last();
        QVERIFY(positions.contains("not fetched"));
        QVERIFY(ReportTables::vat(r, source).notes.contains(positions));
        QVERIFY(!ReportTables::openItems(Reports::openItems(source, QDate::currentDate()))
                     .notes.contains(positions));
    }

    void demoAccount()
    {
        const QString account = m_sandbox.accounts().first();
        syncClient(account);
        compareAll(account);
    }

    void generatedAccount()
    {
        const QString account = m_sandbox.accounts().at(1);
        const QJsonArray companies = list(account, "/addresses/v2/companies?limit=10");
        QVERIFY(companies.size() >= 3);
        const QString a = companies.at(0).toObject().value("uuid").toString();
        const QString b = companies.at(1).toObject().value("uuid").toString();
        const QString c = companies.at(2).toObject().value("uuid").toString();
        const int year = QDate::currentDate().year();
        QStringList created;
        created << create(account, "invoices", "invoiceDate", QDate(year, 2, 10), "CHF", a,
            {product("Beratung", 2.5, "160.00", 8.1), product("Buch", 3, "89.90", 2.6),
                product("Logis", 2, "120.00", 3.8), product("Gebühr", 1, "12.34", 0)});
        created << create(account, "invoices", "invoiceDate", QDate(year, 2, 20), "EUR", b,
            {product("Consulting", 4, "150.00", 8.1)});
        created << create(account, "invoices", "invoiceDate", QDate(year, 3, 1), "USD", c,
            {product("Licence", 1, "999.99", 8.1)}, true);
        created << create(account, "invoices", "invoiceDate", QDate(year, 5, 5), "CHF", b,
            {QJsonObject {{"kind", "group"}, {"title", "Paket"},
                {"items", QJsonArray {product("A", 1, "100.00", 8.1), product("B", 2, "33.35", 2.6)}}}},
            true);
        created << create(account, "invoices", "invoiceDate", QDate(year - 1, 5, 5), "CHF", a,
            {product("Vorjahr", 1, "500.00", 8.1)});
        created << create(account, "invoices", "invoiceDate", QDate(2023, 8, 1), "CHF", a,
            {product("Alt", 1, "1000.00", 7.7), product("Alt reduziert", 1, "100.00", 2.5),
                product("Alt Beherbergung", 1, "200.00", 3.7)});
        created << create(account, "invoices", "invoiceDate", QDate(year, 2, 11), "CHF", c,
            {product("Fremder Satz", 1, "100.00", 5.0)});
        const QString cancelled = create(account, "invoices", "invoiceDate", QDate(year, 2, 12), "CHF", a,
            {product("Storniert", 1, "777.00", 8.1)});
        created << cancelled;
        created << create(account, "credit-notes", "creditNoteDate", QDate(year, 3, 15), "CHF", a,
            {product("Gutschrift", 1, "80.00", 8.1), product("Gutschrift frei", 1, "2.34", 0)});
        created << create(account, "credit-notes", "creditNoteDate", QDate(year, 3, 16), "EUR", b,
            {product("Gutschrift", 1, "50.00", 8.1)});
        created << create(account, "credit-notes", "creditNoteDate", QDate(2023, 9, 1), "CHF", a,
            {product("Alt Gutschrift", 1, "100.00", 7.7)});
        QVERIFY(!created.contains(QString()));
        m_sandbox.patchInvoice(account, cancelled, {{"isCancelled", true}});

        syncClient(account);
        compareAll(account);

        // The form's lines in its order, for new and old rates; the 0 % positions have no class here.
        const ReportSource source = ReportSource::load(m_clientDir.path(), account);
        const VatReport q1 = Reports::vat(source, QDate(year, 1, 1), QDate(year, 3, 31));
        QCOMPARE(q1.currencies.first().currency, QStringLiteral("CHF"));
        QCOMPARE(q1.unknownRate.size(), 1);
        // EUR and USD invoices, the EUR credit note (and the account's own): no CHF rate yet.
        QVERIFY(q1.withoutRate.size() >= 3);
        for (const int i : q1.withoutRate)
            QVERIFY(source.documents.at(i).currency != "CHF");
        QVERIFY(!q1.unclassifiedZero.isEmpty());
        QVERIFY(!q1.complete());
        QStringList figures;
        for (const VatLine &line : q1.currencies.first().lines)
            figures << line.figure;
        QCOMPARE(figures,
            (QStringList {"200", "205", "220", "221", "225", "230", "235", "280", "289", "299", "303", "313",
                "343", "382", "383", "399", "400", "405", "410", "415", "420", "479", "500", ""}));
        const VatReport old = Reports::vat(source, QDate(2023, 7, 1), QDate(2023, 9, 30));
        figures.clear();
        for (const VatLine &line : old.currencies.first().lines)
            figures << line.figure;
        QCOMPARE(figures,
            (QStringList {"200", "205", "220", "221", "225", "230", "235", "280", "289", "299", "302", "312",
                "342", "382", "383", "399", "400", "405", "410", "415", "420", "479", "500"}));
        // The figures the client has no data for are on the table, without amounts, named as not covered.
        for (const VatLine &line : old.currencies.first().lines) {
            if (QStringList {"205", "225", "280", "382", "383", "410", "415", "420"}.contains(line.figure)) {
                QCOMPARE(line.kind, VatLineKind::NotCovered);
                QVERIFY(ReportTables::vatLineTitle(line).contains("not covered"));
            }
        }
    }

    // Line by line against figures worked out by hand, in quarters of 2021 where nothing else is.
    void handComputedFixtures()
    {
        const QString account = m_sandbox.accounts().at(1);
        const QString a =
            list(account, "/addresses/v2/companies?limit=1").at(0).toObject().value("uuid").toString();
        const auto discounted = [&](const QDate &date, const QJsonArray &positions,
                                    const QJsonObject &discount) {
            const QJsonObject d {{"currencyCode", "CHF"}, {"title", "Fixture"},
                {"invoiceDate", date.toString(Qt::ISODate)},
                {"dueDate", date.addDays(30).toString(Qt::ISODate)},
                {"receiver", QJsonObject {{"companyUuid", a}}}, {"positions", positions},
                {"documentDiscount", discount}};
            return single("create invoice",
                call(account, ApiClient::Method::Post, "/documents/v2/invoices",
                    QJsonObject {{"documents", QJsonArray {d}}}));
        };
        // Q1: the document discount. 1,000.00 at 8.1 % and 100.05 at 2.6 %, 10 % off the total.
        const QJsonObject q1 = discounted(QDate(2021, 2, 1),
            {product("Beratung", 1, "1000.00", 8.1), product("Buch", 1, "100.05", 2.6)},
            QJsonObject {{"percentage", 10}});
        QCOMPARE(cents(q1.value("documentTotal")), 106530); // the service: 1,065.30
        // Q2: 0.05 rounding and a credit note. 10.01 at 8.1 %: VAT 0.81, 10.82 -> 10.80.
        QVERIFY(!create(account, "invoices", "invoiceDate", QDate(2021, 4, 5), "CHF", a,
            {product("Klein", 1, "10.01", 8.1)})
                     .isEmpty());
        // Credit note 5.00 at 8.1 %: VAT 0.405 -> 0.41, 5.41 -> 5.40.
        QVERIFY(!create(account, "credit-notes", "creditNoteDate", QDate(2021, 5, 10), "CHF", a,
            {product("Gutschrift", 1, "5.00", 8.1)})
                     .isEmpty());
        // Q3: old rate 7.7 % and every 0 % class, by product number; one product without a class.
        QJsonArray zero {product("Normal", 1, "1000.00", 7.7)};
        for (const auto &[number, price] : {std::pair {"EXP-1", "100.00"}, {"ABR-1", "200.00"},
                 {"EXC-1", "300.00"}, {"NON-1", "400.00"}, {"UNK-1", "50.00"}}) {
            QJsonObject p = product(number, 1, price, 0);
            p.insert("productNumber", number);
            zero << p;
        }
        const QString q3 = create(account, "invoices", "invoiceDate", QDate(2021, 8, 2), "CHF", a, zero);
        QVERIFY(!q3.isEmpty());
        // Q4: a EUR invoice: no CHF rate, so listed and not counted.
        QVERIFY(!create(account, "invoices", "invoiceDate", QDate(2021, 11, 2), "EUR", a,
            {product("Euro", 1, "100.00", 8.1)})
                     .isEmpty());
        syncClient(account);
        QString error;
        // Input tax entered as 0.00 for Q2 to Q4 (entered, unlike Q1 at first).
        for (const int quarter : {2, 3, 4})
            QVERIFY(ReportSource::writeInputTax(m_clientDir.path(), account, QDate(2021, quarter * 3 - 2, 1),
                QDate(2021, quarter * 3, 1).addMonths(1).addDays(-1), std::pair<qint64, qint64>(0, 0),
                &error));
        for (const auto &[number, c] :
            {std::pair {"EXP-1", ZeroRateClass::Export}, {"ABR-1", ZeroRateClass::Abroad},
                {"EXC-1", ZeroRateClass::Excluded}, {"NON-1", ZeroRateClass::NoConsideration}})
            QVERIFY2(ReportSource::setZeroClass(m_clientDir.path(), account, "product", number, c, &error),
                qPrintable(error));
        const ReportSource source = ReportSource::load(m_clientDir.path(), account);
        const QList<Truth> docs = truth(account);

        const auto lines = [](const VatReport &r) {
            QMap<QString, QList<qint64>> m; // figure (or the line kind) -> turnover, tax, invoiced tax
            for (const VatCurrencySummary &s : r.currencies) {
                for (const VatLine &l : s.lines)
                    m[l.figure.isEmpty() ? QString::number(int(l.kind)) : l.figure] = {
                        l.turnoverMinor, l.taxMinor, l.invoicedTaxMinor};
            }
            return m;
        };
        // Q1: 900.00 and 90.045 -> 90.05: turnover 990.05; tax 72.90 + 2.34 = 75.24 (the form's:
        // 900.00 x 8.1 % = 72.90, 90.05 x 2.6 % = 2.3413 -> 2.34).
        VatReport r = checkVat(docs, source, QDate(2021, 1, 1), QDate(2021, 3, 31));
        // Input tax not entered is not 0.00: 400, 405, 479 and 500 have no amount, the return is incomplete.
        QVERIFY(r.inputTaxMissing);
        QVERIFY(!r.complete());
        for (const VatLine &l : r.currencies.value(0).lines) {
            if (l.figure == "400" || l.figure == "405" || l.figure == "479" || l.figure == "500")
                QVERIFY2(l.notEntered, qPrintable(l.figure));
        }
        auto m = lines(r);
        QCOMPARE(m.value("200").at(0), 99005);
        QCOMPARE(m.value("299").at(0), 99005);
        QCOMPARE(m.value("303"), (QList<qint64> {90000, 7290, 7290}));
        QCOMPARE(m.value("313"), (QList<qint64> {9005, 234, 234}));
        QCOMPARE(m.value("399").at(1), 7524);
        // 0.00 entered: 400 = 405 = 479 = 0, 500 = 75.24, complete.
        QVERIFY(ReportSource::writeInputTax(m_clientDir.path(), account, QDate(2021, 1, 1),
            QDate(2021, 3, 31), std::pair<qint64, qint64>(0, 0), &error));
        r = Reports::vat(
            ReportSource::load(m_clientDir.path(), account), QDate(2021, 1, 1), QDate(2021, 3, 31));
        QVERIFY(r.complete());
        QCOMPARE(lines(r).value("500").at(1), 7524);
        // Input tax entered: 400 = 10.00, 405 = 5.24: 479 = 15.24, 500 = 75.24 - 15.24 = 60.00; with
        // 405 = 100.00 instead: 479 = 110.00 > 75.24, so no 500 but 510 = 110.00 - 75.24 = 34.76.
        QVERIFY(ReportSource::writeInputTax(m_clientDir.path(), account, QDate(2021, 1, 1),
            QDate(2021, 3, 31), std::pair<qint64, qint64>(1000, 524), &error));
        m = lines(Reports::vat(
            ReportSource::load(m_clientDir.path(), account), QDate(2021, 1, 1), QDate(2021, 3, 31)));
        QCOMPARE(m.value("400").at(1), 1000);
        QCOMPARE(m.value("405").at(1), 524);
        QCOMPARE(m.value("479").at(1), 1524);
        QCOMPARE(m.value("500").at(1), 6000);
        QVERIFY(!m.contains("510"));
        QVERIFY(ReportSource::writeInputTax(m_clientDir.path(), account, QDate(2021, 1, 1),
            QDate(2021, 3, 31), std::pair<qint64, qint64>(1000, 10000), &error));
        m = lines(Reports::vat(
            ReportSource::load(m_clientDir.path(), account), QDate(2021, 1, 1), QDate(2021, 3, 31)));
        QCOMPARE(m.value("510").at(1), 3476);
        QVERIFY(!m.contains("500"));
        QVERIFY(ReportSource::writeInputTax(m_clientDir.path(), account, QDate(2021, 1, 1),
            QDate(2021, 3, 31), std::pair<qint64, qint64>(0, 0), &error));
        // Q2: 200 = 10.01; 235 = 5.00; 299 = 5.01 = 303's turnover; the form's tax 5.01 x 8.1 % =
        // 0.40581 -> 0.41, the invoiced 0.81 - 0.41 = 0.40: a difference of -0.01 shown beside it.
        r = checkVat(docs, source, QDate(2021, 4, 1), QDate(2021, 6, 30));
        QVERIFY(r.complete());
        m = lines(r);
        QCOMPARE(m.value("200").at(0), 1001);
        QCOMPARE(m.value("235").at(0), 500);
        QCOMPARE(m.value("289").at(0), 500);
        QCOMPARE(m.value("299").at(0), 501);
        QCOMPARE(m.value("303"), (QList<qint64> {501, 41, 40}));
        // Q3: 220 = 100.00, 221 = 200.00, 230 = 300.00; 200 = 1,000.00 + 600.00; 289 = 600.00; 299 =
        // 1,000.00; 302: 77.00; 400.00 no consideration (not in 200); 50.00 unclassified: incomplete.
        r = checkVat(docs, source, QDate(2021, 7, 1), QDate(2021, 9, 30));
        m = lines(r);
        QCOMPARE(m.value("200").at(0), 160000);
        QCOMPARE(m.value("220").at(0), 10000);
        QCOMPARE(m.value("221").at(0), 20000);
        QCOMPARE(m.value("230").at(0), 30000);
        QCOMPARE(m.value("289").at(0), 60000);
        QCOMPARE(m.value("299").at(0), 100000);
        QCOMPARE(m.value("302"), (QList<qint64> {100000, 7700, 7700}));
        QCOMPARE(m.value(QString::number(int(VatLineKind::NoConsideration))).at(0), 40000);
        QCOMPARE(m.value(QString::number(int(VatLineKind::Unclassified))).at(0), 5000);
        QCOMPARE(r.unclassifiedZero.size(), 1);
        QVERIFY(!r.complete());
        // The document overrides its product: UNK-1 classed on this invoice alone as export: 220 = 150.00.
        QVERIFY(ReportSource::setZeroClass(
            m_clientDir.path(), account, "invoices", q3, ZeroRateClass::Export, &error));
        const ReportSource again = ReportSource::load(m_clientDir.path(), account);
        r = Reports::vat(again, QDate(2021, 7, 1), QDate(2021, 9, 30));
        QVERIFY(r.complete());
        QCOMPARE(lines(r).value("220").at(0), 10000 + 20000 + 30000 + 40000 + 5000);
        QVERIFY(ReportSource::setZeroClass(
            m_clientDir.path(), account, "invoices", q3, ZeroRateClass::Unclassified, &error));
        // Q4: the EUR invoice is named, nothing counted.
        r = checkVat(docs, source, QDate(2021, 10, 1), QDate(2021, 12, 31));
        QCOMPARE(r.withoutRate.size(), 1);
        QVERIFY(r.currencies.isEmpty());
        QVERIFY(!r.complete());
        // With November's rate 0.9512: EUR 100.00 = CHF 95.12 (303's turnover and 200); VAT EUR 8.10 x
        // 0.9512 = 7.70472 -> 7.70; the form's 95.12 x 8.1 % = 7.70472 -> 7.70. The original amounts
        // stay beside it.
        QVERIFY2(ReportSource::writeChfRates(m_clientDir.path(), account,
                     {{"EUR", "2021-11", 951200}, {"EUR", "2021-12", 999999}}, &error),
            qPrintable(error));
        const ReportSource withRates = ReportSource::load(m_clientDir.path(), account);
        r = checkVat(docs, withRates, QDate(2021, 10, 1), QDate(2021, 12, 31));
        QVERIFY(r.complete());
        m = lines(r);
        QCOMPARE(m.value("200").at(0), 9512);
        QCOMPARE(m.value("303"), (QList<qint64> {9512, 770, 770}));
        QCOMPARE(r.foreign.size(), 1);
        QCOMPARE(r.foreign.first().currency, QStringLiteral("EUR"));
        QCOMPARE(r.foreign.first().turnoverMinor, 10000);
        QCOMPARE(r.foreign.first().taxMinor, 810);
        QCOMPARE(r.foreign.first().chfTurnoverMinor, 9512);
        QVERIFY(ReportTables::vat(r, withRates).notes.join(' ').contains("EUR 100.00 = CHF 95.12"));
        QVERIFY(ReportSource::writeChfRates(m_clientDir.path(), account, {}, &error));
    }

    // Random documents through the sandbox: Σ figures = Σ the service's totals, every one reconciles.
    void randomDocumentsReconcile()
    {
        const QString account = m_sandbox.accounts().at(1);
        const QString a =
            list(account, "/addresses/v2/companies?limit=1").at(0).toObject().value("uuid").toString();
        QRandomGenerator rng(20211); // fixed: a failure can be run again
        const double rates[] = {8.1, 2.6, 3.8, 0};
        for (int n = 0; n < 25; ++n) {
            QJsonArray positions;
            const int count = 1 + int(rng.bounded(5));
            for (int p = 0; p < count; ++p) {
                QJsonObject pos = product(QStringLiteral("P%1").arg(p), double(1 + rng.bounded(40)) / 4.0,
                    QStringLiteral("%1.%2")
                        .arg(rng.bounded(2000))
                        .arg(rng.bounded(100), 2, 10, QLatin1Char('0')),
                    rates[rng.bounded(3)]);
                if (rng.bounded(4) == 0)
                    pos.insert("discount", QJsonObject {{"percentage", double(rng.bounded(30))}});
                positions << pos;
            }
            const bool credit = rng.bounded(5) == 0;
            QJsonObject d {{"currencyCode", "CHF"}, {"title", "Random"},
                {credit ? "creditNoteDate" : "invoiceDate",
                    QDate(2020, 1 + int(rng.bounded(3)), 10).toString(Qt::ISODate)},
                {"pricesIncludeVat", rng.bounded(3) == 0}, {"receiver", QJsonObject {{"companyUuid", a}}},
                {"positions", positions}};
            if (rng.bounded(2) == 0)
                d.insert("documentDiscount",
                    rng.bounded(2) == 0 ? QJsonObject {{"percentage", double(1 + rng.bounded(25))}}
                                        : QJsonObject {{"amount",
                                            QStringLiteral("%1.%2")
                                                .arg(rng.bounded(50))
                                                .arg(rng.bounded(100), 2, 10, QLatin1Char('0'))}});
            QVERIFY(!single("create",
                call(account, ApiClient::Method::Post,
                    QStringLiteral("/documents/v2/") + (credit ? "credit-notes" : "invoices"),
                    QJsonObject {{"documents", QJsonArray {d}}}))
                         .value("uuid")
                         .toString()
                         .isEmpty());
        }
        syncClient(account);
        QString error;
        QVERIFY(ReportSource::writeInputTax(m_clientDir.path(), account, QDate(2020, 1, 1),
            QDate(2020, 3, 31), std::pair<qint64, qint64>(0, 0), &error));
        const ReportSource source = ReportSource::load(m_clientDir.path(), account);
        const VatReport r = checkVat(truth(account), source, QDate(2020, 1, 1), QDate(2020, 3, 31));
        QVERIFY(r.complete());
        QVERIFY(!r.currencies.isEmpty());
    }

    void xlsxReadsBackWithOpenpyxl()
    {
        const QString account = m_sandbox.accounts().at(1);
        const ReportSource source = ReportSource::load(m_clientDir.path(), account);
        QVERIFY(!source.documents.isEmpty());
        const QList<ReportTable> tables {
            ReportTables::openItems(Reports::openItems(source, QDate::currentDate())),
            ReportTables::vat(Reports::vat(source, QDate(QDate::currentDate().year(), 1, 1),
                                  QDate(QDate::currentDate().year(), 3, 31)),
                source)};
        for (const ReportTable &table : tables) {
            QVERIFY(!table.rows.isEmpty());
            const QString file = m_clientDir.filePath("report.xlsx");
            QString error;
            QVERIFY2(ReportExport::writeXlsx(table, file, &error), qPrintable(error));
            QProcess python;
            // Debian's interpreter, where python3-openpyxl is installed (a pyenv shim may come first in
            // PATH).
            python.start(QFile::exists("/usr/bin/python3") ? "/usr/bin/python3" : "python3",
                {"-c",
                    "import sys, json, openpyxl\n"
                    "wb = openpyxl.load_workbook(sys.argv[1])\n"
                    "ws = wb.worksheets[0]\n"
                    "rows = []\n"
                    "for row in ws.iter_rows():\n"
                    "    out = []\n"
                    "    for c in row:\n"
                    "        v = c.value\n"
                    "        t = type(v).__name__\n"
                    "        if t == 'datetime': v = v.date().isoformat()\n"
                    "        elif t == 'float': v = '%.2f' % v\n"
                    "        out.append([t, v])\n"
                    "    rows.append(out)\n"
                    "print(json.dumps({'freeze': ws.freeze_panes, 'rows': rows}))\n",
                    file});
            QVERIFY(python.waitForFinished(60000));
            QVERIFY2(python.exitCode() == 0, python.readAllStandardError().constData());
            const QJsonObject read = QJsonDocument::fromJson(python.readAllStandardOutput()).object();
            QCOMPARE(read.value("freeze").toString(), QStringLiteral("A2"));
            const QJsonArray rows = read.value("rows").toArray();
            QCOMPARE(rows.size(), table.rows.size() + 1);
            const QJsonArray header = rows.at(0).toArray();
            for (qsizetype c = 0; c < table.columns.size(); ++c)
                QCOMPARE(header.at(c).toArray().at(1).toString(), table.columns.at(c).title);
            for (qsizetype r = 0; r < table.rows.size(); ++r) {
                const QJsonArray cells = rows.at(r + 1).toArray();
                for (qsizetype c = 0; c < table.columns.size(); ++c) {
                    const QVariant cell = table.rows.at(r).cells.value(c);
                    const QString type = cells.at(c).toArray().at(0).toString();
                    const QJsonValue value = cells.at(c).toArray().at(1);
                    if (!cell.isValid() || cell.isNull()) {
                        QCOMPARE(type, QStringLiteral("NoneType"));
                        continue;
                    }
                    switch (table.columns.at(c).type) {
                    case ReportTable::Type::Money:
                        // A number; openpyxl gives whole amounts as int.
                        QVERIFY2(type == "int" || type == "float", qPrintable(type));
                        QCOMPARE(type == "float" ? cents(value.toString()) : qint64(value.toDouble()) * 100,
                            cell.toLongLong());
                        break;
                    case ReportTable::Type::Date:
                        QCOMPARE(type, QStringLiteral("datetime"));
                        QCOMPARE(value.toString(), cell.toDate().toString(Qt::ISODate));
                        break;
                    case ReportTable::Type::Count:
                    case ReportTable::Type::Percent:
                        QVERIFY2(type == "int" || type == "float", qPrintable(type));
                        QCOMPARE(qint64(value.isString() ? value.toString().toDouble() : value.toDouble()),
                            cell.toLongLong());
                        break;
                    case ReportTable::Type::Text:
                        if (cell.toString().isEmpty())
                            break;
                        QCOMPARE(type, QStringLiteral("str"));
                        QCOMPARE(value.toString(), cell.toString());
                        break;
                    }
                }
            }
        }
    }

    // Amounts are written as their minor units say: CHF 64.26 is "64.26" in the sheet's XML, never the
    // "64.26000000000001" of printf's %.16G (libxlsxwriter's), and reads back as 64.26 with openpyxl. The
    // expected texts are the amounts written by hand; dates and counts stay whole numbers.
    void xlsxNumbersInTheMinorUnit()
    {
        ReportTable table;
        table.title = u"Numbers"_s;
        table.columns = {{u"Amount"_s, ReportTable::Type::Money}, {u"Date"_s, ReportTable::Type::Date},
            {u"Count"_s, ReportTable::Type::Count}};
        const QList<qint64> amounts {6426, 1, -6426, 123456789, 10000, 3, 810};
        const QStringList written {
            u"64.26"_s, u"0.01"_s, u"-64.26"_s, u"1234567.89"_s, u"100"_s, u"0.03"_s, u"8.1"_s};
        for (qint64 minor : amounts)
            table.rows.append({{minor, QDate(2026, 11, 26), 7}, {}, {}, {}, false});
        const QString file = m_clientDir.filePath("numbers.xlsx");
        QString error;
        QVERIFY2(ReportExport::writeXlsx(table, file, &error), qPrintable(error));
        QProcess python;
        python.start(QFile::exists("/usr/bin/python3") ? "/usr/bin/python3" : "python3",
            {"-c",
                "import sys, json, re, zipfile, openpyxl\n"
                "xml = zipfile.ZipFile(sys.argv[1]).read('xl/worksheets/sheet1.xml').decode()\n"
                "cells = re.findall(r'<c r=\"([A-Z]+)(\\d+)\"[^>]*><v>([^<]*)</v></c>', xml)\n"
                "ws = openpyxl.load_workbook(sys.argv[1]).worksheets[0]\n"
                "print(json.dumps({'xml': cells, 'read': [repr(r[0].value) for r in "
                "ws.iter_rows(min_row=2)],\n"
                "    'format': ws['A2'].number_format}))\n",
                file});
        QVERIFY(python.waitForFinished(60000));
        QVERIFY2(python.exitCode() == 0, python.readAllStandardError().constData());
        const QJsonObject read = QJsonDocument::fromJson(python.readAllStandardOutput()).object();
        QStringList amountTexts;
        QStringList otherTexts;
        for (const QJsonValue &cell : read.value("xml").toArray()) {
            const QJsonArray c = cell.toArray();
            if (c.at(1).toString() == "1"_L1)
                continue; // the header row: shared strings
            (c.at(0).toString() == "A"_L1 ? amountTexts : otherTexts) << c.at(2).toString();
        }
        QCOMPARE(amountTexts, written);
        // 26.11.2026 is day 46352 of Excel's 1900 calendar (2026-11-26 minus 1899-12-30); the count 7.
        for (qsizetype i = 0; i < otherTexts.size(); i += 2) {
            QCOMPARE(otherTexts.at(i), u"46352"_s);
            QCOMPARE(otherTexts.at(i + 1), u"7"_s);
        }
        QStringList reprs;
        for (const QJsonValue &v : read.value("read").toArray())
            reprs << v.toString();
        QCOMPARE(reprs,
            QStringList(
                {u"64.26"_s, u"0.01"_s, u"-64.26"_s, u"1234567.89"_s, u"100"_s, u"0.03"_s, u"8.1"_s}));
        QCOMPARE(read.value("format").toString(), u"#,##0.00"_s); // shown with the currency's two decimals
    }

    void csvHasOneLinePerRow()
    {
        const QString account = m_sandbox.accounts().at(1);
        const ReportSource source = ReportSource::load(m_clientDir.path(), account);
        const ReportTable table = ReportTables::revenueByCustomer(
            Reports::revenue(source, QDate::currentDate().year(), RevenuePeriod::Month));
        QVERIFY(!table.rows.isEmpty());
        const QString file = m_clientDir.filePath("report.csv");
        QString error;
        QVERIFY2(ReportExport::writeCsv(table, file, &error), qPrintable(error));
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(f.readAll()).split("\r\n", Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), table.rows.size() + 1);
        const QStringList first = lines.at(1).split(';');
        QCOMPARE(cents(first.at(2)), table.rows.first().cells.at(2).toLongLong());
    }
    // Through the sandbox: an invoice of a filed quarter cancelled with the service's own action stays in
    // that quarter as filed (no correction there) and reduces the quarter the cancellation happened in.
    void cancellationAfterFilingReducesTheLaterQuarter()
    {
        const QString account = m_sandbox.accounts().at(1);
        const QString a =
            list(account, "/addresses/v2/companies?limit=1").at(0).toObject().value("uuid").toString();
        // Quarters in Swiss time, as the return counts them: the one before today's is filed.
        const QDate today = QDateTime::currentDateTimeUtc().toTimeZone(QTimeZone("Europe/Zurich")).date();
        const QDate thisFrom(today.year(), (today.month() - 1) / 3 * 3 + 1, 1);
        const QDate thisTo = thisFrom.addMonths(3).addDays(-1);
        const QDate filedFrom = thisFrom.addMonths(-3);
        const QDate filedTo = thisFrom.addDays(-1);
        // 1,000.00 at 8.1 %: VAT 81.00, the service's total 1,081.00.
        const QString uuid = create(account, "invoices", "invoiceDate", filedFrom.addDays(4), "CHF", a,
            {product("Filed", 1, "1000.00", 8.1)});
        QVERIFY(!uuid.isEmpty());
        syncClient(account);
        ReportSource source = ReportSource::load(m_clientDir.path(), account);
        const VatReport asFiled = Reports::vat(source, filedFrom, filedTo);
        const QMap<QString, VatFiledFigure> filedFigures = Reports::vatFigures(asFiled);
        QString error;
        QVERIFY2(ReportSource::writeFiledReturn(m_clientDir.path(), account,
                     {filedFrom, filedTo, QDateTime::currentDateTimeUtc(), filedFigures},
                     Reports::vatFiledDocuments(asFiled, source), &error),
            qPrintable(error));
        source = ReportSource::load(m_clientDir.path(), account);
        const QMap<QString, VatFiledFigure> before =
            Reports::vatFigures(Reports::vat(source, thisFrom, thisTo));

        QTest::qWait(1100); // a change in another second than the creation
        QVERIFY(!call(account, ApiClient::Method::Patch, "/documents/v2/invoices/" + uuid + "/actions/cancel")
                     .isNull());
        syncClient(account);
        source = ReportSource::load(m_clientDir.path(), account);
        // The filed quarter: the invoice is still counted as filed; every figure as filed.
        const VatReport filedNow = Reports::vat(source, filedFrom, filedTo);
        QVERIFY(filedNow.filed);
        QCOMPARE(filedNow.keptAsFiled.size(), 1);
        for (const VatCorrection &c : Reports::vatCorrections(filedNow))
            QVERIFY2(c.filed == c.now, qPrintable(c.figure));
        // This quarter: 235 + 1,000.00; 299 and 303's turnover - 1,000.00; 303's tax - 1,000.00 x 8.1 % =
        // - 81.00, as 399 (and 500 or 510 by as much); 200 unchanged.
        const VatReport now = Reports::vat(source, thisFrom, thisTo);
        QCOMPARE(now.cancelledAfterFiling.size(), 1);
        QCOMPARE(source.documents.at(now.cancelledAfterFiling.first()).uuid, uuid);
        const QMap<QString, VatFiledFigure> after = Reports::vatFigures(now);
        QCOMPARE(after.value("200").turnoverMinor, before.value("200").turnoverMinor);
        QCOMPARE(after.value("235").turnoverMinor - before.value("235").turnoverMinor, 100000);
        QCOMPARE(after.value("299").turnoverMinor - before.value("299").turnoverMinor, -100000);
        QCOMPARE(after.value("303").turnoverMinor - before.value("303").turnoverMinor, -100000);
        QCOMPARE(after.value("303").taxMinor - before.value("303").taxMinor, -8100);
        QCOMPARE(after.value("399").taxMinor - before.value("399").taxMinor, -8100);
    }

    // The net tax rate method, through the sandbox: a half-year of 2024 with two approved rates (6.2 %
    // and 0.6 %) assigned per product, an invoice with two products at 8.1 % on different rates and an
    // amount off the document, a document discount, a 0 % export, positions without a product and a
    // credit note; the figures worked out by hand below, turnover including VAT.
    void netTaxRateHalfYear()
    {
        const QString account = m_sandbox.accounts().at(1); // seeded from mid-2025 on: 2024 is empty
        const QString a =
            list(account, "/addresses/v2/companies?limit=1").at(0).toObject().value("uuid").toString();
        const auto numbered = [this](const char *number, const char *description, const char *price) {
            QJsonObject p = product(description, 1, price, 8.1);
            p.insert("productNumber", number);
            return p;
        };
        // A: 1,000.00 at 8.1 % (NTR-BER, rate 1) and 100.05 at 2.6 % (NTR-BUCH, rate 2), 10 % off: net
        // 900.00 + VAT 72.90 = 972.90 and net 90.05 (90.045) + VAT 2.34 = 92.39; the service's total
        // 1,065.30 (0.01 of rounding, in no figure).
        QJsonObject book = product("Buch", 1, "100.05", 2.6);
        book.insert("productNumber", "NTR-BUCH");
        const QJsonObject d {{"currencyCode", "CHF"}, {"title", "Net tax rate"},
            {"invoiceDate", "2024-02-05"}, {"dueDate", "2024-03-06"},
            {"receiver", QJsonObject {{"companyUuid", a}}},
            {"positions", QJsonArray {numbered("NTR-BER", "Beratung", "1000.00"), book}},
            {"documentDiscount", QJsonObject {{"percentage", 10}}}};
        const QJsonObject discounted = single("create invoice",
            call(account, ApiClient::Method::Post, "/documents/v2/invoices",
                QJsonObject {{"documents", QJsonArray {d}}}));
        QCOMPARE(cents(discounted.value("documentTotal")), 106530);
        // E: two products at the same VAT rate on different net tax rates: NTR-BER 400.00 (rate 1) and
        // NTR-WARE 300.00 (rate 2) at 8.1 %: VAT 32.40 and 24.30, 756.70 in all; 50.00 off the document:
        // the service's total 706.70. Each share x 706.70 / 756.70, half away from zero:
        // NTR-BER net 400.00 -> 373.5694 -> 373.57, VAT 32.40 -> 30.2587 -> 30.26: 403.83;
        // NTR-WARE net 300.00 -> 280.1771 -> 280.18, VAT 24.30 -> 22.6940 -> 22.69: 302.87;
        // 403.83 + 302.87 = 706.70, the total.
        const QJsonObject e {{"currencyCode", "CHF"}, {"title", "Two products, two rates"},
            {"invoiceDate", "2024-04-15"}, {"dueDate", "2024-05-15"},
            {"receiver", QJsonObject {{"companyUuid", a}}},
            {"positions",
                QJsonArray {
                    numbered("NTR-BER", "Beratung", "400.00"), numbered("NTR-WARE", "Ware", "300.00")}},
            {"documentDiscount", QJsonObject {{"amount", "50.00"}}}};
        const QJsonObject twoRates = single("create invoice",
            call(account, ApiClient::Method::Post, "/documents/v2/invoices",
                QJsonObject {{"documents", QJsonArray {e}}}));
        QCOMPARE(cents(twoRates.value("documentTotal")), 70670);
        // B: an export of 500.00 at 0 %, its product classed "export of goods" (220).
        QJsonObject exported = product("Export", 1, "500.00", 0);
        exported.insert("productNumber", "NTR-EXP");
        QVERIFY(
            !create(account, "invoices", "invoiceDate", QDate(2024, 3, 11), "CHF", a, {exported}).isEmpty());
        // C: a credit note of 200.00 at 8.1 % without a product (rate 1, as set for such positions): VAT
        // 16.20, 216.20 including VAT.
        QVERIFY(!create(account, "credit-notes", "creditNoteDate", QDate(2024, 5, 10), "CHF", a,
            {product("Gutschrift", 1, "200.00", 8.1)})
                     .isEmpty());
        // D: 100.00 at 8.1 % without a product on 1 July, in the second half-year: 108.10.
        QVERIFY(!create(account, "invoices", "invoiceDate", QDate(2024, 7, 1), "CHF", a,
            {product("Juli", 1, "100.00", 8.1)})
                     .isEmpty());
        syncClient(account);
        QString error;
        QVERIFY2(ReportSource::setZeroClass(
                     m_clientDir.path(), account, "product", "NTR-EXP", ZeroRateClass::Export, &error),
            qPrintable(error));
        VatSettings settings;
        settings.method = VatMethod::NetTaxRate;
        settings.netTaxRate1 = *ReportSource::basisPointsFromText("6.2");
        settings.netTaxRate2 = *ReportSource::basisPointsFromText("0,6 %");
        QCOMPARE(settings.netTaxRate1, 620);
        QCOMPARE(settings.netTaxRate2, 60);
        settings.netTaxRateOfFreeText = 1;
        QVERIFY2(
            ReportSource::writeVatSettings(m_clientDir.path(), account, settings, &error), qPrintable(error));
        for (const auto &[number, which] : {std::pair {"NTR-BER", 1}, {"NTR-BUCH", 2}, {"NTR-WARE", 2}}) {
            QVERIFY2(ReportSource::setNetTaxRateOfProduct(m_clientDir.path(), account, number, which, &error),
                qPrintable(error));
            settings.netTaxRateOfProduct.insert(number, which);
        }
        QCOMPARE(ReportSource::netTaxRateOfProduct(m_clientDir.path(), account, "NTR-WARE"), 2);
        const ReportSource source = ReportSource::load(m_clientDir.path(), account);
        QCOMPARE(source.vatSettings, settings);

        const auto figures = [](const VatReport &r) {
            QMap<QString, QList<qint64>> m; // figure -> turnover, tax, documents
            for (const VatCurrencySummary &s : r.currencies) {
                for (const VatLine &l : s.lines)
                    m[l.figure] = {l.turnoverMinor, l.taxMinor, qint64(l.documents.size())};
            }
            return m;
        };
        const VatReport h1 = Reports::vat(source, QDate(2024, 1, 1), QDate(2024, 6, 30));
        QCOMPARE(h1.method, VatMethod::NetTaxRate);
        QVERIFY(h1.complete());
        const auto m = figures(h1);
        // 200 = 972.90 + 92.39 + 500.00 + 706.70 = 2,271.99 (A, B, E); 220 = 500.00; 235 = 216.20 (C);
        // 289 = 500.00 + 216.20 = 716.20; 299 = 2,271.99 - 716.20 = 1,555.79.
        QCOMPARE(m.value("200"), (QList<qint64> {227199, 0, 3}));
        QCOMPARE(m.value("220"), (QList<qint64> {50000, 0, 1}));
        QCOMPARE(m.value("235"), (QList<qint64> {21620, 0, 1}));
        QCOMPARE(m.value("289"), (QList<qint64> {71620, 0, 2}));
        QCOMPARE(m.value("299"), (QList<qint64> {155579, 0, 4}));
        // 323, rate 1 (6.2 %): 972.90 (A) - 216.20 (C) + 403.83 (E) = 1,160.53; x 6.2 % = 71.95286 -> 71.95.
        QCOMPARE(m.value("323"), (QList<qint64> {116053, 7195, 3}));
        // 333, rate 2 (0.6 %): 92.39 (A) + 302.87 (E) = 395.26; x 0.6 % = 2.37156 -> 2.37.
        // 323 + 333 = 1,555.79 = 299.
        QCOMPARE(m.value("333"), (QList<qint64> {39526, 237, 2}));
        // 399 = 71.95 + 2.37 = 74.32; no input tax with this method: 500 = 74.32.
        QCOMPARE(m.value("399").at(1), 7432);
        QCOMPARE(m.value("500").at(1), 7432);
        QVERIFY(!m.contains("303") && !m.contains("313") && !m.contains("400") && !m.contains("479"));
        QVERIFY(m.contains("470")); // not covered: a line without amounts
        QCOMPARE(h1.currencies.first().lines.at(0).kind, VatLineKind::TotalConsideration);
        const ReportTable table = ReportTables::vat(h1, source);
        QVERIFY(table.title.contains("net tax rate method"));
        // H2: only D: 108.10 at rate 1; 108.10 x 6.2 % = 6.7022 -> 6.70.
        const auto h2 = figures(Reports::vat(source, QDate(2024, 7, 1), QDate(2024, 12, 31)));
        QCOMPARE(h2.value("323"), (QList<qint64> {10810, 670, 1}));
        // Periods before 2024 use the figures of the rates up to 31.12.2023.
        QCOMPARE(Reports::netTaxRateFigure(1, QDate(2023, 12, 31)), QStringLiteral("322"));
        QCOMPARE(Reports::netTaxRateFigure(2, QDate(2023, 12, 31)), QStringLiteral("332"));
        QVERIFY(Reports::periodFitsMethod(QDate(2024, 1, 1), QDate(2024, 6, 30), VatMethod::NetTaxRate));
        QVERIFY(!Reports::periodFitsMethod(QDate(2024, 1, 1), QDate(2024, 3, 31), VatMethod::NetTaxRate));
        QVERIFY(!Reports::periodFitsMethod(QDate(2024, 1, 1), QDate(2024, 6, 30), VatMethod::Effective));
        QVERIFY(Reports::periodFitsMethod(QDate(2024, 4, 1), QDate(2024, 6, 30), VatMethod::Effective));

        // Filing an NTR half-year keeps its figures like a quarter's.
        QVERIFY(Reports::vatFigures(h1).value("323") == (VatFiledFigure {116053, 7195}));

        // NTR-WARE assigned to neither rate: its 302.87 is in no figure and the return is incomplete.
        // 200 = 2,271.99 - 302.87 = 1,969.12; 333 = 92.39 (A); 92.39 x 0.6 % = 0.55434 -> 0.55.
        QVERIFY(ReportSource::setNetTaxRateOfProduct(m_clientDir.path(), account, "NTR-WARE", 0, &error));
        const ReportSource unassignedSource = ReportSource::load(m_clientDir.path(), account);
        const VatReport partly = Reports::vat(unassignedSource, QDate(2024, 1, 1), QDate(2024, 6, 30));
        QVERIFY(!partly.complete());
        QCOMPARE(partly.unassignedProducts, QStringList {"NTR-WARE"});
        QCOMPARE(partly.unassigned.size(), 1);
        QCOMPARE(
            unassignedSource.documents.at(partly.unassigned.first()).uuid, twoRates.value("uuid").toString());
        const auto p = figures(partly);
        QCOMPARE(p.value("200"), (QList<qint64> {196912, 0, 3}));
        QCOMPARE(p.value("333"), (QList<qint64> {9239, 55, 1}));
        QVERIFY(ReportTables::vatIncompleteReasons(partly, unassignedSource).join(' ').contains("NTR-WARE"));

        // Settings that cannot be kept say which field; the effective method again for the other tests.
        VatSettings wrong = settings;
        wrong.netTaxRate1 = 0;
        QVERIFY(!ReportSource::writeVatSettings(m_clientDir.path(), account, wrong, &error));
        QVERIFY2(error.contains("Net tax rate 1"), qPrintable(error));
        QVERIFY(!ReportSource::basisPointsFromText("6.25.1"));
        QVERIFY(!ReportSource::basisPointsFromText("0"));
        QVERIFY(ReportSource::writeVatSettings(m_clientDir.path(), account, VatSettings(), &error));
        QCOMPARE(ReportSource::load(m_clientDir.path(), account).vatSettings.method, VatMethod::Effective);
    }
};

QTEST_GUILESS_MAIN(TestReports)
#include "tst_reports.moc"
