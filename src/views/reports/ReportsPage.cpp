#include "views/reports/ReportsPage.h"

#include "base/AsyncRun.h"
#include "domain/SafeFileName.h"
#include "reports/ReportCache.h"
#include "reports/ReportExport.h"
#include "reports/ReportSource.h"
#include "views/DateField.h"
#include "views/OpenDialogs.h"
#include "views/TwoLineHeader.h"
#include "views/WrittenDate.h"
#include "views/records/TableColumnFit.h"
#include "views/reports/ReportChart.h"
#include "views/reports/ReportNotes.h"
#include "views/reports/ReportTableModel.h"

#include <QAction>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QShowEvent>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTextDocument>
#include <QVBoxLayout>

struct ReportsPage::Result
{
    std::shared_ptr<const ReportSource> source;
    OpenItemsReport openItems;
    RevenueReport revenue;
    VatReport vat;
    ReportTable table;
    ReportTable customers;
};

ReportsPage::ReportsPage(Report report, QWidget *parent)
    : WorkspacePage(parent)
    , m_report(report)
    , m_currency(new QComboBox(this))
    , m_notes(new ReportNotes(this))
    , m_tabs(new QTabWidget(this))
    , m_table(new QTableView(this))
    , m_model(new ReportTableModel(this))
    , m_documents(new QTableWidget(this))
    , m_chart(new QChartView(this))
{
    auto *controls = new QHBoxLayout;
    const QDate today = QDate::currentDate();
    if (report == Report::OpenItems) {
        // The editor's date entry: typed dates such as 30.11.26 or 30.11.2026 are taken as typed.
        m_asOf = new DateField(this);
        m_asOf->setDate(today);
        m_asOf->setAccessibleName(tr("As of"));
        m_asOf->setFieldName(tr("As of"));
        auto *label = new QLabel(tr("&As of:"), this);
        label->setBuddy(m_asOf);
        controls->addWidget(label);
        controls->addWidget(m_asOf);
        connect(m_asOf, &DateField::dateChanged, this, &ReportsPage::recompute);
    } else {
        m_year = new QSpinBox(this);
        m_year->setRange(2000, 2100);
        m_year->setAccessibleName(tr("Year"));
        m_year->setGroupSeparatorShown(false);
        auto *yearLabel = new QLabel(tr("&Year:"), this);
        yearLabel->setBuddy(m_year);
        m_period = new QComboBox(this);
        m_period->setAccessibleName(tr("Period"));
        auto *periodLabel = new QLabel(tr("&Period:"), this);
        periodLabel->setBuddy(m_period);
        if (report == Report::Revenue) {
            m_year->setValue(today.year());
            m_period->addItems({tr("By month"), tr("By quarter"), tr("By year")});
        } else {
            // The return due next: the last complete quarter.
            const QDate previous = today.addMonths(-3);
            m_year->setValue(previous.year());
            // The effective method's periods until the account's method is known (setHalfYearPeriods).
            fillVatPeriods(previous.month());
        }
        controls->addWidget(yearLabel);
        controls->addWidget(m_year);
        controls->addWidget(periodLabel);
        controls->addWidget(m_period);
        connect(m_year, &QSpinBox::valueChanged, this, &ReportsPage::recompute);
        connect(m_period, &QComboBox::currentIndexChanged, this, &ReportsPage::recompute);
    }
    auto *currencyLabel = new QLabel(tr("&Chart currency:"), this);
    currencyLabel->setBuddy(m_currency);
    m_currency->setAccessibleName(tr("Chart currency"));
    controls->addSpacing(12);
    controls->addWidget(currencyLabel);
    controls->addWidget(m_currency);
    controls->addStretch(1);
    connect(m_currency, &QComboBox::currentIndexChanged, this, &ReportsPage::updateChart);

    const auto setUpTable = [this](QTableView *view, ReportTableModel *model) {
        view->setModel(model);
        view->setSelectionBehavior(QAbstractItemView::SelectRows);
        view->setSelectionMode(QAbstractItemView::SingleSelection);
        view->setEditTriggers(QAbstractItemView::NoEditTriggers);
        view->setAlternatingRowColors(true);
        view->verticalHeader()->hide();
        // Rows as high as a line of text and a little air: the VAT return's two dozen lines fit a 768
        // pixel screen whole.
        view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 4);
        view->horizontalHeader()->setStretchLastSection(false);
        connect(view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { showDocuments(current); });
    };
    setUpTable(m_table, m_model);
    m_table->setAccessibleName(tr("Report"));
    if (report == Report::Revenue) {
        m_customerTable = new QTableView(this);
        m_customerModel = new ReportTableModel(this);
        setUpTable(m_customerTable, m_customerModel);
        m_customerTable->setAccessibleName(tr("Revenue by customer"));
        m_tabs->addTab(m_table, tr("By period"));
        m_tabs->addTab(m_customerTable, tr("By customer"));
    } else {
        m_tabs->addTab(m_table, report == Report::OpenItems ? tr("By customer") : tr("VAT return figures"));
    }
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        const auto *view = qobject_cast<QTableView *>(m_tabs->currentWidget());
        showDocuments(view ? view->currentIndex() : QModelIndex());
    });
    if (report == Report::OpenItems) {
        connect(m_table, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
            if (!m_result || !index.isValid())
                return;
            const QList<int> documents =
                index.siblingAtColumn(0).data(ReportTableModel::DocumentsRole).value<QList<int>>();
            const ReportTable::Row &row = m_model->table().rows.at(index.row());
            if (documents.isEmpty() || row.total)
                return;
            const ReportDocument &first = m_result->source->documents.at(documents.first());
            emit openInvoicesRequested(first.customerName.isEmpty() ? first.customerKey : first.customerName);
        });
        m_table->setToolTip(tr("Double-click a customer to see the open invoices in the invoice list"));
    }

    // "Chiffre d'affaires" over "(CHF)": on one line the French and Italian amount titles took the room of
    // the amounts beside the return at 1366 px.
    m_documents->setHorizontalHeader(new TwoLineHeader(TwoLineHeader::Break::BeforeBracket, m_documents));
    m_documents->setColumnCount(5);
    m_documents->setHorizontalHeaderLabels(
        {tr("Number"), tr("Date"), tr("Customer"), tr("Currency"), tr("Net")});
    m_documents->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_documents->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_documents->verticalHeader()->hide();
    // One line per document, as in the figures' table: a long name is elided (whole in its tooltip),
    // not wrapped onto a second line that halves the documents in view.
    m_documents->setWordWrap(false);
    m_documents->setTextElideMode(Qt::ElideRight);
    m_documents->verticalHeader()->setDefaultSectionSize(m_documents->fontMetrics().height() + 4);
    // Every column inside the list's width, none scrolled off: number, date, currency and amount keep
    // theirs (no "-8." cut amount, no header over its neighbour), the customer shares what is left,
    // elided with the whole name in its tooltip.
    new TableColumnFit(m_documents);
    m_documents->setAccessibleName(tr("Documents behind the figure"));
    m_documents->setToolTip(tr("Return or double-click opens the document"));
    connect(m_documents, &QTableWidget::cellDoubleClicked, this, [this](int row) { openDocumentAt(row); });
    m_documents->installEventFilter(this);
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->setMinimumHeight(230);
    m_chart->setVisible(true);

    auto *documentsBox = new QWidget(this);
    auto *documentsLayout = new QVBoxLayout(documentsBox);
    documentsLayout->setContentsMargins(0, 0, 0, 0);
    documentsLayout->addWidget(new QLabel(tr("Documents behind the selected figure:"), documentsBox));
    documentsLayout->addWidget(m_documents);

    if (report == Report::Vat) {
        m_table->viewport()->installEventFilter(this);
        // A line text cut short keeps its end: 220 "… Warenexporte (0 %)" and 230 "… ausgenommene
        // Leistungen (0 %)" begin alike in German.
        m_table->setTextElideMode(Qt::ElideMiddle);
        m_table->setWordWrap(false); // a wrapped text is cut after its first line's words instead
    }
    // One table needs no tab to choose it (open items, the VAT return): its height goes to the rows.
    m_tabs->setTabBarAutoHide(true);
    QSplitter *splitter = nullptr;
    if (report == Report::Vat) {
        // The return is read top to bottom: its table takes the whole height, the documents behind a
        // figure and the chart beside it.
        m_chart->setMinimumHeight(160);
        auto *side = new QSplitter(Qt::Vertical, this);
        side->addWidget(documentsBox);
        side->addWidget(m_chart);
        side->setSizes({300, 220});
        splitter = new QSplitter(Qt::Horizontal, this);
        splitter->addWidget(m_tabs);
        splitter->addWidget(side);
        splitter->setStretchFactor(0, 1);
        splitter->setStretchFactor(1, 0);
        splitter->setSizes({730, 390});
    } else {
        auto *lower = new QSplitter(Qt::Horizontal, this);
        lower->addWidget(m_chart);
        lower->addWidget(documentsBox);
        // Half each: the documents' number, date and amount need about as much room as the chart.
        lower->setSizes({500, 500});
        splitter = new QSplitter(Qt::Vertical, this);
        splitter->addWidget(m_tabs);
        splitter->addWidget(lower);
        splitter->setSizes({400, 260});
    }

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(controls);
    layout->addWidget(m_notes);
    layout->addWidget(splitter, 1);

    m_recalculate = new QAction(tr("&Recalculate"), this);
    m_recalculate->setToolTip(tr("Compute the report again from the local copy"));
    connect(m_recalculate, &QAction::triggered, this, &ReportsPage::recompute);
    m_exportCsv = new QAction(tr("Export &CSV…"), this);
    connect(m_exportCsv, &QAction::triggered, this, [this] { exportAs(QStringLiteral("csv")); });
    m_exportXlsx = new QAction(tr("Export &XLSX…"), this);
    connect(m_exportXlsx, &QAction::triggered, this, [this] { exportAs(QStringLiteral("xlsx")); });
    m_print = new QAction(tr("&Print…"), this);
    connect(m_print, &QAction::triggered, this, &ReportsPage::print);
    updateActions();
}

ReportsPage::~ReportsPage() = default;

QString ReportsPage::pageMenuTitle() const
{
    return tr("&Report");
}

QList<QAction *> ReportsPage::pageActions() const
{
    return {m_recalculate, m_exportCsv, m_exportXlsx, m_print};
}

void ReportsPage::openSession(const SessionContext &session)
{
    m_session = session;
    m_result.reset();
    m_model->setTable({});
    if (m_customerModel)
        m_customerModel->setTable({});
    recomputeWhenShown();
}

void ReportsPage::refresh()
{
    recomputeWhenShown();
}

void ReportsPage::storeChanged()
{
    recomputeWhenShown();
}

void ReportsPage::detailsChanged()
{
    recomputeWhenShown();
}

void ReportsPage::recomputeWhenShown()
{
    // A page out of sight reads the store when it is shown, so a sync costs one read, not three.
    if (isVisible())
        recompute();
    else
        m_stale = true;
}

void ReportsPage::showEvent(QShowEvent *event)
{
    WorkspacePage::showEvent(event);
    if (std::exchange(m_stale, false))
        recompute();
}

bool ReportsPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table->viewport() && event->type() == QEvent::Resize && m_report == Report::Vat)
        fitLineColumn();
    if (watched == m_documents && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if ((key == Qt::Key_Return || key == Qt::Key_Enter) && m_documents->currentRow() >= 0) {
            openDocumentAt(m_documents->currentRow());
            return true;
        }
    }
    return WorkspacePage::eventFilter(watched, event);
}

void ReportsPage::setAsOf(const QDate &date)
{
    if (m_asOf)
        m_asOf->setDate(date);
}

void ReportsPage::setYear(int year)
{
    if (m_year)
        m_year->setValue(year);
}

void ReportsPage::setPeriod(int index)
{
    if (m_period)
        m_period->setCurrentIndex(index);
}

QString ReportsPage::notesText() const
{
    return m_notes->text();
}

std::shared_ptr<const ReportSource> ReportsPage::shownSource() const
{
    return m_result ? m_result->source : nullptr;
}

const VatReport *ReportsPage::shownVat() const
{
    return m_result ? &m_result->vat : nullptr;
}

int ReportsPage::documentAt(int row) const
{
    const QTableWidgetItem *item = m_documents->item(row, 0);
    if (!m_result || !item)
        return -1;
    const int i = item->data(Qt::UserRole).toInt();
    return i >= 0 && i < m_result->source->documents.size() ? i : -1;
}

const ReportTable &ReportsPage::currentTable() const
{
    if (m_customerModel && m_tabs->currentWidget() == m_customerTable)
        return m_customerModel->table();
    return m_model->table();
}

void ReportsPage::recompute()
{
    if (m_session.accountUuid.isEmpty())
        return;
    if (m_computing) {
        m_recomputeAgain = true;
        return;
    }
    m_computing = true;
    m_recomputeAgain = false;
    m_notes->setText(tr("Computing…"));
    updateActions();
    const int generation = ++m_generation;
    const QString dataDir = m_session.dataDir;
    const QString account = m_session.accountUuid;
    const std::shared_ptr<ReportCache> cache = m_session.reportCache();
    const Report report = m_report;
    const QDate asOf = m_asOf ? m_asOf->date() : QDate();
    const int year = m_year ? m_year->value() : 0;
    const int period = m_period ? m_period->currentIndex() : 0;
    const bool halfYears = m_halfYears;
    // Reading the store and computing run on a pool thread: 100,000 documents must not freeze the window.
    asyncRun(
        this,
        [cache, dataDir, account, report, asOf, year, period, halfYears] {
            auto result = std::make_shared<Result>();
            // The copy is read in full once; after that only the documents written since are read again, and
            // another date or period only computes.
            result->source = ReportCache::currentOf(cache.get(), dataDir, account);
            const ReportSource &source = *result->source;
            switch (report) {
            case Report::OpenItems:
                result->openItems = Reports::openItems(source, asOf);
                result->table = ReportTables::openItems(result->openItems, &source);
                break;
            case Report::Revenue:
                result->revenue = Reports::revenue(source, year,
                    period == 0       ? RevenuePeriod::Month
                        : period == 1 ? RevenuePeriod::Quarter
                                      : RevenuePeriod::Year);
                result->table = ReportTables::revenueByPeriod(result->revenue, &source);
                result->customers = ReportTables::revenueByCustomer(result->revenue, &source);
                break;
            case Report::Vat: {
                if (halfYears) {
                    const QDate from = Reports::periodStart(year, VatPeriod::HalfYear, period + 1);
                    result->vat =
                        Reports::vat(source, from, Reports::periodEnd(year, VatPeriod::HalfYear, period + 1));
                    result->table = ReportTables::vat(result->vat, source);
                    break;
                }
                const QDate from = period < 4 ? Reports::periodStart(year, VatPeriod::Quarter, period + 1)
                    : period == 4             ? QDate(year, 1, 1)
                                              : QDate(year, period - 4, 1);
                const QDate to = period < 4 ? Reports::periodEnd(year, VatPeriod::Quarter, period + 1)
                    : period == 4           ? QDate(year, 12, 31)
                                            : from.addMonths(1).addDays(-1);
                result->vat = Reports::vat(source, from, to);
                result->table = ReportTables::vat(result->vat, source);
                break;
            }
            }
            return result;
        },
        [this, generation](const std::shared_ptr<Result> &result) {
            m_computing = false;
            if (generation == m_generation)
                show(result);
            if (m_recomputeAgain)
                recompute();
        });
}

// The VAT return's line texts are long (the form's wording and what the client cannot cover): the column
// gives way so that the figures beside it stay in view, the whole text in the tooltip.
void ReportsPage::fitLineColumn()
{
    constexpr int lineColumn = 1;
    if (m_model->columnCount() <= lineColumn)
        return;
    int others = 0;
    for (int c = 0; c < m_model->columnCount(); ++c)
        others += c == lineColumn ? 0 : m_table->columnWidth(c);
    const int room = m_table->viewport()->width() - others;
    const int least = m_table->fontMetrics().averageCharWidth() * 24;
    m_table->resizeColumnToContents(lineColumn);
    const int whole = m_table->columnWidth(lineColumn);
    m_table->setColumnWidth(lineColumn, qMin(whole, qMax(least, room)));
}

void ReportsPage::setHalfYearPeriods(bool halfYears)
{
    if (!m_period || halfYears == m_halfYears)
        return;
    // The period that holds the one chosen before: its half-year, or the first quarter of the half-year.
    const int before = m_period->currentIndex();
    const int month = m_halfYears ? before * 6 + 1
        : before < 4              ? before * 3 + 1
        : before == 4             ? 1
                                  : before - 4;
    m_halfYears = halfYears;
    {
        const QSignalBlocker block(m_period);
        fillVatPeriods(month);
    }
    recompute();
}

void ReportsPage::fillVatPeriods(int month)
{
    m_period->clear();
    if (m_halfYears) {
        m_period->addItems({tr("1st half-year"), tr("2nd half-year")});
        m_period->setCurrentIndex(month <= 6 ? 0 : 1);
        return;
    }
    // The effective method files by quarter, or by month or year on request.
    m_period->addItems(
        {tr("1st quarter"), tr("2nd quarter"), tr("3rd quarter"), tr("4th quarter"), tr("Whole year")});
    for (int m = 1; m <= 12; ++m)
        m_period->addItem(QLocale().standaloneMonthName(m, QLocale::LongFormat));
    m_period->setCurrentIndex((month - 1) / 3);
}

void ReportsPage::show(const std::shared_ptr<Result> &result)
{
    m_result = result;
    m_model->setTable(result->table);
    if (m_customerModel)
        m_customerModel->setTable(result->customers);
    for (QTableView *view : {m_table, m_customerTable}) {
        if (view)
            view->resizeColumnsToContents();
    }
    if (m_report == Report::Vat)
        fitLineColumn();
    QStringList notes = result->table.notes;
    notes.prepend(QStringLiteral("<b>%1</b>").arg(result->table.title.toHtmlEscaped()));
    for (qsizetype i = 1; i < notes.size(); ++i)
        notes[i] = notes.at(i).toHtmlEscaped();
    m_notes->setText(notes.join(QLatin1String("<br>")));

    QStringList currencies;
    switch (m_report) {
    case Report::OpenItems:
        for (const OpenItemsTotal &t : result->openItems.totals)
            currencies << t.currency;
        break;
    case Report::Revenue:
        currencies = result->revenue.currencies;
        break;
    case Report::Vat:
        for (const VatCurrencySummary &s : result->vat.currencies)
            currencies << s.currency;
        break;
    }
    const QString chosen = m_currency->currentText();
    {
        const QSignalBlocker block(m_currency);
        m_currency->clear();
        m_currency->addItems(currencies);
        m_currency->setCurrentIndex(
            qMax(0, int(currencies.indexOf(chosen.isEmpty() ? QStringLiteral("CHF") : chosen))));
    }
    m_currency->setEnabled(currencies.size() > 1);
    updateChart();
    showDocuments({});
    updateActions();
    emit computed();
}

void ReportsPage::updateChart()
{
    const QString currency = m_currency->currentText();
    QChart *chart = nullptr;
    if (!m_result || currency.isEmpty())
        chart = ReportCharts::empty(palette());
    else if (m_report == Report::OpenItems)
        chart = ReportCharts::openItems(m_result->openItems, currency, palette());
    else if (m_report == Report::Revenue)
        chart = ReportCharts::revenue(m_result->revenue, currency, palette());
    else
        chart = ReportCharts::vat(m_result->vat, currency, palette());
    QChart *old = m_chart->chart();
    m_chart->setChart(chart);
    delete old;
}

void ReportsPage::showDocuments(const QModelIndex &index)
{
    m_documents->setRowCount(0);
    const auto *model = index.isValid() ? qobject_cast<const ReportTableModel *>(index.model()) : nullptr;
    if (!m_result || !model || index.row() >= model->table().rows.size())
        return;
    // Each document with what it adds to the chosen figure: its open amount, turnover or VAT.
    const ReportTable::Row &figure = model->table().rows.at(index.row());
    m_documents->setHorizontalHeaderItem(
        4, new QTableWidgetItem(figure.amountTitle.isEmpty() ? tr("Amount") : figure.amountTitle));
    m_documents->setRowCount(int(figure.documents.size()));
    int row = 0;
    for (qsizetype n = 0; n < figure.documents.size(); ++n) {
        const int i = figure.documents.at(n);
        const ReportDocument &d = m_result->source->documents.at(i);
        const bool credit = d.kind == DocumentKind::CreditNote;
        const QString amount = n < figure.documentAmounts.size()
            ? ReportExport::displayText(figure.documentAmounts.at(n), ReportTable::Type::Money)
            : QString();
        const QStringList cells {credit ? tr("%1 (credit note)").arg(d.number) : d.number,
            WrittenDate::date(d.date), d.customerName, d.currency, amount};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells.at(c));
            if (c == 4)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (c == 0)
                item->setData(Qt::UserRole, i);
            if (c == 2)
                item->setToolTip(d.customerName);
            m_documents->setItem(row, c, item);
        }
        ++row;
    }
}

void ReportsPage::openDocumentAt(int row)
{
    const int i = documentAt(row);
    if (i < 0)
        return;
    const ReportDocument &d = m_result->source->documents.at(i);
    emit openDocumentRequested(d.kind, d.uuid);
}

bool ReportsPage::exportTo(const QString &fileName, QString *error) const
{
    if (fileName.endsWith(QLatin1String(".xlsx"), Qt::CaseInsensitive))
        return ReportExport::writeXlsx(currentTable(), fileName, error);
    return ReportExport::writeCsv(currentTable(), fileName, error);
}

QString ReportsPage::printHtml() const
{
    return ReportExport::toHtml(currentTable());
}

void ReportsPage::exportAs(const QString &suffix)
{
    const bool xlsx = suffix == QLatin1String("xlsx");
    const ReportTable table = currentTable();
    const QString folder = fileDialogFolder();
    chooseFile(this, xlsx ? tr("Export as XLSX") : tr("Export as CSV"),
        QDir(folder).filePath(SafeFileName::make(table.title, QLatin1Char('.') + suffix)),
        xlsx ? tr("Excel workbook (*.xlsx)") : tr("CSV file (*.csv)"), FileChoice::Save, this,
        [this, table, xlsx](const QString &fileName) {
            asyncRun(
                this,
                [table, fileName, xlsx] {
                    QString error;
                    if (xlsx)
                        ReportExport::writeXlsx(table, fileName, &error);
                    else
                        ReportExport::writeCsv(table, fileName, &error);
                    return error;
                },
                [this, fileName](const QString &error) {
                    emit messageRequested(error.isEmpty()
                            ? tr("Exported to %1.").arg(QDir::toNativeSeparators(fileName))
                            : error);
                });
        });
}

void ReportsPage::print()
{
    // The printer lives as long as its preview.
    auto printer = std::make_shared<QPrinter>(QPrinter::HighResolution);
    printer->setPageSize(QPageSize(QPageSize::A4));
    printer->setPageOrientation(
        m_report == Report::OpenItems ? QPageLayout::Landscape : QPageLayout::Portrait);
    printer->setDocName(currentTable().title);
    auto *preview = new QPrintPreviewDialog(printer.get(), this);
    preview->setAttribute(Qt::WA_DeleteOnClose);
    connect(preview, &QObject::destroyed, this, [printer] {});
    const QString html = printHtml();
    connect(preview, &QPrintPreviewDialog::paintRequested, preview, [html](QPrinter *target) {
        QTextDocument document;
        document.setHtml(html);
        document.setPageSize(target->pageRect(QPrinter::Point).size());
        document.print(target);
    });
    preview->resize(900, 700);
    preview->open();
}

void ReportsPage::updateActions()
{
    const bool haveTable = m_result && !m_computing;
    m_exportCsv->setEnabled(haveTable);
    m_exportXlsx->setEnabled(haveTable);
    m_print->setEnabled(haveTable);
    m_recalculate->setEnabled(!m_computing);
}
