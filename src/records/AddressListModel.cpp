#include "records/AddressListModel.h"

#include "store/RecordStore.h"

#include <QCollator>

AddressListModel::AddressListModel(AddressKind kind, QObject *parent)
    : RecordListModel(parent)
    , m_kind(kind)
{ }

int AddressListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AddressListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const AddressRecord &r = rowAt(index.row());
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
        return searchTextAt(index.row());
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

void AddressListModel::reloadFromStore(const QString &dataDir, const QString &accountUuid)
{
    m_dataDir = dataDir;
    m_accountUuid = accountUuid;
    reloadWith([dataDir, accountUuid, kind = m_kind] {
        QList<AddressRecord> records;
        const RecordStore store(dataDir, accountUuid);
        for (const QJsonObject &json : store.loadAll(AddressKinds::resource(kind))) {
            if (const std::optional<AddressRecord> r = AddressRecord::fromJson(json, kind))
                records.append(*r);
        }
        return records;
    });
}

void AddressListModel::reloadOvertaken()
{
    reloadFromStore(m_dataDir, m_accountUuid);
}

void AddressListModel::rowsChanged()
{
    QStringList tags;
    for (const AddressRecord &r : records())
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
