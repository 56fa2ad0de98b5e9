#include "InvoicesPage.h"

#include "DocumentDetailPane.h"
#include "DocumentFilterModel.h"
#include "DocumentListModel.h"

#include <QButtonGroup>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QSettings>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

InvoicesPage::InvoicesPage(QWidget *parent)
    : QWidget(parent)
    , m_model(new DocumentListModel(this))
    , m_filter(new DocumentFilterModel(this))
    , m_search(new QLineEdit(this))
    , m_quickFilters(new QButtonGroup(this))
    , m_count(new QLabel(this))
    , m_table(new QTableView(this))
    , m_detail(new DocumentDetailPane(this))
{
    m_filter->setSourceModel(m_model);

    m_search->setPlaceholderText(tr("Search number, customer, title or reference (Ctrl+F)"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Search invoices"));

    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(m_search, 1);
    const QList<std::pair<DocumentFilterModel::QuickFilter, QString>> filters {
        {DocumentFilterModel::All, tr("&All")},
        {DocumentFilterModel::Open, tr("&Open")},
        {DocumentFilterModel::Overdue, tr("O&verdue")},
        {DocumentFilterModel::Archived, tr("A&rchived")},
    };
    for (const auto &[id, label] : filters) {
        auto *button = new QToolButton(this);
        button->setText(label);
        button->setCheckable(true);
        button->setAutoRaise(true);
        m_quickFilters->addButton(button, int(id));
        filterRow->addWidget(button);
    }
    m_quickFilters->button(int(DocumentFilterModel::All))->setChecked(true);
    filterRow->addWidget(m_count);

    m_table->setModel(m_filter);
    m_table->setSortingEnabled(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setSectionsMovable(true);
    // Fixed, readable widths: ResizeToContents would measure every one of 100,000 rows.
    const QFontMetrics fm = m_table->fontMetrics();
    const auto width = [&fm](const QString &sample) {
        return fm.horizontalAdvance(sample) + 16;
    };
    m_table->setColumnWidth(DocumentListModel::Number, width(QStringLiteral("RE-2026-0000")));
    m_table->setColumnWidth(DocumentListModel::Date, width(QStringLiteral("00.00.0000")));
    m_table->setColumnWidth(DocumentListModel::Customer, width(QStringLiteral("Bernasconi Archit")));
    m_table->setColumnWidth(DocumentListModel::Title, width(QStringLiteral("Consulting se")));
    m_table->setColumnWidth(DocumentListModel::Total, width(QStringLiteral("CHF 00'000.00")));
    m_table->setColumnWidth(DocumentListModel::OpenAmount, width(QStringLiteral("CHF 00'000.00")));
    m_table->setColumnWidth(DocumentListModel::DueDate, width(QStringLiteral("00.00.0000")));
    m_table->setColumnWidth(DocumentListModel::SentStatus, width(tr("Sending failed")));
    m_table->setColumnWidth(DocumentListModel::Dunning, width(tr("Final dunning")));
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setColumnWidth(DocumentListModel::State, width(tr("Cancelled")));
    m_table->sortByColumn(DocumentListModel::Date, Qt::DescendingOrder);

    // Right-click on the header chooses the columns; the choice, order and widths are remembered.
    QHeaderView *header = m_table->horizontalHeader();
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(header, &QHeaderView::customContextMenuRequested, this, [this, header](const QPoint &pos) {
        QMenu menu(this);
        for (int c = 0; c < m_model->columnCount(); ++c) {
            QAction *a = menu.addAction(m_model->headerData(c, Qt::Horizontal).toString());
            a->setCheckable(true);
            a->setChecked(!header->isSectionHidden(c));
            a->setEnabled(c != DocumentListModel::Number); // the number always stays
            connect(a, &QAction::toggled, header, [header, c](bool on) { header->setSectionHidden(c, !on); });
        }
        menu.exec(header->mapToGlobal(pos));
    });
    QSettings settings;
    const QByteArray state = settings.value(QStringLiteral("invoices/header")).toByteArray();
    if (state.isEmpty() || !header->restoreState(state))
        header->setSectionHidden(DocumentListModel::SentStatus, true); // "Status" says enough at first
    connect(header, &QHeaderView::sectionResized, this, &InvoicesPage::saveHeader);
    connect(header, &QHeaderView::sectionMoved, this, &InvoicesPage::saveHeader);
    connect(header, &QHeaderView::sortIndicatorChanged, this, &InvoicesPage::saveHeader);
    connect(header, &QHeaderView::geometriesChanged, this, &InvoicesPage::saveHeader);

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addLayout(filterRow);
    leftLayout->addWidget(m_table, 1);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setObjectName(QStringLiteral("invoiceSplitter"));
    splitter->addWidget(left);
    splitter->addWidget(m_detail);
    splitter->setStretchFactor(0, 5);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({900, 360});
    splitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(splitter);

    connect(m_search, &QLineEdit::textChanged, m_filter, &DocumentFilterModel::setSearchText);
    connect(m_quickFilters, &QButtonGroup::idClicked, this, &InvoicesPage::applyQuickFilter);
    connect(m_filter, &DocumentFilterModel::countsChanged, this, &InvoicesPage::updateCount);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        &InvoicesPage::onCurrentChanged);
    // After a reload, keep the invoice the user was looking at; at first, show the newest one.
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this,
        [this] { m_keepUuid = m_table->currentIndex().data(DocumentListModel::UuidRole).toString(); });
    connect(m_model, &DocumentListModel::reloaded, this, &InvoicesPage::restoreCurrent);
    updateCount();
}

void InvoicesPage::restoreCurrent()
{
    int row = 0;
    if (!m_keepUuid.isEmpty()) {
        const QModelIndexList found = m_filter->match(
            m_filter->index(0, 0), DocumentListModel::UuidRole, m_keepUuid, 1, Qt::MatchExactly);
        if (!found.isEmpty())
            row = found.first().row();
    }
    if (m_filter->rowCount() > 0) {
        m_table->setCurrentIndex(m_filter->index(row, 0));
        m_table->scrollTo(m_table->currentIndex());
    }
}

void InvoicesPage::saveHeader()
{
    QSettings().setValue(QStringLiteral("invoices/header"), m_table->horizontalHeader()->saveState());
}

void InvoicesPage::focusSearch()
{
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
}

void InvoicesPage::applyQuickFilter(int id)
{
    m_filter->setQuickFilter(DocumentFilterModel::QuickFilter(id));
}

void InvoicesPage::updateCount()
{
    const QLocale locale;
    const int shown = m_filter->visibleCount();
    const int total = m_filter->totalCount();
    m_count->setText(shown == total ? tr("%Ln invoice(s)", nullptr, total)
                                    : tr("%1 of %Ln invoice(s)", nullptr, total).arg(locale.toString(shown)));
}

void InvoicesPage::onCurrentChanged()
{
    const QModelIndex current = m_table->currentIndex();
    const QString uuid = current.data(DocumentListModel::UuidRole).toString();
    if (uuid.isEmpty())
        m_detail->clear();
    else
        m_detail->showDocument(DocumentKind::Invoice, uuid);
}
