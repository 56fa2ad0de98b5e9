#include "DocumentsPage.h"

#include "DocumentActionController.h"
#include "DocumentDetailPane.h"
#include "DocumentEditor.h"
#include "DocumentFilterModel.h"
#include "DocumentKindText.h"
#include "DocumentListModel.h"
#include "DocumentStore.h"
#include "DuplicateDocuments.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDateEdit>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QSettings>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace {

enum Period { AnyTime, ThisMonth, LastMonth, ThisQuarter, ThisYear, LastYear, CustomRange };

bool hasOpenAmount(DocumentKind kind)
{
    return kind == DocumentKind::Invoice || kind == DocumentKind::CreditNote;
}

bool hasDueDate(DocumentKind kind)
{
    return hasOpenAmount(kind) || kind == DocumentKind::ContractNote || kind == DocumentKind::Template
        || kind == DocumentKind::Receipt;
}

bool isSent(DocumentKind kind)
{
    return kind != DocumentKind::RecurringInvoice && kind != DocumentKind::Template;
}

QList<DocumentFilterModel::QuickFilter> quickFiltersOf(DocumentKind kind)
{
    using F = DocumentFilterModel;
    switch (kind) {
    case DocumentKind::Invoice:
        return {F::All, F::Open, F::Sent, F::Overdue, F::Archived, F::Cancelled};
    case DocumentKind::CreditNote:
        return {F::All, F::Open, F::Sent, F::Archived, F::Cancelled};
    case DocumentKind::Quote:
    case DocumentKind::ContractNote:
    case DocumentKind::DeliveryNote:
        return {F::All, F::Sent, F::Archived, F::Cancelled};
    case DocumentKind::Receipt:
        return {F::All, F::Archived, F::Cancelled};
    case DocumentKind::RecurringInvoice:
    case DocumentKind::Template:
        return {F::All, F::Archived};
    }
    return {F::All};
}

QString quickFilterLabel(DocumentFilterModel::QuickFilter filter)
{
    switch (filter) {
    case DocumentFilterModel::All:
        return DocumentsPage::tr("&All");
    case DocumentFilterModel::Open:
        return DocumentsPage::tr("&Open");
    case DocumentFilterModel::Sent:
        return DocumentsPage::tr("&Sent");
    case DocumentFilterModel::Overdue:
        return DocumentsPage::tr("Overd&ue");
    case DocumentFilterModel::Archived:
        return DocumentsPage::tr("A&rchived");
    case DocumentFilterModel::Cancelled:
        return DocumentsPage::tr("Ca&ncelled");
    }
    return {};
}

} // namespace

DocumentsPage::DocumentsPage(DocumentKind kind, QWidget *parent)
    : WorkspacePage(parent)
    , m_kind(kind)
    , m_model(new DocumentListModel(this))
    , m_filter(new DocumentFilterModel(this))
    , m_search(new QLineEdit(this))
    , m_quickFilters(new QButtonGroup(this))
    , m_period(new QComboBox(this))
    , m_from(new QDateEdit(this))
    , m_to(new QDateEdit(this))
    , m_count(new QLabel(this))
    , m_table(new QTableView(this))
    , m_detail(new DocumentDetailPane(this))
    , m_actions(new DocumentActionController(this))
    , m_selectionTimer(new QTimer(this))
{
    setObjectName(QStringLiteral("documents-%1").arg(DocumentKinds::pathSegment(kind)));
    m_filter->setSourceModel(m_model);

    m_search->setPlaceholderText(tr("Search number, customer, title or reference (Ctrl+F)"));
    m_search->setClearButtonEnabled(true);
    m_search->setMinimumWidth(m_search->fontMetrics().horizontalAdvance(m_search->placeholderText()) / 2);
    m_search->setAccessibleName(tr("Search %1").arg(DocumentKindText::plural(kind)));

    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(m_search, 1);
    const QList<DocumentFilterModel::QuickFilter> filters = quickFiltersOf(kind);
    for (DocumentFilterModel::QuickFilter id : filters) {
        auto *button = new QToolButton(this);
        button->setText(quickFilterLabel(id));
        button->setCheckable(true);
        button->setAutoRaise(true);
        m_quickFilters->addButton(button, int(id));
        filterRow->addWidget(button);
    }
    m_quickFilters->button(int(DocumentFilterModel::All))->setChecked(true);

    m_period->setAccessibleName(tr("Period"));
    m_period->setToolTip(tr("Show documents dated within this period"));
    m_period->addItem(tr("Any time"), AnyTime);
    m_period->addItem(tr("This month"), ThisMonth);
    m_period->addItem(tr("Last month"), LastMonth);
    m_period->addItem(tr("This quarter"), ThisQuarter);
    m_period->addItem(tr("This year"), ThisYear);
    m_period->addItem(tr("Last year"), LastYear);
    m_period->addItem(tr("From … to …"), CustomRange);
    for (QDateEdit *edit : {m_from, m_to}) {
        edit->setCalendarPopup(true);
        edit->setDisplayFormat(QLocale().dateFormat(QLocale::ShortFormat));
        edit->setDate(QDate::currentDate());
        edit->hide();
        connect(edit, &QDateEdit::dateChanged, this, &DocumentsPage::applyPeriod);
    }
    m_from->setAccessibleName(tr("From"));
    m_to->setAccessibleName(tr("To"));
    m_from->setDate(QDate(QDate::currentDate().year(), 1, 1));
    filterRow->addWidget(m_period);
    filterRow->addWidget(m_from);
    filterRow->addWidget(m_to);
    filterRow->addWidget(m_count);
    connect(m_period, &QComboBox::currentIndexChanged, this, &DocumentsPage::applyPeriod);

    m_table->setModel(m_filter);
    m_table->setSortingEnabled(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setSectionsMovable(true);
    m_table->horizontalHeader()->setStretchLastSection(true);
    setUpColumns();

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addLayout(filterRow);
    leftLayout->addWidget(m_table, 1);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setObjectName(QStringLiteral("documentSplitter"));
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
    connect(m_quickFilters, &QButtonGroup::idClicked, this,
        [this](int id) { m_filter->setQuickFilter(DocumentFilterModel::QuickFilter(id)); });
    connect(m_filter, &DocumentFilterModel::countsChanged, this, &DocumentsPage::updateCounts);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        &DocumentsPage::onCurrentChanged);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
        &DocumentsPage::selectionChanged);
    // After a reload, keep the document the user was looking at; at first, show the newest one.
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
        if (m_keepUuid.isEmpty())
            m_keepUuid = currentUuid();
    });
    connect(m_model, &DocumentListModel::reloaded, this, &DocumentsPage::restoreCurrent);
    updateCounts();
    createCommands();
}

void DocumentsPage::createCommands()
{
    const bool editable = m_kind != DocumentKind::Receipt; // receipts: list and actions only
    if (editable) {
        m_new = new QAction(QIcon::fromTheme(QStringLiteral("document-new")), tr("&New"), this);
        m_new->setShortcut(QKeySequence::New);
        m_new->setToolTip(tr("New %1 (%2)")
                              .arg(DocumentKindText::singular(m_kind),
                                  m_new->shortcut().toString(QKeySequence::NativeText)));
        connect(m_new, &QAction::triggered, this, &DocumentsPage::newDocument);
        m_edit = new QAction(QIcon::fromTheme(QStringLiteral("document-edit")), tr("&Edit"), this);
        m_edit->setShortcuts(
            {QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter), QKeySequence(Qt::Key_F2)});
        m_edit->setShortcutContext(Qt::WidgetShortcut); // Return in the list, not in the search field
        m_edit->setToolTip(tr("Open the selected document in the editor (Return or F2)"));
        connect(m_edit, &QAction::triggered, this, &DocumentsPage::editCurrent);
        m_table->addAction(m_edit);
        connect(m_table, &QTableView::doubleClicked, this, &DocumentsPage::editCurrent);
        // Clone (the service's action) copies one document; this copies a whole selection in one batch.
        m_duplicate = new QAction(QIcon::fromTheme(QStringLiteral("edit-copy")), tr("Copy as &batch"), this);
        m_duplicate->setToolTip(
            tr("Create copies of the selected documents in one batch; it runs under View → Background work"));
        connect(m_duplicate, &QAction::triggered, this,
            [this] { duplicateDocuments(m_session, m_kind, selectedUuids(), window()); });
        m_separator = new QAction(this);
        m_separator->setSeparator(true);
    }

    // Actions follow the selection; a short pause lets arrow keys run through the list without asking
    // the service about every row passed.
    m_selectionTimer->setSingleShot(true);
    m_selectionTimer->setInterval(150);
    connect(this, &DocumentsPage::selectionChanged, m_selectionTimer, qOverload<>(&QTimer::start));
    connect(m_selectionTimer, &QTimer::timeout, this, [this] {
        const QStringList uuids = selectedUuids();
        if (m_edit) {
            m_edit->setEnabled(uuids.size() == 1);
            m_duplicate->setEnabled(uuids.size() > 1);
        }
        m_actions->setSelection(m_kind, uuids);
    });
    connect(m_actions, &DocumentActionController::actionsChanged, this, [this] {
        m_table->addActions(m_actions->actions()); // shortcuts such as Delete work in the list
        emit pageActionsChanged();
    });
    connect(m_actions, &DocumentActionController::messageRequested, this, &WorkspacePage::messageRequested);
    connect(m_actions, &DocumentActionController::documentsChanged, this, [this] {
        const QString uuid = currentUuid();
        if (!uuid.isEmpty())
            m_detail->showDocument(m_kind, uuid);
        emit syncRequested();
    });
    connect(m_actions, &DocumentActionController::documentsRemoved, this,
        [this](DocumentKind, const QStringList &uuids) {
            DocumentStore store(m_session.dataDir, m_session.accountUuid);
            for (const QString &uuid : uuids) {
                store.remove(m_kind, uuid);
                const int row = m_model->rowOfUuid(uuid);
                if (row >= 0)
                    m_model->removeRows(row, 1);
            }
            emit syncRequested();
        });
    connect(
        m_actions, &DocumentActionController::documentCreated, this, &DocumentsPage::openDocumentRequested);

    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_table, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        QMenu menu(this);
        menu.addActions(pageActions());
        menu.exec(m_table->viewport()->mapToGlobal(pos));
    });
}

QList<QAction *> DocumentsPage::pageActions() const
{
    QList<QAction *> list;
    if (m_new)
        list << m_new << m_edit << m_duplicate << m_separator;
    list << m_actions->actions();
    return list;
}

void DocumentsPage::newDocument()
{
    if (m_kind == DocumentKind::Receipt || !m_session.isValid())
        return;
    DocumentEditor *editor = DocumentEditor::openNew(m_session, m_kind, window());
    connect(editor, &DocumentEditor::saved, this, &DocumentsPage::onDocumentSaved);
    m_editors.append(editor);
}

void DocumentsPage::editCurrent()
{
    const QString uuid = currentUuid();
    if (m_kind == DocumentKind::Receipt || uuid.isEmpty() || !m_session.isValid())
        return;
    DocumentEditor *editor = DocumentEditor::openExisting(m_session, m_kind, uuid, window());
    connect(editor, &DocumentEditor::saved, this, &DocumentsPage::onDocumentSaved);
    m_editors.append(editor);
}

void DocumentsPage::onDocumentSaved(DocumentKind kind, const QString &uuid)
{
    if (kind != m_kind) {
        emit openDocumentRequested(kind, uuid);
        return;
    }
    showDocument(uuid);
    storeChanged(); // the editor wrote the document into the store
    if (uuid == currentUuid())
        m_detail->showDocument(m_kind, uuid);
}

bool DocumentsPage::maySwitchAway()
{
    // Open editors ask about their own unsaved changes when they are closed.
    for (const QPointer<QWidget> &editor : std::as_const(m_editors)) {
        if (editor && !editor->close())
            return false;
    }
    return true;
}

void DocumentsPage::setUpColumns()
{
    using M = DocumentListModel;
    m_columns = {M::Number, M::Date, M::Customer, M::Title, M::Total, M::State};
    if (hasOpenAmount(m_kind))
        m_columns << M::OpenAmount;
    if (hasDueDate(m_kind))
        m_columns << M::DueDate;
    if (m_kind == DocumentKind::Invoice)
        m_columns << M::Dunning;
    if (isSent(m_kind))
        m_columns << M::SentStatus;

    // Fixed, readable widths: ResizeToContents would measure every one of 100,000 rows.
    const QFontMetrics fm = m_table->fontMetrics();
    const auto width = [&fm](const QString &sample) {
        return fm.horizontalAdvance(sample) + 16;
    };
    m_table->setColumnWidth(M::Number, width(QStringLiteral("RE-2026-0000")));
    m_table->setColumnWidth(M::Date, width(QStringLiteral("00.00.0000")));
    m_table->setColumnWidth(M::Customer, width(QStringLiteral("Bernasconi Architekt")));
    m_table->setColumnWidth(M::Title, width(QStringLiteral("Consulting se")));
    m_table->setColumnWidth(M::Total, width(QStringLiteral("CHF 00'000.00")));
    m_table->setColumnWidth(M::OpenAmount, width(QStringLiteral("CHF 00'000.00")));
    m_table->setColumnWidth(M::DueDate, width(QStringLiteral("00.00.0000")));
    m_table->setColumnWidth(M::SentStatus, width(tr("Sending failed")));
    m_table->setColumnWidth(M::Dunning, width(tr("Final dunning")));
    m_table->setColumnWidth(M::State, width(tr("Cancelled")));
    m_table->sortByColumn(M::Date, Qt::DescendingOrder);

    // Right-click on the header chooses the columns; the choice, order and widths are remembered per kind.
    QHeaderView *header = m_table->horizontalHeader();
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(header, &QHeaderView::customContextMenuRequested, this, [this, header](const QPoint &pos) {
        QMenu menu(this);
        for (int c : std::as_const(m_columns)) {
            QAction *a = menu.addAction(m_model->headerData(c, Qt::Horizontal).toString());
            a->setCheckable(true);
            a->setChecked(!header->isSectionHidden(c));
            a->setEnabled(c != DocumentListModel::Number); // the number always stays
            connect(a, &QAction::toggled, header, [header, c](bool on) { header->setSectionHidden(c, !on); });
        }
        menu.exec(header->mapToGlobal(pos));
    });
    const QByteArray state = QSettings().value(settingsKey()).toByteArray();
    if (state.isEmpty() || !header->restoreState(state))
        header->setSectionHidden(M::SentStatus, m_kind == DocumentKind::Invoice); // "Status" says enough
    for (int c = 0; c < M::ColumnCount; ++c) {
        if (!m_columns.contains(c))
            header->setSectionHidden(c, true); // not a field of this kind
    }
    connect(header, &QHeaderView::sectionResized, this, &DocumentsPage::saveHeader);
    connect(header, &QHeaderView::sectionMoved, this, &DocumentsPage::saveHeader);
    connect(header, &QHeaderView::sortIndicatorChanged, this, &DocumentsPage::saveHeader);
    connect(header, &QHeaderView::geometriesChanged, this, &DocumentsPage::saveHeader);
}

QString DocumentsPage::settingsKey() const
{
    return QStringLiteral("documents/%1/header").arg(DocumentKinds::pathSegment(m_kind));
}

QString DocumentsPage::pageMenuTitle() const
{
    return tr("&Document");
}

void DocumentsPage::openSession(const SessionContext &session)
{
    m_session = session;
    m_actions->setSession(session);
    m_detail->setApiClient(session.client);
    const QString dataDir = session.dataDir;
    const QString account = session.accountUuid;
    m_detail->setCache(
        [dataDir, account](DocumentKind kind, const QString &uuid) {
            return DocumentStore(dataDir, account).detail(kind, uuid);
        },
        [dataDir, account](DocumentKind kind, const QString &uuid, const QByteArray &json) {
            DocumentStore(dataDir, account).saveDetail(kind, uuid, json);
        });
    m_detail->clear();
    m_keepUuid.clear();
    m_model->setRows({});
    storeChanged();
}

void DocumentsPage::storeChanged()
{
    if (m_session.accountUuid.isEmpty())
        return;
    const QString dataDir = m_session.dataDir;
    const QString account = m_session.accountUuid;
    const DocumentKind kind = m_kind;
    // Runs on a pool thread: reading 100,000 rows must not freeze the window.
    m_model->reloadAsync([dataDir, account, kind] { return DocumentStore(dataDir, account).loadAll(kind); });
}

void DocumentsPage::restoreCurrent()
{
    const QString keep = std::exchange(m_keepUuid, QString());
    // The current row survives a reload by itself (the proxy maps it by uuid); only set one when none is
    // left, so a multiple selection stays as it was.
    if (m_table->currentIndex().isValid() && (keep.isEmpty() || currentUuid() == keep))
        return;
    int row = 0;
    if (!keep.isEmpty()) {
        const QModelIndex found = m_filter->indexOfUuid(keep);
        if (found.isValid())
            row = found.row();
    }
    if (m_filter->rowCount() > 0) {
        m_table->setCurrentIndex(m_filter->index(row, 0));
        m_table->scrollTo(m_table->currentIndex());
    }
}

void DocumentsPage::showDocument(const QString &uuid)
{
    const QModelIndex found = m_filter->indexOfUuid(uuid);
    if (found.isValid()) {
        m_table->setCurrentIndex(found);
        m_table->scrollTo(found);
        return;
    }
    m_keepUuid = uuid; // made current when the next reload brings it
}

void DocumentsPage::saveHeader()
{
    QSettings().setValue(settingsKey(), m_table->horizontalHeader()->saveState());
}

void DocumentsPage::focusSearch()
{
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
}

void DocumentsPage::applyPeriod()
{
    const QDate today = QDate::currentDate();
    const QDate monthStart(today.year(), today.month(), 1);
    const int period = m_period->currentData().toInt();
    m_from->setVisible(period == CustomRange);
    m_to->setVisible(period == CustomRange);
    QDate from;
    QDate to;
    switch (period) {
    case ThisMonth:
        from = monthStart;
        to = monthStart.addMonths(1).addDays(-1);
        break;
    case LastMonth:
        from = monthStart.addMonths(-1);
        to = monthStart.addDays(-1);
        break;
    case ThisQuarter:
        from = QDate(today.year(), (today.month() - 1) / 3 * 3 + 1, 1);
        to = from.addMonths(3).addDays(-1);
        break;
    case ThisYear:
        from = QDate(today.year(), 1, 1);
        to = QDate(today.year(), 12, 31);
        break;
    case LastYear:
        from = QDate(today.year() - 1, 1, 1);
        to = QDate(today.year() - 1, 12, 31);
        break;
    case CustomRange:
        from = m_from->date();
        to = m_to->date();
        break;
    default:
        break;
    }
    m_filter->setDateRange(from, to);
}

void DocumentsPage::updateCounts()
{
    const int shown = m_filter->visibleCount();
    const int total = m_filter->totalCount();
    m_count->setText(shown == total ? DocumentKindText::count(m_kind, total)
                                    : DocumentKindText::countOf(m_kind, shown, total));
    const QLocale locale;
    for (QAbstractButton *button : m_quickFilters->buttons()) {
        const auto filter = DocumentFilterModel::QuickFilter(m_quickFilters->id(button));
        if (filter == DocumentFilterModel::All)
            continue;
        const int n = m_filter->quickFilterCount(filter);
        button->setText(tr("%1 (%2)").arg(quickFilterLabel(filter), locale.toString(n)));
    }
}

QString DocumentsPage::currentUuid() const
{
    return m_table->currentIndex().data(DocumentListModel::UuidRole).toString();
}

QStringList DocumentsPage::selectedUuids() const
{
    QStringList uuids;
    QModelIndexList rows = m_table->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(),
        [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    for (const QModelIndex &index : std::as_const(rows))
        uuids << index.data(DocumentListModel::UuidRole).toString();
    if (uuids.isEmpty() && !currentUuid().isEmpty())
        uuids << currentUuid();
    return uuids;
}

void DocumentsPage::onCurrentChanged()
{
    const QString uuid = currentUuid();
    if (uuid.isEmpty())
        m_detail->clear();
    else
        m_detail->showDocument(m_kind, uuid);
}
