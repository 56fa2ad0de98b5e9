#include "api/ApiClient.h"

#include "api/ApiJob.h"
#include "api/AuthNetworkAccessManager.h"

#include <QHostAddress>

#include <utility>

ApiClient::ApiClient(const ApiConfig &config, QObject *parent)
    : QObject(parent)
    , m_nam(new AuthNetworkAccessManager(this))
{
    setConfig(config);
}

ApiClient::~ApiClient()
{
    // Replies belong to their jobs, not to the network manager: without this they would live on
    // until their timeout and their handlers would still run.
    abortAll();
}

std::optional<ApiError> ApiClient::checkBaseUrl(const QUrl &url)
{
    if (url.scheme() != QLatin1String("https") && url.scheme() != QLatin1String("http"))
        return ApiError(ApiError::Kind::UnsupportedScheme, url.toDisplayString());
    if (!url.isValid() || url.host().isEmpty())
        return ApiError(ApiError::Kind::InsecureUrl, url.toDisplayString());
    if (url.scheme() == QLatin1String("https"))
        return std::nullopt;
    if (url.scheme() == QLatin1String("http")) {
        const QString host = url.host();
        const QHostAddress address(host);
        if (host == QLatin1String("localhost") || (!address.isNull() && address.isLoopback()))
            return std::nullopt;
    }
    return ApiError(ApiError::Kind::InsecureUrl, url.toDisplayString());
}

void ApiClient::setConfig(const ApiConfig &config)
{
    m_config = config;
    m_nam->setServiceUrl(config.baseUrl);
    m_nam->setToken(config.token);
}

void ApiClient::setToken(const QString &token)
{
    m_config.token = token;
    m_nam->setToken(token);
}

QString ApiClient::accountPath(const QString &suffix) const
{
    return QLatin1String("/accounts/") + m_config.accountUuid + suffix;
}

QUrl ApiClient::urlFor(const QString &path, const QUrlQuery &query) const
{
    QUrl url = m_config.baseUrl;
    QString basePath = url.path();
    if (basePath.endsWith(QLatin1Char('/')))
        basePath.chop(1);
    url.setPath(basePath + path);
    if (!query.isEmpty())
        url.setQuery(query);
    return url;
}

ApiJob *ApiClient::get(const QString &path, const QUrlQuery &query, QObject *context)
{
    return start(Method::Get, path, query, {}, context);
}

ApiJob *ApiClient::send(
    Method method, const QString &path, const QJsonDocument &body, const QUrlQuery &query, QObject *context)
{
    return start(
        method, path, query, body.isNull() ? QByteArray("{}") : body.toJson(QJsonDocument::Compact), context);
}

ApiJob *ApiClient::start(
    Method method, const QString &path, const QUrlQuery &query, const QByteArray &body, QObject *context)
{
    auto *job = new ApiJob(this, method, urlFor(path, query), body, context ? context : this);
    m_jobs.removeAll(nullptr);
    m_jobs.append(job);
    job->start();
    return job;
}

QStringList ApiClient::abortAll()
{
    static const char *const names[] = {"GET", "POST", "PATCH", "DELETE"};
    QStringList unanswered;
    const QList<QPointer<ApiJob>> jobs = std::exchange(m_jobs, {});
    for (const QPointer<ApiJob> &job : jobs) {
        if (!job)
            continue;
        const QString what = QLatin1String(names[int(job->method())]) + QLatin1Char(' ') + job->url().path();
        if (job->abort())
            unanswered << what;
    }
    return unanswered;
}
