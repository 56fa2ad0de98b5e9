#pragma once

#include "api/ApiConfig.h"
#include "api/ApiError.h"

#include <QJsonDocument>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QUrlQuery>

#include <optional>

class ApiJob;
class AuthNetworkAccessManager;

// The client of the service's HTTP API for one thread. It owns the network manager and builds the
// calls; resource groups (AccountsApi, DocumentsApi, ...) build paths and read answers on top of it.
class ApiClient : public QObject
{
    Q_OBJECT

public:
    enum class Method { Get, Post, Patch, Delete };

    explicit ApiClient(const ApiConfig &config = {}, QObject *parent = nullptr);
    ~ApiClient() override;

    // Refuses plain http:// except to this computer, and every other scheme (ftp://, file://, ...);
    // returns the error to show if refused.
    static std::optional<ApiError> checkBaseUrl(const QUrl &url);

    const ApiConfig &config() const { return m_config; }
    void setConfig(const ApiConfig &config);
    void setToken(const QString &token);
    QString accountUuid() const { return m_config.accountUuid; }

    // "/accounts/{accountUuid}" + suffix
    QString accountPath(const QString &suffix) const;
    QUrl urlFor(const QString &path, const QUrlQuery &query = {}) const;

    // A call that starts at once and ends in exactly one of ApiJob::succeeded or ApiJob::failed.
    // The job is a child of context (or of the client): destroying the context cancels it silently.
    ApiJob *get(const QString &path, const QUrlQuery &query = {}, QObject *context = nullptr);
    ApiJob *send(Method method, const QString &path, const QJsonDocument &body, const QUrlQuery &query = {},
        QObject *context = nullptr);

    AuthNetworkAccessManager *networkAccessManager() const { return m_nam; }

    // Ends every call of this client at once, wherever its context is, without a signal: no handler
    // runs afterwards. Returns "METHOD path" of the writes that were sent and not answered (the
    // service may have carried them out). The destructor does the same.
    QStringList abortAll();

private:
    ApiJob *start(
        Method method, const QString &path, const QUrlQuery &query, const QByteArray &body, QObject *context);

    ApiConfig m_config;
    AuthNetworkAccessManager *m_nam;
    QList<QPointer<ApiJob>> m_jobs; // started and not yet destroyed
};
