#pragma once

#include "records/AddressRecord.h"

#include <QAbstractTableModel>
#include <QList>
#include <QStringList>
#include <QVector>

// The companies or the persons of the account as a table, read from the local store. The columns are
// those a bookkeeper scans by; each row keeps a precomputed search text (names, numbers, contacts,
// places, tags) for instant search.
class AddressListModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { CustomerNumber, Name, City, Email, Tags, ColumnCount };
    Q_ENUM(Column)

    enum Role {
        SortRole = Qt::UserRole + 1, // QString: the column's text as it sorts
        UuidRole, // QString: what a view keeps to find a record again
        TagsRole, // QStringList: the record's tags
        SearchTextRole, // QString: every searchable text of the record, case-folded
    };
    Q_ENUM(Role)

    explicit AddressListModel(AddressKind kind, QObject *parent = nullptr);

    AddressKind kind() const { return m_kind; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const QList<AddressRecord> &records() const { return m_records; }
    AddressRecord record(int row) const { return m_records.value(row); }
    int rowOfUuid(const QString &uuid) const;
    // Every tag of the records, sorted, each once.
    QStringList allTags() const { return m_tags; }

    // All rows anew (a model reset).
    void setRecords(QList<AddressRecord> records);
    // A record created or changed in this window: replaced in place or appended, without a reset so
    // views keep their selection. Write the store first: a reload under way may have read it before the
    // change, so it is started again and its stale result dropped.
    void upsert(const AddressRecord &record);
    bool removeUuid(const QString &uuid);
    // Reads and parses the stored records on a pool thread (a long list must not freeze the window),
    // applies them with setRecords() and emits reloaded(). A result overtaken by a newer reload or
    // setRecords() is dropped.
    void reloadFromStore(const QString &dataDir, const QString &accountUuid);

    // The text a record is found by, case-folded.
    static QString searchTextOf(const AddressRecord &record);

signals:
    void reloaded();
    void tagsChanged();

private:
    void updateTags();
    void reloadAgainIfRunning();

    AddressKind m_kind;
    QList<AddressRecord> m_records;
    QVector<QString> m_searchText;
    QStringList m_tags;
    quint64 m_generation = 0;
    bool m_reloading = false;
    QString m_dataDir;
    QString m_accountUuid;
};
