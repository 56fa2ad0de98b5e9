#include "domain/DocumentSelection.h"

#include "domain/DocumentRules.h"

SelectedDocument SelectedDocument::fromSummary(const DocumentSummary &row, const QDate &today)
{
    return {row.uuid, row.number, DocumentRules::stateKey(row, today), row.updatedAt, row.currency,
        row.totalMinor, row.openMinor};
}

DocumentSelection::DocumentSelection(const QList<SelectedDocument> &documents)
{
    reserve(documents.size());
    for (const SelectedDocument &document : documents)
        append(document);
}

void DocumentSelection::reserve(qsizetype documents)
{
    m_entries.reserve(size_t(documents));
    m_text.reserve(documents * 12); // a number such as RE-2026-00042
}

DocumentSelection::Text DocumentSelection::store(QStringView text)
{
    const Text t {quint32(m_text.size()), quint32(text.size())};
    m_text.append(text);
    return t;
}

namespace {
// The id of `text` in `list` (its index), added at its end the first time.
int internedId(QStringList &list, QHash<QString, int> &ids, const QString &text)
{
    const auto it = ids.constFind(text);
    if (it != ids.constEnd())
        return it.value();
    list.append(text);
    return *ids.insert(text, int(list.size() - 1));
}
} // namespace

int DocumentSelection::addState(const QString &state)
{
    return internedId(m_states, m_stateIds, state);
}

int DocumentSelection::addCurrency(const QString &currency)
{
    return internedId(m_currencies, m_currencyIds, currency);
}

void DocumentSelection::append(const SelectedDocument &d)
{
    if (d.uuid.isEmpty())
        return;
    // The canonical form (what QUuid writes back) is kept as 16 bytes, anything else as text.
    const QUuid binary = QUuid::fromString(d.uuid);
    const bool canonical = !binary.isNull() && binary.toString(QUuid::WithoutBraces) == d.uuid;
    append(canonical ? binary : QUuid(), canonical ? QStringView() : QStringView(d.uuid), d.number,
        addState(d.state),
        d.updatedAt.isValid() ? std::optional<qint64>(d.updatedAt.toMSecsSinceEpoch()) : std::nullopt,
        addCurrency(d.currency), d.totalMinor, d.openMinor);
}

void DocumentSelection::append(const QUuid &uuid, QStringView uuidText, QStringView number, int state,
    std::optional<qint64> updatedMs, int currency, qint64 totalMinor, std::optional<qint64> openMinor)
{
    Entry e;
    e.uuid = uuid;
    if (uuid.isNull())
        e.uuidText = store(uuidText);
    e.number = store(number);
    e.state = state;
    e.currency = currency;
    e.totalMinor = totalMinor;
    e.hasOpen = openMinor.has_value();
    e.openMinor = openMinor.value_or(0);
    e.hasUpdated = updatedMs.has_value();
    e.updatedMs = updatedMs.value_or(0);
    m_entries.push_back(e);
    m_indexOf.clear();
    m_indexOfText.clear();
}

QString DocumentSelection::uuid(qsizetype i) const
{
    const Entry &e = m_entries[size_t(i)];
    return e.uuid.isNull() ? text(e.uuidText).toString() : e.uuid.toString(QUuid::WithoutBraces);
}

QString DocumentSelection::number(qsizetype i) const
{
    return text(m_entries[size_t(i)].number).toString();
}

QDateTime DocumentSelection::updatedAt(qsizetype i) const
{
    const Entry &e = m_entries[size_t(i)];
    return e.hasUpdated ? QDateTime::fromMSecsSinceEpoch(e.updatedMs, Qt::UTC) : QDateTime();
}

QStringList DocumentSelection::uuids() const
{
    QStringList out;
    out.reserve(size());
    for (qsizetype i = 0; i < size(); ++i)
        out.append(uuid(i));
    return out;
}

qsizetype DocumentSelection::indexOf(const QString &uuid) const
{
    if (m_indexOf.isEmpty() && m_indexOfText.isEmpty() && !m_entries.empty()) {
        m_indexOf.reserve(size());
        for (qsizetype i = 0; i < size(); ++i) {
            const Entry &e = m_entries[size_t(i)];
            if (e.uuid.isNull())
                m_indexOfText.insert(text(e.uuidText).toString(), i);
            else
                m_indexOf.insert(e.uuid, i);
        }
    }
    const QUuid binary = QUuid::fromString(uuid);
    if (!binary.isNull() && binary.toString(QUuid::WithoutBraces) == uuid)
        return m_indexOf.value(binary, -1);
    return m_indexOfText.value(uuid, -1);
}

DocumentSelection DocumentSelection::without(const QStringList &uuids) const
{
    std::vector<char> gone(m_entries.size(), 0);
    for (const QString &uuid : uuids) {
        const qsizetype at = indexOf(uuid);
        if (at >= 0)
            gone[size_t(at)] = 1;
    }
    DocumentSelection out;
    out.m_states = m_states;
    out.m_stateIds = m_stateIds;
    out.m_currencies = m_currencies;
    out.m_currencyIds = m_currencyIds;
    out.reserve(size());
    for (size_t i = 0; i < m_entries.size(); ++i) {
        if (gone[i])
            continue;
        const Entry &e = m_entries[i];
        out.append(e.uuid, text(e.uuidText), text(e.number), e.state,
            e.hasUpdated ? std::optional<qint64>(e.updatedMs) : std::nullopt, e.currency, e.totalMinor,
            e.hasOpen ? std::optional<qint64>(e.openMinor) : std::nullopt);
    }
    return out;
}
