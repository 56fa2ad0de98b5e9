#include "records/EmployeeApi.h"

#include "api/ApiClient.h"

#include <QUrlQuery>

QString EmployeeApi::collectionPath()
{
    return QStringLiteral("/time/v2/employees");
}

QString EmployeeApi::usersPath()
{
    return QStringLiteral("/time/v2/employees/available-users");
}

ApiJob *EmployeeApi::list(bool onlyInactive, QObject *context) const
{
    QUrlQuery query;
    if (onlyInactive)
        query.addQueryItem(QStringLiteral("onlyInactive"), QStringLiteral("true"));
    return m_client->get(m_client->accountPath(collectionPath()), query, context);
}

ApiJob *EmployeeApi::get(const QString &uuid, QObject *context) const
{
    return m_client->get(m_client->accountPath(collectionPath() + QLatin1Char('/') + uuid), {}, context);
}

ApiJob *EmployeeApi::create(const QJsonObject &body, QObject *context) const
{
    return m_client->send(
        ApiClient::Method::Post, m_client->accountPath(collectionPath()), QJsonDocument(body), {}, context);
}

ApiJob *EmployeeApi::update(const QString &uuid, const QJsonObject &body, QObject *context) const
{
    return m_client->send(ApiClient::Method::Patch,
        m_client->accountPath(collectionPath() + QLatin1Char('/') + uuid), QJsonDocument(body), {}, context);
}

ApiJob *EmployeeApi::remove(const QString &uuid, QObject *context) const
{
    return m_client->send(ApiClient::Method::Delete,
        m_client->accountPath(collectionPath() + QLatin1Char('/') + uuid), {}, {}, context);
}

ApiJob *EmployeeApi::listUsers(const QString &employeeUuid, QObject *context) const
{
    QUrlQuery query;
    if (!employeeUuid.isEmpty())
        query.addQueryItem(QStringLiteral("employeeUuid"), employeeUuid);
    return m_client->get(m_client->accountPath(usersPath()), query, context);
}
