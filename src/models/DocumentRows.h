#pragma once

#include "domain/DocumentSummary.h"
#include "models/DocumentSearchIndex.h"

#include <QDate>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringView>
#include <QUuid>
#include <QVector>

#include <limits>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

// The rows of a document list, stored compactly: 100,000 invoices as DocumentSummary objects take about
// 1 KiB each (a dozen QStrings with their own heap blocks, three QDates, a QDateTime); here a row is a
// fixed struct of 128 bytes (amounts in minor units, dates as julian days, flags), its uuid as 16 bytes,
// its number, title and reference in one shared text arena, and the texts that repeat (customer name and
// number, company and person uuids, currency, sent status, dunning level) interned: each distinct text
// is stored once however many rows use it. bench/README.md ("Memory") has the figures.
//
// Built on any thread, then moved to the model's; not shared between threads. The original JSON of a
// summary is not kept (the list never needs it; DocumentStore::find has it).
class DocumentRows
{
public:
    DocumentRows();
    explicit DocumentRows(const QList<DocumentSummary> &rows);
    DocumentRows(DocumentRows &&) noexcept;
    DocumentRows &operator=(DocumentRows &&) noexcept;
    DocumentRows(const DocumentRows &) = delete;
    DocumentRows &operator=(const DocumentRows &) = delete;
    ~DocumentRows();

    qsizetype size() const { return qsizetype(m_rows.size()); }
    bool isEmpty() const { return m_rows.empty(); }
    void reserve(qsizetype rows);
    void append(const DocumentSummary &row);
    void replace(qsizetype row, const DocumentSummary &document);
    // Keeps row i as row map[i] when map[i] >= 0 (map ascending), drops it when -1. The text arena is
    // compacted along.
    void compact(const QVector<int> &map);
    // The same as a new object (without the search index), these rows left as they are.
    DocumentRows compacted(const QVector<int> &map) const;

    // The row as a DocumentSummary (without JSON): for code that wants the whole document.
    DocumentSummary summary(qsizetype row) const;

    DocumentKind kind(qsizetype row) const { return DocumentKind(m_rows[size_t(row)].kind); }
    qint64 id(qsizetype row) const { return m_rows[size_t(row)].id; }
    QString uuid(qsizetype row) const;
    bool hasUuid(qsizetype row, const QString &uuid) const;
    // Sets rowOf[uuid] to the row of each uuid held (the value is left as it is for the others), in one
    // pass comparing 16 bytes per row rather than text.
    void locate(QHash<QString, int> &rowOf) const;
    // The uuid as 16 bytes; null when it is kept as text (not in the canonical form).
    QUuid binaryUuid(qsizetype row) const
    {
        const Row &r = m_rows[size_t(row)];
        return (r.flags & UuidAsText) ? QUuid() : r.uuid;
    }
    QStringView number(qsizetype row) const { return text(m_rows[size_t(row)].number); }
    QStringView title(qsizetype row) const { return text(m_rows[size_t(row)].title); }
    QStringView reference(qsizetype row) const { return text(m_rows[size_t(row)].reference); }
    const QString &receiverName(qsizetype row) const
    {
        return m_strings.at(m_rows[size_t(row)].receiverName);
    }
    const QString &customerNumber(qsizetype row) const
    {
        return m_strings.at(m_rows[size_t(row)].customerNumber);
    }
    const QString &currency(qsizetype row) const { return m_strings.at(m_rows[size_t(row)].currency); }
    quint32 currencyId(qsizetype row) const { return m_rows[size_t(row)].currency; }
    const QString &sentStatus(qsizetype row) const { return m_strings.at(m_rows[size_t(row)].sentStatus); }
    const QString &dunningLevel(qsizetype row) const
    {
        return m_strings.at(m_rows[size_t(row)].dunningLevel);
    }
    // Interned text ids: equal ids, equal texts (for comparing rows without comparing strings).
    quint32 sentStatusId(qsizetype row) const { return m_rows[size_t(row)].sentStatus; }
    quint32 dunningLevelId(qsizetype row) const { return m_rows[size_t(row)].dunningLevel; }
    QDate date(qsizetype row) const { return dayToDate(m_rows[size_t(row)].date); }
    QDate dueDate(qsizetype row) const { return dayToDate(m_rows[size_t(row)].dueDate); }
    // Julian days; NoDay when there is no date.
    qint32 dateDay(qsizetype row) const { return m_rows[size_t(row)].date; }
    qint32 dueDay(qsizetype row) const { return m_rows[size_t(row)].dueDate; }
    qint64 totalMinor(qsizetype row) const { return m_rows[size_t(row)].totalMinor; }
    std::optional<qint64> openMinor(qsizetype row) const
    {
        const Row &r = m_rows[size_t(row)];
        return (r.flags & HasOpen) ? std::optional<qint64>(r.openMinor) : std::nullopt;
    }
    bool archived(qsizetype row) const { return m_rows[size_t(row)].flags & Archived; }
    bool cancelled(qsizetype row) const { return m_rows[size_t(row)].flags & Cancelled; }
    QDateTime updatedAt(qsizetype row) const;
    std::optional<qint64> updatedMs(qsizetype row) const
    {
        const Row &r = m_rows[size_t(row)];
        return (r.flags & HasUpdated) ? std::optional<qint64>(r.updatedMs) : std::nullopt;
    }

    // A copy without the search index or the difference (for the model's copy on write).
    DocumentRows copy() const;

    // What a reload changed against the rows shown (`before`), by uuid, computed where the rows were
    // read (a pool thread): see diffAgainst().
    struct Diff
    {
        bool reset = true; // too large (or nothing to compare with): replace all rows
        quint64 baseVersion = 0; // the version of the rows it was computed against
        QVector<int> oldToNew; // per row of `before`: its row now, -1 removed; empty when none went
        QVector<int> changed; // rows now (< kept), ascending, whose fields changed
        int kept = 0; // rows of `before` still here: rows [0, kept) now, in their order before
        int added = 0; // new rows: [kept, kept + added)
        int removed() const { return oldToNew.isEmpty() ? 0 : int(oldToNew.size()) - kept; }
        int touched() const { return removed() + int(changed.size()) + added; }
        bool isEmpty() const { return !reset && touched() == 0; }
    };
    // Compares these rows (freshly read) with `before` by 16-byte uuid. When at most maxTouched rows
    // were removed, changed or added, these rows are rearranged into what `before` becomes by applying
    // the difference (kept rows in their order in `before`, then the new rows in their order here) and
    // the difference is kept (takeDiff()); else they stay as read and the difference says reset. A
    // search index built before is dropped (build it after).
    void diffAgainst(const DocumentRows &before, quint64 baseVersion, qsizetype maxTouched);
    Diff takeDiff() { return std::exchange(m_diff, Diff()); }

    // Heap and arena bytes held (an estimate for the benchmark's memory account).
    qsizetype bytesHeld() const;

    // The proxy's search text, flags and sort ranks, computed where the rows were built (a pool thread)
    // and handed over once: the proxy takes it instead of building it on the GUI thread.
    // With a valid today, every column's ascending order too (the State column's as of today), so the
    // first click on a column sorts nothing on the GUI thread.
    void buildSearchIndex(const QDate &today = {});
    std::unique_ptr<DocumentSearchIndex> takeSearchIndex();

    static constexpr qint32 NoDay = std::numeric_limits<qint32>::min();

private:
    struct Text
    {
        quint32 at = 0;
        quint32 size = 0;
    };
    enum Flag : quint8 {
        HasOpen = 1,
        Archived = 2,
        Cancelled = 4,
        Imported = 8,
        HasUpdated = 16,
        UuidAsText = 32, // not in the canonical form QUuid writes back: kept as text
    };
    struct Row
    {
        qint64 id = 0;
        qint64 totalMinor = 0;
        qint64 openMinor = 0;
        qint64 updatedMs = 0;
        QUuid uuid;
        Text uuidText;
        Text number;
        Text title;
        Text reference;
        qint32 date = NoDay;
        qint32 dueDate = NoDay;
        qint32 deliveryDate = NoDay;
        quint32 receiverName = 0;
        quint32 customerNumber = 0;
        quint32 companyUuid = 0;
        quint32 personUuid = 0;
        quint32 currency = 0;
        quint32 sentStatus = 0;
        quint32 dunningLevel = 0;
        quint8 kind = 0;
        quint8 flags = 0;
    };

    Row makeRow(const DocumentSummary &s);
    bool sameUuid(qsizetype row, const DocumentRows &other, qsizetype otherRow) const;
    // Same fields and texts; otherIds maps other's interned ids to ours (-1 when we do not have it).
    bool sameRow(qsizetype row, const DocumentRows &other, qsizetype otherRow,
        const std::vector<quint32> &otherIds) const;
    Text store(const QString &text);
    quint32 intern(const QString &text);
    QStringView text(Text t) const { return QStringView(m_text).mid(t.at, t.size); }
    static qint32 dateToDay(const QDate &date) { return date.isValid() ? qint32(date.toJulianDay()) : NoDay; }
    static QDate dayToDate(qint32 day) { return day == NoDay ? QDate() : QDate::fromJulianDay(day); }

    std::vector<Row> m_rows;
    QString m_text; // number, title, reference (and uuids that are not canonical) end to end
    QList<QString> m_strings; // interned; 0 is the empty string
    QHash<QString, quint32> m_stringIds;
    std::unique_ptr<DocumentSearchIndex> m_index;
    Diff m_diff;
};
