#include "SandboxPeer.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkReply>

SandboxPeer::SandboxPeer(const QStringList &arguments, bool testHooks)
{
    m_process.setProgram(qEnvironmentVariable("INVOICEDESK_SANDBOX"));
    m_process.setArguments(QStringList {
                               QStringLiteral("--port"),
                               QStringLiteral("0"),
                               QStringLiteral("--data"),
                               m_dir.path(),
                           }
        + (testHooks ? QStringList {QStringLiteral("--test-hooks")} : QStringList()) + arguments);
    m_process.start();
    if (!m_process.waitForStarted()) {
        m_error = QStringLiteral("cannot start %1: %2").arg(m_process.program(), m_process.errorString());
        return;
    }
    while (!m_readyLine.contains('\n') && m_process.waitForReadyRead(30000))
        m_readyLine += m_process.readAllStandardOutput();
    const QByteArray prefix("INVOICEDESK_SANDBOX ");
    if (!m_readyLine.startsWith(prefix)) {
        m_error = QStringLiteral("no ready line: ")
            + QString::fromUtf8(m_readyLine + m_process.readAllStandardError());
        return;
    }
    const QJsonObject ready = QJsonDocument::fromJson(m_readyLine.mid(prefix.size())).object();
    m_url = ready.value(QLatin1String("url")).toString();
    m_token = ready.value(QLatin1String("token")).toString();
    for (const QJsonValue &v : ready.value(QLatin1String("accounts")).toArray())
        m_accounts << v.toString();
}

SandboxPeer::~SandboxPeer()
{
    stop();
}

QByteArray SandboxPeer::standardError()
{
    return m_process.readAllStandardError();
}

bool SandboxPeer::stop()
{
    if (m_process.state() == QProcess::NotRunning)
        return true;
    m_process.terminate();
    return m_process.waitForFinished(5000);
}

SandboxPeer::Answer SandboxPeer::request(
    const QByteArray &verb, const QString &path, const QString &token, const QByteArray &body)
{
    QNetworkRequest r(QUrl(path.startsWith(QLatin1String("http")) ? path : m_url + path));
    if (token == QLatin1String("demo"))
        r.setRawHeader("Authorization", "Bearer " + m_token.toUtf8());
    else if (!token.isEmpty())
        r.setRawHeader("Authorization", "Bearer " + token.toUtf8());
    r.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    QNetworkReply *reply = m_nam.sendCustomRequest(r, verb, body);
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    loop.exec();
    Answer a;
    a.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    a.body = reply->readAll();
    a.json = QJsonDocument::fromJson(a.body).object();
    a.retryAfter = reply->rawHeader("Retry-After");
    a.contentType = reply->rawHeader("Content-Type");
    reply->deleteLater();
    return a;
}

QString SandboxPeer::createToken(
    const QStringList &scopes, const QStringList &accounts, const QString &expiresAt)
{
    const QJsonObject body {{QStringLiteral("scopes"), QJsonArray::fromStringList(scopes)},
        {QStringLiteral("accounts"), QJsonArray::fromStringList(accounts)},
        {QStringLiteral("expiresAt"), expiresAt.isEmpty() ? QJsonValue() : QJsonValue(expiresAt)}};
    return request("POST", QStringLiteral("/__sandbox/tokens"), {}, QJsonDocument(body).toJson())
        .json.value(QLatin1String("token"))
        .toString();
}
