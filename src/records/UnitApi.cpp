#include "records/UnitApi.h"

#include "api/ApiClient.h"

QString UnitApi::collectionPath()
{
    return QStringLiteral("/units/v2/units");
}

ApiJob *UnitApi::list(QObject *context) const
{
    return m_client->get(m_client->accountPath(collectionPath()), {}, context);
}

ApiJob *UnitApi::get(const QString &uuid, QObject *context) const
{
    return m_client->get(m_client->accountPath(collectionPath() + QLatin1Char('/') + uuid), {}, context);
}

ApiJob *UnitApi::create(const QJsonObject &body, QObject *context) const
{
    return m_client->send(
        ApiClient::Method::Post, m_client->accountPath(collectionPath()), QJsonDocument(body), {}, context);
}

ApiJob *UnitApi::update(const QString &uuid, const QJsonObject &body, QObject *context) const
{
    return m_client->send(ApiClient::Method::Patch,
        m_client->accountPath(collectionPath() + QLatin1Char('/') + uuid), QJsonDocument(body), {}, context);
}

ApiJob *UnitApi::remove(const QString &uuid, QObject *context) const
{
    return m_client->send(ApiClient::Method::Delete,
        m_client->accountPath(collectionPath() + QLatin1Char('/') + uuid), {}, {}, context);
}
