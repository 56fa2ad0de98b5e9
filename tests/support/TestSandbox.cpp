#include "TestSandbox.h"

#include "api/ApiJob.h"

#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTimer>

TestSandbox::TestSandbox(const QStringList &extraArguments)
{
    QStringList args {QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--data"), m_dir.path(),
        QStringLiteral("--test-hooks"), QStringLiteral("--quiet")};
    // The profile the suite runs against (tests/CMakeLists.txt registers BOTH_PROFILES tests twice),
    // unless the test names one itself.
    if (!extraArguments.contains(QLatin1String("--profile"))
        && !extraArguments.contains(QLatin1String("--envelope")))
        args << QStringLiteral("--profile") << profile();
    args << extraArguments;
    m_launcher.startAndWait(args, 60000, &m_error);
}

QString TestSandbox::profile()
{
    const QString p = qEnvironmentVariable("INVOICEDESK_TEST_PROFILE");
    return p.isEmpty() ? QStringLiteral("spec") : p;
}

TestSandbox::~TestSandbox() = default;

ApiConfig TestSandbox::config(const QString &account) const
{
    ApiConfig c;
    c.baseUrl = url();
    c.token = token();
    c.accountUuid = account.isEmpty() && !accounts().isEmpty() ? accounts().first() : account;
    c.retryBaseDelayMs = 50;
    c.transferTimeoutMs = 10000;
    return c;
}

QByteArray TestSandbox::control(const QByteArray &verb, const QString &path, const QJsonObject &body)
{
    QNetworkAccessManager nam;
    QUrl u = url();
    u.setPath(path);
    QNetworkRequest request(u);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    QNetworkReply *reply = nam.sendCustomRequest(request, verb, QJsonDocument(body).toJson());
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(20000, &loop, &QEventLoop::quit);
    loop.exec();
    const QByteArray answer = reply->readAll();
    if (reply->error() != QNetworkReply::NoError)
        qWarning("sandbox control %s %s failed: %s", verb.constData(), qPrintable(path), answer.constData());
    reply->deleteLater();
    return answer;
}

QString TestSandbox::createToken(
    const QStringList &scopes, const QStringList &accounts, const QString &expiresAt)
{
    QJsonObject body {{QStringLiteral("scopes"), QJsonArray::fromStringList(scopes)},
        {QStringLiteral("accounts"), QJsonArray::fromStringList(accounts)}};
    body.insert(QStringLiteral("expiresAt"), expiresAt.isEmpty() ? QJsonValue() : QJsonValue(expiresAt));
    return QJsonDocument::fromJson(control("POST", QStringLiteral("/__sandbox/tokens"), body))
        .object()
        .value(QLatin1String("token"))
        .toString();
}

void TestSandbox::addFault(const QJsonObject &fault)
{
    control("POST", QStringLiteral("/__sandbox/faults"), fault);
}

void TestSandbox::clearFaults()
{
    control("DELETE", QStringLiteral("/__sandbox/faults"));
}

void TestSandbox::setProfile(const QString &profile)
{
    control("POST", QStringLiteral("/__sandbox/config"), {{QStringLiteral("profile"), profile}});
}

QJsonObject TestSandbox::stats()
{
    return QJsonDocument::fromJson(control("GET", QStringLiteral("/__sandbox/stats"))).object();
}

void TestSandbox::resetStats()
{
    control("POST", QStringLiteral("/__sandbox/stats/reset"));
}

void TestSandbox::patchInvoice(const QString &account, const QString &uuid, const QJsonObject &fields)
{
    control("PATCH", QStringLiteral("/__sandbox/accounts/%1/invoices/%2").arg(account, uuid), fields);
}

void TestSandbox::deleteInvoice(const QString &account, const QString &uuid)
{
    control("DELETE", QStringLiteral("/__sandbox/accounts/%1/invoices/%2").arg(account, uuid));
}

QByteArray TestSandbox::camt054(const QString &account, const QJsonObject &request)
{
    return control("POST", QStringLiteral("/__sandbox/accounts/%1/camt054").arg(account), request);
}

TestSandbox::Result TestSandbox::wait(ApiJob *job, int timeoutMs)
{
    Result r;
    QEventLoop loop;
    bool done = false;
    QObject::connect(job, &ApiJob::succeeded, &loop, [&](const QJsonDocument &answer) {
        r.ok = true;
        r.answer = answer;
        r.attempts = job->attempts();
        done = true;
        loop.quit();
    });
    QObject::connect(job, &ApiJob::failed, &loop, [&](const ApiError &error) {
        r.error = error;
        r.attempts = job->attempts();
        done = true;
        loop.quit();
    });
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    if (!done)
        loop.exec();
    if (!done)
        r.error = ApiError(ApiError::Kind::Timeout, QStringLiteral("test wait expired"));
    return r;
}
