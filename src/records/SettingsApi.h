#pragma once

#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

class ApiClient;
class ApiJob;
class QObject;

// The invoice settings routes (/accounts/{a}/documents/v2/invoices/settings/{name}): GET and PATCH of
// each resource. A resource is named by its path suffix, which is also its name in the local cache
// (RecordStore::saveSetting / setting).
class SettingsApi
{
public:
    explicit SettingsApi(ApiClient *client)
        : m_client(client)
    { }

    // The cached resources (the single dunning levels are part of "dunnings").
    static QStringList cachedNames();
    static QString path(const QString &name);

    ApiJob *get(const QString &name, QObject *context = nullptr) const;
    // Sends only what is in `changes` (see changedFields).
    ApiJob *patch(const QString &name, const QJsonObject &changes, QObject *context = nullptr) const;

    // The fields of `edited` that differ from `original`. Objects are compared key by key (the service
    // merges nested objects such as the texts per language), lists and plain values as a whole.
    static QJsonObject changedFields(const QJsonObject &original, const QJsonObject &edited);
    // `changes` laid over `original` the way the service merges a PATCH.
    static QJsonObject merged(const QJsonObject &original, const QJsonObject &changes);

    // The resource in an answer's `data`; nullopt with `error` in words when there is none.
    static std::optional<QJsonObject> resourceFromAnswer(
        const QJsonDocument &answer, QString *error = nullptr);

private:
    ApiClient *m_client;
};
