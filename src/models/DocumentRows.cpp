#include "models/DocumentRows.h"

#include "models/DocumentSearchIndex.h"

#include <algorithm>
#include <limits>

namespace {

// Lower-case hex in the 8-4-4-4-12 form: what QUuid::toString(WithoutBraces) gives back unchanged.
bool isCanonicalUuid(const QString &text)
{
    if (text.size() != 36)
        return false;
    for (qsizetype i = 0; i < 36; ++i) {
        const char16_t c = text.at(i).unicode();
        if (i == 8 || i == 13 || i == 18 || i == 23) {
            if (c != u'-')
                return false;
        } else if (!((c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f'))) {
            return false;
        }
    }
    return true;
}

} // namespace

DocumentRows::DocumentRows()
{
    m_strings.append(QString());
    m_stringIds.insert(QString(), 0);
}

DocumentRows::DocumentRows(const QList<DocumentSummary> &rows)
    : DocumentRows()
{
    reserve(rows.size());
    for (const DocumentSummary &row : rows)
        append(row);
}

DocumentRows::DocumentRows(DocumentRows &&) noexcept = default;
DocumentRows &DocumentRows::operator=(DocumentRows &&) noexcept = default;
DocumentRows::~DocumentRows() = default;

void DocumentRows::reserve(qsizetype rows)
{
    m_rows.reserve(size_t(rows));
    // About 50 characters of number, title and reference per row.
    m_text.reserve(rows * 50);
}

DocumentRows::Text DocumentRows::store(const QString &text)
{
    const Text t {quint32(m_text.size()), quint32(text.size())};
    m_text.append(text);
    return t;
}

quint32 DocumentRows::intern(const QString &text)
{
    const auto it = m_stringIds.constFind(text);
    if (it != m_stringIds.constEnd())
        return it.value();
    const auto id = quint32(m_strings.size());
    m_strings.append(text);
    m_stringIds.insert(text, id);
    return id;
}

DocumentRows::Row DocumentRows::makeRow(const DocumentSummary &s)
{
    Row r;
    r.id = s.id;
    r.totalMinor = s.totalMinor;
    quint8 flags = 0;
    if (s.openMinor) {
        r.openMinor = *s.openMinor;
        flags |= HasOpen;
    }
    if (s.updatedAt.isValid()) {
        r.updatedMs = s.updatedAt.toMSecsSinceEpoch();
        flags |= HasUpdated;
    }
    if (isCanonicalUuid(s.uuid)) {
        r.uuid = QUuid::fromString(s.uuid);
    } else {
        r.uuidText = store(s.uuid);
        flags |= UuidAsText;
    }
    r.number = store(s.number);
    r.title = store(s.title);
    r.reference = store(s.reference);
    r.date = dateToDay(s.date);
    r.dueDate = dateToDay(s.dueDate);
    r.deliveryDate = dateToDay(s.deliveryDate);
    r.receiverName = intern(s.receiverName);
    r.customerNumber = intern(s.customerNumber);
    r.companyUuid = intern(s.companyUuid);
    r.personUuid = intern(s.personUuid);
    r.currency = intern(s.currency);
    r.sentStatus = intern(s.sentStatus);
    r.dunningLevel = intern(s.dunningLevel);
    r.kind = quint8(s.kind);
    if (s.archived)
        flags |= Archived;
    if (s.cancelled)
        flags |= Cancelled;
    if (s.imported)
        flags |= Imported;
    r.flags = flags;
    return r;
}

void DocumentRows::append(const DocumentSummary &row)
{
    m_index.reset(); // no longer describes the rows
    m_rows.push_back(makeRow(row));
}

void DocumentRows::replace(qsizetype row, const DocumentSummary &document)
{
    if (row < 0 || row >= size())
        return;
    m_index.reset();
    // The old texts stay in the arena until the next compact(): a replaced row is a rare, single event.
    m_rows[size_t(row)] = makeRow(document);
}

void DocumentRows::compact(const QVector<int> &map)
{
    *this = compacted(map);
}

DocumentRows DocumentRows::compacted(const QVector<int> &map) const
{
    DocumentRows c;
    c.m_strings = m_strings; // implicitly shared: the ids stay valid
    c.m_stringIds = m_stringIds;
    c.m_rows.reserve(m_rows.size());
    c.m_text.reserve(m_text.size());
    const auto keep = [&](Text &t) {
        const Text moved {quint32(c.m_text.size()), t.size};
        c.m_text.append(text(t));
        t = moved;
    };
    for (size_t i = 0; i < m_rows.size(); ++i) {
        if (qsizetype(i) >= map.size() || map.at(qsizetype(i)) < 0)
            continue;
        Row r = m_rows[i];
        if (r.flags & UuidAsText)
            keep(r.uuidText);
        keep(r.number);
        keep(r.title);
        keep(r.reference);
        c.m_rows.push_back(r);
    }
    return c;
}

QString DocumentRows::uuid(qsizetype row) const
{
    const Row &r = m_rows[size_t(row)];
    return (r.flags & UuidAsText) ? text(r.uuidText).toString() : r.uuid.toString(QUuid::WithoutBraces);
}

bool DocumentRows::hasUuid(qsizetype row, const QString &uuid) const
{
    const Row &r = m_rows[size_t(row)];
    if (r.flags & UuidAsText)
        return text(r.uuidText) == uuid;
    return isCanonicalUuid(uuid) && r.uuid == QUuid::fromString(uuid);
}

void DocumentRows::locate(QHash<QString, int> &rowOf) const
{
    QHash<QUuid, QString> binary;
    for (auto it = rowOf.cbegin(); it != rowOf.cend(); ++it) {
        if (isCanonicalUuid(it.key()))
            binary.insert(QUuid::fromString(it.key()), it.key());
    }
    for (size_t i = 0; i < m_rows.size(); ++i) {
        const Row &r = m_rows[i];
        if (r.flags & UuidAsText) {
            const auto it = rowOf.find(text(r.uuidText).toString());
            if (it != rowOf.end())
                it.value() = int(i);
        } else if (!binary.isEmpty()) {
            const auto it = binary.constFind(r.uuid);
            if (it != binary.constEnd())
                rowOf[it.value()] = int(i);
        }
    }
}

QDateTime DocumentRows::updatedAt(qsizetype row) const
{
    const Row &r = m_rows[size_t(row)];
    return (r.flags & HasUpdated) ? QDateTime::fromMSecsSinceEpoch(r.updatedMs, Qt::UTC) : QDateTime();
}

DocumentSummary DocumentRows::summary(qsizetype row) const
{
    const Row &r = m_rows[size_t(row)];
    DocumentSummary s;
    s.kind = DocumentKind(r.kind);
    s.id = r.id;
    s.uuid = uuid(row);
    s.number = text(r.number).toString();
    s.date = dayToDate(r.date);
    s.dueDate = dayToDate(r.dueDate);
    s.deliveryDate = dayToDate(r.deliveryDate);
    s.currency = m_strings.at(r.currency);
    s.totalMinor = r.totalMinor;
    s.openMinor = openMinor(row);
    s.title = text(r.title).toString();
    s.reference = text(r.reference).toString();
    s.receiverName = m_strings.at(r.receiverName);
    s.customerNumber = m_strings.at(r.customerNumber);
    s.companyUuid = m_strings.at(r.companyUuid);
    s.personUuid = m_strings.at(r.personUuid);
    s.sentStatus = m_strings.at(r.sentStatus);
    s.dunningLevel = m_strings.at(r.dunningLevel);
    s.archived = r.flags & Archived;
    s.cancelled = r.flags & Cancelled;
    s.imported = r.flags & Imported;
    s.updatedAt = updatedAt(row);
    return s;
}

DocumentRows DocumentRows::copy() const
{
    DocumentRows c;
    c.m_rows = m_rows;
    c.m_text = m_text;
    c.m_strings = m_strings;
    c.m_stringIds = m_stringIds;
    return c;
}

bool DocumentRows::sameUuid(qsizetype row, const DocumentRows &other, qsizetype otherRow) const
{
    const Row &a = m_rows[size_t(row)];
    const Row &b = other.m_rows[size_t(otherRow)];
    if ((a.flags & UuidAsText) != (b.flags & UuidAsText))
        return false;
    return (a.flags & UuidAsText) ? text(a.uuidText) == other.text(b.uuidText) : a.uuid == b.uuid;
}

bool DocumentRows::sameRow(
    qsizetype row, const DocumentRows &other, qsizetype otherRow, const std::vector<quint32> &otherIds) const
{
    const Row &a = m_rows[size_t(row)];
    const Row &b = other.m_rows[size_t(otherRow)];
    const auto same = [&otherIds](quint32 mine, quint32 theirs) {
        return otherIds[theirs] == mine;
    };
    return a.id == b.id && a.totalMinor == b.totalMinor && a.openMinor == b.openMinor
        && a.updatedMs == b.updatedMs && a.uuid == b.uuid && a.date == b.date && a.dueDate == b.dueDate
        && a.deliveryDate == b.deliveryDate && a.kind == b.kind && a.flags == b.flags
        && same(a.receiverName, b.receiverName) && same(a.customerNumber, b.customerNumber)
        && same(a.companyUuid, b.companyUuid) && same(a.personUuid, b.personUuid)
        && same(a.currency, b.currency) && same(a.sentStatus, b.sentStatus)
        && same(a.dunningLevel, b.dunningLevel) && text(a.number) == other.text(b.number)
        && text(a.title) == other.text(b.title) && text(a.reference) == other.text(b.reference)
        && (!(a.flags & UuidAsText) || text(a.uuidText) == other.text(b.uuidText));
}

void DocumentRows::diffAgainst(const DocumentRows &before, quint64 baseVersion, qsizetype maxTouched)
{
    m_index.reset(); // would describe the rows as read, not as rearranged
    m_diff = {};
    m_diff.baseVersion = baseVersion;
    const qsizetype n = before.size();
    const qsizetype m = size();
    if (n == 0 || std::abs(m - n) > maxTouched)
        return; // nothing shown yet, or more rows came or went than a difference is worth: a reset

    // Each row before -> its row here, by uuid: mostly at the same place (a sync changes few rows), else
    // found by 16 bytes (or by text, for the rare uuid not in the canonical form).
    std::vector<int> newOf(size_t(n), -1);
    std::vector<char> claimed(size_t(m), 0);
    qsizetype unmatched = 0;
    for (qsizetype i = 0; i < n; ++i) {
        if (i < m && sameUuid(i, before, i)) {
            newOf[size_t(i)] = int(i);
            claimed[size_t(i)] = 1;
        } else {
            ++unmatched;
        }
    }
    if (unmatched > 0) {
        QHash<QUuid, int> binary;
        QHash<QStringView, int> texts;
        for (qsizetype j = 0; j < m; ++j) {
            if (claimed[size_t(j)])
                continue;
            const Row &r = m_rows[size_t(j)];
            if (r.flags & UuidAsText)
                texts.insert(text(r.uuidText), int(j));
            else
                binary.insert(r.uuid, int(j));
        }
        for (qsizetype i = 0; i < n; ++i) {
            if (newOf[size_t(i)] >= 0)
                continue;
            const Row &r = before.m_rows[size_t(i)];
            const int j =
                (r.flags & UuidAsText) ? texts.value(before.text(r.uuidText), -1) : binary.value(r.uuid, -1);
            if (j >= 0 && !claimed[size_t(j)]) {
                newOf[size_t(i)] = j;
                claimed[size_t(j)] = 1;
            }
        }
    }
    const qsizetype removed = std::count(newOf.cbegin(), newOf.cend(), -1);
    const qsizetype kept = n - removed;
    const qsizetype added = m - kept;
    if (removed + added > maxTouched)
        return;

    // Interned texts of `before` -> ours, once per distinct text rather than once per row.
    std::vector<quint32> otherIds(size_t(before.m_strings.size()));
    for (qsizetype k = 0; k < before.m_strings.size(); ++k)
        otherIds[size_t(k)] = m_stringIds.value(before.m_strings.at(k), std::numeric_limits<quint32>::max());

    // Rearranged: the kept rows in their order before, then the new ones in the order read.
    std::vector<int> order;
    order.reserve(size_t(m));
    QVector<int> changed;
    QVector<int> oldToNew;
    if (removed > 0)
        oldToNew.resize(n);
    for (qsizetype i = 0; i < n; ++i) {
        const int j = newOf[size_t(i)];
        if (removed > 0)
            oldToNew[i] = j < 0 ? -1 : int(order.size());
        if (j < 0)
            continue;
        if (!sameRow(j, before, i, otherIds)) {
            changed.append(int(order.size()));
            if (removed + added + changed.size() > maxTouched)
                return;
        }
        order.push_back(j);
    }
    for (qsizetype j = 0; j < m; ++j) {
        if (!claimed[size_t(j)])
            order.push_back(int(j));
    }
    bool identity = true;
    for (size_t k = 0; k < order.size() && identity; ++k)
        identity = order[k] == int(k);
    if (!identity) {
        // Only the fixed rows move: their texts stay where they are in the arena.
        std::vector<Row> arranged;
        arranged.reserve(m_rows.size());
        for (const int j : order)
            arranged.push_back(m_rows[size_t(j)]);
        m_rows = std::move(arranged);
    }
    m_diff.reset = false;
    m_diff.oldToNew = std::move(oldToNew);
    m_diff.changed = std::move(changed);
    m_diff.kept = int(kept);
    m_diff.added = int(added);
}

qsizetype DocumentRows::bytesHeld() const
{
    qsizetype bytes = qsizetype(m_rows.capacity() * sizeof(Row)) + m_text.capacity() * 2;
    for (const QString &s : m_strings)
        bytes += s.capacity() * 2 + 16 + 2 * 24; // the text, its header, the list's and the hash's copy
    return bytes + (m_index ? m_index->bytesHeld() : 0);
}

void DocumentRows::buildSearchIndex(const QDate &today)
{
    m_index = std::make_unique<DocumentSearchIndex>(DocumentSearchIndex::build(*this, true));
    if (today.isValid())
        m_index->buildOrders(*this, today);
}

std::unique_ptr<DocumentSearchIndex> DocumentRows::takeSearchIndex()
{
    return std::move(m_index);
}
