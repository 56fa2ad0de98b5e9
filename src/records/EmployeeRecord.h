#pragma once

#include "records/RecordTableModel.h"
#include "records/Validators.h"

#include <QCoreApplication>
#include <QDate>
#include <QJsonObject>

// An employee as the editor holds it; body() is what create and update send.
struct EmployeeDraft
{
    Q_DECLARE_TR_FUNCTIONS(EmployeeDraft)

public:
    QString employeeNumber;
    QString firstName;
    QString lastName;
    QString userUuid; // empty: no linked user
    QDate employmentStartDate;
    QDate birthDate; // invalid: not given
    QString addressUuid;
    QString employeeGroupUuid; // empty: no group (sent as null: the field itself is required)
    QDate timeTrackingStartDate;

    static EmployeeDraft fromRecord(const QJsonObject &employee);
    FieldProblems problems(const QDate &today = QDate::currentDate()) const;
    QJsonObject body() const;
};

class EmployeeRecord
{
    Q_DECLARE_TR_FUNCTIONS(EmployeeRecord)

public:
    enum Column { Number, Name, User, Group, BirthDate, TimeTrackingStart, State };
    static QList<RecordColumn> columns();
    static bool isActive(const QJsonObject &employee);
    // "Anna Muster": first and last name.
    static QString fullName(const QJsonObject &employee);
    static QString userUuid(const QJsonObject &employee);
    // The group's name in the user's language, else its name or description.
    static QString groupName(const QJsonObject &employee);
};

class UserRecord
{
    Q_DECLARE_TR_FUNCTIONS(UserRecord)

public:
    enum Column { Name, Email, Id };
    static QList<RecordColumn> columns();
    // "Anna Muster <anna@example.ch>": for pickers.
    static QString title(const QJsonObject &user);
};
