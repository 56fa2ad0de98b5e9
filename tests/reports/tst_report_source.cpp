// ReportSource::update: a copy brought up to date from the changed documents holds exactly what a full
// read of the store holds, after every kind of write (new, changed, paid, removed, a detail saved or
// saved again), and it reads everything again when the changes are not all known.
#include "reports/ReportSource.h"
#include "store/DocumentStore.h"
#include "store/StoreTransaction.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <functional>
#include <memory>

namespace {

const QString account = QStringLiteral("3e0a7c55-8f1d-4b92-a6c3-0d4e5f6a7b8c");

DocumentSummary document(int n, DocumentKind kind = DocumentKind::Invoice)
{
    DocumentSummary s;
    s.kind = kind;
    s.id = n;
    s.uuid = QStringLiteral("doc-%1").arg(n);
    s.number = QStringLiteral("RE-%1").arg(n);
    s.date = QDate(2025, 1, 1).addDays(n * 3);
    s.dueDate = s.date.addDays(30);
    s.currency = n % 4 == 0 ? QStringLiteral("EUR") : QStringLiteral("CHF");
    s.totalMinor = 10000 + n;
    s.openMinor = n % 2 == 0 ? qint64(10000 + n) : qint64(0);
    s.receiverName = QStringLiteral("Kunde %1").arg(n % 7);
    s.companyUuid = QStringLiteral("company-%1").arg(n % 7);
    s.dunningLevel = QStringLiteral("NO_DUNNING");
    return s;
}

QByteArray detail(qint64 net, qint64 rateBasisPoints)
{
    const auto money = [](qint64 minor) {
        return QStringLiteral("%1.%2").arg(minor / 100).arg(minor % 100, 2, 10, QLatin1Char('0'));
    };
    const qint64 tax = (net * rateBasisPoints + 5000) / 10000;
    const QJsonObject position {{QStringLiteral("kind"), QStringLiteral("product")},
        {QStringLiteral("positionTotal"), money(net)},
        {QStringLiteral("vat"),
            QJsonObject {{QStringLiteral("percentage"), money(rateBasisPoints)},
                {QStringLiteral("amount"), money(tax)}}}};
    return QJsonDocument(QJsonObject {{QStringLiteral("pricesIncludeVat"), false},
                             {QStringLiteral("positions"), QJsonArray {position}}})
        .toJson(QJsonDocument::Compact);
}

// Every field the reports read, one line per document, in uuid order.
QStringList describe(const ReportSource &source)
{
    QStringList lines;
    for (const ReportDocument &d : source.documents) {
        QStringList vat;
        for (const ReportVatLine &l : d.vat)
            vat << QStringLiteral("%1:%2:%3").arg(l.rateBasisPoints).arg(l.netMinor).arg(l.vatMinor);
        lines << QStringList {DocumentKinds::pathSegment(d.kind), d.uuid, d.number,
            d.date.toString(Qt::ISODate), d.dueDate.toString(Qt::ISODate), d.currency,
            QString::number(d.totalMinor), QString::number(d.openMinor), d.customerKey, d.customerName,
            QString::number(d.dunningLevel), QString::number(d.cancelled), QString::number(d.hasVatData),
            vat.join(QLatin1Char(';')), QString::number(d.netMinor)}
                     .join(QLatin1Char('|'));
    }
    std::sort(lines.begin(), lines.end());
    return lines;
}

} // namespace

class TestReportSource : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void updateEqualsFullRead();
    void readsEverythingWhenChangesAreUnknown();
    void productSharesAddUpToTheirRate();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestReportSource::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    DocumentStore store(m_dir->path(), account);
    QVERIFY2(store.isOpen(), qPrintable(store.errorString()));
    QList<DocumentSummary> rows;
    for (int n = 0; n < 40; ++n)
        rows << document(n, n % 10 == 9 ? DocumentKind::CreditNote : DocumentKind::Invoice);
    rows << document(100, DocumentKind::Quote); // not the reports' business
    QVERIFY(store.upsert(rows));
    for (int n = 0; n < 30; ++n)
        QVERIFY(
            store.saveDetail(rows.at(n).kind, rows.at(n).uuid, detail(10000 + n, n % 3 == 0 ? 260 : 810)));
}

void TestReportSource::updateEqualsFullRead()
{
    const ReportSource first = ReportSource::load(m_dir->path(), account);
    QVERIFY2(first.freshness.error.isEmpty(), qPrintable(first.freshness.error));
    QCOMPARE(first.documents.size(), 40);
    QCOMPARE(first.freshness.withoutVatData, 10);

    // Nothing written: the same documents.
    ReportSource previous = ReportSource::update(first, m_dir->path(), account);
    QCOMPARE(previous.changesRead, first.changesRead);
    QCOMPARE(describe(previous), describe(first));

    DocumentStore store(m_dir->path(), account);
    const auto step = [&](const char *what, const std::function<bool()> &write) {
        QVERIFY2(write(), what);
        const ReportSource updated = ReportSource::update(previous, m_dir->path(), account);
        const ReportSource full = ReportSource::load(m_dir->path(), account);
        QVERIFY2(updated.freshness.error.isEmpty(), qPrintable(updated.freshness.error));
        QVERIFY2(updated.changesRead > previous.changesRead, what);
        QCOMPARE(describe(updated), describe(full));
        QCOMPARE(updated.freshness.withoutVatData, full.freshness.withoutVatData);
        QCOMPARE(updated.freshness.empty, full.freshness.empty);
        previous = updated;
    };
    step("a new invoice", [&] { return store.upsert({document(50)}); });
    step("paid and dunned", [&] {
        DocumentSummary s = document(2);
        s.openMinor = 0;
        s.dunningLevel = QStringLiteral("FINAL_DUNNING");
        DocumentSummary t = document(3);
        t.cancelled = true;
        return store.upsert({s, t});
    });
    step("a detail saved",
        [&] { return store.saveDetail(DocumentKind::Invoice, document(35).uuid, detail(500, 0)); });
    step("a detail saved again with other positions",
        [&] { return store.saveDetail(DocumentKind::Invoice, document(4).uuid, detail(7700, 770)); });
    step("a credit note and an invoice removed", [&] {
        return store.remove(DocumentKind::CreditNote, document(9).uuid)
            && store.remove(DocumentKind::Invoice, document(36).uuid);
    });
    step("removed and written again in one transaction", [&] {
        StoreTransaction tx(store.database());
        return store.remove(DocumentKind::Invoice, document(5).uuid) && store.upsert({document(5)})
            && tx.commit();
    });
    QCOMPARE(previous.documents.size(), 39);
    // A quote written is not a change for the reports.
    const qint64 before = previous.changesRead;
    QVERIFY(store.upsert({document(101, DocumentKind::Quote)}));
    QCOMPARE(ReportSource::update(previous, m_dir->path(), account).changesRead, before);
}

void TestReportSource::readsEverythingWhenChangesAreUnknown()
{
    const ReportSource first = ReportSource::load(m_dir->path(), account);
    DocumentStore store(m_dir->path(), account);
    // Another reader (a full read elsewhere) cleared changes this copy has not seen.
    QVERIFY(store.upsert({document(60)}));
    QVERIFY(ReportSource::load(m_dir->path(), account).changesRead > first.changesRead);
    QSqlQuery q(store.database().connection());
    QCOMPARE(
        q.exec(QStringLiteral("SELECT count(*) FROM report_changes")) && q.next() ? q.value(0).toInt() : -1,
        0);
    const ReportSource updated = ReportSource::update(first, m_dir->path(), account);
    QCOMPARE(describe(updated), describe(ReportSource::load(m_dir->path(), account)));
    QCOMPARE(updated.documents.size(), 41);

    // Another file at the same path (the copy deleted and synced again): never mixed with this one.
    const ReportSource old = ReportSource::load(m_dir->path(), account);
    QTemporaryDir other;
    {
        // More writes than the first file had, so its log reaches past what `old` has read.
        DocumentStore fresh(other.path(), account);
        QList<DocumentSummary> rows;
        for (int n = 0; n < 100; ++n)
            rows << document(200 + n);
        QVERIFY(fresh.upsert(rows));
    }
    const ReportSource mixed = ReportSource::update(old, other.path(), account);
    QVERIFY(mixed.changesRead > old.changesRead);
    QVERIFY(mixed.copyToken != old.copyToken);
    QCOMPARE(mixed.documents.size(), 100);
}

void TestReportSource::productSharesAddUpToTheirRate()
{
    // Two products at 8.1 %, each CHF 10.05 net with CHF 0.81 VAT (10.05 x 8.1 % = 0.814), 10 % off the
    // document. Positions 2 x (10.05 + 0.81) = 21.72; discount 2.172 -> 2.17; the service's total
    // 19.55 (already a multiple of 0.05).
    // The rate after the discount: net 20.10 x 0.9 = 18.09, VAT 1.62 x 0.9 = 1.458 -> 1.46; 18.09 + 1.46
    // = 19.55, no rounding difference.
    // Each product apart: net 10.05 x 0.9 = 9.045 -> 9.05, VAT 0.81 x 0.9 = 0.729 -> 0.73; twice 9.05 is
    // 18.10, a centime more than the rate's 18.09, so one product keeps 9.04.
    ReportDocument d;
    d.currency = QStringLiteral("CHF");
    d.totalMinor = 1955;
    d.discount = {VatDiscount::Kind::Percent, 1000};
    d.reconcile({{810, 1005, 81, QStringLiteral("A")}, {810, 1005, 81, QStringLiteral("B")}});
    QVERIFY(d.reconciles);
    QCOMPARE(d.roundingMinor, qint64(0));
    QCOMPARE(d.vat.size(), 1);
    QCOMPARE(d.vat.first().netMinor, qint64(1809));
    QCOMPARE(d.vat.first().vatMinor, qint64(146));
    const QList<ReportVatLine> &products = d.productShares();
    QCOMPARE(products.size(), 2);
    QCOMPARE(products.at(0).product, QStringLiteral("A"));
    QCOMPARE(products.at(0).netMinor + products.at(1).netMinor, qint64(1809));
    QCOMPARE(products.at(0).vatMinor + products.at(1).vatMinor, qint64(146));
    QCOMPARE(products.at(0).netMinor, qint64(904));
    QCOMPARE(products.at(1).netMinor, qint64(905));
    QCOMPARE(products.at(0).vatMinor, qint64(73));
    QCOMPARE(products.at(1).vatMinor, qint64(73));
}

QTEST_GUILESS_MAIN(TestReportSource)
#include "tst_report_source.moc"
