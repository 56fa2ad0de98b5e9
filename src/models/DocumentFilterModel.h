#pragma once

#include "models/DocumentListModel.h"
#include "models/DocumentSearchIndex.h"

#include <QAbstractProxyModel>
#include <QByteArray>
#include <QDate>
#include <QList>
#include <QPointer>
#include <QVector>

#include <array>
#include <string_view>
#include <vector>

// Sort and filter over a DocumentListModel, fast enough to filter 100,000 rows on every keystroke.
//
// QSortFilterProxyModel sorts and filters through virtual data() calls returning QVariants; this proxy
// reads the source's rows() directly and keeps what it needs per source row (DocumentSearchIndex: every
// row's case-folded search text end to end in one UTF-8 buffer, quick-filter flags and dates in small
// arrays, collation ranks of the text columns), and the rows in sort order for each column sorted so far
// (computed once per column from raw keys; text columns by the locale's collation with numbers compared
// by value, so "RE-2025-9" comes before "RE-2025-10" and "Ärzte" next to "Arzt"). On a reset of the
// source, the index the loader built on its pool thread is taken over (DocumentListModel::takeSearchIndex)
// instead of being built on the GUI thread.
//
// A search is split at white space into terms that must all occur (case-insensitive, accents kept:
// "müller" finds "Müller AG", not "Muller"). A fresh search is one substring search per term over the
// whole buffer; when the new terms only narrow the previous ones (typing on), just the rows shown are
// checked for the new or longer terms; deleting back reuses the results computed on the way in.
//
// Quick filters: All (the default) hides nothing: archived and cancelled documents are listed too, marked
// as such in the State column, so a search for a number always finds the document; the Archived filter
// shows them apart. Open: open amount > 0 and not cancelled (an archived document that still has money
// open is listed). Overdue: the list model's isOverdue() (due date before today, open amount > 0,
// neither cancelled nor archived). Archived: archived documents only. Sent: sent status SENT, not
// cancelled. Cancelled: cancelled documents only. The date range applies to the
// document date; quick filter, date range and search apply together.
//
// Amount columns sort by currency first, then by amount: CHF and EUR amounts are never interleaved.
//
// Filter and sort changes are layout changes (layoutAboutToBeChanged/layoutChanged with the persistent
// indexes moved), so a view keeps its selection and current row while they stay visible.
//
// A difference applied by the source (a reload that changed a few rows, a bulk removal: see
// DocumentListModel::pendingDiff) is followed as such: the loader's index and column orders are taken
// over (or, for a removal, the index and the orders are compacted), only the removed, changed and added
// rows are filtered and placed, and the view is told with rowsRemoved (contiguous ranges), rowsInserted
// and dataChanged for rows changed in place (or with one layout change when that would take more than
// MaxRanges ranges). The counts per quick filter and the totals per currency are updated by the rows
// that changed. Other changes of the source (reset, rows inserted, removed or moved, data changed) are
// layout changes, mapped by uuid: a reload that still holds the selected document keeps it selected;
// each builds the search text anew (bench/README.md, "Search as you type") unless the source brings
// one.
class DocumentFilterModel : public QAbstractProxyModel
{
    Q_OBJECT

public:
    enum QuickFilter { All, Open, Overdue, Archived, Sent, Cancelled };
    Q_ENUM(QuickFilter)

    explicit DocumentFilterModel(QObject *parent = nullptr);

    // The source must be a DocumentListModel (anything else is refused with a warning).
    void setSourceModel(QAbstractItemModel *source) override;
    DocumentListModel *documentModel() const { return m_source; }

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    QModelIndex sibling(int row, int column, const QModelIndex &index) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    QModelIndex mapToSource(const QModelIndex &proxyIndex) const override;
    // What the source says; nothing for a row being removed (its source row is gone already).
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QModelIndex mapFromSource(const QModelIndex &sourceIndex) const override;
    // column -1 restores the source order.
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;
    int sortColumn() const { return m_sortColumn; }
    Qt::SortOrder sortOrder() const { return m_sortOrder; }

    void setSearchText(const QString &text);
    QString searchText() const { return m_searchText; }
    void setQuickFilter(QuickFilter filter);
    QuickFilter quickFilter() const { return m_quickFilter; }
    // Document date within [from, to]; an invalid date leaves that end open. With either end set,
    // documents without a date are hidden.
    void setDateRange(const QDate &from, const QDate &to);
    QDate dateFrom() const { return m_from; }
    QDate dateTo() const { return m_to; }

    // The index of the document with this uuid in the given column, invalid if it is not shown.
    QModelIndex indexOfUuid(const QString &uuid, int column = 0) const;

    // "123 of 4,567 invoices": rows shown, and all rows of the source.
    int visibleCount() const { return int(m_visible.size()); }
    int totalCount() const { return int(m_index.rowCount()); }
    // Documents the quick filter alone would show, search and date range aside (kept up to date with
    // the rows; a linear pass only when the date changed).
    int quickFilterCount(QuickFilter filter) const;
    // More ranges of rows removed or inserted than this for one difference of the source: one layout
    // change instead.
    static constexpr int MaxRanges = 64;

    // The rows shown, counted and summed per currency (never added across currencies), by currency code.
    struct CurrencyTotal
    {
        QString currency;
        int count = 0;
        qint64 totalMinor = 0;
        qint64 openMinor = 0;
    };
    QList<CurrencyTotal> visibleTotals() const;

signals:
    // After every change of visibleCount() or totalCount() (and possibly when neither changed).
    void countsChanged();

private:
    struct SearchStep
    {
        QList<QByteArray> terms;
        QVector<int> visible;
    };
    struct SortCache
    {
        QVector<int> ascending; // all source rows (once `removals` are applied)
        QString locale; // the collation it was made with
        QDate today; // the State column depends on the date
        // Removals not applied yet, oldest first (each maps the rows before it to those after, -1: gone):
        // only the sorted column's order is compacted at once, the others when next sorted.
        QList<QVector<int>> removals;
        qsizetype rows() const { return removals.isEmpty() ? ascending.size() : rowsAfter; }
        qsizetype rowsAfter = 0; // what the order describes once the removals are applied
        void applyRemovals();
    };

    void connectSource();
    void disconnectSource();
    void sourceAboutToChange();
    void sourceChanged(bool reindex);
    void sourceDestroyed();

    void rebuild(bool reindex);
    // Takes over the loader's index and the column orders that came with it.
    void adoptIndex(DocumentSearchIndex index);
    // Follows a removal in the source (old row -> new row, -1 removed) without indexing anew.
    void compactRemoved(const QVector<int> &map);
    void sourceDiffAboutToBeApplied();
    void sourceDiffApplied();
    // The proxy's rows and the views follow a difference: oldSeq is the rows shown before as rows now
    // (-1 removed), newSeq the rows shown now; touched marks the changed and added rows.
    void applyDiffToView(const QVector<int> &oldSeq, QVector<int> newSeq, const std::vector<char> &touched);
    void applyDiffAsLayout(const QVector<int> &oldSeq, QVector<int> newSeq);
    // The source rows of persistent indexes under `shown` (proxy row -> source row), -1 for none; then,
    // once m_visible is new, those indexes moved to where their source rows are shown now.
    static QVector<int> sourceRowsOf(const QModelIndexList &indexes, const QVector<int> &shown);
    void movePersistent(const QModelIndexList &before, const QVector<int> &sourceRows);
    void indexVisible();
    void countRow(int sourceRow, int sign, qint64 todayJd) const;
    void recount() const;
    void addToTotals(const DocumentRows &rows, int sourceRow, int sign);
    void recomputeTotals();
    const QVector<int> &ascendingOrder(int column);
    void applySort();

    static QList<QByteArray> termsOf(const QString &text);
    static bool narrows(const QList<QByteArray> &terms, const QList<QByteArray> &previous);
    bool rowHasTerms(int sourceRow, const QList<QByteArray> &terms) const;
    std::vector<char> rowsWithTerms(const QList<QByteArray> &terms) const;
    bool passesQuickFilter(int sourceRow, qint64 todayJd) const;
    bool matchesQuickFilter(QuickFilter filter, int sourceRow, qint64 todayJd) const;
    QVector<int> filterAll(const QList<QByteArray> &terms) const;
    QVector<int> filterNarrower(const QVector<int> &shown, const QList<QByteArray> &newTerms) const;
    void refilterAll();
    // sameRows: the same rows in another order (a sort): the totals stay.
    void applyVisible(QVector<int> visible, bool sameRows = false);

    QPointer<DocumentListModel> m_source;
    QList<QMetaObject::Connection> m_connections;
    bool m_sourceChanging = false;
    QModelIndexList m_pendingIndexes; // persistent indexes during a source change
    QStringList m_pendingUuids;

    DocumentSearchIndex m_index;

    std::array<SortCache, DocumentListModel::ColumnCount> m_sortCache; // per column
    QVector<int> m_order; // every source row, in sort order
    QVector<int> m_visible; // source rows shown, in sort order
    QVector<int> m_sourceToProxy; // -1 for rows not shown
    int m_sortColumn = -1;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;

    QString m_searchText;
    QList<QByteArray> m_terms;
    // The searches typed on the way to this one, each narrower than the one before; the last is the
    // current one. Deleting back finds its result here.
    QList<SearchStep> m_steps;
    QuickFilter m_quickFilter = All;
    QDate m_from;
    QDate m_to;

    // Per QuickFilter, over all rows; as of m_countsDay (julian day).
    mutable std::array<int, Cancelled + 1> m_quickCounts {};
    mutable qint64 m_countsDay = 0;
    QList<CurrencyTotal> m_totals; // of the rows shown, by currency code
    QVector<int> m_diffNewToOld; // only while the source applies a difference
};
