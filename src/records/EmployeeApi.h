#pragma once

#include <QJsonObject>
#include <QString>

#include <optional>

class ApiClient;
class ApiJob;
class QObject;

// Calls of the employee and user routes (/accounts/{a}/time/v2/employees...). They answer bare JSON
// (an array or an object) without the envelope.
class EmployeeApi
{
public:
    explicit EmployeeApi(ApiClient *client)
        : m_client(client)
    { }

    static QString collectionPath();
    static QString usersPath();

    // onlyInactive: the service lists active employees unless asked for the inactive ones.
    ApiJob *list(bool onlyInactive = false, QObject *context = nullptr) const;
    ApiJob *get(const QString &uuid, QObject *context = nullptr) const;
    ApiJob *create(const QJsonObject &body, QObject *context = nullptr) const;
    ApiJob *update(const QString &uuid, const QJsonObject &body, QObject *context = nullptr) const;
    ApiJob *remove(const QString &uuid, QObject *context = nullptr) const;
    // The account's users; with an employee, the user linked to that employee.
    ApiJob *listUsers(const QString &employeeUuid = {}, QObject *context = nullptr) const;

private:
    ApiClient *m_client;
};
