#pragma once

#include "records/AddressRecord.h"
#include "records/RecordListModel.h"

#include <QList>
#include <QStringList>

// The companies or the persons of the account as a table, read from the local store. The columns are
// those a bookkeeper scans by; each row keeps a precomputed search text (names, numbers, contacts,
// places, tags) for instant search. Rows by uuid as RecordListModel keeps them; a change while the
// store is read starts the read again (the change is in the store first).
class AddressListModel : public RecordListModel<AddressRecord>
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

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Every tag of the records, sorted, each once.
    QStringList allTags() const { return m_tags; }

    // Reads and parses the stored records on a pool thread (a long list must not freeze the window),
    // applies them with setRecords() and emits reloaded(). A result overtaken by a newer reload or
    // setRecords() is dropped.
    void reloadFromStore(const QString &dataDir, const QString &accountUuid);

    // The text a record is found by, case-folded.
    static QString searchTextOf(const AddressRecord &record);

signals:
    void tagsChanged();

protected:
    QString keyOfRow(const AddressRecord &record) const override { return record.uuid; }
    QString searchTextOfRow(const AddressRecord &record) const override { return searchTextOf(record); }
    void rowsChanged() override;
    void reloadOvertaken() override;

private:
    AddressKind m_kind;
    QStringList m_tags;
    QString m_dataDir;
    QString m_accountUuid;
};
