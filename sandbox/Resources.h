#pragma once

#include "HttpTypes.h"
#include "Storage.h"

#include <QHash>
#include <QJsonObject>
#include <QStringList>

#include <functional>

class SandboxServer;

// A simple resource stored as records of one kind: list, create, get, update (fields sent replace the
// stored ones), delete. Validation and the answer's shape are the resource's.
struct ResourceSpec
{
    QString kind; // records kind, e.g. "bank-accounts"
    QString collection; // "/accounts/{accountUuid}/finances/v2/bank-accounts"
    QString scope;
    QString idField = QStringLiteral("uuid");
    bool envelope = true; // {status, message, data} or bare JSON (employees)
    bool createAnswersList = false; // products: create answers data: [product]
    bool canDelete = true;
    QString numberField =
        QStringLiteral("id"); // the storage's integer id under this name (products: productId)
    bool paged = false; // lists honour page and limit and carry meta (products)
    // Field errors of a record about to be stored (the merged record on update).
    std::function<QHash<QString, QStringList>(
        SandboxServer &, const QString &account, const QJsonObject &record, const QString &selfUuid)>
        validate;
    // Fills defaults and derived fields before storing; may touch other records (e.g. one default).
    std::function<QJsonObject(SandboxServer &, const QString &account, QJsonObject record)> prepare;
    // Which stored records a list shows, from the request's query.
    std::function<bool(const SandboxRequest &, const QJsonObject &record)> listFilter;
    // 400 with words when deleting is refused; empty when allowed.
    std::function<QString(const QJsonObject &record)> refuseDelete;
};

void addResourceRoutes(SandboxServer &server, const ResourceSpec &spec);
SandboxResponse resourceAnswer(const ResourceSpec &spec, const QJsonValue &data, int status = 200);

// The read-only productGroup object of a product, from the stored group.
QJsonObject productGroupOf(const Storage::Record &group);

// Shared checks.
bool isIsoDate(const QJsonValue &value);
bool ibanChecksumValid(const QString &iban); // ISO 13616 mod 97
void requireString(QHash<QString, QStringList> &errors, const QJsonObject &o, const QString &field,
    int maxLength, bool required = true);
