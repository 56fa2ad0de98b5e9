#pragma once

#include "documents/ImportPlan.h"

#include <QAbstractTableModel>

// The first rows of an import as they will be sent: the row number, the outcome of the checks, and
// each mapped field as understood (receiver's name, dates in the locale, amounts with currency).
class ImportPreviewModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum FixedColumn { RowNumber, Check, FixedColumnCount };
    // True on rows with problems (for the view's colouring).
    static constexpr int HasProblemsRole = Qt::UserRole + 1;

    explicit ImportPreviewModel(int maxRows = 100, QObject *parent = nullptr);

    void setPlan(const ImportPlan *plan);
    // The field shown in a column at or after FixedColumnCount.
    std::optional<ImportField> fieldAt(int column) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    int m_maxRows;
    const ImportPlan *m_plan = nullptr;
    QList<ImportField> m_fields; // mapped fields, in field order
};
