#pragma once

#include "base/AsyncRun.h"

#include <QAbstractTableModel>
#include <QList>
#include <QString>
#include <QVector>

#include <utility>

// What every record list model signals (a template cannot declare signals).
class RecordListSignals : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit RecordListSignals(QObject *parent = nullptr)
        : QAbstractTableModel(parent)
    { }

signals:
    // A reloadFromStore() applied its rows.
    void reloaded();
};

// The one model pattern of the record stack (records, addresses, webhooks): the rows of one
// collection by key, each with a precomputed search text, replaced whole (a reset), one at a time
// without a reset (views keep their selection), or read from the store on a pool thread. A reload
// that a change of a row overtakes is dropped: it may have read the store before that change. A
// subclass says what a row's key and search text are and how a row is shown.
template<typename Record> class RecordListModel : public RecordListSignals
{
public:
    explicit RecordListModel(QObject *parent = nullptr)
        : RecordListSignals(parent)
    { }

    int rowCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : int(m_records.size());
    }

    const QList<Record> &records() const { return m_records; }
    Record record(int row) const { return m_records.value(row); }
    int rowOfKey(const QString &key) const
    {
        if (key.isEmpty())
            return -1;
        for (int row = 0; row < m_records.size(); ++row) {
            if (keyOfRow(m_records.at(row)) == key)
                return row;
        }
        return -1;
    }

    // All rows anew (a model reset).
    void setRecords(QList<Record> records)
    {
        ++m_generation;
        m_reloading = false;
        beginResetModel();
        m_records = std::move(records);
        m_searchText.clear();
        m_searchText.reserve(m_records.size());
        for (const Record &r : std::as_const(m_records))
            m_searchText.append(searchTextOfRow(r));
        endResetModel();
        rowsChanged();
    }
    // One record created or changed in this window: replaced in place or appended.
    void upsert(const Record &record)
    {
        const bool wasReloading = dropReload();
        const int row = rowOfKey(keyOfRow(record));
        if (row >= 0) {
            m_records[row] = record;
            m_searchText[row] = searchTextOfRow(record);
            emit dataChanged(index(row, 0), index(row, columnCount() - 1));
        } else {
            const int end = int(m_records.size());
            beginInsertRows({}, end, end);
            m_records.append(record);
            m_searchText.append(searchTextOfRow(record));
            endInsertRows();
        }
        rowsChanged();
        if (wasReloading)
            reloadOvertaken();
    }
    // Removes the record with this key; false if there is none.
    bool removeKey(const QString &key)
    {
        const int row = rowOfKey(key);
        if (row < 0)
            return false;
        const bool wasReloading = dropReload();
        beginRemoveRows({}, row, row);
        m_records.removeAt(row);
        m_searchText.removeAt(row);
        endRemoveRows();
        rowsChanged();
        if (wasReloading)
            reloadOvertaken();
        return true;
    }

protected:
    virtual QString keyOfRow(const Record &record) const = 0;
    virtual QString searchTextOfRow(const Record &) const { return {}; }
    // After any change of the rows (tags of all rows, ...).
    virtual void rowsChanged() { }
    // A change came while a reload was under way; its result is dropped (the store may have been read
    // before the change). A subclass whose changes are in the store already reads it again here.
    virtual void reloadOvertaken() { }

    QString searchTextAt(int row) const { return m_searchText.at(row); }
    const Record &rowAt(int row) const { return m_records.at(row); }

    // `read` (on a pool thread) gives the rows; applied with setRecords() and reloaded() unless a
    // newer reload or change came first.
    template<typename Read> void reloadWith(Read read)
    {
        const quint64 generation = ++m_generation;
        m_reloading = true;
        asyncRun(this, std::move(read), [this, generation](const QList<Record> &records) {
            if (generation != m_generation)
                return;
            setRecords(records);
            emit reloaded();
        });
    }

private:
    bool dropReload()
    {
        ++m_generation;
        return std::exchange(m_reloading, false);
    }

    QList<Record> m_records;
    QVector<QString> m_searchText;
    quint64 m_generation = 0;
    bool m_reloading = false;
};
