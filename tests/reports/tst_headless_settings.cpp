// HeadlessSettings (invoicedesk-cli --set-chf-rates, --set-zero-classes, --set-vat-method,
// --set-input-tax) on a local copy in a temporary folder, no service: what each prints, that a dry run
// writes nothing, that a file or value not understood exits 2 naming every bad line and writes nothing,
// and that what is kept, read back with the readers the window and the reports use, is what was given.
#include "headless/HeadlessSettings.h"
#include "reports/ReportSource.h"
#include "store/RecordStore.h"

#include <QFile>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString account = QStringLiteral("5d2c8e1a-7b3f-4c60-9a14-2e8f0b6d4c31");

// What one call printed and returned.
struct Ran
{
    int code = -1;
    QString out;
    QString err;
};

template<typename Call> Ran run(Call call)
{
    Ran r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    r.code = call(out, err);
    out.flush();
    err.flush();
    return r;
}

QStringList lines(const QString &text)
{
    return text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

// "EUR/2024-03=951200", sorted: the kept rates as one comparable list.
QStringList keptRates(const QString &dataDir)
{
    QString error;
    QStringList kept;
    for (const ReportSource::ChfRate &r : ReportSource::readChfRates(dataDir, account, &error))
        kept << QStringLiteral("%1/%2=%3").arg(r.currency, r.month).arg(r.rateMicro);
    kept.sort();
    return kept;
}

using Amounts = std::pair<qint64, qint64>;

ZeroRateClass productClass(const QString &dataDir, const QString &product)
{
    return ReportSource::zeroClass(dataDir, account, QStringLiteral("product"), product);
}

} // namespace

class TestHeadlessSettings : public QObject
{
    Q_OBJECT

private slots:
    void chfRatesMergeByCurrencyAndMonth();
    void chfRatesNotUnderstood();
    void chfRatesStoreNotWritable();
    void zeroClasses();
    void zeroClassesNotUnderstood();
    void checkVatMethod_data();
    void checkVatMethod();
    void vatMethod();
    void checkInputTax_data();
    void checkInputTax();
    void inputTax();
};

void TestHeadlessSettings::chfRatesMergeByCurrencyAndMonth()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString data = dir.path();
    QString error;
    QVERIFY2(ReportSource::writeChfRates(data, account,
                 {{QStringLiteral("EUR"), QStringLiteral("2024-03"), 950000},
                     {QStringLiteral("USD"), QStringLiteral("2024-01"), 880000},
                     {QStringLiteral("GBP"), QStringLiteral("2023-12"), 1100000}},
                 &error),
        qPrintable(error));
    // The window's file: a header, ";" "," and tab, quotes, a byte order mark and CRLF; EUR 2024-03
    // changes, EUR 2024-04 is new, USD 2024-01 stays (given again, the same twice), GBP is not in the file.
    const QByteArray csv = "\xEF\xBB\xBF"
                           "Currency;Month;Rate\r\n"
                           "EUR;2024-03;0.9512\r\n"
                           "\"EUR\",\"2024-04\",\"0.9498\"\r\n"
                           "\r\n"
                           "usd\t2024-01\t0.88\r\n"
                           "USD;2024-01;0.880000\r\n";
    const QStringList before = keptRates(data);
    const Ran dry = run([&](QTextStream &out, QTextStream &err) {
        return HeadlessSettings::setChfRates(data, account, csv, true, out, err);
    });
    QCOMPARE(dry.code, 0);
    QCOMPARE(dry.err, QString());
    QCOMPARE(lines(dry.out),
        QStringList({QStringLiteral("would set CHF rate EUR 2024-03: 0.9500 -> 0.9512"),
            QStringLiteral("would set CHF rate EUR 2024-04: none -> 0.9498"),
            QStringLiteral("would set CHF rate USD 2024-01: 0.8800 (unchanged)"),
            QStringLiteral("CHF rates (dry run, nothing written): 1 new, 1 changed, 1 unchanged; 4 would be "
                           "kept in all.")}));
    QCOMPARE(keptRates(data), before);

    const Ran done = run([&](QTextStream &out, QTextStream &err) {
        return HeadlessSettings::setChfRates(data, account, csv, false, out, err);
    });
    QCOMPARE(done.code, 0);
    QCOMPARE(done.err, QString());
    QCOMPARE(lines(done.out),
        QStringList({QStringLiteral("set CHF rate EUR 2024-03: 0.9500 -> 0.9512"),
            QStringLiteral("set CHF rate EUR 2024-04: none -> 0.9498"),
            QStringLiteral("set CHF rate USD 2024-01: 0.8800 (unchanged)"),
            QStringLiteral("CHF rates: 1 new, 1 changed, 1 unchanged; 4 kept in all.")}));
    QCOMPARE(keptRates(data),
        QStringList({QStringLiteral("EUR/2024-03=951200"), QStringLiteral("EUR/2024-04=949800"),
            QStringLiteral("GBP/2023-12=1100000"), QStringLiteral("USD/2024-01=880000")}));
    // What the reports read: the rate of a document of 15 March 2024 in EUR.
    QCOMPARE(ReportSource::load(data, account).chfRateFor(QStringLiteral("EUR"), QDate(2024, 3, 15)), 951200);

    // The same file again changes nothing.
    const Ran again = run([&](QTextStream &out, QTextStream &err) {
        return HeadlessSettings::setChfRates(data, account, csv, false, out, err);
    });
    QCOMPARE(again.code, 0);
    QCOMPARE(lines(again.out).constLast(),
        QStringLiteral("CHF rates: 0 new, 0 changed, 3 unchanged; 4 kept in all."));
}

void TestHeadlessSettings::chfRatesNotUnderstood()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString data = dir.path();
    QString error;
    QVERIFY(ReportSource::writeChfRates(
        data, account, {{QStringLiteral("EUR"), QStringLiteral("2024-03"), 950000}}, &error));
    const QStringList before = keptRates(data);
    const auto setRates = [&](const QByteArray &csv) {
        return run([&](QTextStream &out, QTextStream &err) {
            return HeadlessSettings::setChfRates(data, account, csv, false, out, err);
        });
    };

    // Lines 3, 4, 5 and 7 are wrong, each in its own way; 2 and 6 are fine but nothing is written.
    const Ran bad = setRates("currency;month;rate\n"
                             "EUR;2024-04;0.95\n"
                             "CHF;2024-04;1.00\n"
                             "EUR;2024-13;0.95\n"
                             "EUR;2024-05;-0.95\n"
                             "USD;2024-05;0.88\n"
                             "EUR;2024-06\n");
    QCOMPARE(bad.code, HeadlessSettings::WrongUseExitCode);
    QCOMPARE(bad.out, QString());
    QCOMPARE(lines(bad.err),
        QStringList(
            {QStringLiteral("--set-chf-rates: Line 3: the currency \"CHF\" is not a three-letter code "
                            "other than CHF."),
                QStringLiteral("--set-chf-rates: Line 4: the month \"2024-13\" is not written as 2024-03."),
                QStringLiteral("--set-chf-rates: Line 5: the rate \"-0.95\" is not a positive number such as "
                               "0.9512."),
                QStringLiteral(
                    "--set-chf-rates: Line 7: three fields expected (currency, month, rate), found 2."),
                QStringLiteral("--set-chf-rates: lines not understood: 4; nothing written.")}));
    QCOMPARE(keptRates(data), before);

    // A month given twice with two rates: both lines named.
    const Ran twice = setRates("EUR;2024-04;0.95\nUSD;2024-04;0.88\nEUR;2024-04;0.96\n");
    QCOMPARE(twice.code, HeadlessSettings::WrongUseExitCode);
    QVERIFY2(
        twice.err.contains(QStringLiteral(
            "Line 3: the rate of EUR 2024-04 is given on line 1 already, as 0.9500, and here as 0.9600.")),
        qPrintable(twice.err));
    QCOMPARE(keptRates(data), before);

    // Nothing to set: an empty file (an unset variable, a failed download) or a header alone.
    for (const QByteArray &empty : {QByteArray(), QByteArray("currency;month;rate\n")}) {
        const Ran none = setRates(empty);
        QCOMPARE(none.code, HeadlessSettings::WrongUseExitCode);
        QVERIFY2(none.err.contains(QStringLiteral("the file holds no rates")), qPrintable(none.err));
    }
    QCOMPARE(keptRates(data), before);
}

void TestHeadlessSettings::chfRatesStoreNotWritable()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // The data folder is a file: the local copy cannot be opened.
    const QString data = dir.filePath(QStringLiteral("not-a-folder"));
    QFile file(data);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    const Ran r = run([&](QTextStream &out, QTextStream &err) {
        return HeadlessSettings::setChfRates(data, account, "EUR;2024-03;0.95\n", false, out, err);
    });
    QCOMPARE(r.code, HeadlessSettings::FailedExitCode);
    QVERIFY2(r.err.startsWith(QStringLiteral("The CHF rates could not be read: ")), qPrintable(r.err));
    const Ran classes = run([&](QTextStream &out, QTextStream &err) {
        return HeadlessSettings::setZeroClasses(data, account, "P-1;export\n", false, out, err);
    });
    QCOMPARE(classes.code, HeadlessSettings::FailedExitCode);
    const Ran method = run([&](QTextStream &out, QTextStream &err) {
        return HeadlessSettings::setVatMethod(data, account, QStringLiteral("effective"), false, out, err);
    });
    QCOMPARE(method.code, HeadlessSettings::FailedExitCode);
    const Ran input = run([&](QTextStream &out, QTextStream &err) {
        return HeadlessSettings::setInputTax(data, account, QStringLiteral("2024-Q1"), QStringLiteral("1.00"),
            QStringLiteral("0"), false, out, err);
    });
    QCOMPARE(input.code, HeadlessSettings::FailedExitCode);
}

void TestHeadlessSettings::zeroClasses()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString data = dir.path();
    QString error;
    QVERIFY(ReportSource::setZeroClass(
        data, account, QStringLiteral("product"), QStringLiteral("P-2"), ZeroRateClass::Abroad, &error));
    QVERIFY(ReportSource::setZeroClass(
        data, account, QStringLiteral("product"), QStringLiteral("P-5"), ZeroRateClass::Export, &error));
    // A document's own class is another scope and stays.
    QVERIFY(ReportSource::setZeroClass(
        data, account, QStringLiteral("invoices"), QStringLiteral("P-1"), ZeroRateClass::Excluded, &error));
    // The copy lists P-1 to P-5 but not P-9.
    RecordStore records(data, account);
    for (int i = 1; i <= 5; ++i) {
        QVERIFY(records.upsert(QStringLiteral("products"),
            QJsonObject {{QStringLiteral("productUuid"), QStringLiteral("uuid-%1").arg(i)},
                {QStringLiteral("productKey"), QStringLiteral("P-%1").arg(i)}}));
    }
    const QByteArray csv = "productKey;class\n"
                           "P-1;export\n"
                           "\"P-2\",\"abroad\"\n"
                           "P-3\tnone\n"
                           "P-4;Excluded\n"
                           "P-5;unclassified\n"
                           "P-1;export\n"
                           "P-9;export\n";
    const Ran dry = run([&](QTextStream &out, QTextStream &err) {
        return HeadlessSettings::setZeroClasses(data, account, csv, true, out, err);
    });
    QCOMPARE(dry.code, 0);
    QCOMPARE(lines(dry.out),
        QStringList({QStringLiteral("would set 0 % class of product P-1: unclassified -> export"),
            QStringLiteral("would set 0 % class of product P-2: abroad (unchanged)"),
            QStringLiteral("would set 0 % class of product P-3: unclassified -> none"),
            QStringLiteral("would set 0 % class of product P-4: unclassified -> excluded"),
            QStringLiteral("would set 0 % class of product P-5: export -> unclassified"),
            QStringLiteral("would set 0 % class of product P-9: unclassified -> export"),
            QStringLiteral("0 % classes (dry run, nothing written): 5 changed, 1 unchanged.")}));
    QCOMPARE(lines(dry.err),
        QStringList({QStringLiteral("Line 8: product \"P-9\" is not among the products of the local copy (a "
                                    "typo, or not synchronised yet); its class is kept for when it is.")}));
    QCOMPARE(productClass(data, QStringLiteral("P-1")), ZeroRateClass::Unclassified);
    QCOMPARE(productClass(data, QStringLiteral("P-3")), ZeroRateClass::Unclassified);
    QCOMPARE(productClass(data, QStringLiteral("P-5")), ZeroRateClass::Export);

    const Ran done = run([&](QTextStream &out, QTextStream &err) {
        return HeadlessSettings::setZeroClasses(data, account, csv, false, out, err);
    });
    QCOMPARE(done.code, 0);
    QCOMPARE(
        lines(done.out).constFirst(), QStringLiteral("set 0 % class of product P-1: unclassified -> export"));
    QCOMPARE(lines(done.out).constLast(), QStringLiteral("0 % classes: 5 changed, 1 unchanged."));
    QCOMPARE(productClass(data, QStringLiteral("P-1")), ZeroRateClass::Export);
    QCOMPARE(productClass(data, QStringLiteral("P-2")), ZeroRateClass::Abroad);
    QCOMPARE(productClass(data, QStringLiteral("P-3")), ZeroRateClass::NoConsideration);
    QCOMPARE(productClass(data, QStringLiteral("P-4")), ZeroRateClass::Excluded);
    QCOMPARE(productClass(data, QStringLiteral("P-5")), ZeroRateClass::Unclassified);
    QCOMPARE(productClass(data, QStringLiteral("P-9")), ZeroRateClass::Export);
    // As the reports read them: by "product/NUMBER"; the document's own class untouched.
    const ReportSource source = ReportSource::load(data, account);
    QCOMPARE(source.zeroClasses.value(QStringLiteral("product/P-1")), ZeroRateClass::Export);
    QVERIFY(!source.zeroClasses.contains(QStringLiteral("product/P-5")));
    QCOMPARE(source.zeroClasses.value(QStringLiteral("invoices/P-1")), ZeroRateClass::Excluded);
}

void TestHeadlessSettings::zeroClassesNotUnderstood()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString data = dir.path();
    const Ran bad = run([&](QTextStream &out, QTextStream &err) {
        return HeadlessSettings::setZeroClasses(data, account,
            "P-1;export\n"
            "P-2;exprot\n"
            "P-3;export;220\n"
            ";abroad\n"
            "P-1;abroad\n"
            "P-6,none\n",
            false, out, err);
    });
    QCOMPARE(bad.code, HeadlessSettings::WrongUseExitCode);
    QCOMPARE(bad.out, QString());
    QCOMPARE(lines(bad.err),
        QStringList(
            {QStringLiteral("--set-zero-classes: Line 2: the class \"exprot\" of product \"P-2\" is none "
                            "of export, abroad, excluded, none, unclassified."),
                QStringLiteral(
                    "--set-zero-classes: Line 3: two fields expected (product number, class), found 3."),
                QStringLiteral("--set-zero-classes: Line 4: the product number is empty."),
                QStringLiteral(
                    "--set-zero-classes: Line 5: product \"P-1\" is given on line 1 already, as export, "
                    "and here as abroad."),
                QStringLiteral("--set-zero-classes: lines not understood: 4; nothing written.")}));
    QCOMPARE(productClass(data, QStringLiteral("P-1")), ZeroRateClass::Unclassified);
    QCOMPARE(productClass(data, QStringLiteral("P-6")), ZeroRateClass::Unclassified);

    const Ran empty = run([&](QTextStream &out, QTextStream &err) {
        return HeadlessSettings::setZeroClasses(data, account, "productKey;class\n", false, out, err);
    });
    QCOMPARE(empty.code, HeadlessSettings::WrongUseExitCode);
    QVERIFY2(empty.err.contains(QStringLiteral("the file holds no classes")), qPrintable(empty.err));

    // Only the form's own header is skipped: a typo on the first line is named, not taken for one.
    const Ran typo = run([&](QTextStream &out, QTextStream &err) {
        return HeadlessSettings::setZeroClasses(data, account, "P-1;exprot\nP-2;export\n", false, out, err);
    });
    QCOMPARE(typo.code, HeadlessSettings::WrongUseExitCode);
    QVERIFY2(typo.err.startsWith(QStringLiteral("--set-zero-classes: Line 1: the class \"exprot\"")),
        qPrintable(typo.err));
    QCOMPARE(productClass(data, QStringLiteral("P-2")), ZeroRateClass::Unclassified);
}

void TestHeadlessSettings::checkVatMethod_data()
{
    QTest::addColumn<QString>("method");
    QTest::addColumn<QString>("problem");
    QTest::newRow("effective") << "effective" << QString();
    QTest::newRow("one rate") << "net-tax-rate:6.2" << QString();
    QTest::newRow("comma, two rates") << "net-tax-rate:6,2:2.1" << QString();
    QTest::newRow("percent sign") << "net-tax-rate:6.2%" << QString();
    QTest::newRow("unknown") << "Effective"
                             << "--set-vat-method \"Effective\" is not a VAT method: write effective or "
                                "net-tax-rate:RATE[:RATE2], "
                                "e.g. net-tax-rate:6.2.";
    QTest::newRow("empty") << ""
                           << "--set-vat-method \"\" is not a VAT method: write effective or "
                              "net-tax-rate:RATE[:RATE2], e.g. net-tax-rate:6.2.";
    QTest::newRow("no rate") << "net-tax-rate:"
                             << "--set-vat-method \"net-tax-rate:\": net tax rate 1 \"\" is not a percentage "
                                "such as 6.2 (more than 0, less than 100, at most two decimals).";
    QTest::newRow("three decimals") << "net-tax-rate:6.125"
                                    << "--set-vat-method \"net-tax-rate:6.125\": net tax rate 1 \"6.125\" is "
                                       "not a percentage such as 6.2 "
                                       "(more than 0, less than 100, at most two decimals).";
    QTest::newRow("zero second")
        << "net-tax-rate:6.2:0"
        << "--set-vat-method \"net-tax-rate:6.2:0\": net tax rate 2 \"0\" is not a "
           "percentage such as 6.2 (more than 0, less than 100, at most two decimals).";
    QTest::newRow("three rates")
        << "net-tax-rate:6.2:2.1:1"
        << "--set-vat-method \"net-tax-rate:6.2:2.1:1\": at most two net tax rates, as "
           "net-tax-rate:6.2:2.1.";
    QTest::newRow("same twice") << "net-tax-rate:6.2:6,2"
                                << "--set-vat-method \"net-tax-rate:6.2:6,2\": net tax rate 2 is the same as "
                                   "rate 1; give it once for one rate.";
    QTest::newRow("space") << "net-tax-rate: 6.2"
                           << "--set-vat-method \"net-tax-rate: 6.2\": net tax rate 1 \" 6.2\" is not a "
                              "percentage such as 6.2 (more than 0, less than 100, at most two decimals).";
}

void TestHeadlessSettings::checkVatMethod()
{
    QFETCH(QString, method);
    QFETCH(QString, problem);
    QCOMPARE(HeadlessSettings::checkVatMethod(method), problem);
    if (problem.isEmpty())
        return;
    // The setter refuses it the same way, before reading anything.
    QTemporaryDir dir;
    const Ran r = run([&](QTextStream &out, QTextStream &err) {
        return HeadlessSettings::setVatMethod(dir.path(), account, method, false, out, err);
    });
    QCOMPARE(r.code, HeadlessSettings::WrongUseExitCode);
    QCOMPARE(r.err.trimmed(), problem);
    QCOMPARE(r.out, QString());
}

void TestHeadlessSettings::vatMethod()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString data = dir.path();
    // Kept in the window: net tax rates 6.2 and 2.1, positions without a product go to rate 2, one
    // product to rate 1.
    VatSettings kept;
    kept.method = VatMethod::NetTaxRate;
    kept.netTaxRate1 = 620;
    kept.netTaxRate2 = 210;
    kept.netTaxRateOfFreeText = 2;
    QString error;
    QVERIFY2(ReportSource::writeVatSettings(data, account, kept, &error), qPrintable(error));
    QVERIFY(ReportSource::setNetTaxRateOfProduct(data, account, QStringLiteral("P-1"), 1, &error));
    const auto settings = [&] {
        return ReportSource::load(data, account).vatSettings;
    };
    const auto setMethod = [&](const QString &method, bool dryRun) {
        return run([&](QTextStream &out, QTextStream &err) {
            return HeadlessSettings::setVatMethod(data, account, method, dryRun, out, err);
        });
    };

    const Ran dry = setMethod(QStringLiteral("net-tax-rate:6,1:2.1"), true);
    QCOMPARE(dry.code, 0);
    QCOMPARE(lines(dry.out),
        QStringList({QStringLiteral("would set VAT method: net-tax-rate (unchanged)"),
            QStringLiteral("would set net tax rate 1: 6.20 -> 6.10"),
            QStringLiteral("would set net tax rate 2: 2.10 (unchanged)"),
            QStringLiteral("VAT method (dry run, nothing written): 1 changed, 2 unchanged.")}));
    QCOMPARE(settings().netTaxRate1, 620);

    const Ran rates = setMethod(QStringLiteral("net-tax-rate:6,1:2.1"), false);
    QCOMPARE(rates.code, 0);
    QCOMPARE(lines(rates.out).constLast(), QStringLiteral("VAT method: 1 changed, 2 unchanged."));
    VatSettings expected = kept;
    expected.netTaxRate1 = 610;
    expected.netTaxRateOfProduct.insert(QStringLiteral("P-1"), 1);
    QCOMPARE(settings(), expected);

    // The effective method: as the window's dialog saves it, without rates; where positions without a
    // product go stays, and so do the products' rates.
    const Ran effective = setMethod(QStringLiteral("effective"), false);
    QCOMPARE(effective.code, 0);
    QCOMPARE(lines(effective.out),
        QStringList({QStringLiteral("set VAT method: net-tax-rate -> effective"),
            QStringLiteral("set net tax rate 1: 6.10 -> none"),
            QStringLiteral("set net tax rate 2: 2.10 -> none"),
            QStringLiteral("VAT method: 3 changed, 0 unchanged.")}));
    expected.method = VatMethod::Effective;
    expected.netTaxRate1 = 0;
    expected.netTaxRate2 = 0;
    QCOMPARE(settings(), expected);

    // One rate while positions without a product are to go to rate 2: the window refuses it too.
    const Ran oneRate = setMethod(QStringLiteral("net-tax-rate:6.2"), false);
    QCOMPARE(oneRate.code, HeadlessSettings::WrongUseExitCode);
    QCOMPARE(oneRate.out, QString());
    QVERIFY2(
        oneRate.err.startsWith(QStringLiteral("--set-vat-method \"net-tax-rate:6.2\": Positions without a "
                                              "product: go to net tax rate 2, which is not entered.")),
        qPrintable(oneRate.err));
    QCOMPARE(settings(), expected);

    const Ran two = setMethod(QStringLiteral("net-tax-rate:6.2:2.1"), false);
    QCOMPARE(two.code, 0);
    expected.method = VatMethod::NetTaxRate;
    expected.netTaxRate1 = 620;
    expected.netTaxRate2 = 210;
    QCOMPARE(settings(), expected);
}

void TestHeadlessSettings::checkInputTax_data()
{
    QTest::addColumn<QString>("period");
    QTest::addColumn<QString>("tax400");
    QTest::addColumn<QString>("tax405");
    QTest::addColumn<QString>("problem");
    QTest::newRow("quarter") << "2024-Q1"
                             << "1234.50"
                             << "0" << QString();
    QTest::newRow("month, one decimal") << "2024-03"
                                        << "0.5"
                                        << "12" << QString();
    QTest::newRow("year") << "2024"
                          << "0.00"
                          << "999999999999.99" << QString();
    QTest::newRow("period") << "2024-Q5"
                            << "1"
                            << "1"
                            << "--set-input-tax \"2024-Q5\" is not a period: write 2024-Q1, 2024-03 or 2024.";
    QTest::newRow("date")
        << "2024-03-31"
        << "1"
        << "1"
        << "--set-input-tax \"2024-03-31\" is not a period: write 2024-Q1, 2024-03 or 2024.";
    const QString amount = QStringLiteral(
        "\"%2\" is not an amount in CHF such as 1234.50 (not negative, at most two decimals, no thousands "
        "separator).");
    QTest::newRow("negative") << "2024-Q1"
                              << "-1.00"
                              << "0" << QStringLiteral("--tax-400 ") + amount.arg(QStringLiteral("-1.00"));
    QTest::newRow("three decimals") << "2024-Q1"
                                    << "1.005"
                                    << "0"
                                    << QStringLiteral("--tax-400 ") + amount.arg(QStringLiteral("1.005"));
    QTest::newRow("comma") << "2024-Q1"
                           << "1"
                           << "1,50" << QStringLiteral("--tax-405 ") + amount.arg(QStringLiteral("1,50"));
    QTest::newRow("grouping") << "2024-Q1"
                              << "1'234.50"
                              << "0" << QStringLiteral("--tax-400 ") + amount.arg(QStringLiteral("1'234.50"));
    QTest::newRow("empty") << "2024-Q1"
                           << "0"
                           << "" << QStringLiteral("--tax-405 ") + amount.arg(QString());
    QTest::newRow("point alone") << "2024-Q1"
                                 << "1."
                                 << "0" << QStringLiteral("--tax-400 ") + amount.arg(QStringLiteral("1."));
    QTest::newRow("exponent") << "2024-Q1"
                              << "1e3"
                              << "0" << QStringLiteral("--tax-400 ") + amount.arg(QStringLiteral("1e3"));
}

void TestHeadlessSettings::checkInputTax()
{
    QFETCH(QString, period);
    QFETCH(QString, tax400);
    QFETCH(QString, tax405);
    QFETCH(QString, problem);
    QCOMPARE(HeadlessSettings::checkInputTax(period, tax400, tax405), problem);
}

void TestHeadlessSettings::inputTax()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString data = dir.path();
    const QString q1 = ReportSource::periodKey(QDate(2024, 1, 1), QDate(2024, 3, 31));
    const auto entered = [&] {
        return ReportSource::load(data, account).inputTax;
    };
    const auto setTax = [&](const QString &period, const QString &a, const QString &b, bool dryRun) {
        return run([&](QTextStream &out, QTextStream &err) {
            return HeadlessSettings::setInputTax(data, account, period, a, b, dryRun, out, err);
        });
    };

    const Ran dry = setTax(QStringLiteral("2024-Q1"), QStringLiteral("1234.5"), QStringLiteral("0"), true);
    QCOMPARE(dry.code, 0);
    QCOMPARE(lines(dry.out),
        QStringList({QStringLiteral("would set input tax 400 of 2024-Q1: not entered -> 1234.50"),
            QStringLiteral("would set input tax 405 of 2024-Q1: not entered -> 0.00"),
            QStringLiteral(
                "Input tax of 2024-Q1 (2024-01-01/2024-03-31, dry run, nothing written): 2 changed, 0 "
                "unchanged.")}));
    QVERIFY(entered().isEmpty());

    const Ran done = setTax(QStringLiteral("2024-Q1"), QStringLiteral("1234.5"), QStringLiteral("0"), false);
    QCOMPARE(done.code, 0);
    QCOMPARE(lines(done.out).constLast(),
        QStringLiteral("Input tax of 2024-Q1 (2024-01-01/2024-03-31): 2 changed, 0 unchanged."));
    QCOMPARE(entered().value(q1), Amounts(123450, 0));

    const Ran changed =
        setTax(QStringLiteral("2024-Q1"), QStringLiteral("1234.50"), QStringLiteral("87.05"), false);
    QCOMPARE(changed.code, 0);
    QCOMPARE(lines(changed.out),
        QStringList({QStringLiteral("set input tax 400 of 2024-Q1: 1234.50 (unchanged)"),
            QStringLiteral("set input tax 405 of 2024-Q1: 0.00 -> 87.05"),
            QStringLiteral("Input tax of 2024-Q1 (2024-01-01/2024-03-31): 1 changed, 1 unchanged.")}));
    QCOMPARE(entered().value(q1), Amounts(123450, 8705));
    QCOMPARE(entered().size(), 1);

    // A month and a year are periods of the effective method too, each its own entry.
    QCOMPARE(setTax(QStringLiteral("2024-03"), QStringLiteral("10"), QStringLiteral("0.01"), false).code, 0);
    QCOMPARE(
        entered().value(ReportSource::periodKey(QDate(2024, 3, 1), QDate(2024, 3, 31))), Amounts(1000, 1));

    // A half-year is not (the window offers input tax only for the periods the method files).
    const Ran half = setTax(QStringLiteral("2024-H1"), QStringLiteral("1"), QStringLiteral("1"), false);
    QCOMPARE(half.code, HeadlessSettings::WrongUseExitCode);
    QVERIFY2(half.err.startsWith(QStringLiteral("--set-input-tax \"2024-H1\": this account files with the "
                                                "effective method")),
        qPrintable(half.err));
    QCOMPARE(entered().size(), 2);

    // The net tax rate method deducts no input tax.
    VatSettings ntr;
    ntr.method = VatMethod::NetTaxRate;
    ntr.netTaxRate1 = 620;
    QString error;
    QVERIFY(ReportSource::writeVatSettings(data, account, ntr, &error));
    const Ran method = setTax(QStringLiteral("2024-H1"), QStringLiteral("1"), QStringLiteral("1"), false);
    QCOMPARE(method.code, HeadlessSettings::WrongUseExitCode);
    QCOMPARE(method.err.trimmed(),
        QStringLiteral("--set-input-tax \"2024-H1\": this account files with the net tax rate method, which "
                       "deducts no input tax (400, 405); nothing written."));
    QCOMPARE(entered().size(), 2);

    // Not understood: refused before anything is read.
    const Ran bad = setTax(QStringLiteral("2024-Q1"), QStringLiteral("12.345"), QStringLiteral("0"), false);
    QCOMPARE(bad.code, HeadlessSettings::WrongUseExitCode);
    QVERIFY2(bad.err.startsWith(QStringLiteral("--tax-400 \"12.345\"")), qPrintable(bad.err));
}

QTEST_GUILESS_MAIN(TestHeadlessSettings)
#include "tst_headless_settings.moc"
