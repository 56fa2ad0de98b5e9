#pragma once

#include <QCollator>
#include <QJsonObject>
#include <QSortFilterProxyModel>
#include <QStringList>

#include <functional>

// Instant search and sorting over a RecordTableModel. The search is split at white space into terms
// that must all occur in a row's text (case-insensitive); a record filter (active/archived, one
// employee's users, ...) applies as well. Text sorts by the locale's collation with numbers compared
// by value ("P-9" before "P-10"); other sort keys (amounts, dates, flags) by value.
class RecordTableFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit RecordTableFilterModel(QObject *parent = nullptr);

    void setSearchText(const QString &text);
    QString searchText() const { return m_searchText; }
    // Which records are shown at all; an empty function shows every record.
    void setRecordFilter(std::function<bool(const QJsonObject &)> filter);
    // The row of the record with this key, invalid if it is not shown.
    QModelIndex indexOfKey(const QString &key, int column = 0) const;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    QString m_searchText;
    QStringList m_terms;
    std::function<bool(const QJsonObject &)> m_filter;
    QCollator m_collator;
};
