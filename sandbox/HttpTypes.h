#pragma once

#include <QByteArray>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>
#include <QUrlQuery>

#include <functional>
#include <optional>

// One request as a route handler sees it: path parameters are filled in by the router, and `account`
// is the {accountUuid} the token was checked against.
struct SandboxRequest
{
    QByteArray method;
    QString path;
    QUrlQuery query;
    QByteArray body;
    QByteArray authorization;
    QHash<QString, QString> params;
    QString account;

    QString param(const QString &name) const { return params.value(name); }
    QString queryValue(const QString &name) const { return query.queryItemValue(name, QUrl::FullyDecoded); }
    // The body as a JSON object; on failure *error is the 400 answer to send.
    std::optional<QJsonObject> jsonBody(struct SandboxResponse *error) const;
};

struct SandboxResponse
{
    int status = 200;
    QByteArray body;
    QList<QPair<QByteArray, QByteArray>> headers;

    static SandboxResponse json(int status, const QJsonObject &object);
    static SandboxResponse raw(int status, QByteArray jsonText);
    // {"status":..,"message":"","data":..} as the service's envelope
    static SandboxResponse envelope(const QJsonValue &data, int status = 200);
    // {"error":..,"error_description":..}
    static SandboxResponse error(int status, const QString &error, const QString &description);
    // 422 with {"error","error_description","errors":{field:[messages]}}
    static SandboxResponse validation(const QHash<QString, QStringList> &errors);
};

using SandboxHandler = std::function<SandboxResponse(const SandboxRequest &)>;
