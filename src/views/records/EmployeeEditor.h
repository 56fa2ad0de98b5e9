#pragma once

#include "EmployeeRecord.h"
#include "RecordPageEditor.h"

class QComboBox;
class QDateEdit;
class QLineEdit;

// Creates or changes an employee: number, names, dates (with calendars), group, linked user and
// address. The pickers read the stored users, addresses and the groups the employees already have.
class EmployeeEditor : public RecordPageEditor
{
    Q_OBJECT

public:
    EmployeeEditor(const SessionContext &session, const QJsonObject &employee, QWidget *parent = nullptr);

    EmployeeDraft draft() const;
    // The earliest date of the date fields, shown as "none" in the optional birth date.
    static QDate noDate() { return QDate(1900, 1, 1); }

signals:
    // The pickers are filled from the store.
    void choicesLoaded();

protected:
    FieldProblems localProblems() const override;
    ApiJob *submit() override;

private:
    QDateEdit *dateEdit(const QDate &date, bool optional);

    SessionContext m_session;
    QLineEdit *m_number;
    QLineEdit *m_firstName;
    QLineEdit *m_lastName;
    QDateEdit *m_employmentStart;
    QDateEdit *m_birthDate;
    QDateEdit *m_timeTrackingStart;
    QComboBox *m_group;
    QComboBox *m_user;
    QComboBox *m_address;
    EmployeeDraft m_initial;
};
