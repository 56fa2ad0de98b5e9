// Companies and persons: /accounts/{a}/addresses/v2/... list (Laravel-style links and meta, tags[]),
// get, update, delete, create (force, 409 with the similar addresses) and the customer-number check.
#include "Routes.h"
#include "SandboxServer.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QUuid>

namespace {

const QStringList cantons {QStringLiteral("AG"), QStringLiteral("AI"), QStringLiteral("AR"),
    QStringLiteral("BE"), QStringLiteral("BL"), QStringLiteral("BS"), QStringLiteral("FR"),
    QStringLiteral("GE"), QStringLiteral("GL"), QStringLiteral("GR"), QStringLiteral("JU"),
    QStringLiteral("LU"), QStringLiteral("NE"), QStringLiteral("NW"), QStringLiteral("OW"),
    QStringLiteral("SG"), QStringLiteral("SH"), QStringLiteral("SO"), QStringLiteral("SZ"),
    QStringLiteral("TG"), QStringLiteral("TI"), QStringLiteral("UR"), QStringLiteral("VD"),
    QStringLiteral("VS"), QStringLiteral("ZG"), QStringLiteral("ZH")};
const QStringList contactTypes {QStringLiteral("email"), QStringLiteral("phone"), QStringLiteral("mobile"),
    QStringLiteral("fax"), QStringLiteral("website"), QStringLiteral("pager"), QStringLiteral("skype"),
    QStringLiteral("twitter")};

QString addressKindOf(const QString &type)
{
    return type == QLatin1String("company") ? QStringLiteral("companies") : QStringLiteral("persons");
}

using Errors = QHash<QString, QStringList>;

void text(Errors &errors, const QJsonObject &o, const QString &field, const QString &at, bool required)
{
    const QJsonValue v = o.value(field);
    if ((v.isUndefined() || v.isNull() || v.toString().trimmed().isEmpty()) && required)
        errors[at + field] << QStringLiteral("is required");
    else if (!v.isUndefined() && !v.isNull() && !v.isString())
        errors[at + field] << QStringLiteral("must be text");
    else if (v.toString().size() > 255)
        errors[at + field] << QStringLiteral("must be at most 255 characters");
}

void validateContacts(Errors &errors, const QJsonArray &contacts, const QString &at, bool creating)
{
    static const QRegularExpression email(QStringLiteral("^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"));
    for (int i = 0; i < contacts.size(); ++i) {
        const QJsonObject c = contacts.at(i).toObject();
        const QString p = QStringLiteral("%1contacts.%2.").arg(at).arg(i);
        const QString type = c.value(QLatin1String("type")).toString();
        if (!contactTypes.contains(type))
            errors[p + QStringLiteral("type")]
                << QStringLiteral("must be one of %1").arg(contactTypes.join(QStringLiteral(", ")));
        if (type == QLatin1String("email")
            && !email.match(c.value(QLatin1String("value")).toString()).hasMatch())
            errors[p + QStringLiteral("value")] << QStringLiteral("is not an e-mail address");
        if (creating && c.contains(QLatin1String("uuid")))
            errors[p + QStringLiteral("uuid")] << QStringLiteral("must not be given when creating");
    }
}

Errors validate(const QJsonObject &a, bool creating)
{
    Errors errors;
    const QString type = a.value(QLatin1String("type")).toString();
    if (type != QLatin1String("company") && type != QLatin1String("person")) {
        errors[QStringLiteral("type")] << QStringLiteral("must be company or person");
        return errors;
    }
    if (creating && a.contains(QLatin1String("uuid")))
        errors[QStringLiteral("uuid")] << QStringLiteral("must not be given when creating");
    if (type == QLatin1String("company")) {
        text(errors, a, QStringLiteral("name"), QString(), true);
    } else {
        text(errors, a, QStringLiteral("first_name"), QString(), true);
        text(errors, a, QStringLiteral("last_name"), QString(), true);
        const QJsonValue s = a.value(QLatin1String("salutation"));
        if (!s.isUndefined() && !s.isNull()
            && !QStringList {QStringLiteral("Mr"), QStringLiteral("Mrs"), QStringLiteral("Ms"),
                QStringLiteral("Family")}
                    .contains(s.toString()))
            errors[QStringLiteral("salutation")] << QStringLiteral("must be Mr, Mrs, Ms or Family");
    }
    const QJsonValue terms = a.value(QLatin1String("payment_terms"));
    if (!terms.isUndefined() && !terms.isNull()
        && !QList<int> {-1, 7, 10, 14, 15, 20, 30, 60, 90}.contains(terms.toInt(-99)))
        errors[QStringLiteral("payment_terms")]
            << QStringLiteral("must be one of -1 (none), 7, 10, 14, 15, 20, 30, 60, 90");
    const QJsonValue language = a.value(QLatin1String("language"));
    if (!language.isUndefined() && !language.isNull()
        && !QStringList {QStringLiteral("de"), QStringLiteral("en"), QStringLiteral("fr"),
            QStringLiteral("it")}
                .contains(language.toString()))
        errors[QStringLiteral("language")] << QStringLiteral("must be de, en, fr or it");
    static const QRegularExpression currency(QStringLiteral("^[A-Z]{3}$"));
    const QJsonValue cur = a.value(QLatin1String("currency_code"));
    if (!cur.isUndefined() && !cur.isNull() && !currency.match(cur.toString()).hasMatch())
        errors[QStringLiteral("currency_code")] << QStringLiteral("must be three capital letters, e.g. CHF");
    validateContacts(errors, a.value(QLatin1String("contacts")).toArray(), QString(), creating);
    const QJsonArray persons = a.value(QLatin1String("contact_persons")).toArray();
    for (int i = 0; i < persons.size(); ++i) {
        const QJsonObject p = persons.at(i).toObject();
        const QString at = QStringLiteral("contact_persons.%1.").arg(i);
        text(errors, p, QStringLiteral("first_name"), at, true);
        text(errors, p, QStringLiteral("last_name"), at, true);
        validateContacts(errors, p.value(QLatin1String("contacts")).toArray(), at, creating);
        if (creating && p.contains(QLatin1String("uuid")))
            errors[at + QStringLiteral("uuid")] << QStringLiteral("must not be given when creating");
    }
    static const QRegularExpression country(QStringLiteral("^[A-Z]{2}$"));
    const QJsonArray addresses = a.value(QLatin1String("addresses")).toArray();
    for (int i = 0; i < addresses.size(); ++i) {
        const QJsonObject e = addresses.at(i).toObject();
        const QString at = QStringLiteral("addresses.%1.").arg(i);
        const QString code = e.value(QLatin1String("country_code")).toString();
        if (!country.match(code).hasMatch())
            errors[at + QStringLiteral("country_code")]
                << QStringLiteral("must be a two-letter country code, e.g. CH");
        const QString state = e.value(QLatin1String("state")).toString();
        if (code == QLatin1String("CH") && !state.isEmpty() && !cantons.contains(state))
            errors[at + QStringLiteral("state")] << QStringLiteral("must be a Swiss canton code, e.g. ZH");
        if (creating && e.contains(QLatin1String("uuid")))
            errors[at + QStringLiteral("uuid")] << QStringLiteral("must not be given when creating");
    }
    const QJsonValue tags = a.value(QLatin1String("tags"));
    bool textOnly = tags.isUndefined() || tags.isArray();
    for (const QJsonValue &t : tags.toArray())
        textOnly = textOnly && t.isString();
    if (!textOnly)
        errors[QStringLiteral("tags")] << QStringLiteral("must be a list of text");
    for (const char *list : {"contacts", "contact_persons", "addresses"}) {
        const QJsonValue v = a.value(QLatin1String(list));
        bool objects = v.isUndefined() || v.isNull() || v.isArray();
        for (const QJsonValue &e : v.toArray())
            objects = objects && e.isObject();
        if (!objects)
            errors[QLatin1String(list)] << QStringLiteral("must be a list of objects");
    }
    return errors;
}

// Every write is one transaction: the record is stored whole or not at all.
bool store(SandboxServer &server, const QString &account, const QString &kind, const QJsonObject &a)
{
    Storage &storage = server.storage();
    storage.transaction();
    if (!storage.put(account, kind, a, a, Storage::now())) {
        storage.rollback();
        return false;
    }
    return storage.commit();
}

SandboxResponse notStored()
{
    return SandboxResponse::error(
        500, QStringLiteral("server_error"), QStringLiteral("The address could not be stored."));
}

// Entries added by a PATCH (address entries, contact persons) get a uuid like created ones.
QJsonArray withUuids(const QJsonArray &entries)
{
    QJsonArray out;
    for (const QJsonValue &v : entries) {
        QJsonObject e = v.toObject();
        if (e.value(QLatin1String("uuid")).toString().isEmpty())
            e.insert(QStringLiteral("uuid"), QUuid::createUuid().toString(QUuid::WithoutBraces));
        out.append(e);
    }
    return out;
}

// Contacts as stored: `primary` in create bodies becomes `is_primary`; one primary per contact type.
QJsonArray normaliseContacts(const QJsonArray &contacts, bool newUuids)
{
    QJsonArray out;
    QSet<QString> primaryTypes;
    for (const QJsonValue &v : contacts) {
        QJsonObject c = v.toObject();
        const bool primary =
            c.value(QLatin1String("primary")).toBool() || c.value(QLatin1String("is_primary")).toBool();
        c.remove(QStringLiteral("primary"));
        const QString type = c.value(QLatin1String("type")).toString();
        c.insert(QStringLiteral("is_primary"), primary && !primaryTypes.contains(type));
        if (primary)
            primaryTypes.insert(type);
        if (newUuids)
            c.insert(QStringLiteral("uuid"), QUuid::createUuid().toString(QUuid::WithoutBraces));
        out.append(c);
    }
    // A type with contacts but none marked: the first is the primary.
    for (int i = 0; i < out.size(); ++i) {
        QJsonObject c = out.at(i).toObject();
        const QString type = c.value(QLatin1String("type")).toString();
        if (!primaryTypes.contains(type)) {
            c.insert(QStringLiteral("is_primary"), true);
            primaryTypes.insert(type);
            out.replace(i, c);
        }
    }
    return out;
}

QStringList emailsOf(const QJsonObject &a)
{
    QStringList emails;
    for (const QJsonValue &v : a.value(QLatin1String("contacts")).toArray()) {
        if (v.toObject().value(QLatin1String("type")).toString() == QLatin1String("email"))
            emails << v.toObject().value(QLatin1String("value")).toString().trimmed().toLower();
    }
    return emails;
}

QString displayName(const QJsonObject &a)
{
    return (a.value(QLatin1String("type")).toString() == QLatin1String("company")
            ? a.value(QLatin1String("name")).toString()
            : a.value(QLatin1String("first_name")).toString() + QLatin1Char(' ')
                + a.value(QLatin1String("last_name")).toString())
        .trimmed()
        .toLower();
}

bool customerNumberTaken(
    SandboxServer &server, const QString &account, const QString &number, const QString &except)
{
    if (number.isEmpty())
        return false;
    for (const QString &kind : {QStringLiteral("companies"), QStringLiteral("persons")}) {
        for (const Storage::Record &r : server.storage().all(account, kind)) {
            if (r.uuid != except && r.json.value(QLatin1String("customer_number")).toString() == number)
                return true;
        }
    }
    return false;
}

SandboxResponse list(SandboxServer &server, const SandboxRequest &r, const QString &kind)
{
    Errors errors;
    const auto positive = [&](const QString &name, int fallback) {
        const QString t = r.queryValue(name);
        bool ok = true;
        const int v = t.isEmpty() ? fallback : t.toInt(&ok);
        if (!ok || v < 1)
            errors[name] << QStringLiteral("must be a whole number of at least 1");
        return ok && v >= 1 ? v : fallback;
    };
    const int page = positive(QStringLiteral("page"), 1);
    const int limit = qMin(positive(QStringLiteral("limit"), 25), 500);
    if (!errors.isEmpty())
        return SandboxResponse::validation(errors);
    // tags[] as sent, tags[0] as http_build_query writes it, either possibly percent-encoded.
    const QStringList tags = r.queryValues(QStringLiteral("tags"));
    QList<QJsonObject> matching;
    for (const Storage::Record &rec : server.storage().all(r.account, kind)) {
        const QJsonArray has = rec.json.value(QLatin1String("tags")).toArray();
        bool all = true;
        for (const QString &t : tags)
            all = all && has.contains(t);
        if (all)
            matching.append(rec.json);
    }
    const int total = int(matching.size());
    const int lastPage = qMax(1, (total + limit - 1) / limit);
    QJsonArray data;
    for (int i = (page - 1) * limit; i < qMin(total, page * limit); ++i)
        data.append(matching.at(i));
    const QString path = server.baseUrl + r.path;
    const auto link = [&](int p) {
        return p < 1 || p > lastPage ? QJsonValue()
                                     : QJsonValue(QStringLiteral("%1?page=%2").arg(path).arg(p));
    };
    return SandboxResponse::json(200,
        {{QStringLiteral("data"), data},
            {QStringLiteral("links"),
                QJsonObject {{QStringLiteral("first"), link(1)}, {QStringLiteral("last"), link(lastPage)},
                    {QStringLiteral("prev"), link(page - 1)}, {QStringLiteral("next"), link(page + 1)}}},
            {QStringLiteral("meta"),
                QJsonObject {{QStringLiteral("current_page"), page},
                    {QStringLiteral("from"),
                        data.isEmpty() ? QJsonValue() : QJsonValue((page - 1) * limit + 1)},
                    {QStringLiteral("last_page"), lastPage}, {QStringLiteral("path"), path},
                    {QStringLiteral("per_page"), limit},
                    {QStringLiteral("to"),
                        data.isEmpty() ? QJsonValue() : QJsonValue((page - 1) * limit + int(data.size()))},
                    {QStringLiteral("total"), total}}}});
}

void registerAddressRoutes(SandboxServer &server)
{
    const QString base = QStringLiteral("/accounts/{accountUuid}/addresses/v2/");
    const QString scope = QStringLiteral("customers");
    for (const QString &kind : {QStringLiteral("companies"), QStringLiteral("persons")}) {
        const QString type =
            kind == QLatin1String("companies") ? QStringLiteral("company") : QStringLiteral("person");
        server.addRoute("GET", base + kind, scope,
            [&server, kind](const SandboxRequest &r) { return list(server, r, kind); });
        server.addRoute(
            "GET", base + kind + QStringLiteral("/{uuid}"), scope, [&server, kind](const SandboxRequest &r) {
                const auto a = server.storage().get(r.account, kind, r.param(QStringLiteral("uuid")));
                return a ? SandboxResponse::json(200, {{QStringLiteral("data"), a->json}})
                         : SandboxResponse::error(
                             404, QStringLiteral("not_found"), QStringLiteral("No such address."));
            });
        server.addRoute("DELETE", base + kind + QStringLiteral("/{uuid}"), scope,
            [&server, kind](const SandboxRequest &r) {
                if (!server.storage().remove(r.account, kind, r.param(QStringLiteral("uuid"))))
                    return SandboxResponse::error(
                        404, QStringLiteral("not_found"), QStringLiteral("No such address."));
                return SandboxResponse::envelope(QJsonValue());
            });
        server.addRoute("PATCH", base + kind + QStringLiteral("/{uuid}"), scope,
            [&server, kind, type](const SandboxRequest &r) {
                SandboxResponse error;
                const auto body = r.jsonBody(&error);
                if (!body)
                    return error;
                const auto stored = server.storage().get(r.account, kind, r.param(QStringLiteral("uuid")));
                if (!stored)
                    return SandboxResponse::error(
                        404, QStringLiteral("not_found"), QStringLiteral("No such address."));
                Errors errors;
                if (body->value(QLatin1String("type")).toString() != type)
                    errors[QStringLiteral("type")] << QStringLiteral("is required and must be %1").arg(type);
                if (body->value(QLatin1String("uuid")).toString() != stored->uuid)
                    errors[QStringLiteral("uuid")]
                        << QStringLiteral("is required and must be the uuid of the path");
                QJsonObject merged = stored->json;
                for (auto it = body->begin(); it != body->end(); ++it)
                    merged.insert(it.key(), it.value());
                if (errors.isEmpty())
                    errors = validate(merged, false);
                if (errors.isEmpty()
                    && customerNumberTaken(server, r.account,
                        merged.value(QLatin1String("customer_number")).toString(), stored->uuid))
                    return SandboxResponse::error(400, QStringLiteral("customer_number_taken"),
                        QStringLiteral("The customer number %1 is already used.")
                            .arg(merged.value(QLatin1String("customer_number")).toString()));
                if (!errors.isEmpty())
                    return SandboxResponse::validation(errors);
                merged.insert(QStringLiteral("contacts"),
                    normaliseContacts(merged.value(QLatin1String("contacts")).toArray(), false));
                for (const QString &list : {QStringLiteral("addresses"), QStringLiteral("contact_persons")}) {
                    if (merged.value(list).isArray())
                        merged.insert(list, withUuids(merged.value(list).toArray()));
                }
                if (!store(server, r.account, kind, merged))
                    return notStored();
                return SandboxResponse::json(200, {{QStringLiteral("data"), merged}});
            });
    }
    // Companies are created through /addresses: the collection itself only lists.
    server.addRoute("POST", base + QStringLiteral("addresses"), scope, [&server](const SandboxRequest &r) {
        SandboxResponse error;
        const auto body = r.jsonBody(&error);
        if (!body)
            return error;
        const Errors errors = validate(*body, true);
        if (!errors.isEmpty())
            return SandboxResponse::validation(errors);
        QJsonObject a = *body;
        const QString kind = addressKindOf(a.value(QLatin1String("type")).toString());
        const QString number = a.value(QLatin1String("customer_number")).toString();
        if (customerNumberTaken(server, r.account, number, QString()))
            return SandboxResponse::error(400, QStringLiteral("customer_number_taken"),
                QStringLiteral("The customer number %1 is already used.").arg(number));
        if (!r.queryBool(QStringLiteral("force"))) {
            // Possible duplicates: the same name, or a shared e-mail address.
            QJsonArray similar;
            const QString name = displayName(a);
            const QStringList emails = emailsOf(a);
            for (const QString &k : {QStringLiteral("companies"), QStringLiteral("persons")}) {
                for (const Storage::Record &rec : server.storage().all(r.account, k)) {
                    bool same = displayName(rec.json) == name;
                    for (const QString &e : emailsOf(rec.json))
                        same = same || emails.contains(e);
                    if (same)
                        similar.append(rec.json);
                }
            }
            if (!similar.isEmpty())
                return SandboxResponse::json(409,
                    {{QStringLiteral("status"), 409},
                        {QStringLiteral("message"), QStringLiteral("Possible duplicates found")},
                        {QStringLiteral("data"), similar}});
        }
        if (number.isEmpty()) {
            int highest = 1000;
            for (const QString &k : {QStringLiteral("companies"), QStringLiteral("persons")})
                for (const Storage::Record &rec : server.storage().all(r.account, k))
                    highest =
                        qMax(highest, rec.json.value(QLatin1String("customer_number")).toString().toInt());
            a.insert(QStringLiteral("customer_number"), QString::number(highest + 1));
        }
        a.insert(QStringLiteral("uuid"), QUuid::createUuid().toString(QUuid::WithoutBraces));
        a.insert(QStringLiteral("contacts"),
            normaliseContacts(a.value(QLatin1String("contacts")).toArray(), true));
        QJsonArray entries;
        for (const QJsonValue &v : a.value(QLatin1String("addresses")).toArray()) {
            QJsonObject e = v.toObject();
            e.insert(QStringLiteral("uuid"), QUuid::createUuid().toString(QUuid::WithoutBraces));
            entries.append(e);
        }
        a.insert(QStringLiteral("addresses"), entries);
        QJsonArray persons;
        for (const QJsonValue &v : a.value(QLatin1String("contact_persons")).toArray()) {
            QJsonObject p = v.toObject();
            p.insert(QStringLiteral("uuid"), QUuid::createUuid().toString(QUuid::WithoutBraces));
            p.insert(QStringLiteral("contacts"),
                normaliseContacts(p.value(QLatin1String("contacts")).toArray(), true));
            persons.append(p);
        }
        a.insert(QStringLiteral("contact_persons"), persons);
        if (!a.contains(QLatin1String("tags")))
            a.insert(QStringLiteral("tags"), QJsonArray {});
        if (!store(server, r.account, kind, a))
            return notStored();
        return SandboxResponse::json(201,
            {{QStringLiteral("status"), 201}, {QStringLiteral("message"), QString()},
                {QStringLiteral("data"), a}});
    });
    server.addRoute(
        "GET", base + QStringLiteral("check-customer-number"), scope, [&server](const SandboxRequest &r) {
            const QString number = r.queryValue(QStringLiteral("customerNumber"));
            if (number.isEmpty())
                return SandboxResponse::validation(
                    {{QStringLiteral("customerNumber"), {QStringLiteral("is required")}}});
            if (customerNumberTaken(server, r.account, number, r.queryValue(QStringLiteral("addressUuid"))))
                return SandboxResponse::error(400, QStringLiteral("customer_number_taken"),
                    QStringLiteral("The customer number %1 is already used.").arg(number));
            return SandboxResponse::envelope(QJsonObject {{QStringLiteral("available"), true}});
        });
}

const RouteGroup addressRoutes("addresses", registerAddressRoutes);

} // namespace
