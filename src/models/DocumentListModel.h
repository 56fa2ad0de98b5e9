#pragma once

#include "domain/DocumentSummary.h"
#include "models/DocumentRows.h"

#include <QAbstractTableModel>
#include <QDate>
#include <QFutureWatcher>
#include <QList>
#include <QSet>
#include <QVector>

#include <functional>
#include <memory>

// The documents of one kind as a table, read from the local store. Display text follows the user's
// locale (amounts with currency, right-aligned; dates as DateText, the editors' form); SortRole gives raw
// values.
//
// A delivery note has no amounts: its Total cell is empty rather than a made-up zero.
//
// The columns are those of invoices. Other kinds will use the same logical columns and hide what does
// not apply to them (a quote has no dunning level); new columns go at the end, before ColumnCount,
// because the view saves its header state by logical column.
class DocumentListModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        Number,
        Date,
        Customer,
        Title,
        Total,
        OpenAmount,
        DueDate,
        State,
        Dunning,
        SentStatus,
        ColumnCount
    };
    Q_ENUM(Column)

    enum Role {
        // The raw value a column sorts by: QString (number, customer, title), QDate, qint64 minor units,
        // int rank for status columns (DocumentState, sentStatusRank, dunningRank): never display text.
        SortRole = Qt::UserRole + 1,
        UuidRole, // QString: what a view keeps to find a document again (selection, detail pane)
        OverdueRole, // bool: isOverdue()
        StateRole, // int: DocumentState
    };
    Q_ENUM(Role)

    // The State column. Ascending order puts what needs attention first.
    enum class DocumentState { Overdue, Open, Paid, Archived, Cancelled };
    Q_ENUM(DocumentState)

    explicit DocumentListModel(QObject *parent = nullptr);
    // Waits for a loader still running (reloadAsync): Qt closes every SQLite connection when the
    // QApplication goes, and a pool thread still reading the store then reads freed memory (seen as
    // "malloc_consolidate(): invalid chunk size" when bench_startup's window closed, found with valgrind).
    // The loader should stop early when its owner goes (DocumentsPage does). A loader not started yet is
    // cancelled; a load whose result was applied is never waited for.
    ~DocumentListModel() override;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The rows as given, in source order, stored compactly; the filter model reads its keys from here.
    // During an applied difference (between diffAboutToBeApplied() and diffApplied()) it may hold the
    // rows to be appended already: rowCount() is what the views were told.
    const DocumentRows &rows() const { return *m_rows; }
    // One row as a whole DocumentSummary (without its JSON).
    DocumentSummary summary(int row) const { return m_rows->summary(row); }
    // The row of the document with this uuid, -1 if there is none (a linear search).
    int rowOfUuid(const QString &uuid) const;
    // Replaces all rows (a model reset).
    void setRows(DocumentRows rows);
    void setRows(const QList<DocumentSummary> &rows) { setRows(DocumentRows(rows)); }
    // The search index the loader built along with the rows set or changed last, once
    // (DocumentFilterModel takes it instead of building it on the GUI thread); null if there is none.
    std::unique_ptr<DocumentSearchIndex> takeSearchIndex() { return std::move(m_index); }
    // Smaller changes, for a document created, changed or deleted in this window: no reset, so views
    // keep their selection and scroll position.
    void appendRows(QList<DocumentSummary> rows);
    void replaceRow(int row, DocumentSummary document);
    bool removeRows(int row, int count, const QModelIndex &parent = {}) override;
    // Removes the documents with these uuids as one change (a layout change; persistent indexes of the
    // removed rows become invalid, the others follow their rows), in one pass over the rows. Returns how
    // many went. It is a difference (pendingDiff()) with removals only.
    int removeDocuments(const QSet<QString> &uuids);

    // Rows at most this many (or 1/DiffDivisor of all) removed, changed or added by a reload are applied
    // as such; a larger difference is a reset (bench/README.md, "Stalls").
    static constexpr qsizetype MinDiffRows = 64;
    static constexpr qsizetype DiffDivisor = 20;
    // Between diffAboutToBeApplied() and diffApplied(): what changes (old row -> new row, changed rows,
    // appended rows; see DocumentRows::Diff). The model emits, in between, one layout change for the
    // removals (persistent indexes follow their rows), dataChanged() for contiguous ranges of changed rows
    // and one beginInsertRows() for the appended ones, in that order. A proxy may instead follow the
    // whole difference at diffApplied() (DocumentFilterModel does); the rows and the loader's search index
    // (takeSearchIndex(), when the difference came from a reload) are those after it.
    const DocumentRows::Diff &pendingDiff() const { return m_diff; }
    bool applyingDiff() const { return m_applyingDiff; }

    // Runs loader on a pool thread (reading 100,000 rows from SQLite must not freeze the window), and
    // there too compares its rows with those shown (by uuid) and builds the search index and every
    // column's order. On this object's thread, a small difference is applied as such (see pendingDiff()),
    // a large one with setRows(), none at all not at all; then reloaded() is emitted. A result that
    // arrives after a newer reload (or setRows) was started is dropped; one whose rows were changed
    // meanwhile here (appendRows and the like) is set whole. The loaders must not touch this model, and
    // whatever they capture must outlive it.
    //
    // With firstRows, and while the model is empty (the first load of a session), firstRows runs first
    // (meant to read one screenful, in the list's default order) and its rows are shown at once; loader
    // starts when they are set, so the rest comes in with one more change. reloaded() follows the whole.
    void reloadAsync(std::function<DocumentRows()> loader, std::function<DocumentRows()> firstRows = nullptr);

    // "Today" for the overdue rule: the real date unless a test fixes it.
    void setToday(const QDate &today);
    QDate today() const { return m_today.isValid() ? m_today : QDate::currentDate(); }
    // Due date before today, an open amount > 0, neither cancelled nor archived.
    bool isOverdue(const DocumentSummary &row) const { return isOverdue(row, today()); }
    DocumentState state(const DocumentSummary &row) const { return state(row, today()); }
    // The same for a given date (asking for the current date costs a system call or two per row).
    static bool isOverdue(const DocumentSummary &row, const QDate &today);
    static DocumentState state(const DocumentSummary &row, const QDate &today);
    // The same for a stored row, with today as a julian day.
    static bool isOverdue(const DocumentRows &rows, qsizetype row, qint64 todayJd);
    static DocumentState state(const DocumentRows &rows, qsizetype row, qint64 todayJd);

    static QString stateText(DocumentState state);
    // Translated words for the service's codes; an unknown code is shown as it came.
    static QString sentStatusText(const QString &status);
    static QString dunningText(const QString &level);
    // The same words for a level as the reminder run counts it: 1 reminder, 2 first, 3 final dunning.
    static QString dunningText(int level);
    // Sort ranks: not sent, sent, sending failed, unknown; none, reminder, 1st, final, unknown.
    static int sentStatusRank(const QString &status);
    static int dunningRank(const QString &level);

signals:
    // After reloadAsync() applied its result.
    void reloaded();
    // Around a difference applied (see pendingDiff()).
    void diffAboutToBeApplied();
    void diffApplied();

private:
    void startLoad(std::function<DocumentRows()> loader, quint64 generation);
    void applyDiff(DocumentRows rows, DocumentRows::Diff diff);
    // The rows to change in place: copied first when a loader still reads them (copy on write).
    DocumentRows &mutableRows();
    void takeIndexOf(DocumentRows &rows);

    // Shared with a running loader, which compares what it read with them; never changed while shared.
    std::shared_ptr<DocumentRows> m_rows = std::make_shared<DocumentRows>();
    quint64 m_version = 0; // counts every change of the rows
    int m_hiddenTail = 0; // rows appended by a difference, not yet announced
    bool m_applyingDiff = false;
    DocumentRows::Diff m_diff; // only while a difference is applied
    std::unique_ptr<DocumentSearchIndex> m_index;
    QDate m_today;
    qint64 m_rowsDay = 0; // today() as a julian day when the rows were set last
    quint64 m_generation = 0;
    // The loads started and not yet handled (what the destructor waits for).
    QList<QFutureWatcher<DocumentRows> *> m_loads;
};
