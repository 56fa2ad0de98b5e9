#pragma once

#include <QByteArray>
#include <QDate>
#include <QString>
#include <QStringList>
#include <QVector>

#include <array>
#include <limits>
#include <string_view>

class DocumentRows;

// What DocumentFilterModel keeps per source row to filter and sort without asking the rows: every row's
// case-folded search text (number, customer, customer number, title, reference) end to end in one UTF-8
// buffer, quick-filter flags, dates and currencies in small arrays, and (when built with ranks) the rank
// of each row's number, customer and title in the locale's collation. Built from the rows on a pool thread
// by the loader (DocumentRows::buildSearchIndex) or by the proxy itself for smaller changes.
struct DocumentSearchIndex
{
    // Per-row bits for the quick filters.
    enum RowFlag : quint8 {
        RowOwes = 1, // open amount > 0
        RowCancelled = 2,
        RowArchived = 4,
        RowSent = 8, // sentStatus SENT
    };
    static constexpr qint64 NoDate = std::numeric_limits<qint64>::min();

    // Per source row i: its search text is blob[rowStart[i], rowStart[i + 1]).
    QByteArray blob;
    QVector<qint32> rowStart;
    QVector<quint8> flags;
    QVector<qint64> dateJd; // julian days; NoDate when there is no date
    QVector<qint64> dueJd;
    QVector<int> currencyOf; // index into currencies
    QStringList currencies; // distinct currency codes, in the order met

    // Collation ranks of the text columns (number, customer, title), for the locale named; empty when not
    // computed (the proxy then computes a column's ranks when it first sorts by it).
    enum TextColumn { NumberText, CustomerText, TitleText, TextColumnCount };
    std::array<QVector<qint32>, TextColumnCount> textRank;
    QString rankLocale;

    // The rows of every column's ascending order (by DocumentListModel::Column), computed with the
    // loader, so the proxy sorts nothing on the GUI thread (100,000 ints a column); handed over once.
    // Empty when not computed.
    static constexpr int OrderColumns = 10; // DocumentListModel::ColumnCount
    std::array<QVector<int>, OrderColumns> orders;
    QDate orderToday; // the State column depends on the date

    static DocumentSearchIndex build(const DocumentRows &rows, bool withRanks);
    void buildOrders(const DocumentRows &rows, const QDate &today);
    // Sort keys of a column (text columns by collation rank, the prebuilt ranks when usable) and the
    // rows in ascending order: currency first for amounts, equal keys by the service's id.
    static QVector<qint64> sortKeys(
        const DocumentRows &rows, const DocumentSearchIndex &index, int column, const QDate &today);
    static QVector<int> ascendingOrder(
        const DocumentRows &rows, const DocumentSearchIndex &index, int column, const QDate &today);
    // Ranks of one text column in the current locale's collation (numbers by value, case ignored).
    static QVector<qint32> ranks(const DocumentRows &rows, TextColumn column);

    qsizetype rowCount() const { return rowStart.isEmpty() ? 0 : rowStart.size() - 1; }
    std::string_view rowText(int row) const
    {
        const qint32 begin = rowStart.at(row);
        return {blob.constData() + begin, size_t(rowStart.at(row + 1) - begin)};
    }
    // Keeps row i as map[i] when map[i] >= 0 (see DocumentRows::compact).
    void compact(const QVector<int> &map);
    qsizetype bytesHeld() const;
};
