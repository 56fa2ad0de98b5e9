#include "records/RecordTableModel.h"

#include "store/RecordStore.h"

#include <QJsonArray>

RecordTableModel::RecordTableModel(QList<RecordColumn> columns, QObject *parent)
    : RecordListModel(parent)
    , m_columns(std::move(columns))
{ }

int RecordTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_columns.size());
}

QVariant RecordTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const QJsonObject &record = rowAt(index.row());
    const RecordColumn &column = m_columns.at(index.column());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        return column.text ? column.text(record) : QString();
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(column.alignment);
    case SortRole:
        if (column.sortKey)
            return column.sortKey(record);
        return column.text ? column.text(record) : QString();
    case KeyRole:
        return keyOf(record);
    case RecordRole:
        return record;
    case SearchTextRole:
        return searchTextAt(index.row());
    default:
        return {};
    }
}

QVariant RecordTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= m_columns.size())
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole)
        return m_columns.at(section).title;
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(m_columns.at(section).alignment);
    return {};
}

QString RecordTableModel::keyOf(const QJsonObject &record)
{
    for (const char *field : {"uuid", "productUuid"}) {
        const QJsonValue v = record.value(QLatin1String(field));
        if (v.isString() && !v.toString().isEmpty())
            return v.toString();
    }
    return RecordStore::keyOf(record);
}

QJsonObject RecordTableModel::withStoreKey(QJsonObject record)
{
    const QString key = keyOf(record);
    if (!key.isEmpty() && RecordStore::keyOf(record) != key)
        record.insert(QStringLiteral("uuid"), key);
    return record;
}

QString RecordTableModel::searchTextOfRow(const QJsonObject &record) const
{
    QStringList parts;
    parts.reserve(m_columns.size());
    for (const RecordColumn &column : m_columns) {
        if (column.text)
            parts << column.text(record);
    }
    return parts.join(QLatin1Char('\n')).toCaseFolded();
}

void RecordTableModel::reloadFromStore(
    const QString &dataDir, const QString &accountUuid, const QString &resource)
{
    reloadWith(
        [dataDir, accountUuid, resource] { return RecordStore(dataDir, accountUuid).loadAll(resource); });
}
