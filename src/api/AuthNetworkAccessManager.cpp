#include "api/AuthNetworkAccessManager.h"

#include <QNetworkReply>
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
    const bool withToken = sameService(r.url(), m_serviceUrl) && !m_token.isEmpty();
    if (withToken) {
        r.setRawHeader("Authorization", "Bearer " + m_token.toUtf8());
        // Qt copies every header, the token too, onto a redirected request without coming back here:
        // a request with the token follows a redirect only within the service.
        r.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::UserVerifiedRedirectPolicy);
    }
    QNetworkReply *reply = QNetworkAccessManager::createRequest(op, r, outgoingData);
    if (withToken) {
        connect(
            reply, &QNetworkReply::redirected, reply, [reply, service = m_serviceUrl](const QUrl &target) {
                if (sameService(target, service))
                    emit reply->redirectAllowed();
                else {
                    // Ends the reply with the redirect's own status (3xx); ApiJob words it from this.
                    reply->setProperty(refusedRedirectProperty, target.toDisplayString(QUrl::RemoveUserInfo));
                    reply->abort();
                }
            });
    }
    return reply;
}

bool AuthNetworkAccessManager::sameService(const QUrl &url, const QUrl &serviceUrl)
{
    return url.scheme() == serviceUrl.scheme() && url.host() == serviceUrl.host()
        && url.port(-1) == serviceUrl.port(-1);
}
