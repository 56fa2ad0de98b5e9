// `invoicedesk --report` through the real program against a sandbox: the VAT CSV of a quarter with a
// discounted invoice holds the figures worked out by hand, in today's column order; wrong use exits 2;
// a EUR invoice without a CHF rate makes the figures incomplete (exit 4, its number on stderr); the
// local copy alone (no --sync) gives the same file; a filed quarter carries its filed figures and the
// correction beside them.
#include "ProgramRun.h"
#include "TestSandbox.h"
#include "api/ApiJob.h"
#include "api/JsonReader.h"
#include "reports/ReportSource.h"
#include "reports/Reports.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>

class TestHeadlessReport : public QObject
{
    Q_OBJECT

private:
    TestSandbox m_sandbox;
    QTemporaryDir m_home;
    QString m_account;

    using Run = ProgramRun;

    Run run(const QStringList &arguments)
    {
        return ProgramRun::run(QStringLiteral(INVOICEDESK_APP), arguments, m_home, m_sandbox.token());
    }

    QStringList common(const QString &period, const QString &out) const
    {
        return {QStringLiteral("--report"), QStringLiteral("vat"), QStringLiteral("--period"), period,
            QStringLiteral("--base-url"), m_sandbox.url().toString(), QStringLiteral("--account"), m_account,
            QStringLiteral("--out"), out};
    }

    QString createInvoice(const QString &currency, const QDate &date, const QJsonArray &positions,
        const QJsonObject &discount = {}, bool creditNote = false)
    {
        ApiClient client(m_sandbox.config(m_account));
        const TestSandbox::Result companies =
            TestSandbox::wait(client.get(client.accountPath(QStringLiteral("/addresses/v2/companies")),
                QUrlQuery(QStringLiteral("limit=1"))));
        const QString company = JsonReader::listFromEnvelope(companies.answer)
                                    .value_or(QJsonArray())
                                    .at(0)
                                    .toObject()
                                    .value(QLatin1String("uuid"))
                                    .toString();
        QJsonObject d {{QStringLiteral("currencyCode"), currency},
            {QStringLiteral("title"), QStringLiteral("Export")},
            {creditNote ? QStringLiteral("creditNoteDate") : QStringLiteral("invoiceDate"),
                date.toString(Qt::ISODate)},
            {QStringLiteral("dueDate"), date.addDays(30).toString(Qt::ISODate)},
            {QStringLiteral("receiver"), QJsonObject {{QStringLiteral("companyUuid"), company}}},
            {QStringLiteral("positions"), positions}};
        if (!discount.isEmpty())
            d.insert(QStringLiteral("documentDiscount"), discount);
        const TestSandbox::Result r = TestSandbox::wait(client.send(ApiClient::Method::Post,
            client.accountPath(creditNote ? QStringLiteral("/documents/v2/credit-notes")
                                          : QStringLiteral("/documents/v2/invoices")),
            QJsonDocument(QJsonObject {{QStringLiteral("documents"), QJsonArray {d}}})));
        return JsonReader::singleFromEnvelope(r.answer)
            .value_or(QJsonObject())
            .value(creditNote ? QLatin1String("creditNoteNumber") : QLatin1String("invoiceNumber"))
            .toString();
    }

    static QJsonObject product(const QString &price, double rate)
    {
        return {{QStringLiteral("kind"), QStringLiteral("product")},
            {QStringLiteral("productDescription"), QStringLiteral("Item")}, {QStringLiteral("quantity"), 1},
            {QStringLiteral("singlePrice"), price},
            {QStringLiteral("vat"), QJsonObject {{QStringLiteral("percentage"), rate}}}};
    }

    // The folder of the account's local copy (after a --sync).
    QString copyDir() const
    {
        QDirIterator files(m_home.path(), {QStringLiteral("%1.sqlite").arg(m_account)}, QDir::Files,
            QDirIterator::Subdirectories);
        return files.hasNext() ? QFileInfo(files.next()).absolutePath() : QString();
    }

    static QStringList csvLines(const QString &file)
    {
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly))
            return {};
        QString text = QString::fromUtf8(f.readAll());
        if (text.startsWith(QChar(0xFEFF)))
            text.remove(0, 1);
        return text.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error()));
        QVERIFY(m_home.isValid());
        m_account = m_sandbox.accounts().at(1); // the small account: nothing of its own in 2019
    }

    void wrongUseExitsTwo()
    {
        const QString out = m_home.filePath(QStringLiteral("x.csv"));
        for (const QStringList &bad : {common(QStringLiteral("2019-Q5"), out),
                 common(QStringLiteral("2019-H1"), out), // half-years: the net tax rate method
                 common(QStringLiteral("2019-Q1"), m_home.filePath(QStringLiteral("x.pdf"))),
                 QStringList {QStringLiteral("--report"), QStringLiteral("profit"),
                     QStringLiteral("--period"), QStringLiteral("2019"), QStringLiteral("--out"), out}}) {
            const Run r = run(bad);
            QCOMPARE(r.code, 2);
            QVERIFY(!r.err.isEmpty());
            QVERIFY(!QFile::exists(out));
        }
    }

    void vatQuarterAsWorkedOutByHand()
    {
        // 1,000.00 at 8.1 % and 100.05 at 2.6 %, 10 % off the total: the service's 1,065.30.
        // Per rate x 0.9: turnover 900.00 (tax 72.90) and 90.045 -> 90.05 (tax 2.34); 200 = 299 = 990.05;
        // the form's tax: 900.00 x 8.1 % = 72.90, 90.05 x 2.6 % = 2.3413 -> 2.34; 399 = 75.24.
        QVERIFY(!createInvoice(QStringLiteral("CHF"), QDate(2019, 2, 4),
            {product(QStringLiteral("1000.00"), 8.1), product(QStringLiteral("100.05"), 2.6)},
            QJsonObject {{QStringLiteral("percentage"),
                10}}).isEmpty());
        QTest::qWait(1100); // the sync trusts a listing only after the second of the last change
        const QString out = m_home.filePath(QStringLiteral("vat-2019-Q1.csv"));
        Run r = run(QStringList {QStringLiteral("--sync")} + common(QStringLiteral("2019-Q1"), out));
        // The input tax of the quarter is not entered: not 0.00, so the return is incomplete (exit 4) and
        // 400, 405 and 500 have no amount.
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains(QStringLiteral("Input tax (400, 405) not entered")), qPrintable(r.err));
        for (const QString &line : csvLines(out)) {
            if (line.startsWith(QStringLiteral("400;")) || line.startsWith(QStringLiteral("500;")))
                QCOMPARE(line.section(QLatin1Char(';'), 4, 4), QString());
        }
        // Entered as 0.00 (as the window's input tax dialog keeps it): complete.
        QString error;
        QVERIFY2(ReportSource::writeInputTax(copyDir(), m_account, QDate(2019, 1, 1), QDate(2019, 3, 31),
                     std::pair<qint64, qint64>(0, 0), &error),
            qPrintable(error));
        r = run(common(QStringLiteral("2019-Q1"), out));
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QStringList lines = csvLines(out);
        QVERIFY(lines.size() > 1);
        QCOMPARE(lines.first(),
            QStringLiteral("Figure;Line;Currency;Turnover;Tax;Documents;Invoiced VAT;Difference"));
        QMap<QString, QString> byFigure; // figure -> currency;turnover;tax;documents;invoiced;difference
        for (const QString &line : lines.mid(1)) {
            const QStringList f = line.split(QLatin1Char(';'));
            QCOMPARE(f.size(), 8);
            if (!f.at(0).isEmpty())
                byFigure.insert(f.at(0), QStringList(f.mid(2)).join(QLatin1Char(';')));
        }
        QCOMPARE(byFigure.value(QStringLiteral("200")), QStringLiteral("CHF;990.05;;1;;"));
        QCOMPARE(byFigure.value(QStringLiteral("299")), QStringLiteral("CHF;990.05;;1;;"));
        QCOMPARE(byFigure.value(QStringLiteral("303")), QStringLiteral("CHF;900.00;72.90;1;72.90;0.00"));
        QCOMPARE(byFigure.value(QStringLiteral("313")), QStringLiteral("CHF;90.05;2.34;1;2.34;0.00"));
        QCOMPARE(byFigure.value(QStringLiteral("399")), QStringLiteral("CHF;;75.24;1;75.24;0.00"));

        // The local copy alone gives the same file.
        const QString again = m_home.filePath(QStringLiteral("vat-again.csv"));
        r = run(common(QStringLiteral("2019-Q1"), again));
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(csvLines(again), lines);

        // XLSX too.
        r = run(common(QStringLiteral("2019-Q1"), m_home.filePath(QStringLiteral("vat.xlsx"))));
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY(QFile(m_home.filePath(QStringLiteral("vat.xlsx"))).size() > 0);
    }

    void missingRateExitsFour()
    {
        const QString number =
            createInvoice(QStringLiteral("EUR"), QDate(2019, 3, 4), {product(QStringLiteral("100.00"), 8.1)});
        QVERIFY(!number.isEmpty());
        QTest::qWait(1100);
        const QString out = m_home.filePath(QStringLiteral("vat-eur.csv"));
        const Run r = run(QStringList {QStringLiteral("--sync")} + common(QStringLiteral("2019-Q1"), out));
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains(number), qPrintable(r.err));
        // The CHF figures are still written, without the EUR invoice.
        QVERIFY(csvLines(out).join(QLatin1Char('\n')).contains(QStringLiteral("303;")));

        // With March's rate kept in the copy (as the window's CHF rates dialog keeps it): EUR 100.00 x
        // 0.9512 = CHF 95.12 more turnover at 8.1 %: 900.00 + 95.12 = 995.12; invoiced VAT 72.90 + EUR
        // 8.10 x 0.9512 = 7.70472 -> 7.70 = 80.60; the form's 995.12 x 8.1 % = 80.60472 -> 80.60.
        QString copy;
        QDirIterator files(m_home.path(), {QStringLiteral("%1.sqlite").arg(m_account)}, QDir::Files,
            QDirIterator::Subdirectories);
        if (files.hasNext())
            copy = QFileInfo(files.next()).absolutePath();
        QVERIFY(!copy.isEmpty());
        QString error;
        QVERIFY2(ReportSource::writeChfRates(
                     copy, m_account, {{QStringLiteral("EUR"), QStringLiteral("2019-03"), 951200}}, &error),
            qPrintable(error));
        const QString converted = m_home.filePath(QStringLiteral("vat-converted.csv"));
        const Run again = run(common(QStringLiteral("2019-Q1"), converted));
        QVERIFY2(again.code == 0, qPrintable(again.err));
        QString line303;
        for (const QString &line : csvLines(converted)) {
            if (line.startsWith(QStringLiteral("303;")))
                line303 = line.section(QLatin1Char(';'), 2);
        }
        QCOMPARE(line303, QStringLiteral("CHF;995.12;80.60;2;80.60;0.00"));
    }

    void openItemsAndRevenueToo()
    {
        for (const QString &report : {QStringLiteral("open-items"), QStringLiteral("revenue")}) {
            const QString out = m_home.filePath(report + QStringLiteral(".csv"));
            const Run r = run({QStringLiteral("--report"), report, QStringLiteral("--period"),
                QStringLiteral("2019-02"), QStringLiteral("--base-url"), m_sandbox.url().toString(),
                QStringLiteral("--account"), m_account, QStringLiteral("--out"), out});
            QVERIFY2(r.code == 0, qPrintable(r.err));
            QVERIFY(csvLines(out).size() >= 2);
        }
        // Revenue of February 2019 is the discounted invoice's 990.05 net.
        QVERIFY(csvLines(m_home.filePath(QStringLiteral("revenue.csv")))
                    .at(1)
                    .contains(QStringLiteral(";990.05;")));
    }
    // A filed quarter exports its figures now with the filed ones and the correction beside them: the
    // first quarter of 2019 as it stands here is filed (in the copy, as the window does), then an invoice
    // dated in it comes late: 200.00 at 8.1 % (VAT 16.20).
    void filedQuarterExportsCorrections()
    {
        QString copy;
        QDirIterator files(m_home.path(), {QStringLiteral("%1.sqlite").arg(m_account)}, QDir::Files,
            QDirIterator::Subdirectories);
        if (files.hasNext())
            copy = QFileInfo(files.next()).absolutePath();
        QVERIFY(!copy.isEmpty());
        const QDate from(2019, 1, 1);
        const QDate to(2019, 3, 31);
        const ReportSource source = ReportSource::load(copy, m_account);
        const VatReport filed = Reports::vat(source, from, to);
        QVERIFY(filed.complete());
        QString error;
        QVERIFY2(ReportSource::writeFiledReturn(copy, m_account,
                     {from, to, QDateTime::currentDateTimeUtc(), Reports::vatFigures(filed)},
                     Reports::vatFiledDocuments(filed, source), &error),
            qPrintable(error));
        QVERIFY(!createInvoice(
            QStringLiteral("CHF"), QDate(2019, 3, 11), {product(QStringLiteral("200.00"), 8.1)})
                     .isEmpty());
        QTest::qWait(1100);
        const QString out = m_home.filePath(QStringLiteral("vat-filed.csv"));
        const Run r = run(QStringList {QStringLiteral("--sync")} + common(QStringLiteral("2019-Q1"), out));
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QStringList lines = csvLines(out);
        QVERIFY(!lines.isEmpty());
        QCOMPARE(lines.first(),
            QStringLiteral(
                "Figure;Line;Currency;Turnover;Tax;Documents;Invoiced VAT;Difference;Filed turnover;"
                "Filed tax;Correction turnover;Correction tax"));
        QMap<QString, QString> byFigure;
        for (const QString &line : lines.mid(1))
            byFigure.insert(line.section(QLatin1Char(';'), 0, 0), line.section(QLatin1Char(';'), 2));
        // Filed (the two invoices above): 303 995.12, tax 80.60. Now 995.12 + 200.00 = 1,195.12, the form's
        // tax 1,195.12 x 8.1 % = 96.80472 -> 96.80 (invoiced 72.90 + 7.70 + 16.20 = 96.80); the correction
        // +200.00 and 96.80 - 80.60 = +16.20. 200 and 299: 990.05 + 95.12 = 1,085.17 filed, 1,285.17 now.
        QCOMPARE(byFigure.value(QStringLiteral("303")),
            QStringLiteral("CHF;1195.12;96.80;3;96.80;0.00;995.12;80.60;200.00;16.20"));
        QCOMPARE(byFigure.value(QStringLiteral("200")), QStringLiteral("CHF;1285.17;;3;;;1085.17;;200.00;"));
        QCOMPARE(byFigure.value(QStringLiteral("313")),
            QStringLiteral("CHF;90.05;2.34;1;2.34;0.00;90.05;2.34;0.00;0.00"));
        QCOMPARE(
            byFigure.value(QStringLiteral("399")), QStringLiteral("CHF;;99.14;3;99.14;0.00;;82.94;;16.20"));
    }

    // The net tax rate method through the program: 2024-H1 with rates 6.2 % and 0.6 % assigned per
    // product, an invoice with two products at 8.1 % on different rates and an amount off it, a document
    // discount, a 0 % export and a credit note without a product; turnover including VAT.
    void netTaxRateHalfYear()
    {
        const auto numbered = [](const QString &number, const QString &price, double rate) {
            QJsonObject p = product(price, rate);
            p.insert(QStringLiteral("productNumber"), number);
            return p;
        };
        // A: 1,000.00 at 8.1 % (HL-BER, rate 1) and 100.05 at 2.6 % (HL-BUCH, rate 2), 10 % off: 900.00 +
        // 72.90 = 972.90 and 90.05 + 2.34 = 92.39 (the service's total 1,065.30).
        QVERIFY(!createInvoice(QStringLiteral("CHF"), QDate(2024, 2, 5),
            {numbered(QStringLiteral("HL-BER"), QStringLiteral("1000.00"), 8.1),
                numbered(QStringLiteral("HL-BUCH"), QStringLiteral("100.05"), 2.6)},
            QJsonObject {{QStringLiteral("percentage"),
                10}}).isEmpty());
        // E: HL-BER 400.00 (rate 1) and HL-WARE 300.00 (rate 2), both at 8.1 % (VAT 32.40 and 24.30,
        // 756.70 in all), 50.00 off the document (total 706.70); each share x 706.70 / 756.70, half away
        // from zero: HL-BER 373.5694 -> 373.57 + 30.2587 -> 30.26 = 403.83; HL-WARE 280.1771 -> 280.18 +
        // 22.6940 -> 22.69 = 302.87; together 706.70.
        const QString twoRates = createInvoice(QStringLiteral("CHF"), QDate(2024, 4, 15),
            {numbered(QStringLiteral("HL-BER"), QStringLiteral("400.00"), 8.1),
                numbered(QStringLiteral("HL-WARE"), QStringLiteral("300.00"), 8.1)},
            QJsonObject {{QStringLiteral("amount"), QStringLiteral("50.00")}});
        QVERIFY(!twoRates.isEmpty());
        // B: an export of 500.00 at 0 %, classed "export of goods" by its product number.
        QJsonObject exported = product(QStringLiteral("500.00"), 0);
        exported.insert(QStringLiteral("productNumber"), QStringLiteral("HL-EXP"));
        QVERIFY(!createInvoice(QStringLiteral("CHF"), QDate(2024, 3, 11), {exported}).isEmpty());
        // C: a credit note of 200.00 at 8.1 % without a product (rate 1 as set for such positions): 216.20
        // including VAT.
        QVERIFY(!createInvoice(
            QStringLiteral("CHF"), QDate(2024, 5, 10), {product(QStringLiteral("200.00"), 8.1)}, {}, true)
                     .isEmpty());
        QTest::qWait(1100);
        // Synchronised under the effective method, whose quarter it is.
        const QString quarter = m_home.filePath(QStringLiteral("vat-2024-Q1.csv"));
        Run r = run(QStringList {QStringLiteral("--sync")} + common(QStringLiteral("2024-Q1"), quarter));
        QVERIFY2(r.code == 0 || r.code == 4, qPrintable(r.err));
        const QString copy = copyDir();
        QVERIFY(!copy.isEmpty());
        QString error;
        QVERIFY2(ReportSource::setZeroClass(copy, m_account, QStringLiteral("product"),
                     QStringLiteral("HL-EXP"), ZeroRateClass::Export, &error),
            qPrintable(error));
        VatSettings settings;
        settings.method = VatMethod::NetTaxRate;
        settings.netTaxRate1 = 620;
        settings.netTaxRate2 = 60;
        settings.netTaxRateOfFreeText = 1;
        QVERIFY2(ReportSource::writeVatSettings(copy, m_account, settings, &error), qPrintable(error));
        for (const auto &[number, which] : {std::pair {"HL-BER", 1}, {"HL-BUCH", 2}, {"HL-WARE", 2}}) {
            QVERIFY2(ReportSource::setNetTaxRateOfProduct(
                         copy, m_account, QString::fromLatin1(number), which, &error),
                qPrintable(error));
        }

        // A quarter does not fit the method: exit 2, nothing written.
        const QString wrong = m_home.filePath(QStringLiteral("vat-ntr-q1.csv"));
        r = run(common(QStringLiteral("2024-Q1"), wrong));
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("net tax rate method")), qPrintable(r.err));
        QVERIFY(!QFile::exists(wrong));

        const auto figures = [](const QString &file) {
            const QStringList lines = csvLines(file);
            QMap<QString, QString> byFigure; // figure -> currency;turnover;tax;documents;invoiced;difference
            if (lines.isEmpty()
                || lines.first()
                    != QStringLiteral("Figure;Line;Currency;Turnover;Tax;Documents;Invoiced VAT;Difference"))
                return byFigure;
            for (const QString &line : lines.mid(1)) {
                const QStringList f = line.split(QLatin1Char(';'));
                if (f.size() == 8 && !f.at(0).isEmpty())
                    byFigure.insert(f.at(0), QStringList(f.mid(2)).join(QLatin1Char(';')));
            }
            return byFigure;
        };
        const QString out = m_home.filePath(QStringLiteral("vat-2024-H1.csv"));
        r = run(common(QStringLiteral("2024-H1"), out));
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QMap<QString, QString> byFigure = figures(out);
        // 200 = 972.90 + 92.39 + 500.00 + 706.70 = 2,271.99 (A, B, E); 220 = 500.00; 235 = 216.20;
        // 289 = 716.20; 299 = 2,271.99 - 716.20 = 1,555.79.
        QCOMPARE(byFigure.value(QStringLiteral("200")), QStringLiteral("CHF;2271.99;;3;;"));
        QCOMPARE(byFigure.value(QStringLiteral("220")), QStringLiteral("CHF;500.00;;1;;"));
        QCOMPARE(byFigure.value(QStringLiteral("235")), QStringLiteral("CHF;216.20;;1;;"));
        QCOMPARE(byFigure.value(QStringLiteral("289")), QStringLiteral("CHF;716.20;;2;;"));
        QCOMPARE(byFigure.value(QStringLiteral("299")), QStringLiteral("CHF;1555.79;;4;;"));
        // 323: 972.90 (A) - 216.20 (C) + 403.83 (E) = 1,160.53 x 6.2 % = 71.95286 -> 71.95;
        // 333: 92.39 (A) + 302.87 (E) = 395.26 x 0.6 % = 2.37156 -> 2.37.
        QCOMPARE(byFigure.value(QStringLiteral("323")), QStringLiteral("CHF;1160.53;71.95;3;;"));
        QCOMPARE(byFigure.value(QStringLiteral("333")), QStringLiteral("CHF;395.26;2.37;2;;"));
        // 399 = 71.95 + 2.37 = 74.32 = 500 (no input tax with this method).
        QCOMPARE(byFigure.value(QStringLiteral("399")), QStringLiteral("CHF;;74.32;3;;"));
        QCOMPARE(byFigure.value(QStringLiteral("500")), QStringLiteral("CHF;;74.32;0;;"));
        QVERIFY(!byFigure.contains(QStringLiteral("303")));

        // HL-WARE assigned to neither rate: exit 4 naming it and E; its 302.87 is in no figure:
        // 200 = 2,271.99 - 302.87 = 1,969.12; 333 = 92.39 x 0.6 % = 0.55434 -> 0.55.
        QVERIFY(ReportSource::setNetTaxRateOfProduct(copy, m_account, QStringLiteral("HL-WARE"), 0, &error));
        const QString partly = m_home.filePath(QStringLiteral("vat-2024-H1-partly.csv"));
        r = run(common(QStringLiteral("2024-H1"), partly));
        QCOMPARE(r.code, 4);
        QVERIFY2(r.err.contains(QStringLiteral("HL-WARE")) && r.err.contains(twoRates), qPrintable(r.err));
        const QMap<QString, QString> partlyByFigure = figures(partly);
        QCOMPARE(partlyByFigure.value(QStringLiteral("200")), QStringLiteral("CHF;1969.12;;3;;"));
        QCOMPARE(partlyByFigure.value(QStringLiteral("333")), QStringLiteral("CHF;92.39;0.55;1;;"));

        // The effective method again: the half-year is refused as before.
        QVERIFY(ReportSource::writeVatSettings(copy, m_account, VatSettings(), &error));
        r = run(common(QStringLiteral("2024-H1"), wrong));
        QCOMPARE(r.code, 2);
        QVERIFY(!QFile::exists(wrong));
    }
};

QTEST_GUILESS_MAIN(TestHeadlessReport)
#include "tst_headless_report.moc"
