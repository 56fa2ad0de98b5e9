#include "views/documents/DocumentEditor.h"

#include "documents/DocumentEditorController.h"
#include "documents/EditorPicks.h"
#include "domain/DocumentRules.h"
#include "domain/Money.h"
#include "records/ReferenceData.h"
#include "views/FieldErrorMarker.h"
#include "views/Mnemonics.h"
#include "views/PageToolbar.h"
#include "views/WindowSize.h"
#include "views/WrittenDate.h"
#include "views/documents/DocumentForm.h"
#include "views/documents/DocumentKindText.h"
#include "views/documents/InvoicePaymentsPanel.h"
#include "views/documents/PositionsEditor.h"
#include "views/documents/PositionsModel.h"
#include "views/documents/ReceiverPicker.h"
#include "views/documents/TotalsPanel.h"

#include <QAbstractButton>
#include <QAction>
#include <QCloseEvent>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

#include <utility>

DocumentEditor *DocumentEditor::openNew(const SessionContext &session, DocumentKind kind, QWidget *parent)
{
    if (!DocumentRules::isEditable(kind))
        return nullptr;
    auto *editor = new DocumentEditor(session, kind, parent);
    editor->applyNewDefaults();
    editor->show();
    return editor;
}

DocumentEditor *DocumentEditor::openExisting(
    const SessionContext &session, DocumentKind kind, const QString &uuid, QWidget *parent)
{
    if (!DocumentRules::isEditable(kind))
        return nullptr;
    auto *editor = new DocumentEditor(session, kind, parent);
    editor->startLoading(uuid);
    editor->show();
    return editor;
}

DocumentEditor::DocumentEditor(const SessionContext &session, DocumentKind kind, QWidget *parent)
    : QMainWindow(parent)
    , m_session(session)
    , m_kind(kind)
    , m_controller(session.documentEditorController(kind, this))
    , m_picks(m_controller->reference())
{
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowFlag(Qt::Window);
    buildUi();
    buildActions();
    connectController();
    connectReference();
    connectEdits();
    // The screen's width where it has no more (1366 px): at 1100 the title field cut a title of three
    // words ("…slagen Steiner Sanitär GmbH") and French commands went into "More" with room to spare.
    WindowSize::fit(this, {1366, 820});
}

void DocumentEditor::buildUi()
{
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    m_marker = new FieldErrorMarker(this);
    connect(m_marker, &FieldErrorMarker::clearedByEdit, this, &DocumentEditor::dropProblemsOf);
    // The message above the form stays compact (its problems flow on at most two lines, then it
    // scrolls): a long list of refused fields must not squeeze the positions table. Each problem is
    // at its field too.
    m_messageArea = new QScrollArea(central);
    m_messageArea->setObjectName(QStringLiteral("editorMessageArea"));
    m_messageArea->setWidgetResizable(true);
    m_messageArea->setFrameShape(QFrame::NoFrame);
    m_messageArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_message = new QLabel(m_messageArea);
    m_message->setObjectName(QStringLiteral("editorMessage"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_messageArea->setWidget(m_message);
    // One line at least (a scroll area would ask for a scroll bar's height), two at most.
    m_messageArea->setMinimumHeight(m_message->fontMetrics().lineSpacing() + 4);
    m_messageArea->setMaximumHeight(m_message->fontMetrics().lineSpacing() * 2 + 8);
    m_messageArea->hide();
    layout->addWidget(m_messageArea);
    m_form = new DocumentForm(
        m_kind, [this](const QDate &date) { return termsDueDate(date); }, this);
    layout->addWidget(m_form->createHeader(central));
    m_positionsEditor = new PositionsEditor(
        DocumentRules::isPriced(m_kind), [this] { return m_controller->newLineVatBasisPoints(); },
        [this] { return receiverLanguage(); }, central);
    m_positionsEditor->setReference(m_picks);
    m_positions = m_positionsEditor->model();
    m_table = m_positionsEditor->view();
    layout->addWidget(m_positionsEditor, 1);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_form->createDetails(central), 1);
    m_totals = new TotalsPanel(central);
    m_totals->setObjectName(QStringLiteral("totals"));
    m_totals->setVisible(DocumentRules::isPriced(m_kind));
    auto *right = new QVBoxLayout;
    right->addWidget(m_totals, 0, Qt::AlignTop | Qt::AlignRight);
    if (m_kind == DocumentKind::Invoice)
        right->addWidget(new InvoicePaymentsPanel(m_session, this, central), 0, Qt::AlignRight);
    right->addStretch();
    bottom->addLayout(right);
    layout->addLayout(bottom);
    setCentralWidget(central);
}

void DocumentEditor::buildActions()
{
    QMenu *file = menuBar()->addMenu(tr("&Document"));
    auto *save = file->addAction(QIcon::fromTheme(QStringLiteral("document-save")), tr("&Save"));
    save->setShortcut(QKeySequence::Save);
    save->setObjectName(QStringLiteral("saveAction"));
    connect(save, &QAction::triggered, this, &DocumentEditor::save);
    file->addSeparator();
    auto *close = file->addAction(tr("&Close"));
    close->setShortcut(QKeySequence::Close);
    connect(close, &QAction::triggered, this, &QWidget::close);
    // Escape closes an editor window of its own as Ctrl+W does (a cell editor or a popup takes it first).
    auto *escape = new QAction(this);
    escape->setShortcut(Qt::Key_Escape);
    escape->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(escape, &QAction::triggered, this, [this] {
        if (isWindow())
            QWidget::close();
    });
    addAction(escape);

    QMenu *positions = menuBar()->addMenu(tr("&Positions"));
    // Its commands keep their words: the French ones do not fit beside Save at 1366 px, so the last
    // groups go into the row's "More" menu rather than behind a "»".
    auto *bar = new PageToolbar(tr("Positions"), this);
    bar->setObjectName(QStringLiteral("positionsToolBar"));
    addToolBar(bar);
    auto *afterSave = new QAction(this);
    afterSave->setSeparator(true);
    bar->setCommands(QList<QAction *> {save, afterSave} + m_positionsEditor->addCommands(positions));
    Mnemonics::install(this, menuBar());
}

void DocumentEditor::connectReference()
{
    ReferenceData *reference = m_controller->referenceData();
    connect(reference, &ReferenceData::changed, this, &DocumentEditor::showReference);
    connect(reference, &ReferenceData::listingFailed, this,
        [this](const QString &resource, const ApiError &error) {
            // Without the units the table shows their codes, without the settings the due date comes from
            // the receiver alone and the terms stay empty: nothing the user must act on.
            if (error.kind() == ApiError::Kind::Cancelled || resource == QLatin1String("units")
                || ReferenceData::settingNames().contains(resource))
                return;
            showMessage(
                tr("Addresses, products or bank accounts could not be loaded: %1").arg(error.message()),
                true);
        });
    if (reference->isReady()) {
        showReference(ReferenceData::resources() + ReferenceData::settingNames());
        reference->listMissing();
    }
}

void DocumentEditor::showReference(const QStringList &changed)
{
    m_picks = m_controller->reference();
    if (!m_picks->storeError.isEmpty()) {
        showMessage(tr("The local copy could not be opened: %1").arg(m_picks->storeError), true);
        return;
    }
    const auto has = [&changed](const char *name) {
        return changed.contains(QLatin1String(name));
    };
    // Filling the pickers is not typing.
    const bool wasApplying = m_form->isFilling();
    m_form->setFilling(true);
    if (has("companies") || has("persons"))
        m_form->receiver()->setAddresses(m_picks->companies, m_picks->persons);
    m_positionsEditor->setReference(m_picks);
    if (has("products") || has("units"))
        m_positionsEditor->updateUnitNames();
    if (has("products") || has("bankAccounts"))
        fillPickers();
    m_form->setFilling(wasApplying);
    // A receiver's address changed elsewhere (its payment terms, its language) counts like choosing it.
    if (has("bankAccounts") || has("conditions") || has("default-conditions") || has("companies")
        || has("persons"))
        applyReceiverDefaults();
}

void DocumentEditor::fillPickers()
{
    m_positionsEditor->fillProducts();
    m_form->setBankAccounts(EditorPicks::activeBankAccounts(*m_picks));
}

QDate DocumentEditor::termsDueDate(const QDate &date) const
{
    return m_controller->dueDate(date, m_form->receiver()->record());
}

ReceiverPicker *DocumentEditor::receiverPicker() const
{
    return m_form->receiver();
}

QString DocumentEditor::receiverLanguage() const
{
    return EditorPicks::documentLanguage(m_form->receiver()->record(), locale().name());
}

void DocumentEditor::applyNewDefaults()
{
    m_form->setFilling(true);
    m_form->setNewDates(m_controller->newDocument(QDate::currentDate(), receiverLanguage()));
    m_form->setFilling(false);
    setWindowTitle(tr("%1 (new) [*]").arg(DocumentKindText::singular(m_kind)));
    applyReceiverDefaults();
}

void DocumentEditor::applyReceiverDefaults()
{
    if (!m_controller->uuid().isEmpty())
        return;
    m_form->setFilling(true);
    m_form->followReceiver(DocumentEditorController::receiverCurrency(m_form->receiver()->record()),
        m_controller->defaultTerms(receiverLanguage()),
        [this](const QString &currency) { return m_controller->defaultIban(currency); });
    fillPickers();
    // Defaults that arrive before anyone typed are not changes to ask about when closing.
    if (m_pristine)
        m_savedBody = draft().toBodyElement();
    edited();
    m_form->setFilling(false);
}

void DocumentEditor::applyDraft(const DocumentDraft &d)
{
    m_form->setFilling(true);
    m_number = d.number;
    m_form->fill(d);
    m_positionsEditor->updateUnitNames(); // in the receiver's language; setReceiver() says nothing
    m_positions->setPositions(d.positions);
    setWindowTitle(m_number.isEmpty() ? tr("%1 [*]").arg(DocumentKindText::singular(m_kind))
                                      : tr("%1 %2 [*]").arg(DocumentKindText::singular(m_kind), m_number));
    fillPickers();
    m_savedBody = draft().toBodyElement();
    edited();
    m_form->setFilling(false);
    showReadOnly();
}

void DocumentEditor::connectEdits()
{
    m_form->watchEdits();
    connect(m_form, &DocumentForm::fieldEdited, this, [this](QWidget *field) {
        if (field)
            unmark(field);
        edited();
    });
    ReceiverPicker *receiver = m_form->receiver();
    connect(receiver, &ReceiverPicker::receiverChanged, this, [this, receiver] {
        unmark(receiver->searchField());
        unmark(receiver->contactPersonBox());
        if (!m_form->isFilling())
            applyReceiverDefaults();
        m_positionsEditor->updateUnitNames();
        edited();
    });
    connect(m_positions, &PositionsModel::positionsChanged, this, &DocumentEditor::edited);
}

void DocumentEditor::edited()
{
    if (!m_form->isFilling())
        m_pristine = false;
    updateTotals();
    setWindowModified(isModified());
}

void DocumentEditor::updateTotals()
{
    const DocumentDraft d = draft();
    m_positions->setCurrency(d.currency);
    m_positions->setPricesIncludeVat(d.pricesIncludeVat);
    m_totals->setTotals(d.totals(), d.currency, d.pricesIncludeVat);
}

DocumentDraft DocumentEditor::draft() const
{
    DocumentDraft d;
    d.kind = m_kind;
    d.uuid = m_controller->uuid();
    d.number = m_number;
    d.updatedAt = m_controller->loadedUpdatedAt();
    m_form->read(d);
    d.positions = m_positions->positions();
    return d;
}

void DocumentEditor::startLoading(const QString &uuid)
{
    m_form->keepDates();
    setWindowTitle(tr("%1 [*]").arg(DocumentKindText::singular(m_kind)));
    m_controller->load(uuid);
}

void DocumentEditor::connectController()
{
    using Controller = DocumentEditorController;
    connect(m_controller, &Controller::stateChanged, this, &DocumentEditor::showState);
    connect(m_controller, &Controller::loaded, this, [this](const DocumentDraft &d) {
        applyDraft(d);
        emit loaded(true);
    });
    connect(m_controller, &Controller::loadedFromLocalCopy, this,
        [this](const DocumentDraft &d, const ApiError &why) {
            applyDraft(d);
            showMessage(tr("Shown from the local copy: %1").arg(why.message()), true);
            emit loaded(true);
        });
    connect(m_controller, &Controller::loadFailed, this, [this](const ApiError &error) {
        centralWidget()->setEnabled(false);
        showMessage(tr("The document could not be loaded: %1").arg(error.message()), true);
        emit loaded(false);
    });
    connect(m_controller, &Controller::invalid, this, &DocumentEditor::showInvalid);
    connect(m_controller, &Controller::conflict, this, [this](const DocumentDraft &serviceVersion) {
        askConflict(serviceVersion);
        // Not saved (yet): whoever waits for the save hears so; the question stays open.
        emit saveFailed();
    });
    connect(m_controller, &Controller::rejected, this, [this](const QHash<QString, QString> &errors) {
        showProblems(
            tr("The service did not accept the document. Your input is kept; please correct:"), errors);
        m_closeAfterSave = false;
        emit saveFailed();
    });
    connect(m_controller, &Controller::saveFailed, this, [this](const ApiError &error) {
        handleSaveFailed(tr("The document was not saved. Your input is kept. %1").arg(error.message()));
    });
    connect(m_controller, &Controller::acceptedUnreadable, this, [this] {
        // The service said yes but sent no document: it may exist; saving again could make a second one.
        showMessage(tr("The service accepted the document but its answer could not be read. Refresh the list "
                       "before saving again."),
            true);
        m_closeAfterSave = false;
    });
    connect(m_controller, &Controller::saved, this, &DocumentEditor::handleSaved);
}

void DocumentEditor::showState()
{
    switch (m_controller->state()) {
    case DocumentEditorController::State::Idle:
        setBusy(false);
        break;
    case DocumentEditorController::State::Loading:
        setBusy(true, tr("Loading the document\u2026"));
        break;
    case DocumentEditorController::State::Checking:
        setBusy(true, tr("Checking whether the document changed on the service\u2026"));
        break;
    case DocumentEditorController::State::Saving:
        setBusy(true, tr("Saving\u2026"));
        break;
    }
}

bool DocumentEditor::isSaving() const
{
    return m_controller->state() == DocumentEditorController::State::Checking
        || m_controller->state() == DocumentEditorController::State::Saving;
}

QLineEdit *DocumentEditor::productField() const
{
    return m_positionsEditor->productField();
}

QString DocumentEditor::uuid() const
{
    return m_controller->uuid();
}

void DocumentEditor::restoreDraft(const DocumentDraft &kept)
{
    const auto restore = [this, kept] {
        const QJsonObject serviceBody = m_savedBody;
        DocumentDraft d = kept;
        d.number = m_number;
        applyDraft(d);
        m_savedBody = serviceBody; // the kept work is not on the service: closing asks about it
        m_pristine = false;
        setWindowModified(isModified());
    };
    if (uuid().isEmpty())
        restore();
    else
        connect(
            this, &DocumentEditor::loaded, this,
            [restore](bool ok) {
                if (ok)
                    restore();
            },
            Qt::SingleShotConnection);
}

bool DocumentEditor::isModified() const
{
    return draft().toBodyElement() != m_savedBody;
}

QString DocumentEditor::messageText() const
{
    return m_messageArea->isVisibleTo(this) ? m_message->text() : QString();
}

void DocumentEditor::setBusy(bool busy, const QString &message)
{
    m_busy = busy;
    centralWidget()->setEnabled(!busy);
    if (busy)
        showMessage(message, false);
    else if (!m_message->property("error").toBool())
        m_messageArea->hide();
}

void DocumentEditor::showMessage(const QString &text, bool error)
{
    m_message->setText(text);
    m_message->setProperty("error", error);
    // An error reads like the problem lines at the fields.
    FieldErrorMarker::styleAsProblem(m_message, error);
    m_messageArea->setVisible(!text.isEmpty());
    m_messageArea->verticalScrollBar()->setValue(0);
}

void DocumentEditor::save()
{
    if (m_busy)
        return;
    clearMarks();
    if (!m_controller->isConnected()) {
        showMessage(tr("Not connected: the document cannot be saved now. Your input is kept."), true);
        return;
    }
    const DocumentDraft d = draft();
    // Numbers the fields cannot read are named together with the draft's own problems.
    const QList<DocumentProblem> unreadable = m_form->unreadableNumbers();
    if (!unreadable.isEmpty()) {
        showInvalid(unreadable + d.validate());
        return;
    }
    m_controller->save(d);
}

void DocumentEditor::showInvalid(const QList<DocumentProblem> &problems)
{
    QStringList lines;
    for (const DocumentProblem &p : problems) {
        // Named as the field's label reads here; a field the form does not show keeps the draft's name.
        const QString label = fieldLabel(p.field);
        const bool named = !label.isEmpty() && !p.problem.isEmpty();
        markField(p.field, named ? p.problem : p.message);
        lines << QStringLiteral("\u2022 ") + (named ? tr("%1: %2").arg(label, p.problem) : p.message);
        // Two problems of one field share its line in the banner's bookkeeping.
        m_problemLines.insert(p.field,
            m_problemLines.contains(p.field)
                ? m_problemLines.value(p.field) + QStringLiteral("  ") + lines.last()
                : lines.last());
    }
    m_problemIntro = tr("Please correct these fields before saving:");
    handleSaveFailed(m_problemIntro + QLatin1Char(' ') + lines.join(QStringLiteral("  ")));
    focusFirstProblem();
}

void DocumentEditor::askConflict(const DocumentDraft &serviceVersion)
{
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Document changed"),
        tr("This document was changed on the service (%1) after you opened it.")
            .arg(WrittenDate::dateTime(serviceVersion.updatedAt, locale())),
        QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("conflictQuestion"));
    box->setInformativeText(tr("Reload shows the service's version and drops your changes; Overwrite saves "
                               "your version over it."));
    QPushButton *reload = box->addButton(tr("&Reload"), QMessageBox::DestructiveRole);
    reload->setObjectName(QStringLiteral("reloadButton"));
    QPushButton *overwrite = box->addButton(tr("&Overwrite"), QMessageBox::AcceptRole);
    overwrite->setObjectName(QStringLiteral("overwriteButton"));
    box->addButton(QMessageBox::Cancel);
    box->setDefaultButton(QMessageBox::Cancel);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box, reload, overwrite, serviceVersion] {
        if (box->clickedButton() == reload) {
            m_controller->adopt(serviceVersion);
            applyDraft(serviceVersion);
            showMessage(tr("Reloaded: the fields show the service's version."), false);
        } else if (box->clickedButton() == overwrite && !m_busy) {
            clearMarks();
            m_controller->overwrite(draft(), serviceVersion);
        } else {
            m_closeAfterSave = false;
        }
    });
    box->open();
}

void DocumentEditor::handleSaved(
    const DocumentDraft &saved, qint64 serviceTotalMinor, qint64 sentTotalMinor, const QString &storeError)
{
    applyDraft(saved);
    clearMarks();
    if (!storeError.isEmpty())
        showMessage(
            tr("Saved on the service, but the local copy could not be updated: %1").arg(storeError), true);
    else if (DocumentRules::isPriced(m_kind) && serviceTotalMinor != sentTotalMinor)
        showMessage(tr("Saved. The service computed a total of %1 (shown here: %2).")
                        .arg(Money::format(serviceTotalMinor, saved.currency, locale()),
                            Money::format(sentTotalMinor, saved.currency, locale())),
            true);
    else
        showMessage(tr("Saved."), false);
    emit this->saved(m_kind, m_controller->uuid());
    if (m_closeAfterSave)
        close();
}

void DocumentEditor::handleSaveFailed(const QString &message)
{
    m_closeAfterSave = false;
    showMessage(message, true);
    emit saveFailed();
}

void DocumentEditor::closeEvent(QCloseEvent *event)
{
    // While saving, the window closes once the service has answered (and stays if it refuses).
    if (m_busy && isSaving()) {
        event->ignore();
        m_closeAfterSave = true;
        return;
    }
    if (m_discardOnClose || m_busy || !centralWidget()->isEnabled() || !isModified()) {
        event->accept();
        return;
    }
    event->ignore();
    auto *box = new QMessageBox(QMessageBox::Question, tr("Unsaved changes"),
        tr("%1 has changes that are not saved.").arg(windowTitle().remove(QStringLiteral("[*]")).trimmed()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("unsavedQuestion"));
    box->button(QMessageBox::Save)->setText(tr("&Save"));
    box->button(QMessageBox::Discard)->setText(tr("&Discard"));
    box->setDefaultButton(QMessageBox::Save);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::finished, this, [this, box] {
        const QMessageBox::StandardButton answer = box->standardButton(box->clickedButton());
        if (answer == QMessageBox::Save) {
            m_closeAfterSave = true;
            save();
        } else if (answer == QMessageBox::Discard) {
            m_discardOnClose = true;
            QWidget::close();
        }
    });
    box->open();
}
