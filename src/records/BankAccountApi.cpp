#include "records/BankAccountApi.h"

#include "api/ApiClient.h"

QString BankAccountApi::collectionPath()
{
    return QStringLiteral("/finances/v2/bank-accounts");
}

ApiJob *BankAccountApi::list(QObject *context) const
{
    return m_client->get(m_client->accountPath(collectionPath()), {}, context);
}

ApiJob *BankAccountApi::get(const QString &uuid, QObject *context) const
{
    return m_client->get(m_client->accountPath(collectionPath() + QLatin1Char('/') + uuid), {}, context);
}

ApiJob *BankAccountApi::create(const QJsonObject &body, QObject *context) const
{
    return m_client->send(
        ApiClient::Method::Post, m_client->accountPath(collectionPath()), QJsonDocument(body), {}, context);
}

ApiJob *BankAccountApi::update(const QString &uuid, const QJsonObject &body, QObject *context) const
{
    return m_client->send(ApiClient::Method::Patch,
        m_client->accountPath(collectionPath() + QLatin1Char('/') + uuid), QJsonDocument(body), {}, context);
}

ApiJob *BankAccountApi::remove(const QString &uuid, QObject *context) const
{
    return m_client->send(ApiClient::Method::Delete,
        m_client->accountPath(collectionPath() + QLatin1Char('/') + uuid), {}, {}, context);
}
