#include "AuthNetworkAccessManager.h"

#include <QNetworkRequest>
#include <QSysInfo>

AuthNetworkAccessManager::AuthNetworkAccessManager(QObject *parent)
    : QNetworkAccessManager(parent)
{
    setRedirectPolicy(QNetworkRequest::NoLessSafeRedirectPolicy);
}

QByteArray AuthNetworkAccessManager::userAgent()
{
    return QByteArrayLiteral("InvoiceDesk/" INVOICEDESK_VERSION " (Qt ") + qVersion() + "; "
        + QSysInfo::prettyProductName().toUtf8() + ')';
}

QNetworkReply *AuthNetworkAccessManager::createRequest(
    Operation op, const QNetworkRequest &request, QIODevice *outgoingData)
{
    QNetworkRequest r(request);
    r.setHeader(QNetworkRequest::UserAgentHeader, userAgent());
    if (!r.hasRawHeader("Accept"))
        r.setRawHeader("Accept", "application/json");
    const QUrl url = r.url();
    const bool sameService = url.scheme() == m_serviceUrl.scheme() && url.host() == m_serviceUrl.host()
        && url.port(-1) == m_serviceUrl.port(-1);
    if (sameService && !m_token.isEmpty())
        r.setRawHeader("Authorization", "Bearer " + m_token.toUtf8());
    return QNetworkAccessManager::createRequest(op, r, outgoingData);
}
