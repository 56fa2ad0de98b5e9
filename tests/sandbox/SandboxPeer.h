#pragma once

#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QProcess>
#include <QStringList>
#include <QTemporaryDir>

// The sandbox as its own tests see it: a process started from $INVOICEDESK_SANDBOX and plain HTTP calls.
// Independent of the client's code on purpose.
class SandboxPeer
{
public:
    struct Answer
    {
        int status = 0;
        QByteArray body;
        QJsonObject json;
        QByteArray retryAfter;
        QByteArray contentType;
        QJsonObject data() const { return json.value(QLatin1String("data")).toObject(); }
    };

    explicit SandboxPeer(const QStringList &arguments, bool testHooks = true);
    ~SandboxPeer();

    QString error() const { return m_error; }
    QString url() const { return m_url; }
    QString demoToken() const { return m_token; }
    QStringList accounts() const { return m_accounts; }
    QString dataDir() const { return m_dir.path(); }
    QByteArray readyLine() const { return m_readyLine; }
    bool stop();
    // What the sandbox wrote on stderr so far (its request log).
    QByteArray standardError();

    // path: after the server's URL, or a whole URL; token: "demo" for the demo token, empty for none,
    // anything else is sent as given.
    Answer request(const QByteArray &verb, const QString &path, const QString &token = QStringLiteral("demo"),
        const QByteArray &body = {});
    QString createToken(
        const QStringList &scopes, const QStringList &accounts, const QString &expiresAt = {});

private:
    QTemporaryDir m_dir;
    QProcess m_process;
    QNetworkAccessManager m_nam;
    QByteArray m_readyLine;
    QString m_error;
    QString m_url;
    QString m_token;
    QStringList m_accounts;
};
