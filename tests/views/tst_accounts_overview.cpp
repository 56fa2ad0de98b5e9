// The accounts overview (issue 34) on the sandbox's two demo accounts:
//  - after Synchronise all, each account's rows (open amount, open and overdue invoices and reminders due
//    per currency) are what the sandbox's own invoice lists and dunning settings say, computed here from its
//    answers with the level rule written out by hand (tests/support's ReminderDueByHand, which tst_cli
//    uses for --report accounts too), today and as of a later day on which every account has reminders
//    due; the last synchronisation is today's; Return and the context menu ask to open the chosen account;
//  - at 1366×768 in German, French and Italian every column is in sight with its whole title (no sideways
//    scrolling), a long account name and a long failure elided in their cells;
//  - Synchronise all with one account failing (a sandbox fault: 401 on every request of that account)
//    finishes the other, names the failure in the failing account's row and in Background work.
// QAbstractItemModelTester watches the model and its sort/filter proxy throughout.
#include "ReminderDueByHand.h"
#include "TestSandbox.h"
#include "WindowChecks.h"
#include "api/JsonReader.h"
#include "documents/BackgroundWorkModel.h"
#include "documents/BatchTracker.h"
#include "session/AccountsSync.h"
#include "views/accounts/AccountsOverviewModel.h"
#include "views/accounts/AccountsOverviewPage.h"
#include "views/importing/BackgroundWorkPanel.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QLineEdit>
#include <QLocale>
#include <QMainWindow>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QUrlQuery>

#include <array>
#include <memory>

class TestAccountsOverview : public QObject
{
    Q_OBJECT

private:
    TestSandbox m_sandbox;
    QTemporaryDir m_synced; // both accounts' copies, synchronised once for the layout checks
    bool m_isSynced = false;

    struct Expected
    {
        qint64 open = 0;
        int openInvoices = 0;
        int overdue = 0;
        int remindersDue = 0;
    };

    // Per currency, what the service lists open for the account as of `day`: invoices not cancelled with
    // more than nothing open, of those the ones due before the day, and the reminders due among them (by
    // the level rule written out by hand in ReminderDueByHand, not the program's code).
    QHash<QString, Expected> atTheService(const QString &account, const QDate &day = QDate::currentDate())
    {
        ApiClient client(m_sandbox.config(account));
        const ReminderDueByHand::Levels levels = ReminderDueByHand::levelsAtTheService(client);
        QHash<QString, Expected> open;
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
                const auto amount = JsonReader::scaled(invoice.value(QLatin1String("openAmount")));
                if (!amount || *amount <= 0)
                    continue;
                Expected &e = open[invoice.value(QLatin1String("currencyCode")).toString()];
                e.open += *amount;
                ++e.openInvoices;
                const QDate due = JsonReader::date(invoice, QLatin1String("dueDate"));
                if (due.isValid() && due < day)
                    ++e.overdue;
                if (ReminderDueByHand::isDue(invoice, levels, day))
                    ++e.remindersDue;
            }
            if (list.size() < 100)
                return open;
        }
    }

    // The model's rows against the service's answers as of `day`; the number of rows compared.
    int compareWithTheService(const AccountsOverviewModel *model, const QDate &day)
    {
        int rows = 0;
        for (const QString &uuid : m_sandbox.accounts()) {
            const QHash<QString, Expected> service = atTheService(uuid, day);
            if (service.isEmpty()) {
                QTest::qFail("the service lists nothing open", __FILE__, __LINE__);
                return -1;
            }
            for (auto it = service.cbegin(); it != service.cend(); ++it) {
                const int row = rowOf(model, uuid, it.key());
                const QString where =
                    uuid + QLatin1Char('/') + it.key() + QLatin1Char(' ') + day.toString(Qt::ISODate);
                if (row < 0) {
                    QTest::qFail(qPrintable(where + QStringLiteral(": no row")), __FILE__, __LINE__);
                    return -1;
                }
                const AccountOverview f = *model->figures(row);
                const QList<std::pair<qint64, qint64>> pairs {{f.openMinor, it->open},
                    {f.openInvoices, it->openInvoices}, {f.overdueInvoices, it->overdue},
                    {f.remindersDue, it->remindersDue},
                    {model->index(row, AccountsOverviewModel::RemindersDue).data().toString().toLongLong(),
                        it->remindersDue}};
                for (const auto &[actual, expected] : pairs) {
                    if (actual != expected) {
                        QTest::qFail(
                            qPrintable(QStringLiteral("%1: %2 shown, %3 at the service (open %4/%5, "
                                                      "invoices %6/%7, overdue %8/%9, reminders %10/%11)")
                                           .arg(where)
                                           .arg(actual)
                                           .arg(expected)
                                           .arg(f.openMinor)
                                           .arg(it->open)
                                           .arg(f.openInvoices)
                                           .arg(it->openInvoices)
                                           .arg(f.overdueInvoices)
                                           .arg(it->overdue)
                                           .arg(f.remindersDue)
                                           .arg(it->remindersDue)),
                            __FILE__, __LINE__);
                        return -1;
                    }
                }
                ++rows;
            }
        }
        return rows;
    }

    // The first day from today on which the service's answers make a reminder due in every account (so
    // the check of the reminders due is not a check of zeros); invalid when none within 90 days.
    QDate dayWithRemindersDueEverywhere()
    {
        for (int ahead = 0; ahead <= 90; ++ahead) {
            const QDate day = QDate::currentDate().addDays(ahead);
            bool everywhere = true;
            for (const QString &uuid : m_sandbox.accounts()) {
                int due = 0;
                for (const Expected &e : atTheService(uuid, day))
                    due += e.remindersDue;
                everywhere = everywhere && due > 0;
            }
            if (everywhere)
                return day;
        }
        return {};
    }

    QList<KnownAccount> accounts(const QString &dataDir, const QStringList &names = {}) const
    {
        QList<KnownAccount> result;
        int n = 0;
        for (const QString &uuid : m_sandbox.accounts()) {
            KnownAccount k;
            ++n;
            k.profile = {QStringLiteral("test"), m_sandbox.url(), uuid,
                names.value(n - 1, QStringLiteral("Account %1").arg(n))};
            k.dataDir = dataDir;
            k.demoToken = m_sandbox.token();
            k.tokenAccountUuid = uuid;
            result << k;
        }
        return result;
    }

    // The page in a window of its own (Background work is a dock of the window), its accounts given and
    // synchronised; true once every account ended and every copy was read again.
    static bool synchroniseAll(AccountsOverviewPage *page)
    {
        QSignalSpy done(page->accountsSync(), &AccountsSync::finished);
        page->synchroniseAll();
        if (!done.wait(120000))
            return false;
        return QTest::qWaitFor([page] { return page->model()->pendingReads() == 0; }, 20000);
    }

    static int rowOf(const AccountsOverviewModel *model, const QString &uuid, const QString &currency)
    {
        for (int row = 0; row < model->rowCount(); ++row) {
            const auto f = model->figures(row);
            if (f && f->account == uuid && f->currency == currency)
                return row;
        }
        return -1;
    }

    static QString statusOf(const AccountsOverviewModel *model, const QString &uuid)
    {
        for (int row = 0; row < model->rowCount(); ++row) {
            if (model->index(row, 0).data(AccountsOverviewModel::KeyRole).toString().endsWith(uuid))
                return model->index(row, AccountsOverviewModel::Status).data().toString();
        }
        return QStringLiteral("(no row)");
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error()));
        QCOMPARE(m_sandbox.accounts().size(), 2);
    }

    void figuresMatchTheService()
    {
        QTemporaryDir data;
        QMainWindow window;
        auto *page = new AccountsOverviewPage(&window);
        window.setCentralWidget(page);
        window.resize(1366, 768);
        window.show();
        QAbstractItemModelTester tester(
            page->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester proxyTester(
            page->table()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);

        page->setAccounts(accounts(data.path()));
        // No copy yet: one row per account saying so.
        QTRY_COMPARE(page->model()->pendingReads(), 0);
        QCOMPARE(page->model()->rowCount(), 2);
        QVERIFY(!page->model()->figures(0));

        QVERIFY(synchroniseAll(page));
        const AccountsOverviewModel *model = page->model();
        const int rows = compareWithTheService(model, QDate::currentDate());
        if (QTest::currentTestFailed())
            return;
        for (const QString &uuid : m_sandbox.accounts()) {
            for (const auto &currency : atTheService(uuid).keys()) {
                const int row = rowOf(model, uuid, currency);
                const AccountOverview f = *model->figures(row);
                QVERIFY(f.lastSync.isValid());
                QVERIFY(f.lastSync.secsTo(QDateTime::currentDateTimeUtc()) < 600);
                // Shown: the count as a number, no warning on a copy synchronised just now.
                QCOMPARE(model->index(row, AccountsOverviewModel::OpenInvoices).data().toString(),
                    QLocale().toString(f.openInvoices));
                QVERIFY(
                    !model->index(row, AccountsOverviewModel::LastSync).data(Qt::ForegroundRole).isValid());
            }
            QVERIFY2(statusOf(model, uuid).isEmpty(), qPrintable(statusOf(model, uuid)));
        }
        QCOMPARE(model->rowCount(), rows);

        // As of a day on which every account has reminders due by the service's answers.
        const QDate later = dayWithRemindersDueEverywhere();
        QVERIFY2(later.isValid(), "no day within 90 days with a reminder due in every demo account");
        page->model()->setAccounts(accounts(data.path()), later);
        QTRY_COMPARE(page->model()->pendingReads(), 0);
        QCOMPARE(compareWithTheService(model, later), rows);
        page->model()->setAccounts(accounts(data.path()));
        QTRY_COMPARE(page->model()->pendingReads(), 0);

        // The search narrows the rows like the document lists' search.
        auto *search = page->findChild<QLineEdit *>();
        QVERIFY(search);
        search->setText(QStringLiteral("Account 2"));
        QTRY_VERIFY(page->table()->model()->rowCount() > 0);
        for (int row = 0; row < page->table()->model()->rowCount(); ++row)
            QCOMPARE(page->table()->model()->index(row, 0).data().toString(), QStringLiteral("Account 2"));
        search->clear();
        QCOMPARE(page->table()->model()->rowCount(), rows);

        // Return on a row asks to open that account.
        QSignalSpy requested(page, &AccountsOverviewPage::accountRequested);
        page->table()->setFocus();
        page->table()->setCurrentIndex(page->table()->model()->index(0, 0));
        const QString key =
            page->table()->model()->index(0, 0).data(AccountsOverviewModel::KeyRole).toString();
        QTest::keyClick(page->table(), Qt::Key_Return);
        QCOMPARE(requested.size(), 1);
        QCOMPARE(requested.at(0).at(0).value<KnownAccount>().key(), key);
        QCOMPARE(requested.at(0).at(1).value<AccountsOverviewPage::Command>(),
            AccountsOverviewPage::Command::Open);
    }

    void fitsAt1366_data()
    {
        QTest::addColumn<QString>("language");
        // The longest texts.
        for (const char *language : {"de", "fr", "it"})
            QTest::newRow(language) << QString::fromLatin1(language);
    }

    // The page at the width the main window leaves it at 1366×768 (the navigation takes about 230 px of
    // WindowChecks::largestClientSize in these languages): no list scrolling sideways, no title cut.
    void fitsAt1366()
    {
        QFETCH(QString, language);
        QTranslator translator;
        QVERIFY2(
            translator.load(QStringLiteral("invoicedesk_") + language, QStringLiteral(INVOICEDESK_QM_DIR)),
            "the compiled translations are missing");
        QCoreApplication::installTranslator(&translator);
        QLocale::setDefault(QLocale(language + QStringLiteral("_CH")));
        const auto restore = qScopeGuard([&translator] {
            QCoreApplication::removeTranslator(&translator);
            QLocale::setDefault(QLocale::c());
        });

        // A long name and a long failure, to be elided rather than widen the table.
        const QStringList names {QStringLiteral("Treuhand- und Revisionsgesellschaft Muster & Partner AG"),
            QStringLiteral("Atelier Bernasconi Sagl")};
        QMainWindow window;
        auto *page = new AccountsOverviewPage(&window);
        window.setCentralWidget(page);
        window.resize(
            WindowChecks::largestClientSize().width() - 230, WindowChecks::largestClientSize().height());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        page->setAccounts(accounts(m_synced.path(), names));
        if (!m_isSynced) {
            QVERIFY(synchroniseAll(page));
            m_isSynced = true;
        }
        QTRY_COMPARE(page->model()->pendingReads(), 0);
        const QString failing = page->model()->accounts().value(1).key();
        page->model()->setSyncResult(failing, false,
            QStringLiteral(
                "The service did not answer within 30 seconds (https://api.example.invalid/accounts/%1)")
                .arg(m_sandbox.accounts().value(1)));
        QTRY_COMPARE(page->model()->pendingReads(), 0);
        QTest::qWait(0); // the column fit, queued by the rows' change
        QCoreApplication::processEvents();

        const QStringList problems = WindowChecks::layoutProblems(&window);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        QHeaderView *header = page->table()->horizontalHeader();
        int sum = 0;
        for (int c = 0; c < header->count(); ++c) {
            if (header->isSectionHidden(c))
                continue; // the currency: the open amount names it
            QVERIFY2(header->sectionSize(c) > 0, qPrintable(QString::number(c)));
            sum += header->sectionSize(c);
        }
        QVERIFY2(sum <= page->table()->viewport()->width(),
            qPrintable(
                QStringLiteral("%1 px of columns in %2").arg(sum).arg(page->table()->viewport()->width())));
        // The elided texts are whole in their tooltips.
        const QAbstractItemModel *model = page->table()->model();
        for (int row = 0; row < model->rowCount(); ++row) {
            const QModelIndex name = model->index(row, AccountsOverviewModel::Name);
            QVERIFY(name.data(Qt::ToolTipRole).toString().startsWith(name.data().toString()));
            const QModelIndex status = model->index(row, AccountsOverviewModel::Status);
            QCOMPARE(status.data(Qt::ToolTipRole).toString(), status.data().toString());
        }
    }

    void oneFailingAccountDoesNotStopTheOthers()
    {
        QTemporaryDir data;
        QMainWindow window;
        auto *page = new AccountsOverviewPage(&window);
        window.setCentralWidget(page);
        window.show();
        QAbstractItemModelTester tester(
            page->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QString good = m_sandbox.accounts().value(0);
        const QString failing = m_sandbox.accounts().value(1);
        // Every request of the second account is refused as unauthorised.
        m_sandbox.addFault({{QStringLiteral("path"), QStringLiteral("/accounts/%1/").arg(failing)},
            {QStringLiteral("status"), 401}, {QStringLiteral("share"), 1.0}});
        page->setAccounts(accounts(data.path()));
        QSignalSpy finished(page->accountsSync(), &AccountsSync::accountFinished);
        const bool ended = synchroniseAll(page);
        m_sandbox.clearFaults();
        QVERIFY(ended);
        QCOMPARE(finished.size(), 2);
        for (const QList<QVariant> &f : std::as_const(finished)) {
            const bool isFailing = f.at(0).toString().endsWith(failing);
            QCOMPARE(f.at(1).toBool(), !isFailing);
        }
        const AccountsOverviewModel *model = page->model();
        // The good account: synchronised, its figures the service's.
        const QHash<QString, Expected> service = atTheService(good);
        for (auto it = service.cbegin(); it != service.cend(); ++it) {
            const int row = rowOf(model, good, it.key());
            QVERIFY(row >= 0);
            QCOMPARE(model->figures(row)->openMinor, it->open);
            QVERIFY(model->figures(row)->lastSync.isValid());
        }
        QVERIFY2(statusOf(model, good).isEmpty(), qPrintable(statusOf(model, good)));
        // The failing one: its row names the failure, in the error colour.
        const QString status = statusOf(model, failing);
        QVERIFY2(status.startsWith(QStringLiteral("Synchronisation failed: ")), qPrintable(status));
        QVERIFY(status.size() > QStringLiteral("Synchronisation failed: ").size());
        // Background work: one entry per account, the failing one with the same reason.
        BackgroundWorkPanel *panel = BackgroundWorkPanel::forWindow(page);
        QVERIFY(panel);
        QCOMPARE(panel->model()->rowCount(), 2);
        int failed = 0;
        for (int row = 0; row < 2; ++row) {
            const BatchTracker *t = panel->model()->tracker(row);
            QVERIFY(t->isFinished());
            if (t->state() == BatchTracker::State::Failed) {
                ++failed;
                QVERIFY(status.endsWith(t->error()));
            }
        }
        QCOMPARE(failed, 1);
    }
};

QTEST_MAIN(TestAccountsOverview)
#include "tst_accounts_overview.moc"
