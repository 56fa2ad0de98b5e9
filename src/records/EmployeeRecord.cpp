#include "records/EmployeeRecord.h"

#include "api/JsonReader.h"
#include "records/RecordTableColumns.h"

EmployeeDraft EmployeeDraft::fromRecord(const QJsonObject &e)
{
    EmployeeDraft d;
    d.employeeNumber = JsonReader::string(e, QLatin1String("employeeNumber"));
    d.firstName = JsonReader::string(e, QLatin1String("firstName"));
    d.lastName = JsonReader::string(e, QLatin1String("lastName"));
    d.userUuid = EmployeeRecord::userUuid(e);
    d.birthDate = JsonReader::date(e, QLatin1String("birthDate"));
    d.addressUuid = JsonReader::string(e, QLatin1String("addressUuid"));
    d.employeeGroupUuid =
        e.value(QLatin1String("employeeGroup")).toObject().value(QLatin1String("uuid")).toString();
    if (d.employeeGroupUuid.isEmpty())
        d.employeeGroupUuid = JsonReader::string(e, QLatin1String("employeeGroupUuid"));
    d.timeTrackingStartDate = JsonReader::date(e, QLatin1String("timeTrackingStartDate"));
    // The spec's read fields lack the employment start; the time tracking start is the closest guess.
    d.employmentStartDate = JsonReader::date(e, QLatin1String("employmentStartDate"));
    if (!d.employmentStartDate.isValid())
        d.employmentStartDate = d.timeTrackingStartDate;
    return d;
}

FieldProblems EmployeeDraft::problems(const QDate &today) const
{
    FieldProblems p;
    const auto check = [&p](const QString &field, const QString &problem) {
        if (!problem.isEmpty())
            p.insert(field, problem);
    };
    check(QStringLiteral("employeeNumber"), Validators::textProblem(employeeNumber, 255, true));
    check(QStringLiteral("firstName"), Validators::textProblem(firstName, 255, true));
    check(QStringLiteral("lastName"), Validators::textProblem(lastName, 255, false));
    if (!employmentStartDate.isValid())
        p.insert(QStringLiteral("employmentStartDate"), tr("is required."));
    if (!timeTrackingStartDate.isValid())
        p.insert(QStringLiteral("timeTrackingStartDate"), tr("is required."));
    if (birthDate.isValid() && birthDate >= today)
        p.insert(QStringLiteral("birthDate"), tr("must be in the past."));
    else if (birthDate.isValid() && employmentStartDate.isValid() && birthDate >= employmentStartDate)
        p.insert(QStringLiteral("birthDate"), tr("must be before the start of employment."));
    return p;
}

QJsonObject EmployeeDraft::body() const
{
    const auto orNull = [](const QString &text) {
        return text.trimmed().isEmpty() ? QJsonValue() : QJsonValue(text.trimmed());
    };
    const auto date = [](const QDate &d) {
        return d.isValid() ? QJsonValue(d.toString(Qt::ISODate)) : QJsonValue();
    };
    return {
        {QStringLiteral("employeeNumber"), employeeNumber.trimmed()},
        {QStringLiteral("firstName"), firstName.trimmed()},
        {QStringLiteral("lastName"), orNull(lastName)},
        {QStringLiteral("userUuid"), orNull(userUuid)},
        {QStringLiteral("employmentStartDate"), date(employmentStartDate)},
        {QStringLiteral("birthDate"), date(birthDate)},
        {QStringLiteral("addressUuid"), orNull(addressUuid)},
        {QStringLiteral("employeeGroupUuid"), orNull(employeeGroupUuid)},
        {QStringLiteral("timeTrackingStartDate"), date(timeTrackingStartDate)},
    };
}

bool EmployeeRecord::isActive(const QJsonObject &employee)
{
    return JsonReader::boolean(employee, QLatin1String("isActive"), true);
}

QString EmployeeRecord::fullName(const QJsonObject &employee)
{
    return QStringLiteral("%1 %2")
        .arg(JsonReader::string(employee, QLatin1String("firstName")),
            JsonReader::string(employee, QLatin1String("lastName")))
        .trimmed();
}

QString EmployeeRecord::userUuid(const QJsonObject &employee)
{
    const QString linked =
        employee.value(QLatin1String("user")).toObject().value(QLatin1String("uuid")).toString();
    return linked.isEmpty() ? JsonReader::string(employee, QLatin1String("userUuid")) : linked;
}

QString EmployeeRecord::groupName(const QJsonObject &employee)
{
    const QJsonObject group = employee.value(QLatin1String("employeeGroup")).toObject();
    const QString translated = RecordTableColumns::translated(group, QLatin1String("name"));
    if (!translated.isEmpty())
        return translated;
    const QString name = JsonReader::string(group, QLatin1String("name"));
    return name.isEmpty() ? JsonReader::string(group, QLatin1String("description")) : name;
}

QList<RecordColumn> EmployeeRecord::columns()
{
    const auto date = [](const char *key) {
        return RecordColumn {QString(),
            [key](const QJsonObject &e) { return RecordTableColumns::dateText(e, QLatin1String(key)); },
            [key](const QJsonObject &e) -> QVariant {
                return JsonReader::date(e, QLatin1String(key));
            }};
    };
    RecordColumn birth = date("birthDate");
    birth.title = tr("Birth date");
    RecordColumn tracking = date("timeTrackingStartDate");
    tracking.title = tr("Time tracking since");
    return {
        {tr("Number"),
            [](const QJsonObject &e) {
                return JsonReader::string(e, QLatin1String("employeeNumber"));
            }},
        {tr("Name"),
            [](const QJsonObject &e) {
                return fullName(e);
            }},
        {tr("User"),
            [](const QJsonObject &e) {
                const QJsonObject user = e.value(QLatin1String("user")).toObject();
                return user.isEmpty() ? QString() : UserRecord::title(user);
            }},
        {tr("Group"),
            [](const QJsonObject &e) {
                return groupName(e);
            }},
        birth,
        tracking,
        {tr("State"), [](const QJsonObject &e) { return isActive(e) ? tr("Active") : tr("Inactive"); },
            [](const QJsonObject &e) -> QVariant {
                return !isActive(e);
            }},
    };
}

QList<RecordColumn> UserRecord::columns()
{
    return {
        {tr("Name"),
            [](const QJsonObject &u) {
                return QStringLiteral("%1 %2")
                    .arg(JsonReader::string(u, QLatin1String("firstName")),
                        JsonReader::string(u, QLatin1String("lastName")))
                    .trimmed();
            }},
        {tr("E-mail"),
            [](const QJsonObject &u) {
                return JsonReader::string(u, QLatin1String("email"));
            }},
        {tr("User id"),
            [](const QJsonObject &u) {
                const auto id = JsonReader::integer(u, QLatin1String("id"));
                return id ? QString::number(*id) : QString();
            },
            [](const QJsonObject &u) -> QVariant {
                const auto id = JsonReader::integer(u, QLatin1String("id"));
                return id ? QVariant(*id) : QVariant();
            },
            Qt::AlignRight | Qt::AlignVCenter},
    };
}

QString UserRecord::title(const QJsonObject &user)
{
    const QString name = QStringLiteral("%1 %2")
                             .arg(JsonReader::string(user, QLatin1String("firstName")),
                                 JsonReader::string(user, QLatin1String("lastName")))
                             .trimmed();
    const QString email = JsonReader::string(user, QLatin1String("email"));
    return email.isEmpty() ? name : tr("%1 <%2>").arg(name, email);
}
