// invoicedesk-cli through the real program against a sandbox, as a fiduciary's script runs it:
//  - every wrong use of the contract exits 2 with one line that names the problem and quotes the text as
//    given, writes nothing on stdout and contacts nothing (the sandbox counts no request); the window
//    program refuses the same without opening its window;
//  - --all-accounts writes one file per account the token reads, each with the open amounts the service
//    lists for that account, one summary line per account;
//  - a bank file from standard input or a FIFO reads exactly as the file itself;
//  - SIGTERM and SIGINT end a synchronisation with 143 and 130, leave no temporary folder, and the copy
//    synchronises afterwards as usual.
#include "ProgramRun.h"
#include "ReminderDueByHand.h"
#include "TestSandbox.h"
#include "api/ApiClient.h"
#include "api/JsonReader.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>

#include <array>
#include <csignal>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

class TestCli : public QObject
{
    Q_OBJECT

private:
    TestSandbox m_sandbox;
    QTemporaryDir m_home;

    static QString cli() { return QStringLiteral(INVOICEDESK_CLI); }

    ProgramRun run(const QStringList &arguments, const QString &program = cli())
    {
        return ProgramRun::run(program, arguments, m_home, m_sandbox.token());
    }

    int requestsSeen() { return m_sandbox.stats().value(QLatin1String("requests")).toInt(); }

    // The program started with `arguments`, its HOME and TMPDIR below `home`.
    static void prepare(QProcess &p, const QTemporaryDir &home, const QString &token)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), home.path());
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("TMPDIR"), home.filePath(QStringLiteral("tmp")));
        env.insert(QStringLiteral("INVOICEDESK_TOKEN"), token);
        env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
        QDir(home.path()).mkpath(QStringLiteral("tmp"));
        p.setProcessEnvironment(env);
    }

    // Per currency, the open amounts of the account's invoices as the service lists them (not
    // cancelled, more than nothing open), in minor units; with `counts`, how many are open and how many
    // of those are due before today.
    QHash<QString, qint64> openAtTheService(
        const QString &account, QHash<QString, QPair<int, int>> *counts = nullptr)
    {
        ApiClient client(m_sandbox.config(account));
        QHash<QString, qint64> open;
        for (int page = 1;; ++page) {
            const TestSandbox::Result r =
                TestSandbox::wait(client.get(client.accountPath(QStringLiteral("/documents/v2/invoices")),
                    QUrlQuery(QStringLiteral("limit=100&page=%1").arg(page))));
            const QJsonArray list = JsonReader::listFromEnvelope(r.answer).value_or(QJsonArray());
            for (const QJsonValue &v : list) {
                const QJsonObject invoice = v.toObject();
                if (invoice.value(QLatin1String("isCancelled")).toBool()
                    || invoice.value(QLatin1String("status")).toString() == QLatin1String("cancelled"))
                    continue;
                // A number in the spec's answers, a string or a number in the live service's.
                const auto amount = JsonReader::scaled(invoice.value(QLatin1String("openAmount")));
                if (!amount || *amount <= 0)
                    continue;
                const QString currency = invoice.value(QLatin1String("currencyCode")).toString();
                open[currency] += *amount;
                if (counts) {
                    ++(*counts)[currency].first;
                    const QDate due = QDate::fromString(
                        invoice.value(QLatin1String("dueDate")).toString().left(10), Qt::ISODate);
                    if (due.isValid() && due < QDate::currentDate())
                        ++(*counts)[currency].second;
                }
            }
            if (list.size() < 100)
                return open;
        }
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error()));
        QVERIFY(m_home.isValid());
        QVERIFY(QFile::exists(cli()));
    }

    void wrongUseExitsTwoAndContactsNothing_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("quoted"); // what the line must quote or name
        const QString url = m_sandbox.url().toString();
        const QString account = m_sandbox.accounts().value(0);
        const QStringList at {QStringLiteral("--base-url"), url, QStringLiteral("--account"), account};
        const auto row = [](const char *name, const QStringList &arguments, const QString &quoted) {
            QTest::newRow(name) << arguments << quoted;
        };
        row("unknown option", QStringList {"--frobnicate"} + at, "--frobnicate");
        row("unknown short option", QStringList {"-x", "--sync"} + at, "-x");
        row("no command", at, "command");
        row("missing value at the end", {"--sync", "--base-url", url, "--account"}, "--account");
        row("missing value before an option", {"--sync", "--account", "--base-url", url}, "--base-url");
        row("--full without --sync", QStringList {"--full"} + at, "--full");
        row("--dry-run without its command", QStringList {"--sync", "--dry-run"} + at, "--dry-run");
        row("--as-of without --reminder-run", QStringList {"--sync", "--as-of", "2026-11-01"} + at,
            "--as-of");
        row("--send-email without --reminder-run", QStringList {"--sync", "--send-email"} + at,
            "--send-email");
        row("--period without its command", QStringList {"--sync", "--period", "2024-Q1"} + at, "--period");
        row("--out without its command", QStringList {"--sync", "--out", "x.csv"} + at, "--out");
        row("--tax-400 without --set-input-tax", QStringList {"--sync", "--tax-400", "1.00"} + at,
            "--tax-400");
        row("extra word", QStringList {"--sync", "extra-word"} + at, "extra-word");
        row("four commands",
            QStringList {"--sync", "--reminder-run", "--report", "vat", "--import-payments", "x"} + at,
            "cannot go together");
        row("--sync with the import", QStringList {"--sync", "--import-payments", "x.xml"} + at, "--sync");
        row("--sync with a setting", QStringList {"--sync", "--set-vat-method", "effective"} + at, "--sync");
        row("option twice",
            QStringList {"--report", "vat", "--report", "revenue", "--period", "2024", "--out", "a.csv"} + at,
            "revenue");
        row("date with a tail",
            QStringList {"--reminder-run", "--as-of", "2026-11-01;rm", "--out", m_home.filePath("r.csv")}
                + at,
            "2026-11-01;rm");
        row("date not zero-padded",
            QStringList {"--reminder-run", "--as-of", "2026-1-5", "--out", m_home.filePath("r.csv")} + at,
            "2026-1-5");
        row("date that does not exist",
            QStringList {"--reminder-run", "--as-of", "2026-02-30", "--out", m_home.filePath("r.csv")} + at,
            "2026-02-30");
        row("date in the future",
            QStringList {"--reminder-run", "--as-of", "2999-01-01", "--out", m_home.filePath("r.csv")} + at,
            "2999-01-01");
        row("empty base url", {"--sync", "--base-url", "", "--account", account}, "--base-url");
        row("base url without its colon", {"--sync", "--base-url", "http//127.0.0.1:99999"},
            "http//127.0.0.1:99999");
        row("base url port out of range", {"--sync", "--base-url", "http://127.0.0.1:99999"},
            "http://127.0.0.1:99999");
        row("base url other scheme", {"--sync", "--base-url", "ftp://127.0.0.1"}, "ftp://127.0.0.1");
        row("base url plain http to another host", {"--sync", "--base-url", "http://example.com"},
            "http://example.com");
        row("account that is no uuid", {"--sync", "--base-url", url, "--account", "acme"}, "acme");
        row("account and all accounts", QStringList {"--sync", "--all-accounts"} + at, "--all-accounts");
        row("all accounts into one file",
            {"--report", "vat", "--period", "2024-Q1", "--out", m_home.filePath("vat.csv"), "--all-accounts",
                "--base-url", url},
            "{account}");
        row("placeholder without all accounts",
            QStringList {"--report", "vat", "--period", "2024-Q1", "--out", m_home.filePath("vat-{name}.csv")}
                + at,
            "{account}");
        row("out into a missing folder",
            QStringList {"--report", "vat", "--period", "2024-Q1", "--out", "/nonexistent/vat.csv"} + at,
            "/nonexistent");
        row("report that is none",
            QStringList {"--report", "balance", "--period", "2024", "--out", "a.csv"} + at, "balance");
        row("period that is none",
            QStringList {"--report", "vat", "--period", "2024-Q5", "--out", "a.csv"} + at, "2024-Q5");
        row("out of another kind", QStringList {"--report", "vat", "--period", "2024", "--out", "a.pdf"} + at,
            "a.pdf");
        row("demo with an address", {"--demo", "--sync", "--base-url", url}, "--base-url");
        row("demo with a local command", {"--demo", "--set-vat-method", "effective"}, "--demo");
        row("vat method that is none", QStringList {"--set-vat-method", "flat"} + at, "flat");
        row("input tax without amounts", QStringList {"--set-input-tax", "2024-Q1"} + at, "--tax-400");
        row("input tax amount with three decimals",
            QStringList {"--set-input-tax", "2024-Q1", "--tax-400", "1.234", "--tax-405", "0.00"} + at,
            "1.234");
        row("accounts report with a period",
            QStringList {
                "--report", "accounts", "--period", "2024", "--as-of", "2026-01-05", "--out", "a.csv"}
                + at,
            "--period");
        row("accounts report without its day", QStringList {"--report", "accounts", "--out", "a.csv"} + at,
            "--as-of");
        row("empty file name", QStringList {"--import-payments", ""} + at, "--import-payments");
    }

    void wrongUseExitsTwoAndContactsNothing()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, quoted);
        m_sandbox.resetStats();
        const ProgramRun r = run(arguments);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
        const QString line = r.err.trimmed();
        QVERIFY2(!line.isEmpty() && !line.contains(QLatin1Char('\n')), qPrintable(r.err));
        QVERIFY2(line.startsWith(QLatin1String("invoicedesk-cli: ")), qPrintable(line));
        QVERIFY2(line.contains(quoted), qPrintable(line));
        QCOMPARE(requestsSeen(), 0);
    }

    // The window's program takes the same commands: wrong use ends there too, without a window (with
    // one, the run would not end and give -1).
    void windowProgramRefusesTheSame_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("--full alone") << QStringList {"--full"};
        QTest::newRow("--dry-run alone") << QStringList {"--dry-run"};
        QTest::newRow("--as-of alone") << QStringList {"--as-of", "2026-11-01"};
        QTest::newRow("unknown option") << QStringList {"--frobnicate"};
        QTest::newRow("extra word with a command") << QStringList {"--sync", "extra-word"};
        QTest::newRow("empty base url") << QStringList {"--sync", "--base-url="};
    }

    void windowProgramRefusesTheSame()
    {
        QFETCH(QStringList, arguments);
        m_sandbox.resetStats();
        const ProgramRun r = run(arguments, QStringLiteral(INVOICEDESK_APP));
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.trimmed().startsWith(QLatin1String("invoicedesk: ")), qPrintable(r.err));
        QCOMPARE(requestsSeen(), 0);
    }

    void allAccountsWritesOneRightFileEach()
    {
        const QString folder = m_home.filePath(QStringLiteral("open"));
        QVERIFY(QDir().mkpath(folder));
        const QString year = QString::number(QDate::currentDate().year());
        const ProgramRun r = run({"--all-accounts", "--sync", "--report", "open-items", "--period", year,
            "--out", folder + "/open-{name}-{account}.csv", "--base-url", m_sandbox.url().toString()});
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));

        // One summary line per account, tab-separated: account, UUID, name, exit code, meaning.
        QStringList summaries;
        for (const QString &line : r.out.split(QLatin1Char('\n'))) {
            if (line.startsWith(QLatin1String("account\t")))
                summaries << line;
        }
        QCOMPARE(summaries.size(), m_sandbox.accounts().size());
        QCOMPARE(m_sandbox.accounts().size(), 2);
        for (const QString &account : m_sandbox.accounts()) {
            QString name;
            for (const QString &line : summaries) {
                const QStringList fields = line.split(QLatin1Char('\t'));
                if (fields.value(1) == account) {
                    QCOMPARE(fields.size(), 5);
                    QCOMPARE(fields.at(3), QStringLiteral("0"));
                    QCOMPARE(fields.at(4), QStringLiteral("done"));
                    name = fields.at(2);
                }
            }
            QVERIFY2(!name.isEmpty(), qPrintable(account));
            // {name}: the account's name as a file name (the demo's names have spaces, nothing else odd).
            const QString path = folder + "/open-" + QString(name).replace(QLatin1Char(' '), QLatin1Char('_'))
                + "-" + account + ".csv";
            QFile file(path);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
            // The Total rows (Total;CURRENCY;OPEN;…) hold what the service lists open for this account.
            QHash<QString, qint64> written;
            for (const QByteArray &line : file.readAll().split('\n')) {
                const QList<QByteArray> fields = line.trimmed().split(';');
                if (fields.value(0) == "Total")
                    written.insert(QString::fromUtf8(fields.value(1)),
                        JsonReader::parseDecimal(QString::fromUtf8(fields.value(2)), 2).value_or(-1));
            }
            const QHash<QString, qint64> service = openAtTheService(account);
            QVERIFY(!service.isEmpty());
            QCOMPARE(written, service);
        }
    }

    // --report accounts: one file, a row per account and currency, with what the service lists open and
    // the reminders its answers make due today.
    void accountsReportMatchesTheService()
    {
        // Per account and currency as of a day, from the service's invoice list and dunning settings:
        // overdue (open, not cancelled, due before the day) and reminders due by the level rule of
        // docs/reminders.md as ReminderDueByHand writes it out (not the program's ReminderRun or
        // DunningRule).
        struct Due
        {
            int overdue = 0;
            int reminders = 0;
        };
        struct ServiceAnswers
        {
            QList<QJsonObject> open;
            ReminderDueByHand::Levels levels;
        };
        QHash<QString, ServiceAnswers> answers;
        for (const QString &account : m_sandbox.accounts()) {
            ApiClient client(m_sandbox.config(account));
            ServiceAnswers &a = answers[account];
            a.levels = ReminderDueByHand::levelsAtTheService(client);
            for (int page = 1;; ++page) {
                const QJsonArray list = JsonReader::listFromEnvelope(
                    TestSandbox::wait(client.get(client.accountPath(QStringLiteral("/documents/v2/invoices")),
                                          QUrlQuery(QStringLiteral("limit=100&page=%1").arg(page))))
                        .answer)
                                            .value_or(QJsonArray());
                for (const QJsonValue &v : list) {
                    const QJsonObject invoice = v.toObject();
                    const auto amount = JsonReader::scaled(invoice.value(QLatin1String("openAmount")));
                    if (!invoice.value(QLatin1String("isCancelled")).toBool()
                        && invoice.value(QLatin1String("status")).toString() != QLatin1String("cancelled")
                        && amount && *amount > 0)
                        a.open << invoice;
                }
                if (list.size() < 100)
                    break;
            }
        }
        const auto dueAtTheService = [&answers](const QString &account, const QDate &day) {
            const ServiceAnswers &a = answers[account];
            QHash<QString, Due> result;
            for (const QJsonObject &invoice : a.open) {
                Due &d = result[invoice.value(QLatin1String("currencyCode")).toString()];
                const QDate due = JsonReader::date(invoice, QLatin1String("dueDate"));
                if (!due.isValid() || due >= day)
                    continue;
                ++d.overdue;
                if (ReminderDueByHand::isDue(invoice, a.levels, day))
                    ++d.reminders;
            }
            return result;
        };
        // The check is not one of zeros: today the first demo account has a reminder due by the service's
        // answers (--as-of refuses a day after today, so no later day with some in every account, as
        // tst_accounts_overview takes in the window).
        int remindersToday = 0;
        for (const QString &account : m_sandbox.accounts()) {
            for (const Due &d : dueAtTheService(account, QDate::currentDate()))
                remindersToday += d.reminders;
        }
        QVERIFY2(remindersToday > 0, "no reminder due today by the service's answers");

        const QList<QByteArray> expected {"account", "name", "currency", "open", "openInvoices",
            "overdueInvoices", "oldestOverdueDays", "remindersDue", "lastVatPeriod", "vatFiled", "lastSync"};
        const auto report = [&](const QDate &day, QHash<QString, QList<QByteArray>> *rows) {
            const QString file =
                m_home.filePath(QStringLiteral("accounts-%1.csv").arg(day.toString(Qt::ISODate)));
            QStringList arguments {"--all-accounts", "--sync", "--report", "accounts", "--as-of",
                day.toString(Qt::ISODate), "--out", file, "--base-url", m_sandbox.url().toString()};
            const ProgramRun r = run(arguments);
            QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
            QFile csv(file);
            QVERIFY(csv.open(QIODevice::ReadOnly));
            QList<QByteArray> lines = csv.readAll().split('\n');
            const QList<QByteArray> header =
                lines.takeFirst().trimmed().replace("\xEF\xBB\xBF", "").split(';');
            QCOMPARE(header, expected);
            for (const QByteArray &line : std::as_const(lines)) {
                const QList<QByteArray> fields = line.trimmed().split(';');
                if (fields.size() == expected.size())
                    rows->insert(QString::fromUtf8(fields.at(0) + '/' + fields.at(2)), fields);
            }
        };

        QHash<QString, QList<QByteArray>> byAccountAndCurrency;
        report(QDate::currentDate(), &byAccountAndCurrency);
        if (QTest::currentTestFailed())
            return;
        for (const QString &account : m_sandbox.accounts()) {
            QHash<QString, QPair<int, int>> counts;
            const QHash<QString, qint64> open = openAtTheService(account, &counts);
            const QHash<QString, Due> due = dueAtTheService(account, QDate::currentDate());
            QVERIFY(!open.isEmpty());
            for (auto it = open.cbegin(); it != open.cend(); ++it) {
                const QList<QByteArray> row = byAccountAndCurrency.value(account + '/' + it.key());
                QVERIFY2(!row.isEmpty(), qPrintable(account + '/' + it.key()));
                QCOMPARE(JsonReader::parseDecimal(QString::fromUtf8(row.at(3)), 2).value_or(-1), it.value());
                QCOMPARE(row.at(4).toInt(), counts.value(it.key()).first);
                QCOMPARE(row.at(5).toInt(), counts.value(it.key()).second);
                QCOMPARE(row.at(5).toInt(), due.value(it.key()).overdue);
                QCOMPARE(row.at(7).toInt(), due.value(it.key()).reminders);
                QVERIFY(!row.at(10).isEmpty()); // synchronised just now
            }
        }
    }

    void bankFileFromStandardInputAndFifo()
    {
        const QString account = m_sandbox.accounts().value(0);
        // The bank tells of a payment with a reference no invoice has: listed, not booked.
        ApiClient client(m_sandbox.config(account));
        const TestSandbox::Result invoices =
            TestSandbox::wait(client.get(client.accountPath(QStringLiteral("/documents/v2/invoices")),
                QUrlQuery(QStringLiteral("limit=1"))));
        const QString invoice =
            JsonReader::listFromEnvelope(invoices.answer).value_or(QJsonArray()).at(0)["uuid"].toString();
        QVERIFY(!invoice.isEmpty());
        const QByteArray camt = m_sandbox.camt054(account,
            {{"payments",
                QJsonArray {
                    QJsonObject {{"invoiceUuid", invoice}, {"amount", 12.5}, {"unknownReference", true}}}}});
        QVERIFY2(camt.contains("BkToCstmrDbtCdtNtfctn"), camt.left(200).constData());
        const QString path = m_home.filePath(QStringLiteral("bank.xml"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(camt);
        file.close();
        const QStringList where {"--dry-run", "--base-url", m_sandbox.url().toString(), "--account", account};

        const ProgramRun fromFile = run(QStringList {"--import-payments", path} + where);
        QCOMPARE(fromFile.code, 4); // not booked: it needs attention
        QVERIFY2(
            fromFile.out.startsWith(QLatin1String("unmatched\t")), qPrintable(fromFile.out + fromFile.err));

        QProcess stdinRun;
        prepare(stdinRun, m_home, m_sandbox.token());
        stdinRun.start(cli(), QStringList {"--import-payments", "-"} + where);
        QVERIFY(stdinRun.waitForStarted());
        stdinRun.write(camt);
        stdinRun.closeWriteChannel();
        QVERIFY(stdinRun.waitForFinished(60000));
        QCOMPARE(stdinRun.exitCode(), 4);
        QCOMPARE(QString::fromUtf8(stdinRun.readAllStandardOutput()), fromFile.out);

        const QString fifo = m_home.filePath(QStringLiteral("bank.fifo"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QProcess fifoRun;
        prepare(fifoRun, m_home, m_sandbox.token());
        fifoRun.start(cli(), QStringList {"--import-payments", fifo} + where);
        QVERIFY(fifoRun.waitForStarted());
        const int fd = ::open(QFile::encodeName(fifo).constData(), O_WRONLY); // until the program opens it
        QVERIFY(fd >= 0);
        QCOMPARE(::write(fd, camt.constData(), size_t(camt.size())), ssize_t(camt.size()));
        ::close(fd);
        QVERIFY(fifoRun.waitForFinished(60000));
        QCOMPARE(fifoRun.exitCode(), 4);
        QCOMPARE(QString::fromUtf8(fifoRun.readAllStandardOutput()), fromFile.out);
    }

    void signalsEndTheSyncCleanly_data()
    {
        QTest::addColumn<int>("signalNumber");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<bool>("demo");
        QTest::newRow("SIGTERM") << int(SIGTERM) << 143 << false;
        QTest::newRow("SIGINT") << int(SIGINT) << 130 << false;
        QTest::newRow("SIGTERM, demo") << int(SIGTERM) << 143 << true;
    }

    void signalsEndTheSyncCleanly()
    {
        if (TestSandbox::profile() == QLatin1String("live"))
            QSKIP("How a signal ends a run does not depend on the answers' shape: checked once, in spec.");
        QFETCH(int, signalNumber);
        QFETCH(int, exitCode);
        QFETCH(bool, demo);
        QTemporaryDir home;
        // Every answer late: the run is inside its synchronisation when the signal comes.
        if (!demo)
            m_sandbox.addFault({{"share", 1.0}, {"delayMs", 400}});
        const QDir tmp(home.filePath(QStringLiteral("tmp")));
        QProcess p;
        prepare(p, home, m_sandbox.token());
        p.start(cli(),
            demo ? QStringList {"--demo", "--sync"}
                 : QStringList {"--sync", "--full", "--base-url", m_sandbox.url().toString(), "--account",
                     m_sandbox.accounts().value(0)});
        QVERIFY(p.waitForStarted());
        if (demo) {
            // While its service starts: the demo's folder is made once the signals are watched.
            QTRY_VERIFY_WITH_TIMEOUT(
                !tmp.entryList(QDir::NoDotAndDotDot | QDir::AllEntries).isEmpty(), 30000);
        } else {
            QByteArray printed;
            QTRY_VERIFY_WITH_TIMEOUT((printed += p.readAllStandardOutput()).contains("Synchronising")
                    || p.state() == QProcess::NotRunning,
                30000);
            QVERIFY2(p.state() == QProcess::Running, p.readAllStandardError().constData());
            QTest::qWait(500);
        }
        ::kill(pid_t(p.processId()), signalNumber);
        QVERIFY(p.waitForFinished(30000));
        m_sandbox.clearFaults();
        QCOMPARE(p.exitStatus(), QProcess::NormalExit); // it ended itself, not by the signal's default
        QCOMPARE(p.exitCode(), exitCode);
        QVERIFY2(QString::fromUtf8(p.readAllStandardError()).contains(QLatin1String("Ended by signal")),
            "the reason is on stderr");
        // Nothing left in the temporary folder (the demo's copy and its service's data removed).
        QCOMPARE(tmp.entryList(QDir::NoDotAndDotDot | QDir::AllEntries), QStringList());
        if (demo)
            return;
        // The copy it leaves synchronises as usual.
        QProcess again;
        prepare(again, home, m_sandbox.token());
        again.start(cli(),
            {"--sync", "--base-url", m_sandbox.url().toString(), "--account", m_sandbox.accounts().value(0)});
        QVERIFY(again.waitForFinished(120000));
        QVERIFY2(again.exitCode() == 0, again.readAllStandardError().constData());
    }

    // --all-accounts --import-payments: the file goes to the account whose bank account it is about; the
    // others skip it (the summary says so) rather than list every entry as unmatched.
    void allAccountsImportIntoTheFilesAccountOnly()
    {
        const QString owner = m_sandbox.accounts().value(0);
        const QString other = m_sandbox.accounts().value(1);
        // The demo gives both accounts the same bank accounts: the other one moves to IBANs of its own
        // (check digits worked out by ISO 13616's mod 97 for these bank and account numbers).
        ApiClient client(m_sandbox.config(other));
        const QString banksPath = client.accountPath(QStringLiteral("/finances/v2/bank-accounts"));
        const TestSandbox::Result banks = TestSandbox::wait(client.get(banksPath, {}));
        const QJsonArray list = JsonReader::listFromEnvelope(banks.answer).value_or(QJsonArray());
        QCOMPARE(list.size(), 2);
        const QStringList ibans {"CH6900700110001234567", "CH2300700110009876543"};
        for (int i = 0; i < 2; ++i) {
            const TestSandbox::Result patched = TestSandbox::wait(
                client.send(ApiClient::Method::Patch, banksPath + "/" + list.at(i)["uuid"].toString(),
                    QJsonDocument(QJsonObject {{"iban", ibans.at(i)},
                        {"qrBill", QJsonObject {{"active", false}, {"besrId", ""}, {"qrIban", ""}}}})));
            QVERIFY2(patched.ok, patched.answer.toJson().constData());
        }
        ApiClient ownerClient(m_sandbox.config(owner));
        const TestSandbox::Result invoices = TestSandbox::wait(
            ownerClient.get(ownerClient.accountPath(QStringLiteral("/documents/v2/invoices")),
                QUrlQuery(QStringLiteral("limit=1"))));
        const QString invoice =
            JsonReader::listFromEnvelope(invoices.answer).value_or(QJsonArray()).at(0)["uuid"].toString();
        const QByteArray camt = m_sandbox.camt054(owner,
            {{"payments",
                QJsonArray {
                    QJsonObject {{"invoiceUuid", invoice}, {"amount", 12.5}, {"unknownReference", true}}}}});

        QProcess p;
        prepare(p, m_home, m_sandbox.token());
        p.start(cli(),
            {"--all-accounts", "--import-payments", "-", "--dry-run", "--base-url",
                m_sandbox.url().toString()});
        QVERIFY(p.waitForStarted());
        p.write(camt);
        p.closeWriteChannel();
        QVERIFY(p.waitForFinished(120000));
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitCode(), 4); // the one entry is unmatched: it needs the bookkeeper
        QCOMPARE(out.count(QLatin1String("unmatched\t")), 1); // listed once, by the owner
        QVERIFY2(err.contains("account\t" + other + "\t")
                && err.contains(QLatin1String("\t0\tskipped, not its bank file")),
            qPrintable(err));
        QVERIFY2(err.contains("account\t" + owner + "\t") && err.contains(QLatin1String("\t4\tpartly done")),
            qPrintable(err));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
