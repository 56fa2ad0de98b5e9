#pragma once

#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QUrlQuery>

#include <optional>

class ApiClient;
class ApiJob;
class QObject;

// The account's record collections the client works with. Each has one entry in the resource table
// (ResourceApi.cpp): its path after /accounts/{a} and its name in the local RecordStore.
enum class Resource {
    Units, // /units/v2/units
    BankAccounts, // /finances/v2/bank-accounts; the default account cannot be deleted (400)
    Employees, // /time/v2/employees; bare JSON answers without the envelope
    Users, // /time/v2/employees/available-users; read only
    Products, // /products/v2/products; create answers data: [product]
    ProductGroups, // /products/v2/product-groups
    Companies, // /addresses/v2/companies; created through /addresses/v2/addresses (AddressesApi)
    Persons, // /addresses/v2/persons; created as companies are
    Webhooks, // /webhooks/v2/outgoing-webhooks; list and delete are the live service's
};

// The one typed API of a record collection: list, get, create, update, delete and the actions of a
// record, every path built here from the resource table. AddressesApi and WebhookApi are this API
// plus their collection's own calls. Answers are read here once, with recordFromAnswer and
// recordsFromAnswer; errors arrive as ApiError with the service's field errors.
class ResourceApi
{
public:
    ResourceApi(ApiClient *client, Resource resource)
        : m_client(client)
        , m_resource(resource)
    { }

    // The collection's path after /accounts/{a}: "/units/v2/units".
    static QString path(Resource resource);
    // The collection's name in the local store: "units".
    static QString storeName(Resource resource);
    Resource resource() const { return m_resource; }

    // query: the service's filters (isArchived, onlyArchived, onlyInactive, employeeUuid, ...).
    ApiJob *list(const QUrlQuery &query = {}, QObject *context = nullptr) const;
    // query: flags of the answer (a webhook's showSignatureKey).
    ApiJob *get(const QString &uuid, QObject *context = nullptr, const QUrlQuery &query = {}) const;
    ApiJob *create(const QJsonObject &body, QObject *context = nullptr, const QUrlQuery &query = {}) const;
    // Only the fields sent change.
    ApiJob *update(const QString &uuid, const QJsonObject &body, QObject *context = nullptr) const;
    ApiJob *remove(const QString &uuid, QObject *context = nullptr) const;
    // The actions the record offers now: data is a list of names ("archive", "delete").
    ApiJob *actions(const QString &uuid, QObject *context = nullptr) const;
    // Carries out an action of the record ("archive", "restore", "delete"); answers {status, message}.
    ApiJob *action(const QString &uuid, const QString &action, QObject *context = nullptr) const;
    // A read below the collection that is no record: "check-group-number".
    ApiJob *query(const QString &subPath, const QUrlQuery &query, QObject *context = nullptr) const;

    // The one record of a get, create or update answer: `data` as object or as the first element of an
    // array (product create), `data.documents[0]`, or a bare object with a key (employees).
    static std::optional<QJsonObject> recordFromAnswer(const QJsonDocument &answer);
    // The records of a list answer: `data` array, `data.documents` array, or a bare array; items that
    // are no objects are left out.
    static std::optional<QList<QJsonObject>> recordsFromAnswer(const QJsonDocument &answer);

private:
    QString recordPath(const QString &uuid) const;

    ApiClient *m_client;
    Resource m_resource;
};
