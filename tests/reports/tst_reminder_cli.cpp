// `invoicedesk --reminder-run` through the real program: the level rule's table (tests/support/
// DunningTable.h) set up on the sandbox, synchronised with --sync, and the CSV's proposedLevel and note
// compared with the hand-computed rows, for each variant of the levels switched on (at the service; --sync
// mirrors the settings and fetches the open invoices' next dates again). Nothing is sent without
// --send-email; wrong use exits 2. With
// --send-email the service e-mails each proposed reminder: the message in the sandbox's outbox is the
// reminder of its level (subject, fee, open amount + fee, the reminder's PDF), never the invoice, and a
// second run sends nothing again.
// Rows with a date given by the service are the client's side only (tst_dunning_rule).
#include "DunningTable.h"
#include "ReminderOutbox.h"
#include "TestSandbox.h"
#include "api/ApiJob.h"
#include "api/DocumentsApi.h"
#include "api/JsonReader.h"
#include "records/SettingsApi.h"

#include <QJsonArray>
#include <QProcess>
#include <QTest>

class TestReminderCli : public QObject
{
    Q_OBJECT

    TestSandbox m_sandbox;
    QString m_account;
    QString m_token;
    QTemporaryDir m_out;
    QHash<int, QString> m_numbers; // table row -> invoice number
    QHash<int, QString> m_uuids;

    // Runs the program; `out` gets its standard output and error.
    int program(const QStringList &arguments, QString *out = nullptr)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("INVOICEDESK_TOKEN", m_token);
        p.setProcessEnvironment(env);
        p.start(INVOICEDESK_APP, arguments);
        if (!p.waitForFinished(120000))
            return -1;
        if (out)
            *out = QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
        return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    }

    // The CSV as rows of fields (RFC 4180: quoted fields may hold commas, quotes and line breaks).
    static QList<QStringList> readCsv(const QString &path)
    {
        QFile f(path);
        QList<QStringList> rows;
        if (!f.open(QIODevice::ReadOnly))
            return rows;
        const QString text = QString::fromUtf8(f.readAll());
        QStringList row;
        QString field;
        bool quoted = false;
        for (qsizetype i = 0; i < text.size(); ++i) {
            const QChar c = text.at(i);
            if (quoted) {
                if (c == '"' && i + 1 < text.size() && text.at(i + 1) == '"') {
                    field += '"';
                    ++i;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    field += c;
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                row << field;
                field.clear();
            } else if (c == '\n') {
                row << field;
                field.clear();
                rows << row;
                row.clear();
            } else if (c != '\r') {
                field += c;
            }
        }
        if (!field.isEmpty() || !row.isEmpty())
            rows << (row << field);
        return rows;
    }

    QHash<QString, QStringList> run(const QString &asOf, bool sync = false)
    {
        const QString file = m_out.filePath("run.csv");
        QFile::remove(file);
        QStringList args {"--reminder-run", "--as-of", asOf, "--base-url", m_sandbox.url().toString(),
            "--account", m_account, "--out", file};
        if (sync)
            args.prepend("--sync");
        QString output;
        const int code = program(args, &output);
        if (code != 0) {
            qWarning() << "exit" << code << output;
            return {};
        }
        const QList<QStringList> rows = readCsv(file);
        QHash<QString, QStringList> byNumber;
        for (const QStringList &row : rows)
            byNumber.insert(row.value(0), row);
        return byNumber;
    }

    // Switches the levels of `variant` on and off at the service, as the web application would; the next
    // --sync mirrors them and fetches the open invoices' details (their next dates) again.
    bool saveLevels(DunningTable::Levels variant)
    {
        ApiClient client(m_sandbox.config(m_account));
        for (int level = 1; level <= 3; ++level) {
            const bool on = !((variant == DunningTable::Levels::FirstOff && level == 1)
                || (variant == DunningTable::Levels::SecondOff && level == 2)
                || (variant == DunningTable::Levels::ThirdOff && level == 3));
            if (!TestSandbox::wait(SettingsApi(&client).patch(QString("dunnings/dunning-level-%1").arg(level),
                                       QJsonObject {{"isEnabled", on}}))
                     .ok)
                return false;
        }
        return true;
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error()));
        // The program's folders: the same names, the same HOME.
        QCoreApplication::setOrganizationName("InvoiceDesk");
        QCoreApplication::setApplicationName("InvoiceDesk");
        m_account = m_sandbox.accounts().first();
        m_token = m_sandbox.token();
        const QDate today = QDate::currentDate();
        ApiClient client(m_sandbox.config(m_account));
        // Any company of the demo receives the table's invoices.
        const auto list = JsonReader::listFromEnvelope(
            TestSandbox::wait(client.get(client.accountPath("/addresses/v2/companies"))).answer);
        QVERIFY(list && !list->isEmpty());
        const QString company = list->first().toObject().value("uuid").toString();
        static const QStringList names {"NO_DUNNING", "REMINDER", "FIRST_DUNNING", "FINAL_DUNNING"};
        for (int i = 0; i < int(std::size(DunningTable::rows)); ++i) {
            const DunningTable::Row &r = DunningTable::rows[i];
            if (r.serviceNextOffset != DunningTable::noServiceDate)
                continue;
            const QJsonObject d {{"currencyCode", "CHF"},
                {"receiver", QJsonObject {{"companyUuid", company}}},
                {"positions",
                    QJsonArray {QJsonObject {
                        {"quantity", 1}, {"singlePrice", 100}, {"vat", QJsonObject {{"percentage", 8.1}}}}}}};
            const auto created = TestSandbox::wait(
                client.send(ApiClient::Method::Post, client.accountPath("/documents/v2/invoices"),
                    QJsonDocument(QJsonObject {{"documents", QJsonArray {d}}})));
            const auto document = JsonReader::singleFromEnvelope(created.answer);
            QVERIFY(document);
            m_uuids.insert(i, document->value("uuid").toString());
            m_numbers.insert(i, document->value("invoiceNumber").toString());
            m_sandbox.patchInvoice(m_account, m_uuids.value(i),
                {{"dueDate", today.addDays(-r.overdueDays).toString(Qt::ISODate)},
                    {"dunningLevel", names.at(r.currentLevel)},
                    {"lastDunningDate",
                        r.remindedDaysAgo == DunningTable::never
                            ? QJsonValue()
                            : QJsonValue(today.addDays(-r.remindedDaysAgo).toString(Qt::ISODate))}});
        }
        QVERIFY(!m_numbers.isEmpty());
    }

    void wrongUseExitsTwo()
    {
        const QString file = m_out.filePath("wrong.csv");
        const QStringList base {
            "--reminder-run", "--base-url", m_sandbox.url().toString(), "--account", m_account};
        QCOMPARE(program(base + QStringList {"--out", file}), 2); // no --as-of
        QCOMPARE(program(base + QStringList {"--as-of", "30.11.2026", "--out", file}), 2);
        QCOMPARE(program(base
                     + QStringList {"--as-of", QDate::currentDate().addDays(1).toString(Qt::ISODate), "--out",
                         file}),
            2);
        QCOMPARE(program(base + QStringList {"--as-of", QDate::currentDate().toString(Qt::ISODate)}), 2);
        QVERIFY(!QFile::exists(file));
        QString help;
        QCOMPARE(program({"--help"}, &help), 0);
        QVERIFY2(help.contains("--reminder-run") && help.contains("--as-of"), qPrintable(help));
    }

    void table()
    {
        const QString today = QDate::currentDate().toString(Qt::ISODate);
        // Synchronised first, the dunning settings (10 / 20 / 30 days, every level on) with it.
        QHash<QString, QStringList> csv = run(today, true);
        QVERIFY(!csv.isEmpty());
        QCOMPARE(csv.value("invoiceNumber"),
            QStringList({"invoiceNumber", "customer", "dueDate", "daysOverdue", "currentLevel",
                "proposedLevel", "fee", "currency", "note"}));
        checkVariant(csv, DunningTable::Levels::All);

        // Each variant of levels switched on at the service, then synchronised: the local copy's settings
        // and the service's next dates of the open invoices follow.
        ApiClient client(m_sandbox.config(m_account));
        for (const DunningTable::Levels variant : {DunningTable::Levels::SecondOff,
                 DunningTable::Levels::FirstOff, DunningTable::Levels::ThirdOff, DunningTable::Levels::All}) {
            QVERIFY(saveLevels(variant));
            csv = run(today, true);
            QVERIFY(!csv.isEmpty());
            checkVariant(csv, variant);
        }
        // Nothing was sent: the levels on the service are as the table set them.
        for (auto it = m_uuids.begin(); it != m_uuids.end(); ++it) {
            const auto document = JsonReader::singleFromEnvelope(
                TestSandbox::wait(DocumentsApi(&client).get(DocumentKind::Invoice, it.value())).answer);
            QVERIFY(document);
            QCOMPARE(levelNumber(document->value("dunningLevel").toString()),
                DunningTable::rows[it.key()].currentLevel);
        }
    }

    void sendEmailSendsTheReminder()
    {
        const QString today = QDate::currentDate().toString(Qt::ISODate);
        const QString file = m_out.filePath("send.csv");
        const QStringList base {"--reminder-run", "--base-url", m_sandbox.url().toString(), "--account",
            m_account, "--out", file, "--send-email"};
        // Only as of today: a reminder the service sends goes out now.
        QCOMPARE(
            program(base + QStringList {"--as-of", QDate::currentDate().addDays(-1).toString(Qt::ISODate)}),
            2);
        QVERIFY(ReminderOutbox::read(m_sandbox.dataDir()).isEmpty());

        // The table's invoice at the first dunning level, 45 days overdue, reminded 12 days ago: its
        // final reminder is due. CHF 108.10 open (1 x 100.00 + 8.1 % VAT).
        int row = -1;
        for (auto it = m_numbers.begin(); it != m_numbers.end(); ++it)
            if (QByteArray(DunningTable::rows[it.key()].name) == "45 days, level 2 12 days ago")
                row = it.key();
        QVERIFY(row >= 0);
        const QString number = m_numbers.value(row);
        // The table's customer reminds automatically (the live profile writes false where it is not set,
        // and customers with automatic dunning off are skipped).
        ApiClient client(m_sandbox.config(m_account));
        const QString company = JsonReader::singleFromEnvelope(
            TestSandbox::wait(DocumentsApi(&client).get(DocumentKind::Invoice, m_uuids.value(row))).answer)
                                    .value_or(QJsonObject())
                                    .value("receiver")
                                    .toObject()
                                    .value("companyUuid")
                                    .toString();
        QVERIFY(!company.isEmpty());
        QVERIFY(TestSandbox::wait(
            client.send(ApiClient::Method::Patch, client.accountPath("/addresses/v2/companies/" + company),
                QJsonDocument(
                    QJsonObject {{"type", "company"}, {"uuid", company}, {"automatic_dunning", true}})))
                    .ok);
        QString output;
        const int code = program(QStringList {"--sync"} + base + QStringList {"--as-of", today}, &output);
        QVERIFY2(code == 0, qPrintable(output));

        const auto document = JsonReader::singleFromEnvelope(
            TestSandbox::wait(DocumentsApi(&client).get(DocumentKind::Invoice, m_uuids.value(row))).answer);
        QVERIFY(document);
        QVERIFY2(document->value("dunningLevel").toString() == "FINAL_DUNNING", qPrintable(output));
        const QString language = JsonReader::singleFromEnvelope(
            TestSandbox::wait(client.get(client.accountPath("/addresses/v2/companies/" + company))).answer)
                                     .value_or(QJsonObject())
                                     .value("language")
                                     .toString();
        // By hand from the demo's settings: level 3's subject and fee label, fee 30.00, 108.10 + 30.00.
        const ReminderOutbox::Expected e = ReminderOutbox::expected(3, language, "CHF");
        QVERIFY2(!e.subject.isEmpty(), qPrintable(language));
        const QList<ReminderOutbox::Message> mine =
            ReminderOutbox::about(ReminderOutbox::read(m_sandbox.dataDir()), number);
        QCOMPARE(mine.size(), 1);
        const ReminderOutbox::Message &m = mine.first();
        QCOMPARE(m.subject, e.subject);
        QCOMPARE(m.attachments, QStringList {e.pdfTitle + ' ' + number + ".pdf"});
        QVERIFY2(m.text.contains(e.openLabel + ": CHF 108.10"), qPrintable(m.text));
        QVERIFY2(m.text.contains(e.feeLabel + ": CHF 30.00"), qPrintable(m.text));
        QVERIFY2(m.text.contains(e.totalLabel + ": 138.10"), qPrintable(m.text));
        QVERIFY(m.pdf.startsWith("%PDF-"));
        // The line says what went out and where; no invoice e-mail was sent by any line.
        QVERIFY2(output.contains("sent " + number + " Final dunning, fee CHF 30.00 to " + m.to),
            qPrintable(output));
        for (const ReminderOutbox::Message &any : ReminderOutbox::read(m_sandbox.dataDir()))
            for (const QString &a : any.attachments)
                QVERIFY2(!a.startsWith(e.invoiceTitle + ' '), qPrintable(a));

        // Again: nothing is sent twice.
        const qsizetype messages = ReminderOutbox::read(m_sandbox.dataDir()).size();
        QCOMPARE(program(QStringList {"--sync"} + base + QStringList {"--as-of", today}, &output), 0);
        QCOMPARE(ReminderOutbox::read(m_sandbox.dataDir()).size(), messages);
        QVERIFY2(!output.contains("sent " + number) || output.contains("already sent " + number),
            qPrintable(output));
    }

private:
    static int levelNumber(const QString &name)
    {
        return int(QStringList({"NO_DUNNING", "REMINDER", "FIRST_DUNNING", "FINAL_DUNNING"}).indexOf(name));
    }

    // The CSV's rows of the table's invoices of this variant against the hand-computed values.
    void checkVariant(const QHash<QString, QStringList> &csv, DunningTable::Levels variant)
    {
        int checked = 0;
        for (auto it = m_numbers.begin(); it != m_numbers.end(); ++it) {
            const DunningTable::Row &r = DunningTable::rows[it.key()];
            if (r.levels != variant)
                continue;
            ++checked;
            if (r.currentLevel >= 3) {
                QVERIFY2(!csv.contains(it.value()), r.name); // nothing above the final level
                continue;
            }
            const QStringList row = csv.value(it.value());
            QVERIFY2(!row.isEmpty(), r.name);
            QCOMPARE(row.value(3), QString::number(r.overdueDays));
            QCOMPARE(row.value(4), QString::number(r.currentLevel));
            QCOMPARE(row.value(5), r.due ? QString::number(r.nextLevel) : QString());
            // The demo's fees: 0.00 / 20.00 / 30.00.
            if (r.due)
                QCOMPARE(row.value(6), QStringList({"", "0.00", "20.00", "30.00"}).value(r.nextLevel));
            if (!r.due && r.nextLevel > 0)
                QVERIFY2(
                    row.value(8).contains(QDate::currentDate().addDays(r.dueOnOffset).toString(Qt::ISODate)),
                    qPrintable(QString(r.name) + ": " + row.join(',')));
        }
        QVERIFY(checked > 0);
    }
};

QTEST_GUILESS_MAIN(TestReminderCli)
#include "tst_reminder_cli.moc"
