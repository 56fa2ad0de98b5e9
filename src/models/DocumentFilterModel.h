#pragma once

#include <QAbstractProxyModel>
#include <QDate>
#include <QStringList>
#include <QVector>

#include <string_view>

class DocumentListModel;

// Sort and filter over a DocumentListModel, fast enough to filter 100,000 rows on every keystroke.
// QSortFilterProxyModel re-sorts through virtual data() calls after each filter change; here the sort
// order is computed once per sort change from the raw rows, and a search is one linear pass over that
// order, comparing precomputed case-folded search text. When the new search text extends the previous
// one, only the rows already shown are checked; deleting back reuses the results computed on the way in.
//
// Quick filters: All shows every document (archived and cancelled too); Open: open amount > 0, neither
// archived nor cancelled; Overdue: open and past its due date; Archived: archived documents only.
class DocumentFilterModel : public QAbstractProxyModel
{
    Q_OBJECT

public:
    enum QuickFilter { All, Open, Overdue, Archived };
    Q_ENUM(QuickFilter)

    explicit DocumentFilterModel(QObject *parent = nullptr);

    void setSourceModel(QAbstractItemModel *source) override;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    QModelIndex mapToSource(const QModelIndex &proxyIndex) const override;
    QModelIndex mapFromSource(const QModelIndex &sourceIndex) const override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    void setSearchText(const QString &text);
    QString searchText() const { return m_searchText; }
    void setQuickFilter(QuickFilter filter);
    QuickFilter quickFilter() const { return m_quickFilter; }
    // Document date within [from, to]; an invalid date leaves that end open.
    void setDateRange(const QDate &from, const QDate &to);

    int visibleCount() const { return int(m_visible.size()); }
    int totalCount() const { return int(m_order.size()); }

signals:
    void countsChanged();

private:
    void rebuild();
    void resort();
    void refilter(bool narrowOnly);
    bool accepts(int sourceRow) const;
    bool acceptsExceptSearch(int sourceRow) const;
    std::string_view searchText(int sourceRow) const;
    bool rowHasTerms(int sourceRow) const;
    QVector<bool> rowsWithTerms() const;
    void applyVisible(QVector<int> visible);
    void forgetSearchHistory();

    DocumentListModel *m_source = nullptr;
    // Every row's case-folded number, customer, customer number, title and reference as UTF-8, end to end;
    // row i is m_blob[m_rowStart[i], m_rowStart[i + 1]).
    QByteArray m_blob;
    QVector<qint32> m_rowStart;
    QVector<int> m_order; // every source row, in sort order
    QVector<int> m_visible; // source rows shown, in sort order
    QVector<int> m_sourceToProxy;
    int m_sortColumn = -1;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
    QString m_searchText;
    QList<QByteArray> m_termBytes;
    // Results of the shorter texts typed before this one (a prefix chain), so backspace costs nothing.
    QList<QPair<QString, QVector<int>>> m_history;
    QuickFilter m_quickFilter = All;
    QDate m_from;
    QDate m_to;
};
