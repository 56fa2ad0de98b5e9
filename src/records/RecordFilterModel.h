#pragma once

#include <QCollator>
#include <QSortFilterProxyModel>
#include <QStringList>

// The one search of the record stack's lists (RecordTableFilterModel, AddressFilterModel): the search
// text is split at white space into terms that must all occur in a row's search text
// (case-insensitive); a subclass adds which rows are shown at all and how keys sort. Text compares by
// the locale's collation with numbers by value ("P-9" before "P-10", customer number 999 before 1000).
class RecordFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    void setSearchText(const QString &text);
    QString searchText() const { return m_searchText; }

protected:
    // sortRole and searchTextRole: the source model's roles of a row's sort key and search text.
    RecordFilterModel(int sortRole, int searchTextRole, QObject *parent);

    // Whether the row (its first column) is shown at all, before the search.
    virtual bool acceptsRow(const QModelIndex &index) const = 0;
    int compareText(const QString &left, const QString &right) const
    {
        return m_collator.compare(left, right);
    }

    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const final;

private:
    int m_searchTextRole;
    QString m_searchText;
    QStringList m_terms;
    QCollator m_collator;
};
