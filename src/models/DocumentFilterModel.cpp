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
    // While the source applies a difference, its signals are followed at diffApplied() as a whole.
    const auto about = [this] {
        if (!m_source->applyingDiff())
            sourceAboutToChange();
    };
    const auto done = [this] {
        if (!m_source->applyingDiff())
            sourceChanged(true);
    };
    m_connections = {
        connect(s, &DocumentListModel::diffAboutToBeApplied, this,
            &DocumentFilterModel::sourceDiffAboutToBeApplied),
        connect(s, &DocumentListModel::diffApplied, this, &DocumentFilterModel::sourceDiffApplied),
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
                if (m_source->applyingDiff())
                    return;
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
        m_totals.clear();
        m_quickCounts = {};
        return;
    }
    if (reindex) {
        // The loader's index, built on its pool thread, if it came with these rows; else built here.
        std::unique_ptr<DocumentSearchIndex> prebuilt = m_source->takeSearchIndex();
        if (prebuilt && prebuilt->rowCount() == m_source->rows().size()) {
            adoptIndex(std::move(*prebuilt));
        } else {
            m_sortCache = {};
            m_index = DocumentSearchIndex::build(m_source->rows(), false);
        }
    } else {
        m_sortCache[DocumentListModel::State] = {};
    }
    applySort();
    m_visible = filterAll(m_terms);
    indexVisible();
    m_steps = {{m_terms, m_visible}};
    recount();
    recomputeTotals();
}

void DocumentFilterModel::adoptIndex(DocumentSearchIndex index)
{
    m_index = std::move(index);
    m_sortCache = {};
    // Every column's order, sorted there too: the first click on a column sorts nothing here.
    const QDate today = m_source->today();
    const QString locale = QLocale().name();
    if (m_index.orderToday == today && m_index.rankLocale == locale) {
        for (int column = 0; column < DocumentListModel::ColumnCount; ++column) {
            QVector<int> &order = m_index.orders[size_t(column)];
            if (order.size() == m_index.rowCount()) {
                SortCache &cache = m_sortCache[size_t(column)];
                cache.ascending = std::move(order);
                cache.locale = locale;
                cache.today = today;
            }
        }
    }
    m_index.orders = {};
}

void DocumentFilterModel::indexVisible()
{
    m_sourceToProxy.fill(-1, m_index.rowCount());
    for (qsizetype i = 0; i < m_visible.size(); ++i)
        m_sourceToProxy[m_visible.at(i)] = int(i);
}

void DocumentFilterModel::countRow(int sourceRow, int sign, qint64 todayJd) const
{
    for (int filter = All; filter <= Cancelled; ++filter) {
        if (matchesQuickFilter(QuickFilter(filter), sourceRow, todayJd))
            m_quickCounts[size_t(filter)] += sign;
    }
}

void DocumentFilterModel::recount() const
{
    m_quickCounts = {};
    m_countsDay = m_source ? m_source->today().toJulianDay() : 0;
    for (int row = 0; row < m_index.flags.size(); ++row)
        countRow(row, 1, m_countsDay);
}

void DocumentFilterModel::addToTotals(const DocumentRows &rows, int sourceRow, int sign)
{
    const QString &currency = rows.currency(sourceRow);
    auto it = std::lower_bound(m_totals.begin(), m_totals.end(), currency,
        [](const CurrencyTotal &t, const QString &code) { return t.currency < code; });
    if (it == m_totals.end() || it->currency != currency)
        it = m_totals.insert(it, CurrencyTotal {currency, 0, 0, 0});
    it->count += sign;
    it->totalMinor += sign * rows.totalMinor(sourceRow);
    it->openMinor += sign * rows.openMinor(sourceRow).value_or(0);
}

void DocumentFilterModel::recomputeTotals()
{
    m_totals.clear();
    if (!m_source)
        return;
    QList<CurrencyTotal> totals(m_index.currencies.size());
    const DocumentRows &rows = m_source->rows();
    for (int row : std::as_const(m_visible)) {
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
    m_totals = std::move(totals);
}

void DocumentFilterModel::SortCache::applyRemovals()
{
    for (const QVector<int> &map : std::as_const(removals)) {
        const int *to = map.constData();
        const qsizetype count = map.size();
        qsizetype out = 0;
        for (qsizetype i = 0; i < ascending.size(); ++i) {
            const int row = ascending.at(i);
            const int moved = row >= 0 && row < count ? to[row] : -1;
            if (moved >= 0)
                ascending[out++] = moved;
        }
        ascending.resize(out);
    }
    removals.clear();
}

void DocumentFilterModel::compactRemoved(const QVector<int> &map)
{
    const qsizetype oldCount = map.size();
    const qsizetype newCount = std::count_if(map.cbegin(), map.cend(), [](int to) { return to >= 0; });
    m_index.compact(map);
    // The order of what is left is the order it had: no new sort, no new collation. The sorted column's
    // order is needed now; the others take the removal when they are next sorted (a delete of 1,000 rows
    // would otherwise walk every column's 100,000 on the GUI thread).
    for (int column = 0; column < DocumentListModel::ColumnCount; ++column) {
        SortCache &cache = m_sortCache[size_t(column)];
        if (cache.rows() != oldCount || cache.ascending.isEmpty()) {
            cache = {};
            continue;
        }
        cache.removals.append(map); // shared, not copied
        cache.rowsAfter = newCount;
        if (column == m_sortColumn)
            cache.applyRemovals();
    }
}

QList<DocumentFilterModel::CurrencyTotal> DocumentFilterModel::visibleTotals() const
{
    QList<CurrencyTotal> totals = m_totals;
    totals.removeIf([](const CurrencyTotal &t) { return t.count == 0; });
    return totals;
}

// --- a difference applied by the source -----------------------------------------------------------

void DocumentFilterModel::sourceDiffAboutToBeApplied()
{
    // The rows are still those before: what the removed and changed rows counted goes now.
    const DocumentRows::Diff &diff = m_source->pendingDiff();
    const DocumentRows &rows = m_source->rows();
    const qint64 todayJd = m_source->today().toJulianDay();
    if (m_countsDay != todayJd)
        recount();
    const auto forget = [&](int row) {
        countRow(row, -1, todayJd);
        if (m_sourceToProxy.value(row, -1) >= 0)
            addToTotals(rows, row, -1);
    };
    m_diffNewToOld.resize(diff.kept);
    if (diff.oldToNew.isEmpty()) {
        std::iota(m_diffNewToOld.begin(), m_diffNewToOld.end(), 0);
    } else {
        for (qsizetype i = 0; i < diff.oldToNew.size(); ++i) {
            const int to = diff.oldToNew.at(i);
            if (to >= 0)
                m_diffNewToOld[to] = int(i);
            else
                forget(int(i));
        }
    }
    for (const int row : diff.changed)
        forget(m_diffNewToOld.at(row));
}

void DocumentFilterModel::sourceDiffApplied()
{
    const DocumentRows::Diff &diff = m_source->pendingDiff();
    const DocumentRows &rows = m_source->rows();
    const int total = int(rows.size());
    const qint64 todayJd = m_source->today().toJulianDay();
    m_diffNewToOld.clear();

    // The rows shown before, as rows now (-1: removed); which of those were shown, by row now.
    QVector<int> oldSeq;
    oldSeq.reserve(m_visible.size());
    std::vector<char> wasShown(size_t(total), 0);
    for (const int row : std::as_const(m_visible)) {
        const int to = diff.oldToNew.isEmpty() ? row : diff.oldToNew.value(row, -1);
        oldSeq.append(to);
        if (to >= 0)
            wasShown[size_t(to)] = 1;
    }

    std::unique_ptr<DocumentSearchIndex> prebuilt = m_source->takeSearchIndex();
    if (prebuilt && prebuilt->rowCount() == total)
        adoptIndex(std::move(*prebuilt));
    else if (diff.changed.isEmpty() && diff.added == 0 && !diff.oldToNew.isEmpty())
        compactRemoved(diff.oldToNew);
    else {
        m_index = DocumentSearchIndex::build(rows, false); // index what is there
        m_sortCache = {};
    }

    std::vector<char> touched(size_t(total), 0);
    for (const int row : diff.changed)
        touched[size_t(row)] = 1;
    for (int row = diff.kept; row < total; ++row)
        touched[size_t(row)] = 1;
    for (int row = 0; row < total; ++row) {
        if (touched[size_t(row)])
            countRow(row, 1, todayJd);
    }

    // Only the changed and added rows are filtered; the others are shown as they were, in the new order.
    applySort();
    QVector<int> newSeq;
    newSeq.reserve(m_visible.size() + diff.added);
    for (const int row : std::as_const(m_order)) {
        const bool shown = touched[size_t(row)] ? rowHasTerms(row, m_terms) && passesQuickFilter(row, todayJd)
                                                : bool(wasShown[size_t(row)]);
        if (shown)
            newSeq.append(row);
    }
    for (const int row : std::as_const(newSeq)) {
        if (touched[size_t(row)])
            addToTotals(rows, row, 1);
    }
    applyDiffToView(oldSeq, std::move(newSeq), touched);
    m_steps = {{m_terms, m_visible}};
    emit countsChanged();
}

void DocumentFilterModel::applyDiffToView(
    const QVector<int> &oldSeq, QVector<int> newSeq, const std::vector<char> &touched)
{
    const auto untouched = [&touched](int row) {
        return row >= 0 && !touched[size_t(row)];
    };
    // The rows no difference touched keep their order (same keys, ties by id): the two sequences hold
    // them in the same order, with the touched rows in the gaps between. Checked, not assumed.
    {
        qsizetype o = 0;
        qsizetype n = 0;
        while (true) {
            while (o < oldSeq.size() && !untouched(oldSeq.at(o)))
                ++o;
            while (n < newSeq.size() && !untouched(newSeq.at(n)))
                ++n;
            if (o == oldSeq.size() || n == newSeq.size())
                break;
            if (oldSeq.at(o) != newSeq.at(n))
                return applyDiffAsLayout(oldSeq, std::move(newSeq));
            ++o;
            ++n;
        }
        if (o != oldSeq.size() || n != newSeq.size())
            return applyDiffAsLayout(oldSeq, std::move(newSeq));
    }

    // Gap by gap: changed rows shown before in the same order as the touched rows shown now stay where
    // they are (dataChanged); otherwise the gap's old touched rows go and its new ones come.
    std::vector<char> remove(size_t(oldSeq.size()), 0);
    std::vector<char> insert(size_t(newSeq.size()), 0);
    qsizetype o = 0;
    qsizetype n = 0;
    while (o < oldSeq.size() || n < newSeq.size()) {
        const qsizetype oStart = o;
        const qsizetype nStart = n;
        while (o < oldSeq.size() && !untouched(oldSeq.at(o)))
            ++o;
        while (n < newSeq.size() && !untouched(newSeq.at(n)))
            ++n;
        QVector<int> before;
        for (qsizetype i = oStart; i < o; ++i) {
            if (oldSeq.at(i) >= 0)
                before.append(oldSeq.at(i));
            else
                remove[size_t(i)] = 1;
        }
        const bool inPlace =
            std::equal(before.cbegin(), before.cend(), newSeq.cbegin() + nStart, newSeq.cbegin() + n);
        if (!inPlace) {
            for (qsizetype i = oStart; i < o; ++i)
                remove[size_t(i)] = 1;
            for (qsizetype i = nStart; i < n; ++i)
                insert[size_t(i)] = 1;
        }
        // Past the untouched row that ends the gap (the same in both).
        if (o < oldSeq.size())
            ++o;
        if (n < newSeq.size())
            ++n;
    }
    const auto runs = [](const std::vector<char> &marks) {
        QList<std::pair<int, int>> out; // first, last
        for (size_t i = 0; i < marks.size();) {
            if (!marks[i]) {
                ++i;
                continue;
            }
            size_t end = i;
            while (end + 1 < marks.size() && marks[end + 1])
                ++end;
            out.append({int(i), int(end)});
            i = end + 1;
        }
        return out;
    };
    const QList<std::pair<int, int>> removals = runs(remove);
    const QList<std::pair<int, int>> insertions = runs(insert);
    if (removals.size() + insertions.size() > MaxRanges)
        return applyDiffAsLayout(oldSeq, std::move(newSeq));

    m_visible = oldSeq; // what each row shown is now (the rows to be removed included, as -1)
    for (auto it = removals.crbegin(); it != removals.crend(); ++it) {
        beginRemoveRows({}, it->first, it->second);
        m_visible.remove(it->first, it->second - it->first + 1);
        endRemoveRows();
    }
    for (const auto &[first, last] : insertions) {
        beginInsertRows({}, first, last);
        m_visible.insert(first, last - first + 1, 0);
        std::copy(newSeq.cbegin() + first, newSeq.cbegin() + last + 1, m_visible.begin() + first);
        endInsertRows();
    }
    Q_ASSERT(m_visible == newSeq);
    indexVisible();
    int firstChanged = -1;
    int lastChanged = -1;
    for (qsizetype i = 0; i < m_visible.size(); ++i) {
        if (touched[size_t(m_visible.at(i))] && !insert[size_t(i)]) {
            firstChanged = firstChanged < 0 ? int(i) : firstChanged;
            lastChanged = int(i);
        }
    }
    if (firstChanged >= 0)
        emit dataChanged(index(firstChanged, 0), index(lastChanged, columnCount() - 1));
}

void DocumentFilterModel::applyDiffAsLayout(const QVector<int> &oldSeq, QVector<int> newSeq)
{
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    const QVector<int> sourceRows = sourceRowsOf(before, oldSeq);
    m_visible = std::move(newSeq);
    indexVisible();
    movePersistent(before, sourceRows);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

QVector<int> DocumentFilterModel::sourceRowsOf(const QModelIndexList &indexes, const QVector<int> &shown)
{
    QVector<int> sourceRows;
    sourceRows.reserve(indexes.size());
    for (const QModelIndex &index : indexes)
        sourceRows.append(index.isValid() ? shown.value(index.row(), -1) : -1);
    return sourceRows;
}

void DocumentFilterModel::movePersistent(const QModelIndexList &before, const QVector<int> &sourceRows)
{
    QModelIndexList after;
    after.reserve(before.size());
    for (qsizetype i = 0; i < before.size(); ++i) {
        const int row = sourceRows.at(i) >= 0 ? m_sourceToProxy.at(sourceRows.at(i)) : -1;
        after.append(row >= 0 ? createIndex(row, before.at(i).column()) : QModelIndex());
    }
    changePersistentIndexList(before, after);
}

const QVector<int> &DocumentFilterModel::ascendingOrder(int column)
{
    SortCache &cache = m_sortCache[size_t(column)];
    const QString locale = QLocale().name();
    const QDate today = m_source->today();
    if (cache.rows() == m_source->rows().size() && cache.locale == locale && cache.today == today) {
        cache.applyRemovals();
        return cache.ascending;
    }
    cache.removals.clear();
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
    if (!m_source || filter < All || filter > Cancelled)
        return 0;
    if (m_countsDay != m_source->today().toJulianDay())
        recount(); // Overdue depends on the date
    return m_quickCounts[size_t(filter)];
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
    applyVisible(std::move(visible), true);
}

void DocumentFilterModel::applyVisible(QVector<int> visible, bool sameRows)
{
    // Qt 6.4's QList == hands memcmp the null data of an empty list (undefined behaviour, UBSan):
    // two empty lists are compared by size only.
    if (visible.size() == m_visible.size() && (visible.isEmpty() || visible == m_visible))
        return; // nothing for a view to do
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    const QVector<int> sourceRows = sourceRowsOf(before, m_visible);

    for (int row : std::as_const(m_visible))
        m_sourceToProxy[row] = -1;
    m_visible = std::move(visible);
    for (qsizetype i = 0; i < m_visible.size(); ++i)
        m_sourceToProxy[m_visible.at(i)] = int(i);

    movePersistent(before, sourceRows);
    if (!sameRows)
        recomputeTotals();
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
    const int row = m_visible.at(proxyIndex.row());
    return row < 0 ? QModelIndex() : m_source->index(row, proxyIndex.column());
}

QVariant DocumentFilterModel::data(const QModelIndex &index, int role) const
{
    const QModelIndex source = mapToSource(index);
    return source.isValid() ? m_source->data(source, role) : QVariant();
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
