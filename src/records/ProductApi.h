#pragma once

#include <QJsonObject>
#include <QString>

#include <optional>

class ApiClient;
class ApiJob;
class QObject;

// Calls of the product and product group routes (/accounts/{a}/products/v2/...). Answers are read
// with RecordTableModel::recordFromAnswer and JsonReader::listFromEnvelope.
class ProductApi
{
public:
    explicit ProductApi(ApiClient *client)
        : m_client(client)
    { }

    static QString productsPath();
    static QString groupsPath();

    // isArchived: only archived (true) or only active (false) products; every product when not given.
    ApiJob *listProducts(std::optional<bool> archived, QObject *context = nullptr) const;
    ApiJob *getProduct(const QString &uuid, QObject *context = nullptr) const;
    // Answers data: [product] (an array of one).
    ApiJob *createProduct(const QJsonObject &body, QObject *context = nullptr) const;
    ApiJob *updateProduct(const QString &uuid, const QJsonObject &body, QObject *context = nullptr) const;
    ApiJob *deleteProduct(const QString &uuid, QObject *context = nullptr) const;
    // The actions the product offers now: data is a list of names ("archive", "delete").
    ApiJob *productActions(const QString &uuid, QObject *context = nullptr) const;
    // Answers {status, message}.
    ApiJob *productAction(const QString &uuid, const QString &action, QObject *context = nullptr) const;

    ApiJob *listGroups(bool onlyArchived, QObject *context = nullptr) const;
    ApiJob *getGroup(const QString &uuid, QObject *context = nullptr) const;
    ApiJob *createGroup(const QJsonObject &body, QObject *context = nullptr) const;
    ApiJob *updateGroup(const QString &uuid, const QJsonObject &body, QObject *context = nullptr) const;
    ApiJob *deleteGroup(const QString &uuid, QObject *context = nullptr) const;
    ApiJob *archiveGroup(const QString &uuid, QObject *context = nullptr) const;
    ApiJob *restoreGroup(const QString &uuid, QObject *context = nullptr) const;
    // Succeeds when the number is free (or used only by groupUuid); fails with BadRequest when taken.
    ApiJob *checkGroupNumber(qint64 number, const QString &groupUuid, QObject *context = nullptr) const;

private:
    ApiClient *m_client;
};
