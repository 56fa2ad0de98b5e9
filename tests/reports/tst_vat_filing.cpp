// Filed VAT periods against figures worked out by hand (the arithmetic in the comments), from a copy
// built here: a quarter is filed, then an invoice of it is edited, one is cancelled, one comes late and
// the next quarter has its own. The filed quarter shows filed / now / correction figure by figure, the
// cancellation is taken back in the quarter it happened, and what is filed survives the store.
#include "reports/ReportSource.h"
#include "reports/ReportTable.h"
#include "reports/Reports.h"
#include "store/DocumentStore.h"

#include <QTemporaryDir>
#include <QTest>

namespace {

ReportDocument document(
    DocumentKind kind, const QString &uuid, const QDate &date, const QList<ReportVatLine> &shares)
{
    ReportDocument d;
    d.kind = kind;
    d.uuid = uuid;
    d.number = uuid.toUpper();
    d.date = date;
    d.currency = QStringLiteral("CHF");
    d.hasVatData = true;
    d.vat = shares;
    for (const ReportVatLine &l : shares) {
        d.netMinor += l.netMinor;
        d.totalMinor += l.netMinor + l.vatMinor;
    }
    return d;
}

qint64 utcMs(const QDate &date, int hour, int minute = 0)
{
    return QDateTime(date, QTime(hour, minute), Qt::UTC).toMSecsSinceEpoch();
}

// figure -> {turnover, tax}
QMap<QString, QList<qint64>> figures(const VatReport &report)
{
    QMap<QString, QList<qint64>> m;
    for (const VatCurrencySummary &s : report.currencies) {
        for (const VatLine &l : s.lines) {
            if (!l.figure.isEmpty())
                m[l.figure] = {l.turnoverMinor, l.taxMinor};
        }
    }
    return m;
}

const QDate q1From(2024, 1, 1);
const QDate q1To(2024, 3, 31);
const QDate q2From(2024, 4, 1);
const QDate q2To(2024, 6, 30);

} // namespace

class TestVatFiling : public QObject
{
    Q_OBJECT

private:
    // Q1 2024: A 1,000.00 at 8.1 % (81.00); B 500.00 at 8.1 % (40.50) and 200.00 at 0 % of product EXP
    // (an export); credit note C 100.00 at 8.1 % (8.10).
    static ReportSource quarterOne()
    {
        ReportSource source;
        source.freshness.empty = false;
        source.zeroClasses.insert(QStringLiteral("product/EXP"), ZeroRateClass::Export);
        source.inputTax.insert(ReportSource::periodKey(q1From, q1To), {0, 0}); // entered as 0.00
        source.documents << document(
            DocumentKind::Invoice, QStringLiteral("a"), QDate(2024, 2, 1), {{810, 100000, 8100, {}}})
                         << document(DocumentKind::Invoice, QStringLiteral("b"), QDate(2024, 3, 15),
                                {{810, 50000, 4050, {}}, {0, 20000, 0, QStringLiteral("EXP")}})
                         << document(DocumentKind::CreditNote, QStringLiteral("c"), QDate(2024, 3, 20),
                                {{810, 10000, 810, {}}});
        return source;
    }

    // Files `report` into `source` as the window does (figures and what each document added).
    static void file(ReportSource &source, const VatReport &report, const QDateTime &at)
    {
        VatFiledReturn filed {report.from, report.to, at, Reports::vatFigures(report)};
        source.filedReturns.insert(ReportSource::periodKey(report.from, report.to), filed);
        const QHash<QString, VatFiledDocument> documents = Reports::vatFiledDocuments(report, source);
        for (auto it = documents.cbegin(); it != documents.cend(); ++it)
            source.filedDocuments.insert(it.key(), *it);
    }

private slots:
    void quarterAsFiled()
    {
        // 200 = 1,000.00 + 500.00 + 200.00 = 1,700.00; 220 = 200.00; 235 = 100.00 (the credit note);
        // 289 = 200.00 + 100.00 = 300.00; 299 = 1,700.00 - 300.00 = 1,400.00; 303 = 1,000.00 + 500.00 -
        // 100.00 = 1,400.00, tax 1,400.00 x 8.1 % = 113.40; 399 = 500 = 113.40.
        const VatReport r = Reports::vat(quarterOne(), q1From, q1To);
        QVERIFY(r.complete());
        QVERIFY(!r.filed);
        const auto m = figures(r);
        QCOMPARE(m.value("200").at(0), 170000);
        QCOMPARE(m.value("220").at(0), 20000);
        QCOMPARE(m.value("235").at(0), 10000);
        QCOMPARE(m.value("289").at(0), 30000);
        QCOMPARE(m.value("299").at(0), 140000);
        QCOMPARE(m.value("303"), (QList<qint64> {140000, 11340}));
        QCOMPARE(m.value("399").at(1), 11340);
        QCOMPARE(m.value("500").at(1), 11340);
        QCOMPARE(r.counted.size(), 3);
        QVERIFY(Reports::vatCorrections(r).isEmpty());
        // What would be filed: the figures with amounts, not those the client leaves to the bookkeeper.
        QVERIFY(Reports::vatFigures(r).contains("479"));
        QVERIFY(!Reports::vatFigures(r).contains("205"));
        QVERIFY(!Reports::vatFigures(r).contains("410"));
    }

    void changesAfterFilingAreCorrections()
    {
        ReportSource source = quarterOne();
        const QDateTime filedAt(QDate(2024, 4, 10), QTime(8, 0), Qt::UTC);
        file(source, Reports::vat(source, q1From, q1To), filedAt);
        // After filing: A edited to 1,100.00 (89.10); B cancelled on 6 May; D dated 28 March comes late,
        // 300.00 at 8.1 % (24.30); E of the second quarter, 2,000.00 at 8.1 % (162.00).
        source.documents[0] = document(
            DocumentKind::Invoice, QStringLiteral("a"), QDate(2024, 2, 1), {{810, 110000, 8910, {}}});
        source.documents[1].cancelled = true;
        source.documents[1].updatedAtMs = utcMs(QDate(2024, 5, 6), 10);
        source.documents << document(
            DocumentKind::Invoice, QStringLiteral("d"), QDate(2024, 3, 28), {{810, 30000, 2430, {}}})
                         << document(DocumentKind::Invoice, QStringLiteral("e"), QDate(2024, 5, 2),
                                {{810, 200000, 16200, {}}});

        // Q1 now: B stays as filed (its cancellation belongs to Q2). 200 = 1,100.00 + 500.00 + 200.00 +
        // 300.00 = 2,100.00; 220 = 200.00; 235 = 100.00; 289 = 300.00; 299 = 1,800.00; 303 = 1,100.00 +
        // 500.00 + 300.00 - 100.00 = 1,800.00, tax 1,800.00 x 8.1 % = 145.80; 399 = 500 = 145.80.
        // Corrections: 200, 299 and 303's turnover +400.00 (A +100.00, D +300.00); tax 145.80 - 113.40 =
        // +32.40 in 303, 399 and 500; 220, 235 and 289 unchanged.
        const VatReport q1 = Reports::vat(source, q1From, q1To);
        QVERIFY(q1.filed);
        QCOMPARE(q1.keptAsFiled, QList<int> {1});
        QVERIFY(q1.cancelledAfterFiling.isEmpty());
        QMap<QString, VatCorrection> c;
        for (const VatCorrection &one : Reports::vatCorrections(q1))
            c.insert(one.figure, one);
        const auto check = [&c](const char *figure, qint64 filedTurnover, qint64 filedTax, qint64 nowTurnover,
                               qint64 nowTax) {
            const VatCorrection one = c.value(QString::fromLatin1(figure));
            QCOMPARE(one.filed.turnoverMinor, filedTurnover);
            QCOMPARE(one.filed.taxMinor, filedTax);
            QCOMPARE(one.now.turnoverMinor, nowTurnover);
            QCOMPARE(one.now.taxMinor, nowTax);
        };
        check("200", 170000, 0, 210000, 0);
        check("220", 20000, 0, 20000, 0);
        check("235", 10000, 0, 10000, 0);
        check("289", 30000, 0, 30000, 0);
        check("299", 140000, 0, 180000, 0);
        check("303", 140000, 11340, 180000, 14580);
        check("399", 0, 11340, 0, 14580);
        check("500", 0, 11340, 0, 14580);

        // The table: filed / correction beside each figure, after today's columns.
        const ReportTable t = ReportTables::vat(q1, source);
        QCOMPARE(t.columns.size(), 12);
        for (const ReportTable::Row &row : t.rows) {
            if (row.cells.at(0).toString() == QLatin1String("303")) {
                QCOMPARE(row.cells.at(8).toLongLong(), 140000);
                QCOMPARE(row.cells.at(9).toLongLong(), 11340);
                QCOMPARE(row.cells.at(10).toLongLong(), 40000);
                QCOMPARE(row.cells.at(11).toLongLong(), 3240);
            }
        }

        // Q2: E and B taken back as filed, like a credit note: 200 = 2,000.00 - 200.00 (B's export) =
        // 1,800.00; 220 = -200.00; 235 = 500.00; 289 = -200.00 + 500.00 = 300.00; 299 = 1,500.00; 303 =
        // 2,000.00 - 500.00 = 1,500.00, tax 1,500.00 x 8.1 % = 121.50 (invoiced 162.00 - 40.50 = 121.50).
        const VatReport q2 = Reports::vat(source, q2From, q2To);
        QVERIFY(!q2.filed);
        QCOMPARE(q2.cancelledAfterFiling, QList<int> {1});
        const auto m = figures(q2);
        QCOMPARE(m.value("200").at(0), 180000);
        QCOMPARE(m.value("220").at(0), -20000);
        QCOMPARE(m.value("235").at(0), 50000);
        QCOMPARE(m.value("289").at(0), 30000);
        QCOMPARE(m.value("299").at(0), 150000);
        QCOMPARE(m.value("303"), (QList<qint64> {150000, 12150}));
        for (const VatLine &line : q2.currencies.first().lines) {
            if (line.figure == QLatin1String("303"))
                QCOMPARE(line.invoicedTaxMinor, 12150);
        }
        // Not cancelled after filing, a cancelled invoice simply leaves an unfiled period (as before).
        QVERIFY(Reports::vat(source, QDate(2024, 7, 1), QDate(2024, 9, 30)).cancelledAfterFiling.isEmpty());
    }

    void cancellationCountsWhenItHappenedInSwitzerland()
    {
        VatFiledReturn filed;
        filed.from = q1From;
        filed.to = q1To;
        filed.filedAt = QDateTime(QDate(2024, 4, 10), QTime(8, 0), Qt::UTC);
        ReportDocument d;
        // Cancelled on the service before the filing (the copy was not synchronised): after the filing.
        d.updatedAtMs = utcMs(QDate(2024, 3, 31), 20);
        QCOMPARE(Reports::cancelledOn(d, filed), QDate(2024, 4, 10));
        // 30 June 22:30 UTC is 1 July 00:30 in Zurich (summer time, UTC+2): the third quarter.
        d.updatedAtMs = utcMs(QDate(2024, 6, 30), 22, 30);
        QCOMPARE(Reports::cancelledOn(d, filed), QDate(2024, 7, 1));
        d.updatedAtMs = 0; // not known: the filing
        QCOMPARE(Reports::cancelledOn(d, filed), QDate(2024, 4, 10));
    }

    void filedReturnIsKeptInTheStore()
    {
        QTemporaryDir dir;
        const QString account = QStringLiteral("0b7f7a36-2f0c-4e0e-8d3c-3d2f3b8b1c01");
        {
            DocumentStore store(dir.path(), account); // makes the copy at the latest schema
            QVERIFY2(store.isOpen(), qPrintable(store.errorString()));
        }
        ReportSource source = quarterOne();
        const VatReport r = Reports::vat(source, q1From, q1To);
        const VatFiledReturn filed {
            q1From, q1To, QDateTime(QDate(2024, 4, 10), QTime(8, 0), Qt::UTC), Reports::vatFigures(r)};
        QString error;
        QVERIFY2(ReportSource::writeFiledReturn(
                     dir.path(), account, filed, Reports::vatFiledDocuments(r, source), &error),
            qPrintable(error));
        const ReportSource read = ReportSource::load(dir.path(), account);
        QVERIFY2(read.freshness.error.isEmpty(), qPrintable(read.freshness.error));
        const QString key = ReportSource::periodKey(q1From, q1To);
        QCOMPARE(read.filedReturns.value(key).figures, filed.figures);
        QCOMPARE(read.filedReturns.value(key).filedAt, filed.filedAt);
        QCOMPARE(read.filedReturnOn(QDate(2024, 2, 29))->to, q1To);
        QVERIFY(!read.filedReturnOn(q2From));
        QCOMPARE(read.filedDocuments.size(), 3);
        const VatFiledDocument b = read.filedDocuments.value(QStringLiteral("invoices/b"));
        QCOMPARE(b.period, key);
        QVERIFY(!b.credit);
        QCOMPARE(b.shares.size(), 2);
        QCOMPARE(b.shares.at(1).netMinor, 20000);
        QCOMPARE(b.zeroClasses.at(1), ZeroRateClass::Export);
        QVERIFY(read.filedDocuments.value(QStringLiteral("credit-notes/c")).credit);
        // A period overlapping one filed is refused (March alone, or the whole year).
        for (const auto &[from, to] : {std::pair {QDate(2024, 3, 1), QDate(2024, 3, 31)},
                 std::pair {QDate(2024, 1, 1), QDate(2024, 12, 31)}}) {
            const VatFiledReturn overlapping {from, to, filed.filedAt, filed.figures};
            QVERIFY(!ReportSource::writeFiledReturn(dir.path(), account, overlapping, {}, &error));
            QVERIFY(error.contains(key));
        }
        // The next quarter may be filed.
        QVERIFY2(ReportSource::writeFiledReturn(
                     dir.path(), account, {q2From, q2To, filed.filedAt, {}}, {}, &error),
            qPrintable(error));

        // Unmarking the first quarter forgets its figures and its documents' shares, not the second's;
        // a period not filed cannot be unmarked, and the first quarter may be filed again.
        QVERIFY2(
            ReportSource::removeFiledReturn(dir.path(), account, q1From, q1To, &error), qPrintable(error));
        const ReportSource unmarked = ReportSource::load(dir.path(), account);
        QVERIFY(!unmarked.filedReturns.contains(key));
        QVERIFY(unmarked.filedReturns.contains(ReportSource::periodKey(q2From, q2To)));
        QVERIFY(unmarked.filedDocuments.isEmpty());
        QVERIFY(!unmarked.filedReturnOn(QDate(2024, 2, 29)));
        QVERIFY(!ReportSource::removeFiledReturn(dir.path(), account, q1From, q1To, &error));
        QVERIFY2(error.contains(key), qPrintable(error));
        QVERIFY2(ReportSource::writeFiledReturn(
                     dir.path(), account, filed, Reports::vatFiledDocuments(r, source), &error),
            qPrintable(error));
        QCOMPARE(ReportSource::load(dir.path(), account).filedDocuments.size(), 3);
    }
};

QTEST_GUILESS_MAIN(TestVatFiling)
#include "tst_vat_filing.moc"
