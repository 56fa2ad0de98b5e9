// invoicedesk-cli's settings commands through the real program against a sandbox: a quarter with a CHF
// invoice at 8.1 %, one at 0 % for an exported product and one in EUR gives an incomplete VAT return
// (exit 4: no CHF rate, the 0 % turnover not classified, the input tax not entered); --set-chf-rates,
// --set-zero-classes (from a pipe), --set-vat-method effective and --set-input-tax make it complete
// (exit 0) with the figures worked out by hand below. A dry run changes nothing, a file not understood
// exits 2 and writes nothing.
#include "ProgramRun.h"
#include "TestSandbox.h"
#include "api/ApiJob.h"
#include "api/JsonReader.h"
#include "reports/ReportSource.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>

class TestCliSettings : public QObject
{
    Q_OBJECT

private:
    TestSandbox m_sandbox;
    QTemporaryDir m_home;
    QString m_account;

    ProgramRun run(const QStringList &arguments)
    {
        return ProgramRun::run(QStringLiteral(INVOICEDESK_CLI), arguments, m_home, m_sandbox.token());
    }

    // --account and --base-url, as every command of a script names them.
    QStringList target() const
    {
        return {
            QStringLiteral("--account"), m_account, QStringLiteral("--base-url"), m_sandbox.url().toString()};
    }

    ProgramRun vatReport(const QString &out, bool sync = false)
    {
        QStringList arguments {QStringLiteral("--report"), QStringLiteral("vat"), QStringLiteral("--period"),
            QStringLiteral("2024-Q1"), QStringLiteral("--out"), out};
        if (sync)
            arguments << QStringLiteral("--sync");
        return run(arguments + target());
    }

    QString writeFile(const QString &name, const QByteArray &content) const
    {
        const QString path = m_home.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size())
            return {};
        return path;
    }

    QString createInvoice(const QString &currency, const QDate &date, const QJsonObject &position)
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
        const QJsonObject d {{QStringLiteral("currencyCode"), currency},
            {QStringLiteral("title"), QStringLiteral("Quarter")},
            {QStringLiteral("invoiceDate"), date.toString(Qt::ISODate)},
            {QStringLiteral("dueDate"), date.addDays(30).toString(Qt::ISODate)},
            {QStringLiteral("receiver"), QJsonObject {{QStringLiteral("companyUuid"), company}}},
            {QStringLiteral("positions"), QJsonArray {position}}};
        const TestSandbox::Result r = TestSandbox::wait(
            client.send(ApiClient::Method::Post, client.accountPath(QStringLiteral("/documents/v2/invoices")),
                QJsonDocument(QJsonObject {{QStringLiteral("documents"), QJsonArray {d}}})));
        return JsonReader::singleFromEnvelope(r.answer)
            .value_or(QJsonObject())
            .value(QLatin1String("invoiceNumber"))
            .toString();
    }

    static QJsonObject product(const QString &number, const QString &price, double rate)
    {
        QJsonObject p {{QStringLiteral("kind"), QStringLiteral("product")},
            {QStringLiteral("productDescription"), QStringLiteral("Item")}, {QStringLiteral("quantity"), 1},
            {QStringLiteral("singlePrice"), price},
            {QStringLiteral("vat"), QJsonObject {{QStringLiteral("percentage"), rate}}}};
        if (!number.isEmpty())
            p.insert(QStringLiteral("productNumber"), number);
        return p;
    }

    // The folder of the account's local copy (after a --sync).
    QString copyDir() const
    {
        QDirIterator files(m_home.path(), {QStringLiteral("%1.sqlite").arg(m_account)}, QDir::Files,
            QDirIterator::Subdirectories);
        return files.hasNext() ? QFileInfo(files.next()).absolutePath() : QString();
    }

    // figure -> "turnover;tax" of the VAT CSV (Figure;Line;Currency;Turnover;Tax;...), all in CHF.
    static QMap<QString, QString> figures(const QString &file)
    {
        QMap<QString, QString> byFigure;
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly))
            return byFigure;
        QString text = QString::fromUtf8(f.readAll());
        if (text.startsWith(QChar(0xFEFF)))
            text.remove(0, 1);
        const QStringList lines = text.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        for (const QString &line : lines.mid(1)) {
            const QStringList f = line.split(QLatin1Char(';'));
            if (f.size() >= 5 && !f.at(0).isEmpty() && f.at(2) == QLatin1String("CHF"))
                byFigure.insert(f.at(0), f.at(3) + QLatin1Char(';') + f.at(4));
        }
        return byFigure;
    }

    // What the settings commands keep, as the reports read it.
    QString keptSettings() const
    {
        const ReportSource s = ReportSource::load(copyDir(), m_account);
        QStringList rates;
        for (auto it = s.chfRates.cbegin(); it != s.chfRates.cend(); ++it)
            rates << QStringLiteral("%1=%2").arg(it.key()).arg(it.value());
        rates.sort();
        QStringList classes;
        for (auto it = s.zeroClasses.cbegin(); it != s.zeroClasses.cend(); ++it)
            classes << QStringLiteral("%1=%2").arg(it.key(), VatRules::zeroRateClassKey(it.value()));
        classes.sort();
        QStringList input;
        for (auto it = s.inputTax.cbegin(); it != s.inputTax.cend(); ++it)
            input << QStringLiteral("%1=%2+%3").arg(it.key()).arg(it->first).arg(it->second);
        input.sort();
        return QStringLiteral("rates %1; classes %2; input %3; method %4 %5 %6")
            .arg(rates.join(QLatin1Char(',')), classes.join(QLatin1Char(',')), input.join(QLatin1Char(',')))
            .arg(int(s.vatSettings.method))
            .arg(s.vatSettings.netTaxRate1)
            .arg(s.vatSettings.netTaxRate2);
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error()));
        QVERIFY(m_home.isValid());
        m_account = m_sandbox.accounts().at(1); // the small account: nothing of its own in 2024
    }

    void settingsCompleteTheReturn()
    {
        // The quarter 2024-Q1, by hand:
        //   A  CHF, 15 Jan: 1,000.00 at 8.1 %, VAT 81.00 (total 1,081.00)
        //   B  CHF, 12 Feb: 500.00 at 0 %, product EXP-1 (an export of goods)
        //   C  EUR,  4 Mar: 200.00 at 8.1 %, VAT 16.20 (total EUR 216.20)
        QVERIFY(!createInvoice(
            QStringLiteral("CHF"), QDate(2024, 1, 15), product(QString(), QStringLiteral("1000.00"), 8.1))
                     .isEmpty());
        QVERIFY(!createInvoice(QStringLiteral("CHF"), QDate(2024, 2, 12),
            product(QStringLiteral("EXP-1"), QStringLiteral("500.00"), 0))
                     .isEmpty());
        const QString eur = createInvoice(
            QStringLiteral("EUR"), QDate(2024, 3, 4), product(QString(), QStringLiteral("200.00"), 8.1));
        QVERIFY(!eur.isEmpty());
        QTest::qWait(1100); // the sync trusts a listing only after the second of the last change

        // Without the settings: written but incomplete, each reason named.
        const QString before = m_home.filePath(QStringLiteral("vat-before.csv"));
        ProgramRun r = vatReport(before, true);
        QVERIFY2(r.code == 4, qPrintable(r.out + r.err));
        QVERIFY2(
            r.err.contains(QStringLiteral("without a CHF rate")) && r.err.contains(eur), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("Turnover at 0 % not classified")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("Input tax (400, 405) not entered")), qPrintable(r.err));
        QVERIFY(!copyDir().isEmpty());
        const QString untouched = keptSettings();

        // The rates as the window imports them (a header, the month before too).
        const QString rates = writeFile(
            QStringLiteral("rates.csv"), "Currency;Month;Rate\nEUR;2024-02;0.9390\nEUR;2024-03;0.9512\n");
        QVERIFY(!rates.isEmpty());
        // A dry run prints what would change and keeps nothing.
        r = run(
            QStringList {QStringLiteral("--set-chf-rates"), rates, QStringLiteral("--dry-run")} + target());
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        QCOMPARE(r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts),
            QStringList({QStringLiteral("would set CHF rate EUR 2024-02: none -> 0.9390"),
                QStringLiteral("would set CHF rate EUR 2024-03: none -> 0.9512"),
                QStringLiteral(
                    "CHF rates (dry run, nothing written): 2 new, 0 changed, 0 unchanged; 2 would be "
                    "kept in all.")}));
        QCOMPARE(keptSettings(), untouched);
        // A file not understood: exit 2, the line named, nothing kept.
        const QString wrong = writeFile(QStringLiteral("wrong.csv"), "EUR;2024-03;0.9512\nEUR;March;0.95\n");
        r = run(QStringList {QStringLiteral("--set-chf-rates"), wrong} + target());
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("Line 2: the month \"March\"")), qPrintable(r.err));
        QCOMPARE(keptSettings(), untouched);

        r = run(QStringList {QStringLiteral("--set-chf-rates"), rates} + target());
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        QVERIFY2(
            r.out.contains(QStringLiteral("set CHF rate EUR 2024-03: none -> 0.9512")), qPrintable(r.out));

        // The 0 % classes from a pipe ("-"), as a script would pass them on.
        r = ProgramRun::run(QStringLiteral("/bin/sh"),
            QStringList {QStringLiteral("-c"),
                QStringLiteral("cli=\"$0\"; csv=\"$1\"; shift; printf '%s' \"$csv\" | \"$cli\" "
                               "--set-zero-classes - \"$@\""),
                QStringLiteral(INVOICEDESK_CLI), QStringLiteral("productKey;class\nEXP-1;export\n")}
                + target(),
            m_home, m_sandbox.token());
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        QVERIFY2(r.out.contains(QStringLiteral("set 0 % class of product EXP-1: unclassified -> export")),
            qPrintable(r.out));

        r = run(QStringList {QStringLiteral("--set-vat-method"), QStringLiteral("effective")} + target());
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        QVERIFY2(r.out.contains(QStringLiteral("set VAT method: effective (unchanged)")), qPrintable(r.out));

        r = run(QStringList {QStringLiteral("--set-input-tax"), QStringLiteral("2024-Q1"),
                    QStringLiteral("--tax-400"), QStringLiteral("25.50"), QStringLiteral("--tax-405"),
                    QStringLiteral("10")}
            + target());
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        QVERIFY2(r.out.contains(QStringLiteral("set input tax 400 of 2024-Q1: not entered -> 25.50")),
            qPrintable(r.out));

        // Kept as given, read with the reports' reader.
        QCOMPARE(keptSettings(),
            QStringLiteral("rates EUR/2024-02=939000,EUR/2024-03=951200; classes product/EXP-1=export; "
                           "input 2024-01-01/2024-03-31=2550+1000; method 0 0 0"));

        // The complete return, by hand (CHF; EUR at March's 0.9512, each amount to the centime):
        //   C in CHF: net 200.00 x 0.9512 = 190.24; VAT 16.20 x 0.9512 = 15.40944 -> 15.41
        //   200  A + B + C = 1,000.00 + 500.00 + 190.24                       = 1,690.24
        //   220  B (export of goods)                                          =   500.00
        //   289  220                                                          =   500.00
        //   299  200 - 289                                                    = 1,190.24
        //   303  turnover A + C = 1,000.00 + 190.24 = 1,190.24;
        //        tax 1,190.24 x 8.1 % = 96.40944 -> 96.41 (invoiced 81.00 + 15.41 = 96.41, no difference)
        //   399  303's tax                                                    =    96.41
        //   400  25.50, 405  10.00, 479  400 + 405                            =    35.50
        //   500  399 - 479 = 96.41 - 35.50                                    =    60.91
        const QString after = m_home.filePath(QStringLiteral("vat-after.csv"));
        r = vatReport(after, true);
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        const QMap<QString, QString> byFigure = figures(after);
        QCOMPARE(byFigure.value(QStringLiteral("200")), QStringLiteral("1690.24;"));
        QCOMPARE(byFigure.value(QStringLiteral("220")), QStringLiteral("500.00;"));
        QCOMPARE(byFigure.value(QStringLiteral("289")), QStringLiteral("500.00;"));
        QCOMPARE(byFigure.value(QStringLiteral("299")), QStringLiteral("1190.24;"));
        QCOMPARE(byFigure.value(QStringLiteral("303")), QStringLiteral("1190.24;96.41"));
        QCOMPARE(byFigure.value(QStringLiteral("399")), QStringLiteral(";96.41"));
        QCOMPARE(byFigure.value(QStringLiteral("400")), QStringLiteral(";25.50"));
        QCOMPARE(byFigure.value(QStringLiteral("405")), QStringLiteral(";10.00"));
        QCOMPARE(byFigure.value(QStringLiteral("479")), QStringLiteral(";35.50"));
        QCOMPARE(byFigure.value(QStringLiteral("500")), QStringLiteral(";60.91"));
        QVERIFY(!byFigure.contains(QStringLiteral("510")));

        // Everything again: nothing changes, and the return stays the same.
        r = run(QStringList {QStringLiteral("--set-chf-rates"), rates} + target());
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        QVERIFY2(r.out.contains(QStringLiteral("CHF rates: 0 new, 0 changed, 2 unchanged; 2 kept in all.")),
            qPrintable(r.out));
        const QString again = m_home.filePath(QStringLiteral("vat-again.csv"));
        r = vatReport(again);
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        QCOMPARE(figures(again), byFigure);
    }
};

QTEST_GUILESS_MAIN(TestCliSettings)
#include "tst_cli_settings.moc"
