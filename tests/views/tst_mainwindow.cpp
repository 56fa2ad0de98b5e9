// The window against a real sandbox: the invoice list fills from a sync, typing narrows it, the
// detail pane shows the selected invoice, and failures are shown in words.
#include "TestSandbox.h"
#include "models/DocumentFilterModel.h"
#include "models/DocumentListModel.h"
#include "views/MainWindow.h"
#include "views/documents/DocumentActionController.h"
#include "views/documents/DocumentDetailPane.h"
#include "views/documents/DocumentEditor.h"
#include "views/documents/DocumentsPage.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QLineEdit>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error()));
    }

    void listFillsAndSearchNarrows()
    {
        QTemporaryDir data;
        MainWindow window;
        window.show();
        Profile profile {
            QStringLiteral("test"), m_sandbox.url(), m_sandbox.accounts().first(), QStringLiteral("Demo")};
        window.openSession(profile, m_sandbox.config(), data.path());

        DocumentsPage *page = window.documentsPage(DocumentKind::Invoice);
        QAbstractItemModelTester tester(
            page->filterModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_COMPARE_WITH_TIMEOUT(page->filterModel()->rowCount(), 150, 20000);

        // Pick a customer name that occurs in the data, type it, and expect only its invoices.
        const QModelIndex first = page->filterModel()->index(0, DocumentListModel::Customer);
        const QString customer = first.data().toString();
        QVERIFY(!customer.isEmpty());
        // Typed one character at a time (keyClicks cannot type umlauts, insert() can).
        for (const QChar c : customer)
            page->searchField()->insert(QString(c));
        const int narrowed = page->filterModel()->rowCount();
        QVERIFY(narrowed > 0);
        QVERIFY(narrowed < 150);
        for (int row = 0; row < narrowed; ++row) {
            const QString name =
                page->filterModel()->index(row, DocumentListModel::Customer).data().toString();
            QVERIFY2(name.contains(customer, Qt::CaseInsensitive), qPrintable(name));
        }
        QTest::keyClicks(page->searchField(), QStringLiteral(" no-such-thing-xyz"));
        QCOMPARE(page->filterModel()->rowCount(), 0);
        page->searchField()->clear();
        QCOMPARE(page->filterModel()->rowCount(), 150);

        // Selecting a row shows that invoice, fetched from the service.
        page->table()->selectRow(0);
        const QString number = page->filterModel()->index(0, DocumentListModel::Number).data().toString();
        QTRY_VERIFY_WITH_TIMEOUT(page->detailPane()->plainText().contains(number), 10000);
        QVERIFY(page->detailPane()->plainText().contains(QStringLiteral("CHF"))
            || page->detailPane()->plainText().contains(QStringLiteral("EUR")));
    }

    void wrongTokenIsShownInWords()
    {
        QTemporaryDir data;
        MainWindow window;
        window.show();
        ApiConfig config = m_sandbox.config();
        config.token = QStringLiteral("not-a-valid-token");
        Profile profile {
            QStringLiteral("bad"), m_sandbox.url(), m_sandbox.accounts().first(), QStringLiteral("Demo")};
        QSignalSpy connectAsked(&window, &MainWindow::connectRequested);
        window.openSession(profile, config, data.path());
        QTRY_COMPARE_WITH_TIMEOUT(connectAsked.count(), 1, 10000);
        QVERIFY(window.findChild<QWidget *>() != nullptr);
        QCOMPARE(window.documentsPage(DocumentKind::Invoice)->filterModel()->rowCount(), 0);
    }

    void brokenAnswersAreShownInWords_data()
    {
        QTest::addColumn<QJsonObject>("fault");
        QTest::addColumn<QString>("words");
        QTest::newRow("malformed") << QJsonObject {{QStringLiteral("body"), QStringLiteral("malformed")}}
                                   << QStringLiteral("could not be read");
        QTest::newRow("truncated") << QJsonObject {{QStringLiteral("body"), QStringLiteral("truncated")}}
                                   << QStringLiteral("could not be read");
        QTest::newRow("server error")
            << QJsonObject {{QStringLiteral("status"), 500}} << QStringLiteral("HTTP 500");
    }
    void brokenAnswersAreShownInWords()
    {
        QFETCH(QJsonObject, fault);
        QFETCH(QString, words);
        fault.insert(QStringLiteral("path"), QStringLiteral("/documents/v2/invoices"));
        fault.insert(QStringLiteral("times"), 100); // more than every retry of every request
        m_sandbox.addFault(fault);
        QTemporaryDir data;
        MainWindow window;
        Profile profile {
            QStringLiteral("broken"), m_sandbox.url(), m_sandbox.accounts().first(), QStringLiteral("Demo")};
        window.openSession(profile, m_sandbox.config(), data.path());
        QTRY_VERIFY2_WITH_TIMEOUT(
            window.messageText().contains(words), qPrintable(window.messageText()), 10000);
        // The invoices could not be listed, the other kinds were: a partial success, said so.
        QVERIFY2(window.messageText().startsWith(QStringLiteral("Partly synchronised: invoices not listed")),
            qPrintable(window.messageText()));
        m_sandbox.clearFaults();
    }

    void missingScopeIsShownInWords()
    {
        QTemporaryDir data;
        MainWindow window;
        ApiConfig config = m_sandbox.config();
        config.token = m_sandbox.createToken({QStringLiteral("profile")}, m_sandbox.accounts());
        Profile profile {
            QStringLiteral("scope"), m_sandbox.url(), m_sandbox.accounts().first(), QStringLiteral("Demo")};
        window.openSession(profile, config, data.path());
        QTRY_VERIFY_WITH_TIMEOUT(window.messageText().contains(QStringLiteral("customers")), 10000);
    }

    void unreachableServerSaysOffline()
    {
        QTemporaryDir data;
        MainWindow window;
        ApiConfig config = m_sandbox.config();
        config.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:1"));
        config.maxRetries = 0;
        Profile profile {
            QStringLiteral("offline"), config.baseUrl, m_sandbox.accounts().first(), QStringLiteral("Demo")};
        window.openSession(profile, config, data.path());
        QTRY_VERIFY_WITH_TIMEOUT(window.statusText().contains(QStringLiteral("Offline")), 10000);
    }

    void documentCommandsAreWired()
    {
        // Last: it adds an invoice to the sandbox the other cases count. Every kind is listed; New opens the
        // editor of the page's kind; a conversion shows the new document in the list of its kind.
        QTemporaryDir data;
        MainWindow window;
        window.show();
        Profile profile {
            QStringLiteral("wired"), m_sandbox.url(), m_sandbox.accounts().first(), QStringLiteral("Demo")};
        window.openSession(profile, m_sandbox.config(), data.path());
        DocumentsPage *quotes = window.documentsPage(DocumentKind::Quote);
        QVERIFY(quotes);
        window.showPage(quotes);
        QCOMPARE(window.currentPage(), quotes);
        QTRY_VERIFY_WITH_TIMEOUT(quotes->listModel()->rowCount() > 0, 20000);
        QVERIFY(window.documentsPage(DocumentKind::Receipt));

        quotes->newDocument();
        DocumentEditor *editor = nullptr;
        QTRY_VERIFY((editor = window.findChild<DocumentEditor *>()) != nullptr);
        QCOMPARE(editor->kind(), DocumentKind::Quote);
        QVERIFY(editor->close()); // nothing typed: closes without asking

        // The first quote that offers the conversion to an invoice.
        DocumentActionController *actions = quotes->actionController();
        QString quote;
        for (int row = 0; row < quotes->filterModel()->rowCount() && quote.isEmpty(); ++row) {
            quotes->table()->setCurrentIndex(quotes->filterModel()->index(row, 0));
            QTRY_VERIFY_WITH_TIMEOUT(
                actions->selection() == QStringList {quotes->currentUuid()} && !actions->isLoading(), 10000);
            if (actions->action(QStringLiteral("convert"))->isEnabled())
                quote = quotes->currentUuid();
        }
        QVERIFY(!quote.isEmpty());
        QVERIFY(quotes->pageActions().contains(actions->action(QStringLiteral("convert"))));
        actions->trigger(QStringLiteral("convert"));
        DocumentsPage *invoices = window.documentsPage(DocumentKind::Invoice);
        QTRY_COMPARE_WITH_TIMEOUT(window.currentPage(), invoices, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(!invoices->currentUuid().isEmpty()
                && invoices->listModel()->rowOfUuid(invoices->currentUuid()) >= 0
                && invoices->table()->currentIndex().siblingAtColumn(DocumentListModel::Customer).data()
                    == quotes->listModel()
                           ->index(quotes->listModel()->rowOfUuid(quote), DocumentListModel::Customer)
                           .data(),
            20000);
    }

private:
    TestSandbox m_sandbox {{QStringLiteral("--seed-invoices"), QStringLiteral("150")}};
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
