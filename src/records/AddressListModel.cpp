#include "records/AddressListModel.h"

#include "base/AsyncRun.h"
#include "store/RecordStore.h"

#include <QCollator>

AddressListModel::AddressListModel(AddressKind kind, QObject *parent)
    : QAbstractTableModel(parent)
    , m_kind(kind)
{ }

int AddressListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_records.size());
}

int AddressListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AddressListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const AddressRecord &r = m_records.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
    case SortRole:
        switch (Column(index.column())) {
        case CustomerNumber:
            return r.customerNumber;
        case Name:
            return r.displayName();
        case City:
            return r.city();
        case Email:
            return r.email();
        case Tags:
            return r.tags.join(QStringLiteral(", "));
        case ColumnCount:
            break;
        }
        return {};
    case UuidRole:
        return r.uuid;
    case TagsRole:
        return r.tags;
    case SearchTextRole:
        return m_searchText.at(index.row());
    default:
        return {};
    }
}

QVariant AddressListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (Column(section)) {
    case CustomerNumber:
        return tr("Customer no.");
    case Name:
        return tr("Name");
    case City:
        return tr("City");
    case Email:
        return tr("E-mail");
    case Tags:
        return tr("Tags");
    case ColumnCount:
        break;
    }
    return {};
}

int AddressListModel::rowOfUuid(const QString &uuid) const
{
    for (int row = 0; row < m_records.size(); ++row) {
        if (m_records.at(row).uuid == uuid)
            return row;
    }
    return -1;
}

QString AddressListModel::searchTextOf(const AddressRecord &r)
{
    QStringList parts {r.customerNumber, r.displayName(), r.idNumber, r.vatNumber};
    for (const AddressContact &c : r.contacts)
        parts << c.value;
    for (const AddressContactPerson &p : r.contactPersons) {
        parts << p.firstName << p.lastName;
        for (const AddressContact &c : p.contacts)
            parts << c.value;
    }
    for (const AddressEntry &e : r.addresses)
        parts << e.address << e.zipCode << e.city;
    parts << r.tags;
    parts.removeAll(QString());
    return parts.join(QLatin1Char('\n')).toCaseFolded();
}

void AddressListModel::setRecords(QList<AddressRecord> records)
{
    ++m_generation;
    m_reloading = false;
    beginResetModel();
    m_records = std::move(records);
    m_searchText.clear();
    m_searchText.reserve(m_records.size());
    for (const AddressRecord &r : std::as_const(m_records))
        m_searchText.append(searchTextOf(r));
    endResetModel();
    updateTags();
}

void AddressListModel::upsert(const AddressRecord &record)
{
    const int row = rowOfUuid(record.uuid);
    if (row >= 0) {
        m_records[row] = record;
        m_searchText[row] = searchTextOf(record);
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    } else {
        const int at = int(m_records.size());
        beginInsertRows({}, at, at);
        m_records.append(record);
        m_searchText.append(searchTextOf(record));
        endInsertRows();
    }
    updateTags();
    reloadAgainIfRunning();
}

bool AddressListModel::removeUuid(const QString &uuid)
{
    const int row = rowOfUuid(uuid);
    if (row < 0)
        return false;
    beginRemoveRows({}, row, row);
    m_records.removeAt(row);
    m_searchText.removeAt(row);
    endRemoveRows();
    updateTags();
    reloadAgainIfRunning();
    return true;
}

void AddressListModel::reloadFromStore(const QString &dataDir, const QString &accountUuid)
{
    const quint64 generation = ++m_generation;
    m_reloading = true;
    m_dataDir = dataDir;
    m_accountUuid = accountUuid;
    const auto read = [dataDir, accountUuid, kind = m_kind] {
        QList<AddressRecord> records;
        const RecordStore store(dataDir, accountUuid);
        for (const QJsonObject &json : store.loadAll(AddressKinds::resource(kind))) {
            if (const std::optional<AddressRecord> r = AddressRecord::fromJson(json, kind))
                records.append(*r);
        }
        return records;
    };
    asyncRun(this, read, [this, generation](const QList<AddressRecord> &records) {
        if (generation != m_generation)
            return;
        m_reloading = false;
        setRecords(records);
        emit reloaded();
    });
}

void AddressListModel::reloadAgainIfRunning()
{
    if (m_reloading)
        reloadFromStore(m_dataDir, m_accountUuid);
}

void AddressListModel::updateTags()
{
    QStringList tags;
    for (const AddressRecord &r : std::as_const(m_records))
        tags << r.tags;
    tags.removeDuplicates();
    QCollator collator;
    collator.setCaseSensitivity(Qt::CaseInsensitive);
    std::sort(tags.begin(), tags.end(), collator);
    if (tags != m_tags) {
        m_tags = tags;
        emit tagsChanged();
    }
}
