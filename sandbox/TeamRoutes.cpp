// Employees and users: /accounts/{a}/time/v2/employees and /time/v2/employees/available-users. These
// answer bare JSON, without the envelope, as the spec says.
#include "Resources.h"
#include "Routes.h"
#include "SandboxServer.h"

#include <QJsonArray>

namespace {

void registerTeamRoutes(SandboxServer &server)
{
    ResourceSpec employees;
    employees.kind = QStringLiteral("employees");
    employees.collection = QStringLiteral("/accounts/{accountUuid}/time/v2/employees");
    employees.scope = QStringLiteral("time-tracking");
    employees.envelope = false;
    employees.validate = [](SandboxServer &s, const QString &account, const QJsonObject &e, const QString &) {
        QHash<QString, QStringList> errors;
        requireString(errors, e, QStringLiteral("employeeNumber"), 255);
        requireString(errors, e, QStringLiteral("firstName"), 255);
        requireString(errors, e, QStringLiteral("lastName"), 255, false);
        for (const char *field : {"employmentStartDate", "timeTrackingStartDate"}) {
            if (!isIsoDate(e.value(QLatin1String(field))))
                errors[QString::fromLatin1(field)] << QStringLiteral("is required: a date as YYYY-MM-DD");
        }
        const QJsonValue birth = e.value(QLatin1String("birthDate"));
        if (!birth.isNull() && !birth.isUndefined() && !isIsoDate(birth))
            errors[QStringLiteral("birthDate")] << QStringLiteral("must be a date as YYYY-MM-DD, or null");
        if (!e.contains(QLatin1String("employeeGroupUuid")))
            errors[QStringLiteral("employeeGroupUuid")]
                << QStringLiteral("is required (a group uuid or null)");
        const QString user = e.value(QLatin1String("userUuid")).toString();
        if (!user.isEmpty() && !s.storage().get(account, QStringLiteral("users"), user))
            errors[QStringLiteral("userUuid")] << QStringLiteral("is not a user of this account");
        return errors;
    };
    employees.prepare = [](SandboxServer &s, const QString &account, QJsonObject e) {
        if (!e.contains(QLatin1String("isActive")))
            e.insert(QStringLiteral("isActive"), true);
        e.insert(QStringLiteral("accountUuid"), account);
        const QString user = e.value(QLatin1String("userUuid")).toString();
        const auto u =
            user.isEmpty() ? std::nullopt : s.storage().get(account, QStringLiteral("users"), user);
        e.insert(QStringLiteral("user"), u ? QJsonValue(u->json) : QJsonValue());
        return e;
    };
    employees.listFilter = [](const SandboxRequest &r, const QJsonObject &e) {
        return e.value(QLatin1String("isActive")).toBool() != r.queryBool(QStringLiteral("onlyInactive"));
    };
    addResourceRoutes(server, employees);

    server.addRoute("GET", QStringLiteral("/accounts/{accountUuid}/time/v2/employees/available-users"),
        QStringLiteral("time-tracking"), [&server](const SandboxRequest &r) {
            const QString employee = r.queryValue(QStringLiteral("employeeUuid"));
            QString linked;
            if (!employee.isEmpty()) {
                const auto e = server.storage().get(r.account, QStringLiteral("employees"), employee);
                if (!e)
                    return SandboxResponse::error(
                        404, QStringLiteral("not_found"), QStringLiteral("No such employee."));
                linked = e->json.value(QLatin1String("userUuid")).toString();
            }
            QJsonArray users;
            for (const Storage::Record &u : server.storage().all(r.account, QStringLiteral("users"))) {
                if (employee.isEmpty() || u.uuid == linked)
                    users.append(u.json);
            }
            return SandboxResponse::raw(200, QJsonDocument(users).toJson(QJsonDocument::Compact));
        });
}

const RouteGroup teamRoutes("team", registerTeamRoutes);

} // namespace
