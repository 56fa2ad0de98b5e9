// Outgoing webhooks: /accounts/{a}/webhooks/v2/outgoing-webhooks (create, list, get, delete).
#include "Routes.h"
#include "SandboxServer.h"
#include "Webhooks.h"

#include <QHostAddress>
#include <QJsonArray>
#include <QMessageAuthenticationCode>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QRandomGenerator>
#include <QTimer>
#include <QUrl>
#include <QUuid>

namespace {

const QString webhookKind = QStringLiteral("webhooks");
// The events the sandbox sends. The live service names only the first two; the document events are the
// sandbox's, so a client can follow changes as they happen.
const QStringList eventTypes {QStringLiteral("payment-received"), QStringLiteral("invoice-paid"),
    QStringLiteral("document-created"), QStringLiteral("document-updated"), QStringLiteral("document-sent")};

QJsonObject shown(QJsonObject webhook, bool withKey)
{
    if (!withKey)
        webhook.remove(QStringLiteral("signatureKey")); // the key is the secret: only on request
    return webhook;
}

SandboxResponse answer(const QJsonValue &data, int status = 200)
{
    return SandboxResponse::json(status,
        {{QStringLiteral("data"), data}, {QStringLiteral("status"), status},
            {QStringLiteral("message"), QString()}, {QStringLiteral("meta"), QJsonObject()}});
}

void registerWebhookRoutes(SandboxServer &server)
{
    const QString base = QStringLiteral("/accounts/{accountUuid}/webhooks/v2/outgoing-webhooks");
    const QString scope = QStringLiteral("settings");
    const auto withKey = [](const SandboxRequest &r) {
        return r.queryBool(QStringLiteral("showSignatureKey"));
    };

    server.addRoute("POST", base, scope, [&server, withKey](const SandboxRequest &r) {
        SandboxResponse error;
        const auto body = r.jsonBody(&error);
        if (!body)
            return error;
        QHash<QString, QStringList> errors;
        const QUrl target(body->value(QLatin1String("targetUrl")).toString());
        const QHostAddress host(target.host());
        const bool loopback =
            target.host() == QLatin1String("localhost") || (!host.isNull() && host.isLoopback());
        if (!target.isValid() || target.host().isEmpty())
            errors[QStringLiteral("targetUrl")] << QStringLiteral("is required: an https:// address");
        else if (target.scheme() != QLatin1String("https")
            && !(target.scheme() == QLatin1String("http") && loopback))
            errors[QStringLiteral("targetUrl")]
                << QStringLiteral("must use https:// (http:// only to this computer)");
        const QJsonArray events = body->value(QLatin1String("eventTypes")).toArray();
        if (events.isEmpty())
            errors[QStringLiteral("eventTypes")] << QStringLiteral("is required: at least one event type");
        for (const QJsonValue &e : events) {
            if (!eventTypes.contains(e.toString()))
                errors[QStringLiteral("eventTypes")]
                    << QStringLiteral("\"%1\" is not an event type (%2)")
                           .arg(e.toString(), eventTypes.join(QStringLiteral(", ")));
        }
        if (!errors.isEmpty())
            return SandboxResponse::validation(errors);
        QString key;
        for (int i = 0; i < 4; ++i)
            key += QString::number(QRandomGenerator::system()->generate64(), 16)
                       .rightJustified(16, QLatin1Char('0'));
        const QJsonObject webhook {
            {QStringLiteral("uuid"), QUuid::createUuid().toString(QUuid::WithoutBraces)},
            {QStringLiteral("targetUrl"), target.toString()}, {QStringLiteral("eventTypes"), events},
            {QStringLiteral("signatureKey"), key}, {QStringLiteral("latestEvent"), QJsonValue()}};
        server.storage().put(r.account, webhookKind, webhook, webhook, Storage::now());
        return answer(shown(webhook, withKey(r)), 201);
    });
    server.addRoute("GET", base, scope, [&server, withKey](const SandboxRequest &r) {
        QJsonArray list;
        for (const Storage::Record &w : server.storage().all(r.account, webhookKind))
            list.append(shown(w.json, withKey(r)));
        return answer(list);
    });
    server.addRoute(
        "GET", base + QStringLiteral("/{uuid}"), scope, [&server, withKey](const SandboxRequest &r) {
            const auto w = server.storage().get(r.account, webhookKind, r.param(QStringLiteral("uuid")));
            return w ? answer(shown(w->json, withKey(r)))
                     : SandboxResponse::error(
                         404, QStringLiteral("not_found"), QStringLiteral("No such webhook."));
        });
    server.addRoute("DELETE", base + QStringLiteral("/{uuid}"), scope, [&server](const SandboxRequest &r) {
        if (!server.storage().remove(r.account, webhookKind, r.param(QStringLiteral("uuid"))))
            return SandboxResponse::error(
                404, QStringLiteral("not_found"), QStringLiteral("No such webhook."));
        return answer(QJsonValue());
    });
    // Sandbox only: trigger an event as if it happened, for tests.
    server.addRoute("POST", QStringLiteral("/__sandbox/accounts/{accountUuid}/webhook-events"), QString(),
        [&server](const SandboxRequest &r) {
            SandboxResponse error;
            const auto body = r.jsonBody(&error);
            if (!body)
                return error;
            deliverWebhookEvent(server, r.account, body->value(QLatin1String("eventType")).toString(),
                body->value(QLatin1String("data")).toObject());
            return SandboxResponse::json(202, {{QStringLiteral("ok"), true}});
        });
}

const RouteGroup webhookRoutes("webhooks", registerWebhookRoutes);

} // namespace

namespace {

// One delivery attempt; a failure is tried again after 0.5 s, 1 s and 2 s, then given up.
void attempt(SandboxServer &server, const QString &account, const QString &uuid, const QUrl &target,
    const QByteArray &body, const QByteArray &signature, const QByteArray &eventType, int number)
{
    static auto *nam = new QNetworkAccessManager(&server);
    QNetworkRequest request {target};
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    request.setRawHeader("X-Signature", signature);
    request.setRawHeader("X-Event-Type", eventType);
    request.setTransferTimeout(10000);
    QNetworkReply *reply = nam->post(request, body);
    QObject::connect(reply, &QNetworkReply::finished, &server,
        [&server, reply, account, uuid, target, body, signature, eventType, number] {
            reply->deleteLater();
            auto webhook = server.storage().get(account, webhookKind, uuid);
            if (!webhook)
                return; // deleted meanwhile
            const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
            const bool ok = reply->error() == QNetworkReply::NoError;
            const QString outcome = ok ? QStringLiteral("delivered")
                                       : QStringLiteral("failed: %1 (attempt %2 of 4)")
                                             .arg(status ? QString::number(status) : reply->errorString())
                                             .arg(number);
            webhook->json.insert(QStringLiteral("latestEvent"),
                QJsonObject {
                    {QStringLiteral("dateTime"), Storage::now()}, {QStringLiteral("status"), outcome}});
            server.storage().put(account, webhookKind, webhook->json, webhook->json, Storage::now());
            if (!ok && number < 4)
                QTimer::singleShot(250 * (1 << number), &server,
                    [&server, account, uuid, target, body, signature, eventType, number] {
                        attempt(server, account, uuid, target, body, signature, eventType, number + 1);
                    });
        });
}

} // namespace

void deliverWebhookEvent(
    SandboxServer &server, const QString &account, const QString &eventType, const QJsonObject &data)
{
    for (const Storage::Record &w : server.storage().all(account, webhookKind)) {
        if (!w.json.value(QLatin1String("eventTypes")).toArray().contains(eventType))
            continue;
        const QByteArray body = QJsonDocument(
            QJsonObject {{QStringLiteral("event"), eventType}, {QStringLiteral("accountUuid"), account},
                {QStringLiteral("occurredAt"), Storage::now()},
                {QStringLiteral("data"),
                    data}}).toJson(QJsonDocument::Compact);
        const QByteArray signature = QMessageAuthenticationCode::hash(
            body, w.json.value(QLatin1String("signatureKey")).toString().toUtf8(), QCryptographicHash::Sha256)
                                         .toHex();
        attempt(server, account, w.uuid, QUrl(w.json.value(QLatin1String("targetUrl")).toString()), body,
            signature, eventType.toUtf8(), 1);
    }
}
