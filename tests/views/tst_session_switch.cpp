// Switching account (and quitting) against a real sandbox: unsaved work on a settings page, in a record
// editor and in a document editor is asked about first; Cancel keeps everything, Discard switches; the
// old session's calls end at the switch without their handlers running, and a write in flight is
// reported as unknown, never as a timeout.
#include "SessionContextTestAccess.h"
#include "TestSandbox.h"
#include "api/ApiClient.h"
#include "api/ApiJob.h"
#include "api/DocumentsApi.h"
#include "api/ResourceApi.h"
#include "domain/Money.h"
#include "models/DocumentFilterModel.h"
#include "models/DocumentListModel.h"
#include "views/MainWindow.h"
#include "views/documents/DocumentActionController.h"
#include "views/documents/DocumentEditor.h"
#include "views/documents/DocumentsPage.h"
#include "views/documents/PaymentDialog.h"
#include "views/records/AddressesPage.h"
#include "views/records/ProductPage.h"
#include "views/records/RecordPageEditor.h"
#include "views/reports/ReminderRunDialog.h"
#include "views/settings/DefaultConditionsPage.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDateTime>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {
// The question box now open (a window of its own), or nullptr.
QMessageBox *openQuestion()
{
    for (QWidget *widget : QApplication::topLevelWidgets()) {
        auto *box = qobject_cast<QMessageBox *>(widget);
        if (box && box->isVisible())
            return box;
    }
    return nullptr;
}

// The open dialog of type T over the window, or nullptr.
template<typename T> T *openDialog(const MainWindow &window)
{
    for (T *dialog : window.findChildren<T *>()) {
        if (dialog->isVisible())
            return dialog;
    }
    return nullptr;
}

template<typename T> T *pageOf(const MainWindow &window)
{
    for (WorkspacePage *page : window.pages()) {
        if (auto *typed = qobject_cast<T *>(page))
            return typed;
    }
    return nullptr;
}
} // namespace

class TestSessionSwitch : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error()));
        QVERIFY(m_sandbox.accounts().size() >= 2);
    }

    void unsavedWorkIsAskedAboutFirst()
    {
        QTemporaryDir data;
        MainWindow window;
        window.show();
        window.openSession(profile(0), m_sandbox.config(m_sandbox.accounts().at(0)), data.filePath(u"a"_s));

        // A settings page with an unsaved change.
        auto *settings = pageOf<DefaultConditionsPage>(window);
        QVERIFY(settings);
        QTRY_VERIFY_WITH_TIMEOUT(settings->hasValues(), 15000);
        settings->textEdit(u"it"_s)->setPlainText(u"Modificato prima del cambio"_s);
        QVERIFY(settings->hasUnsavedChanges());
        // An open record editor.
        auto *products = pageOf<ProductPage>(window);
        QVERIFY(products);
        products->newAction()->trigger();
        QPointer<RecordPageEditor> record = products->editor();
        QVERIFY(record);
        qobject_cast<QLineEdit *>(record->fieldWidget(u"productKey"_s))->setText(u"SWITCH-1"_s);
        // A document editor with a typed title.
        DocumentsPage *invoices = window.documentsPage(DocumentKind::Invoice);
        invoices->newDocument();
        QPointer<DocumentEditor> document = window.findChild<DocumentEditor *>();
        QVERIFY(document);
        QTRY_VERIFY_WITH_TIMEOUT(!document->isBusy(), 15000);
        qobject_cast<QLineEdit *>(document->fieldWidget(u"title"_s))->setText(u"Kept through Cancel"_s);
        QVERIFY(document->isModified());

        // Switch account: the document editor asks first; Cancel keeps everything.
        const QString first = m_sandbox.accounts().at(0);
        const QString second = m_sandbox.accounts().at(1);
        window.switchSession(profile(1), m_sandbox.config(second), data.filePath(u"b"_s));
        QMessageBox *question = nullptr;
        QTRY_VERIFY((question = openQuestion()) != nullptr);
        QCOMPARE(question->objectName(), u"unsavedQuestion"_s);
        question->button(QMessageBox::Cancel)->click();
        QTRY_VERIFY(!openQuestion());
        QCOMPARE(window.session().accountUuid, first);
        QVERIFY(document && document->isVisible() && document->isModified());
        QVERIFY(record && record->isVisible());
        QCOMPARE(qobject_cast<QLineEdit *>(record->fieldWidget(u"productKey"_s))->text(), u"SWITCH-1"_s);
        QVERIFY(settings->hasUnsavedChanges());

        // Again, and Cancel at the settings page (the last one asked): still nothing is lost there.
        window.switchSession(profile(1), m_sandbox.config(second), data.filePath(u"b"_s));
        QTRY_VERIFY((question = openQuestion()) != nullptr);
        question->button(QMessageBox::Discard)->click(); // the document editor
        QTRY_VERIFY(!document);
        QTRY_VERIFY((question = openQuestion()) != nullptr);
        QCOMPARE(question->objectName(), u"switchQuestion"_s); // the record editor
        question->button(QMessageBox::Cancel)->click();
        QTRY_VERIFY(!openQuestion());
        QCOMPARE(window.session().accountUuid, first);
        QVERIFY(record && record->isVisible());
        QVERIFY(settings->hasUnsavedChanges());

        // Discard everywhere: the new session opens.
        window.switchSession(profile(1), m_sandbox.config(second), data.filePath(u"b"_s));
        QTRY_VERIFY((question = openQuestion()) != nullptr);
        question->button(QMessageBox::Discard)->click(); // the record editor
        QTRY_VERIFY(!record);
        QTRY_VERIFY((question = openQuestion()) != nullptr);
        QVERIFY(question->text().contains(u"not saved"_s));
        question->button(QMessageBox::Discard)->click(); // the settings page
        QTRY_COMPARE(window.session().accountUuid, second);
        QVERIFY(!settings->textEdit(u"it"_s)->toPlainText().contains(u"Modificato prima del cambio"_s));
    }

    void saveThenSwitch()
    {
        QTemporaryDir data;
        MainWindow window;
        window.show();
        const QString first = m_sandbox.accounts().at(0);
        const QString second = m_sandbox.accounts().at(1);
        window.openSession(profile(0), m_sandbox.config(first), data.filePath(u"a"_s));
        auto *settings = pageOf<DefaultConditionsPage>(window);
        QTRY_VERIFY_WITH_TIMEOUT(settings->hasValues(), 15000);
        const QString text = u"Saved on the way out %1"_s.arg(QDateTime::currentMSecsSinceEpoch());
        settings->textEdit(u"fr"_s)->setPlainText(text);

        window.switchSession(profile(1), m_sandbox.config(second), data.filePath(u"b"_s));
        QMessageBox *question = nullptr;
        QTRY_VERIFY((question = openQuestion()) != nullptr);
        QCOMPARE(question->objectName(), u"switchQuestion"_s);
        question->button(QMessageBox::Save)->click();
        // The switch waits for the service's answer to the save.
        QTRY_COMPARE_WITH_TIMEOUT(window.session().accountUuid, second, 15000);
        QVERIFY(window.messageText().isEmpty() || !window.messageText().contains(u"unknown"_s));

        // Back on the first account, the page reads the saved text from the service.
        window.switchSession(profile(0), m_sandbox.config(first), data.filePath(u"a2"_s));
        QCOMPARE(window.session().accountUuid, first);
        QTRY_COMPARE_WITH_TIMEOUT(settings->textEdit(u"fr"_s)->toPlainText(), text, 15000);
    }

    void callsOfTheOldSessionEndAtTheSwitch()
    {
        QTemporaryDir data;
        MainWindow window;
        window.show();
        const QString first = m_sandbox.accounts().at(0);
        window.openSession(profile(0), m_sandbox.config(first), data.filePath(u"a"_s));
        ApiClient *client = SessionContextTestAccess::client(window.session());
        QVERIFY(client);
        int handled = 0;
        QObject receiver;
        QPointer<ApiJob> read = client->get(
            client->accountPath(DocumentsApi::collectionPath(DocumentKind::Invoice)), {}, &receiver);
        QPointer<ApiJob> write =
            client->send(ApiClient::Method::Post, client->accountPath(ResourceApi::path(Resource::Units)),
                QJsonDocument(QJsonObject {{u"name"_s, u"Sent before the switch"_s}}), {}, &receiver);
        for (ApiJob *job : {read.data(), write.data()}) {
            connect(job, &ApiJob::succeeded, &receiver, [&handled] { ++handled; });
            connect(job, &ApiJob::failed, &receiver, [&handled] { ++handled; });
        }

        // Nothing unsaved: the switch happens at once, and both calls are ended by it.
        window.switchSession(profile(1), m_sandbox.config(m_sandbox.accounts().at(1)), data.filePath(u"b"_s));
        QCOMPARE(window.session().accountUuid, m_sandbox.accounts().at(1));
        QTRY_VERIFY(!read && !write); // destroyed: no handler of theirs can ever run
        QCOMPARE(handled, 0);
        const QString message = window.messageText();
        QVERIFY2(message.contains(u"1 change"_s) && message.contains(u"unknown"_s), qPrintable(message));
        QVERIFY2(!message.contains(u"time"_s, Qt::CaseInsensitive), qPrintable(message));
    }

    // The payment dialog (with a typed amount) and the reminder run take part in the switch: the payment
    // asks, Cancel keeps both; Discard switches and closes both. A payment sent just before a switch gets
    // no question (it was confirmed), its dialog closes, its handler never runs, and the window says the
    // outcome is unknown.
    void openDialogsAreAskedThenClosed()
    {
        QTemporaryDir data;
        MainWindow window;
        window.show();
        const QString first = m_sandbox.accounts().at(0);
        const QString second = m_sandbox.accounts().at(1);
        window.openSession(profile(0), m_sandbox.config(first), data.filePath(u"a"_s));

        QPointer<PaymentDialog> payment = openPayment(window);
        QVERIFY(payment);
        int recorded = 0;
        QObject receiver;
        connect(payment, &PaymentDialog::recorded, &receiver, [&recorded] { ++recorded; });
        payment->amountField()->setText(Money::toDecimalString(payment->openMinor() - 100));
        QVERIFY(payment->hasUnsavedInput());
        QPointer<ReminderRunDialog> reminders = openReminderRun(window);
        QVERIFY(reminders);

        // The payment asks (nothing else has unsaved work); Cancel keeps both dialogs and the session.
        window.switchSession(profile(1), m_sandbox.config(second), data.filePath(u"b"_s));
        QMessageBox *question = nullptr;
        QTRY_VERIFY((question = openQuestion()) != nullptr);
        QCOMPARE(question->objectName(), u"switchQuestion"_s);
        QVERIFY2(question->text().contains(payment->number()), qPrintable(question->text()));
        QVERIFY(!question->button(QMessageBox::Save)); // it cannot be booked without its own confirmation
        question->button(QMessageBox::Cancel)->click();
        QTRY_VERIFY(!openQuestion());
        QCOMPARE(window.session().accountUuid, first);
        QVERIFY(payment && payment->isVisible() && payment->hasUnsavedInput());
        QVERIFY(reminders && reminders->isVisible());

        // Discard: the new session opens, both dialogs of the old one are gone.
        window.switchSession(profile(1), m_sandbox.config(second), data.filePath(u"b"_s));
        QTRY_VERIFY((question = openQuestion()) != nullptr);
        question->button(QMessageBox::Discard)->click();
        QTRY_COMPARE(window.session().accountUuid, second);
        QTRY_VERIFY(!payment && !reminders);
        QCOMPARE(recorded, 0);

        // A payment confirmed and sent, then a switch at once: no question, the dialog closes with its
        // call (no handler of it can run), and the window says the outcome is unknown.
        payment = openPayment(window);
        QVERIFY(payment);
        connect(payment, &PaymentDialog::recorded, &receiver, [&recorded] { ++recorded; });
        QSignalSpy changed(window.documentsPage(DocumentKind::Invoice)->actionController(),
            &DocumentActionController::documentsChanged);
        payment->record();
        QVERIFY(payment->confirmation());
        payment->confirmation()->button(QMessageBox::Yes)->click();
        QVERIFY(!payment->isReady() && !payment->isDone()); // sending
        window.switchSession(profile(0), m_sandbox.config(first), data.filePath(u"a2"_s));
        QCOMPARE(window.session().accountUuid, first);
        QVERIFY(!openQuestion());
        QTRY_VERIFY(!payment);
        QCOMPARE(recorded, 0);
        QCOMPARE(changed.count(), 0);
        const QString message = window.messageText();
        QVERIFY2(message.contains(u"1 change"_s) && message.contains(u"unknown"_s), qPrintable(message));
    }

    // The previous account's search and filters mean nothing in the next one: the switch clears them on
    // the document lists and the record pages (a list that stayed filtered would look half empty).
    void searchAndFiltersResetAtTheSwitch()
    {
        QTemporaryDir data;
        MainWindow window;
        window.show();
        window.openSession(profile(0), m_sandbox.config(m_sandbox.accounts().at(0)), data.filePath(u"a"_s));
        DocumentsPage *invoices = window.documentsPage(DocumentKind::Invoice);
        window.showPage(invoices);
        invoices->showOpenInvoices(u"RE-"_s);
        invoices->periodBox()->setCurrentIndex(invoices->periodBox()->count() - 2); // "Last year"
        QCOMPARE(invoices->filterModel()->quickFilter(), DocumentFilterModel::Open);
        QVERIFY(invoices->filterModel()->searchText().contains(u"re-"_s, Qt::CaseInsensitive));
        auto *addresses = pageOf<AddressesPage>(window);
        auto *products = pageOf<ProductPage>(window);
        QVERIFY(addresses && products);
        addresses->searchField()->setText(u"Müller"_s);
        products->searchField()->setText(u"Beratung"_s);

        window.switchSession(profile(1), m_sandbox.config(m_sandbox.accounts().at(1)), data.filePath(u"b"_s));
        QCOMPARE(window.session().accountUuid, m_sandbox.accounts().at(1));
        QVERIFY(invoices->searchField()->text().isEmpty());
        QVERIFY(invoices->filterModel()->searchText().isEmpty());
        QCOMPARE(invoices->filterModel()->quickFilter(), DocumentFilterModel::All);
        QCOMPARE(invoices->periodBox()->currentIndex(), 0); // any time
        QVERIFY(addresses->searchField()->text().isEmpty());
        QVERIFY(products->searchField()->text().isEmpty());
    }

    void quittingAsksToo()
    {
        QTemporaryDir data;
        MainWindow window;
        window.show();
        window.openSession(profile(0), m_sandbox.config(m_sandbox.accounts().at(0)), data.path());
        auto *settings = pageOf<DefaultConditionsPage>(window);
        QTRY_VERIFY_WITH_TIMEOUT(settings->hasValues(), 15000);
        settings->textEdit(u"fr"_s)->setPlainText(u"Pas encore enregistré"_s);

        QVERIFY(!window.close());
        QMessageBox *question = nullptr;
        QTRY_VERIFY((question = openQuestion()) != nullptr);
        question->button(QMessageBox::Cancel)->click();
        QTRY_VERIFY(!openQuestion());
        QVERIFY(window.isVisible());
        QVERIFY(settings->hasUnsavedChanges());

        // Asked again while the question is open (Ctrl+Q twice): one question, not two (it would be
        // opened at once).
        QVERIFY(!window.close());
        QTRY_VERIFY((question = openQuestion()) != nullptr);
        QVERIFY(!window.close());
        int open = 0;
        for (QWidget *widget : QApplication::topLevelWidgets())
            open += qobject_cast<QMessageBox *>(widget) && widget->isVisible() ? 1 : 0;
        QCOMPARE(open, 1);
        question->button(QMessageBox::Discard)->click();
        QTRY_VERIFY(!window.isVisible());
        QVERIFY(!SessionContextTestAccess::client(window.session())); // the session ended with the window
    }

private:
    // Opens "Record a payment" through the invoice list's action, for an invoice sent with more than
    // 10.00 open, and waits until it shows the open amount.
    PaymentDialog *openPayment(MainWindow &window)
    {
        DocumentsPage *invoices = window.documentsPage(DocumentKind::Invoice);
        window.showPage(invoices);
        QString uuid;
        const auto findOpen = [&] {
            const DocumentRows &rows = invoices->listModel()->rows();
            for (qsizetype row = 0; row < rows.size(); ++row) {
                const DocumentSummary d = rows.summary(row);
                if (d.sentStatus == "SENT"_L1 && !d.archived && !d.cancelled
                    && d.openMinor.value_or(0) >= 1000) {
                    uuid = d.uuid;
                    return true;
                }
            }
            return false;
        };
        [&] {
            QTRY_VERIFY_WITH_TIMEOUT(findOpen(), 20000);
        }();
        invoices->showDocument(uuid);
        DocumentActionController *actions = invoices->actionController();
        [&] {
            QTRY_VERIFY_WITH_TIMEOUT(actions->selection() == QStringList {uuid} && !actions->isLoading()
                    && actions->action(u"paymentAdd"_s)->isEnabled(),
                10000);
        }();
        actions->trigger(u"paymentAdd"_s);
        PaymentDialog *dialog = openDialog<PaymentDialog>(window);
        [&] {
            QTRY_VERIFY_WITH_TIMEOUT(dialog && dialog->isReady(), 10000);
        }();
        return dialog && dialog->isReady() ? dialog : nullptr;
    }

    // Document → Reminder run… on the invoice list.
    ReminderRunDialog *openReminderRun(MainWindow &window)
    {
        for (QAction *action : window.documentsPage(DocumentKind::Invoice)->pageActions()) {
            if (action->text() == u"Re&minder run…"_s)
                action->trigger();
        }
        return openDialog<ReminderRunDialog>(window);
    }

    Profile profile(int index) const
    {
        return {
            u"p%1"_s.arg(index), m_sandbox.url(), m_sandbox.accounts().at(index), u"Account %1"_s.arg(index)};
    }

    TestSandbox m_sandbox;
};

QTEST_MAIN(TestSessionSwitch)
#include "tst_session_switch.moc"
