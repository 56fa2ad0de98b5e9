// The settings pages against a real sandbox: each loads, saves only what changed and reads back; a
// failed save keeps the input with the complaint at the field; the numbering preview is the number the
// sandbox gives the next document; the pages work from the local copy; leaving with edits asks.
#include "TestSandbox.h"
#include "api/ApiClient.h"
#include "api/ApiJob.h"
#include "api/JsonReader.h"
#include "records/NumberRangeFormat.h"
#include "records/SettingsApi.h"
#include "records/SettingsConditionsModel.h"
#include "store/RecordStore.h"
#include "views/MainWindow.h"
#include "views/settings/DefaultConditionsPage.h"
#include "views/settings/DunningPage.h"
#include "views/settings/NumberRangesPage.h"
#include "views/settings/PaymentConditionsPage.h"
#include "views/settings/PaymentSlipPage.h"
#include "views/settings/WebhooksPage.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QTimer>

#include <optional>

namespace {

// Clicks `button` on the next message box that opens (they run their own event loop).
void answerNextMessageBox(QMessageBox::StandardButton button)
{
    auto *timer = new QTimer;
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, button] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            timer->deleteLater();
            timer->stop();
            box->button(button)->click();
        }
    });
    timer->start();
}

} // namespace

class TestSettingsPages : public QObject
{
    Q_OBJECT

private:
    SessionContext session(const QString &dataDir) const
    {
        SessionContext s(m_client);
        s.config = m_sandbox.config();
        s.dataDir = dataDir;
        s.accountUuid = m_sandbox.accounts().first();
        return s;
    }

    bool load(SettingsPage &page, const QString &dataDir) const
    {
        page.openSession(session(dataDir));
        QSignalSpy loaded(&page, &SettingsPage::loaded);
        page.refresh();
        return loaded.wait(15000) && page.hasValues() && !page.hasUnsavedChanges();
    }

    bool save(SettingsPage &page) const
    {
        QSignalSpy saved(&page, &SettingsPage::saved);
        page.saveAction()->trigger();
        return saved.wait(15000);
    }

    QJsonObject server(const QString &name) const
    {
        const auto r = TestSandbox::wait(SettingsApi(m_client).get(name));
        return r.ok ? SettingsApi::resourceFromAnswer(r.answer).value_or(QJsonObject()) : QJsonObject();
    }

    QJsonObject patchServer(const QString &name, const QJsonObject &changes) const
    {
        const auto r = TestSandbox::wait(SettingsApi(m_client).patch(name, changes));
        return r.ok ? SettingsApi::resourceFromAnswer(r.answer).value_or(QJsonObject()) : QJsonObject();
    }

    // Creates a document of `kind` ("invoices", ...) dated today and returns it as the sandbox answered.
    QJsonObject createDocument(const QString &kind) const
    {
        const auto companies =
            TestSandbox::wait(m_client->get(m_client->accountPath(QStringLiteral("/addresses/v2/companies")),
                QUrlQuery(QStringLiteral("limit=1"))));
        const auto list = JsonReader::listFromEnvelope(companies.answer);
        if (!list || list->isEmpty())
            return {};
        const QJsonObject document {{QStringLiteral("currencyCode"), QStringLiteral("CHF")},
            {QStringLiteral("receiver"),
                QJsonObject {
                    {QStringLiteral("companyUuid"), list->first().toObject().value(QLatin1String("uuid"))}}},
            {QStringLiteral("positions"),
                QJsonArray {QJsonObject {{QStringLiteral("kind"), QStringLiteral("product")},
                    {QStringLiteral("quantity"), 1}, {QStringLiteral("singlePrice"), 100},
                    {QStringLiteral("vat"), QJsonObject {{QStringLiteral("percentage"), 8.1}}}}}}};
        const auto r = TestSandbox::wait(m_client->send(ApiClient::Method::Post,
            m_client->accountPath(QStringLiteral("/documents/v2/") + kind),
            QJsonDocument(QJsonObject {{QStringLiteral("documents"), QJsonArray {document}}})));
        return r.ok ? JsonReader::singleFromEnvelope(r.answer).value_or(QJsonObject()) : QJsonObject();
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error()));
        m_client = new ApiClient(m_sandbox.config(), this);
    }

    void cleanup() { m_sandbox.clearFaults(); }

    void pagesAreInTheWindow()
    {
        MainWindow window;
        QStringList found;
        for (WorkspacePage *page : window.pages()) {
            if (qobject_cast<PaymentConditionsPage *>(page) || qobject_cast<DefaultConditionsPage *>(page)
                || qobject_cast<DunningPage *>(page) || qobject_cast<PaymentSlipPage *>(page)
                || qobject_cast<NumberRangesPage *>(page) || qobject_cast<WebhooksPage *>(page))
                found << QString::fromLatin1(page->metaObject()->className());
        }
        found.sort();
        QCOMPARE(found,
            QStringList({QStringLiteral("DefaultConditionsPage"), QStringLiteral("DunningPage"),
                QStringLiteral("NumberRangesPage"), QStringLiteral("PaymentConditionsPage"),
                QStringLiteral("PaymentSlipPage"), QStringLiteral("WebhooksPage")}));
    }

    void paymentConditionsLoadSaveReadBack()
    {
        QTemporaryDir data;
        PaymentConditionsPage page;
        QAbstractItemModelTester tester(
            page.conditionsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(load(page, data.path()));
        const QJsonObject before = server(QStringLiteral("conditions"));
        QCOMPARE(page.paymentTermsBox()->currentData().toInt(),
            before.value(QLatin1String("paymentTerms")).toInt());
        QCOMPARE(
            page.conditionsModel()->conditions(), before.value(QLatin1String("paymentConditions")).toArray());
        // In words: the sandbox's 30 days net, and the condition's type with its role, not "code 1".
        QCOMPARE(page.paymentTermsBox()->currentText(),
            QStringLiteral("%1 days").arg(before.value(QLatin1String("paymentTerms")).toInt()));
        const QJsonObject first =
            before.value(QLatin1String("paymentConditions")).toArray().first().toObject();
        QAbstractItemModelTester shownTester(
            page.shownConditions(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(page.shownConditions()->index(0, SettingsConditionsModel::Condition).data().toString(),
            QStringLiteral("unknown (code %1)").arg(first.value(QLatin1String("condition")).toInt()));
        QCOMPARE(page.shownConditions()->index(0, SettingsConditionsModel::Condition).data(Qt::EditRole),
            first.value(QLatin1String("condition")).toVariant());

        // Another payment term and one more condition.
        QComboBox *terms = page.paymentTermsBox();
        terms->setCurrentIndex((terms->currentIndex() + 1) % terms->count());
        const int newTerms = terms->currentData().toInt();
        QVERIFY(page.hasUnsavedChanges());
        QVERIFY(page.findChild<QWidget *>(QStringLiteral("unsavedBar"))->isVisibleTo(&page));
        SettingsConditionsModel *model = page.conditionsModel();
        const int row = model->rowCount();
        QVERIFY(model->insertRows(row, 1));
        QVERIFY(model->setData(model->index(row, SettingsConditionsModel::Condition), 3));
        QVERIFY(model->setData(model->index(row, SettingsConditionsModel::Amount), QStringLiteral("1.5")));
        QVERIFY(model->setData(model->index(row, SettingsConditionsModel::Days), 20));
        QVERIFY(save(page));
        QVERIFY(!page.hasUnsavedChanges());

        const QJsonObject after = server(QStringLiteral("conditions"));
        QCOMPARE(after.value(QLatin1String("paymentTerms")).toInt(), newTerms);
        const QJsonArray conditions = after.value(QLatin1String("paymentConditions")).toArray();
        QCOMPARE(conditions.size(), row + 1);
        QCOMPARE(conditions.last().toObject().value(QLatin1String("amount")).toDouble(), 1.5);
        QCOMPARE(conditions.last().toObject().value(QLatin1String("days")).toInt(), 20);

        // A fresh page shows what was saved.
        PaymentConditionsPage again;
        QVERIFY(load(again, data.path()));
        QCOMPARE(again.paymentTermsBox()->currentData().toInt(), newTerms);
        QCOMPARE(again.conditionsModel()->conditions(), conditions);
    }

    void unknownPaymentTermIsShownInDays()
    {
        // The sandbox accepts only the known terms, so a foreign value comes through the local copy.
        QTemporaryDir data;
        QJsonObject cached = server(QStringLiteral("conditions"));
        cached.insert(QStringLiteral("paymentTerms"), 45);
        QVERIFY(RecordStore(data.path(), m_sandbox.accounts().first())
                    .saveSetting(QStringLiteral("conditions"), cached));
        PaymentConditionsPage page;
        QSignalSpy read(&page, &SettingsPage::keptCopyRead);
        page.openSession(session(data.path()));
        QVERIFY(read.wait(10000));
        // The terms are days (the published enum -1, 7, ... 90), so 45 is 45 days, not a code.
        QCOMPARE(page.paymentTermsBox()->currentText(), QStringLiteral("45 days"));
        QVERIFY(!page.hasUnsavedChanges());
    }

    void defaultConditionsLoadSaveReadBack()
    {
        QTemporaryDir data;
        DefaultConditionsPage page;
        QVERIFY(load(page, data.path()));
        const QJsonObject before = server(QStringLiteral("default-conditions"));
        for (const QString &language :
            {QStringLiteral("de"), QStringLiteral("en"), QStringLiteral("fr"), QStringLiteral("it")})
            QCOMPARE(page.textEdit(language)->toPlainText(),
                before.value(language).toObject().value(QLatin1String("defaultConditions")).toString());
        const QString text =
            QStringLiteral("Payable dans les 10 jours, %1.").arg(QDateTime::currentMSecsSinceEpoch());
        page.textEdit(QStringLiteral("fr"))->setPlainText(text);
        QVERIFY(page.hasUnsavedChanges());
        QVERIFY(save(page));
        const QJsonObject after = server(QStringLiteral("default-conditions"));
        QCOMPARE(
            after.value(QLatin1String("fr")).toObject().value(QLatin1String("defaultConditions")).toString(),
            text);
        QCOMPARE(after.value(QLatin1String("de")), before.value(QLatin1String("de")));
        DefaultConditionsPage again;
        QVERIFY(load(again, data.path()));
        QCOMPARE(again.textEdit(QStringLiteral("fr"))->toPlainText(), text);
    }

    void dunningLoadSaveReadBack()
    {
        QTemporaryDir data;
        DunningPage page;
        QVERIFY(load(page, data.path()));
        const QJsonObject before = server(QStringLiteral("dunnings"));
        QCOMPARE(
            page.enableAmountBox()->isChecked(), before.value(QLatin1String("enableDunningAmount")).toBool());
        // The integers whose meaning no source publishes are shown in words, their role the row's label.
        QCOMPARE(page.dunningTypeBox()->text(),
            QStringLiteral("unknown (code %1)").arg(before.value(QLatin1String("dunningType")).toInt()));
        const QJsonObject level1 = before.value(QLatin1String("dunningLevel1")).toObject();
        QCOMPARE(page.level(1).direction->text(),
            QStringLiteral("unknown (code %1)").arg(level1.value(QLatin1String("direction")).toInt()));
        QCOMPARE(page.level(1).field->text(),
            QStringLiteral("unknown (code %1)").arg(level1.value(QLatin1String("field")).toInt()));
        // Typing a number still sets the code that is saved.
        QSpinBox *type = page.dunningTypeBox();
        type->selectAll();
        QTest::keyClicks(type, QStringLiteral("4"));
        type->interpretText();
        QCOMPARE(type->value(), 4);
        QCOMPARE(type->text(), QStringLiteral("unknown (code 4)"));
        type->setValue(before.value(QLatin1String("dunningType")).toInt());
        const QJsonObject level2 = before.value(QLatin1String("dunningLevel2")).toObject();
        QCOMPARE(page.level(2).days->value(), level2.value(QLatin1String("numberOfDays")).toInt());

        page.enableAmountBox()->toggle();
        const bool amountSwitch = page.enableAmountBox()->isChecked();
        page.level(2).days->setValue(level2.value(QLatin1String("numberOfDays")).toInt() + 5);
        const QString subject = QStringLiteral("Reminder %1").arg(QDateTime::currentMSecsSinceEpoch());
        page.level(2).texts.value(QStringLiteral("en")).emailSubject->setText(subject);
        page.level(3).amount->setText(QStringLiteral("45") + QLocale().decimalPoint() + QStringLiteral("50"));
        QVERIFY(page.hasUnsavedChanges());
        QVERIFY(save(page));

        // Read back through the whole resource and through the single-level route.
        const QJsonObject after = server(QStringLiteral("dunnings"));
        QCOMPARE(after.value(QLatin1String("enableDunningAmount")).toBool(), amountSwitch);
        const QJsonObject level2After = server(QStringLiteral("dunnings/dunning-level-2"));
        QCOMPARE(level2After.value(QLatin1String("numberOfDays")).toInt(),
            level2.value(QLatin1String("numberOfDays")).toInt() + 5);
        QCOMPARE(level2After.value(QLatin1String("translations"))
                     .toObject()
                     .value(QLatin1String("en"))
                     .toObject()
                     .value(QLatin1String("emailSubject"))
                     .toString(),
            subject);
        // The other texts of the level stayed as they were.
        QCOMPARE(level2After.value(QLatin1String("translations")).toObject().value(QLatin1String("de")),
            level2.value(QLatin1String("translations")).toObject().value(QLatin1String("de")));
        QCOMPARE(after.value(QLatin1String("dunningLevel3"))
                     .toObject()
                     .value(QLatin1String("dunningAmount"))
                     .toDouble(),
            45.5);
        DunningPage again;
        QVERIFY(load(again, data.path()));
        QCOMPARE(again.level(2).texts.value(QStringLiteral("en")).emailSubject->text(), subject);
        QCOMPARE(again.level(3).amount->text(),
            QStringLiteral("45") + QLocale().decimalPoint() + QStringLiteral("50"));
    }

    void dunningRefusedSaveKeepsInput()
    {
        QTemporaryDir data;
        DunningPage page;
        QVERIFY(load(page, data.path()));
        const QJsonObject before = server(QStringLiteral("dunnings"));
        // An amount that is no number is refused here, before anything is sent.
        page.level(1).amount->setText(QStringLiteral("twenty"));
        page.saveAction()->trigger();
        QVERIFY(!page.isBusy());
        QVERIFY(page.fieldError(QStringLiteral("dunnings/dunningLevel1.dunningAmount"))
                    .contains(QStringLiteral("Fee of level 1")));
        QCOMPARE(page.level(1).amount->text(), QStringLiteral("twenty"));
        page.level(1).amount->setText(QStringLiteral("0"));

        // 400 days is beyond what the sandbox accepts: the 422 is shown at the field, the input stays.
        page.level(1).days->setValue(400);
        const QString subject = QStringLiteral("Kept %1").arg(QDateTime::currentMSecsSinceEpoch());
        page.level(1).texts.value(QStringLiteral("de")).emailSubject->setText(subject);
        QSignalSpy failed(&page, &SettingsPage::saveFailed);
        QSignalSpy message(&page, &WorkspacePage::messageRequested);
        page.saveAction()->trigger();
        QVERIFY(failed.wait(15000));
        QCOMPARE(failed.first().first().value<ApiError>().kind(), ApiError::Kind::Validation);
        QVERIFY2(page.fieldError(QStringLiteral("dunnings/dunningLevel1.numberOfDays"))
                     .contains(QStringLiteral("0 to 365")),
            qPrintable(page.fieldError(QStringLiteral("dunnings/dunningLevel1.numberOfDays"))));
        QCOMPARE(page.level(1).days->value(), 400);
        QCOMPARE(page.level(1).texts.value(QStringLiteral("de")).emailSubject->text(), subject);
        QVERIFY(page.hasUnsavedChanges());
        QVERIFY(!message.isEmpty());
        QCOMPARE(server(QStringLiteral("dunnings")), before);

        // Corrected, it saves; the complaint goes away.
        page.level(1).days->setValue(12);
        QVERIFY(save(page));
        QVERIFY(page.fieldError(QStringLiteral("dunnings/dunningLevel1.numberOfDays")).isEmpty());
        QCOMPARE(
            server(QStringLiteral("dunnings/dunning-level-1")).value(QLatin1String("numberOfDays")).toInt(),
            12);
    }

    void paymentSlipSendsOnlyChangedFields()
    {
        QTemporaryDir data;
        PaymentSlipPage page;
        QVERIFY(load(page, data.path()));
        const QJsonObject before = server(QStringLiteral("payment-slip"));
        QCOMPARE(page.showAmountBox()->isChecked(), before.value(QLatin1String("showAmount")).toBool());

        // Someone else changes a text meanwhile; saving the page's switch must not overwrite it.
        const QString other = QStringLiteral("Changed elsewhere %1").arg(QDateTime::currentMSecsSinceEpoch());
        QVERIFY(
            !patchServer(QStringLiteral("payment-slip"), {{QStringLiteral("additionalProcedures1"), other}})
                 .isEmpty());
        page.newPageBox()->toggle();
        const bool newPage = page.newPageBox()->isChecked();
        QVERIFY(save(page));
        const QJsonObject after = server(QStringLiteral("payment-slip"));
        QCOMPARE(after.value(QLatin1String("newPage")).toBool(), newPage);
        QCOMPARE(after.value(QLatin1String("additionalProcedures1")).toString(), other);
    }

    void paymentSlipFailedSaveKeepsInput()
    {
        QTemporaryDir data;
        PaymentSlipPage page;
        QVERIFY(load(page, data.path()));
        const QJsonObject before = server(QStringLiteral("payment-slip"));
        m_sandbox.addFault({{QStringLiteral("method"), QStringLiteral("PATCH")},
            {QStringLiteral("path"), QStringLiteral("/settings/payment-slip")},
            {QStringLiteral("status"), 500}, {QStringLiteral("times"), 1}});
        page.additionalBox()->setChecked(true);
        page.procedureEdit(2)->setText(QStringLiteral("Typed by the user"));
        QSignalSpy failed(&page, &SettingsPage::saveFailed);
        page.saveAction()->trigger();
        QVERIFY(failed.wait(15000));
        QCOMPARE(failed.first().first().value<ApiError>().kind(), ApiError::Kind::Server);
        QCOMPARE(page.procedureEdit(2)->text(), QStringLiteral("Typed by the user"));
        QVERIFY(page.additionalBox()->isChecked());
        QVERIFY(page.hasUnsavedChanges());
        QVERIFY(page.statusText().contains(QStringLiteral("Not saved")));
        QCOMPARE(server(QStringLiteral("payment-slip")), before);
        // The same edits go through once the service works again.
        QVERIFY(save(page));
        QCOMPARE(
            server(QStringLiteral("payment-slip")).value(QLatin1String("additionalProcedures2")).toString(),
            QStringLiteral("Typed by the user"));
    }

    void numberingPreviewIsTheNextNumber()
    {
        QTemporaryDir data;
        NumberRangesPage page;
        QVERIFY(load(page, data.path()));
        const QString invoices = QStringLiteral("number-ranges/invoices");
        const QString preview = page.previewNumber(invoices);
        QVERIFY(!preview.isEmpty());
        QVERIFY(page.range(invoices).preview->text().startsWith(preview));
        QCOMPARE(createDocument(QStringLiteral("invoices")).value(QLatin1String("invoiceNumber")).toString(),
            preview);

        // The page's copy is one behind now; loading again catches up.
        QSignalSpy loaded(&page, &SettingsPage::loaded);
        page.refresh();
        QVERIFY(loaded.wait(15000));
        QVERIFY(page.previewNumber(invoices) != preview);

        // A new pattern, as typed: the preview follows each keystroke and is what the sandbox gives.
        const NumberRangesPage::Range &range = page.range(invoices);
        range.pattern->clear();
        QTest::keyClicks(range.pattern, QStringLiteral("INV{YY}-{MM}/{COUNTER}"));
        range.counter->setValue(range.counter->value() + 100);
        range.padding->setValue(6);
        const QString typed = page.previewNumber(invoices);
        QCOMPARE(typed,
            (NumberRange {range.counter->value(), QStringLiteral("INV{YY}-{MM}/{COUNTER}"), 6}.format(
                QDate::currentDate())));
        QVERIFY(range.preview->text().startsWith(typed));
        QVERIFY(save(page));
        QCOMPARE(createDocument(QStringLiteral("invoices")).value(QLatin1String("invoiceNumber")).toString(),
            typed);

        // Recurring invoices have their own range.
        const QString recurring = QStringLiteral("number-ranges/recurring-invoices");
        const QString next = page.previewNumber(recurring);
        QCOMPARE(createDocument(QStringLiteral("recurring-invoices"))
                     .value(QLatin1String("recurringInvoiceNumber"))
                     .toString(),
            next);
    }

    void numberRangeRefusedPatternKeepsInput()
    {
        QTemporaryDir data;
        NumberRangesPage page;
        QVERIFY(load(page, data.path()));
        const QString templates = QStringLiteral("number-ranges/templates");
        const QJsonObject before = server(templates);
        page.range(templates).pattern->setText(QStringLiteral("VO-{YYYY}"));
        QVERIFY(page.range(templates).preview->text().contains(QStringLiteral("{COUNTER}")));
        QVERIFY(!page.range(templates).pattern->isVisibleTo(&page)); // its tab is not the first
        QSignalSpy failed(&page, &SettingsPage::saveFailed);
        page.saveAction()->trigger();
        QVERIFY(failed.wait(15000));
        QVERIFY(
            page.fieldError(templates + QStringLiteral("/pattern")).contains(QStringLiteral("{COUNTER}")));
        QVERIFY(
            page.range(templates).pattern->isVisibleTo(&page)); // the refused field is brought to the front
        QCOMPARE(page.range(templates).pattern->text(), QStringLiteral("VO-{YYYY}"));
        QCOMPARE(server(templates), before);
        // Revert shows the service's values again and clears the complaint.
        page.revertAction()->trigger();
        QCOMPARE(page.range(templates).pattern->text(), before.value(QLatin1String("pattern")).toString());
        QVERIFY(page.fieldError(templates + QStringLiteral("/pattern")).isEmpty());
        QVERIFY(!page.hasUnsavedChanges());
    }

    void worksFromTheLocalCopy()
    {
        QTemporaryDir data;
        {
            NumberRangesPage page;
            QVERIFY(load(page, data.path()));
        }
        // The service is unreachable now: the page still shows the kept copy and says why it is old.
        const QString invoices = QStringLiteral("number-ranges/invoices");
        const auto kept = RecordStore(data.path(), m_sandbox.accounts().first()).setting(invoices);
        QVERIFY(kept);
        m_sandbox.addFault({{QStringLiteral("path"), QStringLiteral("/settings/")},
            {QStringLiteral("status"), 404}, {QStringLiteral("times"), 10}});
        NumberRangesPage page;
        QSignalSpy read(&page, &SettingsPage::keptCopyRead);
        page.openSession(session(data.path()));
        QVERIFY(read.wait(10000));
        QVERIFY(page.hasValues());
        QCOMPARE(page.previewNumber(invoices), NumberRange::fromJson(*kept)->format(QDate::currentDate()));
        QSignalSpy failed(&page, &SettingsPage::loadFailed);
        page.refresh();
        QVERIFY(failed.wait(15000));
        QCOMPARE(page.previewNumber(invoices), NumberRange::fromJson(*kept)->format(QDate::currentDate()));
        QVERIFY(page.statusText().contains(QStringLiteral("copy kept on this computer")));
    }

    void leavingWithEditsAsks()
    {
        QTemporaryDir data;
        DefaultConditionsPage page;
        QVERIFY(load(page, data.path()));
        std::optional<bool> mayGo;
        const auto ask = [&page, &mayGo] {
            mayGo.reset();
            page.askToSwitchAway([&mayGo](bool answer) { mayGo = answer; });
        };
        ask();
        QCOMPARE(mayGo, std::optional<bool>(true)); // nothing to ask about: answered at once
        const QString original = page.textEdit(QStringLiteral("it"))->toPlainText();
        page.textEdit(QStringLiteral("it"))->setPlainText(QStringLiteral("Modificato"));
        answerNextMessageBox(QMessageBox::Cancel);
        ask();
        QTRY_VERIFY(mayGo.has_value());
        QCOMPARE(*mayGo, false);
        QCOMPARE(page.textEdit(QStringLiteral("it"))->toPlainText(), QStringLiteral("Modificato"));
        answerNextMessageBox(QMessageBox::Discard);
        ask();
        QTRY_VERIFY(mayGo.has_value());
        QCOMPARE(*mayGo, true);
        QCOMPARE(page.textEdit(QStringLiteral("it"))->toPlainText(), original);
        QVERIFY(!page.hasUnsavedChanges());
    }

    void ctrlSSaves()
    {
        QTemporaryDir data;
        PaymentSlipPage page;
        QVERIFY(load(page, data.path()));
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.activateWindow();
        page.additionalBox()->setChecked(true); // the texts are editable with the procedures on
        page.procedureEdit(1)->setFocus();
        const QString text = QStringLiteral("Saved by keyboard %1").arg(QDateTime::currentMSecsSinceEpoch());
        page.procedureEdit(1)->setText(text);
        QSignalSpy saved(&page, &SettingsPage::saved);
        QTest::keySequence(page.procedureEdit(1), QKeySequence::Save);
        QVERIFY(saved.wait(15000));
        QCOMPARE(
            server(QStringLiteral("payment-slip")).value(QLatin1String("additionalProcedures1")).toString(),
            text);
    }

private:
    TestSandbox m_sandbox;
    ApiClient *m_client = nullptr;
};

QTEST_MAIN(TestSettingsPages)
#include "tst_settings_pages.moc"
