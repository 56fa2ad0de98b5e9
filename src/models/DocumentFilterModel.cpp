#include "DocumentFilterModel.h"

#include "DocumentListModel.h"

#include <algorithm>
#include <numeric>

namespace {

// "RE-2025-17" sorts before "RE-2025-100": runs of digits compare by value.
QString naturalKey(const QString &text)
{
    QString key;
    key.reserve(text.size() + 16);
    qsizetype i = 0;
    while (i < text.size()) {
        if (text.at(i).isDigit()) {
            qsizetype j = i;
            while (j < text.size() && text.at(j).isDigit())
                ++j;
            key += QString(text.mid(i, j - i)).rightJustified(12, QLatin1Char('0'));
            i = j;
        } else {
            key += text.at(i).toCaseFolded();
            ++i;
        }
    }
    return key;
}

} // namespace

DocumentFilterModel::DocumentFilterModel(QObject *parent)
    : QAbstractProxyModel(parent)
{ }

void DocumentFilterModel::setSourceModel(QAbstractItemModel *source)
{
    beginResetModel();
    if (m_source)
        m_source->disconnect(this);
    m_source = qobject_cast<DocumentListModel *>(source);
    Q_ASSERT_X(m_source || !source, "DocumentFilterModel", "the source must be a DocumentListModel");
    QAbstractProxyModel::setSourceModel(m_source);
    if (m_source) {
        // The list model changes only by reset; anything else is handled the same way, to stay correct.
        connect(m_source, &QAbstractItemModel::modelAboutToBeReset, this, [this] { beginResetModel(); });
        connect(m_source, &QAbstractItemModel::modelReset, this, [this] {
            rebuild();
            endResetModel();
            emit countsChanged();
        });
        const auto resetAll = [this] {
            beginResetModel();
            rebuild();
            endResetModel();
            emit countsChanged();
        };
        connect(m_source, &QAbstractItemModel::rowsInserted, this, resetAll);
        connect(m_source, &QAbstractItemModel::rowsRemoved, this, resetAll);
        connect(m_source, &QAbstractItemModel::rowsMoved, this, resetAll);
        connect(m_source, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex &from, const QModelIndex &to, const QList<int> &roles) {
                for (int row = from.row(); row <= to.row(); ++row) {
                    const int proxyRow = m_sourceToProxy.value(row, -1);
                    if (proxyRow >= 0)
                        emit dataChanged(index(proxyRow, from.column()), index(proxyRow, to.column()), roles);
                }
            });
    }
    rebuild();
    endResetModel();
    emit countsChanged();
}

void DocumentFilterModel::rebuild()
{
    forgetSearchHistory();
    m_blob.clear();
    m_rowStart.clear();
    m_order.clear();
    m_visible.clear();
    m_sourceToProxy.clear();
    if (!m_source)
        return;
    const auto &rows = m_source->rows();
    m_rowStart.reserve(rows.size() + 1);
    for (const DocumentSummary &r : rows) {
        m_rowStart.append(qint32(m_blob.size()));
        m_blob += (r.number + QLatin1Char('\t') + r.receiverName + QLatin1Char('\t') + r.customerNumber
            + QLatin1Char('\t') + r.title + QLatin1Char('\t') + r.reference)
                      .toCaseFolded()
                      .toUtf8();
        m_blob += '\n';
    }
    m_rowStart.append(qint32(m_blob.size()));
    m_order.resize(rows.size());
    std::iota(m_order.begin(), m_order.end(), 0);
    resort();
    m_visible.reserve(m_order.size());
    for (int row : std::as_const(m_order)) {
        if (accepts(row))
            m_visible.append(row);
    }
    m_sourceToProxy.fill(-1, rows.size());
    for (int i = 0; i < m_visible.size(); ++i)
        m_sourceToProxy[m_visible[i]] = i;
}

void DocumentFilterModel::resort()
{
    if (!m_source || m_sortColumn < 0)
        return;
    const auto &rows = m_source->rows();
    // Ties keep the service's order (by id); descending reverses ties too, so the newest comes first.
    std::sort(m_order.begin(), m_order.end(),
        [&rows](int a, int b) { return rows[a].id != rows[b].id ? rows[a].id < rows[b].id : a < b; });
    const auto ordered = [this](auto key) {
        std::stable_sort(m_order.begin(), m_order.end(), [&](int a, int b) { return key(a) < key(b); });
        if (m_sortOrder == Qt::DescendingOrder)
            std::reverse(m_order.begin(), m_order.end());
    };
    switch (m_sortColumn) {
    case DocumentListModel::Number: {
        QVector<QString> keys;
        keys.reserve(rows.size());
        for (const auto &r : rows)
            keys.append(naturalKey(r.number));
        ordered([&keys](int i) { return keys[i]; });
        break;
    }
    case DocumentListModel::Date:
        ordered([&rows](int i) { return rows[i].date.toJulianDay(); });
        break;
    case DocumentListModel::DueDate:
        ordered([&rows](int i) { return rows[i].dueDate.toJulianDay(); });
        break;
    case DocumentListModel::Total:
        ordered([&rows](int i) { return rows[i].totalMinor; });
        break;
    case DocumentListModel::OpenAmount:
        ordered([&rows](int i) { return rows[i].openMinor.value_or(0); });
        break;
    default: {
        // Text columns: compare the case-folded display text, computed once for all rows.
        QVector<QString> keys;
        keys.reserve(rows.size());
        for (int i = 0; i < rows.size(); ++i)
            keys.append(m_source->index(i, m_sortColumn).data(Qt::DisplayRole).toString().toCaseFolded());
        ordered([&keys](int i) { return keys[i]; });
        break;
    }
    }
}

bool DocumentFilterModel::accepts(int sourceRow) const
{
    if (!acceptsExceptSearch(sourceRow))
        return false;
    return rowHasTerms(sourceRow);
}

bool DocumentFilterModel::acceptsExceptSearch(int sourceRow) const
{
    const DocumentSummary &r = m_source->rows().at(sourceRow);
    switch (m_quickFilter) {
    case All:
        break;
    case Open:
        if (r.openMinor.value_or(0) <= 0 || r.archived || r.cancelled)
            return false;
        break;
    case Overdue:
        if (!m_source->isOverdue(r))
            return false;
        break;
    case Archived:
        if (!r.archived)
            return false;
        break;
    }
    if (m_from.isValid() && (!r.date.isValid() || r.date < m_from))
        return false;
    if (m_to.isValid() && (!r.date.isValid() || r.date > m_to))
        return false;
    return true;
}

std::string_view DocumentFilterModel::searchText(int sourceRow) const
{
    const qint32 begin = m_rowStart[sourceRow];
    return {m_blob.constData() + begin, size_t(m_rowStart[sourceRow + 1] - begin)};
}

bool DocumentFilterModel::rowHasTerms(int sourceRow) const
{
    const std::string_view text = searchText(sourceRow);
    for (const QByteArray &term : m_termBytes) {
        if (text.find(std::string_view(term.constData(), size_t(term.size()))) == std::string_view::npos)
            return false;
    }
    return true;
}

QVector<bool> DocumentFilterModel::rowsWithTerms() const
{
    // One pass per term over all rows' text laid end to end: the library's substring search runs over
    // one long buffer instead of starting again for each of 100,000 short strings.
    const qsizetype rows = m_rowStart.size() - 1;
    QVector<bool> hits(rows, true);
    const std::string_view all(m_blob.constData(), size_t(m_blob.size()));
    for (const QByteArray &term : m_termBytes) {
        const std::string_view needle(term.constData(), size_t(term.size()));
        QVector<bool> found(rows, false);
        size_t at = 0;
        while ((at = all.find(needle, at)) != std::string_view::npos) {
            const auto next = std::upper_bound(m_rowStart.cbegin(), m_rowStart.cend(), qint32(at));
            const qsizetype row = (next - m_rowStart.cbegin()) - 1;
            found[row] = true;
            at = size_t(*next); // on to the next row: one hit per row is enough
        }
        for (qsizetype i = 0; i < rows; ++i)
            hits[i] = hits[i] && found[i];
    }
    return hits;
}

void DocumentFilterModel::applyVisible(QVector<int> visible)
{
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    QVector<int> sourceRows;
    sourceRows.reserve(before.size());
    for (const QModelIndex &index : before)
        sourceRows.append(index.isValid() ? m_visible.value(index.row(), -1) : -1);

    for (int row : std::as_const(m_visible))
        m_sourceToProxy[row] = -1;
    m_visible = std::move(visible);
    for (int i = 0; i < m_visible.size(); ++i)
        m_sourceToProxy[m_visible[i]] = i;

    QModelIndexList after;
    after.reserve(before.size());
    for (int i = 0; i < before.size(); ++i) {
        const int proxyRow = sourceRows[i] >= 0 ? m_sourceToProxy[sourceRows[i]] : -1;
        after.append(proxyRow >= 0 ? createIndex(proxyRow, before[i].column()) : QModelIndex());
    }
    changePersistentIndexList(before, after);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
    emit countsChanged();
}

void DocumentFilterModel::refilter(bool narrowOnly)
{
    if (!m_source)
        return;
    QVector<int> visible;
    if (narrowOnly) {
        visible.reserve(m_visible.size());
        for (int row : std::as_const(m_visible)) {
            if (accepts(row))
                visible.append(row);
        }
    } else {
        const QVector<bool> hits = m_termBytes.isEmpty() ? QVector<bool>() : rowsWithTerms();
        visible.reserve(m_order.size());
        for (int row : std::as_const(m_order)) {
            if ((hits.isEmpty() || hits[row]) && acceptsExceptSearch(row))
                visible.append(row);
        }
    }
    applyVisible(std::move(visible));
}

void DocumentFilterModel::setSearchText(const QString &text)
{
    if (text == m_searchText)
        return;
    const QString previous = m_searchText;
    m_searchText = text;
    m_termBytes.clear();
    for (const QString &term : text.toCaseFolded().split(QLatin1Char(' '), Qt::SkipEmptyParts))
        m_termBytes.append(term.toUtf8());

    // Backspace: the answer for a shorter text was computed on the way in; reuse it.
    while (!m_history.isEmpty() && !text.startsWith(m_history.last().first))
        m_history.removeLast();
    if (!m_history.isEmpty() && m_history.last().first == text) {
        applyVisible(m_history.last().second);
        return;
    }
    if (m_history.isEmpty() || m_history.last().first != previous)
        m_history.append({previous, m_visible});
    // Adding characters only narrows ("müller a" shows a subset of "müller"): check only what is shown.
    refilter(text.startsWith(previous) && !previous.trimmed().isEmpty());
}

void DocumentFilterModel::forgetSearchHistory()
{
    m_history.clear();
}

void DocumentFilterModel::setQuickFilter(QuickFilter filter)
{
    if (filter == m_quickFilter)
        return;
    m_quickFilter = filter;
    forgetSearchHistory();
    refilter(false);
}

void DocumentFilterModel::setDateRange(const QDate &from, const QDate &to)
{
    m_from = from;
    m_to = to;
    forgetSearchHistory();
    refilter(false);
}

void DocumentFilterModel::sort(int column, Qt::SortOrder order)
{
    if (!m_source || column < 0 || column >= DocumentListModel::ColumnCount)
        return;
    m_sortColumn = column;
    m_sortOrder = order;
    forgetSearchHistory();
    resort();
    QVector<int> visible;
    visible.reserve(m_visible.size());
    for (int row : std::as_const(m_order)) {
        if (m_sourceToProxy[row] >= 0)
            visible.append(row);
    }
    applyVisible(std::move(visible));
}

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

QModelIndex DocumentFilterModel::mapToSource(const QModelIndex &proxyIndex) const
{
    if (!m_source || !proxyIndex.isValid() || proxyIndex.row() >= m_visible.size())
        return {};
    return m_source->index(m_visible[proxyIndex.row()], proxyIndex.column());
}

QModelIndex DocumentFilterModel::mapFromSource(const QModelIndex &sourceIndex) const
{
    if (!sourceIndex.isValid() || sourceIndex.model() != m_source)
        return {};
    const int row = m_sourceToProxy.value(sourceIndex.row(), -1);
    return row < 0 ? QModelIndex() : createIndex(row, sourceIndex.column());
}
