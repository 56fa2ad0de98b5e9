#pragma once

#include "reports/ReportTable.h"

#include <QAbstractTableModel>

// A ReportTable for a view: text in the user's locale, numbers right-aligned, totals in bold. The raw
// cell (minor units, QDate) is under Qt::UserRole, the row's documents under DocumentsRole.
class ReportTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Roles { DocumentsRole = Qt::UserRole + 1 };

    using QAbstractTableModel::QAbstractTableModel;

    void setTable(const ReportTable &table);
    const ReportTable &table() const { return m_table; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    ReportTable m_table;
};
