#include "records/RecordTableFilterModel.h"

#include "records/RecordTableModel.h"

#include <QDate>

RecordTableFilterModel::RecordTableFilterModel(QObject *parent)
    : RecordFilterModel(RecordTableModel::SortRole, RecordTableModel::SearchTextRole, parent)
{ }

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

bool RecordTableFilterModel::acceptsRow(const QModelIndex &index) const
{
    return !m_filter || m_filter(index.data(RecordTableModel::RecordRole).toJsonObject());
}

bool RecordTableFilterModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const QVariant a = left.data(sortRole());
    const QVariant b = right.data(sortRole());
    if (a.typeId() == QMetaType::QString || b.typeId() == QMetaType::QString)
        return compareText(a.toString(), b.toString()) < 0;
    // A missing value (null date, no amount) sorts first.
    if (!a.isValid() || a.isNull())
        return b.isValid() && !b.isNull();
    if (!b.isValid() || b.isNull())
        return false;
    return QVariant::compare(a, b) == QPartialOrdering::Less;
}
