#pragma once

#include "api/ApiError.h"
#include "records/AddressRecord.h"

#include <QDialog>
#include <QList>
#include <QPointer>

#include <optional>

class AddressDuplicatesDialog;
class RecordRequest;
class AddressController;
class AddressForm;
class FieldProblemMarks;
class QLabel;
class QMessageBox;
class QPushButton;

// Creates or edits one company or person (the fields: AddressForm). The customer number is checked
// for availability as one types. Saving checks every field first, then creates (409 with similar
// records: the duplicates dialog) or updates on the service; a refusal is shown at its field and
// everything typed stays.
class AddressEditorDialog : public QDialog
{
    Q_OBJECT

public:
    AddressEditorDialog(AddressKind kind, AddressController *controller, QWidget *parent = nullptr);

    AddressKind kind() const { return m_kind; }
    // Edits an existing record (with uuid), or starts a new one prefilled with it (without).
    void setRecord(const AddressRecord &record);
    // What the fields hold now.
    AddressRecord record() const;
    // The address book as the window knows it: a new record whose name folds to one of these
    // ("Mueller AG" and "Müller AG") is shown as a likely duplicate before anything is sent.
    void setKnownRecords(const QList<AddressRecord> &records) { m_known = records; }
    bool isNew() const { return m_initial.uuid.isEmpty(); }
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

    // The fields.
    AddressForm *form() const { return m_form; }
    QPushButton *saveButton() const { return m_saveButton; }
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

private:
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

    AddressKind m_kind;
    QPointer<AddressController> m_controller;
    AddressRecord m_initial;

    AddressForm *m_form;
    QLabel *m_message;
    QPushButton *m_saveButton = nullptr;
    FieldProblemMarks *m_marks;
    QPointer<RecordRequest> m_saveCall;
    QPointer<AddressDuplicatesDialog> m_duplicates;
    QList<AddressRecord> m_known;
    QPointer<QMessageBox> m_discardQuestion;
};
