// The import's GUI-free parts: the CSV reader and writer, the parsers and checks of each row, the
// body built from them, queue statuses, and the models (with QAbstractItemModelTester).
#include "documents/BackgroundWorkModel.h"
#include "documents/BatchFailuresModel.h"
#include "documents/BatchTracker.h"
#include "documents/CsvReader.h"
#include "documents/ImportPlan.h"
#include "documents/ImportPreviewModel.h"
#include "documents/QueueStatus.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

namespace {

const QString companyA = QStringLiteral("11111111-1111-4111-8111-111111111111");
const QString companyB = QStringLiteral("22222222-2222-4222-8222-222222222222");
const QString companyB2 = QStringLiteral("33333333-3333-4333-8333-333333333333");
const QString personC = QStringLiteral("44444444-4444-4444-8444-444444444444");

ImportReceivers sampleReceivers()
{
    return ImportReceivers::fromRecords({QJsonObject {{QStringLiteral("uuid"), companyA},
                                             {QStringLiteral("name"), QStringLiteral("Muster AG")},
                                             {QStringLiteral("customer_number"), QStringLiteral("1001")}},
                                            QJsonObject {{QStringLiteral("uuid"), companyB},
                                                {QStringLiteral("name"), QStringLiteral("Twin GmbH")}},
                                            QJsonObject {{QStringLiteral("uuid"), companyB2},
                                                {QStringLiteral("name"), QStringLiteral("Twin GmbH")}}},
        {QJsonObject {{QStringLiteral("uuid"), personC},
            {QStringLiteral("first_name"), QStringLiteral("Anna")},
            {QStringLiteral("last_name"), QStringLiteral("Meier")},
            {QStringLiteral("customer_number"), 1002}}});
}

const QStringList header {QStringLiteral("Customer"), QStringLiteral("Currency"), QStringLiteral("Date"),
    QStringLiteral("Due date"), QStringLiteral("IBAN"), QStringLiteral("Reference"), QStringLiteral("Total"),
    QStringLiteral("VAT rate"), QStringLiteral("VAT included"), QStringLiteral("VAT amount"),
    QStringLiteral("Account")};

QStringList row(const QString &customer, const QString &date, const QString &total)
{
    return {customer, QStringLiteral("chf"), date, QString(), QStringLiteral("CH93 0076 2011 6238 5295 7"),
        QStringLiteral("R-1"), total, QString(), QString(), QString(), QString()};
}

} // namespace

class TestImportCsv : public QObject
{
    Q_OBJECT

private slots:
    void quotedFieldsNewlinesAndQuotes()
    {
        const QByteArray csv = "name,note,amount\r\n"
                               "\"Muster, AG\",\"says \"\"hi\"\"\",12.50\r\n"
                               "Plain,\"two\nlines\",3\n";
        const CsvTable t = CsvReader::parse(csv);
        QVERIFY2(t.isValid(), qPrintable(t.error));
        QCOMPARE(t.delimiter, QLatin1Char(','));
        QCOMPARE(t.header,
            (QStringList {QStringLiteral("name"), QStringLiteral("note"), QStringLiteral("amount")}));
        QCOMPARE(t.rows.size(), 2);
        QCOMPARE(t.rows.at(0),
            (QStringList {
                QStringLiteral("Muster, AG"), QStringLiteral("says \"hi\""), QStringLiteral("12.50")}));
        QCOMPARE(t.rows.at(1).at(1), QStringLiteral("two\nlines"));
        QCOMPARE(t.rowNumbers, (QList<int> {2, 3}));
    }

    void semicolonAndBomDetected()
    {
        const QByteArray csv = "\xEF\xBB\xBFKunde;Betrag;Ort\n\"A;B\";1'234,50;Z\xC3\xBCrich\n;;\n";
        const CsvTable t = CsvReader::parse(csv);
        QVERIFY2(t.isValid(), qPrintable(t.error));
        QVERIFY(t.hadBom);
        QCOMPARE(t.delimiter, QLatin1Char(';'));
        QCOMPARE(t.header.first(), QStringLiteral("Kunde")); // no BOM glued to the first name
        QCOMPARE(t.rows.size(), 1); // the row of empty cells is left out
        QCOMPARE(t.rows.at(0),
            (QStringList {QStringLiteral("A;B"), QStringLiteral("1'234,50"), QStringLiteral("Zürich")}));
    }

    void windowsEncodingShortAndLongRows()
    {
        const QByteArray csv = "a,b,c\nZ\xFCrich \x80,2\n1,2,3,4\n";
        const CsvTable t = CsvReader::parse(csv);
        QVERIFY2(t.isValid(), qPrintable(t.error));
        QCOMPARE(t.rows.at(0), (QStringList {QStringLiteral("Zürich €"), QStringLiteral("2"), QString()}));
        QCOMPARE(t.rows.at(1).size(), 3);
        QCOMPARE(t.fieldCounts, (QList<int> {2, 4}));
    }

    void errors()
    {
        QVERIFY(CsvReader::parse("").error.contains(QStringLiteral("empty")));
        QVERIFY(!CsvReader::parse("a,b\n").isValid());
        const CsvTable open = CsvReader::parse("a,b\n1,\"never closed\n2,3\n");
        QVERIFY(!open.isValid());
        QVERIFY2(open.error.contains(QStringLiteral("line 2")), qPrintable(open.error));
    }

    void writerRoundTrip()
    {
        const QList<QStringList> records {{QStringLiteral("a"), QStringLiteral("b;c")},
            {QStringLiteral("say \"x\""), QStringLiteral("line\nbreak")}};
        const QByteArray bytes = CsvWriter::write(records, QLatin1Char(';'));
        QVERIFY(bytes.startsWith("\xEF\xBB\xBF"));
        QVERIFY(bytes.contains("\"b;c\""));
        const CsvTable back = CsvReader::parse(bytes, QLatin1Char(';'));
        QCOMPARE(back.header, records.at(0));
        QCOMPARE(back.rows.at(0), records.at(1));
    }

    void dates_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QDate>("expected");
        QTest::newRow("iso") << "2026-03-31" << QDate(2026, 3, 31);
        QTest::newRow("dotted") << "5.3.2026" << QDate(2026, 3, 5);
        QTest::newRow("padded") << "05.03.2026" << QDate(2026, 3, 5);
        QTest::newRow("two-digit year") << "31.12.25" << QDate(2025, 12, 31);
        QTest::newRow("no such day") << "31.02.2026" << QDate();
        QTest::newRow("no such month") << "2026-13-01" << QDate();
        QTest::newRow("words") << "tomorrow" << QDate();
    }
    void dates()
    {
        QFETCH(QString, text);
        QFETCH(QDate, expected);
        const auto date = ImportValidator::parseDate(text, QLocale(QLocale::German, QLocale::Switzerland));
        QCOMPARE(date.value_or(QDate()), expected);
    }

    void amounts_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("expected"); // -1: refused
        QTest::newRow("point") << "1234.50" << qint64(123450);
        QTest::newRow("comma") << "12,5" << qint64(1250);
        QTest::newRow("swiss") << "1'234.55" << qint64(123455);
        QTest::newRow("german") << "1.234,50" << qint64(123450);
        QTest::newRow("english") << "1,234.50" << qint64(123450);
        QTest::newRow("groups only") << "1.234.567" << qint64(123456700);
        QTest::newRow("spaces") << "12 345,05" << qint64(1234505);
        QTest::newRow("negative") << "-5" << qint64(-500);
        QTest::newRow("exact cents, no float") << "0.29" << qint64(29);
        QTest::newRow("three decimals refused") << "12.345" << qint64(-1);
        QTest::newRow("ambiguous 1,234 refused") << "1,234" << qint64(-1);
        QTest::newRow("two decimal points") << "1.2.3,4,5" << qint64(-1);
        QTest::newRow("text") << "abc" << qint64(-1);
        QTest::newRow("currency sign") << "CHF 12" << qint64(-1);
    }
    void amounts()
    {
        QFETCH(QString, text);
        QFETCH(qint64, expected);
        QString why;
        const auto value = ImportValidator::parseAmount(text, 2, &why);
        if (expected == -1) {
            QVERIFY(!value);
            QVERIFY(why.contains(text.trimmed()));
        } else {
            QVERIFY2(value, qPrintable(why));
            QCOMPARE(*value, expected);
        }
    }

    void ibanAndBooleans()
    {
        QVERIFY(ImportValidator::isValidIban(
            ImportValidator::compactIban(QStringLiteral("CH93 0076 2011 6238 5295 7"))));
        QVERIFY(ImportValidator::isValidIban(QStringLiteral("DE89370400440532013000")));
        QVERIFY(!ImportValidator::isValidIban(QStringLiteral("CH9300762011623852958"))); // one digit off
        QVERIFY(!ImportValidator::isValidIban(QStringLiteral("CH93")));
        QCOMPARE(ImportValidator::parseBoolean(QStringLiteral("Ja")), std::optional<bool>(true));
        QCOMPARE(ImportValidator::parseBoolean(QStringLiteral("false")), std::optional<bool>(false));
        QCOMPARE(ImportValidator::parseBoolean(QStringLiteral("maybe")), std::nullopt);
    }

    void mappingGuessedFromHeaders()
    {
        const ImportMapping m = ImportMapping::guess({QStringLiteral("Kunde"), QStringLiteral("Währung"),
            QStringLiteral("Rechnungsdatum"), QStringLiteral("Fällig am"), QStringLiteral("MwSt-Satz"),
            QStringLiteral("MwSt inkl."), QStringLiteral("Betrag"), QStringLiteral("Notiz")});
        QCOMPARE(m.column(ImportField::Receiver), 0);
        QCOMPARE(m.column(ImportField::CurrencyCode), 1);
        QCOMPARE(m.column(ImportField::InvoiceDate), 2);
        QCOMPARE(m.column(ImportField::DueDate), 3);
        QCOMPARE(m.column(ImportField::TaxRate), 4);
        QCOMPARE(m.column(ImportField::TaxIncluded), 5);
        QCOMPARE(m.column(ImportField::DocumentTotal), 6);
        QCOMPARE(m.column(ImportField::Iban), -1);
    }

    void receiversResolved()
    {
        const ImportReceivers r = sampleReceivers();
        QCOMPARE(r.resolve(QStringLiteral("muster  ag")).receiver->companyUuid, companyA);
        QCOMPARE(r.resolve(QStringLiteral("Anna Meier")).receiver->personUuid, personC);
        QCOMPARE(r.resolve(QStringLiteral("1002")).receiver->personUuid, personC);
        QCOMPARE(r.resolve(personC.toUpper()).receiver->personUuid, personC);
        QVERIFY(r.resolve(QStringLiteral("Twin GmbH")).problem.contains(QStringLiteral("2 addresses")));
        QVERIFY(r.resolve(QStringLiteral("Nobody")).problem.contains(QStringLiteral("Nobody")));
        // A uuid the local copy does not know yet goes to the service, which decides.
        const QString unknown = QStringLiteral("99999999-9999-4999-8999-999999999999");
        QCOMPARE(r.resolve(unknown).receiver->companyUuid, unknown);
    }

    void validRowBecomesImportElement()
    {
        const ImportMapping mapping = ImportMapping::guess(header);
        const ImportValidator v(
            header, mapping, sampleReceivers(), QLocale(QLocale::German, QLocale::Switzerland));
        QVERIFY(v.mappingProblems().isEmpty());
        QStringList cells =
            row(QStringLiteral("Muster AG"), QStringLiteral("31.1.2026"), QStringLiteral("1'234,55"));
        cells[3] = QStringLiteral("2026-03-02");
        cells[7] = QStringLiteral("8,1 %");
        cells[8] = QStringLiteral("ja");
        cells[9] = QStringLiteral("92.60");
        cells[10] = QStringLiteral("2200");
        const ImportRow r = v.validate(0, 2, cells);
        QVERIFY2(r.isValid(), qPrintable(r.problems.value(0).text()));
        const QJsonObject data = r.element.value(QLatin1String("documentData")).toObject();
        QCOMPARE(data.value(QLatin1String("receiver")).toObject(),
            (QJsonObject {{QStringLiteral("companyUuid"), companyA}}));
        QCOMPARE(data.value(QLatin1String("currencyCode")).toString(), QStringLiteral("CHF"));
        QCOMPARE(data.value(QLatin1String("invoiceDate")).toString(), QStringLiteral("2026-01-31"));
        QCOMPARE(data.value(QLatin1String("dueDate")).toString(), QStringLiteral("2026-03-02"));
        QCOMPARE(data.value(QLatin1String("paymentInstructions")).toObject(),
            (QJsonObject {{QStringLiteral("iban"), QStringLiteral("CH9300762011623852957")},
                {QStringLiteral("reference"), QStringLiteral("R-1")}}));
        // The amounts leave as the exact decimals they were.
        const QByteArray json = QJsonDocument(r.element).toJson(QJsonDocument::Compact);
        QVERIFY2(json.contains("\"documentTotal\":1234.55"), json.constData());
        QVERIFY2(json.contains("\"taxRate\":8.1"), json.constData());
        QVERIFY2(json.contains("\"amount\":92.6"), json.constData());
        QVERIFY2(json.contains("\"accountNumber\":2200"), json.constData());
        QVERIFY2(json.contains("\"isTaxIncluded\":true"), json.constData());
    }

    void problemsNameRowColumnAndReason()
    {
        const ImportMapping mapping = ImportMapping::guess(header);
        const ImportValidator v(
            header, mapping, sampleReceivers(), QLocale(QLocale::German, QLocale::Switzerland));
        const auto problemsOf = [&v](const QStringList &cells, int fieldCount = -1) {
            QStringList texts;
            for (const ImportProblem &p : v.validate(4, 6, cells, fieldCount).problems)
                texts << p.text();
            return texts.join(QLatin1Char('\n'));
        };
        QString p =
            problemsOf(row(QStringLiteral("Muster AG"), QStringLiteral("31.02.2026"), QStringLiteral("10")));
        QVERIFY2(
            p.contains(QStringLiteral("Row 6, column “Date”")) && p.contains(QStringLiteral("31.02.2026")),
            qPrintable(p));
        p = problemsOf(row(QStringLiteral("Muster AG"), QStringLiteral("2026-01-01"), QStringLiteral("-10")));
        QVERIFY2(p.contains(QStringLiteral("column “Total”")) && p.contains(QStringLiteral("negative")),
            qPrintable(p));
        p = problemsOf(row(QStringLiteral("Twin GmbH"), QStringLiteral("2026-01-01"), QStringLiteral("10")));
        QVERIFY2(p.contains(QStringLiteral("column “Customer”")), qPrintable(p));
        p = problemsOf(row(QString(), QStringLiteral("2026-01-01"), QString()));
        QVERIFY2(p.contains(QStringLiteral("“Customer”: is empty"))
                && p.contains(QStringLiteral("“Total”: is empty")),
            qPrintable(p));
        QStringList cells =
            row(QStringLiteral("Muster AG"), QStringLiteral("2026-01-01"), QStringLiteral("10"));
        cells[1] = QStringLiteral("Franken");
        cells[3] = QStringLiteral("2025-12-01");
        cells[4] = QStringLiteral("CH93 0076 2011 6238 5295 8");
        cells[7] = QStringLiteral("8.1");
        p = problemsOf(cells);
        QVERIFY2(p.contains(QStringLiteral("“Currency”")), qPrintable(p));
        QVERIFY2(p.contains(QStringLiteral("“Due date”: is before the invoice date")), qPrintable(p));
        QVERIFY2(p.contains(QStringLiteral("“IBAN”")), qPrintable(p));
        QVERIFY2(p.contains(QStringLiteral("“VAT amount”")) && p.contains(QStringLiteral("“Account”")),
            qPrintable(p));
        p = problemsOf(
            row(QStringLiteral("Muster AG"), QStringLiteral("2026-01-01"), QStringLiteral("10")), 12);
        QVERIFY2(p.contains(QStringLiteral("Row 6: has 12 fields")), qPrintable(p));
        QVERIFY(v.validate(0, 2,
                     row(QStringLiteral("Muster AG"), QStringLiteral("2026-01-01"), QStringLiteral("10")))
                    .isValid());

        ImportMapping missing = mapping;
        missing.setColumn(ImportField::CurrencyCode, -1);
        const ImportValidator incomplete(header, missing, sampleReceivers());
        QCOMPARE(incomplete.mappingProblems().size(), 1);
        QVERIFY(incomplete.mappingProblems().first().contains(QStringLiteral("Currency")));
    }

    void planBatchFailuresAndPreviewModel()
    {
        CsvTable table;
        table.header = header;
        table.delimiter = QLatin1Char(';');
        table.rows = {row(QStringLiteral("Muster AG"), QStringLiteral("2026-01-01"), QStringLiteral("10")),
            row(QStringLiteral("Muster AG"), QStringLiteral("32.1.2026"), QStringLiteral("20")),
            row(QStringLiteral("Anna Meier"), QStringLiteral("2026-01-03"), QStringLiteral("30,05"))};
        table.rowNumbers = {2, 3, 4};
        table.fieldCounts = {11, 11, 11};
        const ImportPlan plan(table, ImportMapping::guess(header), sampleReceivers());
        QCOMPARE(plan.validCount(), 2);
        QCOMPARE(plan.invalidCount(), 1);
        QVERIFY(plan.canSend());
        const ImportPlan::Batch batch = plan.batch();
        QCOMPARE(batch.rows, (QList<int> {0, 2}));
        QCOMPARE(batch.labels, (QStringList {QStringLiteral("Row 2"), QStringLiteral("Row 4")}));
        const auto failures = plan.failures(batch, nullptr);
        QCOMPARE(failures.size(), 1);
        QCOMPARE(failures.first().row, 1);
        QVERIFY(failures.first().reason.contains(QStringLiteral("Date")));
        const CsvTable exported = CsvReader::parse(plan.failedRowsCsv(failures));
        QCOMPARE(exported.delimiter, QLatin1Char(';'));
        QCOMPARE(exported.header, QStringList(header) << QStringLiteral("Error"));
        QCOMPARE(exported.rows.size(), 1);
        QCOMPARE(exported.rows.first().mid(0, header.size()), table.rows.at(1));
        QCOMPARE(exported.rows.first().last(), failures.first().reason);

        ImportPreviewModel preview(2);
        QAbstractItemModelTester tester(&preview, QAbstractItemModelTester::FailureReportingMode::QtTest);
        preview.setPlan(&plan);
        QCOMPARE(preview.rowCount(), 2); // at most the first two rows
        QCOMPARE(preview.columnCount(), ImportPreviewModel::FixedColumnCount + 11); // mapped fields only
        QCOMPARE(preview.index(0, ImportPreviewModel::Check).data().toString(), QStringLiteral("OK"));
        QVERIFY(preview.index(1, ImportPreviewModel::Check)
                    .data()
                    .toString()
                    .contains(QStringLiteral("32.1.2026")));
        QCOMPARE(preview.index(1, ImportPreviewModel::RowNumber).data().toInt(), 3);
        QCOMPARE(preview.index(1, 0).data(ImportPreviewModel::HasProblemsRole).toBool(), true);
        QCOMPARE(preview.index(0, ImportPreviewModel::FixedColumnCount).data().toString(),
            QStringLiteral("Muster AG"));
        preview.setPlan(nullptr);
        QCOMPARE(preview.rowCount(), 0);
    }

    void queueStatusRead()
    {
        const QJsonObject data {{QStringLiteral("uuid"), QStringLiteral("q1")}, {QStringLiteral("total"), 3},
            {QStringLiteral("successful"), 1}, {QStringLiteral("failed"), 1},
            {QStringLiteral("status"), QStringLiteral("processing")},
            {QStringLiteral("details"),
                QJsonArray {QJsonObject {{QStringLiteral("status"), QStringLiteral("success")},
                                {QStringLiteral("invoice"),
                                    QJsonObject {{QStringLiteral("uuid"), QStringLiteral("i1")}}}},
                    QJsonObject {{QStringLiteral("status"), QStringLiteral("failed")},
                        {QStringLiteral("message"), QStringLiteral("currencyCode: is required")}}}}};
        const auto s = QueueStatus::fromJson(data);
        QVERIFY(s);
        QCOMPARE(s->processed(), 2);
        QVERIFY(!s->isFinished());
        QCOMPARE(s->details.size(), 2);
        QVERIFY(s->details.at(0).succeeded);
        QCOMPARE(s->details.at(0).document.value(QLatin1String("uuid")).toString(), QStringLiteral("i1"));
        QCOMPARE(s->details.at(1).message, QStringLiteral("currencyCode: is required"));
        QJsonObject done = data;
        done.insert(QStringLiteral("status"), QStringLiteral("done"));
        QVERIFY(QueueStatus::fromJson(done)->isFinished());
        QVERIFY(!QueueStatus::fromJson(QJsonObject {{QStringLiteral("uuid"), QStringLiteral("x")}}));

        // The live service wraps a detail's document as its single answers: {documents: [document]}.
        QJsonObject wrapped = data;
        wrapped.insert(QStringLiteral("details"),
            QJsonArray {QJsonObject {{QStringLiteral("status"), QStringLiteral("success")},
                {QStringLiteral("invoice"),
                    QJsonObject {{QStringLiteral("documents"),
                        QJsonArray {QJsonObject {{QStringLiteral("uuid"), QStringLiteral("i2")}}}}}}}});
        QCOMPARE(
            QueueStatus::fromJson(wrapped)->details.at(0).document.value(QLatin1String("uuid")).toString(),
            QStringLiteral("i2"));
    }

    void failureAndBackgroundModels()
    {
        BatchFailuresModel failures(QStringLiteral("Row"));
        QAbstractItemModelTester failuresTester(
            &failures, QAbstractItemModelTester::FailureReportingMode::QtTest);
        failures.setFailures({{QStringLiteral("Row 3"), QStringLiteral("bad")},
            {QStringLiteral("Row 9"), QStringLiteral("worse")}});
        QCOMPARE(failures.rowCount(), 2);
        QCOMPARE(failures.index(1, BatchFailuresModel::Reason).data().toString(), QStringLiteral("worse"));
        QCOMPARE(failures.headerData(0, Qt::Horizontal).toString(), QStringLiteral("Row"));

        BackgroundWorkModel work;
        QAbstractItemModelTester workTester(&work, QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto *running = new BatchTracker(QStringLiteral("Still preparing"));
        auto *failed = new BatchTracker(QStringLiteral("Goes wrong"));
        work.add(running);
        work.add(failed);
        QCOMPARE(work.runningCount(), 2);
        running->setPreparing(1, 4);
        QCOMPARE(work.index(0, BackgroundWorkModel::Progress).data().toString(), QStringLiteral("1/4"));
        QCOMPARE(
            work.index(0, BackgroundWorkModel::Progress).data(BackgroundWorkModel::PercentRole).toInt(), 25);
        QSignalSpy finished(failed, &BatchTracker::finished);
        failed->abandon(QStringLiteral("offline"));
        QCOMPARE(finished.size(), 1);
        QCOMPARE(work.runningCount(), 1);
        QVERIFY(
            work.index(1, BackgroundWorkModel::Status).data().toString().contains(QStringLiteral("offline")));
        work.removeFinished();
        QCOMPARE(work.rowCount(), 1);
        QCOMPARE(work.tracker(0), running);
        // A tracker without a session fails in words instead of crashing.
        running->send(
            nullptr, QStringLiteral("/documents/v2/invoices"), {QJsonObject {}}, {QStringLiteral("x")});
        QCOMPARE(running->state(), BatchTracker::State::Failed);
        QCOMPARE(running->failedItems(), (QList<int> {0}));
    }
};

QTEST_GUILESS_MAIN(TestImportCsv)
#include "tst_importcsv.moc"
