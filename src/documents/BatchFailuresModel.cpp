#include "documents/BatchFailuresModel.h"

BatchFailuresModel::BatchFailuresModel(QString itemTitle, QObject *parent)
    : QAbstractTableModel(parent)
    , m_itemTitle(std::move(itemTitle))
{ }

void BatchFailuresModel::setFailures(const QList<Failure> &failures)
{
    beginResetModel();
    m_failures = failures;
    endResetModel();
}

int BatchFailuresModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_failures.size());
}

int BatchFailuresModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BatchFailuresModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Failure &f = m_failures.at(index.row());
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole)
        return index.column() == Item ? f.item : f.reason;
    return {};
}

QVariant BatchFailuresModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    return section == Item ? m_itemTitle : tr("Reason");
}
