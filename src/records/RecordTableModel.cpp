#include "records/RecordTableModel.h"

#include "base/AsyncRun.h"
#include "store/RecordStore.h"

#include <QJsonArray>

RecordTableModel::RecordTableModel(QList<RecordColumn> columns, QObject *parent)
    : QAbstractTableModel(parent)
    , m_columns(std::move(columns))
{ }

int RecordTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_records.size());
}

int RecordTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_columns.size());
}

QVariant RecordTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const QJsonObject &record = m_records.at(index.row());
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
        return m_searchText.at(index.row());
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

int RecordTableModel::rowOfKey(const QString &key) const
{
    if (key.isEmpty())
        return -1;
    for (int row = 0; row < m_records.size(); ++row) {
        if (keyOf(m_records.at(row)) == key)
            return row;
    }
    return -1;
}

QString RecordTableModel::searchTextOf(const QJsonObject &record) const
{
    QStringList parts;
    parts.reserve(m_columns.size());
    for (const RecordColumn &column : m_columns) {
        if (column.text)
            parts << column.text(record);
    }
    return parts.join(QLatin1Char('\n')).toCaseFolded();
}

void RecordTableModel::setRecords(QList<QJsonObject> records)
{
    ++m_generation;
    beginResetModel();
    m_records = std::move(records);
    m_searchText.clear();
    m_searchText.reserve(m_records.size());
    for (const QJsonObject &record : std::as_const(m_records))
        m_searchText.append(searchTextOf(record));
    endResetModel();
}

void RecordTableModel::upsert(const QJsonObject &record)
{
    ++m_generation; // a reload already under way read the store before this change
    const int row = rowOfKey(keyOf(record));
    if (row >= 0) {
        m_records[row] = record;
        m_searchText[row] = searchTextOf(record);
        emit dataChanged(index(row, 0), index(row, columnCount() - 1));
        return;
    }
    const int end = int(m_records.size());
    beginInsertRows({}, end, end);
    m_records.append(record);
    m_searchText.append(searchTextOf(record));
    endInsertRows();
}

bool RecordTableModel::removeKey(const QString &key)
{
    const int row = rowOfKey(key);
    if (row < 0)
        return false;
    ++m_generation;
    beginRemoveRows({}, row, row);
    m_records.removeAt(row);
    m_searchText.removeAt(row);
    endRemoveRows();
    return true;
}

void RecordTableModel::reloadFromStore(
    const QString &dataDir, const QString &accountUuid, const QString &resource)
{
    const quint64 generation = ++m_generation;
    asyncRun(
        this,
        [dataDir, accountUuid, resource] { return RecordStore(dataDir, accountUuid).loadAll(resource); },
        [this, generation](const QList<QJsonObject> &records) {
            if (generation != m_generation)
                return; // a newer reload or setRecords() came first
            setRecords(records);
            emit reloaded();
        });
}
