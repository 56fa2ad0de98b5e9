#pragma once

#include "api/ApiError.h"
#include "records/AddressRecord.h"

#include <QDialog>
#include <QHash>
#include <QList>
#include <QPointer>

#include <optional>

class AddressContactPersonBox;
class AddressContactsEditor;
class AddressDuplicatesDialog;
class AddressEntryBox;
class AddressCall;
class AddressController;
class QCheckBox;
class QComboBox;
class QLabel;
class QMessageBox;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;
class QTimer;
class QVBoxLayout;

// Creates or edits one company or person: every field of the service's address (contacts with their
// primary flags, contact persons with contacts, postal addresses with country and canton, language,
// currency, payment terms, automatic dunning, tags, private notes). The customer number is checked
// for availability as one types. Saving checks every field first, then creates (409 with similar
// records: the duplicates dialog) or updates on the service; a refusal is shown at its field and
// everything typed stays.
class FieldErrorMarker;

class AddressEditorDialog : public QDialog
{
    Q_OBJECT

public:
    AddressEditorDialog(AddressKind kind, AddressController *controller, QWidget *parent = nullptr);
    ~AddressEditorDialog() override;

    AddressKind kind() const { return m_kind; }
    // Edits an existing record (with uuid), or starts a new one prefilled with it (without).
    void setRecord(const AddressRecord &record);
    // What the fields hold now.
    AddressRecord record() const;
    // The address book as the window knows it: a new record whose name folds to one of these
    // ("Mueller AG" and "Müller AG") is shown as a likely duplicate before anything is sent.
    void setKnownRecords(const QList<AddressRecord> &records) { m_known = records; }
    bool isNew() const { return m_uuid.isEmpty(); }
    bool isModified() const;
    bool isSaving() const { return !m_saveCall.isNull(); }

    // Checks the fields, then sends. Never waits: the outcome arrives as saved(), or as problems shown
    // in the dialog.
    void save();
    // The service's verdict: 422 field errors and the taken customer number at their fields, other
    // refusals above the fields.
    void showServiceError(const ApiError &error);
    void showProblems(const AddressProblems &problems);
    // The problem shown at a field ("name", "contacts.0.value"), empty when it has none.
    QString fieldError(const QString &path) const;
    QString messageText() const;
    // "available", "taken", ... next to the customer number; empty while nothing was checked.
    QString customerNumberState() const;
    // The widget of a field path, nullptr if the editor has none for it.
    QWidget *fieldWidget(const QString &path) const;

    QLineEdit *customerNumberEdit() const { return m_number; }
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
    AddressEntryBox *addEntry(const AddressEntry &entry = {});
    AddressContactPersonBox *addPerson(const AddressContactPerson &person = {});
    QPushButton *saveButton() const { return m_saveButton; }
    QTabWidget *tabs() const { return m_tabs; }
    // The open duplicates dialog after a 409, else nullptr.
    AddressDuplicatesDialog *duplicatesDialog() const;

public slots:
    void reject() override;

signals:
    // Stored on the service; the dialog closes. `record` is the service's answer and `json` the record
    // as the service sent it (for the local store); when an update's answer holds no record, both are
    // what was sent; when a create's answer cannot be read, the uuid is empty.
    void saved(const AddressRecord &record, const QJsonObject &json, bool created);
    // The user chose an existing record instead of creating a new one; the dialog closes.
    void openExistingRequested(const AddressRecord &record);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *createGeneralTab();
    QWidget *createBillingTab();
    // Without force: first the local check across companies and persons, then the service's.
    void sendCreate(bool force);
    void sendCreateUnchecked(const AddressRecord &sent, bool force = false);
    void sendUpdate();
    void onSaved(
        std::optional<AddressRecord> stored, QJsonObject json, const AddressRecord &sent, bool created);
    void onSaveFailed(const ApiError &error, const AddressRecord &sent);
    void showDuplicates(
        const AddressRecord &sent, const QList<AddressRecord> &candidates, bool local = false);
    void setBusy(bool busy, const QString &status = {});
    void clearProblems();
    void markField(QWidget *widget, const QString &problem);
    void unmarkField(QWidget *widget);
    void forgetField(QWidget *widget);
    void showBubble(QWidget *widget);
    void checkCustomerNumber();
    void setNumberState(const QString &text, const QString &color, const QString &toolTip = {});
    void renumberBoxes();

    AddressKind m_kind;
    QPointer<AddressController> m_controller;
    QString m_uuid;
    AddressRecord m_initial;

    QTabWidget *m_tabs;
    QLabel *m_message;
    QLineEdit *m_number;
    QLabel *m_numberState;
    QTimer *m_numberTimer;
    QPointer<AddressCall> m_numberCall;
    quint64 m_numberCheck = 0;
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
    QPlainTextEdit *m_notes;
    AddressContactsEditor *m_contacts;
    QVBoxLayout *m_personsLayout = nullptr;
    QList<AddressContactPersonBox *> m_persons;
    QVBoxLayout *m_entriesLayout;
    QList<AddressEntryBox *> m_entries;
    QPushButton *m_saveButton;
    QLabel *m_bubble;
    // Shows the marks (border, tooltip, accessible description), as on every other form.
    FieldErrorMarker *m_marker; // made first in the constructor
    QHash<QString, QString> m_problemByPath;
    QHash<QString, QWidget *> m_widgetByPath; // where each path's problem is shown
    QList<QMetaObject::Connection> m_destroyWatches;
    QPointer<AddressCall> m_saveCall;
    QPointer<AddressDuplicatesDialog> m_duplicates;
    QList<AddressRecord> m_known;
    QPointer<QMessageBox> m_discardQuestion;
};
