#include "documents/ImportReceivers.h"

#include "records/ReferenceData.h"

#include <QUuid>

namespace {

QString nameKey(const QString &name)
{
    return name.simplified().toCaseFolded();
}

QString text(const QJsonObject &o, QLatin1String key)
{
    const QJsonValue v = o.value(key);
    return v.isDouble() ? QString::number(v.toInteger()) : v.toString();
}

} // namespace

ImportReceivers ImportReceivers::fromRecords(
    const QList<QJsonObject> &companies, const QList<QJsonObject> &persons)
{
    ImportReceivers r;
    for (const QJsonObject &c : companies) {
        r.add({text(c, QLatin1String("uuid")), {}, text(c, QLatin1String("name"))},
            text(c, QLatin1String("customer_number")));
        ++r.m_companies;
    }
    for (const QJsonObject &p : persons) {
        const QString name =
            QStringList {text(p, QLatin1String("first_name")), text(p, QLatin1String("last_name"))}
                .join(QLatin1Char(' '))
                .simplified();
        r.add({{}, text(p, QLatin1String("uuid")), name}, text(p, QLatin1String("customer_number")));
        ++r.m_persons;
    }
    return r;
}

ImportReceivers ImportReceivers::fromReference(const ReferenceSnapshot &reference)
{
    return fromRecords(reference.companies, reference.persons);
}

void ImportReceivers::add(const ImportReceiver &receiver, const QString &customerNumber)
{
    const QString uuid = receiver.companyUuid.isEmpty() ? receiver.personUuid : receiver.companyUuid;
    if (uuid.isEmpty())
        return;
    m_byUuid.insert(uuid.toLower(), receiver);
    if (!receiver.name.isEmpty())
        m_byName.insert(nameKey(receiver.name), receiver);
    if (!customerNumber.trimmed().isEmpty())
        m_byNumber.insert(customerNumber.trimmed(), receiver);
}

ImportReceivers::Match ImportReceivers::resolve(const QString &cell) const
{
    const QString value = cell.trimmed();
    if (value.isEmpty())
        return {std::nullopt, tr("is empty; a receiver is required")};
    if (!QUuid::fromString(value).isNull()) {
        const auto it = m_byUuid.constFind(value.toLower());
        if (it != m_byUuid.cend())
            return {*it, {}};
        // Not in the local copy, which may predate the address: the service has the last word. A uuid
        // alone does not say whether it is a company or a person; companies are far more common.
        return {ImportReceiver {value.toLower(), {}, value}, {}};
    }
    const QList<ImportReceiver> byName = m_byName.values(nameKey(value));
    if (byName.size() == 1)
        return {byName.first(), {}};
    if (byName.size() > 1)
        return {std::nullopt,
            tr("%1 addresses are named “%2”; use the uuid or the customer number")
                .arg(byName.size())
                .arg(value)};
    const QList<ImportReceiver> byNumber = m_byNumber.values(value);
    if (byNumber.size() == 1)
        return {byNumber.first(), {}};
    if (m_companies + m_persons == 0)
        return {std::nullopt,
            tr("“%1” cannot be looked up: the addresses are not loaded yet; use the uuid").arg(value)};
    return {std::nullopt, tr("no company, person or customer number “%1” in the addresses").arg(value)};
}
