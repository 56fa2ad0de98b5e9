#pragma once

#include "api/ResourceApi.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <optional>

class ApiClient;
class ApiJob;
class QObject;

// One outgoing webhook as the service describes it (spec 2.3).
struct Webhook
{
    QString uuid;
    QString targetUrl;
    QStringList eventTypes;
    QString signatureKey; // only in answers asked with showSignatureKey=true
    // The latest delivery; both empty when there has been none.
    QString latestEventTime;
    QString latestEventStatus;

    static std::optional<Webhook> fromJson(const QJsonObject &o);
    // As kept in the local store: without the signature key, which is a secret.
    QJsonObject toStoredJson() const;
    bool hasLatestEvent() const { return !latestEventTime.isEmpty() || !latestEventStatus.isEmpty(); }
    QDateTime latestEventDateTime() const;
};

// The webhook routes (/accounts/{a}/webhooks/v2/outgoing-webhooks...): ResourceApi's Webhooks with
// the signature key's flag. The spec shows create and get; list and delete are the live service's
// (live-service-notes, section 1).
class WebhookApi
{
    Q_DECLARE_TR_FUNCTIONS(WebhookApi)

public:
    explicit WebhookApi(ApiClient *client)
        : m_client(client)
    { }

    static QString collectionPath();

    ApiJob *create(const QUrl &targetUrl, const QStringList &eventTypes, bool showSignatureKey,
        QObject *context = nullptr) const;
    ApiJob *list(QObject *context = nullptr) const;
    ApiJob *get(const QString &uuid, bool showSignatureKey, QObject *context = nullptr) const;
    ApiJob *remove(const QString &uuid, QObject *context = nullptr) const;

    // The event kinds known to exist (live-service-notes, section 4); the spec does not name them.
    static QStringList knownEventTypes();
    static QString eventTypeDescription(const QString &eventType);

    // Empty when the address may receive events: https://, or http:// to this computer only.
    static QString checkTargetUrl(const QUrl &url);

    // The webhook of a get or create answer's record (ResourceApi::recordFromAnswer); error says why not.
    static std::optional<Webhook> fromRecord(const QJsonObject &record, QString *error = nullptr);
    // The webhooks among listed records (ResourceApi::recordsFromAnswer); those without uuid left out.
    static QList<Webhook> fromRecords(const QList<QJsonObject> &records);

private:
    ResourceApi api() const { return ResourceApi(m_client, Resource::Webhooks); }

    ApiClient *m_client;
};
