// Reports against the sandbox: every figure of open items, revenue and the VAT summary equals a
// brute-force computation written here, independently, over the documents fetched straight from the
// sandbox's API (the envelope unwrapped by the client's JsonReader, in either profile, the amounts read
// here); for the demo account and for an account filled here with several currencies, rates,
// prices with VAT, groups, credit notes, a cancelled invoice and a rate the form does not know.
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
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>

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
    bool cancelled = false;
    int dunning = 0;
    QString customer;
    QMap<qint64, std::pair<qint64, qint64>> vat; // rate -> (net, tax)
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

    static Flat expectedOpenItems(const QList<Truth> &docs, const QDate &asOf)
    {
        Flat f;
        for (const Truth &t : docs) {
            if (t.kind != "invoices" || t.cancelled || t.open <= 0 || t.date > asOf)
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

    static Flat expectedRevenue(const QList<Truth> &docs, int year, RevenuePeriod granularity)
    {
        Flat f;
        QMap<QString, QMap<QString, qint64>> perCustomer;
        for (const Truth &t : docs) {
            if (t.cancelled || (t.date.year() != year && t.date.year() != year - 1))
                continue;
            qint64 net = 0;
            for (const auto &[n, tax] : t.vat)
                net += n;
            if (t.kind == "credit-notes")
                net = -net;
            const QString period = granularity == RevenuePeriod::Month ? QString::number(t.date.month())
                : granularity == RevenuePeriod::Quarter ? QString::number((t.date.month() + 2) / 3)
                                                        : QString::number(year);
            const QString which = t.date.year() == year ? "current" : "previous";
            f[k({t.currency, period, which})] += net;
            f[k({t.currency, "total", which})] += net;
            if (t.date.year() == year)
                perCustomer[t.currency][t.customer] += net;
        }
        for (auto it = perCustomer.cbegin(); it != perCustomer.cend(); ++it) {
            QList<std::pair<qint64, QString>> ranked;
            for (auto c = it->cbegin(); c != it->cend(); ++c)
                ranked << std::pair {-c.value(), c.key()};
            std::sort(ranked.begin(), ranked.end());
            for (qsizetype i = 0; i < ranked.size(); ++i) {
                if (i < Reports::topCustomers)
                    f[k({it.key(), "customer", ranked.at(i).second})] = -ranked.at(i).first;
                else
                    f[k({it.key(), "customer", "*rest*"})] += -ranked.at(i).first;
            }
        }
        return f;
    }

    static Flat actualRevenue(const RevenueReport &r)
    {
        Flat f;
        for (const RevenuePeriodRow &p : r.periods) {
            if (!p.current.documents.isEmpty())
                f[k({p.currency, QString::number(p.period), "current"})] = p.current.netMinor;
            if (!p.previousYear.documents.isEmpty())
                f[k({p.currency, QString::number(p.period), "previous"})] = p.previousYear.netMinor;
        }
        for (qsizetype c = 0; c < r.currencies.size(); ++c) {
            if (!r.totals.at(c).documents.isEmpty())
                f[k({r.currencies.at(c), "total", "current"})] = r.totals.at(c).netMinor;
            if (!r.previousTotals.at(c).documents.isEmpty())
                f[k({r.currencies.at(c), "total", "previous"})] = r.previousTotals.at(c).netMinor;
        }
        for (const RevenueCustomerRow &c : r.customers)
            f[k({c.currency, "customer", c.customerKey.isEmpty() ? "*rest*" : c.customerKey})] =
                c.figure.netMinor;
        return f;
    }

    static Flat expectedVat(
        const QList<Truth> &docs, const QDate &from, const QDate &to, QStringList *unknown)
    {
        const QMap<qint64, QString> figures {
            {810, "303"}, {260, "313"}, {380, "343"}, {770, "302"}, {250, "312"}, {370, "342"}};
        Flat f;
        for (const Truth &t : docs) {
            if (t.cancelled || t.date < from || t.date > to)
                continue;
            bool known = true;
            for (auto it = t.vat.cbegin(); it != t.vat.cend(); ++it)
                known = known && (it.key() == 0 || figures.contains(it.key()));
            if (!known) {
                *unknown << t.number;
                continue;
            }
            const int sign = t.kind == "credit-notes" ? -1 : 1;
            for (auto it = t.vat.cbegin(); it != t.vat.cend(); ++it) {
                const auto [net, tax] = it.value();
                if (it.key() == 0) {
                    f[k({t.currency, "200"})] += sign * net;
                    f[k({t.currency, "220"})] += sign * net;
                } else {
                    if (sign > 0)
                        f[k({t.currency, "200"})] += net;
                    else
                        f[k({t.currency, "235"})] += net;
                    f[k({t.currency, figures.value(it.key()), "turnover"})] += sign * net;
                    f[k({t.currency, figures.value(it.key()), "tax"})] += sign * tax;
                    f[k({t.currency, "399"})] += sign * tax;
                }
            }
            f[k({t.currency, "200"})] += 0;
            f[k({t.currency, "220"})] += 0;
            f[k({t.currency, "235"})] += 0;
            f[k({t.currency, "399"})] += 0;
        }
        for (const QString &currency :
            {QStringLiteral("CHF"), QStringLiteral("EUR"), QStringLiteral("USD")}) {
            if (!f.contains(k({currency, "200"})))
                continue;
            f[k({currency, "289"})] = f.value(k({currency, "220"})) + f.value(k({currency, "235"}));
            f[k({currency, "299"})] = f.value(k({currency, "200"})) - f.value(k({currency, "289"}));
        }
        return f;
    }

    static Flat actualVat(const VatReport &r, const ReportSource &source, QStringList *unknown)
    {
        Flat f;
        for (const VatCurrencySummary &s : r.currencies) {
            for (const VatLine &line : s.lines) {
                if (line.kind == VatLineKind::Rate) {
                    f[k({s.currency, line.figure, "turnover"})] = line.turnoverMinor;
                    f[k({s.currency, line.figure, "tax"})] = line.taxMinor;
                } else {
                    f[k({s.currency, line.figure})] =
                        line.kind == VatLineKind::TotalTax ? line.taxMinor : line.turnoverMinor;
                }
            }
        }
        for (const int i : r.unknownRate)
            *unknown << source.documents.at(i).number;
        return f;
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
        for (const QDate &asOf : {today, today.addDays(-45), today.addDays(-200)})
            QCOMPARE(actualOpenItems(Reports::openItems(source, asOf)), expectedOpenItems(docs, asOf));

        for (const int year : {today.year(), today.year() - 1, 2023}) {
            for (const RevenuePeriod g :
                {RevenuePeriod::Month, RevenuePeriod::Quarter, RevenuePeriod::Year}) {
                const RevenueReport r = Reports::revenue(source, year, g);
                QVERIFY(r.withoutVatData.isEmpty());
                QCOMPARE(actualRevenue(r), expectedRevenue(docs, year, g));
            }
        }

        for (const int year : {today.year(), today.year() - 1, 2023}) {
            for (int q = 1; q <= 4; ++q) {
                const QDate from = Reports::periodStart(year, VatPeriod::Quarter, q);
                const QDate to = Reports::periodEnd(year, VatPeriod::Quarter, q);
                QStringList unknownExpected, unknownActual;
                const VatReport r = Reports::vat(source, from, to);
                QVERIFY(r.withoutVatData.isEmpty());
                QCOMPARE(actualVat(r, source, &unknownActual), expectedVat(docs, from, to, &unknownExpected));
                unknownActual.sort();
                unknownExpected.sort();
                QCOMPARE(unknownActual, unknownExpected);
            }
            const VatReport half = Reports::vat(source, Reports::periodStart(year, VatPeriod::HalfYear, 2),
                Reports::periodEnd(year, VatPeriod::HalfYear, 2));
            QCOMPARE(half.to, QDate(year, 12, 31));
            QCOMPARE(half.from, QDate(year, 7, 1));
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
        QVERIFY(positions.contains("positions"));
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

        // The figures of the first quarter by hand, for the rates the test above cannot get wrong twice.
        const ReportSource source = ReportSource::load(m_clientDir.path(), account);
        const VatReport q1 = Reports::vat(source, QDate(year, 1, 1), QDate(year, 3, 31));
        QCOMPARE(q1.currencies.first().currency, QStringLiteral("CHF"));
        QCOMPARE(q1.unknownRate.size(), 1);
        QStringList figures;
        for (const VatLine &line : q1.currencies.first().lines)
            figures << line.figure;
        QCOMPARE(figures, (QStringList {"200", "220", "235", "289", "299", "303", "313", "343", "399"}));
        const VatReport old = Reports::vat(source, QDate(2023, 7, 1), QDate(2023, 9, 30));
        figures.clear();
        for (const VatLine &line : old.currencies.first().lines)
            figures << line.figure;
        QCOMPARE(figures, (QStringList {"200", "220", "235", "289", "299", "302", "312", "342", "399"}));
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
};

QTEST_GUILESS_MAIN(TestReports)
#include "tst_reports.moc"
