#pragma once

#include "reports/ReportTable.h"
#include "reports/Reports.h"
#include "views/WorkspacePage.h"

#include <memory>

class QAction;
class QChartView;
class QComboBox;
class DateField;
class QLabel;
class ReportNotes;
class QSpinBox;
class QTabWidget;
class QTableView;
class QTableWidget;
class ReportTableModel;

// One report of the Reports section: open items, revenue or the VAT summary (VatPage adds what only the
// VAT return has). Computed from the local
// store on a pool thread (never on the GUI thread), shown as a table with a chart; selecting a row lists
// the documents behind its figures. Exports CSV and XLSX and prints through a print preview (A4).
class ReportsPage : public WorkspacePage
{
    Q_OBJECT

public:
    enum class Report { OpenItems, Revenue, Vat };

    explicit ReportsPage(Report report, QWidget *parent = nullptr);
    ~ReportsPage() override;

    Report report() const { return m_report; }

    void openSession(const SessionContext &session) override;
    void refresh() override;
    void storeChanged() override;
    void detailsChanged() override;
    QList<QAction *> pageActions() const override;
    QString pageMenuTitle() const override;

    // The shown table (the period or customer table of the revenue report, whichever tab is current).
    const ReportTable &currentTable() const;
    ReportTableModel *model() const { return m_model; }
    ReportTableModel *customerModel() const { return m_customerModel; }
    QTableView *tableView() const { return m_table; }
    QTableWidget *documentsTable() const { return m_documents; }
    QChartView *chartView() const { return m_chart; }
    QString notesText() const;
    bool isComputing() const { return m_computing; }
    // The VAT period chooser offers half-years (the account files with the net tax rate method).
    bool halfYearPeriods() const { return m_halfYears; }
    // Controls: the open items' date, the year, the period (revenue: month/quarter/year; VAT: Q1-Q4 as
    // 0-3, the year as 4, January to December as 5-16; with the net tax rate method H1, H2 as 0, 1).
    void setAsOf(const QDate &date);
    void setYear(int year);
    void setPeriod(int index);
    // Writes the current table: .csv or .xlsx by the file's suffix.
    bool exportTo(const QString &fileName, QString *error) const;
    // The printable HTML of the current table.
    QString printHtml() const;

signals:
    // Double-click on an open-items customer: show the open invoices found by `search`.
    void openInvoicesRequested(const QString &search);
    // Return or double-click on a document behind a figure.
    void openDocumentRequested(DocumentKind kind, const QString &uuid);
    // A computation finished and is shown.
    void computed();

protected:
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void recompute();
    const SessionContext &session() const { return m_session; }
    // What is shown: the local copy it was computed from and, on the VAT page, the return; null before
    // the first computation.
    std::shared_ptr<const ReportSource> shownSource() const;
    const VatReport *shownVat() const;
    // The source's index of the document in a row of the documents table; -1 when none.
    int documentAt(int row) const;
    // The VAT page's period chooser: the two half-years (net tax rate method) or the quarters, the year
    // and the months (effective method). Computes again when it changes.
    void setHalfYearPeriods(bool halfYears);

private:
    struct Result;
    void recomputeWhenShown();
    void show(const std::shared_ptr<Result> &result);
    void fitLineColumn();
    void updateChart();
    void showDocuments(const QModelIndex &index);
    void openDocumentAt(int row);
    void exportAs(const QString &suffix);
    void print();
    void updateActions();
    // The VAT periods of the method (m_halfYears), the one holding `month` (1-12) chosen.
    void fillVatPeriods(int month);

    Report m_report;
    SessionContext m_session;
    std::shared_ptr<Result> m_result;
    int m_generation = 0;
    bool m_computing = false;
    bool m_recomputeAgain = false;
    bool m_stale = false; // the store changed while the page was out of sight
    bool m_halfYears = false; // the VAT period chooser offers half-years

    DateField *m_asOf = nullptr;
    QSpinBox *m_year = nullptr;
    QComboBox *m_period = nullptr;
    QComboBox *m_currency = nullptr;
    ReportNotes *m_notes = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTableView *m_table = nullptr;
    QTableView *m_customerTable = nullptr;
    ReportTableModel *m_model = nullptr;
    ReportTableModel *m_customerModel = nullptr;
    QTableWidget *m_documents = nullptr;
    QChartView *m_chart = nullptr;

    QAction *m_recalculate = nullptr;
    QAction *m_exportCsv = nullptr;
    QAction *m_exportXlsx = nullptr;
    QAction *m_print = nullptr;
};
