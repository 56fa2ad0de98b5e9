#include "records/RecordFilterModel.h"

#include <QRegularExpression>

RecordFilterModel::RecordFilterModel(int sortRole, int searchTextRole, QObject *parent)
    : QSortFilterProxyModel(parent)
    , m_searchTextRole(searchTextRole)
{
    m_collator.setNumericMode(true);
    m_collator.setCaseSensitivity(Qt::CaseInsensitive);
    setSortRole(sortRole);
    setDynamicSortFilter(true);
}

void RecordFilterModel::setSearchText(const QString &text)
{
    if (text == m_searchText)
        return;
    m_searchText = text;
    m_terms = text.toCaseFolded().split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    invalidateRowsFilter();
}

bool RecordFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (!acceptsRow(index))
        return false;
    const QString text = m_terms.isEmpty() ? QString() : index.data(m_searchTextRole).toString();
    for (const QString &term : m_terms) {
        if (!text.contains(term))
            return false;
    }
    return true;
}
