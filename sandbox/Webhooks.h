#pragma once

#include <QJsonObject>
#include <QString>

class SandboxServer;

// Posts an event to every webhook of the account subscribed to it: body {event, accountUuid, occurredAt,
// data}, header X-Signature = lowercase hex HMAC-SHA256 of the body keyed with the webhook's signatureKey.
// The outcome is recorded as the webhook's latestEvent {dateTime, status}.
void deliverWebhookEvent(
    SandboxServer &server, const QString &account, const QString &eventType, const QJsonObject &data);
