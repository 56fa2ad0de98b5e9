#include "records/AddressesApi.h"

#include "api/ApiClient.h"
#include "api/ApiError.h"
#include "api/JsonReader.h"
#include "api/ServicePaths.h"

#include <QJsonArray>
#include <QUrlQuery>

Resource AddressesApi::resourceOf(AddressKind kind)
{
    return kind == AddressKind::Person ? Resource::Persons : Resource::Companies;
}

QString AddressesApi::collectionPath(AddressKind kind)
{
    return ResourceApi::path(resourceOf(kind));
}

ApiJob *AddressesApi::list(
    AddressKind kind, int page, int limit, const QStringList &tags, QObject *context) const
{
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("page"), QString::number(page));
    query.addQueryItem(QStringLiteral("limit"), QString::number(limit));
    for (const QString &tag : tags)
        query.addQueryItem(QStringLiteral("tags[]"), tag);
    return ResourceApi(m_client, resourceOf(kind)).list(query, context);
}

ApiJob *AddressesApi::get(AddressKind kind, const QString &uuid, QObject *context) const
{
    return ResourceApi(m_client, resourceOf(kind)).get(uuid, context);
}

ApiJob *AddressesApi::create(const AddressRecord &record, bool force, QObject *context) const
{
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("force"), force ? QStringLiteral("true") : QStringLiteral("false"));
    return m_client->send(ApiClient::Method::Post, m_client->accountPath(ServicePaths::addressCreate()),
        QJsonDocument(record.toCreateBody()), query, context);
}

ApiJob *AddressesApi::update(
    const AddressRecord &original, const AddressRecord &edited, QObject *context) const
{
    return ResourceApi(m_client, resourceOf(edited.kind))
        .update(edited.uuid, edited.toUpdateBody(original), context);
}

ApiJob *AddressesApi::remove(AddressKind kind, const QString &uuid, QObject *context) const
{
    return ResourceApi(m_client, resourceOf(kind)).remove(uuid, context);
}

ApiJob *AddressesApi::checkCustomerNumber(
    const QString &customerNumber, const QString &addressUuid, QObject *context) const
{
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("customerNumber"), customerNumber);
    if (!addressUuid.isEmpty())
        query.addQueryItem(QStringLiteral("addressUuid"), addressUuid);
    return m_client->get(m_client->accountPath(ServicePaths::customerNumberCheck()), query, context);
}

std::optional<AddressRecord> AddressesApi::recordFromAnswer(
    const QJsonDocument &answer, std::optional<AddressKind> expected)
{
    const std::optional<QJsonObject> object = ResourceApi::recordFromAnswer(answer);
    if (!object)
        return std::nullopt;
    std::optional<AddressRecord> record = AddressRecord::fromJson(*object, expected);
    if (!record || record->uuid.isEmpty())
        return std::nullopt;
    return record;
}

std::optional<QList<AddressRecord>> AddressesApi::recordsFromAnswer(
    const QJsonDocument &answer, AddressKind kind)
{
    const std::optional<QJsonArray> items = JsonReader::listFromEnvelope(answer);
    if (!items)
        return std::nullopt;
    QList<AddressRecord> records;
    for (const QJsonValue &v : *items) {
        if (const std::optional<AddressRecord> r = AddressRecord::fromJson(v.toObject(), kind);
            r && v.isObject())
            records.append(*r);
    }
    return records;
}

QList<AddressRecord> AddressesApi::duplicatesOf(const ApiError &error, AddressKind creating)
{
    QList<AddressRecord> records;
    for (const QJsonValue &v : error.duplicates()) {
        if (const std::optional<AddressRecord> r = AddressRecord::fromJson(v.toObject(), creating);
            r && v.isObject())
            records.append(*r);
    }
    return records;
}

bool AddressesApi::isCustomerNumberTaken(const ApiError &error)
{
    return error.kind() == ApiError::Kind::BadRequest;
}

bool AddressesApi::isCustomerNumberError(const ApiError &error)
{
    return error.kind() == ApiError::Kind::BadRequest
        && (error.serverError().contains(QLatin1String("customer_number"))
            || error.serverDescription().contains(QLatin1String("customer number"), Qt::CaseInsensitive));
}
