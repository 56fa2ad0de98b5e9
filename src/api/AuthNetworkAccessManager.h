#pragma once

#include <QNetworkAccessManager>
#include <QUrl>

// The one place where the bearer token is put on a request, and only on requests to the service's
// own host, so a call site never touches the token and it never goes to a third party.
class AuthNetworkAccessManager : public QNetworkAccessManager
{
    Q_OBJECT

public:
    explicit AuthNetworkAccessManager(QObject *parent = nullptr);

    void setServiceUrl(const QUrl &url) { m_serviceUrl = url; }
    void setToken(const QString &token) { m_token = token; }

    static QByteArray userAgent();
    // Set on a reply whose redirect to another server was refused: the target, for the message.
    static constexpr const char *refusedRedirectProperty = "invoicedesk.refusedRedirect";

protected:
    QNetworkReply *createRequest(
        Operation op, const QNetworkRequest &request, QIODevice *outgoingData) override;

private:
    static bool sameService(const QUrl &url, const QUrl &serviceUrl);

    QUrl m_serviceUrl;
    QString m_token;
};
