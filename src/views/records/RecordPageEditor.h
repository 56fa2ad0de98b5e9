#pragma once

#include "api/ApiError.h"
#include "records/RecordController.h"
#include "records/Validators.h"
#include "views/WorkspacePage.h"

#include <QDialog>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QPointer>

#include <functional>
#include <optional>

class FieldErrorMarker;
class QDialogButtonBox;
class QFormLayout;
class QComboBox;
class QLabel;
class QMessageBox;

// The editor of one record (product, unit, bank account, ...): a form whose fields are registered under
// the service's field names, so the editor's own checks and the service's 400/422 verdicts are shown
// under the field they are about. Saving checks first, sends only when all is well, and keeps the
// dialog and everything typed when the service refuses.
class RecordPageEditor : public QDialog
{
    Q_OBJECT

public:
    // record: the stored record being edited; empty for a new one. controller: the page's calls.
    RecordPageEditor(RecordController *controller, const QJsonObject &record, QWidget *parent = nullptr);

    bool isNew() const { return m_record.isEmpty(); }
    const QJsonObject &record() const { return m_record; }

    // Checks, then sends. What a click on Save does.
    void save();
    // The problem shown at a field, or in the message above the form ("" when none).
    QString problemAt(const QString &field) const;
    QString generalProblem() const;
    QWidget *fieldWidget(const QString &field) const { return m_fields.value(field); }
    bool isBusy() const { return m_busy; }
    // Something was typed or chosen since the editor was shown.
    bool isModified() const;
    // Cancel, Escape and the window's close button: asks first when something was typed (Save,
    // Discard or Cancel; open(), never exec()).
    void reject() override;
    // Closes without asking (the user already answered, e.g. when the session goes).
    void discard();
    // A picker's chosen value; `initial` while the choices are still being read from the store, so
    // saving early never drops a link the record has.
    static QVariant comboValue(const QComboBox *combo, const QVariant &initial);
    // Fills a picker with (text, value) pairs, an optional "none" entry first, keeping `current` chosen.
    static void fillCombo(QComboBox *combo, const QList<std::pair<QString, QVariant>> &items,
        const QVariant &current, const QString &noneText = {});

signals:
    // The service accepted it; the record as answered (empty when the answer could not be read, so
    // the caller lists the resource again).
    void saved(const QJsonObject &record);
    // The service refused or could not be reached; the dialog stays with everything typed.
    void saveFailed(const ApiError &error);

protected:
    // A new window starts in its first field, so typing goes where the user expects it.
    void showEvent(QShowEvent *event) override;
    // A row of `form` with a label (with its mnemonic, buddy the widget) and a problem line under it.
    void addRow(QFormLayout *form, const QString &label, QWidget *widget, const QString &field);
    // A field shown some other way (a table cell, a group of widgets): its problem line goes under it.
    QLabel *registerField(const QString &field, QWidget *widget);
    // Shows problems at their fields; those without a field in the message above. Returns whether
    // there were none. The first problem's field gets the focus (its tab is brought forward).
    bool showProblems(const FieldProblems &problems, const QString &general = {});
    void setFormWidget(QWidget *form);
    QDialogButtonBox *buttons() const { return m_buttons; }
    // One field's problem now (as one types), leaving the others as they are; empty clears it.
    void setFieldProblem(const QString &field, const QString &problem);
    // Reads stored records for pickers on a pool thread; apply runs on this thread when they are read.
    void loadStored(
        const QStringList &resources, std::function<void(const RecordController::Stored &)> apply);
    RecordController *controller() const { return m_controller; }

    // The editor's own checks of what is typed now.
    virtual FieldProblems localProblems() const = 0;
    // What is sent to create or update the record, from what is typed now.
    virtual QJsonObject body() const = 0;
    // What is sent to update the record: by default body(); an editor that knows the record's optional
    // fields sends only those the user changed (ProductEditor).
    virtual QJsonObject updateBody() const { return body(); }
    // Readable words for a field key in the general message ("iban" -> "IBAN").
    virtual QString fieldLabel(const QString &field) const;

private:
    // What the form holds now: the body and every text field's text, to tell what changed.
    QJsonObject snapshot() const;

    bool m_focused = false;
    std::optional<QJsonObject> m_shown; // snapshot() when first shown
    QPointer<QMessageBox> m_question;
    void setBusy(bool busy);
    void onFailed(const ApiError &error);
    QString fieldKeyFor(const QString &serverField) const;

    QJsonObject m_record;
    QHash<QString, QPointer<QWidget>> m_fields;
    QHash<QString, QString> m_labels; // field -> label text without '&' and ':'
    QLabel *m_general;
    QDialogButtonBox *m_buttons;
    QPointer<RecordController> m_controller;
    FieldErrorMarker *m_marker;
    bool m_busy = false;
};
