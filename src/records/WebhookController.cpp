#include "records/WebhookController.h"

#include "base/AsyncRun.h"
#include "store/RecordStore.h"

namespace {

const QString resource = QStringLiteral("webhooks");

} // namespace

WebhookController::WebhookController(QObject *parent)
    : RecordStack(parent)
{ }

void WebhookController::readStored(QObject *context, Stored done) const
{
    asyncRun(
        context,
        [dir = dataDir(), account = accountUuid()] {
            if (dir.isEmpty() || account.isEmpty())
                return QList<Webhook>();
            return WebhookApi::fromRecords(RecordStore(dir, account).loadAll(resource));
        },
        std::move(done));
}

RecordRequest *WebhookController::list(QObject *context, Listed done, Failed failed)
{
    RecordRequest *listing = startRequest(RecordRequest::Answer::List, context,
        [api = WebhookApi(client())](QObject *call) { return api.list(call); });
    if (!listing)
        return nullptr;
    connect(listing, &RecordRequest::succeeded, listing,
        [this, done](const QJsonObject &, const QList<QJsonObject> &records) {
            const QList<Webhook> webhooks = WebhookApi::fromRecords(records);
            QList<QJsonObject> kept;
            for (const Webhook &w : webhooks)
                kept.append(w.toStoredJson());
            done(webhooks, storeAll(resource, kept));
        });
    connect(listing, &RecordRequest::failed, listing, failed);
    return listing;
}

RecordRequest *WebhookController::fetch(const QString &uuid, QObject *context, Answered done, Failed failed)
{
    return answerWithWebhook(
        startRequest(RecordRequest::Answer::Record, context,
            [api = WebhookApi(client()), uuid](QObject *call) { return api.get(uuid, false, call); }),
        done, failed);
}

RecordRequest *WebhookController::remove(const QString &uuid, QObject *context, Removed done, Failed failed)
{
    return removeRecord(
        resource, uuid, context,
        [api = WebhookApi(client()), uuid](QObject *call) { return api.remove(uuid, call); }, done, failed);
}

RecordRequest *WebhookController::create(
    const QUrl &targetUrl, const QStringList &eventTypes, QObject *context, Answered done, Failed failed)
{
    return answerWithWebhook(startRequest(RecordRequest::Answer::Record, context,
                                 [api = WebhookApi(client()), targetUrl, eventTypes](QObject *call) {
                                     return api.create(targetUrl, eventTypes, true, call);
                                 }),
        done, failed);
}

RecordRequest *WebhookController::answerWithWebhook(
    RecordRequest *request, const Answered &done, const Failed &failed) const
{
    if (!request)
        return nullptr;
    connect(request, &RecordRequest::succeeded, request, [this, done, failed](const QJsonObject &record) {
        QString why;
        const auto webhook = WebhookApi::fromRecord(record, &why);
        if (!webhook) {
            failed(ApiError(ApiError::Kind::Malformed, why));
            return;
        }
        done(*webhook, storeRecord(resource, webhook->toStoredJson()));
    });
    connect(request, &RecordRequest::failed, request, failed);
    return request;
}
