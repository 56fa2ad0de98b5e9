// The catalog, finance and team pages against a real sandbox: the list fills from the service, the
// editor creates and changes records (read back from the service), archive/delete go through, and
// refused input is shown at its field with everything typed kept.
#include "TestSandbox.h"
#include "api/ApiJob.h"
#include "api/JsonReader.h"
#include "api/ResourceApi.h"
#include "records/BankAccountRecord.h"
#include "records/ProductRecord.h"
#include "records/RecordTableFilterModel.h"
#include "records/RecordTableSync.h"
#include "records/UnitRecord.h"
#include "reports/ReportSource.h"
#include "store/RecordStore.h"
#include "views/DateField.h"
#include "views/records/BankAccountPage.h"
#include "views/records/EmployeeEditor.h"
#include "views/records/EmployeePage.h"
#include "views/records/ProductGroupEditor.h"
#include "views/records/ProductGroupPage.h"
#include "views/records/ProductPage.h"
#include "views/records/RecordPageEditor.h"
#include "views/records/UnitPage.h"
#include "views/records/UserPage.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEventLoop>
#include <QGroupBox>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QToolButton>

#include <memory>

namespace {

template<typename W> W *field(RecordPageEditor *editor, const char *name)
{
    auto *w = qobject_cast<W *>(editor->fieldWidget(QString::fromLatin1(name)));
    if (!w)
        qWarning("no field %s", name);
    return w;
}

void clickFilter(QWidget *page, const QString &label)
{
    for (QToolButton *b : page->findChildren<QToolButton *>()) {
        if (b->text() == label) {
            b->click();
            return;
        }
    }
    qWarning("no filter %s", qPrintable(label));
}

} // namespace

class TestRecordPages : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error()));
        m_client = new ApiClient(m_sandbox.config(m_sandbox.accounts().first()), this);
        m_session = SessionContext(m_client);
        m_session.config = m_sandbox.config(m_sandbox.accounts().first());
        m_session.dataDir = m_data.path();
        m_session.accountUuid = m_sandbox.accounts().first();
    }

    void products()
    {
        ProductPage page;
        page.setConfirmation([](const QString &) { return true; });
        QAbstractItemModelTester tester(
            page.filterModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        openAndList(page, 12);
        // The units and groups for the editor's pickers.
        listInto(QStringLiteral("units"), ResourceApi::path(Resource::Units));
        listInto(QStringLiteral("productGroups"), ResourceApi::path(Resource::ProductGroups));

        // The unit column names the unit in the user's language, never its code: the demo's C62 is
        // "Stück" and HUR "Stunde" in German (sandbox/README.md, demo units).
        page.storeChanged();
        {
            const QLocale before;
            QLocale::setDefault(QLocale(QLocale::German, QLocale::Switzerland));
            const auto unitTexts = [&page] {
                QSet<QString> texts;
                for (int row = 0; row < page.model()->rowCount(); ++row)
                    texts << page.model()->index(row, ProductRecord::Unit).data().toString();
                return texts;
            };
            QTRY_COMPARE(unitTexts(), QSet<QString>({QStringLiteral("Stück"), QStringLiteral("Stunde")}));
            QLocale::setDefault(before);
        }
        // `cost` is the price a document takes for the product: the column says so.
        QCOMPARE(page.model()->headerData(ProductRecord::Cost, Qt::Horizontal).toString(),
            QStringLiteral("Sales price"));

        page.newAction()->trigger();
        RecordPageEditor *editor = page.editor();
        QVERIFY(editor);
        QTRY_VERIFY(field<QComboBox>(editor, "unitUuid")->count() >= 2);
        field<QLineEdit>(editor, "productKey")->setText(QStringLiteral("GUI-1"));
        field<QLineEdit>(editor, "translations.de.productName")->setText(QStringLiteral("Schraube"));
        field<QLineEdit>(editor, "cost")->setText(QStringLiteral("0.35"));
        field<QLineEdit>(editor, "taxRate")->setText(QStringLiteral("8.1"));
        field<QComboBox>(editor, "productGroupNumber")->setCurrentIndex(1);
        // The EAN's check digit is judged as one types, and blocks saving.
        QTest::keyClicks(field<QLineEdit>(editor, "eanCode"), QStringLiteral("4006381333932"));
        QVERIFY(editor->problemAt(QStringLiteral("eanCode")).contains(QStringLiteral("check digit")));
        m_sandbox.resetStats();
        editor->save();
        QVERIFY(editor->isVisible());
        QVERIFY(!editor->generalProblem().isEmpty());
        QCOMPARE(m_sandbox.stats().value(QLatin1String("requests")).toInt(), 0); // nothing sent
        field<QLineEdit>(editor, "eanCode")->setText(QStringLiteral("4006381333931"));
        QCOMPARE(editor->problemAt(QStringLiteral("eanCode")), QString());
        editor->save();
        QTRY_VERIFY_WITH_TIMEOUT(!page.editor(), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(page.filterModel()->rowCount(), 13, 10000); // the store is written first
        const QJsonObject created = page.currentRecord();
        QCOMPARE(JsonReader::string(created, QLatin1String("productKey")), QStringLiteral("GUI-1"));
        QVERIFY(page.detailText().contains(QStringLiteral("Schraube")));
        // The net tax rate its turnover goes to (net tax rate method), kept in the local copy by its key.
        QVERIFY(page.netTaxRateAction()->isEnabled());
        QMenu *rateMenu = page.netTaxRateAction()->menu();
        emit rateMenu->aboutToShow();
        QCOMPARE(rateMenu->actions().size(), 3);
        QVERIFY(rateMenu->actions().at(0)->isChecked()); // not assigned
        rateMenu->actions().at(2)->trigger();
        QTRY_COMPARE(
            ReportSource::netTaxRateOfProduct(m_data.path(), m_session.accountUuid, QStringLiteral("GUI-1")),
            2);
        emit rateMenu->aboutToShow();
        QVERIFY(rateMenu->actions().at(2)->isChecked());
        const QString uuid = RecordTableModel::keyOf(created);
        // Read back from the service, and kept in the store.
        const ProductDraft back = ProductDraft::fromRecord(*ResourceApi::recordFromAnswer(
            TestSandbox::wait(ResourceApi(m_client, Resource::Products).get(uuid)).answer));
        QCOMPARE(Validators::parseAmount(back.cost, ProductDraft::costDecimals), 3500);
        QCOMPARE(back.eanCode, QStringLiteral("4006381333931"));
        QVERIFY(!back.groupNumber.isEmpty());
        QTRY_VERIFY(RecordStore(m_data.path(), m_session.accountUuid)
                        .find(QStringLiteral("products"), uuid)
                        .has_value());

        // The service refuses a second product with the key: shown at the key, the input kept.
        page.newAction()->trigger();
        editor = page.editor();
        QTRY_VERIFY(field<QComboBox>(editor, "unitUuid")->count() >= 2);
        field<QLineEdit>(editor, "productKey")->setText(QStringLiteral("GUI-1"));
        field<QLineEdit>(editor, "translations.fr.productName")->setText(QStringLiteral("Vis"));
        field<QLineEdit>(editor, "cost")->setText(QStringLiteral("1"));
        editor->save();
        QTRY_VERIFY_WITH_TIMEOUT(!editor->problemAt(QStringLiteral("productKey")).isEmpty(), 10000);
        QVERIFY(editor->isVisible());
        QCOMPARE(field<QLineEdit>(editor, "translations.fr.productName")->text(), QStringLiteral("Vis"));
        QCOMPARE(field<QLineEdit>(editor, "productKey")->text(), QStringLiteral("GUI-1"));
        editor->discard(); // typed input: reject() would ask (editorsAskBeforeDiscardingTypedInput)
        QTRY_VERIFY(!page.editor());
        QTRY_COMPARE_WITH_TIMEOUT(page.filterModel()->rowCount(), 13, 10000); // the store is written first

        // Edit: the changed cost is in the list at once.
        QVERIFY(page.selectKey(uuid));
        page.editAction()->trigger();
        editor = page.editor();
        QCOMPARE(field<QLineEdit>(editor, "productKey")->text(), QStringLiteral("GUI-1"));
        field<QLineEdit>(editor, "cost")->setText(QStringLiteral("0.4"));
        sandboxControl("DELETE", QStringLiteral("/__sandbox/requests"));
        editor->save();
        QTRY_VERIFY_WITH_TIMEOUT(!page.editor(), 10000);
        // Issue 32: only the changed cost besides what the spec requires on write (key, service flag,
        // unit, texts); the untouched optional fields (EAN, group, VAT rate, ...) are not sent.
        const QJsonArray patches = sandboxControl("GET", QStringLiteral("/__sandbox/requests"),
            QStringLiteral("method=PATCH&path=/products/v2/products/") + uuid)
                                       .value(QLatin1String("requests"))
                                       .toArray();
        QCOMPARE(patches.size(), 1);
        const QJsonObject sent = patches.first().toObject().value(QLatin1String("body")).toObject();
        QCOMPARE(sent.keys(),
            (QStringList {QStringLiteral("cost"), QStringLiteral("isService"), QStringLiteral("productKey"),
                QStringLiteral("translations"), QStringLiteral("unitUuid")}));
        QCOMPARE(sent.value(QLatin1String("cost")).toDouble(), 0.4);
        // A number in the spec, a string ("0.40") from the live service: read as the client reads it.
        QCOMPARE(
            JsonReader::scaled(page.model()->record(page.model()->rowOfKey(uuid)), QLatin1String("cost")),
            std::optional<qint64>(40));

        // Archive: gone from the active products, listed under Archived; then deleted.
        QVERIFY(page.selectKey(uuid));
        QVERIFY(page.archiveAction()->isEnabled());
        page.archiveAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(page.filterModel()->rowCount(), 12, 10000);
        clickFilter(&page, QStringLiteral("A&rchived"));
        QTRY_COMPARE_WITH_TIMEOUT(page.filterModel()->rowCount(), 1, 10000); // the store is written first
        QVERIFY(page.selectKey(uuid));
        QVERIFY(!page.archiveAction()->isEnabled());
        page.deleteAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(page.filterModel()->rowCount(), 0, 10000);
        QCOMPARE(TestSandbox::wait(ResourceApi(m_client, Resource::Products).get(uuid)).error.kind(),
            ApiError::Kind::NotFound);
    }

    void productGroups()
    {
        ProductGroupPage page;
        page.setConfirmation([](const QString &) { return true; });
        QAbstractItemModelTester tester(
            page.filterModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        openAndList(page, 2);

        page.newAction()->trigger();
        auto *editor = qobject_cast<ProductGroupEditor *>(page.editor());
        QVERIFY(editor);
        // A number in use is reported as one types (after a pause).
        QSignalSpy checked(editor, &ProductGroupEditor::numberChecked);
        QTest::keyClicks(field<QLineEdit>(editor, "groupNumber"), QStringLiteral("10"));
        QTRY_COMPARE_WITH_TIMEOUT(checked.count(), 1, 5000);
        QVERIFY(editor->numberTaken());
        QVERIFY(editor->problemAt(QStringLiteral("groupNumber")).contains(QStringLiteral("already")));
        field<QLineEdit>(editor, "translations.it.description")->setText(QStringLiteral("Attrezzi"));
        editor->save();
        QVERIFY(editor->isVisible());
        QVERIFY(!editor->problemAt(QStringLiteral("groupNumber")).isEmpty());
        field<QLineEdit>(editor, "groupNumber")->clear();
        QTest::keyClicks(field<QLineEdit>(editor, "groupNumber"), QStringLiteral("55"));
        QTRY_COMPARE_WITH_TIMEOUT(checked.count(), 2, 5000);
        QVERIFY(!editor->numberTaken());
        field<QLineEdit>(editor, "bookingAccountNumber")->setText(QStringLiteral("3200"));
        editor->save();
        QTRY_VERIFY_WITH_TIMEOUT(!page.editor(), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(page.filterModel()->rowCount(), 3, 10000); // the store is written first
        const QString uuid = RecordTableModel::keyOf(page.currentRecord());
        const QJsonObject read = *ResourceApi::recordFromAnswer(
            TestSandbox::wait(ResourceApi(m_client, Resource::ProductGroups).get(uuid)).answer);
        QCOMPARE(JsonReader::integer(read, QLatin1String("groupNumber")), 55);
        QCOMPARE(ProductGroupDraft::fromRecord(read).descriptions.value(QStringLiteral("it")),
            QStringLiteral("Attrezzi"));

        // Edit, archive, restore.
        page.editAction()->trigger();
        field<QLineEdit>(page.editor(), "translations.de.description")->setText(QStringLiteral("Werkzeug"));
        page.editor()->save();
        QTRY_VERIFY_WITH_TIMEOUT(!page.editor(), 10000);
        QVERIFY(page.detailText().contains(QStringLiteral("Werkzeug")));
        page.archiveAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(page.filterModel()->rowCount(), 2, 10000);
        clickFilter(&page, QStringLiteral("A&rchived"));
        QVERIFY(page.selectKey(uuid));
        QVERIFY(page.restoreAction()->isEnabled());
        page.restoreAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(page.filterModel()->rowCount(), 0, 10000);
        // An archived group comes back with a refresh too (it needs a listing of its own).
        TestSandbox::wait(
            ResourceApi(m_client, Resource::ProductGroups).action(uuid, QStringLiteral("archive")));
        QSignalSpy reloaded(&page, &RecordPage::reloaded);
        page.refresh();
        QTRY_VERIFY_WITH_TIMEOUT(reloaded.count() >= 1 && page.filterModel()->rowCount() == 1, 10000);
        TestSandbox::wait(
            ResourceApi(m_client, Resource::ProductGroups).action(uuid, QStringLiteral("restore")));
    }

    void units()
    {
        UnitPage page;
        page.setConfirmation([](const QString &) { return true; });
        QAbstractItemModelTester tester(
            page.filterModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        openAndList(page, 2);
        page.newAction()->trigger();
        RecordPageEditor *editor = page.editor();
        field<QLineEdit>(editor, "isocode")->setText(QStringLiteral("MTR"));
        field<QLineEdit>(editor, "translations.en.unitPlural")->setText(QStringLiteral("metres"));
        // No name in any language: refused at the German singular, whose tab comes forward.
        editor->save();
        QVERIFY(editor->isVisible());
        QVERIFY(!editor->problemAt(QStringLiteral("translations.de.unit")).isEmpty());
        QVERIFY(field<QLineEdit>(editor, "translations.de.unit")->isVisibleTo(editor));
        field<QLineEdit>(editor, "translations.de.unit")->setText(QStringLiteral("Meter"));
        editor->save();
        QTRY_VERIFY_WITH_TIMEOUT(!page.editor(), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(page.filterModel()->rowCount(), 3, 10000); // the store is written first
        const QString uuid = RecordTableModel::keyOf(page.currentRecord());
        const QJsonObject read = *ResourceApi::recordFromAnswer(
            TestSandbox::wait(ResourceApi(m_client, Resource::Units).get(uuid)).answer);
        QCOMPARE(JsonReader::string(read, QLatin1String("isocode")), QStringLiteral("MTR"));

        page.editAction()->trigger();
        editor = page.editor();
        editor->findChild<QCheckBox *>()->setChecked(false);
        editor->save();
        QTRY_VERIFY_WITH_TIMEOUT(!page.editor(), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(page.filterModel()->rowCount(), 2, 10000); // the Active filter hides it now
        clickFilter(&page, QStringLiteral("A&ll"));
        QVERIFY(page.selectKey(uuid));
        page.deleteAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(page.filterModel()->rowCount(), 2, 10000);
        QCOMPARE(TestSandbox::wait(ResourceApi(m_client, Resource::Units).get(uuid)).error.kind(),
            ApiError::Kind::NotFound);
    }

    void bankAccounts()
    {
        BankAccountPage page;
        page.setConfirmation([](const QString &) { return true; });
        QAbstractItemModelTester tester(
            page.filterModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        openAndList(page, 2);
        // The default account first; it cannot be deleted.
        page.table()->setCurrentIndex(page.filterModel()->index(0, 0));
        QVERIFY(BankAccountRecord::isDefault(page.currentRecord()));
        QVERIFY(!page.deleteAction()->isEnabled());

        page.newAction()->trigger();
        RecordPageEditor *editor = page.editor();
        field<QLineEdit>(editor, "name")->setText(QStringLiteral("Savings"));
        auto *iban = field<QLineEdit>(editor, "iban");
        QTest::keyClicks(iban, QStringLiteral("de89 3704 0044 0532 0130 01")); // last digit altered
        QVERIFY(editor->problemAt(QStringLiteral("iban")).contains(QStringLiteral("check digits")));
        field<QLineEdit>(editor, "bic")->setText(QStringLiteral("COBADEFFXXX"));
        field<QComboBox>(editor, "currencyCode")->setCurrentText(QStringLiteral("EUR"));
        editor->save();
        QVERIFY(editor->isVisible());
        iban->setText(QStringLiteral("DE89370400440532013000"));
        emit iban->editingFinished();
        QCOMPARE(iban->text(), QStringLiteral("DE89 3704 0044 0532 0130 00")); // grouped by four
        // A QR-IBAN that is none.
        editor->findChild<QGroupBox *>()->setChecked(true);
        field<QLineEdit>(editor, "qrBill.qrIban")->setText(QStringLiteral("CH9300762011623852957"));
        editor->save();
        QVERIFY(editor->problemAt(QStringLiteral("qrBill.qrIban")).contains(QStringLiteral("QR-IBAN")));
        editor->findChild<QGroupBox *>()->setChecked(false);
        field<QLineEdit>(editor, "qrBill.qrIban")->clear();
        editor->save();
        QTRY_VERIFY_WITH_TIMEOUT(!page.editor(), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(page.filterModel()->rowCount(), 3, 10000); // the store is written first
        const QString uuid = RecordTableModel::keyOf(page.currentRecord());
        QCOMPARE(page.filterModel()
                     ->index(page.table()->currentIndex().row(), BankAccountRecord::Iban)
                     .data()
                     .toString(),
            QStringLiteral("DE89 3704 0044 0532 0130 00"));
        const QJsonObject read = *ResourceApi::recordFromAnswer(
            TestSandbox::wait(ResourceApi(m_client, Resource::BankAccounts).get(uuid)).answer);
        QCOMPARE(JsonReader::string(read, QLatin1String("iban")), QStringLiteral("DE89370400440532013000"));

        page.editAction()->trigger();
        field<QLineEdit>(page.editor(), "bankName")->setText(QStringLiteral("Commerzbank"));
        page.editor()->save();
        QTRY_VERIFY_WITH_TIMEOUT(!page.editor(), 10000);
        QVERIFY(page.detailText().contains(QStringLiteral("Commerzbank")));
        QVERIFY(page.deleteAction()->isEnabled());
        page.deleteAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(page.filterModel()->rowCount(), 2, 10000);
        QCOMPARE(TestSandbox::wait(ResourceApi(m_client, Resource::BankAccounts).get(uuid)).error.kind(),
            ApiError::Kind::NotFound);
    }

    void editorsAskBeforeDiscardingTypedInput()
    {
        BankAccountPage page;
        openAndList(page, 2);
        const auto question = [&page] {
            return page.editor() ? page.editor()->findChild<QMessageBox *>(QStringLiteral("switchQuestion"))
                                 : nullptr;
        };

        // A choice the editor fills in by itself (a new product's first unit) is nothing typed.
        {
            ProductPage products;
            openAndList(products, 12);
            products.newAction()->trigger();
            QTRY_VERIFY(field<QComboBox>(products.editor(), "unitUuid")->count() >= 2);
            QTest::keyClick(products.editor(), Qt::Key_Escape);
            QTRY_VERIFY(!products.editor());
        }

        // Nothing typed: Escape closes at once.
        page.newAction()->trigger();
        QVERIFY(page.editor());
        QTest::keyClick(page.editor(), Qt::Key_Escape);
        QTRY_VERIFY(!page.editor());

        // Typed: Escape, the Cancel button and the window's close button each ask first.
        page.newAction()->trigger();
        RecordPageEditor *editor = page.editor();
        QTest::keyClicks(field<QLineEdit>(editor, "name"), QStringLiteral("Typed"));
        for (const auto &close :
            QList<std::function<void()>> {[editor] { QTest::keyClick(editor, Qt::Key_Escape); },
                [editor] {
                    editor->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Cancel)->click();
                },
                [editor] {
                    editor->close();
                }}) {
            close();
            QTRY_VERIFY(question());
            QVERIFY(question()->isVisible());
            QVERIFY(editor->isVisible());
            question()->button(QMessageBox::Cancel)->click(); // keep everything
            QTRY_VERIFY(!question());
            QVERIFY(editor->isVisible());
            QCOMPARE(field<QLineEdit>(editor, "name")->text(), QStringLiteral("Typed"));
        }
        // Discard: closed, nothing sent.
        m_sandbox.resetStats();
        QTest::keyClick(editor, Qt::Key_Escape);
        QTRY_VERIFY(question());
        question()->button(QMessageBox::Discard)->click();
        QTRY_VERIFY(!page.editor());
        QCOMPARE(m_sandbox.stats().value(QLatin1String("requests")).toInt(), 0);
        QCOMPARE(page.filterModel()->rowCount(), 2);
    }

    void employeesAndUsers()
    {
        listInto(QStringLiteral("users"), ResourceApi::path(Resource::Users));
        EmployeePage page;
        page.setConfirmation([](const QString &) { return true; });
        QAbstractItemModelTester tester(
            page.filterModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        openAndList(page, 2);

        page.newAction()->trigger();
        auto *editor = qobject_cast<EmployeeEditor *>(page.editor());
        QSignalSpy loaded(editor, &EmployeeEditor::choicesLoaded);
        QTRY_COMPARE(loaded.count(), 1);
        field<QLineEdit>(editor, "employeeNumber")->setText(QStringLiteral("M-300"));
        auto *birthDate = field<DateField>(editor, "birthDate");
        QVERIFY(birthDate->isOptional());
        QVERIFY(!birthDate->date().isValid()); // none until typed
        birthDate->setDate(QDate(1988, 2, 29));
        QVERIFY(field<DateField>(editor, "employmentStartDate")
                    ->findChild<QAction *>(QStringLiteral("openCalendar")));
        editor->save(); // no first name
        QVERIFY(editor->isVisible());
        QVERIFY(!editor->problemAt(QStringLiteral("firstName")).isEmpty());
        QCOMPARE(field<QLineEdit>(editor, "employeeNumber")->text(), QStringLiteral("M-300"));
        field<QLineEdit>(editor, "firstName")->setText(QStringLiteral("Marco"));
        auto *user = field<QComboBox>(editor, "userUuid");
        QCOMPARE(user->count(), 4); // none and three users
        user->setCurrentIndex(3);
        const QString userUuid = user->currentData().toString();
        editor->save();
        QTRY_VERIFY_WITH_TIMEOUT(!page.editor(), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(page.filterModel()->rowCount(), 3, 10000); // the store is written first
        const QString uuid = RecordTableModel::keyOf(page.currentRecord());
        const QJsonObject read = *ResourceApi::recordFromAnswer(
            TestSandbox::wait(ResourceApi(m_client, Resource::Employees).get(uuid)).answer);
        QCOMPARE(JsonReader::date(read, QLatin1String("birthDate")), QDate(1988, 2, 29));
        QCOMPARE(EmployeeRecord::userUuid(read), userUuid);

        page.editAction()->trigger();
        field<QLineEdit>(page.editor(), "lastName")->setText(QStringLiteral("Rossi"));
        page.editor()->save();
        QTRY_VERIFY_WITH_TIMEOUT(!page.editor(), 10000);
        QVERIFY(page.detailText().contains(QStringLiteral("Marco Rossi")));

        // Users: all three, or only the one linked to the new employee.
        listInto(QStringLiteral("employees"), ResourceApi::path(Resource::Employees));
        UserPage users;
        QAbstractItemModelTester userTester(
            users.filterModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        openAndList(users, 3);
        QTRY_VERIFY(users.employeeFilter()->findData(uuid) > 0);
        QSignalSpy applied(&users, &UserPage::employeeFilterApplied);
        users.employeeFilter()->setCurrentIndex(users.employeeFilter()->findData(uuid));
        emit users.employeeFilter()->activated(users.employeeFilter()->currentIndex());
        QTRY_COMPARE_WITH_TIMEOUT(applied.count(), 1, 10000);
        QCOMPARE(users.filterModel()->rowCount(), 1);
        QCOMPARE(users.filterModel()->index(0, 0).data(RecordTableModel::KeyRole).toString(), userUuid);
        users.employeeFilter()->setCurrentIndex(0);
        emit users.employeeFilter()->activated(0);
        QCOMPARE(users.filterModel()->rowCount(), 3);

        page.deleteAction()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(page.filterModel()->rowCount(), 2, 10000);
        QCOMPARE(TestSandbox::wait(ResourceApi(m_client, Resource::Employees).get(uuid)).error.kind(),
            ApiError::Kind::NotFound);
    }

    // The delete question is opened, not exec()ed: trigger() returns with the question showing,
    // window-modal; a record deleted elsewhere while it is asked is not acted on after Yes.
    void deleteQuestionDoesNotBlockAndChecksAgain()
    {
        UnitDraft draft;
        draft.isocode = QStringLiteral("BOX");
        draft.translations.insert(QStringLiteral("de"), {QStringLiteral("Box"), {}, {}});
        const QJsonObject body = draft.body();
        const TestSandbox::Result created =
            TestSandbox::wait(ResourceApi(m_client, Resource::Units).create(body));
        QVERIFY2(created.ok, qPrintable(created.error.message()));
        const QString uuid = RecordTableModel::keyOf(*ResourceApi::recordFromAnswer(created.answer));

        UnitPage page;
        page.resize(900, 600);
        page.show();
        QSignalSpy messages(&page, &WorkspacePage::messageRequested);
        page.openSession(m_session);
        page.refresh();
        QTRY_VERIFY_WITH_TIMEOUT(page.selectKey(uuid), 15000);
        const int rows = page.filterModel()->rowCount();

        // No: nothing sent.
        m_sandbox.resetStats();
        page.deleteAction()->trigger();
        auto *box = page.findChild<QMessageBox *>(QStringLiteral("recordQuestion"));
        QVERIFY(box);
        QVERIFY(box->isVisible());
        QCOMPARE(box->windowModality(), Qt::WindowModal);
        QVERIFY(box->text().contains(QStringLiteral("Box")));
        box->button(QMessageBox::No)->click();
        QTRY_VERIFY(!page.findChild<QMessageBox *>(QStringLiteral("recordQuestion")));
        QCOMPARE(m_sandbox.stats().value(QLatin1String("requests")).toInt(), 0);

        // Yes, after the unit was deleted elsewhere and the list read again: not acted on.
        page.deleteAction()->trigger();
        box = page.findChild<QMessageBox *>(QStringLiteral("recordQuestion"));
        QVERIFY(box);
        const TestSandbox::Result removed =
            TestSandbox::wait(ResourceApi(m_client, Resource::Units).remove(uuid));
        QVERIFY2(removed.ok, qPrintable(removed.error.message()));
        page.refresh();
        QTRY_COMPARE_WITH_TIMEOUT(page.filterModel()->rowCount(), rows - 1, 15000);
        QVERIFY(box->isVisible()); // still asking: the page went on meanwhile
        m_sandbox.resetStats();
        messages.clear();
        box->button(QMessageBox::Yes)->click();
        QTRY_VERIFY(!page.findChild<QMessageBox *>(QStringLiteral("recordQuestion")));
        QCOMPARE(m_sandbox.stats().value(QLatin1String("requests")).toInt(), 0);
        QCOMPARE(messages.count(), 0);
    }

    void listsFitWithoutSidewaysScroll()
    {
        // At 1366x768 a record page gets the window's width less the navigation; at 1000 px the
        // products (nine columns) are far wider than the list's share of the page.
        for (const int width : {1366, 1000}) {
            for (RecordPage *page :
                QList<RecordPage *> {new ProductPage, new BankAccountPage, new ProductGroupPage}) {
                std::unique_ptr<RecordPage> owner(page);
                page->openSession(m_session);
                page->refresh();
                QTRY_VERIFY_WITH_TIMEOUT(page->filterModel()->rowCount() > 0, 15000);
                page->resize(width, 700);
                page->show();
                QVERIFY(QTest::qWaitForWindowExposed(page));
                QTableView *table = page->table();
                QTRY_VERIFY2(table->horizontalHeader()->length() <= table->viewport()->width(),
                    qPrintable(QStringLiteral("%1 at %2 px: columns %3 px in %4 px")
                                   .arg(QString::fromLatin1(page->metaObject()->className()))
                                   .arg(width)
                                   .arg(table->horizontalHeader()->length())
                                   .arg(table->viewport()->width())));
                QCOMPARE(table->horizontalScrollBar()->maximum(), 0);
                // A cell too narrow for its text keeps it whole in the tooltip.
                for (int c = 0; c < page->filterModel()->columnCount(); ++c) {
                    const QModelIndex cell = page->filterModel()->index(0, c);
                    QCOMPARE(cell.data(Qt::ToolTipRole).toString(), cell.data().toString());
                }
            }
        }
    }

    void failureIsShownInWords()
    {
        UnitPage page;
        QSignalSpy messages(&page, &WorkspacePage::messageRequested);
        page.openSession(m_session);
        m_sandbox.addFault({{QStringLiteral("path"), QStringLiteral("/units/v2/units")},
            {QStringLiteral("body"), QStringLiteral("malformed")}, {QStringLiteral("times"), 5}});
        page.refresh();
        QTRY_VERIFY_WITH_TIMEOUT(messages.count() >= 1, 10000);
        m_sandbox.clearFaults();
        QVERIFY2(messages.first().first().toString().contains(QStringLiteral("could not be read")),
            qPrintable(messages.first().first().toString()));
    }

private:
    // A control route of the sandbox (sandbox/README.md), its JSON answer.
    QJsonObject sandboxControl(const QByteArray &verb, const QString &path, const QString &query = {})
    {
        QNetworkAccessManager nam;
        QUrl url = m_sandbox.url();
        url.setPath(path);
        url.setQuery(query);
        QNetworkReply *reply = nam.sendCustomRequest(QNetworkRequest(url), verb);
        QEventLoop loop;
        connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
        QTimer::singleShot(20000, &loop, &QEventLoop::quit);
        loop.exec();
        const QJsonObject answer = QJsonDocument::fromJson(reply->readAll()).object();
        [&] {
            QCOMPARE(reply->error(), QNetworkReply::NoError);
        }();
        reply->deleteLater();
        return answer;
    }

    void openAndList(RecordPage &page, int expected)
    {
        QSignalSpy reloaded(&page, &RecordPage::reloaded);
        page.openSession(m_session);
        page.refresh();
        QTRY_VERIFY_WITH_TIMEOUT(page.filterModel()->rowCount() == expected, 15000);
        QVERIFY(!page.detailText().isEmpty());
    }

    void listInto(const QString &resource, const QString &suffix)
    {
        RecordTableSync sync(m_client, m_data.path(), m_session.accountUuid);
        QSignalSpy finished(&sync, &RecordTableSync::finished);
        sync.start(resource, suffix);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 10000);
    }

    TestSandbox m_sandbox;
    QTemporaryDir m_data;
    ApiClient *m_client = nullptr;
    SessionContext m_session;
};

QTEST_MAIN(TestRecordPages)
#include "tst_records_pages.moc"
