// `invoicedesk --import-payments` through the real program against the sandbox: wrong use and files that
// are not camt exit 2; a dry run lists and books nothing; a run books the reference matches only (never
// the suggestion), one line per entry, exit 4 while some entry is not booked; a rerun books nothing twice;
// a file whose every entry is booked exits 0. Open amounts are the sandbox's, before and after.
#include "CamtBuilder.h"
#include "TestSandbox.h"
#include "api/ApiJob.h"
#include "api/DocumentsApi.h"
#include "api/JsonReader.h"
#include "domain/DocumentSummary.h"
#include "domain/Money.h"
#include "domain/PaymentReference.h"
#include "session/Profile.h"
#include "session/ProfileSettings.h"
#include "store/DocumentStore.h"

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

    int program(const QStringList &arguments, QString *out = nullptr, QString *err = nullptr)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("INVOICEDESK_TOKEN", m_sandbox.token());
        p.setProcessEnvironment(env);
        p.start(INVOICEDESK_APP, arguments);
        if (!p.waitForFinished(120000))
            return -1;
        if (out)
            *out = QString::fromUtf8(p.readAllStandardOutput());
        if (err)
            *err = QString::fromUtf8(p.readAllStandardError());
        return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    }

    int import(const QString &file, QStringList *lines, bool dryRun = false)
    {
        QStringList args {
            "--import-payments", file, "--base-url", m_sandbox.url().toString(), "--account", m_account};
        if (dryRun)
            args << "--dry-run";
        QString out;
        QString err;
        const int code = program(args, &out, &err);
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
        return qRound64(
            JsonReader::singleFromEnvelope(r.answer).value_or(QJsonObject()).value("openAmount").toDouble()
            * 100);
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
};

QTEST_GUILESS_MAIN(TestPaymentImportCli)
#include "tst_payment_import_cli.moc"
