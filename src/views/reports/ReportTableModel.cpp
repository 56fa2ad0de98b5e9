#include "views/reports/ReportTableModel.h"

#include "reports/ReportExport.h"

#include <QFont>

void ReportTableModel::setTable(const ReportTable &table)
{
    beginResetModel();
    m_table = table;
    endResetModel();
}

int ReportTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_table.rows.size());
}

int ReportTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_table.columns.size());
}

QVariant ReportTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ReportTable::Row &row = m_table.rows.at(index.row());
    const ReportTable::Type type = m_table.columns.at(index.column()).type;
    switch (role) {
    case Qt::DisplayRole:
        return ReportExport::displayText(row.cells.value(index.column()), type);
    case Qt::ToolTipRole: // a text cut short in a narrow column, whole
        return type == ReportTable::Type::Text ? QVariant(row.cells.value(index.column()).toString())
                                               : QVariant();
    case Qt::TextAlignmentRole:
        return type == ReportTable::Type::Text ? QVariant(int(Qt::AlignLeft | Qt::AlignVCenter))
                                               : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    case Qt::FontRole:
        if (row.total) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::UserRole:
        return row.cells.value(index.column());
    case DocumentsRole:
        return QVariant::fromValue(row.documents);
    default:
        break;
    }
    return {};
}

QVariant ReportTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= m_table.columns.size())
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole)
        return m_table.columns.at(section).title;
    if (role == Qt::TextAlignmentRole)
        return m_table.columns.at(section).type == ReportTable::Type::Text
            ? int(Qt::AlignLeft | Qt::AlignVCenter)
            : int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}
