#include "records/AddressFilterModel.h"

#include "records/AddressListModel.h"

#include <QRegularExpression>

AddressFilterModel::AddressFilterModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    m_collator.setNumericMode(true);
    m_collator.setCaseSensitivity(Qt::CaseInsensitive);
    setSortRole(AddressListModel::SortRole);
    setDynamicSortFilter(true);
}

void AddressFilterModel::setSearchText(const QString &text)
{
    if (text == m_searchText)
        return;
    m_searchText = text;
    m_terms = text.toCaseFolded().split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    invalidateFilter();
}

void AddressFilterModel::setTag(const QString &tag)
{
    if (tag == m_tag)
        return;
    m_tag = tag;
    invalidateFilter();
}

QModelIndex AddressFilterModel::indexOfUuid(const QString &uuid, int column) const
{
    const auto *model = qobject_cast<const AddressListModel *>(sourceModel());
    const int row = model ? model->rowOfKey(uuid) : -1;
    return row < 0 ? QModelIndex() : mapFromSource(model->index(row, column));
}

bool AddressFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (!m_tag.isEmpty() && !index.data(AddressListModel::TagsRole).toStringList().contains(m_tag))
        return false;
    if (m_terms.isEmpty())
        return true;
    const QString text = index.data(AddressListModel::SearchTextRole).toString();
    for (const QString &term : m_terms) {
        if (!text.contains(term))
            return false;
    }
    return true;
}

bool AddressFilterModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const int order = m_collator.compare(left.data(sortRole()).toString(), right.data(sortRole()).toString());
    if (order != 0)
        return order < 0;
    return left.row() < right.row(); // a stable order for equal keys
}
