#pragma once

#include "records/EmployeeRecord.h"
#include "views/records/RecordPageEditor.h"

class QComboBox;
class DateField;
class QLineEdit;

// Creates or changes an employee: number, names, dates (with calendars), group, linked user and
// address. The pickers read the stored users, addresses and the groups the employees already have.
class EmployeeEditor : public RecordPageEditor
{
    Q_OBJECT

public:
    EmployeeEditor(RecordController *controller, const QJsonObject &employee, QWidget *parent = nullptr);

    EmployeeDraft draft() const;

signals:
    // The pickers are filled from the store.
    void choicesLoaded();

protected:
    FieldProblems localProblems() const override;
    QJsonObject body() const override;

private:
    DateField *dateEdit(const QDate &date, bool optional);

    QLineEdit *m_number;
    QLineEdit *m_firstName;
    QLineEdit *m_lastName;
    DateField *m_employmentStart;
    DateField *m_birthDate;
    DateField *m_timeTrackingStart;
    QComboBox *m_group;
    QComboBox *m_user;
    QComboBox *m_address;
    EmployeeDraft m_initial;
};
