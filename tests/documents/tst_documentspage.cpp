// A document list as a bookkeeper uses it, in the real window against a real sandbox: actions reach only
// the rows shown, a new or converted document is the only one selected, the detail pane is headed by
// the document's kind and follows payments at once, the count is right after a delete, and the editor
// never makes the invoice date the due date.
#include "TestSandbox.h"
#include "api/DocumentsApi.h"
#include "api/JsonReader.h"
#include "api/Money.h"
#include "documents/DocumentDraft.h"
#include "models/DocumentFilterModel.h"
#include "models/DocumentListModel.h"
#include "views/MainWindow.h"
#include "views/documents/DocumentActionController.h"
#include "views/documents/DocumentDetailPane.h"
#include "views/documents/DocumentEditor.h"
#include "views/documents/DocumentKindText.h"
#include "views/documents/DocumentsPage.h"
#include "views/documents/PaymentDialog.h"

#include <QAction>
#include <QApplication>
#include <QHeaderView>
#include <QJsonArray>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace Qt::StringLiterals;

class TestDocumentsPage : public QObject
{
    Q_OBJECT

private:
    TestSandbox m_sandbox {{u"--seed-invoices"_s, u"120"_s}};
    QTemporaryDir m_data;
    MainWindow *m_window = nullptr;
    ApiClient *m_client = nullptr;

    DocumentsPage *page(DocumentKind kind)
    {
        DocumentsPage *p = m_window->documentsPage(kind);
        m_window->showPage(p);
        return p;
    }

    QJsonObject document(DocumentKind kind, const QString &uuid)
    {
        const auto r = TestSandbox::wait(DocumentsApi(m_client).get(kind, uuid));
        return JsonReader::singleFromEnvelope(r.answer).value_or(QJsonObject {});
    }

    // The rows of the list whose summary passes `accept`, as proxy rows.
    static QList<int> rowsWhere(DocumentsPage *p, const std::function<bool(const DocumentSummary &)> &accept)
    {
        QList<int> rows;
        for (int row = 0; row < p->filterModel()->rowCount(); ++row) {
            const int source = p->filterModel()->mapToSource(p->filterModel()->index(row, 0)).row();
            if (accept(p->listModel()->summary(source)))
                rows << row;
        }
        return rows;
    }

    static bool isDraft(const DocumentSummary &d)
    {
        return d.sentStatus != "SENT"_L1 && !d.archived && !d.cancelled;
    }

    static void waitForActions(DocumentsPage *p)
    {
        QTRY_VERIFY_WITH_TIMEOUT(
            p->actionController()->selection() == p->selectedUuids() && !p->actionController()->isLoading(),
            10000);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error()));
        m_client = new ApiClient(m_sandbox.config(), this);
        m_window = new MainWindow;
        m_window->resize(1366, 768);
        m_window->show();
        Profile profile {u"month"_s, m_sandbox.url(), m_sandbox.accounts().first(), u"Demo"_s};
        m_window->openSession(profile, m_sandbox.config(), m_data.path());
        DocumentsPage *invoices = page(DocumentKind::Invoice);
        QTRY_COMPARE_WITH_TIMEOUT(invoices->listModel()->rowCount(), 120, 30000);
    }

    void cleanupTestCase() { delete m_window; }

    // At 1366x768 the detail pane keeps its width (no words broken in the middle) and the date and
    // dunning columns show every row's text whole, inside the view.
    void layoutAt1366()
    {
        DocumentsPage *p = page(DocumentKind::Invoice);
        QCoreApplication::processEvents();
        QVERIFY2(p->detailPane()->width() >= p->detailPane()->sizeHint().width(),
            qPrintable(QString::number(p->detailPane()->width())));
        QTableView *table = p->table();
        const QFontMetrics fm = table->fontMetrics();
        for (const int column :
            {DocumentListModel::Date, DocumentListModel::DueDate, DocumentListModel::Dunning}) {
            QVERIFY(!table->isColumnHidden(column));
            int widest = 0;
            for (int row = 0; row < p->filterModel()->rowCount(); ++row)
                widest = qMax(
                    widest, fm.horizontalAdvance(p->filterModel()->index(row, column).data().toString()));
            QVERIFY(widest > 0 || column == DocumentListModel::Dunning);
            QVERIFY2(table->columnWidth(column) >= widest + 8,
                qPrintable(
                    u"column %1: %2 < %3"_s.arg(column).arg(table->columnWidth(column)).arg(widest + 8)));
            QVERIFY2(table->columnViewportPosition(column) + table->columnWidth(column)
                    <= table->viewport()->width(),
                qPrintable(u"column %1 ends outside the view"_s.arg(column)));
        }
    }

    void actionsReachOnlyVisibleRows()
    {
        DocumentsPage *p = page(DocumentKind::Invoice);
        const QList<int> drafts = rowsWhere(p, isDraft);
        QVERIFY(drafts.size() >= 2);
        const QModelIndex a = p->filterModel()->index(drafts.at(0), DocumentListModel::Number);
        const QModelIndex b = p->filterModel()->index(drafts.at(1), DocumentListModel::Number);
        const QString uuidA = a.data(DocumentListModel::UuidRole).toString();
        const QString uuidB = b.data(DocumentListModel::UuidRole).toString();
        p->table()->selectionModel()->select(
            a, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        p->table()->selectionModel()->select(b, QItemSelectionModel::Select | QItemSelectionModel::Rows);
        QCOMPARE(p->selectedUuids().size(), 2);
        waitForActions(p);
        QCOMPARE(p->actionController()->selection().size(), 2);
        QCOMPARE(p->actionController()->action(u"markSent"_s)->text(), u"Mark 2 invoices as &sent"_s);

        // A search that hides B: B leaves the selection, and the action goes to A alone.
        p->searchField()->setText(a.data().toString());
        QVERIFY(!p->filterModel()->indexOfUuid(uuidB).isValid());
        QCOMPARE(p->selectedUuids(), QStringList {uuidA});
        waitForActions(p);
        QCOMPARE(p->actionController()->selection(), QStringList {uuidA});
        QCOMPARE(p->actionController()->action(u"markSent"_s)->text(), u"Mark as &sent"_s);
        QVERIFY(p->actionController()->action(u"markSent"_s)->isEnabled());
        p->actionController()->trigger(u"markSent"_s);
        QTRY_COMPARE_WITH_TIMEOUT(
            document(DocumentKind::Invoice, uuidA).value("sentStatus"_L1).toString(), u"SENT"_s, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(!p->actionController()->isRunning(), 10000);
        QCOMPARE(document(DocumentKind::Invoice, uuidB).value("sentStatus"_L1).toString(), u"OPEN"_s);
        p->searchField()->clear();
    }

    void shownDocumentIsTheOnlySelection()
    {
        DocumentsPage *p = page(DocumentKind::Invoice);
        p->table()->selectAll();
        QVERIFY(p->selectedUuids().size() > 2);
        // A document the search hides: the search goes, and it alone is selected.
        const QString target = p->filterModel()->index(5, 0).data(DocumentListModel::UuidRole).toString();
        p->searchField()->setText(p->filterModel()->index(0, DocumentListModel::Number).data().toString());
        QVERIFY(!p->filterModel()->indexOfUuid(target).isValid());
        p->showDocument(target);
        QVERIFY(p->searchField()->text().isEmpty());
        QCOMPARE(p->selectedUuids(), QStringList {target});
        QCOMPARE(p->currentUuid(), target);
        waitForActions(p);
    }

    void convertedDocumentIsTheOnlySelection()
    {
        DocumentsPage *invoices = page(DocumentKind::Invoice);
        invoices->table()->selectAll();
        DocumentsPage *quotes = page(DocumentKind::Quote);
        QTRY_VERIFY_WITH_TIMEOUT(quotes->listModel()->rowCount() > 0, 20000);
        const QList<int> drafts = rowsWhere(quotes, isDraft);
        QString quote;
        for (int row : drafts) {
            quotes->table()->setCurrentIndex(quotes->filterModel()->index(row, 0));
            waitForActions(quotes);
            if (quotes->actionController()->action(u"convert"_s)->isEnabled()) {
                quote = quotes->currentUuid();
                break;
            }
        }
        QVERIFY(!quote.isEmpty());
        const int before = invoices->listModel()->rowCount();
        quotes->actionController()->trigger(u"convert"_s);
        QTRY_COMPARE_WITH_TIMEOUT(m_window->currentPage(), invoices, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(invoices->listModel()->rowCount() == before + 1
                && invoices->selectedUuids().size() == 1
                && invoices->listModel()->rowOfUuid(invoices->currentUuid()) >= 0,
            20000);
        const QString invoice = invoices->currentUuid();
        // The quote's pane names what it became.
        page(DocumentKind::Quote);
        quotes->showDocument(quote);
        quotes->detailPane()->reload();
        const QString number =
            invoices->listModel()->summary(invoices->listModel()->rowOfUuid(invoice)).number;
        QTRY_VERIFY_WITH_TIMEOUT(quotes->detailPane()->plainText().contains(u"Invoice "_s + number), 10000);
    }

    void detailPaneHeadedByKind_data()
    {
        QTest::addColumn<DocumentKind>("kind");
        QTest::addColumn<QString>("heading");
        QTest::addColumn<QString>("dateLabel");
        QTest::newRow("quote") << DocumentKind::Quote << u"Quote "_s << u"Quote date"_s;
        QTest::newRow("credit note") << DocumentKind::CreditNote << u"Credit note "_s
                                     << u"Credit note date"_s;
        QTest::newRow("delivery note")
            << DocumentKind::DeliveryNote << u"Delivery note "_s << u"Delivery note date"_s;
        QTest::newRow("invoice") << DocumentKind::Invoice << u"Invoice "_s << u"Invoice date"_s;
    }
    void detailPaneHeadedByKind()
    {
        QFETCH(DocumentKind, kind);
        QFETCH(QString, heading);
        QFETCH(QString, dateLabel);
        DocumentsPage *p = page(kind);
        QTRY_VERIFY_WITH_TIMEOUT(p->filterModel()->rowCount() > 0, 20000);
        p->showDocument(p->filterModel()->index(0, 0).data(DocumentListModel::UuidRole).toString());
        const QString number = p->filterModel()->index(0, DocumentListModel::Number).data().toString();
        QTRY_VERIFY_WITH_TIMEOUT(p->detailPane()->plainText().contains(heading + number), 10000);
        const QString text = p->detailPane()->plainText();
        QVERIFY2(text.contains(dateLabel), qPrintable(text));
        if (kind != DocumentKind::Invoice)
            QVERIFY2(!text.contains(u"Invoice"_s), qPrintable(text));
        // Units by name in the document's language, not by code.
        QVERIFY2(!text.contains(u" C62 "_s) && !text.contains(u" HUR "_s), qPrintable(text));
        if (kind == DocumentKind::DeliveryNote) {
            // A delivery note has no amounts: no total in the list, none in the pane.
            QVERIFY(p->table()->horizontalHeader()->isSectionHidden(DocumentListModel::Total));
            QCOMPARE(p->filterModel()->index(0, DocumentListModel::Total).data().toString(), QString());
            QVERIFY2(!text.contains(u"CHF 0.00"_s), qPrintable(text));
        }
    }

    void unitNamesInTheDocumentsLanguage()
    {
        const QList<QJsonObject> units {
            QJsonObject {{u"isocode"_s, u"C62"_s},
                {u"translations"_s,
                    QJsonObject {{u"de"_s, QJsonObject {{u"unit"_s, u"Stk."_s}}},
                        {u"en"_s, QJsonObject {{u"unit"_s, u"pce"_s}}},
                        {u"fr"_s, QJsonObject {{u"unit"_s, u"pce"_s}}}}}},
            QJsonObject {{u"isocode"_s, u"HUR"_s},
                {u"translations"_s,
                    QJsonObject {{u"de"_s, QJsonObject {{u"unit"_s, u"Std."_s}}},
                        {u"en"_s, QJsonObject {{u"unit"_s, u"h"_s}}}}}},
        };
        QCOMPARE(DocumentDetailPane::unitName(units, u"C62"_s, u"de"_s), u"Stk."_s);
        QCOMPARE(DocumentDetailPane::unitName(units, u"C62"_s, u"en"_s), u"pce"_s);
        QCOMPARE(DocumentDetailPane::unitName(units, u"HUR"_s, u"de"_s), u"Std."_s);
        QCOMPARE(
            DocumentDetailPane::unitName(units, u"HUR"_s, u"it"_s), u"Std."_s); // no Italian name: German
        QCOMPARE(DocumentDetailPane::unitName(units, u"KGM"_s, u"de"_s), u"KGM"_s); // unknown: the code
    }

    void paymentUpdatesPaneAndCount()
    {
        DocumentsPage *p = page(DocumentKind::Invoice);
        const QList<int> open = rowsWhere(p, [](const DocumentSummary &d) {
            return d.sentStatus == "SENT"_L1 && !d.archived && !d.cancelled
                && d.openMinor.value_or(0) >= 1000;
        });
        QVERIFY(!open.isEmpty());
        const QString uuid =
            p->filterModel()->index(open.first(), 0).data(DocumentListModel::UuidRole).toString();
        p->showDocument(uuid);
        waitForActions(p);
        QTRY_VERIFY_WITH_TIMEOUT(p->detailPane()->plainText().contains(u"Open amount"_s), 10000);
        QVERIFY(p->actionController()->action(u"paymentAdd"_s)->isEnabled());
        p->actionController()->trigger(u"paymentAdd"_s);
        PaymentDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = m_window->findChild<PaymentDialog *>()) != nullptr);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->isReady(), 10000);
        const qint64 part = dialog->openMinor() - 500; // all but 5.00
        dialog->amountField()->setText(Money::toDecimalString(part));
        dialog->record();
        QVERIFY(dialog->confirmation());
        dialog->confirmation()->button(QMessageBox::Yes)->click();
        QTRY_VERIFY_WITH_TIMEOUT(dialog->isDone(), 10000);
        // The pane shows what is left without reselecting.
        // (plainText() turns no-break spaces into spaces)
        const QString left = Money::format(500, dialog->currency()).replace(QChar(0xa0), u' ');
        QTRY_VERIFY2_WITH_TIMEOUT(
            p->detailPane()->plainText().contains(left), qPrintable(p->detailPane()->plainText()), 10000);
        dialog->close();
    }

    void detailPaneLeavesAHiddenDocument()
    {
        // The search hides the document the pane shows: the pane must not keep showing it.
        DocumentsPage *p = page(DocumentKind::Invoice);
        const QModelIndex a = p->filterModel()->index(0, DocumentListModel::Number);
        const QModelIndex b = p->filterModel()->index(1, DocumentListModel::Number);
        const QString uuidB = b.data(DocumentListModel::UuidRole).toString();
        p->table()->setCurrentIndex(b);
        QCOMPARE(p->detailPane()->currentUuid(), uuidB);
        p->searchField()->setText(a.data().toString());
        QVERIFY(!p->filterModel()->indexOfUuid(uuidB).isValid());
        QVERIFY(p->detailPane()->currentUuid() != uuidB);
        p->searchField()->clear();
    }

    void countAfterDeleteWithoutFilter()
    {
        DocumentsPage *p = page(DocumentKind::Invoice);
        const QList<int> drafts = rowsWhere(p, isDraft);
        QVERIFY(!drafts.isEmpty());
        const int before = p->listModel()->rowCount();
        const QString uuid =
            p->filterModel()->index(drafts.last(), 0).data(DocumentListModel::UuidRole).toString();
        p->showDocument(uuid);
        waitForActions(p);
        QVERIFY(p->actionController()->action(u"delete"_s)->isEnabled());
        p->actionController()->trigger(u"delete"_s);
        QMessageBox *box = nullptr;
        QTRY_VERIFY((box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) != nullptr);
        box->button(QMessageBox::Yes)->click();
        QTRY_COMPARE_WITH_TIMEOUT(p->listModel()->rowCount(), before - 1, 10000);
        QCOMPARE(p->filterModel()->visibleCount(), before - 1);
        QVERIFY2(p->countText().startsWith(DocumentKindText::count(DocumentKind::Invoice, before - 1)),
            qPrintable(p->countText()));
        QVERIFY2(!p->countText().contains(u" of "_s), qPrintable(p->countText()));
        // Totals per currency, each in its own currency.
        const QString summary = p->summaryText();
        QVERIFY2(
            summary.contains(u" in CHF: CHF"_s) && summary.contains(u" in EUR: EUR"_s), qPrintable(summary));
        // The sync after it keeps the count.
        QTest::qWait(500);
        QTRY_COMPARE_WITH_TIMEOUT(p->filterModel()->totalCount(), before - 1, 10000);
        QVERIFY2(!p->countText().contains(u" of "_s), qPrintable(p->countText()));
    }

    void editorDueDateNeverTheDocumentDate()
    {
        // Terms: a receiver's own, else the account's; none: no due date (and an invoice asks for one).
        const QDate date(2026, 11, 23);
        QCOMPARE(DocumentDraft::dueDateFromTerms(date, 10, 30), date.addDays(10));
        QCOMPARE(DocumentDraft::dueDateFromTerms(date, -1, 30), date.addDays(30));
        QCOMPARE(DocumentDraft::dueDateFromTerms(date, std::nullopt, 14), date.addDays(14));
        QCOMPARE(DocumentDraft::dueDateFromTerms(date, -1, -1), QDate());
        QCOMPARE(DocumentDraft::dueDateFromTerms(date, std::nullopt, std::nullopt), QDate());
        DocumentDraft draft;
        draft.kind = DocumentKind::Invoice;
        draft.date = date;
        QStringList fields;
        for (const DocumentProblem &problem : draft.validate())
            fields << problem.field;
        QVERIFY(fields.contains(u"dueDate"_s));

        // An invoice without a due date (as a conversion may leave it) opens with the terms' one.
        DocumentsPage *p = page(DocumentKind::Invoice);
        const QList<int> drafts = rowsWhere(p, isDraft);
        QVERIFY(!drafts.isEmpty());
        const QString uuid =
            p->filterModel()->index(drafts.first(), 0).data(DocumentListModel::UuidRole).toString();
        QJsonObject element =
            DocumentDraft::fromDetail(DocumentKind::Invoice, document(DocumentKind::Invoice, uuid))
                .toBodyElement();
        element.remove(u"dueDate"_s);
        const auto saved = TestSandbox::wait(m_client->send(ApiClient::Method::Post,
            m_client->accountPath(DocumentsApi::collectionPath(DocumentKind::Invoice)),
            QJsonDocument(QJsonObject {{u"documents"_s, QJsonArray {element}}}), {}));
        QVERIFY2(saved.ok, saved.answer.toJson().constData());
        const QJsonObject made = JsonReader::singleFromEnvelope(saved.answer).value_or(QJsonObject {});
        const QString madeUuid = made.value("uuid"_L1).toString();
        QVERIFY(!madeUuid.isEmpty());
        QVERIFY(made.value("dueDate"_L1).toString().isEmpty());
        SessionContext session = p->session();
        DocumentEditor *editor =
            DocumentEditor::openExisting(session, DocumentKind::Invoice, madeUuid, m_window);
        QSignalSpy loaded(editor, &DocumentEditor::loaded);
        QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 10000);
        QVERIFY(loaded.first().first().toBool());
        const DocumentDraft opened = editor->draft();
        QVERIFY(opened.date.isValid());
        QVERIFY2(opened.dueDate != opened.date, qPrintable(opened.dueDate.toString()));
        QVERIFY(opened.dueDate.isValid());
        QVERIFY(opened.dueDate > opened.date);
        editor->setWindowModified(false);
        editor->close();
    }
};

QTEST_MAIN(TestDocumentsPage)
#include "tst_documentspage.moc"
