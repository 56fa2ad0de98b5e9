#include "records/RecordTableFilterModel.h"

#include "records/RecordTableModel.h"

#include <QDate>

RecordTableFilterModel::RecordTableFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    m_collator.setNumericMode(true);
    m_collator.setCaseSensitivity(Qt::CaseInsensitive);
    setSortRole(RecordTableModel::SortRole);
    setDynamicSortFilter(true);
}

void RecordTableFilterModel::setSearchText(const QString &text)
{
    if (text == m_searchText)
        return;
    m_searchText = text;
    m_terms = text.toCaseFolded().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    invalidateRowsFilter();
}

void RecordTableFilterModel::setRecordFilter(std::function<bool(const QJsonObject &)> filter)
{
    m_filter = std::move(filter);
    invalidateRowsFilter();
}

QModelIndex RecordTableFilterModel::indexOfKey(const QString &key, int column) const
{
    auto *source = qobject_cast<RecordTableModel *>(sourceModel());
    if (!source)
        return {};
    const int row = source->rowOfKey(key);
    return row < 0 ? QModelIndex() : mapFromSource(source->index(row, column));
}

bool RecordTableFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (m_filter && !m_filter(index.data(RecordTableModel::RecordRole).toJsonObject()))
        return false;
    if (m_terms.isEmpty())
        return true;
    const QString text = index.data(RecordTableModel::SearchTextRole).toString();
    for (const QString &term : m_terms) {
        if (!text.contains(term))
            return false;
    }
    return true;
}

bool RecordTableFilterModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const QVariant a = left.data(sortRole());
    const QVariant b = right.data(sortRole());
    if (a.typeId() == QMetaType::QString || b.typeId() == QMetaType::QString)
        return m_collator.compare(a.toString(), b.toString()) < 0;
    // A missing value (null date, no amount) sorts first.
    if (!a.isValid() || a.isNull())
        return b.isValid() && !b.isNull();
    if (!b.isValid() || b.isNull())
        return false;
    return QVariant::compare(a, b) == QPartialOrdering::Less;
}
