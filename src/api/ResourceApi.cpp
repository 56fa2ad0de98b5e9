#include "api/ResourceApi.h"

#include "api/ApiClient.h"
#include "api/JsonReader.h"

#include <QJsonArray>

namespace {

struct ResourceEntry
{
    Resource resource;
    const char *storeName;
    const char *path;
};

// Every request path of these collections lives here.
constexpr ResourceEntry resourceTable[] = {
    {Resource::Units, "units", "/units/v2/units"},
    {Resource::BankAccounts, "bankAccounts", "/finances/v2/bank-accounts"},
    {Resource::Employees, "employees", "/time/v2/employees"},
    {Resource::Users, "users", "/time/v2/employees/available-users"},
    {Resource::Products, "products", "/products/v2/products"},
    {Resource::ProductGroups, "productGroups", "/products/v2/product-groups"},
    {Resource::Companies, "companies", "/addresses/v2/companies"},
    {Resource::Persons, "persons", "/addresses/v2/persons"},
    {Resource::Webhooks, "webhooks", "/webhooks/v2/outgoing-webhooks"},
};

const ResourceEntry &entryOf(Resource resource)
{
    for (const ResourceEntry &entry : resourceTable) {
        if (entry.resource == resource)
            return entry;
    }
    Q_UNREACHABLE();
}

bool hasKey(const QJsonObject &o)
{
    for (const char *field : {"uuid", "productUuid"}) {
        const QJsonValue v = o.value(QLatin1String(field));
        if (v.isString() && !v.toString().isEmpty())
            return true;
    }
    const QJsonValue id = o.value(QLatin1String("id"));
    return id.isDouble() || (id.isString() && !id.toString().isEmpty());
}

} // namespace

QString ResourceApi::path(Resource resource)
{
    return QString::fromLatin1(entryOf(resource).path);
}

QString ResourceApi::storeName(Resource resource)
{
    return QString::fromLatin1(entryOf(resource).storeName);
}

QString ResourceApi::recordPath(const QString &uuid) const
{
    return m_client->accountPath(path(m_resource) + QLatin1Char('/') + uuid);
}

ApiJob *ResourceApi::list(const QUrlQuery &query, QObject *context) const
{
    return m_client->get(m_client->accountPath(path(m_resource)), query, context);
}

ApiJob *ResourceApi::get(const QString &uuid, QObject *context, const QUrlQuery &query) const
{
    return m_client->get(recordPath(uuid), query, context);
}

ApiJob *ResourceApi::create(const QJsonObject &body, QObject *context, const QUrlQuery &query) const
{
    return m_client->send(ApiClient::Method::Post, m_client->accountPath(path(m_resource)),
        QJsonDocument(body), query, context);
}

ApiJob *ResourceApi::update(const QString &uuid, const QJsonObject &body, QObject *context) const
{
    return m_client->send(ApiClient::Method::Patch, recordPath(uuid), QJsonDocument(body), {}, context);
}

ApiJob *ResourceApi::remove(const QString &uuid, QObject *context) const
{
    return m_client->send(ApiClient::Method::Delete, recordPath(uuid), {}, {}, context);
}

ApiJob *ResourceApi::actions(const QString &uuid, QObject *context) const
{
    return m_client->get(recordPath(uuid) + QStringLiteral("/actions"), {}, context);
}

ApiJob *ResourceApi::action(const QString &uuid, const QString &action, QObject *context) const
{
    // The service takes no body; an empty object is what its clients send.
    return m_client->send(ApiClient::Method::Patch, recordPath(uuid) + QStringLiteral("/actions/") + action,
        QJsonDocument(QJsonObject()), {}, context);
}

ApiJob *ResourceApi::query(const QString &subPath, const QUrlQuery &query, QObject *context) const
{
    return m_client->get(
        m_client->accountPath(path(m_resource) + QLatin1Char('/') + subPath), query, context);
}

std::optional<QJsonObject> ResourceApi::recordFromAnswer(const QJsonDocument &answer)
{
    if (!answer.isObject())
        return std::nullopt;
    const QJsonObject root = answer.object();
    if (!root.contains(QLatin1String("data")))
        return hasKey(root) ? std::optional<QJsonObject>(root) : std::nullopt;
    const QJsonValue data = root.value(QLatin1String("data"));
    if (data.isArray()) {
        const QJsonArray list = data.toArray();
        if (list.isEmpty() || !list.first().isObject())
            return std::nullopt;
        return list.first().toObject();
    }
    if (!data.isObject())
        return std::nullopt;
    const QJsonValue documents = data.toObject().value(QLatin1String("documents"));
    if (documents.isArray()) {
        const QJsonArray list = documents.toArray();
        if (list.isEmpty() || !list.first().isObject())
            return std::nullopt;
        return list.first().toObject();
    }
    return data.toObject();
}

std::optional<QList<QJsonObject>> ResourceApi::recordsFromAnswer(const QJsonDocument &answer)
{
    const std::optional<QJsonArray> items = JsonReader::listFromEnvelope(answer);
    if (!items)
        return std::nullopt;
    QList<QJsonObject> records;
    records.reserve(items->size());
    for (const QJsonValue &v : *items) {
        if (v.isObject())
            records.append(v.toObject());
    }
    return records;
}
