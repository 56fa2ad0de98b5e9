// The document editor against a real sandbox, driven like a bookkeeper drives it: pick the receiver
// by typing, add products by key, type quantities and discounts into the table, Ctrl+S. The service's
// total must equal the editor's; a rejected save keeps the input and marks the field; a document
// changed elsewhere asks; closing with unsaved changes asks.
#include "LanguageForScope.h"
#include "TestSandbox.h"
#include "api/ApiClient.h"
#include "api/ApiJob.h"
#include "api/DocumentsApi.h"
#include "api/JsonReader.h"
#include "domain/Money.h"
#include "store/DocumentStore.h"
#include "store/RecordStore.h"
#include "views/DateField.h"
#include "views/documents/DocumentEditor.h"
#include "views/documents/PositionsModel.h"
#include "views/documents/ReceiverPicker.h"
#include "views/documents/TotalsPanel.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QCompleter>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

#include <random>

using namespace Qt::StringLiterals;

namespace {

QLineEdit *visibleCellEditor(QTableView *table)
{
    const QList<QLineEdit *> edits = table->viewport()->findChildren<QLineEdit *>();
    for (QLineEdit *edit : edits) {
        if (edit->isVisible())
            return edit;
    }
    return nullptr;
}

// The cell's editor: the one already open there (a new line opens its description), or a new one.
QLineEdit *openCellEditor(DocumentEditor *editor, int row, int column)
{
    QTableView *table = editor->positionsView();
    const QModelIndex index = editor->positionsModel()->index(row, column);
    if (table->currentIndex() == index) {
        if (QLineEdit *open = visibleCellEditor(table))
            return open;
    }
    table->setCurrentIndex(index);
    table->edit(index);
    return visibleCellEditor(table);
}

bool typeIntoCell(DocumentEditor *editor, int row, int column, const QString &text)
{
    QPointer<QLineEdit> edit = openCellEditor(editor, row, column);
    if (!edit)
        return false;
    edit->selectAll();
    QTest::keyClicks(edit, text);
    QTest::keyClick(edit, Qt::Key_Return);
    // The delegate commits on Return through a queued call.
    return QTest::qWaitFor([&] { return !edit || !edit->isVisible(); });
}

void typeInto(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    QTest::keyClicks(edit, text);
}

} // namespace

class TestDocumentEditor : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error()));
        QVERIFY(m_data.isValid());
        m_account = m_sandbox.accounts().first();
        m_client = std::make_unique<ApiClient>(m_sandbox.config(m_account));
        m_session = SessionContext(m_client.get());
        m_session.config = m_sandbox.config(m_account);
        m_session.dataDir = m_data.path();
        m_session.accountUuid = m_account;
    }

    void freeLineGetsTheUsualRateAndUnitsShowNames()
    {
        QPointer<DocumentEditor> editor = DocumentEditor::openNew(m_session, DocumentKind::Invoice, nullptr);
        QTRY_VERIFY_WITH_TIMEOUT(editor->productField()->completer()->model()->rowCount() > 0, 15000);
        const QList<QJsonObject> products = RecordStore(m_data.path(), m_account).loadAll(u"products"_s);
        // The rate most products carry, and a product with another one.
        QHash<qint64, int> uses;
        for (const QJsonObject &p : products)
            ++uses[JsonReader::scaled(p, "taxRate"_L1).value_or(0)];
        const qint64 usual = std::max_element(uses.cbegin(), uses.cend()).key();
        const auto reduced = std::find_if(products.cbegin(), products.cend(),
            [&](const QJsonObject &p) { return JsonReader::scaled(p, "taxRate"_L1).value_or(0) != usual; });
        QVERIFY(reduced != products.cend());
        typeInto(editor->productField(), reduced->value("productKey"_L1).toString());
        QTest::keyClick(editor->productField(), Qt::Key_Return);
        QTRY_COMPARE(editor->positionsModel()->rowCount(), 1);
        QVERIFY(editor->positionsModel()->positionAt(0).vatBasisPoints != usual);
        // The unit's name in the document's language (German without a receiver), its code in the data.
        const QString code = reduced->value("productUnit"_L1).toObject().value("isocode"_L1).toString();
        QCOMPARE(editor->positionsModel()->positionAt(0).unitCode, code);
        QTRY_VERIFY_WITH_TIMEOUT(!RecordStore(m_data.path(), m_account).loadAll(u"units"_s).isEmpty(), 15000);
        QString name;
        for (const QJsonObject &unit : RecordStore(m_data.path(), m_account).loadAll(u"units"_s)) {
            if (unit.value("isocode"_L1).toString() == code)
                name = unit.value("translations"_L1)
                           .toObject()
                           .value("de"_L1)
                           .toObject()
                           .value("unit"_L1)
                           .toString();
        }
        QVERIFY(!name.isEmpty());
        QVERIFY(name != code);
        QTRY_COMPARE(editor->positionsModel()->index(0, PositionsModel::Unit).data().toString(), name);
        // A free line below it gets the usual rate, not the row above's.
        QTest::keyClick(editor->positionsView(), Qt::Key_Return, Qt::ControlModifier);
        QTRY_COMPARE(editor->positionsModel()->rowCount(), 2);
        QCOMPARE(editor->positionsModel()->positionAt(1).vatBasisPoints, usual);
        editor->setAttribute(Qt::WA_DeleteOnClose, false);
        delete editor;
    }

    void createInvoiceWithThreePositionsAndDiscount()
    {
        QPointer<DocumentEditor> editor = DocumentEditor::openNew(m_session, DocumentKind::Invoice, nullptr);
        editor->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(editor));
        QAbstractItemModelTester tester(
            editor->positionsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        // The local copy is empty: the editor lists addresses, products and bank accounts itself.
        QTRY_VERIFY_WITH_TIMEOUT(editor->receiverPicker()->completer()->model()->rowCount() > 0, 15000);
        QTRY_VERIFY_WITH_TIMEOUT(editor->productField()->completer()->model()->rowCount() > 0, 15000);

        const RecordStore store(m_data.path(), m_account);
        const QJsonObject company = store.loadAll(u"companies"_s).first();
        const QList<QJsonObject> products = store.loadAll(u"products"_s);
        QVERIFY(products.size() >= 2);

        // Receiver by its customer number, then Return.
        QLineEdit *search = editor->receiverPicker()->searchField();
        typeInto(search, company.value("customer_number"_L1).toString());
        QTest::keyClick(search, Qt::Key_Return);
        QTRY_COMPARE(editor->receiverPicker()->receiver().companyUuid, company.value("uuid"_L1).toString());
        // The due date follows the receiver's payment terms.
        const QDate date = editor->draft().date;
        QCOMPARE(editor->draft().dueDate, date.addDays(company.value("payment_terms"_L1).toInt()));

        // Two products by key, each followed by its quantity; a third line typed by hand.
        const QList<QJsonObject> chosen {products.at(0), products.at(1)};
        const QStringList quantities {u"2.5"_s, u"3"_s};
        for (int i = 0; i < chosen.size(); ++i) {
            typeInto(editor->productField(), chosen.at(i).value("productKey"_L1).toString());
            QTest::keyClick(editor->productField(), Qt::Key_Return);
            QTRY_COMPARE(editor->positionsModel()->rowCount(), i + 1);
            QCOMPARE(editor->positionsModel()->positionAt(i).productNumber,
                chosen.at(i).value("productKey"_L1).toString());
            QCOMPARE(editor->positionsView()->currentIndex().column(), int(PositionsModel::Quantity));
            QVERIFY(typeIntoCell(editor, i, PositionsModel::Quantity, quantities.at(i)));
            // Return on the quantity goes back to "Add product" for the next key.
            QTRY_VERIFY(editor->productField()->hasFocus());
        }
        QVERIFY(typeIntoCell(editor, 1, PositionsModel::Discount, u"10"_s));
        QTest::keyClick(editor->positionsView(), Qt::Key_Return, Qt::ControlModifier);
        QTRY_COMPARE(editor->positionsModel()->rowCount(), 3);
        QVERIFY(typeIntoCell(editor, 2, PositionsModel::Description, u"Travel costs"_s));
        QVERIFY(typeIntoCell(editor, 2, PositionsModel::Price, u"19.95"_s));
        QVERIFY(typeIntoCell(editor, 2, PositionsModel::Vat, u"8.1"_s));
        QCOMPARE(editor->positionsModel()->positionAt(0).quantityMilli, 2500);
        QCOMPARE(editor->positionsModel()->positionAt(1).discountBasisPoints, 1000);
        QCOMPARE(editor->positionsModel()->positionAt(2).priceMinor, 1995);

        // A document discount of 5 %; the totals panel follows as one types.
        const QString before = editor->totalsPanel()->totalText();
        auto *mode = editor->findChild<QComboBox *>(u"discountMode"_s);
        mode->setCurrentIndex(mode->findData(int(DocumentDiscount::Mode::Percent)));
        typeInto(editor->findChild<QLineEdit *>(u"discountValue"_s), u"5"_s);
        QVERIFY(editor->totalsPanel()->totalText() != before);
        const qint64 editorTotal = editor->draft().totals().totalMinor;
        QCOMPARE(editor->totalsPanel()->totalText(), Money::format(editorTotal, u"CHF"_s, editor->locale()));
        const DocumentTotals totals = editor->draft().totals();
        const QString panel = editor->totalsPanel()->plainText();
        QVERIFY2(panel.contains(Money::format(-totals.documentDiscountMinor, u"CHF"_s, editor->locale())),
            qPrintable(panel));
        QVERIFY2(panel.contains(Money::format(totals.vatMinor, u"CHF"_s, editor->locale()))
                || totals.vatByRate.size() > 1,
            qPrintable(panel));
        QVERIFY(editor->isModified());

        QSignalSpy saved(editor.data(), &DocumentEditor::saved);
        QTest::keyClick(editor->positionsView(), Qt::Key_S, Qt::ControlModifier);
        QTRY_VERIFY2_WITH_TIMEOUT(saved.count() == 1, qPrintable(editor->messageText()), 15000);
        QCOMPARE(saved.first().at(0).value<DocumentKind>(), DocumentKind::Invoice);
        const QString uuid = saved.first().at(1).toString();
        QVERIFY(!uuid.isEmpty());
        QVERIFY(!editor->isModified());
        QVERIFY2(editor->messageText() == u"Saved."_s, qPrintable(editor->messageText()));

        // The service's total is the editor's.
        const auto answer = TestSandbox::wait(DocumentsApi(m_client.get()).get(DocumentKind::Invoice, uuid));
        QVERIFY2(answer.ok, qPrintable(answer.error.message()));
        const QJsonObject document = *JsonReader::singleFromEnvelope(answer.answer);
        QCOMPARE(JsonReader::scaled(document, "documentTotal"_L1), std::optional<qint64>(editorTotal));
        QCOMPARE(document.value("positions"_L1).toArray().size(), 3);
        QCOMPARE(document.value("receiver"_L1).toObject().value("companyUuid"_L1).toString(),
            company.value("uuid"_L1).toString());
        // ... and the list shows it at once, from the local store.
        const auto row = DocumentStore(m_data.path(), m_account).find(DocumentKind::Invoice, uuid);
        QVERIFY(row);
        QCOMPARE(row->totalMinor, editorTotal);
        QVERIFY(!row->number.isEmpty());
        QVERIFY(editor->windowTitle().contains(row->number));
        m_created = uuid;
        editor->close();
        QTRY_VERIFY(editor.isNull());
    }

    void editAndSave()
    {
        QVERIFY(!m_created.isEmpty());
        QPointer<DocumentEditor> editor =
            DocumentEditor::openExisting(m_session, DocumentKind::Invoice, m_created, nullptr);
        QSignalSpy loaded(editor.data(), &DocumentEditor::loaded);
        QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 10000);
        QVERIFY(loaded.first().first().toBool());
        QCOMPARE(editor->positionsModel()->rowCount(), 3);
        QVERIFY(!editor->isModified());
        editor->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(editor));

        typeInto(qobject_cast<QLineEdit *>(editor->fieldWidget(u"title"_s)), u"Edited by the test"_s);
        QVERIFY(typeIntoCell(editor, 0, PositionsModel::Quantity, u"4"_s));
        // Ctrl+Down moves the first line below the second.
        const QString first = editor->positionsModel()->positionAt(0).description;
        editor->positionsView()->setCurrentIndex(
            editor->positionsModel()->index(0, PositionsModel::Description));
        QTest::keyClick(editor->positionsView(), Qt::Key_Down, Qt::ControlModifier);
        QCOMPARE(editor->positionsModel()->positionAt(1).description, first);
        QVERIFY(editor->isModified());
        const qint64 editorTotal = editor->draft().totals().totalMinor;

        QSignalSpy saved(editor.data(), &DocumentEditor::saved);
        editor->save();
        QTRY_COMPARE_WITH_TIMEOUT(saved.count(), 1, 15000);
        const auto answer =
            TestSandbox::wait(DocumentsApi(m_client.get()).get(DocumentKind::Invoice, m_created));
        QVERIFY(answer.ok);
        const QJsonObject document = *JsonReader::singleFromEnvelope(answer.answer);
        QCOMPARE(document.value("title"_L1).toString(), u"Edited by the test"_s);
        QCOMPARE(JsonReader::scaled(document, "documentTotal"_L1), std::optional<qint64>(editorTotal));
        QCOMPARE(document.value("positions"_L1)
                     .toArray()
                     .at(1)
                     .toObject()
                     .value("productDescription"_L1)
                     .toString(),
            first);
        QCOMPARE(DocumentStore(m_data.path(), m_account).find(DocumentKind::Invoice, m_created)->title,
            u"Edited by the test"_s);

        // Closing with a change and answering Save saves, then closes.
        typeInto(qobject_cast<QLineEdit *>(editor->fieldWidget(u"reference"_s)), u"Saved on closing"_s);
        QVERIFY(!editor->close());
        QMessageBox *question = nullptr;
        QTRY_VERIFY((question = editor->findChild<QMessageBox *>(u"unsavedQuestion"_s)) != nullptr);
        question->button(QMessageBox::Save)->click();
        QTRY_VERIFY_WITH_TIMEOUT(editor.isNull(), 15000);
        QCOMPARE(saved.count(), 2);
        const auto after =
            TestSandbox::wait(DocumentsApi(m_client.get()).get(DocumentKind::Invoice, m_created));
        QCOMPARE(JsonReader::singleFromEnvelope(after.answer)->value("reference"_L1).toString(),
            u"Saved on closing"_s);
    }

    void rejectedSaveKeepsInputAndMarksTheField()
    {
        QPointer<DocumentEditor> editor = DocumentEditor::openNew(m_session, DocumentKind::Quote, nullptr);
        editor->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(editor));
        QTRY_VERIFY_WITH_TIMEOUT(editor->receiverPicker()->completer()->model()->rowCount() > 0, 15000);

        // Without a receiver nothing is sent: the field is marked and named.
        m_sandbox.resetStats();
        typeInto(qobject_cast<QLineEdit *>(editor->fieldWidget(u"title"_s)), u"Kept title"_s);
        editor->save();
        QVERIFY(!editor->fieldError(u"receiver"_s).isEmpty());
        QVERIFY(editor->messageText().contains(u"Receiver"_s));
        QVERIFY2(editor->receiverPicker()->searchField()->toolTip().startsWith(u"Receiver: "_s),
            qPrintable(editor->receiverPicker()->searchField()->toolTip()));
        QCOMPARE(QApplication::focusWidget(), editor->receiverPicker()->searchField()); // the first refused
        const QJsonObject byRoute = m_sandbox.stats().value("byRoute"_L1).toObject();
        for (auto it = byRoute.begin(); it != byRoute.end(); ++it)
            QVERIFY2(!it.key().startsWith("POST"_L1), qPrintable(it.key()));

        // A receiver the service no longer has: its 422 is shown at the receiver field.
        const QJsonObject company = RecordStore(m_data.path(), m_account).loadAll(u"companies"_s).last();
        const QString companyUuid = company.value("uuid"_L1).toString();
        QVERIFY(editor->receiverPicker()->choose(companyUuid));
        QVERIFY(editor->fieldError(u"receiver"_s).isEmpty());
        QVERIFY(editor->receiverPicker()->searchField()->toolTip().isEmpty());
        // The banner no longer names the fixed field (and goes when it was the only one).
        QVERIFY2(!editor->messageText().contains(u"Receiver"_s), qPrintable(editor->messageText()));
        QTest::keyClick(editor->positionsView(), Qt::Key_Return, Qt::ControlModifier);
        QVERIFY(typeIntoCell(editor, 0, PositionsModel::Description, u"Consulting"_s));
        QVERIFY(typeIntoCell(editor, 0, PositionsModel::Price, u"150"_s));
        const auto removed = TestSandbox::wait(m_client->send(ApiClient::Method::Delete,
            m_client->accountPath(u"/addresses/v2/companies/"_s + companyUuid), {}));
        QVERIFY2(removed.ok, qPrintable(removed.error.message()));

        QSignalSpy saved(editor.data(), &DocumentEditor::saved);
        editor->save();
        QTRY_VERIFY_WITH_TIMEOUT(
            !editor->isBusy() && !editor->fieldError(u"receiver.companyUuid"_s).isEmpty(), 15000);
        QCOMPARE(saved.count(), 0);
        QVERIFY(editor->receiverPicker()->searchField()->toolTip().startsWith(u"Receiver: "_s));
        QCOMPARE(QApplication::focusWidget(), editor->receiverPicker()->searchField());
        QVERIFY2(editor->messageText().contains(editor->fieldError(u"receiver.companyUuid"_s)),
            qPrintable(editor->messageText()));
        // Everything typed is still there.
        QCOMPARE(editor->draft().title, u"Kept title"_s);
        QCOMPARE(editor->draft().receiver.companyUuid, companyUuid);
        QCOMPARE(editor->positionsModel()->positionAt(0).priceMinor, 15000);
        QVERIFY(editor->isModified());
        // A bad cell is marked in the table and named in the message, before anything is sent.
        QVERIFY(typeIntoCell(editor, 0, PositionsModel::Quantity, u"-2"_s));
        editor->save();
        QVERIFY(!editor->fieldError(u"positions.0.quantity"_s).isEmpty());
        QCOMPARE(editor->positionsModel()
                     ->index(0, PositionsModel::Quantity)
                     .data(PositionsModel::ErrorRole)
                     .toString(),
            editor->fieldError(u"positions.0.quantity"_s));
        // Named as the table's header reads, in the message and in the cell's tooltip; the cell has the
        // focus.
        QVERIFY2(editor->messageText().contains(u"Row 1, Quantity: "_s), qPrintable(editor->messageText()));
        QCOMPARE(
            editor->positionsModel()->index(0, PositionsModel::Quantity).data(Qt::ToolTipRole).toString(),
            u"Quantity: "_s + editor->fieldError(u"positions.0.quantity"_s));
        QCOMPARE(QApplication::focusWidget(), editor->positionsView());
        QCOMPARE(editor->positionsView()->currentIndex(),
            editor->positionsModel()->index(0, PositionsModel::Quantity));
        QCOMPARE(editor->positionsModel()->positionAt(0).quantityMilli, -2000);

        // Closing asks; Cancel keeps the window and the input, Discard closes without saving.
        QVERIFY(!editor->close());
        QPointer<QMessageBox> question;
        QTRY_VERIFY((question = editor->findChild<QMessageBox *>(u"unsavedQuestion"_s)) != nullptr);
        question->button(QMessageBox::Cancel)->click();
        QTRY_VERIFY(question.isNull());
        QVERIFY(editor->isVisible());
        QCOMPARE(editor->draft().title, u"Kept title"_s);
        QVERIFY(!editor->close());
        QTRY_VERIFY((question = editor->findChild<QMessageBox *>(u"unsavedQuestion"_s)) != nullptr);
        question->button(QMessageBox::Discard)->click();
        QTRY_VERIFY(editor.isNull());
    }

    // In German at 1366×768: a refused field is named exactly as its label reads ("Fällig am", not the
    // draft's "Fälligkeit"), takes the focus, and a long list of problems leaves the positions table
    // its rows (the message scrolls instead of growing).
    void refusedFieldNamedAsItsLabelInGerman()
    {
        const LanguageForScope german(u"de"_s, u"de_CH"_s, QStringLiteral(INVOICEDESK_QM_DIR));
        QVERIFY2(german.isLoaded(), "the compiled translations are missing");
        QPointer<DocumentEditor> editor = DocumentEditor::openNew(m_session, DocumentKind::Invoice, nullptr);
        const auto closeIt = qScopeGuard([&] { delete editor.data(); });
        editor->resize(1366, 768);
        editor->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(editor));
        QTRY_VERIFY_WITH_TIMEOUT(editor->receiverPicker()->completer()->model()->rowCount() > 0, 15000);

        // Many refused cells, and a due date before the document's date.
        for (int row = 0; row < 6; ++row) {
            QTest::keyClick(editor->positionsView(), Qt::Key_Return, Qt::ControlModifier);
            QVERIFY(typeIntoCell(editor, row, PositionsModel::Quantity, u"-1"_s));
        }
        auto *due = qobject_cast<DateField *>(editor->fieldWidget(u"dueDate"_s));
        QVERIFY(due);
        due->setDate(editor->draft().date.addDays(-3));
        editor->save();

        const QString message = editor->messageText();
        QVERIFY2(
            message.contains(u"Fällig am: darf nicht vor dem Dokumentdatum liegen."_s), qPrintable(message));
        QVERIFY2(!message.contains(u"Fälligkeit"_s), qPrintable(message));
        QVERIFY2(due->toolTip().startsWith(u"Fällig am: "_s), qPrintable(due->toolTip()));
        QVERIFY(!editor->fieldError(u"dueDate"_s).isEmpty());
        // The first refused field in the tab order: the receiver, above the dates.
        QCOMPARE(QApplication::focusWidget(), editor->receiverPicker()->searchField());
        // Seven problems and more, yet the table keeps room for several rows.
        QTableView *table = editor->positionsView();
        const int rowHeight = table->verticalHeader()->defaultSectionSize();
        QVERIFY2(table->viewport()->height() >= 4 * rowHeight,
            qPrintable(u"table %1 px, row %2 px"_s.arg(table->viewport()->height()).arg(rowHeight)));
    }

    void totalsEqualTheServicesForManyDrafts()
    {
        // Random drafts of every priced kind (fixed seed): quantities with thousandths, half cents,
        // mixed rates, VAT inside and on top, line and document discounts, CHF and EUR.
        const QJsonObject company = RecordStore(m_data.path(), m_account).loadAll(u"companies"_s).first();
        std::mt19937 rng(20261122);
        const QList<DocumentKind> kinds {DocumentKind::Quote, DocumentKind::ContractNote,
            DocumentKind::Invoice, DocumentKind::CreditNote, DocumentKind::RecurringInvoice,
            DocumentKind::Template};
        const qint64 rates[] = {0, 260, 380, 810, 770};
        for (int n = 0; n < 36; ++n) {
            DocumentDraft d;
            d.kind = kinds.at(n % kinds.size());
            d.receiver.companyUuid = company.value("uuid"_L1).toString();
            d.currency = n % 3 == 0 ? u"EUR"_s : u"CHF"_s;
            d.date = QDate::currentDate();
            d.dueDate = d.date.addDays(30);
            d.validUntilDate = d.date.addDays(30);
            d.deliveryDate = d.date;
            d.pricesIncludeVat = n % 2 == 1;
            for (int i = 0, lines = 1 + int(rng() % 5); i < lines; ++i) {
                Position p;
                p.description = u"Line %1"_s.arg(i + 1);
                p.quantityMilli = 1 + qint64(rng() % 20000);
                p.priceMinor = qint64(rng() % 500000) - (n % 7 == 0 ? 100000 : 0);
                p.vatBasisPoints = rates[rng() % std::size(rates)];
                p.discountBasisPoints = rng() % 3 == 0 ? qint64(rng() % 5000) : 0;
                d.positions << p;
            }
            if (n % 4 == 1)
                d.documentDiscount = {DocumentDiscount::Mode::Percent, qint64(rng() % 2000)};
            else if (n % 4 == 2)
                d.documentDiscount = {DocumentDiscount::Mode::Amount, qint64(rng() % 1000)};
            const QList<DocumentProblem> problems = d.validate();
            QVERIFY2(
                problems.isEmpty(), qPrintable(problems.isEmpty() ? QString() : problems.first().message));
            const auto answer = TestSandbox::wait(m_client->send(ApiClient::Method::Post,
                m_client->accountPath(DocumentsApi::collectionPath(d.kind)),
                QJsonDocument(QJsonObject {{u"documents"_s, QJsonArray {d.toBodyElement()}}})));
            QVERIFY2(answer.ok, qPrintable(answer.error.message()));
            const QJsonObject created = *JsonReader::singleFromEnvelope(answer.answer);
            QCOMPARE(JsonReader::scaled(created, "documentTotal"_L1),
                std::optional<qint64>(d.totals().totalMinor));
            // Reading it back gives the same totals too.
            QCOMPARE(DocumentDraft::fromDetail(d.kind, created).totals().totalMinor, d.totals().totalMinor);
        }
    }

    void untouchedNewDocumentClosesWithoutAsking()
    {
        QPointer<DocumentEditor> editor =
            DocumentEditor::openNew(m_session, DocumentKind::RecurringInvoice, nullptr);
        // Defaults (dates, terms, bank account) are filled in, but nobody typed anything.
        QTRY_VERIFY_WITH_TIMEOUT(!editor->draft().terms.isEmpty(), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(!editor->draft().iban.isEmpty(), 10000);
        QCOMPARE(editor->draft().frequency, u"monthly"_s);
        QVERIFY(!editor->isModified());
        QVERIFY(editor->close());
        QTRY_VERIFY(editor.isNull());
    }

    void changedElsewhereAsksReloadOrOverwrite()
    {
        const auto list =
            TestSandbox::wait(DocumentsApi(m_client.get()).list(DocumentKind::Invoice, 1, 50, {}));
        QVERIFY(list.ok);
        QString uuid;
        for (const QJsonValue &v : *JsonReader::listFromEnvelope(list.answer)) {
            if (!v.toObject().value("isCancelled"_L1).toBool()) {
                uuid = v.toObject().value("uuid"_L1).toString();
                break;
            }
        }
        QVERIFY(!uuid.isEmpty());

        for (const bool overwrite : {true, false}) {
            QPointer<DocumentEditor> editor =
                DocumentEditor::openExisting(m_session, DocumentKind::Invoice, uuid, nullptr);
            QSignalSpy loaded(editor.data(), &DocumentEditor::loaded);
            QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 10000);
            const QString title = editor->draft().title;
            const QString mine = overwrite ? u"Mine"_s : u"Not saved"_s;
            typeInto(qobject_cast<QLineEdit *>(editor->fieldWidget(u"reference"_s)), mine);
            // Someone else changes it a second later (updatedAt has whole seconds).
            QTest::qWait(1100);
            m_sandbox.patchInvoice(m_account, uuid, {{u"title"_s, u"Changed elsewhere"_s}});

            QSignalSpy saved(editor.data(), &DocumentEditor::saved);
            editor->save();
            QMessageBox *question = nullptr;
            QTRY_VERIFY_WITH_TIMEOUT(
                (question = editor->findChild<QMessageBox *>(u"conflictQuestion"_s)) != nullptr, 10000);
            question->findChild<QPushButton *>(overwrite ? u"overwriteButton"_s : u"reloadButton"_s)->click();
            const auto answer = [&] {
                return *JsonReader::singleFromEnvelope(
                    TestSandbox::wait(DocumentsApi(m_client.get()).get(DocumentKind::Invoice, uuid)).answer);
            };
            if (overwrite) {
                QTRY_VERIFY2_WITH_TIMEOUT(saved.count() == 1, qPrintable(editor->messageText()), 10000);
                QCOMPARE(answer().value("reference"_L1).toString(), u"Mine"_s);
                QCOMPARE(answer().value("title"_L1).toString(), title);
            } else {
                QTRY_COMPARE(editor->draft().title, u"Changed elsewhere"_s);
                QCOMPARE(editor->draft().reference, u"Mine"_s);
                QVERIFY(!editor->isModified());
                QCOMPARE(saved.count(), 0);
                QCOMPARE(answer().value("reference"_L1).toString(), u"Mine"_s);
            }
            editor->close();
            QTRY_VERIFY(editor.isNull());
        }
    }

    // The invoice: a receiver with 10 days' terms got "Payable within 30 days net". The default
    // terms now name the days the due date gives; the user's own terms that name other days than the
    // due date keeps are pointed out below them.
    void termsFollowTheReceiversPaymentTerms()
    {
        const auto companies =
            TestSandbox::wait(m_client->get(m_client->accountPath(u"/addresses/v2/companies"_s)));
        const QString company = JsonReader::listFromEnvelope(companies.answer)
                                    .value_or(QJsonArray())
                                    .first()
                                    .toObject()
                                    .value("uuid"_L1)
                                    .toString();
        QVERIFY(!company.isEmpty());
        const auto setTerms = [&](int days) {
            // At the service, and in the local copy the editor picks receivers from (as a save of the
            // address would keep it).
            const auto changed = TestSandbox::wait(m_client->send(ApiClient::Method::Patch,
                m_client->accountPath(u"/addresses/v2/companies/"_s + company),
                QJsonDocument(QJsonObject {
                    {u"type"_s, u"company"_s}, {u"uuid"_s, company}, {u"payment_terms"_s, days}})));
            return changed.ok
                && RecordStore(m_data.path(), m_account)
                       .upsert(u"companies"_s, changed.answer.object().value("data"_L1).toObject());
        };
        QVERIFY(setTerms(10));
        const auto restore = qScopeGuard([&] { setTerms(30); });

        QPointer<DocumentEditor> editor = DocumentEditor::openNew(m_session, DocumentKind::Invoice, nullptr);
        QTRY_VERIFY_WITH_TIMEOUT(editor->receiverPicker()->completer()->model()->rowCount() > 0, 15000);
        QVERIFY(editor->receiverPicker()->choose(company));
        const QDate date = editor->draft().date;
        QTRY_COMPARE(editor->draft().dueDate, date.addDays(10));
        // The service's default terms (sandbox/SettingsRoutes.cpp) with 10 instead of 30, in the
        // receiver's language.
        const QStringList tenDays {u"Zahlbar innert 10 Tagen netto."_s, u"Payable within 10 days net."_s,
            u"Payable dans les 10 jours net."_s, u"Pagabile entro 10 giorni netto."_s};
        QTRY_VERIFY2(tenDays.contains(editor->draft().terms), qPrintable(editor->draft().terms));
        auto *warning = editor->findChild<QLabel *>(u"termsWarning"_s);
        QVERIFY(warning);
        QVERIFY(warning->isHidden());

        // A due date set by hand: the default terms follow it.
        auto *due = qobject_cast<DateField *>(editor->fieldWidget(u"dueDate"_s));
        due->setDate(date.addDays(20));
        QVERIFY2(editor->draft().terms.contains(u"20"_s), qPrintable(editor->draft().terms));
        QVERIFY(warning->isHidden());

        // The user's own terms: kept as written, and the disagreement is named.
        auto *terms = editor->findChild<QPlainTextEdit *>(u"terms"_s);
        terms->setPlainText(u"Payable within 30 days net."_s);
        QVERIFY(!warning->isHidden());
        QVERIFY2(warning->text().contains(u"30 day"_s), qPrintable(warning->text()));
        due->setDate(date.addDays(30));
        QVERIFY(warning->isHidden());
        QCOMPARE(editor->draft().terms, u"Payable within 30 days net."_s);
        due->setDate(date.addDays(14));
        QVERIFY(!warning->isHidden());
        QCOMPARE(editor->draft().terms, u"Payable within 30 days net."_s);
        delete editor.data();
    }

private:
    TestSandbox m_sandbox {{u"--seed-invoices"_s, u"40"_s}};
    QTemporaryDir m_data;
    QString m_account;
    std::unique_ptr<ApiClient> m_client;
    SessionContext m_session;
    QString m_created;
};

QTEST_MAIN(TestDocumentEditor)
#include "tst_documenteditor.moc"
