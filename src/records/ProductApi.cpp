#include "records/ProductApi.h"

#include "api/ApiClient.h"

#include <QUrlQuery>

QString ProductApi::productsPath()
{
    return QStringLiteral("/products/v2/products");
}

QString ProductApi::groupsPath()
{
    return QStringLiteral("/products/v2/product-groups");
}

ApiJob *ProductApi::listProducts(std::optional<bool> archived, QObject *context) const
{
    QUrlQuery query;
    if (archived)
        query.addQueryItem(
            QStringLiteral("isArchived"), *archived ? QStringLiteral("true") : QStringLiteral("false"));
    return m_client->get(m_client->accountPath(productsPath()), query, context);
}

ApiJob *ProductApi::getProduct(const QString &uuid, QObject *context) const
{
    return m_client->get(m_client->accountPath(productsPath() + QLatin1Char('/') + uuid), {}, context);
}

ApiJob *ProductApi::createProduct(const QJsonObject &body, QObject *context) const
{
    return m_client->send(
        ApiClient::Method::Post, m_client->accountPath(productsPath()), QJsonDocument(body), {}, context);
}

ApiJob *ProductApi::updateProduct(const QString &uuid, const QJsonObject &body, QObject *context) const
{
    return m_client->send(ApiClient::Method::Patch,
        m_client->accountPath(productsPath() + QLatin1Char('/') + uuid), QJsonDocument(body), {}, context);
}

ApiJob *ProductApi::deleteProduct(const QString &uuid, QObject *context) const
{
    return m_client->send(ApiClient::Method::Delete,
        m_client->accountPath(productsPath() + QLatin1Char('/') + uuid), {}, {}, context);
}

ApiJob *ProductApi::productActions(const QString &uuid, QObject *context) const
{
    return m_client->get(
        m_client->accountPath(productsPath() + QLatin1Char('/') + uuid + QStringLiteral("/actions")), {},
        context);
}

ApiJob *ProductApi::productAction(const QString &uuid, const QString &action, QObject *context) const
{
    // The service takes no body; an empty object is what its clients send.
    return m_client->send(ApiClient::Method::Patch,
        m_client->accountPath(
            productsPath() + QLatin1Char('/') + uuid + QStringLiteral("/actions/") + action),
        QJsonDocument(QJsonObject()), {}, context);
}

ApiJob *ProductApi::listGroups(bool onlyArchived, QObject *context) const
{
    QUrlQuery query;
    if (onlyArchived)
        query.addQueryItem(QStringLiteral("onlyArchived"), QStringLiteral("true"));
    return m_client->get(m_client->accountPath(groupsPath()), query, context);
}

ApiJob *ProductApi::getGroup(const QString &uuid, QObject *context) const
{
    return m_client->get(m_client->accountPath(groupsPath() + QLatin1Char('/') + uuid), {}, context);
}

ApiJob *ProductApi::createGroup(const QJsonObject &body, QObject *context) const
{
    return m_client->send(
        ApiClient::Method::Post, m_client->accountPath(groupsPath()), QJsonDocument(body), {}, context);
}

ApiJob *ProductApi::updateGroup(const QString &uuid, const QJsonObject &body, QObject *context) const
{
    return m_client->send(ApiClient::Method::Patch,
        m_client->accountPath(groupsPath() + QLatin1Char('/') + uuid), QJsonDocument(body), {}, context);
}

ApiJob *ProductApi::deleteGroup(const QString &uuid, QObject *context) const
{
    return m_client->send(ApiClient::Method::Delete,
        m_client->accountPath(groupsPath() + QLatin1Char('/') + uuid), {}, {}, context);
}

ApiJob *ProductApi::archiveGroup(const QString &uuid, QObject *context) const
{
    return m_client->send(ApiClient::Method::Patch,
        m_client->accountPath(groupsPath() + QLatin1Char('/') + uuid + QStringLiteral("/actions/archive")),
        QJsonDocument(QJsonObject()), {}, context);
}

ApiJob *ProductApi::restoreGroup(const QString &uuid, QObject *context) const
{
    return m_client->send(ApiClient::Method::Patch,
        m_client->accountPath(groupsPath() + QLatin1Char('/') + uuid + QStringLiteral("/actions/restore")),
        QJsonDocument(QJsonObject()), {}, context);
}

ApiJob *ProductApi::checkGroupNumber(qint64 number, const QString &groupUuid, QObject *context) const
{
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("groupNumber"), QString::number(number));
    if (!groupUuid.isEmpty())
        query.addQueryItem(QStringLiteral("groupUuid"), groupUuid);
    return m_client->get(
        m_client->accountPath(groupsPath() + QStringLiteral("/check-group-number")), query, context);
}
