#pragma once

#include "records/RecordFilterModel.h"

#include <QJsonObject>

#include <functional>

// Instant search (RecordFilterModel) and sorting over a RecordTableModel; a record filter
// (active/archived, one employee's users, ...) applies as well. Text sort keys sort as text, other sort
// keys (amounts, dates, flags) by value.
class RecordTableFilterModel : public RecordFilterModel
{
    Q_OBJECT

public:
    explicit RecordTableFilterModel(QObject *parent = nullptr);

    // Which records are shown at all; an empty function shows every record.
    void setRecordFilter(std::function<bool(const QJsonObject &)> filter);
    // The row of the record with this key, invalid if it is not shown.
    QModelIndex indexOfKey(const QString &key, int column = 0) const;

protected:
    bool acceptsRow(const QModelIndex &index) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    std::function<bool(const QJsonObject &)> m_filter;
};
