#include "views/records/AddressEditorDialog.h"

#include "api/FieldMessages.h"
#include "records/AddressController.h"
#include "records/AddressesApi.h"
#include "views/FieldErrorMarker.h"
#include "views/WindowSize.h"
#include "views/records/AddressDuplicatesDialog.h"
#include "views/records/AddressForm.h"
#include "views/records/CustomerNumberField.h"
#include "views/records/FieldProblemMarks.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

AddressEditorDialog::AddressEditorDialog(AddressKind kind, AddressController *controller, QWidget *parent)
    : QDialog(parent)
    , m_kind(kind)
    , m_controller(controller)
    , m_form(new AddressForm(kind, controller, this))
    , m_message(new QLabel(this))
    , m_marks(new FieldProblemMarks(this))
{
    setWindowTitle(kind == AddressKind::Company ? tr("New company") : tr("New person"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->hide();
    connect(m_form, &AddressForm::boxRemoved, m_marks, &FieldProblemMarks::unmark);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    m_saveButton = buttons->button(QDialogButtonBox::Save);
    m_saveButton->setText(tr("&Save"));
    connect(m_saveButton, &QPushButton::clicked, this, &AddressEditorDialog::save);
    connect(buttons, &QDialogButtonBox::rejected, this, &AddressEditorDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_message);
    layout->addWidget(m_form, 1);
    layout->addWidget(buttons);
    WindowSize::fit(this, {640, 560});

    // A new address starts in its name (the focus goes there when the window is shown).
    m_form->firstField()->setFocus(Qt::OtherFocusReason);
    m_initial = record();
}

void AddressEditorDialog::setRecord(const AddressRecord &record)
{
    const QString name = record.displayName();
    if (!record.uuid.isEmpty())
        setWindowTitle(tr("Edit %1").arg(name.isEmpty() ? record.customerNumber : name));
    m_form->setRecord(record);
    clearProblems();
    m_initial = this->record();
}

AddressRecord AddressEditorDialog::record() const
{
    return m_form->record();
}

bool AddressEditorDialog::isModified() const
{
    return !(record() == m_initial);
}

void AddressEditorDialog::reject()
{
    if (isModified() && !isSaving()) {
        if (m_discardQuestion)
            return;
        auto *box = new QMessageBox(QMessageBox::Question, tr("Discard changes?"),
            tr("The changes to this address have not been saved. Discard them?"),
            QMessageBox::Discard | QMessageBox::Cancel, this);
        box->setObjectName(QStringLiteral("discardQuestion"));
        box->button(QMessageBox::Discard)->setText(tr("&Discard"));
        box->setDefaultButton(QMessageBox::Cancel);
        box->setAttribute(Qt::WA_DeleteOnClose);
        m_discardQuestion = box;
        connect(box, &QMessageBox::finished, this, [this, box] {
            // Asked again after the answer: a save may have finished meanwhile.
            if (box->standardButton(box->clickedButton()) == QMessageBox::Discard && !isSaving()) {
                if (m_saveCall)
                    m_saveCall->cancel();
                QDialog::reject();
            }
        });
        box->open();
        return;
    }
    if (m_saveCall)
        m_saveCall->cancel();
    QDialog::reject();
}

void AddressEditorDialog::save()
{
    if (isSaving())
        return;
    clearProblems();
    const AddressProblems problems = record().problems();
    if (!problems.isEmpty()) {
        showProblems(problems);
        return;
    }
    if (!m_controller || !m_controller->isOpen()) {
        m_message->setText(tr("Not connected: the address cannot be saved now."));
        m_message->show();
        return;
    }
    if (isNew())
        sendCreate(false);
    else
        sendUpdate();
}

void AddressEditorDialog::sendCreate(bool force)
{
    const AddressRecord sent = record();
    if (!force) {
        if (const QList<AddressRecord> similar = sent.likelyDuplicates(m_known); !similar.isEmpty()) {
            showDuplicates(sent, similar, true);
            return;
        }
        // The list beside holds one kind; a person may be named like a company and the other way round.
        setBusy(true, tr("Looking for similar names…"));
        m_controller->findLikelyDuplicates(sent, this, [this, sent](const QList<AddressRecord> &similar) {
            setBusy(false);
            // Closed or changed meanwhile: nothing is sent for the entry that was checked.
            if (!isVisible() || !m_controller || record() != sent)
                return;
            if (!similar.isEmpty())
                showDuplicates(sent, similar, true);
            else
                sendCreateUnchecked(sent);
        });
        return;
    }
    sendCreateUnchecked(sent, true);
}

void AddressEditorDialog::sendCreateUnchecked(const AddressRecord &sent, bool force)
{
    m_saveCall = m_controller->create(
        sent, force, this,
        [this, sent](const std::optional<AddressRecord> &stored, const QJsonObject &json) {
            onSaved(stored, json, sent, true);
        },
        [this, sent](const ApiError &error) { onSaveFailed(error, sent); });
    setBusy(true, tr("Saving…"));
}

void AddressEditorDialog::sendUpdate()
{
    const AddressRecord sent = record();
    // Only what the user changed of what the form showed: an untouched field keeps the service's value.
    m_saveCall = m_controller->update(
        m_initial, sent, this,
        [this, sent](const std::optional<AddressRecord> &stored, const QJsonObject &json) {
            onSaved(stored, json, sent, false);
        },
        [this, sent](const ApiError &error) { onSaveFailed(error, sent); });
    setBusy(true, tr("Saving…"));
}

void AddressEditorDialog::onSaved(
    std::optional<AddressRecord> stored, QJsonObject json, const AddressRecord &sent, bool created)
{
    setBusy(false);
    // The spec does not show the update's answer: what was sent is what is stored then.
    if (!stored && !created) {
        stored = sent;
        json = sent.toUpdateBody();
    }
    m_initial = record();
    AddressRecord result = stored ? *stored : sent;
    if (!stored)
        result.uuid.clear();
    emit saved(result, stored ? json : QJsonObject(), created);
    QDialog::accept();
}

void AddressEditorDialog::onSaveFailed(const ApiError &error, const AddressRecord &sent)
{
    setBusy(false);
    if (error.kind() == ApiError::Kind::Cancelled)
        return;
    // Even when the answer names no candidate the user may still save anyway.
    if (error.kind() == ApiError::Kind::Conflict && isNew()) {
        showDuplicates(sent, AddressesApi::duplicatesOf(error, m_kind));
        return;
    }
    showServiceError(error);
}

void AddressEditorDialog::showDuplicates(
    const AddressRecord &sent, const QList<AddressRecord> &candidates, bool local)
{
    m_message->setText(local ? tr("Not saved yet: the address book has records with a similar name.")
                             : tr("Not saved yet: the service found similar records."));
    m_message->show();
    auto *dialog = new AddressDuplicatesDialog(sent, candidates, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_duplicates = dialog;
    connect(dialog, &QDialog::finished, this, [this, dialog] {
        switch (dialog->choice()) {
        case AddressDuplicatesDialog::OpenExisting:
            emit openExistingRequested(dialog->chosenCandidate());
            QDialog::done(QDialog::Rejected); // nothing was created; the new entry is dropped on purpose
            break;
        case AddressDuplicatesDialog::SaveAnyway:
            sendCreate(true);
            break;
        case AddressDuplicatesDialog::Cancelled:
            m_message->setText(tr("Not saved: similar records exist. Change the entry, or save it anyway."));
            break;
        }
    });
    dialog->open();
}

void AddressEditorDialog::showServiceError(const ApiError &error)
{
    if (error.kind() == ApiError::Kind::Validation && !error.fieldErrors().isEmpty()) {
        showProblems(fieldMessages(error));
        return;
    }
    if (AddressesApi::isCustomerNumberError(error)) {
        m_form->customerNumber()->showTaken();
        showProblems({{QStringLiteral("customer_number"),
            tr("This customer number is already used. Choose another one or leave it empty.")}});
        return;
    }
    m_message->setText(tr("Not saved. %1").arg(error.message()));
    m_message->show();
}

void AddressEditorDialog::showProblems(const AddressProblems &problems)
{
    clearProblems();
    QStringList lines;
    QWidget *first = nullptr;
    int firstTab = m_form->count();
    QStringList paths = problems.keys();
    std::sort(paths.begin(), paths.end());
    for (const QString &path : std::as_const(paths)) {
        const QString problem = problems.value(path);
        lines << tr("%1: %2").arg(AddressRecord::fieldLabel(path), problem);
        QWidget *widget = fieldWidget(path);
        if (!widget)
            continue;
        m_marks->mark(path, widget, problem);
        for (int tab = 0; tab < firstTab; ++tab) {
            if (m_form->widget(tab)->isAncestorOf(widget)) {
                firstTab = tab;
                first = widget;
                break;
            }
        }
    }
    m_message->setText(
        tr("Please correct the following:") + QLatin1Char('\n') + lines.join(QLatin1Char('\n')));
    m_message->show();
    if (first) {
        FieldErrorMarker::reveal(first); // the first tab with a problem forward, focused
        m_marks->showBubble(first);
    }
}

AddressDuplicatesDialog *AddressEditorDialog::duplicatesDialog() const
{
    return m_duplicates;
}

QString AddressEditorDialog::fieldError(const QString &path) const
{
    return m_marks->problem(path);
}

QString AddressEditorDialog::messageText() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

QString AddressEditorDialog::customerNumberState() const
{
    return m_form->customerNumber()->state();
}

QWidget *AddressEditorDialog::fieldWidget(const QString &path) const
{
    return m_form->fieldWidget(path);
}

void AddressEditorDialog::setBusy(bool busy, const QString &status)
{
    m_saveButton->setEnabled(!busy);
    m_form->setEnabled(!busy);
    if (busy) {
        m_message->setText(status);
        m_message->show();
    } else if (m_message->text() == tr("Saving…")) {
        m_message->hide();
    }
}

void AddressEditorDialog::clearProblems()
{
    m_marks->clear();
    m_message->hide();
}
