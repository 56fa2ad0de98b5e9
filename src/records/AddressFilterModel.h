#pragma once

#include <QCollator>
#include <QSortFilterProxyModel>
#include <QStringList>

// Instant search, a tag filter and sorting over an AddressListModel. The search is split at white
// space into terms that must all occur in a record's text (case-insensitive); the tag filter keeps
// the records that carry the tag. Text sorts by the locale's collation with numbers compared by value
// (customer number 999 before 1000).
class AddressFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit AddressFilterModel(QObject *parent = nullptr);

    void setSearchText(const QString &text);
    QString searchText() const { return m_searchText; }
    // Empty shows every record.
    void setTag(const QString &tag);
    QString tag() const { return m_tag; }
    // The row of the record with this uuid, invalid when it is not shown.
    QModelIndex indexOfUuid(const QString &uuid, int column = 0) const;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    QString m_searchText;
    QStringList m_terms;
    QString m_tag;
    QCollator m_collator;
};
