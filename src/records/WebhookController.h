#pragma once

#include "api/ApiError.h"
#include "records/WebhookApi.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <functional>

class ApiClient;

// What the webhooks page and its creation dialog do with the service and the store, without any widget.
// Each call belongs to `context`: destroying it (or closing the session) ends the call silently.
// An answer that cannot be read arrives as an ApiError of kind Malformed whose detail says why.
class ApiJob;

class WebhookController : public QObject
{
    Q_OBJECT

public:
    using Failed = std::function<void(const ApiError &error)>;

    explicit WebhookController(QObject *parent = nullptr);

    void openSession(ApiClient *client, const QString &dataDir, const QString &accountUuid);
    bool isOpen() const;

    // The copy kept on this computer.
    QList<Webhook> stored() const;
    // Lists the service's webhooks and keeps them; storeProblem is empty when the copy was kept.
    void list(QObject *context, std::function<void(const QList<Webhook> &, const QString &storeProblem)> done,
        Failed failed);
    // One webhook's details (without its signature key), kept in the store.
    void fetch(const QString &uuid, QObject *context,
        std::function<void(const Webhook &, const QString &storeProblem)> done, Failed failed);
    // Deletes it on the service and here; a webhook already gone on the service (404) is forgotten too
    // and reported with wasGone.
    void remove(const QString &uuid, QObject *context,
        std::function<void(bool wasGone, const QString &storeProblem)> done, Failed failed);
    // Creates it, asking for the signature key once; the store keeps it without the key.
    void create(const QUrl &targetUrl, const QStringList &eventTypes, QObject *context,
        std::function<void(const Webhook &, const QString &storeProblem)> done, Failed failed);

private:
    // The webhook of the job's answer, kept in the store, to `done`; an unreadable answer to `failed`.
    void answerWithWebhook(ApiJob *job, QObject *context,
        const std::function<void(const Webhook &, const QString &storeProblem)> &done, const Failed &failed);
    QString keep(const Webhook &webhook) const;
    QString forget(const QString &uuid) const;

    QPointer<ApiClient> m_client;
    QString m_dataDir;
    QString m_accountUuid;
};
