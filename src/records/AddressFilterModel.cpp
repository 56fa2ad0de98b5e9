#include "records/AddressFilterModel.h"

#include "records/AddressListModel.h"

AddressFilterModel::AddressFilterModel(QObject *parent)
    : RecordFilterModel(AddressListModel::SortRole, AddressListModel::SearchTextRole, parent)
{ }

void AddressFilterModel::setTag(const QString &tag)
{
    if (tag == m_tag)
        return;
    m_tag = tag;
    invalidateRowsFilter();
}

QModelIndex AddressFilterModel::indexOfUuid(const QString &uuid, int column) const
{
    const auto *model = qobject_cast<const AddressListModel *>(sourceModel());
    const int row = model ? model->rowOfKey(uuid) : -1;
    return row < 0 ? QModelIndex() : mapFromSource(model->index(row, column));
}

bool AddressFilterModel::acceptsRow(const QModelIndex &index) const
{
    return m_tag.isEmpty() || index.data(AddressListModel::TagsRole).toStringList().contains(m_tag);
}

bool AddressFilterModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const int order = compareText(left.data(sortRole()).toString(), right.data(sortRole()).toString());
    if (order != 0)
        return order < 0;
    return left.row() < right.row(); // a stable order for equal keys
}
