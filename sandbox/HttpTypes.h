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
    // A boolean query parameter as PHP clients send it: true/false or 1/0 (anything else: fallback).
    bool queryBool(const QString &name, bool fallback = false) const;
    // Every value of a list parameter in any of its spellings: name, name[], name[0], name[1], ...
    // (http_build_query writes the indexed form, the brackets possibly percent-encoded).
    QStringList queryValues(const QString &name) const;
    // The body as a JSON object; on failure *error is the 400 answer to send. PHP's empty array `[]` is
    // the empty object (json_encode([]) is what PHP clients send for "no fields").
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
