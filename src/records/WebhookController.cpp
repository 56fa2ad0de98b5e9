#include "records/WebhookController.h"

#include "api/ApiClient.h"
#include "api/ApiJob.h"
#include "store/RecordStore.h"
#include "store/StoreLogging.h"

namespace {

const QString resource = QStringLiteral("webhooks");

} // namespace

WebhookController::WebhookController(QObject *parent)
    : QObject(parent)
{ }

void WebhookController::openSession(ApiClient *client, const QString &dataDir, const QString &accountUuid)
{
    m_client = client;
    m_dataDir = dataDir;
    m_accountUuid = accountUuid;
}

bool WebhookController::isOpen() const
{
    return m_client && !m_accountUuid.isEmpty();
}

QList<Webhook> WebhookController::stored() const
{
    QList<Webhook> webhooks;
    if (m_dataDir.isEmpty() || m_accountUuid.isEmpty())
        return webhooks;
    for (const QJsonObject &o : RecordStore(m_dataDir, m_accountUuid).loadAll(resource)) {
        if (const auto w = Webhook::fromJson(o))
            webhooks.append(*w);
    }
    return webhooks;
}

QString WebhookController::keep(const Webhook &webhook) const
{
    RecordStore store(m_dataDir, m_accountUuid);
    if (store.upsert(resource, webhook.toStoredJson()))
        return {};
    qCWarning(lcStore) << "webhook not kept:" << store.errorString();
    return store.errorString();
}

QString WebhookController::forget(const QString &uuid) const
{
    RecordStore store(m_dataDir, m_accountUuid);
    if (store.remove(resource, uuid))
        return {};
    qCWarning(lcStore) << "deleted webhook kept:" << store.errorString();
    return store.errorString();
}

void WebhookController::list(
    QObject *context, std::function<void(const QList<Webhook> &, const QString &)> done, Failed failed)
{
    if (!isOpen())
        return;
    ApiJob *job = WebhookApi(m_client).list(context);
    connect(job, &ApiJob::succeeded, context, [this, done, failed](const QJsonDocument &answer) {
        QString why;
        const auto webhooks = WebhookApi::listFromAnswer(answer, &why);
        if (!webhooks) {
            failed(ApiError(ApiError::Kind::Malformed, why));
            return;
        }
        QList<QJsonObject> records;
        for (const Webhook &w : *webhooks)
            records.append(w.toStoredJson());
        RecordStore store(m_dataDir, m_accountUuid);
        const bool kept = store.replaceAll(resource, records);
        if (!kept)
            qCWarning(lcStore) << "webhooks not kept:" << store.errorString();
        done(*webhooks, kept ? QString() : store.errorString());
    });
    connect(job, &ApiJob::failed, context, failed);
}

void WebhookController::fetch(const QString &uuid, QObject *context,
    std::function<void(const Webhook &, const QString &)> done, Failed failed)
{
    if (!isOpen())
        return;
    ApiJob *job = WebhookApi(m_client).get(uuid, false, context);
    answerWithWebhook(job, context, done, failed);
}

void WebhookController::remove(
    const QString &uuid, QObject *context, std::function<void(bool, const QString &)> done, Failed failed)
{
    if (!isOpen())
        return;
    ApiJob *job = WebhookApi(m_client).remove(uuid, context);
    connect(job, &ApiJob::succeeded, context, [this, uuid, done] { done(false, forget(uuid)); });
    connect(job, &ApiJob::failed, context, [this, uuid, done, failed](const ApiError &error) {
        if (error.kind() == ApiError::Kind::NotFound) // already gone on the service
            done(true, forget(uuid));
        else
            failed(error);
    });
}

void WebhookController::create(const QUrl &targetUrl, const QStringList &eventTypes, QObject *context,
    std::function<void(const Webhook &, const QString &)> done, Failed failed)
{
    if (!isOpen())
        return;
    ApiJob *job = WebhookApi(m_client).create(targetUrl, eventTypes, true, context);
    answerWithWebhook(job, context, done, failed);
}

void WebhookController::answerWithWebhook(ApiJob *job, QObject *context,
    const std::function<void(const Webhook &, const QString &storeProblem)> &done, const Failed &failed)
{
    connect(job, &ApiJob::succeeded, context, [this, done, failed](const QJsonDocument &answer) {
        QString why;
        const auto webhook = WebhookApi::fromAnswer(answer, &why);
        if (!webhook) {
            failed(ApiError(ApiError::Kind::Malformed, why));
            return;
        }
        done(*webhook, keep(*webhook));
    });
    connect(job, &ApiJob::failed, context, failed);
}
