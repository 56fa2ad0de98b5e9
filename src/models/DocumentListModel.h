#pragma once

#include "DocumentSummary.h"

#include <QAbstractTableModel>
#include <QDate>
#include <QList>

#include <functional>

// The documents of one kind as a table, read from the local store. Display text follows the user's
// locale (amounts with currency, right-aligned; dates in the short format); SortRole gives raw values.
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
    enum Role {
        SortRole = Qt::UserRole + 1, // numbers, dates and minor units, not display text
        UuidRole,
        OverdueRole,
    };

    explicit DocumentListModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const QList<DocumentSummary> &rows() const { return m_rows; }
    void setRows(QList<DocumentSummary> rows);
    // Runs loader on a pool thread (reading 100,000 rows from SQLite must not freeze the window) and
    // shows its result; a result that arrives after a newer reload started is dropped.
    void reloadAsync(std::function<QList<DocumentSummary>()> loader);

    // "Today" for the overdue rule; the real date unless a test fixes it.
    void setToday(const QDate &today) { m_today = today; }
    QDate today() const { return m_today.isValid() ? m_today : QDate::currentDate(); }
    bool isOverdue(const DocumentSummary &row) const;

    static QString sentStatusText(const QString &status);
    static QString dunningText(const QString &level);

signals:
    void reloaded();

private:
    QString stateText(const DocumentSummary &row) const;

    QList<DocumentSummary> m_rows;
    QDate m_today;
    quint64 m_generation = 0;
};
