#pragma once

#include "api/ResourceApi.h"
#include "records/AddressRecord.h"

#include <QJsonDocument>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

class ApiClient;
class ApiError;
class ApiJob;
class QObject;

// Calls of the address routes (/accounts/{a}/addresses/v2/...): companies and persons are listed, read,
// updated and deleted under their own collection (ResourceApi's Companies and Persons) and created
// through /addresses (by `type`); the customer number check is the addresses' own.
class AddressesApi
{
public:
    explicit AddressesApi(ApiClient *client)
        : m_client(client)
    { }

    static Resource resourceOf(AddressKind kind);
    // "/addresses/v2/companies" or "/addresses/v2/persons", after /accounts/{a}.
    static QString collectionPath(AddressKind kind);

    // A record matches when it has every one of `tags`.
    ApiJob *list(AddressKind kind, int page, int limit, const QStringList &tags = {},
        QObject *context = nullptr) const;
    ApiJob *get(AddressKind kind, const QString &uuid, QObject *context = nullptr) const;
    // With force=false the service answers 409 (ApiError::duplicates()) when it finds similar records;
    // force=true saves anyway.
    ApiJob *create(const AddressRecord &record, bool force, QObject *context = nullptr) const;
    // Sends what `edited` changed of `original` (AddressRecord::toUpdateBody(original)): an untouched
    // field is not sent, so the service keeps it.
    ApiJob *update(
        const AddressRecord &original, const AddressRecord &edited, QObject *context = nullptr) const;
    ApiJob *remove(AddressKind kind, const QString &uuid, QObject *context = nullptr) const;
    // Succeeds when the number is free (or used only by `addressUuid`); fails with 400 when taken.
    ApiJob *checkCustomerNumber(
        const QString &customerNumber, const QString &addressUuid = {}, QObject *context = nullptr) const;

    // The one record of a get, create or update answer (ResourceApi::recordFromAnswer) as a record;
    // nullopt also when it has no uuid.
    static std::optional<AddressRecord> recordFromAnswer(
        const QJsonDocument &answer, std::optional<AddressKind> expected = std::nullopt);
    // The records of a list answer; nullopt when it has no list.
    static std::optional<QList<AddressRecord>> recordsFromAnswer(
        const QJsonDocument &answer, AddressKind kind);
    // The similar records a 409 named (companies and persons mixed); one without a type is taken to be
    // of the kind being created.
    static QList<AddressRecord> duplicatesOf(const ApiError &error, AddressKind creating);
    // A failed check: true when the service said the number is taken (400), false for other failures
    // (the number is then unknown, not free).
    static bool isCustomerNumberTaken(const ApiError &error);
    // A 400 that names the customer number (the service's `customer_number_taken`).
    static bool isCustomerNumberError(const ApiError &error);

private:
    ApiClient *m_client;
};
