// Units, product groups and products: /accounts/{a}/units/v2/units, /products/v2/product-groups,
// /products/v2/products.
#include "Resources.h"
#include "Routes.h"
#include "SandboxServer.h"

#include <QJsonArray>

namespace {

const QStringList languages {
    QStringLiteral("de"), QStringLiteral("en"), QStringLiteral("fr"), QStringLiteral("it")};

// translations: {de: {...}, en: {...}, fr: {...}, it: {...}}, each with the given text fields.
void validateTranslations(QHash<QString, QStringList> &errors, const QJsonObject &o,
    const QStringList &fields, const QStringList &nullable = {})
{
    const QJsonValue t = o.value(QLatin1String("translations"));
    if (!t.isObject()) {
        errors[QStringLiteral("translations")] << QStringLiteral("is required: texts for de, en, fr and it");
        return;
    }
    const QJsonObject all = t.toObject();
    for (auto it = all.begin(); it != all.end(); ++it) {
        if (!languages.contains(it.key()))
            errors[QStringLiteral("translations.") + it.key()]
                << QStringLiteral("is not a language (de, en, fr, it)");
    }
    for (const QString &lang : languages) {
        const QJsonObject texts = all.value(lang).toObject();
        for (const QString &field : fields) {
            const QJsonValue v = texts.value(field);
            if ((v.isNull() || v.isUndefined()) && nullable.contains(field))
                continue;
            if (!v.isString())
                errors[QStringLiteral("translations.%1.%2").arg(lang, field)]
                    << QStringLiteral("is required text");
        }
    }
}

bool isNumber(const QJsonValue &v)
{
    return v.isDouble() || (v.isString() && !v.toString().isEmpty() && [&] {
        bool ok = false;
        v.toString().toDouble(&ok);
        return ok;
    }());
}

// GTIN-8/12/13 check digit.
bool eanValid(const QString &ean)
{
    if (ean.size() != 8 && ean.size() != 12 && ean.size() != 13)
        return false;
    int sum = 0;
    for (int i = int(ean.size()) - 2, weight = 3; i >= 0; --i, weight = 4 - weight) {
        if (!ean.at(i).isDigit())
            return false;
        sum += ean.at(i).digitValue() * weight;
    }
    return ean.back().isDigit() && (10 - sum % 10) % 10 == ean.back().digitValue();
}

} // namespace

QJsonObject productGroupOf(const Storage::Record &group)
{
    const QJsonObject g = group.json;
    return {{QStringLiteral("productGroupId"), group.id}, {QStringLiteral("productGroupUuid"), group.uuid},
        {QStringLiteral("productGroupNumber"), g.value(QLatin1String("groupNumber"))},
        {QStringLiteral("productGroupDescription"),
            g.value(QLatin1String("translations"))
                .toObject()
                .value(QLatin1String("de"))
                .toObject()
                .value(QLatin1String("description"))},
        {QStringLiteral("productGroupBookingAccountNumber"), g.value(QLatin1String("bookingAccountNumber"))},
        {QStringLiteral("productGroupBookingAccountId"), QJsonValue()}};
}

namespace {

void registerCatalogRoutes(SandboxServer &server)
{
    ResourceSpec units;
    units.kind = QStringLiteral("units");
    units.collection = QStringLiteral("/accounts/{accountUuid}/units/v2/units");
    units.scope = QStringLiteral("products");
    units.validate = [](SandboxServer &, const QString &, const QJsonObject &u, const QString &) {
        QHash<QString, QStringList> errors;
        requireString(errors, u, QStringLiteral("isocode"), 10, false);
        if (!u.value(QLatin1String("active")).isBool())
            errors[QStringLiteral("active")] << QStringLiteral("is required: true or false");
        validateTranslations(errors, u,
            {QStringLiteral("unit"), QStringLiteral("description"), QStringLiteral("unitPlural")},
            {QStringLiteral("unitPlural")});
        return errors;
    };
    addResourceRoutes(server, units);

    ResourceSpec groups;
    groups.kind = QStringLiteral("product-groups");
    groups.collection = QStringLiteral("/accounts/{accountUuid}/products/v2/product-groups");
    groups.scope = QStringLiteral("products");
    groups.validate = [](SandboxServer &s, const QString &account, const QJsonObject &g,
                          const QString &self) {
        QHash<QString, QStringList> errors;
        const QJsonValue number = g.value(QLatin1String("groupNumber"));
        if (!number.isDouble() || number.toDouble() != double(number.toInteger()) || number.toInteger() < 0) {
            errors[QStringLiteral("groupNumber")] << QStringLiteral("is required: a whole number");
        } else {
            for (const Storage::Record &r : s.storage().all(account, QStringLiteral("product-groups"))) {
                if (r.uuid != self
                    && r.json.value(QLatin1String("groupNumber")).toInteger() == number.toInteger())
                    errors[QStringLiteral("groupNumber")]
                        << QStringLiteral("is already used by another group");
            }
        }
        if (!g.contains(QLatin1String("bookingAccountNumber")))
            errors[QStringLiteral("bookingAccountNumber")] << QStringLiteral("is required (text or null)");
        validateTranslations(errors, g, {QStringLiteral("description")});
        return errors;
    };
    groups.prepare = [](SandboxServer &, const QString &, QJsonObject g) {
        if (!g.contains(QLatin1String("isArchived")))
            g.insert(QStringLiteral("isArchived"), false);
        g.insert(QStringLiteral("isDeletable"), true);
        return g;
    };
    groups.listFilter = [](const SandboxRequest &r, const QJsonObject &g) {
        return g.value(QLatin1String("isArchived")).toBool() == r.queryBool(QStringLiteral("onlyArchived"));
    };
    addResourceRoutes(server, groups);
    server.addRoute("GET",
        QStringLiteral("/accounts/{accountUuid}/products/v2/product-groups/check-group-number"),
        QStringLiteral("products"), [&server](const SandboxRequest &r) {
            bool ok = false;
            const qint64 number = r.queryValue(QStringLiteral("groupNumber")).toLongLong(&ok);
            if (!ok)
                return SandboxResponse::validation(
                    {{QStringLiteral("groupNumber"), {QStringLiteral("is required: a whole number")}}});
            for (const Storage::Record &g :
                server.storage().all(r.account, QStringLiteral("product-groups"))) {
                if (g.json.value(QLatin1String("groupNumber")).toInteger() == number
                    && g.uuid != r.queryValue(QStringLiteral("groupUuid")))
                    return SandboxResponse::error(400, QStringLiteral("group_number_taken"),
                        QStringLiteral("The group number %1 is already used.").arg(number));
            }
            return SandboxResponse::envelope(QJsonObject {{QStringLiteral("available"), true}});
        });
    for (const char *action : {"archive", "restore"}) {
        const bool archive = QLatin1String(action) == QLatin1String("archive");
        server.addRoute("PATCH",
            QStringLiteral("/accounts/{accountUuid}/products/v2/product-groups/{uuid}/actions/")
                + QLatin1String(action),
            QStringLiteral("products"), [&server, archive](const SandboxRequest &r) {
                auto g = server.storage().get(
                    r.account, QStringLiteral("product-groups"), r.param(QStringLiteral("uuid")));
                if (!g)
                    return SandboxResponse::error(
                        404, QStringLiteral("not_found"), QStringLiteral("No such product group."));
                g->json.insert(QStringLiteral("isArchived"), archive);
                server.storage().put(
                    r.account, QStringLiteral("product-groups"), g->json, g->json, Storage::now());
                return SandboxResponse::envelope(g->json);
            });
    }

    ResourceSpec products;
    products.kind = QStringLiteral("products");
    products.collection = QStringLiteral("/accounts/{accountUuid}/products/v2/products");
    products.scope = QStringLiteral("products");
    products.idField = QStringLiteral("productUuid");
    products.createAnswersList = true;
    products.numberField = QStringLiteral("productId");
    products.paged = true;
    products.validate = [](SandboxServer &s, const QString &account, const QJsonObject &p,
                            const QString &self) {
        QHash<QString, QStringList> errors;
        requireString(errors, p, QStringLiteral("productKey"), 30);
        for (const Storage::Record &r : s.storage().all(account, QStringLiteral("products"))) {
            if (r.uuid != self
                && r.json.value(QLatin1String("productKey")).toString()
                    == p.value(QLatin1String("productKey")).toString())
                errors[QStringLiteral("productKey")] << QStringLiteral("is already used by another product");
        }
        if (!p.value(QLatin1String("isService")).isBool())
            errors[QStringLiteral("isService")] << QStringLiteral("is required: true or false");
        const QJsonValue ean = p.value(QLatin1String("eanCode"));
        if (!ean.isNull() && !ean.isUndefined() && !ean.toString().isEmpty()) {
            if (ean.toString().size() > 13)
                errors[QStringLiteral("eanCode")] << QStringLiteral("must be at most 13 characters");
            else if (!eanValid(ean.toString()))
                errors[QStringLiteral("eanCode")] << QStringLiteral("is not a valid EAN (check digit)");
        }
        const QString unit = p.value(QLatin1String("unitUuid")).toString();
        if (unit.isEmpty() && !p.contains(QLatin1String("productUnit")))
            errors[QStringLiteral("unitUuid")] << QStringLiteral("is required");
        else if (!unit.isEmpty() && !s.storage().get(account, QStringLiteral("units"), unit))
            errors[QStringLiteral("unitUuid")] << QStringLiteral("is not a unit of this account");
        if (!isNumber(p.value(QLatin1String("cost"))))
            errors[QStringLiteral("cost")] << QStringLiteral("is required: a number");
        const QJsonValue tax = p.value(QLatin1String("taxRate"));
        if (!tax.isNull() && !tax.isUndefined()
            && (!isNumber(tax) || tax.toDouble() < 0 || tax.toDouble() > 100))
            errors[QStringLiteral("taxRate")]
                << QStringLiteral("must be a percentage from 0 to 100, or null");
        validateTranslations(
            errors, p, {QStringLiteral("productName"), QStringLiteral("productDescription")});
        return errors;
    };
    products.prepare = [](SandboxServer &s, const QString &account, QJsonObject p) {
        // The unit is written as unitUuid and read as productUnit {id, uuid, isocode}.
        const QString unit = p.value(QLatin1String("unitUuid")).toString();
        if (!unit.isEmpty()) {
            if (const auto u = s.storage().get(account, QStringLiteral("units"), unit))
                p.insert(QStringLiteral("productUnit"),
                    QJsonObject {{QStringLiteral("id"), u->id}, {QStringLiteral("uuid"), unit},
                        {QStringLiteral("isocode"), u->json.value(QLatin1String("isocode"))}});
            p.remove(QStringLiteral("unitUuid"));
        }
        // productGroup (read only) is the group named by productGroupNumber, as the spec describes it.
        QJsonValue group;
        const QJsonValue number = p.value(QLatin1String("productGroupNumber"));
        for (const Storage::Record &g : s.storage().all(account, QStringLiteral("product-groups"))) {
            if (number.isDouble()
                && g.json.value(QLatin1String("groupNumber")).toInteger() == number.toInteger())
                group = productGroupOf(g);
        }
        p.insert(QStringLiteral("productGroup"), group);
        if (!p.contains(QLatin1String("archivedAt")))
            p.insert(QStringLiteral("archivedAt"), QJsonValue());
        p.insert(QStringLiteral("isInclusive"), false);
        return p;
    };
    products.listFilter = [](const SandboxRequest &r, const QJsonObject &p) {
        if (r.queryValue(QStringLiteral("isArchived")).isEmpty())
            return true;
        return r.queryBool(QStringLiteral("isArchived")) == !p.value(QLatin1String("archivedAt")).isNull();
    };
    addResourceRoutes(server, products);

    // The product's actions: the "list of strings" of the spec names what can be done now.
    const QString product = QStringLiteral("/accounts/{accountUuid}/products/v2/products/{uuid}/actions");
    const auto productActions = [](const QJsonObject &p) {
        return p.value(QLatin1String("archivedAt")).isNull()
            ? QStringList {QStringLiteral("archive"), QStringLiteral("delete")}
            : QStringList {QStringLiteral("delete")};
    };
    server.addRoute(
        "GET", product, QStringLiteral("products"), [&server, productActions](const SandboxRequest &r) {
            const auto p =
                server.storage().get(r.account, QStringLiteral("products"), r.param(QStringLiteral("uuid")));
            if (!p)
                return SandboxResponse::error(
                    404, QStringLiteral("not_found"), QStringLiteral("No such product."));
            return SandboxResponse::envelope(QJsonArray::fromStringList(productActions(p->json)));
        });
    server.addRoute("PATCH", product + QStringLiteral("/{action}"), QStringLiteral("products"),
        [&server, productActions](const SandboxRequest &r) {
            auto p =
                server.storage().get(r.account, QStringLiteral("products"), r.param(QStringLiteral("uuid")));
            if (!p)
                return SandboxResponse::error(
                    404, QStringLiteral("not_found"), QStringLiteral("No such product."));
            const QString action = r.param(QStringLiteral("action"));
            if (!productActions(p->json).contains(action))
                return SandboxResponse::error(400, QStringLiteral("action_not_allowed"),
                    QStringLiteral("The action \"%1\" is not available for this product.").arg(action));
            if (action == QLatin1String("delete"))
                server.storage().remove(r.account, QStringLiteral("products"), p->uuid);
            else {
                p->json.insert(QStringLiteral("archivedAt"), QDate::currentDate().toString(Qt::ISODate));
                server.storage().put(r.account, QStringLiteral("products"), p->json, p->json, Storage::now());
            }
            return SandboxResponse::json(
                200, {{QStringLiteral("status"), 200}, {QStringLiteral("message"), QString()}});
        });
}

const RouteGroup catalogRoutes("catalog", registerCatalogRoutes);

} // namespace
