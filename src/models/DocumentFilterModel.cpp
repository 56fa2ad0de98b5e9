#include "models/DocumentFilterModel.h"

#include "models/UiLogging.h"

#include <QHash>
#include <QLocale>

#include <algorithm>
#include <limits>
#include <numeric>

namespace {

// Per-row bits for the quick filters (named apart from QuickFilter, whose Open and Archived are in scope).
constexpr quint8 RowOwes = DocumentSearchIndex::RowOwes;
constexpr quint8 RowCancelled = DocumentSearchIndex::RowCancelled;
constexpr quint8 RowArchived = DocumentSearchIndex::RowArchived;
constexpr quint8 RowSent = DocumentSearchIndex::RowSent;

constexpr qint64 NoDate = DocumentSearchIndex::NoDate; // what QDate().toJulianDay() gives

// Searches after this many narrowing steps forget the oldest (widest) results; each holds a row list.
constexpr qsizetype MaxSearchSteps = 32;

// Below this share of all rows, checking the shown rows one by one beats a pass over the whole buffer.
constexpr qsizetype ScanAllDivisor = 8;

// The form both the search text and the rows' text are compared in: composed (so "ü" typed and "ü"
// stored as u + combining diaeresis are the same), case-folded, accents kept.
QString searchForm(const QString &text)
{
    return text.normalized(QString::NormalizationForm_C).toCaseFolded();
}

} // namespace

DocumentFilterModel::DocumentFilterModel(QObject *parent)
    : QAbstractProxyModel(parent)
{ }

// --- source ---------------------------------------------------------------------------------------

void DocumentFilterModel::setSourceModel(QAbstractItemModel *source)
{
    auto *documents = qobject_cast<DocumentListModel *>(source);
    if (source && !documents) {
        qCWarning(lcUi, "DocumentFilterModel: the source must be a DocumentListModel");
        return;
    }
    if (documents == m_source)
        return;
    beginResetModel();
    disconnectSource();
    m_source = documents;
    QAbstractProxyModel::setSourceModel(documents);
    connectSource();
    rebuild(true);
    endResetModel();
    emit countsChanged();
}

void DocumentFilterModel::connectSource()
{
    if (!m_source)
        return;
    const DocumentListModel *s = m_source;
    const auto about = [this] {
        sourceAboutToChange();
    };
    const auto done = [this] {
        sourceChanged(true);
    };
    m_connections = {
        connect(s, &QAbstractItemModel::modelAboutToBeReset, this, about),
        connect(s, &QAbstractItemModel::modelReset, this, done),
        connect(s, &QAbstractItemModel::rowsAboutToBeInserted, this, about),
        connect(s, &QAbstractItemModel::rowsInserted, this, done),
        connect(s, &QAbstractItemModel::rowsAboutToBeRemoved, this, about),
        connect(s, &QAbstractItemModel::rowsRemoved, this, done),
        connect(s, &QAbstractItemModel::rowsAboutToBeMoved, this, about),
        connect(s, &QAbstractItemModel::rowsMoved, this, done),
        connect(s, &QAbstractItemModel::layoutAboutToBeChanged, this, about),
        connect(s, &QAbstractItemModel::layoutChanged, this, done),
        connect(s, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex &from, const QModelIndex &to, const QList<int> &roles) {
                // The search text and the sort keys come from the rows' fields, except the State column's
                // (it depends on the date too): a change of only that, or only of other roles, needs no
                // new search text.
                const bool stateOnly =
                    from.column() == DocumentListModel::State && to.column() == DocumentListModel::State;
                const bool textRoles = roles.isEmpty() || roles.contains(Qt::DisplayRole)
                    || roles.contains(Qt::EditRole) || roles.contains(DocumentListModel::SortRole);
                sourceAboutToChange();
                sourceChanged(textRoles && !stateOnly);
            }),
        connect(s, &QAbstractItemModel::headerDataChanged, this,
            [this](Qt::Orientation orientation, int first, int last) {
                if (orientation == Qt::Horizontal)
                    emit headerDataChanged(orientation, first, last);
            }),
        // The columns are fixed; should they ever change, start afresh.
        connect(s, &QAbstractItemModel::columnsAboutToBeInserted, this, [this] { beginResetModel(); }),
        connect(s, &QAbstractItemModel::columnsInserted, this,
            [this] {
                rebuild(true);
                endResetModel();
            }),
        connect(s, &QAbstractItemModel::columnsAboutToBeRemoved, this, [this] { beginResetModel(); }),
        connect(s, &QAbstractItemModel::columnsRemoved, this,
            [this] {
                rebuild(true);
                endResetModel();
            }),
        connect(s, &QObject::destroyed, this, &DocumentFilterModel::sourceDestroyed),
    };
}

void DocumentFilterModel::disconnectSource()
{
    for (const QMetaObject::Connection &c : std::as_const(m_connections))
        disconnect(c);
    m_connections.clear();
}

void DocumentFilterModel::sourceDestroyed()
{
    // No signals, as QSortFilterProxyModel does: a source is mostly destroyed along with its parent
    // window, whose slots must not run any more. QAbstractProxyModel invalidates the persistent indexes.
    m_connections.clear();
    m_source = nullptr;
    rebuild(true);
}

void DocumentFilterModel::sourceAboutToChange()
{
    if (m_sourceChanging)
        return;
    m_sourceChanging = true;
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    // Rows are found again by uuid afterwards: source rows may have moved, been removed, or all been
    // replaced by a reset (which leaves no source index to follow).
    m_pendingIndexes = persistentIndexList();
    m_pendingUuids.clear();
    m_pendingUuids.reserve(m_pendingIndexes.size());
    const DocumentRows &rows = m_source->rows();
    for (const QModelIndex &index : std::as_const(m_pendingIndexes)) {
        const int row = index.isValid() ? m_visible.value(index.row(), -1) : -1;
        m_pendingUuids.append(row >= 0 && row < rows.size() ? rows.uuid(row) : QString());
    }
}

void DocumentFilterModel::sourceChanged(bool reindex)
{
    if (!m_sourceChanging)
        return;
    if (m_source && !m_source->removedRowMap().isEmpty())
        compactRemoved(m_source->removedRowMap());
    else
        rebuild(reindex);

    QHash<QString, int> found; // uuid -> new source row
    for (const QString &uuid : std::as_const(m_pendingUuids)) {
        if (!uuid.isEmpty())
            found.insert(uuid, -1);
    }
    if (!found.isEmpty() && m_source)
        m_source->rows().locate(found);
    QModelIndexList after;
    after.reserve(m_pendingIndexes.size());
    for (qsizetype i = 0; i < m_pendingIndexes.size(); ++i) {
        const int sourceRow = found.value(m_pendingUuids.at(i), -1);
        const int row = sourceRow >= 0 ? m_sourceToProxy.at(sourceRow) : -1;
        after.append(row >= 0 ? createIndex(row, m_pendingIndexes.at(i).column()) : QModelIndex());
    }
    changePersistentIndexList(m_pendingIndexes, after);
    m_pendingIndexes.clear();
    m_pendingUuids.clear();
    m_sourceChanging = false;
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
    emit countsChanged();
}

// --- index, sort and filter state -----------------------------------------------------------------

void DocumentFilterModel::rebuild(bool reindex)
{
    if (!m_source) {
        m_index = {};
        m_sortCache = {};
        m_order.clear();
        m_visible.clear();
        m_sourceToProxy.clear();
        m_steps.clear();
        return;
    }
    if (reindex) {
        // The loader's index, built on its pool thread, if it came with these rows; else built here.
        std::unique_ptr<DocumentSearchIndex> prebuilt = m_source->takeSearchIndex();
        m_sortCache = {};
        if (prebuilt && prebuilt->rowCount() == m_source->rows().size()) {
            m_index = std::move(*prebuilt);
            // The order of the column the list was sorted by when the load began, sorted there too.
            const int column = m_index.orderColumn;
            if (column >= 0 && column < DocumentListModel::ColumnCount
                && m_index.orderAscending.size() == m_index.rowCount()
                && m_index.orderToday == m_source->today() && m_index.rankLocale == QLocale().name()) {
                m_sortCache[size_t(column)] = {
                    std::move(m_index.orderAscending), m_index.rankLocale, m_index.orderToday};
            }
            m_index.orderAscending = {};
        } else {
            m_index = DocumentSearchIndex::build(m_source->rows(), false);
        }
    } else {
        m_sortCache[DocumentListModel::State] = {};
    }
    applySort();
    m_visible = filterAll(m_terms);
    m_sourceToProxy.fill(-1, m_order.size());
    for (qsizetype i = 0; i < m_visible.size(); ++i)
        m_sourceToProxy[m_visible.at(i)] = int(i);
    m_steps = {{m_terms, m_visible}};
}

void DocumentFilterModel::compactRemoved(const QVector<int> &map)
{
    const qsizetype oldCount = map.size();
    const auto keep = [&map](const QVector<int> &rows) {
        QVector<int> out;
        out.reserve(rows.size());
        for (int row : rows) {
            const int to = map.value(row, -1);
            if (to >= 0)
                out.append(to);
        }
        return out;
    };
    m_index.compact(map);
    const qsizetype out = m_index.rowCount();
    // The order of what is left is the order it had: no new sort, no new collation.
    for (SortCache &cache : m_sortCache) {
        if (cache.ascending.size() == oldCount)
            cache.ascending = keep(cache.ascending);
        else
            cache = {};
    }
    m_order = keep(m_order);
    m_visible = keep(m_visible);
    m_sourceToProxy.fill(-1, out);
    for (qsizetype i = 0; i < m_visible.size(); ++i)
        m_sourceToProxy[m_visible.at(i)] = int(i);
    m_steps = {{m_terms, m_visible}};
}

QList<DocumentFilterModel::CurrencyTotal> DocumentFilterModel::visibleTotals() const
{
    QList<CurrencyTotal> totals(m_index.currencies.size());
    if (!m_source)
        return {};
    const DocumentRows &rows = m_source->rows();
    for (int row : m_visible) {
        CurrencyTotal &t = totals[m_index.currencyOf.at(row)];
        ++t.count;
        t.totalMinor += rows.totalMinor(row);
        t.openMinor += rows.openMinor(row).value_or(0);
    }
    for (qsizetype i = 0; i < totals.size(); ++i)
        totals[i].currency = m_index.currencies.at(i);
    totals.removeIf([](const CurrencyTotal &t) { return t.count == 0; });
    std::sort(totals.begin(), totals.end(),
        [](const CurrencyTotal &a, const CurrencyTotal &b) { return a.currency < b.currency; });
    return totals;
}

const QVector<int> &DocumentFilterModel::ascendingOrder(int column)
{
    SortCache &cache = m_sortCache[size_t(column)];
    const QString locale = QLocale().name();
    const QDate today = m_source->today();
    if (cache.ascending.size() == m_source->rows().size() && cache.locale == locale && cache.today == today)
        return cache.ascending;
    cache.ascending = DocumentSearchIndex::ascendingOrder(m_source->rows(), m_index, column, today);
    cache.locale = locale;
    cache.today = today;
    return cache.ascending;
}

void DocumentFilterModel::applySort()
{
    const qsizetype count = m_source->rows().size();
    if (m_sortColumn < 0) {
        m_order.resize(count);
        std::iota(m_order.begin(), m_order.end(), 0);
        return;
    }
    // Descending is ascending reversed, ties too: the newest of equals comes first.
    m_order = ascendingOrder(m_sortColumn);
    if (m_sortOrder == Qt::DescendingOrder)
        std::reverse(m_order.begin(), m_order.end());
}

// --- search ---------------------------------------------------------------------------------------

QList<QByteArray> DocumentFilterModel::termsOf(const QString &text)
{
    QList<QByteArray> terms;
    const QString folded = searchForm(text);
    qsizetype start = -1;
    for (qsizetype i = 0; i <= folded.size(); ++i) {
        const bool space = i == folded.size() || folded.at(i).isSpace();
        if (space && start >= 0) {
            terms.append(QStringView(folded).mid(start, i - start).toUtf8());
            start = -1;
        } else if (!space && start < 0) {
            start = i;
        }
    }
    return terms;
}

// True if every row with all of terms also has all of previous: each earlier term is part of a new one.
bool DocumentFilterModel::narrows(const QList<QByteArray> &terms, const QList<QByteArray> &previous)
{
    return std::all_of(previous.cbegin(), previous.cend(), [&terms](const QByteArray &old) {
        return std::any_of(
            terms.cbegin(), terms.cend(), [&old](const QByteArray &term) { return term.contains(old); });
    });
}

bool DocumentFilterModel::rowHasTerms(int sourceRow, const QList<QByteArray> &terms) const
{
    const std::string_view text = m_index.rowText(sourceRow);
    for (const QByteArray &term : terms) {
        if (text.find(std::string_view(term.constData(), size_t(term.size()))) == std::string_view::npos)
            return false;
    }
    return true;
}

std::vector<char> DocumentFilterModel::rowsWithTerms(const QList<QByteArray> &terms) const
{
    const qsizetype count = m_index.rowCount();
    if (terms.isEmpty())
        return std::vector<char>(size_t(count), 1);

    // One substring search over all rows' text laid end to end: the library's search runs over one long
    // buffer instead of starting again for each of 100,000 short strings. Rows are found by walking
    // rowStart along with the hits, which only move forward.
    const QVector<qint32> &rowStart = m_index.rowStart;
    const std::string_view all(m_index.blob.constData(), size_t(m_index.blob.size()));
    const auto scan = [&](const QByteArray &term, std::vector<char> &hits) {
        const std::string_view needle(term.constData(), size_t(term.size()));
        qsizetype row = 0;
        size_t at = 0;
        while ((at = all.find(needle, at)) != std::string_view::npos) {
            while (size_t(rowStart.at(row + 1)) <= at)
                ++row;
            hits[size_t(row)] = 1;
            at = size_t(rowStart.at(row + 1)); // one hit per row is enough
        }
    };

    // The longest term first: it is usually the rarest, and leaves the fewest rows for the others.
    QList<QByteArray> ordered = terms;
    std::stable_sort(ordered.begin(), ordered.end(),
        [](const QByteArray &a, const QByteArray &b) { return a.size() > b.size(); });
    std::vector<char> hits(size_t(count), 0);
    scan(ordered.first(), hits);
    for (qsizetype t = 1; t < ordered.size(); ++t) {
        const qsizetype left = std::count(hits.cbegin(), hits.cend(), 1);
        if (left * ScanAllDivisor < count) {
            const QList<QByteArray> one {ordered.at(t)};
            for (qsizetype row = 0; row < count; ++row) {
                if (hits[size_t(row)] && !rowHasTerms(int(row), one))
                    hits[size_t(row)] = 0;
            }
        } else {
            std::vector<char> more(size_t(count), 0);
            scan(ordered.at(t), more);
            for (size_t row = 0; row < hits.size(); ++row)
                hits[row] = char(hits[row] & more[row]);
        }
    }
    return hits;
}

int DocumentFilterModel::quickFilterCount(QuickFilter filter) const
{
    if (!m_source)
        return 0;
    const qint64 todayJd = m_source->today().toJulianDay();
    int n = 0;
    for (int row = 0; row < m_index.flags.size(); ++row)
        n += matchesQuickFilter(filter, row, todayJd) ? 1 : 0;
    return n;
}

bool DocumentFilterModel::matchesQuickFilter(QuickFilter filter, int sourceRow, qint64 todayJd) const
{
    const quint8 flags = m_index.flags.at(sourceRow);
    switch (filter) {
    case All:
        return true;
    case Open:
        return (flags & RowOwes) && !(flags & RowCancelled);
    case Sent:
        return (flags & RowSent) && !(flags & RowCancelled);
    case Overdue: {
        const qint64 due = m_index.dueJd.at(sourceRow);
        return (flags & RowOwes) && !(flags & (RowCancelled | RowArchived)) && due != NoDate && due < todayJd;
    }
    case Archived:
        return flags & RowArchived;
    case Cancelled:
        return flags & RowCancelled;
    }
    return true;
}

bool DocumentFilterModel::passesQuickFilter(int sourceRow, qint64 todayJd) const
{
    if (!matchesQuickFilter(m_quickFilter, sourceRow, todayJd))
        return false;
    if (m_from.isValid() || m_to.isValid()) {
        const qint64 date = m_index.dateJd.at(sourceRow);
        if (date == NoDate || (m_from.isValid() && date < m_from.toJulianDay())
            || (m_to.isValid() && date > m_to.toJulianDay()))
            return false;
    }
    return true;
}

QVector<int> DocumentFilterModel::filterAll(const QList<QByteArray> &terms) const
{
    const std::vector<char> hits = rowsWithTerms(terms);
    const qint64 todayJd = m_source->today().toJulianDay();
    QVector<int> visible;
    visible.reserve(m_order.size());
    for (int row : std::as_const(m_order)) {
        if (hits[size_t(row)] && passesQuickFilter(row, todayJd))
            visible.append(row);
    }
    return visible;
}

QVector<int> DocumentFilterModel::filterNarrower(
    const QVector<int> &shown, const QList<QByteArray> &newTerms) const
{
    if (newTerms.isEmpty())
        return shown;
    QVector<int> visible;
    visible.reserve(shown.size());
    if (shown.size() * ScanAllDivisor >= totalCount()) {
        const std::vector<char> hits = rowsWithTerms(newTerms);
        for (int row : shown) {
            if (hits[size_t(row)])
                visible.append(row);
        }
    } else {
        for (int row : shown) {
            if (rowHasTerms(row, newTerms))
                visible.append(row);
        }
    }
    return visible;
}

void DocumentFilterModel::setSearchText(const QString &text)
{
    if (text == m_searchText)
        return;
    m_searchText = text;
    QList<QByteArray> terms = termsOf(text);
    if (terms == m_terms)
        return; // white space typed: the same search
    m_terms = terms;
    if (!m_source)
        return;

    // Back to the last search that this one narrows; if it is this very search, its result is known.
    while (!m_steps.isEmpty() && !narrows(terms, m_steps.last().terms))
        m_steps.removeLast();
    if (!m_steps.isEmpty() && m_steps.last().terms == terms) {
        applyVisible(m_steps.last().visible);
        return;
    }
    QVector<int> visible;
    if (m_steps.isEmpty()) {
        visible = filterAll(terms);
    } else {
        // Rows shown for the earlier search already have its terms; check only the new or longer ones.
        const SearchStep &base = m_steps.last();
        QList<QByteArray> newTerms;
        for (const QByteArray &term : std::as_const(terms)) {
            if (!base.terms.contains(term))
                newTerms.append(term);
        }
        visible = filterNarrower(base.visible, newTerms);
    }
    m_steps.append({terms, visible});
    if (m_steps.size() > MaxSearchSteps)
        m_steps.removeFirst();
    applyVisible(std::move(visible));
}

void DocumentFilterModel::refilterAll()
{
    if (!m_source)
        return;
    QVector<int> visible = filterAll(m_terms);
    m_steps = {{m_terms, visible}};
    applyVisible(std::move(visible));
}

void DocumentFilterModel::setQuickFilter(QuickFilter filter)
{
    if (filter == m_quickFilter)
        return;
    m_quickFilter = filter;
    refilterAll();
}

void DocumentFilterModel::setDateRange(const QDate &from, const QDate &to)
{
    if (from == m_from && to == m_to)
        return;
    m_from = from;
    m_to = to;
    refilterAll();
}

void DocumentFilterModel::sort(int column, Qt::SortOrder order)
{
    if (column < -1 || column >= DocumentListModel::ColumnCount)
        return;
    m_sortColumn = column;
    m_sortOrder = order;
    if (!m_source)
        return;
    applySort();
    // The same rows, in the new order.
    QVector<int> visible;
    visible.reserve(m_visible.size());
    for (int row : std::as_const(m_order)) {
        if (m_sourceToProxy.at(row) >= 0)
            visible.append(row);
    }
    m_steps = {{m_terms, visible}};
    applyVisible(std::move(visible));
}

void DocumentFilterModel::applyVisible(QVector<int> visible)
{
    // Qt 6.4's QList == hands memcmp the null data of an empty list (undefined behaviour, UBSan):
    // two empty lists are compared by size only.
    if (visible.size() == m_visible.size() && (visible.isEmpty() || visible == m_visible))
        return; // nothing for a view to do
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    QVector<int> sourceRows;
    sourceRows.reserve(before.size());
    for (const QModelIndex &index : before)
        sourceRows.append(index.isValid() ? m_visible.value(index.row(), -1) : -1);

    for (int row : std::as_const(m_visible))
        m_sourceToProxy[row] = -1;
    m_visible = std::move(visible);
    for (qsizetype i = 0; i < m_visible.size(); ++i)
        m_sourceToProxy[m_visible.at(i)] = int(i);

    QModelIndexList after;
    after.reserve(before.size());
    for (qsizetype i = 0; i < before.size(); ++i) {
        const int row = sourceRows.at(i) >= 0 ? m_sourceToProxy.at(sourceRows.at(i)) : -1;
        after.append(row >= 0 ? createIndex(row, before.at(i).column()) : QModelIndex());
    }
    changePersistentIndexList(before, after);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
    emit countsChanged();
}

// --- QAbstractItemModel ---------------------------------------------------------------------------

QModelIndex DocumentFilterModel::index(int row, int column, const QModelIndex &parent) const
{
    if (parent.isValid() || row < 0 || row >= m_visible.size() || column < 0 || column >= columnCount())
        return {};
    return createIndex(row, column);
}

QModelIndex DocumentFilterModel::parent(const QModelIndex &) const
{
    return {};
}

QModelIndex DocumentFilterModel::sibling(int row, int column, const QModelIndex &) const
{
    return index(row, column);
}

int DocumentFilterModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_visible.size());
}

int DocumentFilterModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_source ? 0 : m_source->columnCount();
}

bool DocumentFilterModel::hasChildren(const QModelIndex &parent) const
{
    return !parent.isValid() && !m_visible.isEmpty();
}

QVariant DocumentFilterModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    // Columns are the source's: QAbstractProxyModel would map them through row 0, and lose the titles
    // when a search shows no row.
    if (orientation == Qt::Horizontal)
        return m_source ? m_source->headerData(section, orientation, role) : QVariant();
    return QAbstractItemModel::headerData(section, orientation, role);
}

QModelIndex DocumentFilterModel::mapToSource(const QModelIndex &proxyIndex) const
{
    if (!m_source || !proxyIndex.isValid() || proxyIndex.row() >= m_visible.size())
        return {};
    return m_source->index(m_visible.at(proxyIndex.row()), proxyIndex.column());
}

QModelIndex DocumentFilterModel::mapFromSource(const QModelIndex &sourceIndex) const
{
    if (!m_source || !sourceIndex.isValid() || sourceIndex.model() != m_source)
        return {};
    const int row = m_sourceToProxy.value(sourceIndex.row(), -1);
    return row < 0 ? QModelIndex() : createIndex(row, sourceIndex.column());
}

QModelIndex DocumentFilterModel::indexOfUuid(const QString &uuid, int column) const
{
    if (!m_source || uuid.isEmpty())
        return {};
    const int sourceRow = m_source->rowOfUuid(uuid);
    return sourceRow < 0 ? QModelIndex() : index(m_sourceToProxy.value(sourceRow, -1), column);
}
