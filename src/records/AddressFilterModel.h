#pragma once

#include "records/RecordFilterModel.h"

#include <QString>

// Instant search (RecordFilterModel), a tag filter and sorting over an AddressListModel. The tag
// filter keeps the records that carry the tag; every column sorts as text.
class AddressFilterModel : public RecordFilterModel
{
    Q_OBJECT

public:
    explicit AddressFilterModel(QObject *parent = nullptr);

    // Empty shows every record.
    void setTag(const QString &tag);
    QString tag() const { return m_tag; }
    // The row of the record with this uuid, invalid when it is not shown.
    QModelIndex indexOfUuid(const QString &uuid, int column = 0) const;

protected:
    bool acceptsRow(const QModelIndex &index) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    QString m_tag;
};
