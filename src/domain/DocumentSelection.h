#pragma once

#include "domain/DocumentSummary.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUuid>

#include <optional>
#include <vector>

// One selected document as the list knows it: enough to name it in questions and messages, and its
// state (DocumentActionCatalog::stateKey) to know which actions it offers without asking for each.
struct SelectedDocument
{
    QString uuid;
    QString number;
    QString state;
    QDateTime updatedAt;
    QString currency;
    qint64 totalMinor = 0;
    std::optional<qint64> openMinor;

    static SelectedDocument fromSummary(const DocumentSummary &row, const QDate &today);
};

// The selected documents, compactly: per document its uuid as 16 bytes, its amounts and dates as
// numbers, its number in one shared text and its state and currency as indexes into short lists. The
// list makes it for Ctrl+A on 100,000 rows with no allocation per row; a document's uuid and number are
// made into text only when asked for (questions, messages, the action run).
class DocumentSelection
{
public:
    DocumentSelection() = default;
    DocumentSelection(const QList<SelectedDocument> &documents);

    void reserve(qsizetype documents);
    void append(const SelectedDocument &document);
    // The fast path: state and currency from addState() and addCurrency(); uuidText only when uuid is
    // null (not in the canonical form).
    void append(const QUuid &uuid, QStringView uuidText, QStringView number, int state,
        std::optional<qint64> updatedMs, int currency, qint64 totalMinor, std::optional<qint64> openMinor);
    int addState(const QString &state);
    int addCurrency(const QString &currency);

    qsizetype size() const { return qsizetype(m_entries.size()); }
    bool isEmpty() const { return m_entries.empty(); }
    QString uuid(qsizetype i) const;
    QString number(qsizetype i) const;
    int stateIndex(qsizetype i) const { return m_entries[size_t(i)].state; }
    const QStringList &states() const { return m_states; }
    QDateTime updatedAt(qsizetype i) const;
    const QString &currency(qsizetype i) const { return m_currencies.at(m_entries[size_t(i)].currency); }
    qint64 totalMinor(qsizetype i) const { return m_entries[size_t(i)].totalMinor; }
    QStringList uuids() const;
    // The position of the document with this uuid, -1 if it is not selected (a hash made on first use).
    qsizetype indexOf(const QString &uuid) const;
    // These documents without the ones with these uuids.
    DocumentSelection without(const QStringList &uuids) const;

private:
    struct Text
    {
        quint32 at = 0;
        quint32 size = 0;
    };
    struct Entry
    {
        QUuid uuid; // null: uuidText holds it
        Text uuidText;
        Text number;
        qint64 totalMinor = 0;
        qint64 openMinor = 0;
        qint64 updatedMs = 0;
        int state = 0;
        int currency = 0;
        bool hasOpen = false;
        bool hasUpdated = false;
    };
    Text store(QStringView text);
    QStringView text(Text t) const { return QStringView(m_text).mid(t.at, t.size); }

    std::vector<Entry> m_entries;
    QString m_text;
    QStringList m_states;
    QHash<QString, int> m_stateIds;
    QStringList m_currencies;
    QHash<QString, int> m_currencyIds;
    mutable QHash<QUuid, qsizetype> m_indexOf;
    mutable QHash<QString, qsizetype> m_indexOfText;
};
