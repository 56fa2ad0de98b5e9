#include "views/documents/DocumentsPage.h"

#include "documents/DocumentListSource.h"
#include "domain/DateText.h"
#include "domain/DocumentRules.h"
#include "domain/DunningLevel.h"
#include "domain/Money.h"
#include "models/DocumentFilterModel.h"
#include "models/DocumentListModel.h"
#include "records/ReferenceData.h"
#include "views/HeaderStateSaver.h"
#include "views/documents/DocumentActionController.h"
#include "views/documents/DocumentDetailPane.h"
#include "views/documents/DocumentEditorRegistry.h"
#include "views/documents/DocumentFilterBar.h"
#include "views/documents/DocumentKindText.h"

#include <QComboBox>
#include <QHash>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QScopedValueRollback>
#include <QSplitter>
#include <QStyle>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

DocumentsPage::DocumentsPage(DocumentKind kind, QWidget *parent)
    : WorkspacePage(parent)
    , m_kind(kind)
    , m_model(new DocumentListModel(this))
    , m_filter(new DocumentFilterModel(this))
    , m_filterBar(new DocumentFilterBar(kind, m_filter, this))
    , m_summary(new QLabel(this))
    , m_table(new QTableView(this))
    , m_detail(new DocumentDetailPane(this))
    , m_source(new DocumentListSource(this))
    , m_actions(new DocumentActionController(this))
    , m_selectionTimer(new QTimer(this))
    , m_editors(new DocumentEditorRegistry(this))
{
    setObjectName(QStringLiteral("documents-%1").arg(DocumentKinds::pathSegment(kind)));
    m_filter->setSourceModel(m_model);

    m_table->setModel(m_filter);
    m_table->setSortingEnabled(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setSectionsMovable(true);
    setUpColumns();

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_filterBar);
    leftLayout->addWidget(m_table, 1);
    m_summary->setWordWrap(true);
    m_summary->setObjectName(QStringLiteral("currencySummary"));
    leftLayout->addWidget(m_summary);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setObjectName(QStringLiteral("documentSplitter"));
    splitter->addWidget(left);
    splitter->addWidget(m_detail);
    // The detail pane starts at its preferred width and keeps it when the window grows; the list takes
    // the rest (the user can still drag the handle).
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 0);
    splitter->setSizes({4 * m_detail->sizeHint().width(), m_detail->sizeHint().width()});
    splitter->setChildrenCollapsible(false);
    m_splitter = splitter;
    connect(splitter, &QSplitter::splitterMoved, this, [this] { m_splitterPlaced = true; });
    // Its resizes: fitListBesideDetail(). The table's, not its viewport's, which narrows when a search
    // brings the vertical scroll bar and would move the pane at every key.

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 6, 2, 6); // the width goes to the list and the pane
    layout->addWidget(splitter);

    m_filterBar->searchField()->installEventFilter(this);
    m_table->installEventFilter(this);
    connect(m_filter, &DocumentFilterModel::countsChanged, this, &DocumentsPage::updateCounts);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
        &DocumentsPage::onCurrentChanged);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
        &DocumentsPage::selectionChanged);
    // A search or filter hides rows without a selectionChanged for them: the actions must follow too.
    connect(m_filter, &QAbstractItemModel::layoutChanged, this, &DocumentsPage::selectionChanged);
    connect(m_filter, &QAbstractItemModel::modelReset, this, &DocumentsPage::selectionChanged);
    // A reload that changed a few rows changes them in place (their state, so their actions, too).
    connect(m_filter, &QAbstractItemModel::dataChanged, this, &DocumentsPage::selectionChanged);
    connect(m_filter, &QAbstractItemModel::rowsRemoved, this, &DocumentsPage::selectionChanged);
    // Nor does the current row say it left: the detail pane must not keep showing a hidden document.
    const auto followCurrent = [this] {
        if (currentUuid() != m_detail->currentUuid())
            onCurrentChanged();
    };
    connect(m_filter, &QAbstractItemModel::layoutChanged, this, followCurrent);
    connect(m_filter, &QAbstractItemModel::modelReset, this, followCurrent);
    connect(m_filter, &QAbstractItemModel::rowsRemoved, this, followCurrent);
    connect(m_detail, &DocumentDetailPane::documentRequested, this, &DocumentsPage::openDocumentRequested);
    // After a reload, keep the document the user was looking at; at first, show the newest one.
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
        if (m_keepUuid.isEmpty())
            m_keepUuid = currentUuid();
    });
    connect(m_model, &DocumentListModel::reloaded, this, &DocumentsPage::restoreCurrent);
    updateCounts();
    createCommands();
}

DocumentsPage::~DocumentsPage()
{
    // The list model, deleted after this, waits for its loader; tell the loader to stop reading first.
    m_source->stopReading();
    // The header as it is now is what the next window shows: written before the table is gone.
    m_headerState->flush();
}

void DocumentsPage::newDocument()
{
    if (m_kind == DocumentKind::Receipt || !m_session.isValid())
        return;
    m_editors->openNew(m_session, m_kind, window());
}

void DocumentsPage::adoptEditor(DocumentEditor *editor)
{
    m_editors->add(editor);
}

void DocumentsPage::editCurrent()
{
    const QString uuid = currentUuid();
    if (m_kind == DocumentKind::Receipt || uuid.isEmpty() || !m_session.isValid())
        return;
    m_editors->openExisting(m_session, m_kind, uuid, window());
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

void DocumentsPage::askToSwitchAway(const SwitchAnswer &answer)
{
    m_editors->askToClose(answer);
}

void DocumentsPage::setUpColumns()
{
    using M = DocumentListModel;
    m_columns = {M::Number, M::Date, M::Customer, M::Title, M::State};
    if (DocumentRules::hasTotal(m_kind))
        m_columns << M::Total;
    if (DocumentRules::hasOpenAmount(m_kind))
        m_columns << M::OpenAmount;
    if (DocumentRules::hasDueDate(m_kind))
        m_columns << M::DueDate;
    if (m_kind == DocumentKind::Invoice)
        m_columns << M::Dunning;
    if (DocumentRules::hasSentStatus(m_kind))
        m_columns << M::SentStatus;

    // Fixed widths from the font and the longest text a column can hold in this language and locale
    // (ResizeToContents would measure every one of 100,000 rows), never narrower than the header.
    const QFontMetrics fm = m_table->fontMetrics();
    const QFontMetrics headerFm = m_table->horizontalHeader()->fontMetrics();
    // The delegate keeps the focus frame's margin and one pixel on each side of the text; 2 more to breathe
    // (the four-digit years of the dates took that room from the title at 1366 px in German).
    const int cellMargin =
        2 * (m_table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_table) + 1) + 2;
    const int sortIndicator = m_table->style()->pixelMetric(QStyle::PM_HeaderMarkSize, nullptr, m_table) + 12;
    QHash<int, int> fitted; // the columns whose longest text is known, and the width it needs
    const auto fit = [&](int column, const QStringList &samples, int extra = 0) {
        int widest = headerFm.horizontalAdvance(m_model->headerData(column, Qt::Horizontal).toString())
            + sortIndicator;
        for (const QString &sample : samples)
            widest = qMax(widest, fm.horizontalAdvance(sample) + cellMargin + extra);
        m_table->setColumnWidth(column, widest);
        fitted.insert(column, widest);
    };
    const QLocale locale;
    QStringList dates;
    for (int month = 1; month <= 12; ++month) // the widest month name or number of the short format
        dates << DateText::of(QDate(2026, month, 28), locale);
    const QString amount = Money::format(Q_INT64_C(9999999), QStringLiteral("CHF"), locale); // 99'999.99
    QStringList states;
    for (const auto state : {M::DocumentState::Overdue, M::DocumentState::Open, M::DocumentState::Paid,
             M::DocumentState::Archived, M::DocumentState::Cancelled})
        states << M::stateText(state);
    fit(M::Number, {QStringLiteral("RE-2026-0000")});
    fit(M::Date, dates);
    // Customers' names are elided after 15 characters or so: the detail pane beside the list (300 pixels
    // at least) shows the whole name, and the title keeps room at 1366 pixels in German.
    m_table->setColumnWidth(M::Customer, fm.averageCharWidth() * 15 + cellMargin);
    // Two more pixels for amounts: a real one may be a little wider than the sample (other digits).
    fit(M::Total, {amount}, 2);
    fit(M::OpenAmount, {amount}, 2);
    fit(M::DueDate, dates);
    fit(M::SentStatus,
        {M::sentStatusText(QStringLiteral("OPEN")), M::sentStatusText(QStringLiteral("SENT")),
            M::sentStatusText(QStringLiteral("ERROR"))});
    QStringList levels;
    for (const DunningLevel level : DunningLevels::reached())
        levels << DunningLevels::text(level);
    fit(M::Dunning, levels);
    fit(M::State, states);
    m_table->sortByColumn(M::Date, Qt::DescendingOrder);

    // Right-click on the header chooses the columns; the choice, order and widths are remembered per kind.
    QHeaderView *header = m_table->horizontalHeader();
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(header, &QHeaderView::customContextMenuRequested, this, [this, header](const QPoint &pos) {
        auto *menu = new QMenu(this);
        menu->setAttribute(Qt::WA_DeleteOnClose);
        for (int c : std::as_const(m_columns)) {
            QAction *a = menu->addAction(m_model->headerData(c, Qt::Horizontal).toString());
            a->setCheckable(true);
            a->setChecked(!header->isSectionHidden(c));
            a->setEnabled(c != DocumentListModel::Number); // the number always stays
            connect(a, &QAction::toggled, header, [header, c](bool on) { header->setSectionHidden(c, !on); });
        }
        menu->popup(header->mapToGlobal(pos));
    });
    m_headerState = new HeaderStateSaver(
        header, QStringLiteral("documents/%1/header").arg(DocumentKinds::pathSegment(m_kind)), this);
    if (!m_headerState->restore())
        header->setSectionHidden(M::SentStatus, m_kind == DocumentKind::Invoice); // "Status" says enough
    for (int c = 0; c < M::ColumnCount; ++c) {
        if (!m_columns.contains(c))
            header->setSectionHidden(c, true); // not a field of this kind
    }
    // Widths saved by an older version (or in another language) may clip dates and levels.
    for (auto it = fitted.cbegin(); it != fitted.cend(); ++it) {
        if (header->sectionSize(it.key()) < it.value())
            header->resizeSection(it.key(), it.value());
    }
    // The title (free text, elided anyway) takes what the other columns leave, so they all stay in view.
    header->setStretchLastSection(false);
    header->setSectionResizeMode(M::Title, QHeaderView::Stretch);
    // Rows are selected whole: a column header would only light up when every row is. Finding that out
    // is QItemSelectionModel::isColumnSelected, rows times selection ranges for each section at each
    // paint of the header, which grows with every row picked one by one.
    // Switching the highlight off is not enough: QHeaderView still asks whether the neighbours of each
    // section are selected (the style's "selected position"), the same work. The header gets a selection
    // model of its own that never holds a selection (rows are selected in the table's; a click on the
    // header sorts); found again with perf, Delete 1,000 under load.
    header->setHighlightSections(false);
    header->setSelectionModel(new QItemSelectionModel(m_filter, header));
    m_headerState->watch();
    // After a sort the current document stays in view (it moved; the scroll position did not).
    connect(header, &QHeaderView::sortIndicatorChanged, this, [this] {
        QMetaObject::invokeMethod(
            this,
            [this] {
                if (m_table->currentIndex().isValid())
                    m_table->scrollTo(m_table->currentIndex(), QAbstractItemView::PositionAtCenter);
            },
            Qt::QueuedConnection);
    });
}

// A narrow window (1366 px, German): the detail pane yields width, down to its minimum, until the list
// shows every column and a title of 20 characters without scrolling sideways; a wider one gets it back
// up to the pane's preferred width. Once the user has dragged the handle, it stays where it was put.
void DocumentsPage::fitListBesideDetail()
{
    if (m_splitterPlaced || m_fitting || !m_splitter || !isVisible())
        return;
    const QScopedValueRollback fitting(m_fitting, true); // setSizes() resizes the viewport again
    const QHeaderView *header = m_table->horizontalHeader();
    int needed = m_table->fontMetrics().averageCharWidth() * 20;
    for (int c = 0; c < header->count(); ++c) {
        if (c != DocumentListModel::Title && !header->isSectionHidden(c))
            needed += header->sectionSize(c);
    }
    // As if the vertical scroll bar were always there: the pane keeps its width whatever the rows.
    const int listRoom = m_table->width() - 2 * m_table->frameWidth()
        - m_table->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_table);
    const int missing = needed - listRoom;
    const int least = qMax(m_detail->minimumWidth(), m_detail->minimumSizeHint().width());
    const int preferred = m_detail->sizeHint().width();
    int shift = 0; // what the list takes from the detail pane
    if (missing > 0)
        shift = qMin(missing, qMax(0, m_detail->width() - least));
    else if (m_detail->width() < preferred)
        shift = -qMin(-missing, preferred - m_detail->width());
    if (shift == 0)
        return;
    QList<int> sizes = m_splitter->sizes();
    sizes[0] += shift;
    sizes[1] -= shift;
    m_splitter->setSizes(sizes);
}

QString DocumentsPage::pageMenuTitle() const
{
    return tr("&Document");
}

void DocumentsPage::openSession(const SessionContext &session)
{
    // Editors of the old session: every unsaved change was asked about before the switch.
    m_editors->closeAll();
    m_session = session;
    m_source->setSession(session.dataDir, session.accountUuid);
    m_detail->setSession(session);
    unitsChanged();
    m_detail->clear();
    m_keepUuid.clear();
    m_filterBar->clear(); // the previous account's search and filters mean nothing here
    m_model->setRows(DocumentRows());
    // The rows are read on a pool thread: started first, the reading runs while the actions are made.
    storeChanged();
    m_actions->setSession(session);
}

void DocumentsPage::storeChanged()
{
    if (m_session.accountUuid.isEmpty())
        return;
    m_detail->rereadStored(); // the links of the document shown name what the sync brought
    // A page not in sight reads its rows when it is next shown: the window starts with one list in
    // memory, not eight.
    m_loadPending = !isVisible();
    if (!m_loadPending)
        loadRows();
}

void DocumentsPage::unitsChanged()
{
    if (m_session.accountUuid.isEmpty())
        return;
    // The session's reference data, made at its start, holds the units (ReferenceData::shared).
    const auto reference = m_session.referenceData();
    m_detail->setUnits(reference->snapshot()->units);
}

void DocumentsPage::loadRows()
{
    m_loadPending = false;
    // Both on a pool thread: reading 100,000 rows must not freeze the window. At the first load of a
    // session, a screenful in the list's default order comes first, so rows are painted at once; the
    // whole list follows with its search index (built there too) as one more change.
    // A read still running when the page goes stops at its next row (see ~DocumentsPage).
    const auto read = [reader = m_source->rowReader(m_kind)](int newestLimit) {
        DocumentRows rows;
        reader(newestLimit, [&rows](const DocumentSummary &row) {
            rows.append(row);
            return true;
        });
        return rows;
    };
    // The model compares the rows read with those shown and orders them by every column there as well.
    m_model->reloadAsync([read] { return read(0); }, [read] { return read(FirstScreenRows); });
}

void DocumentsPage::showEvent(QShowEvent *event)
{
    WorkspacePage::showEvent(event);
    if (m_loadPending && !m_session.accountUuid.isEmpty())
        loadRows();
}

void DocumentsPage::restoreCurrent()
{
    const QString keep = m_keepUuid;
    const bool listed = !keep.isEmpty() && m_model->rowOfUuid(keep) >= 0;
    // A document asked for that this reload does not bring yet (the sync that brings it still on its
    // way: a reload that adds a few rows applies them as such, soon after) is made current by a later
    // reload; until then the current row stays.
    if (listed || keep.isEmpty())
        m_keepUuid.clear();
    // The current row survives a reload by itself (the proxy maps it by uuid); only set one when none is
    // left, so a multiple selection stays as it was.
    if (m_table->currentIndex().isValid() && (!listed || currentUuid() == keep))
        return;
    int row = 0;
    if (listed) {
        if (!m_filter->indexOfUuid(keep).isValid())
            clearFilters(); // the document asked for is there, but hidden
        row = m_filter->indexOfUuid(keep).row();
    }
    if (m_filter->rowCount() > 0)
        selectOnly(m_filter->index(std::max(row, 0), 0));
}

void DocumentsPage::showDocument(const QString &uuid)
{
    QModelIndex found = m_filter->indexOfUuid(uuid);
    if (!found.isValid() && m_model->rowOfUuid(uuid) >= 0) {
        clearFilters();
        found = m_filter->indexOfUuid(uuid);
    }
    if (found.isValid()) {
        m_keepUuid.clear();
        selectOnly(found);
        return;
    }
    m_keepUuid = uuid; // made current when the next reload brings it
}

void DocumentsPage::selectOnly(const QModelIndex &index)
{
    // A new or converted document is what the next command is for: nothing else stays selected.
    m_table->selectionModel()->setCurrentIndex(
        index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_table->scrollTo(index);
}

QLineEdit *DocumentsPage::searchField() const
{
    return m_filterBar->searchField();
}

QComboBox *DocumentsPage::periodBox() const
{
    return m_filterBar->periodBox();
}

void DocumentsPage::clearFilters()
{
    m_filterBar->clear();
}

void DocumentsPage::showOpenInvoices(const QString &search)
{
    m_filterBar->showOpen(search);
}

bool DocumentsPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table && event->type() == QEvent::Resize)
        fitListBesideDetail();
    if (event->type() != QEvent::KeyPress)
        return WorkspacePage::eventFilter(watched, event);
    const auto *key = static_cast<QKeyEvent *>(event);
    if ((key->modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier)
        return WorkspacePage::eventFilter(watched, event);
    // From the search to what it found: the first row shown becomes the current and only selected one.
    if (watched == m_filterBar->searchField()
        && (key->key() == Qt::Key_Down || key->key() == Qt::Key_PageDown)) {
        if (m_filter->rowCount() == 0)
            return true;
        const QModelIndex current = m_table->currentIndex();
        selectOnly(m_filter->index(0, current.isValid() ? current.column() : int(DocumentListModel::Number)));
        m_table->setFocus(Qt::TabFocusReason);
        return true;
    }
    // And back: Up on the first row returns to the search, its text kept for changing.
    if (watched == m_table && key->key() == Qt::Key_Up && m_table->currentIndex().row() == 0) {
        m_filterBar->searchField()->setFocus(Qt::BacktabFocusReason);
        return true;
    }
    return WorkspacePage::eventFilter(watched, event);
}

void DocumentsPage::focusSearch()
{
    m_filterBar->searchField()->setFocus(Qt::ShortcutFocusReason);
    m_filterBar->searchField()->selectAll();
}

void DocumentsPage::updateCounts()
{
    m_filterBar->updateCounts(countText());
    m_summary->setText(summaryText());
}

QString DocumentsPage::countText() const
{
    const int shown = m_filter->visibleCount();
    const int total = m_filter->totalCount();
    return shown == total ? DocumentKindText::count(m_kind, total)
                          : DocumentKindText::countOf(m_kind, shown, total);
}

QString DocumentsPage::summaryText() const
{
    if (!DocumentRules::hasTotal(m_kind))
        return {};
    // Per currency, never added across currencies.
    QStringList parts;
    const QLocale locale;
    for (const DocumentFilterModel::CurrencyTotal &t : m_filter->visibleTotals()) {
        QString part = tr("%n in %1: %2", nullptr, t.count)
                           .arg(t.currency, Money::format(t.totalMinor, t.currency, locale));
        if (DocumentRules::hasOpenAmount(m_kind))
            part = tr("%1, open %2").arg(part, Money::format(t.openMinor, t.currency, locale));
        parts << part;
    }
    return parts.join(QStringLiteral(" · "));
}

QString DocumentsPage::currentUuid() const
{
    return m_table->currentIndex().data(DocumentListModel::UuidRole).toString();
}

QStringList DocumentsPage::selectedUuids() const
{
    // Only the uuids: Ctrl+A on 100,000 builds no SelectedDocument for them.
    QStringList uuids;
    const DocumentRows &rows = m_model->rows();
    const std::vector<int> sources = selectedSourceRows();
    uuids.reserve(qsizetype(sources.size()));
    for (const int source : sources)
        uuids << rows.uuid(source);
    return uuids;
}

std::vector<int> DocumentsPage::selectedSourceRows() const
{
    // The selection's ranges, not selectedRows(): that asks isRowSelected() for every row, which is
    // quadratic in the number of ranges. Rows are marked, then read in list order.
    const int count = m_filter->rowCount();
    std::vector<char> marked(size_t(count), 0);
    size_t selected = 0;
    for (const QItemSelectionRange &range : m_table->selectionModel()->selection()) {
        if (!range.isValid() || range.model() != m_filter)
            continue;
        for (int row = std::max(0, range.top()); row <= std::min(range.bottom(), count - 1); ++row) {
            selected += marked[size_t(row)] ? 0 : 1;
            marked[size_t(row)] = 1;
        }
    }
    const QModelIndex current = m_table->currentIndex();
    if (selected == 0 && current.isValid() && current.row() < count) {
        marked[size_t(current.row())] = 1;
        selected = 1;
    }
    const qsizetype size = m_model->rows().size();
    std::vector<int> sources;
    sources.reserve(selected);
    for (int row = 0; row < count; ++row) {
        if (!marked[size_t(row)])
            continue;
        const int source = m_filter->mapToSource(m_filter->index(row, 0)).row();
        if (source >= 0 && source < size)
            sources.push_back(source);
    }
    return sources;
}

DocumentSelection DocumentsPage::selectedDocuments() const
{
    const DocumentRows &rows = m_model->rows();
    const QDate today = m_model->today();
    const qint64 todayJd = today.toJulianDay();
    const std::vector<int> sources = selectedSourceRows();
    DocumentSelection documents;
    documents.reserve(qsizetype(sources.size()));
    // The state key depends on a few fields only: it is made once per combination of them (a handful
    // among 100,000 rows), not once per row; neighbouring rows mostly share it. Nothing is allocated
    // per row (Ctrl+A on 100,000).
    QHash<QPair<quint64, quint32>, int> stateKeys;
    QPair<quint64, quint32> previousKey;
    int previousState = -1;
    QHash<quint32, int> currencies; // interned id -> the selection's
    quint32 previousCurrencyId = 0;
    int previousCurrency = -1;
    for (const int source : sources) {
        const qint64 open = rows.openMinor(source).value_or(0);
        const qint32 due = rows.dueDay(source);
        const bool overdue = due != DocumentRows::NoDay && due < todayJd && open > 0;
        const quint64 bits = quint64(rows.kind(source)) | quint64(rows.archived(source)) << 8
            | quint64(rows.cancelled(source)) << 9 | quint64(open > 0) << 10 | quint64(overdue) << 11
            | quint64(rows.sentStatusId(source)) << 32;
        const QPair<quint64, quint32> key {bits, rows.dunningLevelId(source)};
        if (previousState < 0 || key != previousKey) {
            auto state = stateKeys.constFind(key);
            if (state == stateKeys.constEnd()) {
                state = stateKeys.insert(key,
                    documents.addState(SelectedDocument::fromSummary(rows.summary(source), today).state));
            }
            previousKey = key;
            previousState = state.value();
        }
        const quint32 currencyId = rows.currencyId(source);
        if (previousCurrency < 0 || currencyId != previousCurrencyId) {
            auto currency = currencies.constFind(currencyId);
            if (currency == currencies.constEnd())
                currency = currencies.insert(currencyId, documents.addCurrency(rows.currency(source)));
            previousCurrencyId = currencyId;
            previousCurrency = currency.value();
        }
        const QUuid uuid = rows.binaryUuid(source);
        documents.append(uuid, uuid.isNull() ? QStringView(rows.uuid(source)) : QStringView(),
            rows.number(source), previousState, rows.updatedMs(source), previousCurrency,
            rows.totalMinor(source), rows.openMinor(source));
    }
    return documents;
}

void DocumentsPage::onCurrentChanged()
{
    const QString uuid = currentUuid();
    if (uuid.isEmpty())
        m_detail->clear();
    else
        m_detail->showDocument(m_kind, uuid);
}
