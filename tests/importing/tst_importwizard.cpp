// The import wizard and batch creation against a real sandbox: a 50-row CSV with one row refused by
// the checks and one refused by the service imports 48 invoices and reports both rows with reasons;
// the failed rows are exported; three templates are duplicated in one batch; a batch with an invalid
// document reports that document with the service's message.
#include "TestSandbox.h"
#include "api/ApiClient.h"
#include "api/ApiJob.h"
#include "api/JsonReader.h"
#include "documents/BackgroundWorkModel.h"
#include "documents/BatchCreator.h"
#include "documents/BatchFailuresModel.h"
#include "documents/BatchTracker.h"
#include "documents/CsvReader.h"
#include "documents/ImportPreviewModel.h"
#include "documents/QueueFollower.h"
#include "views/importing/BackgroundWorkPanel.h"
#include "views/importing/DuplicateDocuments.h"
#include "views/importing/ImportWizard.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDialog>
#include <QFile>
#include <QJsonArray>
#include <QMainWindow>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

class TestImportWizard : public QObject
{
    Q_OBJECT

private:
    TestSandbox m_sandbox {{QStringLiteral("--seed-invoices"), QStringLiteral("40")}};
    ApiClient *m_client = nullptr;

    QString account() const { return m_sandbox.accounts().first(); }

    // Every item of a document list or address list, page by page.
    QList<QJsonObject> listAll(const QString &suffix)
    {
        QList<QJsonObject> all;
        for (int page = 1; page < 100; ++page) {
            const auto r = TestSandbox::wait(m_client->get(m_client->accountPath(suffix),
                QUrlQuery {{QStringLiteral("page"), QString::number(page)},
                    {QStringLiteral("limit"), QStringLiteral("500")}}));
            if (!r.ok)
                return all;
            const auto items = JsonReader::listFromEnvelope(r.answer);
            if (!items || items->isEmpty())
                break;
            for (const QJsonValue &v : *items)
                all << v.toObject();
        }
        return all;
    }

    SessionContext session(const QString &dataDir) const
    {
        SessionContext s(m_client);
        s.config = m_sandbox.config();
        s.dataDir = dataDir;
        s.accountUuid = account();
        return s;
    }

    static bool waitFinished(BatchTracker *tracker, int timeoutMs = 30000)
    {
        QElapsedTimer timer;
        timer.start();
        while (tracker && !tracker->isFinished() && timer.elapsed() < timeoutMs)
            QTest::qWait(20);
        return tracker && tracker->isFinished();
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error()));
        m_client = new ApiClient(m_sandbox.config(), this);
    }

    void importFiftyRowsTwoBad()
    {
        // Receivers as a bookkeeper writes them: names of companies that occur once, persons' uuids.
        const QList<QJsonObject> companies = listAll(QStringLiteral("/addresses/v2/companies"));
        const QList<QJsonObject> persons = listAll(QStringLiteral("/addresses/v2/persons"));
        QVERIFY(!companies.isEmpty() && !persons.isEmpty());
        QHash<QString, int> nameCount;
        for (const QJsonObject &c : companies)
            ++nameCount[c.value(QLatin1String("name")).toString()];
        QStringList uniqueNames;
        for (auto it = nameCount.cbegin(); it != nameCount.cend(); ++it) {
            if (it.value() == 1)
                uniqueNames << it.key();
        }
        uniqueNames.sort();
        QVERIFY(!uniqueNames.isEmpty());

        const QList<QJsonObject> before = listAll(QStringLiteral("/documents/v2/invoices"));
        const auto imported = [](const QList<QJsonObject> &list) {
            return std::count_if(list.cbegin(), list.cend(),
                [](const QJsonObject &o) { return o.value(QLatin1String("isImported")).toBool(); });
        };
        const auto importedBefore = imported(before);

        const int badDateRow = 7; // caught before sending
        const int unknownReceiverRow = 23; // a uuid no address has: only the service knows
        QList<QStringList> records {{QStringLiteral("Kunde"), QStringLiteral("Währung"),
            QStringLiteral("Rechnungsdatum"), QStringLiteral("Fällig am"), QStringLiteral("IBAN"),
            QStringLiteral("Referenz"), QStringLiteral("Betrag"), QStringLiteral("MwSt-Satz"),
            QStringLiteral("MwSt inkl."), QStringLiteral("MwSt-Betrag"), QStringLiteral("Konto")}};
        for (int i = 0; i < 50; ++i) {
            QString receiver = i % 3 == 2
                ? persons.at(i % persons.size()).value(QLatin1String("uuid")).toString()
                : uniqueNames.at(i % uniqueNames.size());
            if (i == unknownReceiverRow)
                receiver = QUuid::createUuid().toString(QUuid::WithoutBraces);
            const QString date =
                i == badDateRow ? QStringLiteral("31.02.2026") : QStringLiteral("%1.3.2026").arg(1 + i % 28);
            const QString total =
                QStringLiteral("1'%1,%2").arg(100 + i).arg(i % 100, 2, 10, QLatin1Char('0'));
            const bool vat = i % 2 == 0;
            records << QStringList {receiver, i % 5 == 0 ? QStringLiteral("eur") : QStringLiteral("CHF"),
                date, QStringLiteral("2026-04-30"), QStringLiteral("CH93 0076 2011 6238 5295 7"),
                QStringLiteral("IMP;%1").arg(i, 3, 10, QLatin1Char('0')), total,
                vat ? QStringLiteral("8,1") : QString(), vat ? QStringLiteral("ja") : QString(),
                vat ? QStringLiteral("%1,10").arg(80 + i) : QString(),
                vat ? QStringLiteral("2200") : QString()};
        }
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("rechnungen.csv"));
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(CsvWriter::write(records, QLatin1Char(';')));
        }

        BackgroundWorkModel work;
        QAbstractItemModelTester workTester(&work, QAbstractItemModelTester::FailureReportingMode::QtTest);
        ImportWizard wizard(session(dir.path()), &work);
        QAbstractItemModelTester previewTester(
            wizard.previewModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester failuresTester(
            wizard.failuresModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        wizard.show();
        QCOMPARE(wizard.currentId(), int(ImportWizard::FilePage));
        wizard.loadFile(path);
        QTRY_VERIFY_WITH_TIMEOUT(wizard.currentPage()->isComplete(), 10000);
        QCOMPARE(wizard.plan().table().rows.size(), 50);
        QCOMPARE(wizard.plan().table().delimiter, QLatin1Char(';'));
        wizard.next();
        QCOMPARE(wizard.currentId(), int(ImportWizard::MappingPage));
        // The addresses come from the service into the local copy; names resolve once they are there.
        QTRY_VERIFY_WITH_TIMEOUT(wizard.addressesReady(), 15000);
        QVERIFY(wizard.currentPage()->isComplete());
        QCOMPARE(wizard.plan().validCount(), 49);
        QCOMPARE(wizard.plan().invalidCount(), 1);
        const ImportRow &bad = wizard.plan().rows().at(badDateRow);
        QCOMPARE(bad.problems.size(), 1);
        QCOMPARE(bad.problems.first().text(),
            QStringLiteral(
                "Row 9, column “Rechnungsdatum”: “31.02.2026” is not a date; write it as 2026-03-31 or "
                "31.3.2026"));
        QCOMPARE(wizard.previewModel()->rowCount(), 50);
        QCOMPARE(wizard.previewModel()->index(0, ImportPreviewModel::FixedColumnCount).data().toString(),
            uniqueNames.first());

        wizard.next();
        QCOMPARE(wizard.currentId(), int(ImportWizard::SummaryPage));
        QVERIFY(wizard.currentPage()->isComplete());
        wizard.setSendOnlyValid(false);
        QVERIFY(!wizard.currentPage()->isComplete()); // the bad row would have to go too
        wizard.setSendOnlyValid(true);
        wizard.next();
        QCOMPARE(wizard.currentId(), int(ImportWizard::SendPage));
        QVERIFY(wizard.tracker());
        QCOMPARE(work.rowCount(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(wizard.currentId(), int(ImportWizard::ResultPage), 30000);

        BatchTracker *tracker = wizard.tracker();
        QCOMPARE(tracker->state(), BatchTracker::State::Done);
        QVERIFY(!tracker->queueUuid().isEmpty()); // 49 rows: a batch followed through the queue
        QCOMPARE(tracker->total(), 49);
        QCOMPARE(tracker->succeeded(), 48);
        QCOMPARE(tracker->failed(), 1);
        QCOMPARE(work.index(0, BackgroundWorkModel::Succeeded).data().toString(), QStringLiteral("48"));

        const QList<ImportPlan::RowFailure> failures = wizard.failures();
        QCOMPARE(failures.size(), 2);
        QCOMPARE(failures.at(0).row, badDateRow);
        QVERIFY2(failures.at(0).reason.contains(QStringLiteral("Rechnungsdatum")),
            qPrintable(failures.at(0).reason));
        QCOMPARE(failures.at(1).row, unknownReceiverRow);
        QVERIFY2(failures.at(1).reason.contains(QStringLiteral("receiver.companyUuid")),
            qPrintable(failures.at(1).reason)); // the service's message
        QCOMPARE(wizard.failuresModel()->rowCount(), 2);
        QCOMPARE(wizard.failuresModel()->index(1, BatchFailuresModel::Item).data().toString(),
            QStringLiteral("Row 25"));

        // 48 arrived, each with the total it had in the file, exactly.
        QCOMPARE(imported(listAll(QStringLiteral("/documents/v2/invoices"))) - importedBefore, 48);
        const auto created = [tracker](const QString &label) {
            for (const BatchTracker::Item &item : tracker->items()) {
                if (item.label == label)
                    return item.document.value(QLatin1String("uuid")).toString();
            }
            return QString();
        };
        QVERIFY(created(QStringLiteral("Row 9")).isEmpty()); // never sent
        QVERIFY(created(QStringLiteral("Row 25")).isEmpty());
        const auto fetch = [this](const QString &uuid) {
            const auto r = TestSandbox::wait(
                m_client->get(m_client->accountPath(QStringLiteral("/documents/v2/invoices/") + uuid)));
            return r.ok ? JsonReader::singleFromEnvelope(r.answer).value_or(QJsonObject()) : QJsonObject();
        };
        const QJsonObject sample = fetch(created(QStringLiteral("Row 14")));
        QCOMPARE(JsonReader::scaled(sample, QLatin1String("documentTotal")), std::optional<qint64>(111212));
        QCOMPARE(sample.value(QLatin1String("currencyCode")).toString(), QStringLiteral("CHF"));
        QCOMPARE(sample.value(QLatin1String("invoiceDate")).toString(), QStringLiteral("2026-03-13"));
        QVERIFY(sample.value(QLatin1String("isImported")).toBool());
        QCOMPARE(
            sample.value(QLatin1String("paymentInstrucations")).toObject().value(QLatin1String("reference")),
            QJsonValue(QStringLiteral("IMP;012")));
        QCOMPARE(fetch(created(QStringLiteral("Row 12"))).value(QLatin1String("currencyCode")).toString(),
            QStringLiteral("EUR"));

        // The failed rows go out as the file had them, plus the reason.
        const QString exportPath = dir.filePath(QStringLiteral("failed.csv"));
        QString error;
        QVERIFY2(wizard.exportFailedRows(exportPath, &error), qPrintable(error));
        QFile exported(exportPath);
        QVERIFY(exported.open(QIODevice::ReadOnly));
        const CsvTable table = CsvReader::parse(exported.readAll());
        QVERIFY2(table.isValid(), qPrintable(table.error));
        QCOMPARE(table.header, QStringList(records.first()) << QStringLiteral("Error"));
        QCOMPARE(table.rows.size(), 2);
        QCOMPARE(table.rows.at(0).mid(0, 11), records.at(badDateRow + 1));
        QCOMPARE(table.rows.at(1).mid(0, 11), records.at(unknownReceiverRow + 1));
        QCOMPARE(table.rows.at(1).last(), failures.at(1).reason);
    }

    void singleRowRefusedShowsFieldErrors()
    {
        // One document: answered at once, a 422 naming documents.0.documentData.<field>.
        BatchTracker tracker(QStringLiteral("one"));
        const QJsonObject element {{QStringLiteral("documentData"),
            QJsonObject {{QStringLiteral("currencyCode"), QStringLiteral("CHF")},
                {QStringLiteral("receiver"),
                    QJsonObject {
                        {QStringLiteral("companyUuid"), QUuid::createUuid().toString(QUuid::WithoutBraces)}}},
                {QStringLiteral("documentTotal"), 10}}}};
        tracker.send(
            m_client, QStringLiteral("/documents/v2/invoices/import"), {element}, {QStringLiteral("Row 2")});
        QVERIFY(waitFinished(&tracker));
        QCOMPARE(tracker.state(), BatchTracker::State::Done);
        QCOMPARE(tracker.failed(), 1);
        QVERIFY(tracker.queueUuid().isEmpty());
        QVERIFY2(tracker.items().first().message.startsWith(QStringLiteral("receiver.companyUuid:")),
            qPrintable(tracker.items().first().message));
    }

    void unknownQueueEndsInWords()
    {
        QueueFollower follower(m_client, QUuid::createUuid().toString(QUuid::WithoutBraces));
        QSignalSpy failed(&follower, &QueueFollower::failed);
        QSignalSpy finished(&follower, &QueueFollower::finished);
        follower.start();
        QVERIFY(follower.isRunning());
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 10000);
        QCOMPARE(failed.first().first().value<ApiError>().kind(), ApiError::Kind::NotFound);
        QCOMPARE(finished.size(), 0);
        QVERIFY(!follower.isRunning());
    }

    void slowQueueAnswersAreFollowedToTheEnd()
    {
        // A queue of two whose status answers arrive late: the follower keeps polling without waiting
        // and ends with the final status.
        const QList<QJsonObject> companies = listAll(QStringLiteral("/addresses/v2/companies"));
        const QJsonObject element {{QStringLiteral("currencyCode"), QStringLiteral("CHF")},
            {QStringLiteral("receiver"),
                QJsonObject {
                    {QStringLiteral("companyUuid"), companies.first().value(QLatin1String("uuid"))}}}};
        m_sandbox.addFault(QJsonObject {{QStringLiteral("method"), QStringLiteral("GET")},
            {QStringLiteral("path"), QStringLiteral("/documents/v2/queue/")},
            {QStringLiteral("delayMs"), 300}, {QStringLiteral("times"), 3}});
        BatchTracker *tracker = BatchCreator::create(
            m_client, DocumentKind::Quote, {element, element}, {}, QStringLiteral("two"), nullptr);
        QVERIFY(waitFinished(tracker));
        m_sandbox.clearFaults();
        QCOMPARE(tracker->state(), BatchTracker::State::Done);
        QCOMPARE(tracker->succeeded(), 2);
        QCOMPARE(tracker->items().at(1).label, QStringLiteral("Document 2"));
        delete tracker;
    }

    void duplicateThreeTemplates()
    {
        const QList<QJsonObject> templates = listAll(QStringLiteral("/documents/v2/templates"));
        QVERIFY(templates.size() >= 3);
        QStringList uuids;
        for (int i = 0; i < 3; ++i)
            uuids << templates.at(i).value(QLatin1String("uuid")).toString();

        QTemporaryDir dir;
        QMainWindow window;
        BackgroundWorkPanel *panel = BackgroundWorkPanel::forWindow(&window);
        QVERIFY(panel);
        QCOMPARE(BackgroundWorkPanel::forWindow(&window), panel);
        QAbstractItemModelTester tester(
            panel->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        window.show();
        BatchTracker *tracker =
            duplicateDocuments(session(dir.path()), DocumentKind::Template, uuids, &window);
        QVERIFY(tracker);
        QCOMPARE(panel->model()->rowCount(), 1);
        QVERIFY(panel->isVisible());
        QVERIFY(waitFinished(tracker));
        QCOMPARE(tracker->state(), BatchTracker::State::Done);
        QCOMPARE(tracker->total(), 3);
        QCOMPARE(tracker->succeeded(), 3);
        QVERIFY(!tracker->queueUuid().isEmpty());

        const QList<QJsonObject> after = listAll(QStringLiteral("/documents/v2/templates"));
        QCOMPARE(after.size(), templates.size() + 3);
        for (int i = 0; i < 3; ++i) {
            const QJsonObject created = tracker->items().at(i).document;
            const QString uuid = created.value(QLatin1String("uuid")).toString();
            QVERIFY(!uuid.isEmpty() && !uuids.contains(uuid));
            QVERIFY(!tracker->items().at(i).label.isEmpty());
            QCOMPARE(JsonReader::scaled(created, QLatin1String("documentTotal")),
                JsonReader::scaled(templates.at(i), QLatin1String("documentTotal")));
            QCOMPARE(created.value(QLatin1String("title")), templates.at(i).value(QLatin1String("title")));
        }
        // Activating the batch (double-click, Enter) shows its details: nothing failed.
        emit panel->table()->activated(panel->model()->index(0, BackgroundWorkModel::What));
        auto *dialog = window.findChild<QDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        auto *failures = dialog->findChild<BatchFailuresModel *>();
        QVERIFY(failures);
        QAbstractItemModelTester failuresTester(
            failures, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(failures->rowCount(), 0);
    }

    void batchWithOneInvalidDocument()
    {
        const QList<QJsonObject> companies = listAll(QStringLiteral("/addresses/v2/companies"));
        const QJsonObject good {{QStringLiteral("currencyCode"), QStringLiteral("CHF")},
            {QStringLiteral("receiver"),
                QJsonObject {
                    {QStringLiteral("companyUuid"), companies.first().value(QLatin1String("uuid"))}}},
            {QStringLiteral("title"), QStringLiteral("Batch good")}};
        QJsonObject bad = good;
        bad.insert(QStringLiteral("currencyCode"), QStringLiteral("chf franks"));
        BackgroundWorkModel work;
        QAbstractItemModelTester tester(&work, QAbstractItemModelTester::FailureReportingMode::QtTest);
        BatchTracker *tracker = BatchCreator::create(m_client, DocumentKind::Quote, {good, bad, good},
            {QStringLiteral("first"), QStringLiteral("second"), QStringLiteral("third")},
            QStringLiteral("Quotes"), &work);
        QVERIFY(waitFinished(tracker));
        QCOMPARE(tracker->succeeded(), 2);
        QCOMPARE(tracker->failed(), 1);
        QCOMPARE(tracker->failedItems(), (QList<int> {1}));
        QVERIFY2(tracker->items().at(1).message.contains(QStringLiteral("currencyCode")),
            qPrintable(tracker->items().at(1).message));
        QCOMPARE(work.index(0, BackgroundWorkModel::Failed).data().toString(), QStringLiteral("1"));
        QVERIFY(work.index(0, BackgroundWorkModel::Status)
                    .data()
                    .toString()
                    .contains(QStringLiteral("1 failed")));
        QWidget parent;
        BackgroundWorkPanel::showDetails(tracker, &parent);
        auto *failures = parent.findChild<BatchFailuresModel *>();
        QVERIFY(failures);
        QAbstractItemModelTester failuresTester(
            failures, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(failures->rowCount(), 1);
        QCOMPARE(failures->index(0, BatchFailuresModel::Item).data().toString(), QStringLiteral("second"));
        QVERIFY(failures->index(0, BatchFailuresModel::Reason)
                    .data()
                    .toString()
                    .contains(QStringLiteral("currencyCode")));
    }
};

QTEST_MAIN(TestImportWizard)
#include "tst_importwizard.moc"
