// The Reports pages in the window against a real sandbox: they fill from the store after the sync, with
// the positions the synchronisation fetched by itself (no button), pass the model tester, draw a chart,
// export, and a double-click on an open-items customer shows that customer's open invoices in the invoice
// list. With REPORTS_SCREENSHOTS=dir set, each page is also saved as a picture (to look at, not compared).
#include "TestSandbox.h"
#include "domain/Money.h"
#include "models/DocumentFilterModel.h"
#include "models/DocumentListModel.h"
#include "reports/ReportSource.h"
#include "views/MainWindow.h"
#include "views/documents/DocumentsPage.h"
#include "views/reports/ChfRatesDialog.h"
#include "views/reports/InputTaxDialog.h"
#include "views/reports/ReportTableModel.h"
#include "views/reports/ReportsPage.h"
#include "views/reports/VatPage.h"
#include "views/reports/VatSettingsDialog.h"
#include "views/reports/ZeroRateClassMenu.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QChartView>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTest>

class TestReportsGui : public QObject
{
    Q_OBJECT

    ReportsPage *page(MainWindow &window, ReportsPage::Report report)
    {
        for (WorkspacePage *p : window.pages()) {
            auto *reports = qobject_cast<ReportsPage *>(p);
            if (reports && reports->report() == report)
                return reports;
        }
        return nullptr;
    }

    void shoot(MainWindow &window, const QString &name)
    {
        const QString dir = qEnvironmentVariable("REPORTS_SCREENSHOTS");
        if (dir.isEmpty())
            return;
        QCoreApplication::sendPostedEvents(); // the layout catches up with the texts just set
        QCoreApplication::processEvents();
        window.grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
    }

private slots:
    // Input tax by hand: a wrong amount is named with its figure; a right one is kept for the period.
    void inputTaxDialogKeepsThePeriodsInputTax()
    {
        QTemporaryDir data;
        const QString account = m_sandbox.accounts().first();
        InputTaxDialog dialog(data.path(), account, QDate(2024, 1, 1), QDate(2024, 3, 31), std::nullopt);
        // Not entered reads as empty, never as 0.00.
        QVERIFY(dialog.materialField()->text().isEmpty());
        QVERIFY(dialog.investmentField()->text().isEmpty());
        dialog.materialField()->setText(QStringLiteral("12.345"));
        dialog.save();
        QVERIFY2(dialog.messageLabel()->text().contains(QStringLiteral("(400)")),
            qPrintable(dialog.messageLabel()->text()));
        dialog.materialField()->setText(QStringLiteral("1'234.50"));
        dialog.investmentField()->setText(QStringLiteral("99,05"));
        QSignalSpy saved(&dialog, &InputTaxDialog::saved);
        dialog.save();
        QVERIFY(saved.wait(10000));
        const ReportSource source = ReportSource::load(data.path(), account);
        const auto kept =
            source.inputTax.value(ReportSource::periodKey(QDate(2024, 1, 1), QDate(2024, 3, 31)));
        QCOMPARE(kept.first, 123450);
        QCOMPARE(kept.second, 9905);
        // 0.00 is entered (the return is complete with it); both fields empty is not entered again.
        for (const auto &[text, entered] : {std::pair {QStringLiteral("0.00"), true}, {QString(), false}}) {
            InputTaxDialog again(data.path(), account, QDate(2024, 1, 1), QDate(2024, 3, 31),
                std::pair<qint64, qint64>(123450, 9905));
            QCOMPARE(again.materialField()->text(), QStringLiteral("1234.50"));
            again.materialField()->setText(text);
            again.investmentField()->setText(text);
            QSignalSpy done(&again, &InputTaxDialog::saved);
            again.save();
            QVERIFY(done.wait(10000));
            const ReportSource now = ReportSource::load(data.path(), account);
            const QString key = ReportSource::periodKey(QDate(2024, 1, 1), QDate(2024, 3, 31));
            QCOMPARE(now.inputTax.contains(key), entered);
            if (entered)
                QCOMPARE(now.inputTax.value(key), (std::pair<qint64, qint64>(0, 0)));
        }
    }

    // CHF rates: imported from CSV (a wrong line named), checked field by field, kept in the copy.
    void chfRatesDialogImportsAndKeeps()
    {
        QTemporaryDir data;
        const QString account = m_sandbox.accounts().first();
        ChfRatesDialog dialog(data.path(), account);
        QSignalSpy loaded(&dialog, &ChfRatesDialog::loaded);
        QVERIFY(loaded.wait(10000));
        dialog.importText(QStringLiteral("currency;month;rate\nEUR;2024-03;0.9512\nUSD;2024-13;0.9\n"));
        QCOMPARE(dialog.table()->rowCount(), 1);
        QVERIFY2(dialog.messageLabel()->text().contains(QStringLiteral("Line 3: the month \"2024-13\"")),
            qPrintable(dialog.messageLabel()->text()));
        // A rate that is no number is refused, naming the row and the field, its cell marked and current.
        dialog.table()->insertRow(1);
        for (const auto &[column, text] : {std::pair {0, QStringLiteral("usd")},
                 {1, QStringLiteral("2024-03")}, {2, QStringLiteral("0.8.8")}})
            dialog.table()->setItem(1, column, new QTableWidgetItem(text));
        QList<ReportSource::ChfRate> rates;
        QString problem;
        QVERIFY(!dialog.rates(&rates, &problem));
        QVERIFY2(problem.startsWith(QStringLiteral("Row 2, rate:")), qPrintable(problem));
        dialog.save();
        QCOMPARE(dialog.refusedCell(), dialog.table()->item(1, 2));
        QCOMPARE(dialog.table()->currentItem(), dialog.table()->item(1, 2));
        QVERIFY(dialog.table()->item(1, 2)->data(Qt::BackgroundRole).isValid());
        QVERIFY(dialog.messageLabel()->text().startsWith(QStringLiteral("Row 2, rate:")));
        // Typed with a decimal comma, as the VAT method's rates take "0,6": accepted, the mark gone.
        dialog.table()->item(1, 2)->setText(QStringLiteral("0,88"));
        QVERIFY(!dialog.refusedCell());
        QVERIFY(!dialog.table()->item(1, 2)->data(Qt::BackgroundRole).isValid());
        QVERIFY(dialog.messageLabel()->text().isEmpty());
        QSignalSpy saved(&dialog, &ChfRatesDialog::saved);
        dialog.save();
        QVERIFY(saved.wait(10000));
        QString error;
        const QList<ReportSource::ChfRate> kept = ReportSource::readChfRates(data.path(), account, &error);
        QCOMPARE(kept.size(), 2);
        QCOMPARE(kept.at(0).currency, QStringLiteral("EUR"));
        QCOMPARE(kept.at(0).rateMicro, 951200);
        QCOMPARE(kept.at(1).currency, QStringLiteral("USD")); // typed in small letters
        QCOMPARE(kept.at(1).rateMicro, 880000);
    }

    // The 0 % class menu: five choices, the current one checked; a pick is kept in the local copy.
    void zeroRateClassMenuKeepsThePick()
    {
        QTemporaryDir data;
        const QString account = m_sandbox.accounts().first();
        QMenu menu;
        ZeroRateClass picked = ZeroRateClass::Unclassified;
        ZeroRateClassMenu::fill(&menu, ZeroRateClass::Abroad, QStringLiteral("Not classified"),
            [&picked](ZeroRateClass c) { picked = c; });
        QCOMPARE(menu.actions().size(), 5);
        QCOMPARE(menu.actions().at(0)->text(), QStringLiteral("Not classified"));
        QVERIFY(menu.actions().at(2)->isChecked()); // abroad
        QCOMPARE(menu.actions().at(2)->text(), QStringLiteral("Service abroad (221)"));
        menu.actions().at(1)->trigger();
        QCOMPARE(picked, ZeroRateClass::Export);
        bool kept = false;
        QString error = QStringLiteral("not run");
        ZeroRateClassMenu::keep(&menu, data.path(), account, QStringLiteral("product"),
            QStringLiteral("EXP-9"), picked, [&](const QString &e) {
                error = e;
                kept = true;
            });
        QTRY_VERIFY(kept);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(
            ReportSource::zeroClass(data.path(), account, QStringLiteral("product"), QStringLiteral("EXP-9")),
            ZeroRateClass::Export);
    }

    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error()));
    }

    void reportsInTheWindow()
    {
        QTemporaryDir data;
        MainWindow window;
        window.resize(1366, 768);
        window.show();
        Profile profile {
            QStringLiteral("test"), m_sandbox.url(), m_sandbox.accounts().first(), QStringLiteral("Demo")};
        window.openSession(profile, m_sandbox.config(), data.path());
        DocumentsPage *invoices = window.documentsPage(DocumentKind::Invoice);
        QTRY_VERIFY_WITH_TIMEOUT(invoices->filterModel()->rowCount() > 0, 30000);

        ReportsPage *open = page(window, ReportsPage::Report::OpenItems);
        ReportsPage *revenue = page(window, ReportsPage::Report::Revenue);
        ReportsPage *vat = page(window, ReportsPage::Report::Vat);
        QVERIFY(open && revenue && vat);
        QAbstractItemModelTester openTester(
            open->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester revenueTester(
            revenue->customerModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester vatTester(
            vat->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);

        window.showPage(vat);
        // No button to press: the synchronisation fetches every invoice's and credit note's positions
        // after the lists, and the page shows the figures when they have come (until then it names what
        // is not fetched yet).
        for (QAction *action : vat->pageActions())
            QVERIFY2(!action->text().contains(QStringLiteral("Fetch")), qPrintable(action->text()));
        vat->setYear(QDate::currentDate().year());
        vat->setPeriod(4); // the whole year
        QTRY_VERIFY_WITH_TIMEOUT(!vat->isComputing() && vat->model()->rowCount() > 0
                && vat->notesText().contains(QStringLiteral("Current as of"))
                && !vat->notesText().contains(QStringLiteral("not fetched")),
            90000);
        QCOMPARE(vat->model()->index(0, 0).data().toString(), QStringLiteral("200"));
        // The whole return in view at 1366×768: no scrolling either way, the line texts cut short
        // (whole in their tooltips) rather than the figures pushed out.
        QTRY_COMPARE(vat->tableView()->verticalScrollBar()->maximum(), 0);
        QTRY_COMPARE(vat->tableView()->horizontalScrollBar()->maximum(), 0);
        QVERIFY(vat->model()->rowCount() >= 20);
        QCOMPARE(vat->model()->index(1, 1).data(Qt::ToolTipRole).toString(),
            vat->model()->index(1, 1).data().toString());
        shoot(window, QStringLiteral("reports-vat"));

        // The net tax rate method, set in the VAT method dialog (a wrong rate is named with its field):
        // the period chooser then offers the half-years, the year's first is shown with the method's
        // figures (323 at 6.2 %), and there is no input tax to enter.
        VatSettingsDialog *settings = qobject_cast<VatPage *>(vat)->editSettings();
        QVERIFY(settings);
        settings->methodField()->setCurrentIndex(1);
        settings->rate1Field()->setText(QStringLiteral("6.2x"));
        settings->save();
        QVERIFY2(settings->messageLabel()->text().contains(QStringLiteral("Net tax rate 1")),
            qPrintable(settings->messageLabel()->text()));
        settings->rate1Field()->setText(QStringLiteral("6.2"));
        // Positions without a product cannot go to a rate 2 that is not entered.
        settings->freeTextField()->setCurrentIndex(2);
        settings->save();
        QVERIFY2(settings->messageLabel()->text().contains(QStringLiteral("Positions without a product")),
            qPrintable(settings->messageLabel()->text()));
        settings->freeTextField()->setCurrentIndex(1);
        QSignalSpy kept(settings, &VatSettingsDialog::saved);
        settings->save();
        QVERIFY(kept.wait(10000));
        QTRY_VERIFY_WITH_TIMEOUT(!vat->isComputing() && vat->halfYearPeriods()
                && vat->model()->table().title.contains(QStringLiteral("net tax rate method")),
            20000);
        bool rate1 = false;
        for (const ReportTable::Row &row : vat->model()->table().rows) {
            if (row.cells.at(0).toString() == QStringLiteral("323"))
                rate1 = row.cells.at(1).toString().contains(Money::formatPercent(620));
        }
        QVERIFY(rate1);
        QAction *inputTax = vat->pageActions().at(vat->pageActions().size() - 3);
        QVERIFY(!inputTax->isEnabled());
        QString settingsError;
        QVERIFY2(ReportSource::writeVatSettings(
                     data.path(), m_sandbox.accounts().first(), VatSettings(), &settingsError),
            qPrintable(settingsError));
        vat->refresh();
        QTRY_VERIFY_WITH_TIMEOUT(!vat->isComputing() && !vat->halfYearPeriods(), 20000);
        vat->setPeriod(4); // the whole year again
        QTRY_VERIFY_WITH_TIMEOUT(!vat->isComputing()
                && vat->model()->table().title.contains(QStringLiteral("effective method"))
                && vat->model()->index(0, 0).data().toString() == QStringLiteral("200"),
            20000);

        // A tax figure lists its documents with their VAT (adding up to the invoiced VAT column), and
        // Return on one opens it in the invoice list.
        int taxRow = -1;
        for (int row = 0; row < vat->model()->rowCount(); ++row) {
            if (vat->model()->index(row, 0).data().toString() == QStringLiteral("303"))
                taxRow = row;
        }
        QVERIFY(taxRow >= 0);
        vat->tableView()->selectRow(taxRow);
        QTableWidget *behind = vat->documentsTable();
        QCOMPARE(behind->rowCount(), vat->model()->index(taxRow, 5).data(Qt::UserRole).toInt());
        QCOMPARE(behind->horizontalHeaderItem(4)->text(), QStringLiteral("VAT (CHF)"));
        // One line per document at 1366×768, so ten or more are in view beside the return (with two-line
        // rows nine were), a customer's whole name in its tooltip.
        QVERIFY(behind->rowCount() >= 10);
        QVERIFY2(behind->rowAt(behind->viewport()->height() - 1) >= 9,
            qPrintable(QString::number(behind->rowAt(behind->viewport()->height() - 1))));
        QCOMPARE(behind->item(0, 2)->toolTip(), behind->item(0, 2)->text());
        qint64 taxSum = 0;
        for (const qint64 amount : vat->model()->table().rows.at(taxRow).documentAmounts)
            taxSum += amount;
        QCOMPARE(taxSum, vat->model()->index(taxRow, 6).data(Qt::UserRole).toLongLong());
        int invoiceRow = -1;
        for (int row = 0; row < behind->rowCount() && invoiceRow < 0; ++row) {
            if (!behind->item(row, 0)->text().contains(QStringLiteral("credit note")))
                invoiceRow = row;
        }
        QVERIFY(invoiceRow >= 0);
        const QString number = behind->item(invoiceRow, 0)->text();
        behind->setFocus();
        behind->setCurrentCell(invoiceRow, 0);
        QTest::keyClick(behind, Qt::Key_Return);
        QCOMPARE(window.currentPage(), invoices);
        QCOMPARE(invoices->selectedUuids().size(), 1);
        bool shown = false;
        for (int row = 0; row < invoices->filterModel()->rowCount(); ++row) {
            const QModelIndex index = invoices->filterModel()->index(row, DocumentListModel::Number);
            if (index.data().toString() == number)
                shown = true;
        }
        QVERIFY2(shown, qPrintable(number));
        window.showPage(vat);

        // Marking the year as filed: refused while its EUR invoices have no CHF rate (and its input tax is
        // not entered); with rates and input tax kept, a
        // question names the period and the amount payable first; Cancel files nothing, the button files
        // and the page then shows the filed and correction columns.
        auto *vatPage = qobject_cast<VatPage *>(vat);
        QVERIFY(vatPage);
        QAction *markFiled = vat->pageActions().at(vat->pageActions().size() - 2);
        QAction *unmarkFiled = vat->pageActions().constLast();
        QVERIFY(!unmarkFiled->isEnabled());
        const int year = QDate::currentDate().year();
        const QString account = m_sandbox.accounts().first();
        QString error;
        QList<ReportSource::ChfRate> rates;
        for (int month = 1; month <= 12; ++month)
            rates.append({QStringLiteral("EUR"),
                QStringLiteral("%1-%2").arg(year).arg(month, 2, 10, QLatin1Char('0')), 950000});
        QVERIFY2(ReportSource::writeChfRates(data.path(), account, rates, &error), qPrintable(error));
        // The year's input tax, entered (10.00 on material; nothing on investments, entered as 0.00).
        QVERIFY2(ReportSource::writeInputTax(data.path(), account, QDate(year, 1, 1), QDate(year, 12, 31),
                     std::pair<qint64, qint64>(1000, 0), &error),
            qPrintable(error));
        // The demo's turnover at 0 %: exports, by product (or by document where a position has no number).
        for (const ReportDocument &d : ReportSource::load(data.path(), account).documents) {
            for (const ReportVatLine &l : d.vat) {
                if (l.rateBasisPoints != 0)
                    continue;
                QVERIFY2(l.product.isEmpty()
                        ? ReportSource::setZeroClass(data.path(), account, DocumentKinds::pathSegment(d.kind),
                            d.uuid, ZeroRateClass::Export, &error)
                        : ReportSource::setZeroClass(data.path(), account, QStringLiteral("product"),
                            l.product, ZeroRateClass::Export, &error),
                    qPrintable(error));
            }
        }
        vat->refresh();
        QTRY_VERIFY2_WITH_TIMEOUT(!vat->isComputing() && vatPage->whyNotFileable().isEmpty(),
            qPrintable(vatPage->whyNotFileable() + QLatin1Char('\n') + vat->notesText()), 20000);
        QVERIFY(markFiled->isEnabled());
        QString payable;
        for (const ReportTable::Row &row : vat->model()->table().rows) {
            if (row.cells.at(0).toString() == QStringLiteral("500"))
                payable = Money::format(row.cells.at(4).toLongLong(), QStringLiteral("CHF"));
        }
        QVERIFY(!payable.isEmpty());
        QMessageBox *question = vatPage->markFiled();
        QVERIFY(question);
        QVERIFY2(question->text().contains(QLocale().toString(QDate(year, 1, 1), QLocale::ShortFormat))
                && question->text().contains(payable),
            qPrintable(question->text()));
        question->button(QMessageBox::Cancel)->click();
        QVERIFY(ReportSource::load(data.path(), account).filedReturns.isEmpty());
        question = vatPage->markFiled();
        QVERIFY(question);
        QSignalSpy said(vat, &WorkspacePage::messageRequested);
        QPushButton *confirm = nullptr;
        for (QAbstractButton *button : question->buttons()) {
            if (question->buttonRole(button) == QMessageBox::AcceptRole)
                confirm = qobject_cast<QPushButton *>(button);
        }
        QVERIFY(confirm);
        confirm->click();
        QTRY_VERIFY_WITH_TIMEOUT(
            !said.isEmpty() && !vat->isComputing() && vat->notesText().contains(QStringLiteral("Filed on")),
            20000);
        QVERIFY2(said.first().first().toString().contains(QStringLiteral("marked as filed")),
            qPrintable(said.first().first().toString()));
        QCOMPARE(vat->model()->columnCount(), 12);
        QVERIFY(!markFiled->isEnabled());
        QVERIFY(ReportSource::load(data.path(), account)
                    .filedReturns.contains(ReportSource::periodKey(QDate(year, 1, 1), QDate(year, 12, 31))));

        // Unmarking asks first, naming the period and the amount payable as filed; Cancel keeps it, the
        // button forgets the filed figures and the page shows the figures now only.
        QVERIFY(unmarkFiled->isEnabled());
        question = vatPage->unmarkFiled();
        QVERIFY(question);
        QVERIFY2(question->text().contains(QLocale().toString(QDate(year, 1, 1), QLocale::ShortFormat))
                && question->text().contains(payable),
            qPrintable(question->text()));
        question->button(QMessageBox::Cancel)->click();
        QVERIFY(!ReportSource::load(data.path(), account).filedReturns.isEmpty());
        question = vatPage->unmarkFiled();
        QVERIFY(question);
        said.clear();
        QPushButton *unmark = nullptr;
        for (QAbstractButton *button : question->buttons()) {
            if (question->buttonRole(button) == QMessageBox::DestructiveRole)
                unmark = qobject_cast<QPushButton *>(button);
        }
        QVERIFY(unmark);
        unmark->click();
        QTRY_VERIFY_WITH_TIMEOUT(!said.isEmpty() && !vat->isComputing()
                && !vat->notesText().contains(QStringLiteral("Filed on")) && vat->model()->columnCount() == 8,
            20000);
        QVERIFY2(said.first().first().toString().contains(QStringLiteral("no longer marked as filed")),
            qPrintable(said.first().first().toString()));
        QVERIFY(ReportSource::load(data.path(), account).filedReturns.isEmpty());
        QVERIFY(markFiled->isEnabled());
        QVERIFY(!unmarkFiled->isEnabled());

        window.showPage(revenue);
        revenue->storeChanged();
        QTRY_VERIFY_WITH_TIMEOUT(!revenue->isComputing() && revenue->model()->rowCount() >= 12, 20000);
        QVERIFY(revenue->chartView()->chart()->series().size() == 1);
        revenue->setPeriod(1); // by quarter
        QTRY_VERIFY_WITH_TIMEOUT(!revenue->isComputing() && revenue->model()->rowCount() < 12, 20000);
        QVERIFY(revenue->customerModel()->rowCount() > 0);
        shoot(window, QStringLiteral("reports-revenue"));

        window.showPage(open);
        open->storeChanged();
        QTRY_VERIFY_WITH_TIMEOUT(!open->isComputing() && open->model()->rowCount() > 0, 20000);
        shoot(window, QStringLiteral("reports-open-items"));

        // Selecting a customer lists the invoices behind the figures, each with its open amount; they
        // add up to the customer's open total.
        open->tableView()->selectRow(0);
        const int invoicesOfFirst = open->model()->index(0, 3).data(Qt::UserRole).toInt();
        QCOMPARE(open->documentsTable()->rowCount(), invoicesOfFirst);
        QCOMPARE(open->documentsTable()->horizontalHeaderItem(4)->text(), QStringLiteral("Open"));
        qint64 openSum = 0;
        for (const qint64 amount : open->model()->table().rows.at(0).documentAmounts)
            openSum += amount;
        QCOMPARE(openSum, open->model()->index(0, 2).data(Qt::UserRole).toLongLong());
        QVERIFY(!open->documentsTable()->item(0, 4)->text().isEmpty());

        // Export of the shown table.
        QTemporaryDir out;
        QVERIFY2(open->exportTo(out.filePath(QStringLiteral("open.xlsx")), &error), qPrintable(error));
        QVERIFY(QFileInfo(out.filePath(QStringLiteral("open.xlsx"))).size() > 0);
        QVERIFY(open->printHtml().contains(open->model()->index(0, 0).data().toString().toHtmlEscaped()));

        // Double-click: the invoice list, filtered to this customer's open invoices.
        const QString customer = open->model()->index(0, 0).data().toString();
        const QRect cell = open->tableView()->visualRect(open->model()->index(0, 0));
        // The view takes a double-click after a press on the same cell.
        QTest::mouseClick(open->tableView()->viewport(), Qt::LeftButton, {}, cell.center());
        QTest::mouseDClick(open->tableView()->viewport(), Qt::LeftButton, {}, cell.center());
        QCOMPARE(window.currentPage(), invoices);
        QCOMPARE(invoices->filterModel()->quickFilter(), DocumentFilterModel::Open);
        QCOMPARE(invoices->searchField()->text(), customer);
        QCOMPARE(invoices->filterModel()->rowCount(), invoicesOfFirst);
        for (int row = 0; row < invoices->filterModel()->rowCount(); ++row)
            QCOMPARE(
                invoices->filterModel()->index(row, DocumentListModel::Customer).data().toString(), customer);
    }

private:
    TestSandbox m_sandbox;
};

QTEST_MAIN(TestReportsGui)
#include "tst_reports_gui.moc"
