// The month-end reminder run over the demo: the plan lists exactly the invoices the sandbox has overdue,
// the run raises their dunning levels on the sandbox, e-mailed reminders land in its outbox as the
// reminder of their level (never the invoice), printed reminders come back as PDFs and print as one job with
// one reminder per invoice; a fault injected in the middle is reported, the run goes on, and running it again
// finishes the rest without sending anything twice. With REPORTS_SCREENSHOTS=dir set, the dialog is also
// saved as a picture (to look at, not compared).
#include "ReminderOutbox.h"
#include "TestSandbox.h"
#include "api/ApiJob.h"
#include "api/DocumentsApi.h"
#include "api/JsonReader.h"
#include "models/DocumentListModel.h"
#include "reports/ReminderRun.h"
#include "store/RecordStore.h"
#include "sync/SyncController.h"
#include "views/DateField.h"
#include "views/reports/ReminderPrint.h"
#include "views/reports/ReminderRunDialog.h"
#include "views/reports/ReportsPage.h"

#include <QBuffer>
#include <QComboBox>
#include <QDir>
#include <QJsonArray>
#include <QLabel>
#include <QMessageBox>
#include <QPdfDocument>
#include <QPrinter>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QUrlQuery>

namespace {

// Whether an open amount (a number, a decimal string or null) is above zero, read here without the client's
// JsonReader, which the plan's figures come through.
bool owesSomething(const QJsonValue &amount)
{
    if (amount.isString()) {
        const QString text = amount.toString().trimmed();
        return !text.startsWith(QLatin1Char('-')) && text.contains(QRegularExpression("[1-9]"));
    }
    return amount.toDouble() > 0;
}

} // namespace

class TestReminders : public QObject
{
    Q_OBJECT

    // The demo with a busier year, so every level has a few invoices to remind.
    TestSandbox m_sandbox {{"--seed", "demo", "--seed-invoices", "1500"}};
    QTemporaryDir m_clientDir;
    QString m_account;

    // The invoice as the sandbox has it, from `data` or, in the live profile, `data.documents[0]`.
    QJsonObject invoice(const QString &uuid)
    {
        ApiClient client(m_sandbox.config(m_account));
        const std::optional<QJsonObject> document = JsonReader::singleFromEnvelope(
            TestSandbox::wait(DocumentsApi(&client).get(DocumentKind::Invoice, uuid)).answer);
        if (!document)
            qWarning() << "no invoice in the answer for" << uuid;
        return document.value_or(QJsonObject());
    }

    // -1 when the invoice cannot be read, so that no comparison with a level passes by accident.
    int level(const QString &uuid)
    {
        const QJsonObject o = invoice(uuid);
        if (o.value("uuid").toString() != uuid)
            return -1;
        return QStringList {"NO_DUNNING", "REMINDER", "FIRST_DUNNING", "FINAL_DUNNING"}.indexOf(
            o.value("dunningLevel").toString("NO_DUNNING"));
    }

    // The invoice's receiver's language (de, en, fr, it) from their address record on the sandbox, which
    // prints and mails in it; empty when it cannot be read. The demo gives every customer one.
    QString languageOf(const QString &uuid)
    {
        const QJsonObject receiver = invoice(uuid).value("receiver").toObject();
        const bool company = !receiver.value("companyUuid").toString().isEmpty();
        const QString address = receiver.value(company ? "companyUuid" : "personUuid").toString();
        if (address.isEmpty())
            return {};
        ApiClient client(m_sandbox.config(m_account));
        return JsonReader::singleFromEnvelope(
            TestSandbox::wait(
                client.get(client.accountPath(
                    QString("/addresses/v2/%1/%2").arg(company ? "companies" : "persons", address))))
                .answer)
            .value_or(QJsonObject())
            .value("language")
            .toString();
    }

    // What the sandbox titles a document in a language: the invoice (level 0) or its reminder of a level.
    static QString title(int level, const QString &language)
    {
        static const QHash<QString, QStringList> titles {
            {"de", {"Rechnung", "Zahlungserinnerung", "1. Mahnung", "Letzte Mahnung"}},
            {"en", {"Invoice", "Payment reminder", "First reminder", "Final reminder"}},
            {"fr", {"Facture", "Rappel de paiement", "1er rappel", "Dernier rappel"}},
            {"it", {"Fattura", "Promemoria di pagamento", "1° sollecito", "Ultimo sollecito"}}};
        return titles.value(language).value(level);
    }

    // Messages in the sandbox's outbox that carry the PDF of this invoice's reminder of its next level
    // (level 0: the invoice itself), named in the receiver's language ("Letzte Mahnung RE-2026-0012.pdf").
    int mailsFor(const ReminderCandidate &c, int level = -1)
    {
        const QString &number = c.number;
        const QString language = languageOf(c.uuid);
        const QString heading = title(level < 0 ? c.nextLevel : level, language);
        if (heading.isEmpty()) {
            qWarning() << "no known language for" << number << language;
            return -1;
        }
        int count = 0;
        for (const ReminderOutbox::Message &m : ReminderOutbox::read(m_sandbox.dataDir()))
            count += m.attachments.contains(heading + ' ' + number + ".pdf") ? 1 : 0;
        return count;
    }

    // The invoice's open amount as the sandbox has it, in minor units (read from its JSON as text).
    qint64 openOf(const QString &uuid)
    {
        const QJsonValue open = invoice(uuid).value("openAmount");
        return ReminderOutbox::minorOf(
            open.isString() ? open.toString() : QString::number(open.toDouble(), 'f', 2));
    }

    // The one message about `c` in the outbox is its reminder of `level`, in the customer's language,
    // with the demo's fee of that level (written down by hand in ReminderOutbox::expected) and open
    // amount + fee; its PDF is that reminder. No invoice e-mail went out for it.
    void checkReminderMail(const ReminderCandidate &c, int level, qint64 openMinor)
    {
        const QString language = languageOf(c.uuid);
        const ReminderOutbox::Expected e = ReminderOutbox::expected(level, language, c.currency);
        QVERIFY2(!e.subject.isEmpty(), qPrintable(language));
        const QList<ReminderOutbox::Message> mine =
            ReminderOutbox::about(ReminderOutbox::read(m_sandbox.dataDir()), c.number);
        QCOMPARE(mine.size(), 1);
        const ReminderOutbox::Message &m = mine.first();
        QCOMPARE(m.subject, e.subject);
        QVERIFY2(!m.subject.startsWith(e.invoiceTitle), qPrintable(m.subject));
        QCOMPARE(m.attachments, QStringList {e.pdfTitle + ' ' + c.number + ".pdf"});
        QVERIFY2(
            m.text.contains(e.openLabel + ": " + c.currency + ' ' + ReminderOutbox::swissAmount(openMinor)),
            qPrintable(m.text));
        if (e.feeMinor != 0)
            QVERIFY2(m.text.contains(
                         e.feeLabel + ": " + c.currency + ' ' + ReminderOutbox::swissAmount(e.feeMinor)),
                qPrintable(m.text));
        QVERIFY2(m.text.contains(e.totalLabel + ": " + ReminderOutbox::swissAmount(openMinor + e.feeMinor)),
            qPrintable(m.text));
        QByteArray bytes = m.pdf;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::ReadOnly);
        QPdfDocument document;
        document.load(&buffer);
        QCOMPARE(document.status(), QPdfDocument::Status::Ready);
        const QString text = document.getAllText(0).text();
        QVERIFY2(text.contains(e.pdfTitle + ' ' + c.number), qPrintable(text.left(300)));
        QVERIFY2(e.feeMinor == 0 || text.contains(ReminderOutbox::swissAmount(e.feeMinor)), qPrintable(text));
        QCOMPARE(mailsFor(c, 0), 0); // never the invoice
    }

    QList<ReminderRun::Outcome> run(const QList<ReminderCandidate> &items,
        const QHash<int, ReminderRun::Delivery> &delivery, QList<QByteArray> *pdfs = nullptr)
    {
        ApiClient client(m_sandbox.config(m_account));
        ReminderRun run(&client, m_clientDir.path(), m_account);
        QSignalSpy finished(&run, &ReminderRun::finished);
        run.start(items, delivery);
        if (!finished.wait(60000))
            return {};
        if (pdfs)
            *pdfs = run.printedPdfs();
        return run.outcomes();
    }

private:
    // The session a page of the window would get for the test's account and local copy.
    SessionContext sessionOf(ApiClient *client) const
    {
        SessionContext session(client);
        session.config = m_sandbox.config(m_account);
        session.dataDir = m_clientDir.path();
        session.accountUuid = m_account;
        return session;
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error()));
        m_account = m_sandbox.accounts().first();
        SyncOptions options;
        options.kinds = {DocumentKind::Invoice, DocumentKind::CreditNote};
        SyncController sync(m_sandbox.config(m_account), m_clientDir.path(), options);
        QVERIFY(sync.runAndWait(SyncController::Mode::Full, 60000).ok);
        // The dunning settings (10 / 20 / 30 days in the demo), as the run's dialog fetches them.
        ApiClient client(m_sandbox.config(m_account));
        ReminderRun fetcher(&client, m_clientDir.path(), m_account);
        bool stored = false;
        QVERIFY(fetcher.fetchSettings([&stored] { stored = true; }));
        QTRY_VERIFY_WITH_TIMEOUT(stored, 10000);
    }

    void planListsWhatTheSandboxHasOverdue()
    {
        const QDate today = QDate::currentDate();
        const ReminderPlan plan = ReminderRun::plan(m_clientDir.path(), m_account, today);
        QSet<QString> expected;
        ApiClient client(m_sandbox.config(m_account));
        QJsonArray items;
        for (int page = 1;; ++page) {
            const std::optional<QJsonArray> answer = JsonReader::listFromEnvelope(
                TestSandbox::wait(client.get(client.accountPath("/documents/v2/invoices"),
                                      QUrlQuery(QString("limit=500&page=%1").arg(page))))
                    .answer);
            QVERIFY2(answer, qPrintable(QString("page %1 of the invoices answered no list").arg(page)));
            const QJsonArray batch = *answer;
            for (const QJsonValue &v : batch)
                items.append(v);
            if (batch.size() < 500)
                break;
        }
        QVERIFY(!items.isEmpty());
        QSet<QString> overdue;
        for (const QJsonValue &v : items) {
            const QJsonObject o = v.toObject();
            const QDate due = QDate::fromString(o.value("dueDate").toString(), Qt::ISODate);
            if (!o.value("isCancelled").toBool() && owesSomething(o.value("openAmount")) && due < today
                && o.value("dunningLevel").toString() != "FINAL_DUNNING") {
                overdue.insert(o.value("uuid").toString());
                // Due by the sandbox's own reading of the rule: its nextDunningDate has come.
                const QDate next = QDate::fromString(
                    invoice(o.value("uuid").toString()).value("nextDunningDate").toString(), Qt::ISODate);
                if (next.isValid() && next <= today)
                    expected.insert(o.value("uuid").toString());
            }
        }
        QSet<QString> listed;
        for (const ReminderCandidate &c : plan.candidates) {
            listed.insert(c.uuid);
            QCOMPARE(c.nextLevel, c.currentLevel + 1); // every level switched on: exactly one up
            QVERIFY(c.overdueDays > 0);
        }
        QSet<QString> all = listed;
        for (const ReminderCandidate &c : plan.notDue)
            all.insert(c.uuid);
        QVERIFY(!expected.isEmpty());
        QVERIFY(expected.size() < overdue.size()); // the demo has overdue invoices not due for a level
        QCOMPARE(listed, expected);
        QCOMPARE(all, overdue);
    }

    void runSurvivesAFaultAndSendsNothingTwice()
    {
        const ReminderPlan plan = ReminderRun::plan(m_clientDir.path(), m_account, QDate::currentDate());
        // Two invoices per delivery: e-mail for the level most of them reach next, print for another.
        QMap<int, QList<ReminderCandidate>> byLevel;
        for (const ReminderCandidate &c : plan.candidates)
            byLevel[c.nextLevel] << c;
        QList<int> levels = byLevel.keys();
        std::sort(levels.begin(), levels.end(),
            [&](int a, int b) { return byLevel[a].size() > byLevel[b].size(); });
        QVERIFY(levels.size() >= 2);
        const QList<ReminderCandidate> mail = byLevel[levels.at(0)].mid(0, 2);
        const QList<ReminderCandidate> print = byLevel[levels.at(1)].mid(0, 2);
        QCOMPARE(mail.size(), 2);
        QCOMPARE(print.size(), 2);
        const QList<ReminderCandidate> items = mail + print;
        const QHash<int, ReminderRun::Delivery> delivery {
            {mail.first().nextLevel, ReminderRun::Delivery::Email},
            {print.first().nextLevel, ReminderRun::Delivery::Print}};
        for (const ReminderCandidate &c : items)
            QCOMPARE(mailsFor(c), 0);

        // The second reminder's dunningSent fails (the service answers 500 and records nothing).
        m_sandbox.addFault({{"method", "PATCH"}, {"path", mail.at(1).uuid + "/actions/dunningSent"},
            {"status", 500}, {"times", 1}});
        QList<QByteArray> pdfs;
        QList<ReminderRun::Outcome> outcomes = run(items, delivery, &pdfs);
        QCOMPARE(outcomes.size(), 4);
        QCOMPARE(outcomes.at(0).state, ReminderRun::State::Done);
        QCOMPARE(outcomes.at(1).state, ReminderRun::State::Failed);
        QVERIFY2(outcomes.at(1).message.contains("HTTP 500"), qPrintable(outcomes.at(1).message));
        // The run went on; the printed ones are recorded and wait for their print job.
        QCOMPARE(outcomes.at(2).state, ReminderRun::State::Recorded);
        QCOMPARE(outcomes.at(3).state, ReminderRun::State::Recorded);
        for (const ReminderCandidate &c : items)
            QCOMPARE(level(c.uuid), &c == &items.at(1) ? c.currentLevel : c.nextLevel);
        QCOMPARE(mailsFor(mail.at(0)), 1);
        QCOMPARE(mailsFor(mail.at(1)), 0);
        for (const ReminderCandidate &c : items)
            QCOMPARE(mailsFor(c, 0), 0); // no invoice was e-mailed

        // Printed: one reminder PDF per invoice, printed as one job.
        QCOMPARE(pdfs.size(), 2);
        int pages = 0;
        for (qsizetype i = 0; i < pdfs.size(); ++i) {
            QByteArray bytes = pdfs.at(i);
            QBuffer buffer(&bytes);
            buffer.open(QIODevice::ReadOnly);
            QPdfDocument document;
            document.load(&buffer);
            QCOMPARE(document.status(), QPdfDocument::Status::Ready);
            // The reminder of the invoice's new level, headed in the receiver's language.
            const QString language = languageOf(print.at(i).uuid);
            const QString heading = title(print.at(i).nextLevel, language);
            QVERIFY2(!heading.isEmpty(), qPrintable(language));
            const QString text = document.getAllText(0).text();
            QVERIFY2(text.contains(heading + ' ' + print.at(i).number), qPrintable(text.left(300)));
            pages += document.pageCount();
        }
        QTemporaryDir out;
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(out.filePath("reminders.pdf"));
        QString error;
        QVERIFY2(ReminderPrint::printAll(pdfs, &printer, &error), qPrintable(error));
        QPdfDocument printed;
        printed.load(out.filePath("reminders.pdf"));
        QCOMPARE(printed.status(), QPdfDocument::Status::Ready);
        QCOMPARE(printed.pageCount(), pages);

        // Again over the same selection: the failed e-mail goes out, nothing else happens twice.
        outcomes = run(items, delivery);
        QCOMPARE(outcomes.size(), 4);
        QCOMPARE(outcomes.at(0).state, ReminderRun::State::AlreadyDone);
        QCOMPARE(outcomes.at(1).state, ReminderRun::State::Done);
        QCOMPARE(outcomes.at(2).state, ReminderRun::State::AlreadyDone);
        QCOMPARE(outcomes.at(3).state, ReminderRun::State::AlreadyDone);
        for (const ReminderCandidate &c : items)
            QCOMPARE(level(c.uuid), c.nextLevel);
        QCOMPARE(mailsFor(mail.at(0)), 1);
        QCOMPARE(mailsFor(mail.at(1)), 1);
        for (const ReminderCandidate &c : items)
            QCOMPARE(mailsFor(c, 0), 0);
    }

    void dialogMarksTicksAndRuns()
    {
        const ReminderPlan plan = ReminderRun::plan(m_clientDir.path(), m_account, QDate::currentDate());
        QVERIFY(plan.candidates.size() >= 2);
        // One customer has automatic dunning switched off: marked, not ticked.
        const ReminderCandidate off = plan.candidates.at(1);
        QVERIFY(
            RecordStore(m_clientDir.path(), m_account)
                .upsert("companies", QJsonObject {{"uuid", off.customerKey}, {"automatic_dunning", false}}));
        ApiClient client(m_sandbox.config(m_account));
        const SessionContext session = sessionOf(&client);
        auto *dialog = new ReminderRunDialog(session);
        QPointer<ReminderRunDialog> guard(dialog);
        dialog->show();
        // The dunning settings are fetched when the store has none; the groups then show their fees.
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isLoading() && dialog->tree()->topLevelItemCount() > 0
                && dialog->tree()
                       ->topLevelItem(dialog->tree()->topLevelItemCount() - 1)
                       ->text(0)
                       .contains("30.00"),
            20000);
        QTreeWidget *tree = dialog->tree();
        // A group's title: its level's name once, the fee with its currency; the delivery choice in a
        // column of its own.
        for (int g = 0; g < tree->topLevelItemCount(); ++g) {
            const QString title = tree->topLevelItem(g)->text(0);
            if (title.contains("fee"))
                QVERIFY2(QRegularExpression("fee [A-Z]{3}.\\d").match(title).hasMatch(), qPrintable(title));
            QVERIFY2(!title.contains(QStringLiteral("\u201c")), qPrintable(title)); // the subject: tooltip
        }
        QCOMPARE(tree->headerItem()->text(7), QStringLiteral("Sent as"));
        QString chosenNumber;
        int listed = 0;
        QTreeWidgetItem *target = nullptr;
        for (int g = 0; g < tree->topLevelItemCount(); ++g) {
            QTreeWidgetItem *group = tree->topLevelItem(g);
            for (int i = 0; i < group->childCount(); ++i) {
                QTreeWidgetItem *item = group->child(i);
                ++listed;
                const ReminderCandidate &candidate =
                    plan.candidates.at(item->data(0, Qt::UserRole + 1).toInt());
                const bool isOff = candidate.customerKey == off.customerKey;
                QCOMPARE(item->checkState(0), isOff ? Qt::Unchecked : Qt::Checked);
                QCOMPARE(!item->text(8).isEmpty(), isOff);
                item->setCheckState(0, Qt::Unchecked);
                // One not touched by the run above.
                if (!target && !isOff && mailsFor(candidate) == 0
                    && level(candidate.uuid) < candidate.nextLevel) {
                    target = item;
                    chosenNumber = candidate.number;
                }
            }
        }
        QCOMPARE(listed, int(plan.candidates.size()));
        if (const QString shots = qEnvironmentVariable("REPORTS_SCREENSHOTS"); !shots.isEmpty()) // to look at
            dialog->grab().save(shots + "/reminder-run.png");
        QVERIFY(target);
        {
            // The customer's address record with its e-mail, as the address sync stores it.
            const ReminderCandidate &c = plan.candidates.at(target->data(0, Qt::UserRole + 1).toInt());
            const QJsonObject receiver = invoice(c.uuid).value("receiver").toObject();
            const bool company = !receiver.value("companyUuid").toString().isEmpty();
            const QJsonObject address = JsonReader::singleFromEnvelope(
                TestSandbox::wait(client.get(client.accountPath(
                                      QString("/addresses/v2/%1/%2")
                                          .arg(company ? "companies" : "persons", c.customerKey))))
                    .answer)
                                            .value_or(QJsonObject());
            QVERIFY(RecordStore(m_clientDir.path(), m_account)
                        .upsert(company ? "companies" : "persons", address));
        }
        dialog->reload();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isLoading(), 10000);
        target = nullptr;
        for (int g = 0; g < tree->topLevelItemCount(); ++g)
            for (int i = 0; i < tree->topLevelItem(g)->childCount(); ++i) {
                QTreeWidgetItem *item = tree->topLevelItem(g)->child(i);
                if (item->text(0) == chosenNumber)
                    target = item;
                else
                    item->setCheckState(0, Qt::Unchecked);
            }
        QVERIFY(target);
        target->setCheckState(0, Qt::Checked);
        auto *delivery = qobject_cast<QComboBox *>(tree->itemWidget(target->parent(), 7));
        QVERIFY(delivery);
        delivery->setCurrentIndex(delivery->findData(int(ReminderRun::Delivery::Email)));
        QCOMPARE(dialog->selected().size(), 1);
        const ReminderCandidate chosen = dialog->selected().first();
        QCOMPARE(dialog->deliveries().value(chosen.nextLevel), ReminderRun::Delivery::Email);
        // Nothing is recorded before the question, which names count, level, fee and the recipient.
        const int before = level(chosen.uuid);
        QCOMPARE(before, chosen.currentLevel);
        dialog->startButton()->click();
        QMessageBox *box = nullptr;
        QTRY_VERIFY((box = dialog->findChild<QMessageBox *>("reminderConfirmation")) != nullptr);
        const QString question = box->text();
        QVERIFY2(question.contains("Record 1 reminder"), qPrintable(question));
        QVERIFY2(question.contains(DocumentListModel::dunningText(chosen.nextLevel) + ": 1 by e-mail"),
            qPrintable(question));
        // The demo's fees: level 1 none, level 2 CHF 20.00, level 3 CHF 30.00 (in the invoice's currency).
        const QString fee = QStringList {"", "0.00", "20.00", "30.00"}.value(chosen.nextLevel);
        QVERIFY2(question.contains(chosen.currency) && question.contains(fee), qPrintable(question));
        QVERIFY2(question.contains(chosen.email) && !chosen.email.isEmpty(), qPrintable(question));
        QCOMPARE(level(chosen.uuid), before);
        box->button(QMessageBox::Cancel)->click();
        QTest::qWait(300);
        QCOMPARE(level(chosen.uuid), before); // Cancel records nothing
        QVERIFY(!dialog->summary()->isVisible());
        dialog->startButton()->click();
        QTRY_VERIFY((box = dialog->findChild<QMessageBox *>("reminderConfirmation")) != nullptr);
        for (QAbstractButton *b : box->buttons())
            if (box->buttonRole(b) == QMessageBox::AcceptRole)
                b->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog->summary()->isVisible(), 30000);
        // The top line tells the run's outcome, not what was due before it.
        QVERIFY2(dialog->info()->text().contains("1 reminder") && dialog->info()->text().contains("recorded"),
            qPrintable(dialog->info()->text()));
        QVERIFY2(!dialog->info()->text().contains("due as of"), qPrintable(dialog->info()->text()));
        QVERIFY2(dialog->summary()->toPlainText().contains(chosen.email),
            qPrintable(dialog->summary()->toPlainText()));
        QVERIFY2(dialog->summary()->toPlainText().contains(chosen.number),
            qPrintable(dialog->summary()->toPlainText()));
        QCOMPARE(level(chosen.uuid), chosen.nextLevel);
        QCOMPARE(mailsFor(chosen), 1);
        checkReminderMail(chosen, chosen.nextLevel, openOf(chosen.uuid));
        if (const QString shots = qEnvironmentVariable("REPORTS_SCREENSHOTS"); !shots.isEmpty())
            dialog->grab().save(shots + "/reminder-run-done.png");
        dialog->close();
        QTRY_VERIFY(guard.isNull());
    }

    // Both "as of" fields take typed dates as the editor's do; a future day is refused in the run. Opening
    // the run, changing its date and closing it (after the question) change nothing at the service.
    void typedDatesAndPreviewRecordsNothing()
    {
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Switzerland));
        const QDate today = QDate::currentDate();
        ReportsPage page(ReportsPage::Report::OpenItems);
        static_cast<QWidget &>(page).show();
        DateField *asOf = page.findChild<DateField *>();
        QVERIFY(asOf);
        for (const QString &typed : {QString("30.11.26"), QString("30.11.2026")}) {
            asOf->setFocus();
            asOf->selectAll();
            QTest::keyClicks(asOf, typed);
            QTest::keyClick(asOf, Qt::Key_Return);
            QCOMPARE(asOf->date(), QDate(2026, 11, 30));
            asOf->setDate(today);
        }

        ApiClient client(m_sandbox.config(m_account));
        const SessionContext session = sessionOf(&client);
        auto *dialog = new ReminderRunDialog(session);
        QPointer<ReminderRunDialog> guard(dialog);
        dialog->show();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isLoading() && dialog->tree()->topLevelItemCount() > 0, 20000);
        const ReminderPlan plan = ReminderRun::plan(m_clientDir.path(), m_account, today);
        QVERIFY(!plan.candidates.isEmpty());
        QHash<QString, int> levels;
        for (const ReminderCandidate &c : plan.candidates.mid(0, 8))
            levels.insert(c.uuid, level(c.uuid));

        DateField *runAsOf = dialog->asOfField();
        const QDate earlier = today.addDays(-3);
        for (const QString &format : {QString("dd.MM.yy"), QString("dd.MM.yyyy")}) {
            runAsOf->setFocus();
            runAsOf->selectAll();
            QTest::keyClicks(runAsOf, earlier.toString(format));
            QTest::keyClick(runAsOf, Qt::Key_Return);
            QCOMPARE(runAsOf->date(), earlier);
            QTRY_VERIFY_WITH_TIMEOUT(!dialog->isLoading(), 20000);
        }
        // Tomorrow: refused with a message naming the field, the date back at today.
        runAsOf->selectAll();
        QTest::keyClicks(runAsOf, today.addDays(1).toString("dd.MM.yyyy"));
        QTest::keyClick(runAsOf, Qt::Key_Return);
        QCOMPARE(runAsOf->date(), today);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isLoading(), 20000);
        QVERIFY2(dialog->info()->text().contains("future"), qPrintable(dialog->info()->text()));

        // Closing with reminders proposed asks; Cancel keeps the dialog, Discard closes it.
        dialog->close();
        QMessageBox *question = nullptr;
        QTRY_VERIFY((question = dialog->findChild<QMessageBox *>("switchQuestion")) != nullptr);
        QVERIFY2(question->text().contains("proposed and not recorded"), qPrintable(question->text()));
        question->button(QMessageBox::Cancel)->click();
        QTest::qWait(100);
        QVERIFY(guard && dialog->isVisible());
        QTRY_VERIFY(!dialog->findChild<QMessageBox *>("switchQuestion"));
        dialog->close();
        QTRY_VERIFY((question = dialog->findChild<QMessageBox *>("switchQuestion")) != nullptr);
        question->button(QMessageBox::Discard)->click();
        QTRY_VERIFY(guard.isNull());
        for (auto it = levels.begin(); it != levels.end(); ++it)
            QCOMPARE(level(it.key()), it.value());
        QLocale::setDefault(QLocale::c());
    }

    // A print run records at the service after the question, but counts a reminder as printed only once
    // its print job was handed over; closing before that asks.
    void printRunRecordsOnlyAfterThePrintJob()
    {
        ApiClient client(m_sandbox.config(m_account));
        const SessionContext session = sessionOf(&client);
        auto *dialog = new ReminderRunDialog(session);
        QPointer<ReminderRunDialog> guard(dialog);
        dialog->show();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isLoading() && dialog->tree()->topLevelItemCount() > 0, 20000);
        // Two invoices of one level, not reminded by the tests before (the plan the dialog shows).
        const ReminderPlan plan = ReminderRun::plan(m_clientDir.path(), m_account, QDate::currentDate());
        QTreeWidget *tree = dialog->tree();
        QTreeWidgetItem *group = nullptr;
        QList<QTreeWidgetItem *> chosen;
        for (int g = 0; g < tree->topLevelItemCount(); ++g) {
            QTreeWidgetItem *candidateGroup = tree->topLevelItem(g);
            QList<QTreeWidgetItem *> fresh;
            for (int i = 0; i < candidateGroup->childCount(); ++i) {
                QTreeWidgetItem *item = candidateGroup->child(i);
                item->setCheckState(0, Qt::Unchecked);
                const ReminderCandidate &c = plan.candidates.at(item->data(0, Qt::UserRole + 1).toInt());
                QCOMPARE(c.number, item->text(0));
                if (!group && fresh.size() < 2 && item->text(8).isEmpty() && level(c.uuid) == c.currentLevel)
                    fresh << item;
            }
            if (!group && fresh.size() == 2) {
                group = candidateGroup;
                chosen = fresh;
            }
        }
        QVERIFY(group);
        QStringList numbers;
        for (QTreeWidgetItem *item : chosen) {
            item->setCheckState(0, Qt::Checked);
            numbers << item->text(0);
        }
        const QList<ReminderCandidate> selected = dialog->selected();
        QCOMPARE(selected.size(), 2);
        QCOMPARE(dialog->deliveries().value(selected.first().nextLevel), ReminderRun::Delivery::Print);
        dialog->startButton()->click();
        QMessageBox *box = nullptr;
        QTRY_VERIFY((box = dialog->findChild<QMessageBox *>("reminderConfirmation")) != nullptr);
        QVERIFY2(box->text().contains("Record 2 reminder"), qPrintable(box->text()));
        QVERIFY2(
            box->text().contains(DocumentListModel::dunningText(selected.first().nextLevel) + ": 2 printed"),
            qPrintable(box->text()));
        for (QAbstractButton *b : box->buttons())
            if (box->buttonRole(b) == QMessageBox::AcceptRole)
                b->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog->summary()->isVisible(), 30000);
        // Recorded at the service, not printed yet.
        for (const ReminderCandidate &c : selected)
            QCOMPARE(level(c.uuid), c.nextLevel);
        QCOMPARE(dialog->unprintedCount(), 2);
        QVERIFY2(dialog->summary()->toPlainText().contains("recorded, not printed yet"),
            qPrintable(dialog->summary()->toPlainText()));
        // Closing asks; Cancel keeps the dialog.
        dialog->close();
        QMessageBox *question = nullptr;
        QTRY_VERIFY((question = dialog->findChild<QMessageBox *>("switchQuestion")) != nullptr);
        QVERIFY2(question->text().contains("not printed"), qPrintable(question->text()));
        question->button(QMessageBox::Cancel)->click();
        QTest::qWait(100);
        QVERIFY(guard && dialog->isVisible());
        // The print job (to a PDF file) handed over: printed, and closing asks nothing more.
        QTemporaryDir out;
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(out.filePath("reminders.pdf"));
        QVERIFY(dialog->printRemindersTo(&printer));
        QCOMPARE(dialog->unprintedCount(), 0);
        const QString summary = dialog->summary()->toPlainText();
        QVERIFY2(summary.contains("printed") && !summary.contains("not printed"), qPrintable(summary));
        for (const QString &number : numbers)
            QVERIFY2(summary.contains(number), qPrintable(summary));
        QPdfDocument printed;
        printed.load(out.filePath("reminders.pdf"));
        QCOMPARE(printed.status(), QPdfDocument::Status::Ready);
        QVERIFY(printed.pageCount() >= 2);
        dialog->close();
        QTRY_VERIFY(guard.isNull());
    }

    // Through the window: a final reminder sent by e-mail reaches the customer as the final reminder
    // (the demo's level 3: its subject, fee CHF 30.00, open amount + 30.00, the reminder's PDF), not as
    // "Rechnung RE-...", and nothing else is sent for it.
    void dialogEmailsTheFinalReminder()
    {
        ApiClient client(m_sandbox.config(m_account));
        const SessionContext session = sessionOf(&client);
        auto *dialog = new ReminderRunDialog(session);
        QPointer<ReminderRunDialog> guard(dialog);
        dialog->show();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isLoading() && dialog->tree()->topLevelItemCount() > 0, 20000);
        const ReminderPlan plan = ReminderRun::plan(m_clientDir.path(), m_account, QDate::currentDate());
        QTreeWidget *tree = dialog->tree();
        QTreeWidgetItem *target = nullptr;
        for (int g = 0; g < tree->topLevelItemCount(); ++g)
            for (int i = 0; i < tree->topLevelItem(g)->childCount(); ++i) {
                QTreeWidgetItem *item = tree->topLevelItem(g)->child(i);
                item->setCheckState(0, Qt::Unchecked);
                const ReminderCandidate &c = plan.candidates.at(item->data(0, Qt::UserRole + 1).toInt());
                if (!target && c.nextLevel == 3 && c.currency == "CHF" && item->text(8).isEmpty()
                    && level(c.uuid) == c.currentLevel
                    && ReminderOutbox::about(ReminderOutbox::read(m_sandbox.dataDir()), c.number).isEmpty())
                    target = item;
            }
        QVERIFY2(target, "the demo has a CHF invoice due for its final reminder");
        target->setCheckState(0, Qt::Checked);
        auto *delivery = qobject_cast<QComboBox *>(tree->itemWidget(target->parent(), 7));
        QVERIFY(delivery);
        delivery->setCurrentIndex(delivery->findData(int(ReminderRun::Delivery::Email)));
        QCOMPARE(dialog->selected().size(), 1);
        const ReminderCandidate chosen = dialog->selected().first();
        const qint64 open = openOf(chosen.uuid);
        dialog->startButton()->click();
        QMessageBox *box = nullptr;
        QTRY_VERIFY((box = dialog->findChild<QMessageBox *>("reminderConfirmation")) != nullptr);
        QVERIFY2(box->text().contains("Final dunning: 1 by e-mail") && box->text().contains("CHF")
                && box->text().contains("30.00"),
            qPrintable(box->text()));
        for (QAbstractButton *b : box->buttons())
            if (box->buttonRole(b) == QMessageBox::AcceptRole)
                b->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog->summary()->isVisible(), 30000);
        QVERIFY2(dialog->summary()->toPlainText().contains("e-mailed"),
            qPrintable(dialog->summary()->toPlainText()));
        QCOMPARE(level(chosen.uuid), 3);
        checkReminderMail(chosen, 3, open);
        const ReminderOutbox::Message m =
            ReminderOutbox::about(ReminderOutbox::read(m_sandbox.dataDir()), chosen.number).first();
        QVERIFY2(
            dialog->summary()->toPlainText().contains(m.to), qPrintable(dialog->summary()->toPlainText()));
        dialog->close();
        QTRY_VERIFY(guard.isNull());
    }

    // The mail program: the level is recorded with the reminder's PDF fetched, the PDF saved and a new
    // message to the customer opened; only then it counts as handed over. The service sends nothing.
    void mailProgramGetsTheReminderPdf()
    {
        // An invoice not reminded by the tests before, its customer's address record in the local copy.
        const ReminderPlan plan = ReminderRun::plan(m_clientDir.path(), m_account, QDate::currentDate());
        std::optional<ReminderCandidate> pick;
        for (const ReminderCandidate &c : plan.candidates)
            if (!pick && !c.automaticDunningOff && level(c.uuid) == c.currentLevel
                && ReminderOutbox::about(ReminderOutbox::read(m_sandbox.dataDir()), c.number).isEmpty())
                pick = c;
        QVERIFY(pick);
        ApiClient client(m_sandbox.config(m_account));
        const bool company =
            !invoice(pick->uuid).value("receiver").toObject().value("companyUuid").toString().isEmpty();
        const QJsonObject address = JsonReader::singleFromEnvelope(
            TestSandbox::wait(client.get(client.accountPath(
                                  QString("/addresses/v2/%1/%2")
                                      .arg(company ? "companies" : "persons", pick->customerKey))))
                .answer)
                                        .value_or(QJsonObject());
        QString to; // the primary e-mail address, read here from the record as the sandbox has it
        for (const QJsonValue &v : address.value("contacts").toArray())
            if (v.toObject().value("type").toString() == "email"
                && (to.isEmpty() || v.toObject().value("is_primary").toBool()))
                to = v.toObject().value("value").toString();
        QVERIFY(!to.isEmpty());
        QVERIFY(
            RecordStore(m_clientDir.path(), m_account).upsert(company ? "companies" : "persons", address));

        const SessionContext session = sessionOf(&client);
        auto *dialog = new ReminderRunDialog(session);
        QPointer<ReminderRunDialog> guard(dialog);
        QTemporaryDir folder;
        QList<QUrl> opened;
        dialog->setHandoverFolder(folder.path());
        dialog->setUrlOpener([&opened](const QUrl &url) {
            opened << url;
            return true;
        });
        dialog->show();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isLoading() && dialog->tree()->topLevelItemCount() > 0, 20000);
        QTreeWidget *tree = dialog->tree();
        QTreeWidgetItem *target = nullptr;
        for (int g = 0; g < tree->topLevelItemCount(); ++g)
            for (int i = 0; i < tree->topLevelItem(g)->childCount(); ++i) {
                QTreeWidgetItem *item = tree->topLevelItem(g)->child(i);
                item->setCheckState(0, item->text(0) == pick->number ? Qt::Checked : Qt::Unchecked);
                if (item->text(0) == pick->number)
                    target = item;
            }
        QVERIFY(target);
        auto *delivery = qobject_cast<QComboBox *>(tree->itemWidget(target->parent(), 7));
        QVERIFY(delivery);
        delivery->setCurrentIndex(delivery->findData(int(ReminderRun::Delivery::MailProgram)));
        QCOMPARE(dialog->selected().size(), 1);
        const ReminderCandidate chosen = dialog->selected().first();
        QCOMPARE(chosen.email, to);
        dialog->startButton()->click();
        QMessageBox *box = nullptr;
        QTRY_VERIFY((box = dialog->findChild<QMessageBox *>("reminderConfirmation")) != nullptr);
        QVERIFY2(box->text().contains("1 through your mail program"), qPrintable(box->text()));
        for (QAbstractButton *b : box->buttons())
            if (box->buttonRole(b) == QMessageBox::AcceptRole)
                b->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog->summary()->isVisible(), 30000);
        QCOMPARE(level(chosen.uuid), chosen.nextLevel);
        QCOMPARE(dialog->unprintedCount(), 1);
        QVERIFY2(dialog->summary()->toPlainText().contains("not handed to the mail program yet"),
            qPrintable(dialog->summary()->toPlainText()));
        QVERIFY(opened.isEmpty());
        QCOMPARE(dialog->handToMailProgram(), 1);
        QCOMPARE(dialog->unprintedCount(), 0);
        QCOMPARE(opened.size(), 1);
        QCOMPARE(opened.first().scheme(), QStringLiteral("mailto"));
        QCOMPARE(opened.first().path(), to);
        QVERIFY2(
            QUrlQuery(opened.first()).queryItemValue("subject", QUrl::FullyDecoded).contains(chosen.number),
            qPrintable(opened.first().toString()));
        // The saved PDF is the reminder of the level reached.
        const QStringList files = QDir(folder.path()).entryList({"*.pdf"});
        QCOMPARE(files.size(), 1);
        QPdfDocument document;
        document.load(QDir(folder.path()).filePath(files.first()));
        QCOMPARE(document.status(), QPdfDocument::Status::Ready);
        QVERIFY2(document.getAllText(0).text().contains(
                     title(chosen.nextLevel, languageOf(chosen.uuid)) + ' ' + chosen.number),
            qPrintable(document.getAllText(0).text().left(300)));
        // The service sent nothing for it.
        QVERIFY(ReminderOutbox::about(ReminderOutbox::read(m_sandbox.dataDir()), chosen.number).isEmpty());
        QVERIFY2(dialog->summary()->toPlainText().contains("handed to the mail program"),
            qPrintable(dialog->summary()->toPlainText()));
        dialog->close();
        QTRY_VERIFY(guard.isNull());
    }

    // A reminder the service refuses (not due yet by its own rule) is reported in the user's words with
    // the reason, and the run goes on with the next invoice.
    void refusalIsExplainedAndTheRunGoesOn()
    {
        const ReminderPlan plan = ReminderRun::plan(m_clientDir.path(), m_account, QDate::currentDate());
        std::optional<ReminderCandidate> notDue;
        for (const ReminderCandidate &c : plan.notDue)
            if (!notDue && c.nextLevel > 0 && level(c.uuid) == c.currentLevel)
                notDue = c;
        std::optional<ReminderCandidate> due;
        for (const ReminderCandidate &c : plan.candidates)
            if (!due && c.nextLevel != (notDue ? notDue->nextLevel : 0) && level(c.uuid) == c.currentLevel)
                due = c;
        QVERIFY(notDue && due);
        // Asked for anyway (as a stale copy would): the service refuses, nothing changes there.
        ReminderCandidate forced = *notDue;
        forced.due = true;
        const QList<ReminderRun::Outcome> outcomes = run({forced, *due},
            {{forced.nextLevel, ReminderRun::Delivery::Email},
                {due->nextLevel, ReminderRun::Delivery::Email}});
        QCOMPARE(outcomes.size(), 2);
        QCOMPARE(outcomes.at(0).state, ReminderRun::State::Failed);
        QVERIFY2(outcomes.at(0).message.contains("refused the reminder")
                && outcomes.at(0).message.contains("not due yet"),
            qPrintable(outcomes.at(0).message));
        QCOMPARE(level(forced.uuid), forced.currentLevel);
        QCOMPARE(outcomes.at(1).state, ReminderRun::State::Done);
        QCOMPARE(level(due->uuid), due->nextLevel);
    }
};

QTEST_MAIN(TestReminders)
#include "tst_reminders.moc"
