#pragma once

#include "records/AddressRecord.h"

#include <QGroupBox>

class AddressContactsEditor;
class QComboBox;
class QLineEdit;

// One contact person of a company: salutation, first and last name, and contacts of their own.
class AddressContactPersonBox : public QGroupBox
{
    Q_OBJECT

public:
    explicit AddressContactPersonBox(QWidget *parent = nullptr);

    void setPerson(const AddressContactPerson &person);
    AddressContactPerson person() const;
    // "salutation", "first_name", "last_name", or "contacts.N.value" and the like.
    QWidget *fieldWidget(const QString &path) const;
    AddressContactsEditor *contactsEditor() const { return m_contacts; }
    QLineEdit *firstNameEdit() const { return m_firstName; }
    QLineEdit *lastNameEdit() const { return m_lastName; }

signals:
    void changed();
    void removeRequested();

private:
    QString m_uuid;
    QComboBox *m_salutation;
    QLineEdit *m_firstName;
    QLineEdit *m_lastName;
    AddressContactsEditor *m_contacts;
};
