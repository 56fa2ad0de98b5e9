#pragma once

#include "records/AddressRecord.h"

#include <QList>
#include <QTabWidget>

class AddressContactPersonBox;
class AddressContactsEditor;
class AddressController;
class AddressEntryBox;
class CustomerNumberField;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QVBoxLayout;

// Every field of one company or person, on tabs: general (customer number, names, tags), contacts,
// contact persons (companies), postal addresses, billing and private notes. Reads and fills an
// AddressRecord and finds the widget of a field path; saving and its questions are the dialog's.
class AddressForm : public QTabWidget
{
    Q_OBJECT

public:
    AddressForm(AddressKind kind, AddressController *controller, QWidget *parent = nullptr);

    void setRecord(const AddressRecord &record);
    // What the fields hold now.
    AddressRecord record() const;
    // The widget of a field path ("name", "contacts.0.value"), nullptr if the form has none for it.
    QWidget *fieldWidget(const QString &path) const;
    // The field a new record starts in.
    QWidget *firstField() const;

    AddressEntryBox *addEntry(const AddressEntry &entry = {});
    // nullptr for a person (no contact persons).
    AddressContactPersonBox *addPerson(const AddressContactPerson &person = {});

    CustomerNumberField *customerNumber() const { return m_number; }
    QLineEdit *nameEdit() const { return m_name; }
    QComboBox *salutationBox() const { return m_salutation; }
    QLineEdit *firstNameEdit() const { return m_firstName; }
    QLineEdit *lastNameEdit() const { return m_lastName; }
    QLineEdit *tagsEdit() const { return m_tags; }
    QComboBox *languageBox() const { return m_language; }
    QComboBox *currencyBox() const { return m_currency; }
    QComboBox *paymentTermsBox() const { return m_terms; }
    QCheckBox *automaticDunningBox() const { return m_dunning; }
    QPlainTextEdit *notesEdit() const { return m_notes; }
    AddressContactsEditor *contactsEditor() const { return m_contacts; }
    QList<AddressEntryBox *> entryBoxes() const { return m_entries; }
    QList<AddressContactPersonBox *> personBoxes() const { return m_persons; }

signals:
    // The user removed an address or contact person; the box is deleted later.
    void boxRemoved(QWidget *box);

private:
    QWidget *createGeneralTab(AddressController *controller);
    QWidget *createBillingTab();
    void renumberBoxes();

    AddressKind m_kind;
    QString m_uuid;
    CustomerNumberField *m_number = nullptr;
    QLineEdit *m_name = nullptr;
    QLineEdit *m_idNumber = nullptr;
    QLineEdit *m_vatNumber = nullptr;
    QComboBox *m_salutation = nullptr;
    QLineEdit *m_firstName = nullptr;
    QLineEdit *m_lastName = nullptr;
    QLineEdit *m_tags;
    QComboBox *m_language;
    QComboBox *m_currency;
    QComboBox *m_terms;
    QCheckBox *m_dunning;
    QLabel *m_dunningNote; // says that the service's default is shown
    std::optional<bool> m_dunningShown; // the record's choice when it was shown (unset: not said)
    QPlainTextEdit *m_notes;
    AddressContactsEditor *m_contacts;
    QVBoxLayout *m_personsLayout = nullptr;
    QList<AddressContactPersonBox *> m_persons;
    QVBoxLayout *m_entriesLayout;
    QList<AddressEntryBox *> m_entries;
};
