// Document actions against a real sandbox: the toolbar's enabled actions are what the service offers,
// an unknown action keeps the service's label, conversions open the new document, destructive actions
// ask, several documents are acted on in one go, the print preview shows the PDF's pages (and a message
// when the PDF does not arrive), and e-mail leaves one message in the sandbox's outbox.
#include "TestSandbox.h"
#include "api/ApiJob.h"
#include "api/DocumentSummaryJson.h"
#include "api/DocumentsApi.h"
#include "api/JsonReader.h"
#include "documents/DocumentActionCatalog.h"
#include "documents/DocumentActions.h"
#include "documents/DocumentActionsApi.h"
#include "documents/PaymentHistory.h"
#include "documents/PaymentRecorder.h"
#include "documents/PdfDownload.h"
#include "domain/Money.h"
#include "models/DocumentListModel.h"
#include "records/Validators.h"
#include "reports/ReminderRun.h"
#include "store/RecordStore.h"
#include "views/DateField.h"
#include "views/Palette.h"
#include "views/documents/DocumentActionController.h"
#include "views/documents/EmailConfirmDialog.h"
#include "views/documents/PaymentDialog.h"
#include "views/documents/PdfPreviewDialog.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDateEdit>
#include <QDir>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPdfDocument>
#include <QPdfView>
#include <QPrinter>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>

#include <functional>

namespace {

QSet<QString> enabledNames(const DocumentActionController &controller)
{
    QSet<QString> names;
    for (const QAction *action : controller.actions()) {
        if (action->isEnabled())
            names.insert(action->data().toString());
    }
    return names;
}

// Answers the next question box with `button` and remembers what it asked.
struct BoxAnswerer
{
    QString text;
    bool asked = false;

    void answerNext(QMessageBox::StandardButton button)
    {
        auto *timer = new QTimer;
        timer->setInterval(20);
        QObject::connect(timer, &QTimer::timeout, timer, [this, timer, button] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            text = box->text() + QLatin1Char('\n') + box->informativeText();
            asked = true;
            timer->stop();
            timer->deleteLater();
            box->button(button)->click();
        });
        timer->start();
    }
};

} // namespace

class TestActions : public QObject
{
    Q_OBJECT

private:
    TestSandbox m_sandbox {
        {QStringLiteral("--seed-invoices"), QStringLiteral("400")}}; // enough drafts for every case
    QTemporaryDir m_data;
    ApiClient *m_client = nullptr;
    QWidget *m_window = nullptr;
    QSet<QString> m_used; // documents a test changed, so others pick fresh ones

    SessionContext session() const
    {
        SessionContext s(m_client);
        s.config = m_sandbox.config();
        s.dataDir = m_data.path();
        s.accountUuid = m_sandbox.accounts().first();
        return s;
    }

    QJsonArray list(DocumentKind kind)
    {
        // Read as the client reads it: data or data.documents (the live profile).
        const auto r = TestSandbox::wait(DocumentsApi(m_client).list(kind, 1, 500, std::nullopt));
        return JsonReader::listFromEnvelope(r.answer).value_or(QJsonArray());
    }

    QJsonObject document(DocumentKind kind, const QString &uuid, bool *found = nullptr)
    {
        const auto r = TestSandbox::wait(DocumentsApi(m_client).get(kind, uuid));
        if (found)
            *found = r.ok;
        return JsonReader::singleFromEnvelope(r.answer).value_or(QJsonObject());
    }

    // The action names the service offers, read here without the client's parsing.
    QSet<QString> serviceOffers(DocumentKind kind, const QString &uuid)
    {
        const auto r = TestSandbox::wait(
            m_client->get(m_client->accountPath(DocumentActionsApi::actionsPath(kind, uuid))));
        const QStringList keys = r.answer.object().value(QLatin1String("data")).toObject().keys();
        return QSet<QString>(keys.begin(), keys.end());
    }

    // Unused documents of the kind whose list items pass `accept`.
    QStringList pick(DocumentKind kind, int count, const std::function<bool(const QJsonObject &)> &accept)
    {
        QStringList uuids;
        for (const QJsonValue &v : list(kind)) {
            const QJsonObject item = v.toObject();
            const QString uuid = item.value(QLatin1String("uuid")).toString();
            if (m_used.contains(uuid) || !accept(item))
                continue;
            uuids << uuid;
            m_used.insert(uuid);
            if (uuids.size() == count)
                break;
        }
        return uuids;
    }

    static bool isDraft(const QJsonObject &item)
    {
        return item.value(QLatin1String("sentStatus")).toString() != QLatin1String("SENT")
            && !item.value(QLatin1String("isArchived")).toBool()
            && !item.value(QLatin1String("isCancelled")).toBool();
    }

    static bool isSentOpen(const QJsonObject &item)
    {
        return item.value(QLatin1String("sentStatus")).toString() == QLatin1String("SENT")
            && !item.value(QLatin1String("isArchived")).toBool()
            && !item.value(QLatin1String("isCancelled")).toBool();
    }

    // The documents as the list knows them: the service's list items.
    QList<SelectedDocument> selected(DocumentKind kind, const QStringList &uuids)
    {
        QHash<QString, SelectedDocument> byUuid;
        for (const QJsonValue &v : list(kind)) {
            if (const auto row = documentSummaryFromJson(kind, v.toObject()))
                byUuid.insert(row->uuid, SelectedDocument::fromSummary(*row, QDate::currentDate()));
        }
        QList<SelectedDocument> documents;
        for (const QString &uuid : uuids)
            documents.append(byUuid.value(uuid, SelectedDocument {uuid, {}, {}, {}, {}, 0, {}}));
        return documents;
    }

    void select(DocumentActionController &controller, DocumentKind kind, const QStringList &uuids)
    {
        QSignalSpy loaded(&controller, &DocumentActionController::offeredChanged);
        controller.setSelection(kind, selected(kind, uuids));
        QTRY_VERIFY_WITH_TIMEOUT(loaded.count() > 0 && !controller.isLoading(), 15000);
    }

    template<typename T> T *waitForDialog()
    {
        T *dialog = nullptr;
        if (!QTest::qWaitFor([&] { return (dialog = m_window->findChild<T *>()) != nullptr; }, 5000))
            return nullptr;
        return dialog; // the caller checks it
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error()));
        QVERIFY(m_data.isValid());
        m_client = new ApiClient(m_sandbox.config(), this);
        m_window = new QWidget;
        m_window->resize(800, 600);
        m_window->show();
    }

    void cleanupTestCase() { delete m_window; }

    void cleanup()
    {
        m_sandbox.clearFaults();
        // Dialogs left open by a failed test must not confuse the next one.
        QList<QPointer<QDialog>> dialogs; // a question inside a dialog goes with it
        for (QDialog *dialog : m_window->findChildren<QDialog *>())
            dialogs << dialog;
        for (const QPointer<QDialog> &dialog : std::as_const(dialogs))
            delete dialog.data();
    }

    void catalogue()
    {
        QCOMPARE(DocumentActionCatalog::plain(DocumentActionCatalog::label(QStringLiteral("print"))),
            QStringLiteral("Print"));
        QCOMPARE(
            DocumentActionCatalog::plain(QStringLiteral("Save && &close…")), QStringLiteral("Save & close"));
        QCOMPARE(DocumentActionCatalog::label(
                     QStringLiteral("sendPaymentConfirmation"), QStringLiteral(" Quittung ")),
            QStringLiteral("Quittung"));
        QCOMPARE(DocumentActionCatalog::label(QStringLiteral("dunningDate")), QStringLiteral("dunningDate"));
        QVERIFY(DocumentActionCatalog::find(QStringLiteral("delete"))->destructive);
        QVERIFY(DocumentActionCatalog::find(QStringLiteral("cancel"))->destructive);
        QVERIFY(!DocumentActionCatalog::find(QStringLiteral("archive"))->destructive);
        QCOMPARE(DocumentActionCatalog::createdKind(QStringLiteral("convert"), DocumentKind::Quote),
            DocumentKind::Invoice);
        QCOMPARE(DocumentActionCatalog::createdKind(QStringLiteral("convertIC"), DocumentKind::Invoice),
            DocumentKind::CreditNote);
        QCOMPARE(DocumentActionCatalog::createdKind(QStringLiteral("clone"), DocumentKind::DeliveryNote),
            DocumentKind::DeliveryNote);
        QCOMPARE(DocumentActionCatalog::createdKind(QStringLiteral("archive"), DocumentKind::Invoice),
            std::nullopt);
        QCOMPARE(DocumentActionCatalog::kindFromType(QStringLiteral("creditNote")), DocumentKind::CreditNote);
        QCOMPARE(DocumentActionCatalog::kindFromType(QStringLiteral("delivery-notes")),
            DocumentKind::DeliveryNote);
        QCOMPARE(DocumentActionCatalog::kindFromType(QStringLiteral("banana")), std::nullopt);
        // Every conversion of the spec is known and creates a document.
        for (const DocumentActionInfo &info : DocumentActionCatalog::all()) {
            if (info.name.startsWith(QLatin1String("convert")))
                QVERIFY2(
                    info.effect == DocumentActionInfo::Effect::Creates && info.target, qPrintable(info.name));
        }

        // The service's list: known names in toolbar order, unknown ones after them by name.
        const auto offered = DocumentActionsApi::readList(QJsonDocument::fromJson(
            R"({"data":{"zzz":"Z","delete":"Delete","print":"Print","aaa":"","markSent":"Sent"}})"));
        QVERIFY(offered);
        QStringList names;
        for (const DocumentOfferedAction &a : *offered)
            names << a.name;
        QCOMPARE(names, (QStringList {"print", "markSent", "delete", "aaa", "zzz"}));
        QCOMPARE(offered->at(3).label, QStringLiteral("aaa"));
        const auto fromArray =
            DocumentActionsApi::readList(QJsonDocument::fromJson(R"({"data":["archive","delete"]})"));
        QVERIFY(fromArray && fromArray->size() == 2);
        QString error;
        QVERIFY(!DocumentActionsApi::readList(QJsonDocument::fromJson(R"({"status":200})"), &error));
        QVERIFY(!error.isEmpty());
        const auto bare = DocumentActionsApi::readResult(
            QJsonDocument::fromJson(R"({"id":7,"uuid":"u","type":"invoice"})"));
        QVERIFY(bare && bare->id == 7 && bare->uuid == QLatin1String("u"));
        QVERIFY(!DocumentActionsApi::readResult(QJsonDocument::fromJson("[1]"), &error));

        QVERIFY(PdfDownload::looksLikePdf("%PDF-1.7\n..."));
        QVERIFY(PdfDownload::looksLikePdf("\r\n%PDF-1.4"));
        QVERIFY(!PdfDownload::looksLikePdf("<html>not found</html>"));
        QCOMPARE(PdfDownload::resolve(QUrl("http://127.0.0.1:5/api"), QStringLiteral("/downloads/a.pdf")),
            QUrl("http://127.0.0.1:5/downloads/a.pdf"));
        QCOMPARE(
            PdfDownload::resolve(QUrl("http://127.0.0.1:5"), QStringLiteral("https://cdn.example/x.pdf")),
            QUrl("https://cdn.example/x.pdf"));
        QCOMPARE(PdfPreviewDialog::defaultPageSize(QLocale(QLocale::English, QLocale::UnitedStates)),
            QPageSize::Letter);
        QCOMPARE(
            PdfPreviewDialog::defaultPageSize(QLocale(QLocale::French, QLocale::Canada)), QPageSize::Letter);
        QCOMPARE(
            PdfPreviewDialog::defaultPageSize(QLocale(QLocale::German, QLocale::Switzerland)), QPageSize::A4);
    }

    void enabledActionsEqualServiceList_data()
    {
        QTest::addColumn<bool>("sent");
        QTest::newRow("draft invoice") << false;
        QTest::newRow("sent invoice") << true;
    }
    void enabledActionsEqualServiceList()
    {
        QFETCH(bool, sent);
        const QStringList uuids = pick(DocumentKind::Invoice, 1, sent ? isSentOpen : isDraft);
        QCOMPARE(uuids.size(), 1);
        DocumentActionController controller(m_window);
        controller.setSession(session());
        QSignalSpy changed(&controller, &DocumentActionController::actionsChanged);
        select(controller, DocumentKind::Invoice, uuids);
        const QSet<QString> offered = serviceOffers(DocumentKind::Invoice, uuids.first());
        QVERIFY(!offered.isEmpty());
        QCOMPARE(enabledNames(controller), offered);
        QCOMPARE(offered.contains(QStringLiteral("markSent")), !sent);
        QCOMPARE(offered.contains(QStringLiteral("delete")), !sent);
        // Print is there with its standard shortcut; not offered ones are there, disabled.
        QCOMPARE(controller.action(QStringLiteral("print"))->shortcut(), QKeySequence(QKeySequence::Print));
        QVERIFY(controller.action(QStringLiteral("restore")));
        QVERIFY(!controller.action(QStringLiteral("restore"))->isEnabled());
        // Nothing selected: nothing to do.
        select(controller, DocumentKind::Invoice, {});
        QVERIFY(enabledNames(controller).isEmpty());
    }

    void paymentActionIsKnownAndTranslated()
    {
        // "paymentAdd" is the live service's name (not in the spec's list): the client has its own label
        // for it (translated), and asks in a dialog; one invoice at a time.
        const QStringList uuids = pick(DocumentKind::Invoice, 2, [](const QJsonObject &item) {
            return isSentOpen(item)
                && JsonReader::scaled(item.value(QLatin1String("openAmount"))).value_or(0) > 0;
        });
        QCOMPARE(uuids.size(), 2);
        QVERIFY(DocumentActionCatalog::find(QStringLiteral("paymentAdd")));
        DocumentActionController controller(m_window);
        controller.setSession(session());
        select(controller, DocumentKind::Invoice, uuids.mid(0, 1));
        QAction *action = controller.action(QStringLiteral("paymentAdd"));
        QVERIFY(action);
        QVERIFY(controller.actions().contains(action));
        QCOMPARE(action->text(), DocumentActionCatalog::label(QStringLiteral("paymentAdd")));
        QVERIFY(action->isEnabled());
        for (const QString &uuid : uuids)
            m_used.remove(uuid); // nothing was changed
    }

    void paymentDialogRecordsPartialPayment()
    {
        const QStringList uuids = pick(DocumentKind::Invoice, 1, [](const QJsonObject &item) {
            return isSentOpen(item)
                && JsonReader::scaled(item.value(QLatin1String("openAmount"))).value_or(0) >= 1000;
        });
        QCOMPARE(uuids.size(), 1);
        const QJsonObject before = document(DocumentKind::Invoice, uuids.first());
        const QString number = before.value(QLatin1String("invoiceNumber")).toString();
        const qint64 open = JsonReader::scaled(before.value(QLatin1String("openAmount"))).value_or(0);
        // The bank accounts the dialog offers come from the local copy.
        const auto accounts = TestSandbox::wait(
            m_client->get(m_client->accountPath(QStringLiteral("/finances/v2/bank-accounts"))));
        QVERIFY(accounts.ok);
        QList<QJsonObject> records;
        for (const QJsonValue &v : accounts.answer.object().value(QLatin1String("data")).toArray())
            records << v.toObject();
        QVERIFY(!records.isEmpty());
        QVERIFY(RecordStore(m_data.path(), session().accountUuid)
                    .replaceAll(QStringLiteral("bankAccounts"), records));

        DocumentActionController controller(m_window);
        controller.setSession(session());
        select(controller, DocumentKind::Invoice, uuids);
        QVERIFY(controller.action(QStringLiteral("paymentAdd"))->isEnabled());
        QSignalSpy changed(&controller, &DocumentActionController::documentsChanged);
        QSignalSpy messages(&controller, &DocumentActionController::messageRequested);
        controller.trigger(QStringLiteral("paymentAdd"));
        auto *dialog = waitForDialog<PaymentDialog>();
        QVERIFY(dialog);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->isReady(), 10000);
        // Prefilled with what is open, today, an account; nothing booked yet.
        QCOMPARE(dialog->openMinor(), open);
        QCOMPARE(*Validators::parseAmount(dialog->amountField()->text()), open);
        QCOMPARE(dialog->dateField()->date(), QDate::currentDate());
        QVERIFY(!dialog->bankAccountField()->currentData().toStringList().isEmpty());

        // Wrong amounts are named at the field, and nothing is asked.
        const auto tryAmount = [&](const QString &text) {
            dialog->amountField()->setText(text);
            dialog->record();
            return dialog->amountError();
        };
        QVERIFY(tryAmount(QStringLiteral("0")).startsWith(QStringLiteral("Amount:")));
        QVERIFY(tryAmount(QStringLiteral("-5")).startsWith(QStringLiteral("Amount:")));
        QVERIFY(tryAmount(QStringLiteral("12.345")).startsWith(QStringLiteral("Amount:")));
        QVERIFY(tryAmount(QStringLiteral("lots")).startsWith(QStringLiteral("Amount:")));
        const QString tooMuch = tryAmount(Money::toDecimalString(open + 1));
        QVERIFY2(
            tooMuch.contains(Money::format(open, before.value(QLatin1String("currencyCode")).toString())),
            qPrintable(tooMuch));
        QVERIFY(!dialog->confirmation());
        dialog->dateField()->setDate(QDate::currentDate().addDays(3));
        dialog->amountField()->setText(QStringLiteral("1"));
        dialog->record();
        QVERIFY(dialog->dateError().startsWith(QStringLiteral("Date:")));
        QVERIFY(!dialog->confirmation());
        dialog->dateField()->setDate(QDate::currentDate());

        // Part of it: the question names the invoice and the amount; "Back" books nothing.
        const qint64 part = open / 2;
        dialog->amountField()->setText(Money::toDecimalString(part));
        dialog->referenceField()->setText(QStringLiteral("Bank statement 42"));
        dialog->record();
        QVERIFY(dialog->amountError().isEmpty());
        QVERIFY(dialog->confirmation());
        const QString currency = dialog->currency();
        QVERIFY2(dialog->confirmation()->text().contains(number), qPrintable(dialog->confirmation()->text()));
        QVERIFY2(dialog->confirmation()->text().contains(Money::format(part, currency)),
            qPrintable(dialog->confirmation()->text()));
        dialog->confirmation()->button(QMessageBox::No)->click();
        QTest::qWait(100);
        QCOMPARE(JsonReader::scaled(
                     document(DocumentKind::Invoice, uuids.first()).value(QLatin1String("openAmount")))
                     .value_or(0),
            open);

        dialog->record();
        QVERIFY(dialog->confirmation());
        dialog->confirmation()->button(QMessageBox::Yes)->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog->isDone(), 10000);
        QVERIFY2(dialog->outcomeText().contains(Money::format(open - part, currency)),
            qPrintable(dialog->outcomeText()));
        const QJsonObject after = document(DocumentKind::Invoice, uuids.first());
        QCOMPARE(JsonReader::scaled(after.value(QLatin1String("openAmount"))).value_or(0), open - part);
        // Kept in the payment history of the local copy, as entered.
        const QList<BookedPayment> history =
            PaymentHistory::read(m_data.path(), session().accountUuid, uuids.first());
        QCOMPARE(history.size(), 1);
        QCOMPARE(history.first().amountMinor, part);
        QCOMPARE(history.first().date, QDate::currentDate());
        QCOMPARE(history.first().reference, QStringLiteral("Bank statement 42"));
        QCOMPARE(history.first().currency, currency);
        QVERIFY(!history.first().fromBankFile);
        QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, 5000);
        QVERIFY(messages.last().first().toString().contains(number));
        dialog->close();
    }

    void creditNoteAsksFirstAndRemembersTheFollowUp()
    {
        const QStringList uuids = pick(DocumentKind::Invoice, 1, isSentOpen);
        QCOMPARE(uuids.size(), 1);
        const QJsonObject invoice = document(DocumentKind::Invoice, uuids.first());
        const QString number = invoice.value(QLatin1String("invoiceNumber")).toString();
        DocumentActionController controller(m_window);
        controller.setSession(session());
        select(controller, DocumentKind::Invoice, uuids);
        QAction *convert = controller.action(QStringLiteral("convertIC"));
        QVERIFY(convert->isEnabled());
        QSignalSpy created(&controller, &DocumentActionController::documentCreated);

        BoxAnswerer keep;
        keep.answerNext(QMessageBox::No);
        convert->trigger();
        QTRY_VERIFY(keep.asked);
        QVERIFY2(keep.text.contains(number), qPrintable(keep.text));
        const auto rows = selected(DocumentKind::Invoice, uuids);
        QVERIFY2(keep.text.contains(Money::format(rows.first().totalMinor, rows.first().currency)),
            qPrintable(keep.text));
        QTest::qWait(200);
        QCOMPARE(created.count(), 0);

        BoxAnswerer yes;
        yes.answerNext(QMessageBox::Yes);
        convert->trigger();
        QTRY_VERIFY(yes.asked);
        QTRY_COMPARE_WITH_TIMEOUT(created.count(), 1, 10000);
        QCOMPARE(created.first().at(0).value<DocumentKind>(), DocumentKind::CreditNote);
        QCOMPARE(created.first().at(2).toString(), uuids.first());
        // The detail pane finds the follow-up in the local copy.
        const auto link = RecordStore(m_data.path(), session().accountUuid)
                              .find(DocumentActions::followUpResource(), uuids.first());
        QVERIFY(link);
        QCOMPARE(link->value(QLatin1String("followUps"))
                     .toArray()
                     .first()
                     .toObject()
                     .value(QLatin1String("uuid"))
                     .toString(),
            created.first().at(1).toString());
    }

    void answerAfterTheSelectionChangedDoesNothing()
    {
        const QStringList uuids = pick(DocumentKind::Invoice, 2, isDraft);
        QCOMPARE(uuids.size(), 2);
        DocumentActionController controller(m_window);
        controller.setSession(session());
        select(controller, DocumentKind::Invoice, uuids.mid(0, 1));
        QSignalSpy removed(&controller, &DocumentActionController::documentsRemoved);
        QSignalSpy messages(&controller, &DocumentActionController::messageRequested);
        controller.trigger(QStringLiteral("delete"));
        QMessageBox *box = nullptr;
        QTRY_VERIFY((box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) != nullptr);
        // While the question is open, the user selects another document; then answers yes.
        select(controller, DocumentKind::Invoice, uuids.mid(1, 1));
        box->button(QMessageBox::Yes)->click();
        QTRY_COMPARE(messages.count(), 1);
        QCOMPARE(removed.count(), 0);
        bool found = false;
        document(DocumentKind::Invoice, uuids.at(0), &found);
        QVERIFY(found);
        document(DocumentKind::Invoice, uuids.at(1), &found);
        QVERIFY(found);
        for (const QString &uuid : uuids)
            m_used.remove(uuid);
    }

    void oneRequestPerStateAndCountInCommands()
    {
        // Many documents in the same state: one question to the service, not one per document.
        const QStringList drafts = pick(DocumentKind::Invoice, 4, isDraft);
        for (const QString &uuid : drafts)
            m_used.remove(uuid); // nothing is changed here
        QCOMPARE(drafts.size(), 4);
        DocumentActionController controller(m_window);
        controller.setSession(session());
        select(controller, DocumentKind::Invoice, drafts);
        QSet<QString> states;
        for (const SelectedDocument &d : selected(DocumentKind::Invoice, drafts))
            states.insert(d.state);
        QCOMPARE(controller.requestsForSelection(), int(states.size()));
        QVERIFY(controller.requestsForSelection() < drafts.size());
        // Every one of them offers what is enabled.
        QSet<QString> common = serviceOffers(DocumentKind::Invoice, drafts.first());
        for (const QString &uuid : drafts)
            common &= serviceOffers(DocumentKind::Invoice, uuid);
        common.remove(QStringLiteral("paymentAdd"));
        QCOMPARE(enabledNames(controller), common);
        // The commands say how many.
        QCOMPARE(controller.action(QStringLiteral("markSent"))->text(),
            QStringLiteral("Mark 4 invoices as &sent"));
        QCOMPARE(controller.action(QStringLiteral("delete"))->text(), QStringLiteral("&Delete 4 invoices"));
        // The same states again: answered from what is known, no request at all.
        select(controller, DocumentKind::Invoice, drafts.mid(0, 3));
        QCOMPARE(controller.requestsForSelection(), 0);
        QCOMPARE(controller.action(QStringLiteral("markSent"))->text(),
            QStringLiteral("Mark 3 invoices as &sent"));
        select(controller, DocumentKind::Invoice, drafts.mid(0, 1));
        QCOMPARE(controller.action(QStringLiteral("markSent"))->text(), QStringLiteral("Mark as &sent"));
    }

    void convertQuoteToInvoice()
    {
        const QStringList uuids = pick(DocumentKind::Quote, 1, isDraft);
        QCOMPARE(uuids.size(), 1);
        DocumentActionController controller(m_window);
        controller.setSession(session());
        select(controller, DocumentKind::Quote, uuids);
        QVERIFY(controller.action(QStringLiteral("convert"))->isEnabled());
        QSignalSpy created(&controller, &DocumentActionController::documentCreated);
        QSignalSpy changed(&controller, &DocumentActionController::documentsChanged);
        controller.action(QStringLiteral("convert"))->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(created.count(), 1, 15000);
        QCOMPARE(created.first().at(0).value<DocumentKind>(), DocumentKind::Invoice);
        const QString invoice = created.first().at(1).toString();
        QVERIFY(!invoice.isEmpty());
        QVERIFY(invoice != uuids.first());
        bool found = false;
        const QJsonObject made = document(DocumentKind::Invoice, invoice, &found);
        QVERIFY(found);
        QCOMPARE(made.value(QLatin1String("uuid")).toString(), invoice);
        QCOMPARE(changed.count(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(!controller.isLoading() && !controller.isRunning(), 10000);
    }

    void deleteAsksAndRemoves()
    {
        const QStringList uuids = pick(DocumentKind::Invoice, 1, isDraft);
        QCOMPARE(uuids.size(), 1);
        bool found = false;
        const QString number = document(DocumentKind::Invoice, uuids.first(), &found)
                                   .value(QLatin1String("invoiceNumber"))
                                   .toString();
        QVERIFY(found && !number.isEmpty());
        DocumentActionController controller(m_window);
        controller.setSession(session());
        select(controller, DocumentKind::Invoice, uuids);
        QAction *remove = controller.action(QStringLiteral("delete"));
        QVERIFY(remove->isEnabled());
        QCOMPARE(remove->shortcut(), QKeySequence(QKeySequence::Delete));
        QSignalSpy removed(&controller, &DocumentActionController::documentsRemoved);

        // "Keep": nothing happens.
        BoxAnswerer keep;
        keep.answerNext(QMessageBox::No);
        remove->trigger();
        QTRY_VERIFY(keep.asked);
        QVERIFY2(keep.text.contains(number), qPrintable(keep.text));
        QTest::qWait(200);
        QCOMPARE(removed.count(), 0);
        document(DocumentKind::Invoice, uuids.first(), &found);
        QVERIFY(found);

        BoxAnswerer yes;
        yes.answerNext(QMessageBox::Yes);
        remove->trigger();
        QTRY_VERIFY(yes.asked);
        QTRY_COMPARE_WITH_TIMEOUT(removed.count(), 1, 10000);
        QCOMPARE(removed.first().at(1).toStringList(), uuids);
        document(DocumentKind::Invoice, uuids.first(), &found);
        QVERIFY(!found);
        // The selection no longer holds the deleted document.
        QTRY_VERIFY_WITH_TIMEOUT(controller.selection().isEmpty(), 5000);
    }

    void failedActionLeavesDocumentAndSaysWhy()
    {
        const QStringList uuids = pick(DocumentKind::Invoice, 1, isDraft);
        QCOMPARE(uuids.size(), 1);
        DocumentActionController controller(m_window);
        controller.setSession(session());
        select(controller, DocumentKind::Invoice, uuids);
        m_sandbox.addFault(
            {{"method", "PATCH"}, {"path", "/actions/archive"}, {"status", 500}, {"times", 1}});
        QSignalSpy messages(&controller, &DocumentActionController::messageRequested);
        QSignalSpy changed(&controller, &DocumentActionController::documentsChanged);
        controller.action(QStringLiteral("archive"))->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(messages.count(), 1, 10000);
        const QString text = messages.first().first().toString();
        QVERIFY2(text.contains(QStringLiteral("HTTP 500")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("unchanged")), qPrintable(text));
        QCOMPARE(changed.count(), 0);
        QVERIFY(!document(DocumentKind::Invoice, uuids.first()).value(QLatin1String("isArchived")).toBool());
        QTRY_VERIFY_WITH_TIMEOUT(controller.action(QStringLiteral("archive"))->isEnabled(), 10000);
    }

    void printPreviewShowsPages()
    {
        const QStringList uuids = pick(DocumentKind::Invoice, 1, isSentOpen);
        QCOMPARE(uuids.size(), 1);
        DocumentActionController controller(m_window);
        controller.setSession(session());
        select(controller, DocumentKind::Invoice, uuids);
        controller.action(QStringLiteral("print"))->trigger();
        auto *dialog = waitForDialog<PdfPreviewDialog>();
        QVERIFY(dialog);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isLoading(), 15000);
        QVERIFY(dialog->currentDocument());
        const int pages = dialog->currentDocument()->pageCount();
        QVERIFY(pages > 0);
        QVERIFY2(dialog->messageText().isEmpty(), qPrintable(dialog->messageText()));
        QCOMPARE(dialog->view()->document(), dialog->currentDocument());
        QCOMPARE(dialog->currentPage(), 0);
        dialog->goToPage(pages - 1);
        QCOMPARE(dialog->currentPage(), pages - 1);

        // Saved and printed output are PDFs with the same pages.
        QTemporaryDir out;
        const QString saved = out.filePath(QStringLiteral("saved.pdf"));
        QVERIFY(dialog->saveCurrentTo(saved));
        QPdfDocument savedPdf;
        QCOMPARE(savedPdf.load(saved), QPdfDocument::Error::None);
        QCOMPARE(savedPdf.pageCount(), pages);
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(out.filePath(QStringLiteral("printed.pdf")));
        QString error;
        QVERIFY2(dialog->printTo(&printer, &error), qPrintable(error));
        QPdfDocument printed;
        QCOMPARE(printed.load(out.filePath(QStringLiteral("printed.pdf"))), QPdfDocument::Error::None);
        QCOMPARE(printed.pageCount(), pages);
        dialog->close();
    }

    void printSeveralInOneGo()
    {
        const QStringList uuids = pick(DocumentKind::Invoice, 3, isSentOpen);
        QCOMPARE(uuids.size(), 3);
        PdfPreviewDialog dialog(
            session(), DocumentKind::Invoice, uuids, {}, QStringLiteral("print"), m_window);
        QSignalSpy finished(&dialog, &PdfPreviewDialog::loadingFinished);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        QCOMPARE(dialog.documentCount(), 3);
        QCOMPARE(dialog.loadedUuids(), uuids);
        int pages = 0;
        for (int i = 0; i < 3; ++i) {
            dialog.setCurrentIndex(i);
            QVERIFY(dialog.currentDocument());
            pages += dialog.currentDocument()->pageCount();
        }
        QTemporaryDir out;
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(out.filePath(QStringLiteral("all.pdf")));
        QVERIFY(dialog.printTo(&printer));
        QPdfDocument printed;
        QCOMPARE(printed.load(out.filePath(QStringLiteral("all.pdf"))), QPdfDocument::Error::None);
        QCOMPARE(printed.pageCount(), pages);
    }

    // The question before a single reminder names each invoice's next level and its fee, or why the
    // service will refuse it (a plan written by hand: one invoice due for the first dunning at CHF 20.00,
    // one whose final dunning is not due before 5 December 2026).
    void reminderQuestionNamesLevelAndFee()
    {
        ReminderPlan plan;
        ReminderCandidate due;
        due.uuid = QStringLiteral("u-due");
        due.number = QStringLiteral("RE-0001");
        due.customerName = QStringLiteral("Muster AG");
        due.currency = QStringLiteral("CHF");
        due.nextLevel = 2;
        due.feeMinor = 2000;
        plan.candidates << due;
        ReminderCandidate early = due;
        early.uuid = QStringLiteral("u-early");
        early.number = QStringLiteral("RE-0002");
        early.nextLevel = 3;
        early.due = false;
        early.nextDate = QDate(2026, 12, 5);
        plan.notDue << early;
        const QLocale english(QLocale::English, QLocale::Switzerland);
        const QLocale previous;
        QLocale::setDefault(english);
        const QString text =
            ReminderRun::describeNext(plan, {QStringLiteral("u-due"), QStringLiteral("u-early")});
        QLocale::setDefault(previous);
        const QStringList lines = text.split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 2);
        // The level in the document list's words ("1st dunning", its Dunning column).
        QVERIFY2(lines.at(0).startsWith(QStringLiteral("RE-0001 (Muster AG): 1st dunning, fee CHF")),
            qPrintable(lines.at(0)));
        QVERIFY2(lines.at(0).endsWith(QStringLiteral("20.00")), qPrintable(lines.at(0)));
        QVERIFY2(
            lines.at(1).startsWith(QStringLiteral("RE-0002 (Muster AG): Final dunning is not due before")),
            qPrintable(lines.at(1)));
        QVERIFY2(lines.at(1).contains(english.toString(QDate(2026, 12, 5), QLocale::ShortFormat)),
            qPrintable(lines.at(1)));
    }

    // A reminder the plan knows is not due is refused before the service is asked, in words, naming the
    // level as the list does and the day with a four-digit year; one that is due is not refused.
    void reminderNotDueIsRefusedBeforeAsking()
    {
        ReminderPlan plan;
        ReminderCandidate due;
        due.uuid = QStringLiteral("u-due");
        due.nextLevel = 1;
        plan.candidates << due;
        ReminderCandidate early = due;
        early.uuid = QStringLiteral("u-early");
        early.nextLevel = 3;
        early.due = false;
        early.nextDate = QDate(2026, 12, 5);
        plan.notDue << early;
        ReminderCandidate last = early;
        last.uuid = QStringLiteral("u-last");
        last.nextLevel = 0;
        last.nextDate = QDate();
        plan.notDue << last;
        const QLocale previous;
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Switzerland));
        DocumentActionController controller(m_window);
        QCOMPARE(controller.reminderRefusal(plan, {QStringLiteral("u-due")}), QString());
        const QString refusal = controller.reminderRefusal(
            plan, {QStringLiteral("u-due"), QStringLiteral("u-early"), QStringLiteral("u-last")});
        QLocale::setDefault(previous);
        QVERIFY2(refusal.contains(QStringLiteral("u-early: the next level (%1) is not due before 05.12.2026.")
                                      .arg(DocumentListModel::dunningText(QStringLiteral("FINAL_DUNNING")))),
            qPrintable(refusal));
        QVERIFY2(refusal.contains(QStringLiteral("u-last: no further reminder level is due.")),
            qPrintable(refusal));
        QVERIFY2(!refusal.contains(QStringLiteral("u-due")), qPrintable(refusal));
        QVERIFY2(refusal.contains(QStringLiteral("would refuse 2 of the selected invoices.")),
            qPrintable(refusal));
    }

    void reminderPrintShowsPdfAndAdvancesLevel()
    {
        const QStringList candidates = pick(DocumentKind::Invoice, 500, isSentOpen); // overdue ones are older
        QString overdue;
        for (const QString &uuid : candidates) {
            // Offered and due by the service's own date (a reminder not due is refused).
            const QDate next = QDate::fromString(
                document(DocumentKind::Invoice, uuid).value(QLatin1String("nextDunningDate")).toString(),
                Qt::ISODate);
            if (serviceOffers(DocumentKind::Invoice, uuid).contains(QStringLiteral("dunningPrint"))
                && next.isValid() && next <= QDate::currentDate()) {
                overdue = uuid;
                break;
            }
        }
        for (const QString &uuid : candidates)
            m_used.remove(uuid);
        QVERIFY2(!overdue.isEmpty(), "the demo data has an overdue invoice");
        m_used.insert(overdue);
        const QString before =
            document(DocumentKind::Invoice, overdue).value(QLatin1String("dunningLevel")).toString();
        DocumentActionController controller(m_window);
        controller.setSession(session());
        select(controller, DocumentKind::Invoice, {overdue});
        QSignalSpy changed(&controller, &DocumentActionController::documentsChanged);
        // The reminder is recorded when it is fetched: the question comes first, and Keep records nothing.
        QMessageBox *box = nullptr;
        controller.action(QStringLiteral("dunningPrint"))->trigger();
        QTRY_VERIFY((box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) != nullptr);
        const QString number =
            document(DocumentKind::Invoice, overdue).value(QLatin1String("invoiceNumber")).toString();
        QVERIFY2(box->text().contains(number), qPrintable(box->text()));
        box->button(QMessageBox::No)->click();
        QTest::qWait(200);
        QVERIFY(!QApplication::activeModalWidget());
        QCOMPARE(
            document(DocumentKind::Invoice, overdue).value(QLatin1String("dunningLevel")).toString(), before);
        controller.action(QStringLiteral("dunningPrint"))->trigger();
        QTRY_VERIFY((box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) != nullptr);
        box->button(QMessageBox::Yes)->click();
        auto *dialog = waitForDialog<PdfPreviewDialog>();
        QVERIFY(dialog);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isLoading(), 15000);
        QVERIFY(dialog->currentDocument() && dialog->currentDocument()->pageCount() > 0);
        QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, 5000);
        const QString after =
            document(DocumentKind::Invoice, overdue).value(QLatin1String("dunningLevel")).toString();
        QVERIFY2(after != before, qPrintable(before + QLatin1String(" -> ") + after));
        dialog->close();
    }

    void failedPdfShowsMessage_data()
    {
        QTest::addColumn<QJsonObject>("fault");
        QTest::addColumn<QString>("words");
        QTest::newRow("action refused")
            << QJsonObject {{"method", "PATCH"}, {"path", "/actions/print"}, {"status", 400}, {"times", 1}}
            << QStringLiteral("refused");
        QTest::newRow("download fails") << QJsonObject {{"path", "/downloads/"}, {"status", 500},
            {"times", 1}} << QStringLiteral("HTTP 500");
        QTest::newRow("download not a PDF") << QJsonObject {{"path", "/downloads/"}, {"body", "malformed"},
            {"times", 1}} << QStringLiteral("the service sent is not a PDF");
        // Qt's HTTP layer sends a GET once more by itself when the connection closes early: drop both.
        QTest::newRow("download cut short") << QJsonObject {{"path", "/downloads/"}, {"body", "truncated"},
            {"times", 1}} << QStringLiteral("could not be opened");
        QTest::newRow("connection dropped") << QJsonObject {{"path", "/downloads/"}, {"drop", true},
            {"times", 3}} << QStringLiteral("could not be downloaded");
    }
    void failedPdfShowsMessage()
    {
        QFETCH(QJsonObject, fault);
        QFETCH(QString, words);
        const QStringList uuids = pick(DocumentKind::Invoice, 1, isSentOpen);
        QCOMPARE(uuids.size(), 1);
        m_sandbox.addFault(fault);
        PdfPreviewDialog dialog(session(), DocumentKind::Invoice, uuids, {QStringLiteral("RE-TEST")},
            QStringLiteral("print"), m_window);
        dialog.show();
        QVERIFY(dialog.isLoading());
        QVERIFY(dialog.messageText().contains(QStringLiteral("RE-TEST"))); // the busy text names it
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isLoading(), 15000);
        QVERIFY(!dialog.currentDocument());
        QVERIFY(dialog.loadedUuids().isEmpty());
        QVERIFY2(dialog.messageText().contains(words), qPrintable(dialog.messageText()));
        QVERIFY2(dialog.messageText().contains(QStringLiteral("RE-TEST")), qPrintable(dialog.messageText()));
        QVERIFY(!dialog.view()->isVisible());
        QTemporaryDir out;
        QPrinter printer;
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(out.filePath(QStringLiteral("none.pdf")));
        QString error;
        QVERIFY(!dialog.printTo(&printer, &error));
        QVERIFY(!error.isEmpty());
    }

    void reminderRefusedIsWordsNotAnEmptyPreview()
    {
        // An open invoice whose next reminder the sandbox does not yet give (its next dunning date lies
        // ahead): the service refuses dunningPrint with "dunning_not_due" and an English reason.
        const QStringList candidates = pick(DocumentKind::Invoice, 500, isSentOpen);
        QStringList uuids;
        for (const QString &uuid : candidates) {
            const QDate next = QDate::fromString(
                document(DocumentKind::Invoice, uuid).value(QLatin1String("nextDunningDate")).toString(),
                Qt::ISODate);
            if (uuids.isEmpty() && next.isValid() && next > QDate::currentDate())
                uuids << uuid;
        }
        for (const QString &uuid : candidates)
            m_used.remove(uuid);
        QCOMPARE(uuids.size(), 1);
        m_used.insert(uuids.first());
        PdfPreviewDialog dialog(session(), DocumentKind::Invoice, uuids, {QStringLiteral("RE-EARLY")},
            QStringLiteral("dunningPrint"), m_window);
        dialog.show();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isLoading(), 15000);
        QVERIFY(!dialog.currentDocument());
        const QString text = dialog.messageText();
        QVERIFY2(text.contains(QStringLiteral("No reminder for RE-EARLY was printed.")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("it is not due yet")), qPrintable(text));
        // Not the service's own English sentence, and no "Page 1 of 0" beside it.
        QVERIFY2(!text.contains(QStringLiteral("is not due before")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("No further reminder")), qPrintable(text));
        QVERIFY(!dialog.view()->isVisible());
        for (const QLabel *label : dialog.findChildren<QLabel *>())
            QVERIFY2(!label->isVisible() || !label->text().startsWith(QStringLiteral("of ")),
                qPrintable(label->text()));
        for (const QSpinBox *box : dialog.findChildren<QSpinBox *>())
            QVERIFY(!box->isVisible());
    }

    void emailLeavesOneMessageForTheReceiver()
    {
        const QStringList uuids = pick(DocumentKind::Invoice, 1, [](const QJsonObject &item) {
            return isDraft(item)
                && !item.value(QLatin1String("receiver"))
                        .toObject()
                        .value(QLatin1String("companyUuid"))
                        .toString()
                        .isEmpty();
        });
        QCOMPARE(uuids.size(), 1);
        // The receiver's primary e-mail address, read from the service here.
        const QJsonObject invoice = document(DocumentKind::Invoice, uuids.first());
        const QString company = invoice.value(QLatin1String("receiver"))
                                    .toObject()
                                    .value(QLatin1String("companyUuid"))
                                    .toString();
        const auto r = TestSandbox::wait(
            m_client->get(m_client->accountPath(QStringLiteral("/addresses/v2/companies/") + company)));
        QVERIFY(r.ok);
        QString expected;
        for (const QJsonValue &v : r.answer.object()
                                       .value(QLatin1String("data"))
                                       .toObject()
                                       .value(QLatin1String("contacts"))
                                       .toArray()) {
            const QJsonObject c = v.toObject();
            if (c.value(QLatin1String("type")).toString() == QLatin1String("email")
                && (expected.isEmpty() || c.value(QLatin1String("is_primary")).toBool()))
                expected = c.value(QLatin1String("value")).toString();
        }
        QVERIFY2(!expected.isEmpty(), "the demo company has an e-mail address");

        const QDir outbox(m_sandbox.dataDir() + QStringLiteral("/outbox"));
        const QStringList before = outbox.entryList({QStringLiteral("*.eml")}, QDir::Files);

        DocumentActionController controller(m_window);
        controller.setSession(session());
        select(controller, DocumentKind::Invoice, uuids);
        QCOMPARE(controller.action(QStringLiteral("email"))->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_E));
        QSignalSpy changed(&controller, &DocumentActionController::documentsChanged);
        QSignalSpy messages(&controller, &DocumentActionController::messageRequested);
        controller.action(QStringLiteral("email"))->trigger();
        auto *dialog = waitForDialog<EmailConfirmDialog>();
        QVERIFY(dialog);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->isReady(), 10000);
        QVERIFY2(dialog->recipientText().contains(expected), qPrintable(dialog->recipientText()));
        const QString number = invoice.value(QLatin1String("invoiceNumber")).toString();
        QVERIFY2(dialog->documentText().contains(number), qPrintable(dialog->documentText()));
        QVERIFY(dialog->documentText().contains(QStringLiteral("PDF"))
            || dialog->documentText().contains(QStringLiteral(".pdf")));
        // Nothing is sent before the user confirms.
        QCOMPARE(outbox.entryList({QStringLiteral("*.eml")}, QDir::Files), before);

        dialog->send();
        QTRY_VERIFY_WITH_TIMEOUT(dialog->wasSent(), 10000);
        QVERIFY2(dialog->outcomeText().contains(expected), qPrintable(dialog->outcomeText()));
        QStringList after = outbox.entryList({QStringLiteral("*.eml")}, QDir::Files);
        for (const QString &name : before)
            after.removeAll(name);
        QCOMPARE(after.size(), 1);
        QFile mail(outbox.filePath(after.first()));
        QVERIFY(mail.open(QIODevice::ReadOnly));
        const QByteArray text = mail.readAll();
        QVERIFY2(text.contains("\r\nTo: " + expected.toUtf8() + "\r\n"), text.left(400).constData());
        QVERIFY(text.contains("application/pdf"));
        QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, 5000);
        QVERIFY(messages.last().first().toString().contains(expected));
        QCOMPARE(document(DocumentKind::Invoice, uuids.first()).value(QLatin1String("sentStatus")).toString(),
            QStringLiteral("SENT"));
        dialog->close();
    }

    void emailFailureIsShownAndNothingSent()
    {
        const QStringList uuids = pick(DocumentKind::Invoice, 1, isDraft);
        QCOMPARE(uuids.size(), 1);
        const QDir outbox(m_sandbox.dataDir() + QStringLiteral("/outbox"));
        const auto before = outbox.entryList({QStringLiteral("*.eml")}, QDir::Files).size();
        EmailConfirmDialog dialog(session(), DocumentKind::Invoice, uuids.first(), m_window);
        QTRY_VERIFY_WITH_TIMEOUT(dialog.isReady(), 10000);
        m_sandbox.addFault({{"method", "PATCH"}, {"path", "/actions/email"}, {"status", 503}, {"times", 1}});
        QSignalSpy sent(&dialog, &EmailConfirmDialog::sent);
        dialog.send();
        QTRY_VERIFY_WITH_TIMEOUT(dialog.outcomeText().startsWith(QStringLiteral("Not sent")), 10000);
        QVERIFY2(dialog.outcomeText().contains(QStringLiteral("HTTP 503")), qPrintable(dialog.outcomeText()));
        QCOMPARE(sent.count(), 0);
        QVERIFY(!dialog.wasSent());
        QCOMPARE(outbox.entryList({QStringLiteral("*.eml")}, QDir::Files).size(), before);
    }

    void markSentOnThreeDocuments()
    {
        const QStringList uuids = pick(DocumentKind::Invoice, 3, isDraft);
        QCOMPARE(uuids.size(), 3);
        const QStringList sent = pick(DocumentKind::Invoice, 1, isSentOpen);
        DocumentActionController controller(m_window);
        controller.setSession(session());

        // With a sent one in the selection, "mark as sent" is not offered by all.
        select(controller, DocumentKind::Invoice, uuids + sent);
        QVERIFY(!controller.action(QStringLiteral("markSent"))->isEnabled());
        QVERIFY(controller.action(QStringLiteral("archive"))->isEnabled());

        select(controller, DocumentKind::Invoice, uuids);
        QVERIFY(controller.action(QStringLiteral("markSent"))->isEnabled());
        QSignalSpy changed(&controller, &DocumentActionController::documentsChanged);
        QSignalSpy messages(&controller, &DocumentActionController::messageRequested);
        controller.action(QStringLiteral("markSent"))->trigger();
        QVERIFY(controller.isRunning());
        QVERIFY(enabledNames(controller).isEmpty()); // nothing else runs meanwhile
        QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, 20000);
        QStringList done = changed.first().at(1).toStringList();
        done.sort();
        QStringList expected = uuids;
        expected.sort();
        QCOMPARE(done, expected);
        for (const QString &uuid : uuids)
            QCOMPARE(document(DocumentKind::Invoice, uuid).value(QLatin1String("sentStatus")).toString(),
                QStringLiteral("SENT"));
        QVERIFY(!messages.isEmpty());
        // The actions are fetched again: now none of them offers it.
        QTRY_VERIFY_WITH_TIMEOUT(!controller.isLoading() && !controller.isRunning(), 10000);
        QVERIFY(!controller.action(QStringLiteral("markSent"))->isEnabled());
    }

    void severalWithOneFailureReportsIt()
    {
        const QStringList uuids = pick(DocumentKind::Invoice, 2, isDraft);
        QCOMPARE(uuids.size(), 2);
        DocumentActionController controller(m_window);
        controller.setSession(session());
        select(controller, DocumentKind::Invoice, uuids);
        // The second document's request fails.
        m_sandbox.addFault({{"method", "PATCH"}, {"path", uuids.at(1) + QStringLiteral("/actions/archive")},
            {"status", 400}, {"times", 1}});
        QSignalSpy changed(&controller, &DocumentActionController::documentsChanged);
        QSignalSpy messages(&controller, &DocumentActionController::messageRequested);
        controller.action(QStringLiteral("archive"))->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, 20000);
        QCOMPARE(changed.first().at(1).toStringList(), QStringList {uuids.first()});
        const QString text = messages.last().first().toString();
        QVERIFY2(text.contains(QStringLiteral("failed for 1 document")), qPrintable(text));
        QVERIFY(document(DocumentKind::Invoice, uuids.at(0)).value(QLatin1String("isArchived")).toBool());
        QVERIFY(!document(DocumentKind::Invoice, uuids.at(1)).value(QLatin1String("isArchived")).toBool());
    }

    void paymentRefusedFieldIsShownAtTheField()
    {
        const QStringList uuids = pick(DocumentKind::Invoice, 1, [](const QJsonObject &item) {
            return isSentOpen(item)
                && JsonReader::scaled(item.value(QLatin1String("openAmount"))).value_or(0) >= 1000;
        });
        QCOMPARE(uuids.size(), 1);
        const QJsonObject before = document(DocumentKind::Invoice, uuids.first());
        const qint64 open = JsonReader::scaled(before.value(QLatin1String("openAmount"))).value_or(0);
        // The local copy still lists an account the service no longer has (closed meanwhile), as the
        // default one in the invoice's currency: the dialog offers it and the service refuses it (422).
        const auto accounts = TestSandbox::wait(
            m_client->get(m_client->accountPath(QStringLiteral("/finances/v2/bank-accounts"))));
        QVERIFY(accounts.ok);
        QList<QJsonObject> records;
        for (const QJsonValue &v : accounts.answer.object().value(QLatin1String("data")).toArray()) {
            QJsonObject record = v.toObject();
            record.insert(QStringLiteral("isDefault"), false);
            records << record;
        }
        QVERIFY(!records.isEmpty());
        QJsonObject closed = records.first();
        const QString closedUuid = QStringLiteral("0badacc0-0000-4000-8000-000000000001");
        closed.insert(QStringLiteral("uuid"), closedUuid);
        closed.insert(QStringLiteral("name"), QStringLiteral("Closed account"));
        closed.insert(QStringLiteral("currencyCode"), before.value(QLatin1String("currencyCode")));
        closed.insert(QStringLiteral("isDefault"), true);
        records << closed;
        QVERIFY(RecordStore(m_data.path(), session().accountUuid)
                    .replaceAll(QStringLiteral("bankAccounts"), records));

        DocumentActionController controller(m_window);
        controller.setSession(session());
        select(controller, DocumentKind::Invoice, uuids);
        controller.trigger(QStringLiteral("paymentAdd"));
        auto *dialog = waitForDialog<PaymentDialog>();
        QVERIFY(dialog);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->isReady(), 10000);
        QCOMPARE(dialog->bankAccountField()->currentData().toStringList().value(0), closedUuid);
        const QString amount = Money::toDecimalString(open / 2);
        dialog->amountField()->setText(amount);
        dialog->referenceField()->setText(QStringLiteral("Statement 7"));
        dialog->record();
        QVERIFY(dialog->confirmation());
        dialog->confirmation()->button(QMessageBox::Yes)->click();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->bankAccountError().isEmpty(), 10000);
        // At the field, naming it, in the error colour, focused; what was typed is kept; nothing booked.
        QVERIFY2(dialog->bankAccountError().startsWith(QStringLiteral("Bank account: ")),
            qPrintable(dialog->bankAccountError()));
        QVERIFY2(dialog->bankAccountError().contains(QStringLiteral("not a bank account")),
            qPrintable(dialog->bankAccountError()));
        auto *marker = dialog->findChild<QLabel *>(QStringLiteral("bankAccountError"));
        QVERIFY(marker);
        QVERIFY2(marker->styleSheet().contains(errorColor(dialog->palette()).name()),
            qPrintable(marker->styleSheet()));
        QCOMPARE(dialog->focusWidget(), dialog->bankAccountField());
        // Neither the message nor a field is squeezed by it.
        const auto fits = [dialog](QLabel *label) {
            QWidget *field = dialog->findChild<QWidget *>(label->objectName().chopped(5)); // "…Error"
            return label->isVisible() && label->height() >= label->heightForWidth(label->width()) && field
                && field->height() >= field->minimumSizeHint().height();
        };
        QVERIFY(fits(marker));
        QVERIFY(dialog->amountError().isEmpty());
        QCOMPARE(dialog->amountField()->text(), amount);
        QCOMPARE(dialog->referenceField()->text(), QStringLiteral("Statement 7"));
        QVERIFY(dialog->isReady());
        QVERIFY(!dialog->isDone());
        QCOMPARE(JsonReader::scaled(
                     document(DocumentKind::Invoice, uuids.first()).value(QLatin1String("openAmount")))
                     .value_or(0),
            open);
        // Choosing another account clears the mark.
        dialog->bankAccountField()->setCurrentIndex(0);
        QVERIFY(dialog->bankAccountError().isEmpty());

        // A refused date or reference cannot be sent from the dialog (it sends ISO dates and at most 255
        // characters), and the sandbox has no fault with a 422 body: the service's answer is handed to the
        // dialog as its recorder would.
        auto *recorder = dialog->findChild<PaymentRecorder *>();
        QVERIFY(recorder);
        emit recorder->refused(ApiError::fromHttp(422,
            R"({"status":422,"message":"Invalid","errors":{"reference":["must be at most 255 characters"],)"
            R"("date":["must be a date as YYYY-MM-DD"]}})"));
        QVERIFY2(dialog->dateError().startsWith(QStringLiteral("Date: Must be a date")),
            qPrintable(dialog->dateError()));
        QVERIFY2(dialog->referenceError().startsWith(QStringLiteral("Reference: Must be at most")),
            qPrintable(dialog->referenceError()));
        QCOMPARE(dialog->focusWidget(), dialog->dateField());
        QVERIFY(fits(dialog->findChild<QLabel *>(QStringLiteral("dateError"))));
        QVERIFY(fits(dialog->findChild<QLabel *>(QStringLiteral("referenceError"))));
        QCOMPARE(dialog->referenceField()->text(), QStringLiteral("Statement 7"));
        QVERIFY(!dialog->outcomeText().isEmpty());
        dialog->close();
    }
};

QTEST_MAIN(TestActions)
#include "tst_actions.moc"
