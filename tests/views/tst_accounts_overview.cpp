// The accounts overview (issue 34) on the sandbox's two demo accounts:
//  - after Synchronise all, each account's rows (open amount, open and overdue invoices per currency) are
//    what the sandbox's own invoice lists say, computed here from its answers (as tst_cli does for
//    --report accounts); the last synchronisation is today's; Return and the context menu ask to open the
//    chosen account;
//  - Synchronise all with one account failing (a sandbox fault: 401 on every request of that account)
//    finishes the other, names the failure in the failing account's row and in Background work.
// QAbstractItemModelTester watches the model and its sort/filter proxy throughout.
#include "TestSandbox.h"
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
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>

class TestAccountsOverview : public QObject
{
    Q_OBJECT

private:
    TestSandbox m_sandbox;

    struct Expected
    {
        qint64 open = 0;
        int openInvoices = 0;
        int overdue = 0;
    };

    // Per currency, what the service lists open for the account: invoices not cancelled with more than
    // nothing open, and of those the ones due before today.
    QHash<QString, Expected> atTheService(const QString &account)
    {
        ApiClient client(m_sandbox.config(account));
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
                const QDate due = QDate::fromString(
                    invoice.value(QLatin1String("dueDate")).toString().left(10), Qt::ISODate);
                if (due.isValid() && due < QDate::currentDate())
                    ++e.overdue;
            }
            if (list.size() < 100)
                return open;
        }
    }

    QList<KnownAccount> accounts(const QString &dataDir) const
    {
        QList<KnownAccount> result;
        int n = 0;
        for (const QString &uuid : m_sandbox.accounts()) {
            KnownAccount k;
            k.profile = {
                QStringLiteral("test"), m_sandbox.url(), uuid, QStringLiteral("Account %1").arg(++n)};
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
        int rows = 0;
        for (const QString &uuid : m_sandbox.accounts()) {
            const QHash<QString, Expected> service = atTheService(uuid);
            QVERIFY(!service.isEmpty());
            for (auto it = service.cbegin(); it != service.cend(); ++it) {
                const int row = rowOf(model, uuid, it.key());
                QVERIFY2(row >= 0, qPrintable(uuid + QLatin1Char('/') + it.key()));
                const AccountOverview f = *model->figures(row);
                QCOMPARE(f.openMinor, it->open);
                QCOMPARE(f.openInvoices, it->openInvoices);
                QCOMPARE(f.overdueInvoices, it->overdue);
                QVERIFY(f.remindersDue <= f.overdueInvoices);
                QVERIFY(f.lastSync.isValid());
                QVERIFY(f.lastSync.secsTo(QDateTime::currentDateTimeUtc()) < 600);
                // Shown: the count as a number, no warning on a copy synchronised just now.
                QCOMPARE(model->index(row, AccountsOverviewModel::OpenInvoices).data().toString(),
                    QLocale().toString(it->openInvoices));
                QVERIFY(
                    !model->index(row, AccountsOverviewModel::LastSync).data(Qt::ForegroundRole).isValid());
                ++rows;
            }
            QVERIFY2(statusOf(model, uuid).isEmpty(), qPrintable(statusOf(model, uuid)));
        }
        QCOMPARE(model->rowCount(), rows);

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
