// `invoicedesk --import-payments` through the real program against the sandbox: wrong use and files that
// are not camt exit 2; a dry run lists and books nothing; a run books the reference matches only (never
// the suggestion), one line per entry, exit 4 while some entry is not booked; a rerun books nothing twice;
// a file whose every entry is booked exits 0. Open amounts are the sandbox's, before and after.
// Issue 32: the same file read by two copies of the account (two homes) is booked once; a dropped
// paymentAdd is reported failed and booked by the rerun, exactly once; a claim left by a process killed
// before its request is booked by the next run, one killed after its request reached the service is
// "already booked" (never sent twice); an over-payment is `booked, over-paid` with the amount booked and the
// excess named, exit 4; an invoice paid at the service and then in a bank file is already paid, not booked.
#include "CamtBuilder.h"
#include "TestSandbox.h"
#include "api/ApiJob.h"
#include "api/DocumentsApi.h"
#include "api/JsonReader.h"
#include "documents/DocumentActionsApi.h"
#include "domain/DocumentSummary.h"
#include "domain/Money.h"
#include "domain/PaymentReference.h"
#include "session/Profile.h"
#include "session/ProfileSettings.h"
#include "store/DocumentStore.h"
#include "store/PaymentLog.h"

#include <QProcess>
#include <QTest>

class TestPaymentImportCli : public QObject
{
    Q_OBJECT

    TestSandbox m_sandbox;
    QString m_account;
    QString m_iban;
    QTemporaryDir m_files;
    ApiClient *m_client = nullptr;

    QSet<QString> m_used; // invoices a check has taken already
    int m_nextReference = 0;

    // The environment of the program; with `home`, another copy of the account (another workstation).
    QProcessEnvironment environment(const QString &home = {}) const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("INVOICEDESK_TOKEN", m_sandbox.token());
        if (!home.isEmpty()) {
            env.insert("HOME", home);
            env.remove("XDG_DATA_HOME");
            env.remove("XDG_CONFIG_HOME");
            env.remove("XDG_CACHE_HOME");
        }
        return env;
    }

    int program(const QStringList &arguments, QString *out = nullptr, QString *err = nullptr,
        const QString &home = {})
    {
        QProcess p;
        p.setProcessEnvironment(environment(home));
        p.start(INVOICEDESK_APP, arguments);
        if (!p.waitForFinished(120000))
            return -1;
        if (out)
            *out = QString::fromUtf8(p.readAllStandardOutput());
        if (err)
            *err = QString::fromUtf8(p.readAllStandardError());
        return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    }

    QStringList importArguments(const QString &file) const
    {
        return {"--import-payments", file, "--base-url", m_sandbox.url().toString(), "--account", m_account};
    }

    int import(const QString &file, QStringList *lines, bool dryRun = false, const QString &home = {})
    {
        QStringList args = importArguments(file);
        if (dryRun)
            args << "--dry-run";
        QString out;
        QString err;
        const int code = program(args, &out, &err, home);
        *lines = out.split('\n', Qt::SkipEmptyParts);
        if (code != 0 && code != 4)
            qWarning() << "exit" << code << out << err;
        return code;
    }

    QString dataDir() const
    {
        Profile profile;
        profile.name = "default";
        profile.serverUrl = m_sandbox.url();
        profile.accountUuid = m_account;
        return ProfileSettings::dataDirFor(profile);
    }

    qint64 openOf(const QString &uuid)
    {
        const auto r = TestSandbox::wait(DocumentsApi(m_client).get(DocumentKind::Invoice, uuid));
        return JsonReader::scaled(
            JsonReader::singleFromEnvelope(r.answer).value_or(QJsonObject()).value("openAmount"))
            .value_or(0);
    }

    // The invoice's payments as the sandbox keeps them.
    QJsonArray paymentsOf(const QString &uuid)
    {
        const auto r = TestSandbox::wait(DocumentsApi(m_client).get(DocumentKind::Invoice, uuid));
        return JsonReader::singleFromEnvelope(r.answer).value_or(QJsonObject()).value("payments").toArray();
    }

    struct Pick
    {
        QString uuid;
        QString number;
        QString customer;
        QString reference;
        qint64 open = 0; // the sandbox's, read before the check
    };

    // `count` open CHF invoices of more than 50.00 that no other check took, each given a QR reference of
    // its own at the sandbox.
    QList<Pick> pick(int count)
    {
        QString out;
        if (program({"--sync", "--base-url", m_sandbox.url().toString(), "--account", m_account}, &out) != 0)
            return {};
        QList<Pick> picks;
        for (const DocumentSummary &s : DocumentStore(dataDir(), m_account).loadAll(DocumentKind::Invoice)) {
            if (picks.size() == count)
                break;
            if (s.cancelled || s.currency != "CHF" || !s.openMinor || *s.openMinor <= 5000
                || s.receiverName.isEmpty() || s.number.isEmpty() || m_used.contains(s.uuid))
                continue;
            const qint64 open = openOf(s.uuid);
            if (open <= 5000 || !paymentsOf(s.uuid).isEmpty())
                continue;
            m_used.insert(s.uuid);
            const QString reference =
                PaymentReference::makeQrr(QString::number(770000100 + ++m_nextReference));
            m_sandbox.patchInvoice(m_account, s.uuid,
                {{"paymentInstrucations", QJsonObject {{"iban", m_iban}, {"reference", reference}}}});
            picks << Pick {s.uuid, s.number, s.receiverName, reference, open};
        }
        return picks;
    }

    CamtBuilder::Entry entryFor(const Pick &p, qint64 amountMinor, const QString &bankReference) const
    {
        return {m_iban, Money::toDecimalString(amountMinor), "CHF", p.reference, p.customer, bankReference};
    }

    QString write(const CamtBuilder &camt, const QString &name)
    {
        const QString path = m_files.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(camt.xml()) < 0)
            return {};
        return path;
    }

    static QString lineFor(const QStringList &lines, const QString &number)
    {
        for (const QString &line : lines) {
            if (line.section('\t', 1, 1) == number)
                return line;
        }
        return {};
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error()));
        QCoreApplication::setOrganizationName("InvoiceDesk");
        QCoreApplication::setApplicationName("InvoiceDesk");
        m_account = m_sandbox.accounts().first();
        m_client = new ApiClient(m_sandbox.config(m_account), this);
        const auto accounts = TestSandbox::wait(
            m_client->get(m_client->accountPath(QStringLiteral("/finances/v2/bank-accounts"))));
        for (const QJsonValue &v : accounts.answer.object().value("data").toArray()) {
            if (v.toObject().value("isDefault").toBool())
                m_iban = v.toObject().value("iban").toString().remove(' ');
        }
        QVERIFY(!m_iban.isEmpty());
    }

    void wrongUseExitsTwo()
    {
        QStringList lines;
        QCOMPARE(import(m_files.filePath("missing.xml"), &lines), 2);
        const QString text = m_files.filePath("text.xml");
        QFile f(text);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("<html><body>not a bank file</body></html>");
        f.close();
        QCOMPARE(import(text, &lines), 2);
        QVERIFY(lines.isEmpty());
    }

    void importBooksReferenceMatchesOnly()
    {
        // The local copy, to pick open invoices from.
        QString out;
        QCOMPARE(
            program({"--sync", "--base-url", m_sandbox.url().toString(), "--account", m_account}, &out), 0);
        QList<DocumentSummary> open;
        QHash<qint64, int> sameOpen;
        const QList<DocumentSummary> all = DocumentStore(dataDir(), m_account).loadAll(DocumentKind::Invoice);
        for (const DocumentSummary &s : all)
            sameOpen[s.openMinor.value_or(0)] += 1;
        for (const DocumentSummary &s : all) {
            if (!s.cancelled && s.currency == "CHF" && s.openMinor && *s.openMinor > 1000
                && !s.receiverName.isEmpty() && sameOpen.value(*s.openMinor) == 1)
                open << s;
        }
        QVERIFY(open.size() >= 3);
        const DocumentSummary full = open.at(0), partial = open.at(1), suggestion = open.at(2);
        const qint64 fullOpen = openOf(full.uuid), partialOpen = openOf(partial.uuid);
        const qint64 suggestionOpen = openOf(suggestion.uuid);
        const QString fullRef = PaymentReference::makeQrr(u"880000101");
        const QString partialRef = PaymentReference::makeScor(u"INV880000102");
        QVERIFY(!partialRef.isEmpty());
        for (const auto &[uuid, ref] : {std::pair {full.uuid, fullRef}, std::pair {partial.uuid, partialRef}})
            m_sandbox.patchInvoice(m_account, uuid,
                {{"paymentInstrucations", QJsonObject {{"iban", m_iban}, {"reference", ref}}}});

        CamtBuilder camt;
        const qint64 part = partialOpen - 1000; // all but 10.00
        camt.entries << CamtBuilder::Entry {m_iban, Money::toDecimalString(fullOpen), "CHF", fullRef,
            full.receiverName, "C-1"}
                     << CamtBuilder::Entry {m_iban, Money::toDecimalString(part), "CHF", partialRef,
                            partial.receiverName, "C-2"}
                     << CamtBuilder::Entry {m_iban, Money::toDecimalString(suggestionOpen), "CHF", {},
                            suggestion.receiverName, "C-3"}
                     << CamtBuilder::Entry {m_iban, "12.00", "CHF", PaymentReference::makeQrr(u"880000999"),
                            "Unbekannt AG", "C-4"};
        const QString file = write(camt, "payments.xml");

        // A dry run lists what it would book and sends nothing.
        QStringList lines;
        QCOMPARE(import(file, &lines, true), 4);
        QCOMPARE(lines.size(), 4);
        QVERIFY2(lineFor(lines, full.number).startsWith("would book\t"), qPrintable(lines.join('\n')));
        QCOMPARE(openOf(full.uuid), fullOpen);

        // The run: the two reference matches booked, the suggestion and the unknown reference listed.
        QCOMPARE(import(file, &lines), 4);
        QCOMPARE(lines.size(), 4);
        QVERIFY2(lineFor(lines, full.number)
                     .startsWith("booked\t" + full.number + "\t" + Money::toDecimalString(fullOpen) + " CHF"),
            qPrintable(lines.join('\n')));
        QVERIFY2(lineFor(lines, partial.number).startsWith("booked\t"), qPrintable(lines.join('\n')));
        QVERIFY2(lineFor(lines, suggestion.number).startsWith("suggested\t"), qPrintable(lines.join('\n')));
        QVERIFY2(lines.at(3).startsWith("unmatched\t-\t12.00 CHF"), qPrintable(lines.at(3)));
        QCOMPARE(openOf(full.uuid), 0);
        QCOMPARE(openOf(partial.uuid), 1000); // partialOpen - part
        QCOMPARE(openOf(suggestion.uuid), suggestionOpen); // never booked without the bookkeeper

        // Again: nothing twice.
        QCOMPARE(import(file, &lines), 4);
        QVERIFY2(lineFor(lines, full.number).startsWith("already booked\t"), qPrintable(lines.join('\n')));
        QVERIFY2(lineFor(lines, partial.number).startsWith("already booked\t"), qPrintable(lines.join('\n')));
        QCOMPARE(openOf(partial.uuid), 1000);

        // A file whose every credit entry is booked (one now, one before) and a debit: exit 0.
        CamtBuilder rest;
        rest.version = "04";
        rest.entries << CamtBuilder::Entry {m_iban, "10.00", "CHF", partialRef, partial.receiverName, "C-5"}
                     << CamtBuilder::Entry {m_iban, Money::toDecimalString(fullOpen), "CHF", fullRef,
                            full.receiverName, "C-1"};
        CamtBuilder::Entry debit {m_iban, "5.00", "CHF", {}, "Bank", "C-6"};
        debit.credit = false;
        rest.entries << debit;
        QCOMPARE(import(write(rest, "rest.xml"), &lines), 0);
        QVERIFY2(lines.at(0).startsWith("booked\t" + partial.number + "\t10.00 CHF"),
            qPrintable(lines.join('\n')));
        QVERIFY2(lines.at(1).startsWith("already booked\t" + full.number), qPrintable(lines.join('\n')));
        QCOMPARE(openOf(partial.uuid), 0);

        // A new payment naming the invoice paid in full above: not booked, listed as unmatched with the
        // reason, exit 4.
        CamtBuilder late;
        late.entries << CamtBuilder::Entry {m_iban, "50.00", "CHF", fullRef, full.receiverName, "C-7"};
        QCOMPARE(import(write(late, "late.xml"), &lines), 4);
        QCOMPARE(lines.size(), 1);
        QVERIFY2(
            lines.at(0).startsWith("unmatched\t" + full.number + "\t50.00 CHF"), qPrintable(lines.at(0)));
        QVERIFY2(
            lines.at(0).contains("invoice " + full.number + " is already paid"), qPrintable(lines.at(0)));
        QCOMPARE(openOf(full.uuid), 0);
    }

    void twoCopiesBookOnce()
    {
        // Issue 32, item 1: copy A books a full and a partial payment; copy B (another home, its own local
        // copy synchronised from the service) reads the same file and books nothing.
        const QList<Pick> p = pick(2);
        QCOMPARE(p.size(), 2);
        const Pick &full = p.at(0), &partial = p.at(1);
        CamtBuilder camt;
        camt.entries << entryFor(full, full.open, "K-1") // all that is open
                     << entryFor(partial, 2500, "K-2"); // 25.00 of more than 50.00 open: partial
        const QString file = write(camt, "two-copies.xml");
        QStringList lines;
        QCOMPARE(import(file, &lines), 0);
        QVERIFY2(lineFor(lines, full.number).startsWith("booked\t"), qPrintable(lines.join('\n')));
        QVERIFY2(lineFor(lines, partial.number).startsWith("booked\t" + partial.number + "\t25.00 CHF"),
            qPrintable(lines.join('\n')));
        QCOMPARE(openOf(full.uuid), 0);
        QCOMPARE(openOf(partial.uuid), partial.open - 2500); // lowered by 25.00 once

        QTemporaryDir home;
        QVERIFY(home.isValid());
        QCOMPARE(import(file, &lines, false, home.path()), 0);
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lineFor(lines, full.number).startsWith("already booked\t"), qPrintable(lines.join('\n')));
        QVERIFY2(lineFor(lines, partial.number).startsWith("already booked\t"), qPrintable(lines.join('\n')));
        QVERIFY2(lineFor(lines, partial.number).contains("K-2"), qPrintable(lines.join('\n')));
        QCOMPARE(openOf(full.uuid), 0);
        QCOMPARE(openOf(partial.uuid), partial.open - 2500); // still lowered only once
        const QJsonArray payments = paymentsOf(partial.uuid);
        QCOMPARE(payments.size(), 1);
        QCOMPARE(payments.first().toObject().value("reference").toString(), QString("K-2"));
        QCOMPARE(paymentsOf(full.uuid).size(), 1);
        // And copy B again: still recognised at the service, still nothing booked.
        QCOMPARE(import(file, &lines, false, home.path()), 0);
        QCOMPARE(paymentsOf(partial.uuid).size(), 1);
    }

    void droppedPaymentAddThenRerun()
    {
        // Issue 32, item 2: the service drops paymentAdd (every attempt): nothing is booked, and the line
        // says so (failed, exit 1); the rerun books it, once.
        const QList<Pick> p = pick(1);
        QCOMPARE(p.size(), 1);
        const Pick &d = p.first();
        CamtBuilder camt;
        camt.entries << entryFor(d, d.open, "D-1");
        const QString file = write(camt, "dropped.xml");
        m_sandbox.addFault(
            {{"method", "PATCH"}, {"path", d.uuid + "/actions/paymentAdd"}, {"drop", true}, {"times", 3}});
        QStringList lines;
        QCOMPARE(import(file, &lines), 1);
        m_sandbox.clearFaults();
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines.first().startsWith("failed\t" + d.number), qPrintable(lines.first()));
        QVERIFY2(lines.first().contains("no such payment"), qPrintable(lines.first()));
        QCOMPARE(openOf(d.uuid), d.open);
        QCOMPARE(paymentsOf(d.uuid).size(), 0);

        QCOMPARE(import(file, &lines), 0);
        QVERIFY2(
            lines.first().startsWith("booked\t" + d.number + "\t" + Money::toDecimalString(d.open) + " CHF"),
            qPrintable(lines.first()));
        QCOMPARE(openOf(d.uuid), 0);
        QCOMPARE(paymentsOf(d.uuid).size(), 1);

        QCOMPARE(import(file, &lines), 0);
        QVERIFY2(lines.first().startsWith("already booked\t" + d.number), qPrintable(lines.first()));
        QCOMPARE(paymentsOf(d.uuid).size(), 1);
    }

    void killedBeforeTheRequest()
    {
        // Issue 32, item 2: a process killed between its claim and its request leaves the entry "sending"
        // in the local copy and nothing at the service. The claim is written here as that process left it
        // (the key of a bank entry is "bank:" and its bank reference). The next run books it, once.
        const QList<Pick> p = pick(1);
        QCOMPARE(p.size(), 1);
        const Pick &k = p.first();
        PaymentRecord claim;
        claim.invoiceUuid = k.uuid;
        claim.invoiceNumber = k.number;
        claim.date = QDate::currentDate();
        claim.amountMinor = k.open;
        claim.currency = "CHF";
        claim.reference = k.reference;
        claim.source = PaymentRecord::Source::BankFile;
        claim.entryKey = "bank:KB-1";
        {
            PaymentLog log(dataDir(), m_account);
            QVERIFY2(log.claim(claim), qPrintable(log.errorString()));
        }
        CamtBuilder camt;
        camt.entries << entryFor(k, k.open, "KB-1");
        QStringList lines;
        QCOMPARE(import(write(camt, "killed-before.xml"), &lines), 0);
        QVERIFY2(
            lines.first().startsWith("booked\t" + k.number + "\t" + Money::toDecimalString(k.open) + " CHF"),
            qPrintable(lines.first()));
        QCOMPARE(openOf(k.uuid), 0);
        QCOMPARE(paymentsOf(k.uuid).size(), 1);
    }

    void killedAfterTheRequest()
    {
        // Issue 32, item 2: kill -9 while the service's answer is on its way (it booked the payment, the
        // answer is 5 minutes late). The rerun finds the entry among the invoice's payments: already booked,
        // exit 0, not sent again.
        const QList<Pick> p = pick(1);
        QCOMPARE(p.size(), 1);
        const Pick &k = p.first();
        CamtBuilder camt;
        camt.entries << entryFor(k, k.open, "KA-1");
        const QString file = write(camt, "killed-after.xml");
        m_sandbox.addFault({{"method", "PATCH"}, {"path", k.uuid + "/actions/paymentAdd"},
            {"delayMs", 300000}, {"times", 1}});
        QProcess process;
        process.setProcessEnvironment(environment());
        process.start(INVOICEDESK_APP, importArguments(file));
        // Booked at the service (the program synchronises and reads the invoices first: slow on a busy
        // machine).
        QTRY_COMPARE_WITH_TIMEOUT(openOf(k.uuid), 0, 240000);
        process.kill(); // SIGKILL
        QVERIFY(process.waitForFinished(10000));
        m_sandbox.clearFaults();
        QCOMPARE(process.exitStatus(), QProcess::CrashExit);

        QStringList lines;
        QCOMPARE(import(file, &lines), 0);
        QVERIFY2(lines.first().startsWith("already booked\t" + k.number), qPrintable(lines.first()));
        QVERIFY2(lines.first().contains("answer was lost"), qPrintable(lines.first()));
        QCOMPARE(openOf(k.uuid), 0);
        QCOMPARE(paymentsOf(k.uuid).size(), 1);
    }

    void overPayment()
    {
        // Issue 32, item 3: 41.90 more than is open. What is open is booked; the line says so, with the
        // excess, and the run needs attention (exit 4).
        const QList<Pick> p = pick(1);
        QCOMPARE(p.size(), 1);
        const Pick &o = p.first();
        CamtBuilder camt;
        camt.entries << entryFor(o, o.open + 4190, "O-1");
        QStringList lines;
        QCOMPARE(import(write(camt, "over.xml"), &lines), 4);
        QCOMPARE(lines.size(), 1);
        // The amount column is what was booked: the open amount, not the bank's 41.90 more.
        QVERIFY2(lines.first().startsWith(
                     "booked, over-paid\t" + o.number + "\t" + Money::toDecimalString(o.open) + " CHF\t"),
            qPrintable(lines.first()));
        QVERIFY2(lines.first().contains("Over-paid by CHF") && lines.first().contains("41.90"),
            qPrintable(lines.first()));
        QCOMPARE(openOf(o.uuid), 0);
        const QJsonArray payments = paymentsOf(o.uuid);
        QCOMPARE(payments.size(), 1);
        QCOMPARE(qRound64(payments.first().toObject().value("amount").toDouble() * 100), o.open);
    }

    void paidAtServiceThenInBankFile()
    {
        // Paid at the service (the bookkeeper booked it there, no reference), then the bank file brings the
        // payment: the invoice is already paid, nothing is booked, the line is unmatched with the reason.
        const QList<Pick> p = pick(1);
        QCOMPARE(p.size(), 1);
        const Pick &q = p.first();
        QVERIFY(TestSandbox::wait(
            DocumentActionsApi(m_client).perform(DocumentKind::Invoice, q.uuid, "paymentAdd", QJsonObject {}))
                    .ok);
        QCOMPARE(openOf(q.uuid), 0);
        CamtBuilder camt;
        camt.entries << entryFor(q, q.open, "Q-1");
        QStringList lines;
        QCOMPARE(import(write(camt, "paid-at-service.xml"), &lines), 4);
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines.first().startsWith(
                     "unmatched\t" + q.number + "\t" + Money::toDecimalString(q.open) + " CHF"),
            qPrintable(lines.first()));
        QVERIFY2(
            lines.first().contains("invoice " + q.number + " is already paid"), qPrintable(lines.first()));
        QCOMPARE(paymentsOf(q.uuid).size(), 1);
    }
};

QTEST_GUILESS_MAIN(TestPaymentImportCli)
#include "tst_payment_import_cli.moc"
