#include "Resources.h"

#include "SandboxServer.h"

#include <QDate>
#include <QJsonArray>
#include <QRegularExpression>
#include <QUuid>

bool isIsoDate(const QJsonValue &value)
{
    static const QRegularExpression pattern(QStringLiteral("^\\d{4}-\\d{2}-\\d{2}$"));
    return value.isString() && pattern.match(value.toString()).hasMatch()
        && QDate::fromString(value.toString(), Qt::ISODate).isValid();
}

bool ibanChecksumValid(const QString &iban)
{
    const QString compact = iban.toUpper().remove(QLatin1Char(' '));
    if (compact.size() < 5)
        return false;
    const QString rearranged = compact.mid(4) + compact.left(4);
    int remainder = 0;
    for (QChar c : rearranged) {
        if (c.isDigit()) {
            remainder = (remainder * 10 + c.digitValue()) % 97;
        } else if (c >= QLatin1Char('A') && c <= QLatin1Char('Z')) {
            const int v = c.unicode() - 'A' + 10;
            remainder = (remainder * 100 + v) % 97;
        } else {
            return false;
        }
    }
    return remainder == 1;
}

void requireString(QHash<QString, QStringList> &errors, const QJsonObject &o, const QString &field,
    int maxLength, bool required)
{
    const QJsonValue v = o.value(field);
    if (v.isUndefined() || v.isNull()) {
        if (required)
            errors[field] << QStringLiteral("is required");
        return;
    }
    if (!v.isString()) {
        errors[field] << QStringLiteral("must be text");
        return;
    }
    if (required && v.toString().trimmed().isEmpty())
        errors[field] << QStringLiteral("must not be empty");
    if (v.toString().size() > maxLength)
        errors[field] << QStringLiteral("must be at most %1 characters").arg(maxLength);
}

SandboxResponse resourceAnswer(const ResourceSpec &spec, const QJsonValue &data, int status)
{
    if (spec.envelope)
        return SandboxResponse::envelope(data, status);
    SandboxResponse r = SandboxResponse::raw(status,
        data.isArray() ? QJsonDocument(data.toArray()).toJson(QJsonDocument::Compact)
                       : QJsonDocument(data.toObject()).toJson(QJsonDocument::Compact));
    return r;
}

void addResourceRoutes(SandboxServer &server, const ResourceSpec &spec)
{
    const QString one = spec.collection + QStringLiteral("/{uuid}");
    const auto notFound = [] {
        return SandboxResponse::error(
            404, QStringLiteral("not_found"), QStringLiteral("No such record in this account."));
    };

    server.addRoute("GET", spec.collection, spec.scope, [&server, spec](const SandboxRequest &r) {
        QJsonArray data;
        for (const Storage::Record &record : server.storage().all(r.account, spec.kind)) {
            if (!spec.listFilter || spec.listFilter(r, record.json))
                data.append(record.json);
        }
        if (!spec.paged)
            return resourceAnswer(spec, data);
        // page (default 1) and limit (at most 500; without it, all on one page), with meta as the document
        // lists have it.
        QHash<QString, QStringList> errors;
        const auto positive = [&](const QString &name, int fallback) {
            const QString text = r.queryValue(name);
            bool ok = true;
            const int value = text.isEmpty() ? fallback : text.toInt(&ok);
            if (!ok || value < 1) {
                errors[name] << QStringLiteral("must be a whole number of at least 1");
                return fallback;
            }
            return value;
        };
        const int page = positive(QStringLiteral("page"), 1);
        const int limit = r.queryValue(QStringLiteral("limit")).isEmpty()
            ? qMax(1, int(data.size()))
            : qMin(positive(QStringLiteral("limit"), 25), 500);
        if (!errors.isEmpty())
            return SandboxResponse::validation(errors);
        const qsizetype total = data.size();
        QJsonArray slice;
        for (qsizetype i = qsizetype(page - 1) * limit; i < qMin(total, qsizetype(page) * limit); ++i)
            slice.append(data.at(i));
        return SandboxResponse::json(200,
            {{QStringLiteral("status"), 200}, {QStringLiteral("message"), QString()},
                {QStringLiteral("data"), slice},
                {QStringLiteral("meta"),
                    QJsonObject {{QStringLiteral("currentPage"), page},
                        {QStringLiteral("lastPage"), qMax<qsizetype>(1, (total + limit - 1) / limit)},
                        {QStringLiteral("perPage"), limit}, {QStringLiteral("total"), total}}}});
    });

    server.addRoute("GET", one, spec.scope, [&server, spec, notFound](const SandboxRequest &r) {
        const auto record = server.storage().get(r.account, spec.kind, r.param(QStringLiteral("uuid")));
        return record ? resourceAnswer(spec, record->json) : notFound();
    });

    server.addRoute("POST", spec.collection, spec.scope, [&server, spec](const SandboxRequest &r) {
        SandboxResponse error;
        auto body = r.jsonBody(&error);
        if (!body)
            return error;
        for (const QString &readOnly : {spec.idField, spec.numberField})
            body->remove(readOnly);
        const auto errors = spec.validate(server, r.account, *body, QString());
        if (!errors.isEmpty())
            return SandboxResponse::validation(errors);
        QJsonObject record = *body;
        record.insert(spec.idField, QUuid::createUuid().toString(QUuid::WithoutBraces));
        server.storage().transaction();
        if (spec.prepare)
            record = spec.prepare(server, r.account, record);
        QJsonObject stored = record;
        stored.insert(QStringLiteral("uuid"), record.value(spec.idField)); // the storage key
        server.storage().put(r.account, spec.kind, stored, stored, Storage::now());
        const auto saved =
            server.storage().get(r.account, spec.kind, stored.value(QLatin1String("uuid")).toString());
        if (saved) {
            stored.insert(spec.numberField, saved->id);
            server.storage().put(r.account, spec.kind, stored, stored, Storage::now());
        }
        server.storage().commit();
        return resourceAnswer(
            spec, spec.createAnswersList ? QJsonValue(QJsonArray {stored}) : QJsonValue(stored), 201);
    });

    server.addRoute("PATCH", one, spec.scope, [&server, spec, notFound](const SandboxRequest &r) {
        SandboxResponse error;
        const auto body = r.jsonBody(&error);
        if (!body)
            return error;
        const auto record = server.storage().get(r.account, spec.kind, r.param(QStringLiteral("uuid")));
        if (!record)
            return notFound();
        QJsonObject merged = record->json;
        for (auto it = body->begin(); it != body->end(); ++it) {
            if (it.key() != spec.idField && it.key() != QLatin1String("uuid") && it.key() != spec.numberField)
                merged.insert(it.key(), it.value());
        }
        const auto errors = spec.validate(server, r.account, merged, record->uuid);
        if (!errors.isEmpty())
            return SandboxResponse::validation(errors);
        server.storage().transaction();
        if (spec.prepare)
            merged = spec.prepare(server, r.account, merged);
        server.storage().put(r.account, spec.kind, merged, merged, Storage::now());
        server.storage().commit();
        return resourceAnswer(spec, merged);
    });

    if (!spec.canDelete)
        return;
    server.addRoute("DELETE", one, spec.scope, [&server, spec, notFound](const SandboxRequest &r) {
        const auto record = server.storage().get(r.account, spec.kind, r.param(QStringLiteral("uuid")));
        if (!record)
            return notFound();
        if (spec.refuseDelete) {
            const QString why = spec.refuseDelete(record->json);
            if (!why.isEmpty())
                return SandboxResponse::error(400, QStringLiteral("not_deletable"), why);
        }
        server.storage().remove(r.account, spec.kind, record->uuid);
        return resourceAnswer(spec, QJsonObject {{QStringLiteral("uuid"), record->uuid}});
    });
}
