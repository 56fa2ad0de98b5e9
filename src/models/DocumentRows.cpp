#include "models/DocumentRows.h"

#include "models/DocumentSearchIndex.h"

#include <algorithm>

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
    m_index.reset();
    QString text;
    text.reserve(m_text.size());
    const auto keep = [&](Text &t) {
        const Text moved {quint32(text.size()), t.size};
        text.append(this->text(t));
        t = moved;
    };
    size_t out = 0;
    for (size_t i = 0; i < m_rows.size(); ++i) {
        if (qsizetype(i) >= map.size() || map.at(qsizetype(i)) < 0)
            continue;
        Row r = m_rows[i];
        if (r.flags & UuidAsText)
            keep(r.uuidText);
        keep(r.number);
        keep(r.title);
        keep(r.reference);
        m_rows[out++] = r;
    }
    m_rows.resize(out);
    m_text = std::move(text);
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

bool DocumentRows::sameAs(const DocumentRows &other) const
{
    if (m_rows.size() != other.m_rows.size() || m_text != other.m_text || m_strings != other.m_strings)
        return false;
    const auto sameText = [](Text a, Text b) {
        return a.at == b.at && a.size == b.size;
    };
    // Texts are compared by their place in the arenas (equal above) and their interned ids (the interned
    // lists are equal above), field by field: a Row's padding is not initialised.
    return std::equal(
        m_rows.cbegin(), m_rows.cend(), other.m_rows.cbegin(), [&sameText](const Row &a, const Row &b) {
            return a.id == b.id && a.totalMinor == b.totalMinor && a.openMinor == b.openMinor
                && a.updatedMs == b.updatedMs && a.uuid == b.uuid && sameText(a.uuidText, b.uuidText)
                && sameText(a.number, b.number) && sameText(a.title, b.title)
                && sameText(a.reference, b.reference) && a.date == b.date && a.dueDate == b.dueDate
                && a.deliveryDate == b.deliveryDate && a.receiverName == b.receiverName
                && a.customerNumber == b.customerNumber && a.companyUuid == b.companyUuid
                && a.personUuid == b.personUuid && a.currency == b.currency && a.sentStatus == b.sentStatus
                && a.dunningLevel == b.dunningLevel && a.kind == b.kind && a.flags == b.flags;
        });
}

qsizetype DocumentRows::bytesHeld() const
{
    qsizetype bytes = qsizetype(m_rows.capacity() * sizeof(Row)) + m_text.capacity() * 2;
    for (const QString &s : m_strings)
        bytes += s.capacity() * 2 + 16 + 2 * 24; // the text, its header, the list's and the hash's copy
    return bytes + (m_index ? m_index->bytesHeld() : 0);
}

void DocumentRows::buildSearchIndex(int sortColumn, const QDate &today)
{
    m_index = std::make_unique<DocumentSearchIndex>(DocumentSearchIndex::build(*this, true));
    if (sortColumn >= 0)
        m_index->buildOrder(*this, sortColumn, today);
}

std::unique_ptr<DocumentSearchIndex> DocumentRows::takeSearchIndex()
{
    return std::move(m_index);
}
