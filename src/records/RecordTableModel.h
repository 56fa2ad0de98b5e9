#pragma once

#include "records/RecordListModel.h"

#include <QAbstractTableModel>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QVector>

#include <functional>

// One column of a record table: how a stored JSON record is shown and sorted.
struct RecordColumn
{
    QString title;
    std::function<QString(const QJsonObject &)> text;
    // The raw value the column sorts by (QString, qint64, QDate, bool); the text when not given.
    std::function<QVariant(const QJsonObject &)> sortKey = {};
    Qt::Alignment alignment = Qt::AlignLeft | Qt::AlignVCenter;
};

// The records of one resource (products, units, bank accounts, ...) as the service sent them and the
// RecordStore keeps them, shown through column definitions (RecordListModel keeps the rows by key).
// Small lists (a few thousand rows at most): every row's search text is precomputed, the rest is
// computed when asked.
class RecordTableModel : public RecordListModel<QJsonObject>
{
    Q_OBJECT

public:
    enum Role {
        SortRole = Qt::UserRole + 1, // the column's sortKey
        KeyRole, // QString: the record's key (uuid, productUuid or id)
        RecordRole, // QJsonObject: the whole record
        SearchTextRole, // QString: every column's text, case-folded, one line
    };
    Q_ENUM(Role)

    explicit RecordTableModel(QList<RecordColumn> columns, QObject *parent = nullptr);

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // A record's key: "uuid", else "productUuid" (products on the live service), else "id" as text.
    static QString keyOf(const QJsonObject &record);
    // The record with "uuid" set from its other key, so the RecordStore finds it again.
    static QJsonObject withStoreKey(QJsonObject record);

    // Reads the resource from the RecordStore on a pool thread and applies it with setRecords(), then
    // emits reloaded(). A result that arrives after a newer reload or any other change is dropped.
    void reloadFromStore(const QString &dataDir, const QString &accountUuid, const QString &resource);

protected:
    QString keyOfRow(const QJsonObject &record) const override { return keyOf(record); }
    QString searchTextOfRow(const QJsonObject &record) const override;

private:
    QList<RecordColumn> m_columns;
};
