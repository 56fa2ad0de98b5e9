#include "session/AccountLookup.h"

#include "api/AccountsApi.h"
#include "api/ApiClient.h"
#include "api/ApiJob.h"

AccountLookup::AccountLookup(QObject *parent)
    : QObject(parent)
{ }

std::optional<ApiError> AccountLookup::checkServer(const QUrl &url)
{
    return ApiClient::checkBaseUrl(url);
}

void AccountLookup::lookUp(const ApiConfig &config)
{
    cancel();
    auto *client = new ApiClient(config, this);
    m_client = client;
    // The job lives in its client: dropping the client drops the answer.
    ApiJob *job = AccountsApi(client).list(client);
    connect(job, &ApiJob::succeeded, client, [this, client](const QJsonDocument &answer) {
        client->deleteLater();
        m_client.clear();
        QString error;
        if (const auto accounts = Account::listFromAnswer(answer, &error))
            emit found(*accounts);
        else
            emit unreadable(error);
    });
    connect(job, &ApiJob::failed, client, [this, client](const ApiError &error) {
        client->deleteLater();
        m_client.clear();
        emit failed(error);
    });
}

void AccountLookup::cancel()
{
    if (ApiClient *client = m_client.data()) {
        m_client.clear();
        client->abortAll(); // a lookup only reads: nothing was left unanswered that matters
        client->deleteLater();
    }
}
