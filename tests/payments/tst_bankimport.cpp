// The bank-file import through its window (BankImportDialog) against the sandbox: a camt.054 written
// here for invoices whose QR references are set on the sandbox, the review's statuses, one confirmation,
// the open amounts the sandbox reports afterwards, the payment history and the detail pane; a second
// import of the same file books nothing; a refusal in the middle of booking, then a rerun that books
// only what was refused; a payment of an invoice already paid, never booked. Expected amounts are the
// sandbox's own open amounts and hand arithmetic on them.
#include "CamtBuilder.h"
#include "TestSandbox.h"
#include "api/ApiJob.h"
#include "api/DocumentsApi.h"
#include "api/JsonReader.h"
#include "documents/BackgroundWorkModel.h"
#include "documents/BankImport.h"
#include "documents/BatchTracker.h"
#include "documents/PaymentHistory.h"
#include "domain/DocumentSummary.h"
#include "domain/Money.h"
#include "domain/PaymentReference.h"
#include "store/DocumentStore.h"
#include "store/PaymentLog.h"
#include "store/RecordStore.h"
#include "sync/SyncController.h"
#include "views/documents/DocumentDetailPane.h"
#include "views/documents/PaymentHistoryView.h"
#include "views/payments/BankImportDialog.h"
#include "views/payments/PaymentReviewModel.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

class TestBankImport : public QObject
{
    Q_OBJECT

    TestSandbox m_sandbox;
    QTemporaryDir m_data;
    QTemporaryDir m_files;
    QString m_account;
    QString m_iban; // the default bank account's
    ApiClient *m_client = nullptr;
    QWidget *m_window = nullptr;
    BackgroundWorkModel *m_work = nullptr;
    QSet<QString> m_used;
    int m_nextReference = 7000;

    SessionContext session() const
    {
        SessionContext s(m_client);
        s.config = m_sandbox.config(m_account);
        s.dataDir = m_data.path();
        s.accountUuid = m_account;
        return s;
    }

    QJsonObject invoice(const QString &uuid)
    {
        const auto r = TestSandbox::wait(DocumentsApi(m_client).get(DocumentKind::Invoice, uuid));
        return JsonReader::singleFromEnvelope(r.answer).value_or(QJsonObject());
    }

    qint64 openOf(const QString &uuid)
    {
        return JsonReader::scaled(invoice(uuid).value("openAmount")).value_or(0);
    }

    struct Pick
    {
        QString uuid;
        QString number;
        QString customer;
        qint64 open = 0; // the sandbox's, fetched now
        QString reference; // set on the sandbox here
    };

    // Unused CHF invoices with something open (the local copy's list, the sandbox's open amount), each
    // given a fresh QR reference on the sandbox. Open amounts above 10.00, so half of one is a partial.
    QList<Pick> pick(int count, bool withReference = true)
    {
        QList<Pick> picks;
        const QList<DocumentSummary> all =
            DocumentStore(m_data.path(), m_account).loadAll(DocumentKind::Invoice);
        // A suggestion must fit one open invoice only: its open amount unique in the copy.
        QHash<qint64, int> sameOpen;
        for (const DocumentSummary &s : all)
            sameOpen[s.openMinor.value_or(0)] += 1;
        for (const DocumentSummary &s : all) {
            if (m_used.contains(s.uuid) || s.cancelled || s.currency != "CHF" || !s.openMinor
                || *s.openMinor <= 1000 || s.receiverName.isEmpty())
                continue;
            if (!withReference && sameOpen.value(*s.openMinor) != 1)
                continue;
            Pick p {s.uuid, s.number, s.receiverName, openOf(s.uuid), {}};
            if (p.open != *s.openMinor)
                continue; // changed since the sync
            if (withReference) {
                // The sandbox's own reference when it gave one, else one set here.
                p.reference = PaymentReference::normalised(
                    invoice(s.uuid).value("paymentInstrucations").toObject().value("reference").toString());
                if (p.reference.isEmpty()) {
                    p.reference =
                        PaymentReference::makeQrr(QString("990000" + QString::number(++m_nextReference)));
                    m_sandbox.patchInvoice(m_account, s.uuid,
                        {{"paymentInstrucations",
                            QJsonObject {{"iban", m_iban}, {"reference", p.reference}}}});
                }
            }
            m_used.insert(s.uuid);
            picks << p;
            if (picks.size() == count)
                break;
        }
        return picks;
    }

    QString write(const CamtBuilder &camt, const QString &name)
    {
        const QString path = m_files.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(camt.xml()) < 0)
            return {};
        return path;
    }

    CamtBuilder::Entry entry(const Pick &p, qint64 amountMinor, const QString &bankReference)
    {
        CamtBuilder::Entry e;
        e.accountIban = m_iban;
        e.amount = Money::toDecimalString(amountMinor);
        e.reference = p.reference;
        e.debtor = p.customer;
        e.bankReference = bankReference;
        return e;
    }

    // Opens the file in a new import window and waits for its review.
    BankImportDialog *openDialog(const QString &path)
    {
        auto *dialog = new BankImportDialog(session(), m_work, m_window);
        QSignalSpy read(dialog, &BankImportDialog::fileRead);
        dialog->show();
        dialog->openFile(path);
        if (!read.wait(30000)) {
            delete dialog;
            return nullptr;
        }
        return dialog;
    }

    static QStringList statuses(const BankImportDialog *dialog)
    {
        QStringList list;
        for (const BankImportRow &row : dialog->model()->rows())
            list << PaymentReviewModel::statusText(row);
        return list;
    }

    // Confirms the booking the dialog offers and waits for its end; the question's text.
    QString bookAll(BankImportDialog *dialog, int *booked = nullptr, int *notBooked = nullptr)
    {
        QSignalSpy finished(dialog, &BankImportDialog::bookingFinished);
        dialog->book();
        if (!dialog->confirmation())
            return {};
        const QString question =
            dialog->confirmation()->text() + "\n" + dialog->confirmation()->informativeText();
        dialog->confirmation()->button(QMessageBox::Yes)->click();
        if (!finished.wait(60000))
            return {};
        if (booked)
            *booked = finished.first().at(0).toInt();
        if (notBooked)
            *notBooked = finished.first().at(1).toInt();
        return question;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error()));
        m_account = m_sandbox.accounts().first();
        m_client = new ApiClient(m_sandbox.config(m_account), this);
        SyncOptions options;
        options.kinds = {DocumentKind::Invoice};
        SyncController sync(m_sandbox.config(m_account), m_data.path(), options);
        QVERIFY(sync.runAndWait(SyncController::Mode::Full, 60000).ok);
        const auto accounts = TestSandbox::wait(
            m_client->get(m_client->accountPath(QStringLiteral("/finances/v2/bank-accounts"))));
        QVERIFY(accounts.ok);
        QList<QJsonObject> records;
        for (const QJsonValue &v : accounts.answer.object().value("data").toArray()) {
            records << v.toObject();
            if (v.toObject().value("isDefault").toBool())
                m_iban = v.toObject().value("iban").toString().remove(' ');
        }
        QVERIFY(!m_iban.isEmpty());
        QVERIFY(RecordStore(m_data.path(), m_account).replaceAll("bankAccounts", records));
        m_window = new QWidget;
        m_work = new BackgroundWorkModel(m_window);
        m_window->resize(1000, 700);
        m_window->show();
    }

    void cleanupTestCase() { delete m_window; }

    void cleanup()
    {
        m_sandbox.clearFaults();
        qDeleteAll(m_window->findChildren<BankImportDialog *>());
    }

    void badFiles()
    {
        const QString notXml = m_files.filePath("notes.xml");
        QFile f(notXml);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("Kontoauszug März, siehe PDF\n");
        f.close();
        auto *dialog = new BankImportDialog(session(), m_work, m_window);
        QSignalSpy failed(dialog, &BankImportDialog::fileFailed);
        dialog->openFile(notXml);
        QVERIFY(failed.wait(20000));
        QVERIFY2(dialog->statusText().contains("notes.xml") && dialog->statusText().contains("camt"),
            qPrintable(dialog->statusText()));
        QCOMPARE(dialog->model()->rowCount(), 0);

        const QString pain = m_files.filePath("pain.xml");
        QFile g(pain);
        QVERIFY(g.open(QIODevice::WriteOnly));
        g.write("<?xml version=\"1.0\"?><Document xmlns=\"urn:iso:std:iso:20022:tech:xsd:pain.001.001.09\">"
                "<CstmrCdtTrfInitn/></Document>");
        g.close();
        dialog->openFile(pain);
        QVERIFY(failed.wait(20000));
        QVERIFY2(dialog->statusText().contains("pain.xml"), qPrintable(dialog->statusText()));
        delete dialog;
    }

    void importThroughWindow()
    {
        // full, partial, over, suggestion (no reference), and an invoice the EUR payment names.
        const QList<Pick> p = pick(5);
        QCOMPARE(p.size(), 5);
        QList<Pick> noRef = pick(1, false);
        QCOMPARE(noRef.size(), 1);
        const Pick &full = p.at(0), &partial = p.at(1), &over = p.at(2), &euro = p.at(3),
                   &wrongDigit = p.at(4);
        const Pick &suggested = noRef.first();
        const qint64 half = partial.open / 2;
        CamtBuilder camt;
        camt.entries << entry(full, full.open, "B-1") // Matched
                     << entry(partial, half, "B-2") // Partial
                     << entry(over, over.open + 1000, "B-3"); // Over-payment by 10.00
        CamtBuilder::Entry s = entry(suggested, suggested.open, "B-4");
        s.reference.clear(); // no reference: amount, currency and name fit
        camt.entries << s;
        CamtBuilder::Entry unknown = entry(full, 5000, "B-5");
        unknown.reference = PaymentReference::makeQrr(u"999999"); // valid, but no invoice has it
        camt.entries << unknown;
        CamtBuilder::Entry debit = entry(full, 7435, "B-6");
        debit.reference.clear();
        debit.credit = false;
        camt.entries << debit;
        camt.entries << entry(full, full.open, "B-1"); // the first entry again
        CamtBuilder::Entry eur = entry(euro, euro.open, "B-7");
        eur.currency = "EUR";
        camt.entries << eur;
        CamtBuilder::Entry foreign = entry(euro, euro.open, "B-8");
        foreign.accountIban = "DE89370400440532013000"; // a valid IBAN, not one of the account's
        camt.entries << foreign;
        CamtBuilder::Entry digit = entry(wrongDigit, wrongDigit.open, "B-9");
        digit.reference =
            wrongDigit.reference.left(26) + QString::number((wrongDigit.reference.right(1).toInt() + 1) % 10);
        camt.entries << digit;
        const QString path = write(camt, "camt054.xml");
        QVERIFY(!path.isEmpty());

        BankImportDialog *dialog = openDialog(path);
        QVERIFY(dialog);
        QAbstractItemModelTester tester(
            dialog->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(statuses(dialog),
            (QStringList {"Matched", "Partial payment", "Over-payment", "Suggested", "Unmatched",
                "Not a payment", "Twice in the file", "Other currency", "Not a payment", "Not a payment"}));
        const auto note = [dialog](int row) {
            return dialog->model()->index(row, PaymentReviewModel::Note).data().toString();
        };
        QVERIFY2(note(8).contains("DE89370400440532013000"), qPrintable(note(8)));
        QVERIFY2(note(9).contains("check digit"), qPrintable(note(9)));
        QVERIFY2(note(5).contains("debit"), qPrintable(note(5)));
        // The partial's open amount after it: what the sandbox has open minus the half paid.
        QCOMPARE(dialog->model()->index(1, PaymentReviewModel::OpenAfter).data().toString(),
            Money::format(partial.open - half, "CHF"));
        QCOMPARE(dialog->model()->index(0, PaymentReviewModel::Invoice).data().toString(),
            full.number + ", " + full.customer);

        // Nothing is booked before the question, and the question names count, total and invoices.
        QCOMPARE(openOf(full.uuid), full.open);
        QSignalSpy trackers(m_work, &QAbstractItemModel::rowsInserted);
        int booked = 0;
        int notBooked = 0;
        const QString question = bookAll(dialog, &booked, &notBooked);
        // full + half + what was open on `over` (the 10.00 beyond it are not booked)
        const qint64 total = full.open + half + over.open;
        QVERIFY2(question.contains("3 payment") && question.contains(Money::format(total, "CHF"))
                && question.contains(full.number) && question.contains(partial.number)
                && question.contains(over.number) && !question.contains(suggested.number),
            qPrintable(question));
        QCOMPARE(booked, 3);
        QCOMPARE(notBooked, 0);

        // The sandbox's open amounts afterwards.
        QCOMPARE(openOf(full.uuid), 0);
        QCOMPARE(openOf(partial.uuid), partial.open - half);
        QCOMPARE(openOf(over.uuid), 0);
        QCOMPARE(openOf(suggested.uuid), suggested.open);
        QCOMPARE(openOf(euro.uuid), euro.open);
        QCOMPARE(openOf(wrongDigit.uuid), wrongDigit.open);
        // The over-payment in the words of --import-payments: booked, over-paid, with the 10.00 named.
        QCOMPARE(
            statuses(dialog).mid(0, 4), (QStringList {"Booked", "Booked", "Booked, over-paid", "Suggested"}));
        QVERIFY2(note(2).contains("Over-paid by " + Money::format(1000, "CHF")), qPrintable(note(2)));
        QVERIFY2(dialog->statusText().contains("2 payment")
                && dialog->statusText().contains("1 booked, over-paid (" + Money::format(1000, "CHF")),
            qPrintable(dialog->statusText()));
        // Its progress in the Background work panel.
        QCOMPARE(trackers.count(), 1);
        BatchTracker *tracker = m_work->tracker(m_work->rowCount() - 1);
        QVERIFY(tracker->isFinished());
        QCOMPARE(tracker->succeeded(), 3);
        QCOMPARE(tracker->failed(), 0);

        // The summary to print and export.
        const QByteArray csv = dialog->summaryCsv();
        QVERIFY(csv.contains(full.number.toUtf8()));
        QVERIFY(csv.contains(Money::toDecimalString(half).toUtf8()));
        QVERIFY(dialog->summaryHtml().contains("Booked"));

        // The payment history: each payment with its source and reference; the detail pane shows it.
        const QList<BookedPayment> history = PaymentHistory::read(m_data.path(), m_account, partial.uuid);
        QCOMPARE(history.size(), 1);
        QCOMPARE(history.first().amountMinor, half);
        QVERIFY(history.first().fromBankFile);
        QCOMPARE(history.first().reference, partial.reference);
        QCOMPARE(history.first().date, QDate::currentDate());
        DocumentDetailPane pane;
        pane.setSession(session());
        QSignalSpy shown(pane.paymentHistory(), &PaymentHistoryView::shown);
        pane.showDocument(DocumentKind::Invoice, partial.uuid);
        QTRY_VERIFY_WITH_TIMEOUT(pane.plainText().contains(" (bank file)"), 20000);
        const QString text = pane.plainText();
        QVERIFY2(text.contains(Money::format(half, "CHF") + " (bank file)"), qPrintable(text));
        QVERIFY2(text.contains("Open: " + Money::format(partial.open - half, "CHF")), qPrintable(text));
        QVERIFY2(text.contains("Paid: "), qPrintable(text));
        delete dialog;

        // The same file again books nothing twice.
        BankImportDialog *again = openDialog(path);
        QVERIFY(again);
        QCOMPARE(statuses(again).mid(0, 4),
            (QStringList {"Already booked", "Already booked", "Already booked", "Suggested"}));
        QCOMPARE(statuses(again).at(6), QString("Twice in the file"));
        again->book();
        QVERIFY(!again->confirmation()); // nothing to book
        // A suggestion is booked only when checked, and then asked about too.
        const QModelIndex check = again->model()->index(3, PaymentReviewModel::Status);
        QCOMPARE(check.data(Qt::CheckStateRole).value<Qt::CheckState>(), Qt::Unchecked);
        QVERIFY(again->model()->setData(check, Qt::Checked, Qt::CheckStateRole));
        const QString second = bookAll(again, &booked, &notBooked);
        QVERIFY2(second.contains(suggested.number) && second.contains(Money::format(suggested.open, "CHF")),
            qPrintable(second));
        QCOMPARE(booked, 1);
        QCOMPARE(openOf(suggested.uuid), 0);
        QCOMPARE(openOf(partial.uuid), partial.open - half);
        QCOMPARE(openOf(full.uuid), 0);
        QCOMPARE(PaymentHistory::read(m_data.path(), m_account, full.uuid).size(), 1);
    }

    void failureInTheMiddle()
    {
        const QList<Pick> p = pick(3);
        QCOMPARE(p.size(), 3);
        CamtBuilder camt;
        camt.version = "04";
        for (int i = 0; i < 3; ++i)
            camt.entries << entry(p.at(i), p.at(i).open, QString("F-%1").arg(i));
        const QString path = write(camt, "camt054_v04.xml");
        // The second booking is refused by the service (a 500 once); the others go through.
        m_sandbox.addFault({{"method", "PATCH"}, {"path", p.at(1).uuid + "/actions/paymentAdd"},
            {"status", 500}, {"times", 1}});
        BankImportDialog *dialog = openDialog(path);
        QVERIFY(dialog);
        QCOMPARE(statuses(dialog), (QStringList {"Matched", "Matched", "Matched"}));
        int booked = 0;
        int notBooked = 0;
        QVERIFY(!bookAll(dialog, &booked, &notBooked).isEmpty());
        QCOMPARE(booked, 2);
        QCOMPARE(notBooked, 1);
        QCOMPARE(statuses(dialog), (QStringList {"Booked", "Failed", "Booked"}));
        QCOMPARE(openOf(p.at(0).uuid), 0);
        QCOMPARE(openOf(p.at(1).uuid), p.at(1).open);
        QCOMPARE(openOf(p.at(2).uuid), 0);
        delete dialog;

        // The rerun books only the refused one.
        BankImportDialog *rerun = openDialog(path);
        QVERIFY(rerun);
        QCOMPARE(statuses(rerun), (QStringList {"Already booked", "Matched", "Already booked"}));
        const QString question = bookAll(rerun, &booked, &notBooked);
        QVERIFY2(question.contains("1 payment") && question.contains(p.at(1).number), qPrintable(question));
        QCOMPARE(booked, 1);
        QCOMPARE(openOf(p.at(1).uuid), 0);
        for (const Pick &pick : p)
            QCOMPARE(PaymentHistory::read(m_data.path(), m_account, pick.uuid).size(), 1);
    }

    void sandboxBankFile()
    {
        // The sandbox as the bank: 20 payments for invoices with the references it gave them, 12 in full,
        // 6 partly (half of what is open), 2 with a reference no invoice has. One confirmation books the 18
        // that match; the 2 are listed.
        QList<Pick> invoices;
        for (const Pick &p : pick(18, false)) {
            const QString reference =
                invoice(p.uuid).value("paymentInstrucations").toObject().value("reference").toString();
            if (reference.isEmpty())
                QSKIP("The sandbox gives this account's invoices no payment reference.");
            invoices << p;
        }
        QCOMPARE(invoices.size(), 18);
        QJsonArray payments;
        qint64 total = 0;
        for (int i = 0; i < invoices.size(); ++i) {
            const qint64 amount = i < 12 ? invoices.at(i).open : invoices.at(i).open / 2;
            total += amount;
            payments.append(QJsonObject {
                {"invoiceUuid", invoices.at(i).uuid}, {"amount", Money::toDecimalString(amount).toDouble()}});
        }
        for (const char *amount : {"17.30", "250.00"})
            payments.append(QJsonObject {{"invoiceUuid", invoices.first().uuid}, {"unknownReference", true},
                {"amount", QString::fromLatin1(amount).toDouble()}});
        const QByteArray xml = m_sandbox.camt054(m_account, {{"version", "08"}, {"payments", payments}});
        QVERIFY2(xml.startsWith("<?xml"), xml.constData());
        const QString path = m_files.filePath("sandbox054.xml");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly) && f.write(xml) == xml.size());
        f.close();

        BankImportDialog *dialog = openDialog(path);
        QVERIFY(dialog);
        QStringList expected;
        for (int i = 0; i < 18; ++i)
            expected << (i < 12 ? "Matched" : "Partial payment");
        expected << "Unmatched"
                 << "Unmatched";
        QCOMPARE(statuses(dialog), expected);
        int booked = 0;
        int notBooked = 0;
        const QString question = bookAll(dialog, &booked, &notBooked);
        QVERIFY2(question.contains("18 payment") && question.contains(Money::format(total, "CHF")),
            qPrintable(question));
        QCOMPARE(booked, 18);
        QCOMPARE(notBooked, 0);
        for (int i = 0; i < invoices.size(); ++i)
            QCOMPARE(openOf(invoices.at(i).uuid), i < 12 ? 0 : invoices.at(i).open - invoices.at(i).open / 2);
        QCOMPARE(statuses(dialog).mid(18), (QStringList {"Unmatched", "Unmatched"}));
    }

    void lostAnswerIsSettledAgainstTheService()
    {
        const QList<Pick> p = pick(1);
        QCOMPARE(p.size(), 1);
        CamtBuilder camt;
        camt.entries << entry(p.first(), p.first().open, "L-1");
        const QString path = write(camt, "camt054_lost.xml");
        // The connection closes without an answer: booked or not, the client cannot know from the call, so it
        // reads the invoice's payments at the service. (Qt's network layer sends a request again once when a
        // reused connection closes before any answer: every attempt is dropped here.)
        m_sandbox.addFault({{"method", "PATCH"}, {"path", p.first().uuid + "/actions/paymentAdd"},
            {"drop", true}, {"times", 3}});
        BankImportDialog *dialog = openDialog(path);
        QVERIFY(dialog);
        int booked = 0;
        int notBooked = 0;
        QVERIFY(!bookAll(dialog, &booked, &notBooked).isEmpty());
        QCOMPARE(notBooked, 1);
        // Nothing reached the service: failed, and it says so.
        QCOMPARE(statuses(dialog), QStringList {"Failed"});
        const QString note = dialog->model()->index(0, PaymentReviewModel::Note).data().toString();
        QVERIFY2(note.contains(p.first().number) && note.contains("no such payment"), qPrintable(note));
        QCOMPARE(openOf(p.first().uuid), p.first().open);
        delete dialog;
        m_sandbox.clearFaults();
        // The rerun offers it again and books it, once.
        BankImportDialog *rerun = openDialog(path);
        QVERIFY(rerun);
        QCOMPARE(statuses(rerun), QStringList {"Matched"});
        QVERIFY(!bookAll(rerun, &booked, &notBooked).isEmpty());
        QCOMPARE(booked, 1);
        QCOMPARE(statuses(rerun), QStringList {"Booked"});
        QCOMPARE(openOf(p.first().uuid), 0);
        QCOMPARE(PaymentHistory::read(m_data.path(), m_account, p.first().uuid).size(), 1);
    }

    void alreadyPaidInvoice()
    {
        // One invoice is paid in full by a first file; a second file pays it again (another bank entry) and
        // pays another invoice. The second payment is "invoice already paid" and is never booked.
        const QList<Pick> p = pick(2);
        QCOMPARE(p.size(), 2);
        const Pick &paid = p.at(0), &other = p.at(1);
        CamtBuilder first;
        first.entries << entry(paid, paid.open, "P-1");
        BankImportDialog *dialog = openDialog(write(first, "camt054_paid1.xml"));
        QVERIFY(dialog);
        int booked = 0;
        QVERIFY(!bookAll(dialog, &booked).isEmpty());
        QCOMPARE(booked, 1);
        QCOMPARE(openOf(paid.uuid), 0);
        delete dialog;

        CamtBuilder second;
        second.entries << entry(paid, 2000, "P-2") << entry(other, other.open, "P-3");
        BankImportDialog *again = openDialog(write(second, "camt054_paid2.xml"));
        QVERIFY(again);
        QAbstractItemModelTester tester(
            again->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(statuses(again), (QStringList {"Invoice already paid", "Matched"}));
        const QString note = again->model()->index(0, PaymentReviewModel::Note).data().toString();
        QVERIFY2(note.contains("invoice " + paid.number + " is already paid"), qPrintable(note));
        QVERIFY(!again->model()->rows().first().canBook(true));
        const QString question = bookAll(again, &booked);
        QVERIFY2(question.contains("1 payment") && question.contains(other.number)
                && !question.contains(paid.number),
            qPrintable(question));
        QCOMPARE(booked, 1);
        QCOMPARE(statuses(again), (QStringList {"Invoice already paid", "Booked"}));
        QCOMPARE(openOf(paid.uuid), 0);
        QCOMPARE(openOf(other.uuid), 0);
        QCOMPARE(PaymentHistory::read(m_data.path(), m_account, paid.uuid).size(), 1);
    }
};

QTEST_MAIN(TestBankImport)
#include "tst_bankimport.moc"
