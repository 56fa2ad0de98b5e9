#include "views/records/AddressEditorDialog.h"

#include "api/FieldMessages.h"
#include "records/AddressController.h"
#include "records/AddressesApi.h"
#include "views/FieldErrorMarker.h"
#include "views/Palette.h"
#include "views/WindowSize.h"
#include "views/records/AddressContactPersonBox.h"
#include "views/records/AddressContactsEditor.h"
#include "views/records/AddressDuplicatesDialog.h"
#include "views/records/AddressEntryBox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QScrollArea>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace {

// A scrolling page for a tab whose content grows (contacts, persons, addresses).
QScrollArea *scrolling(QWidget *content, QWidget *parent)
{
    auto *area = new QScrollArea(parent);
    area->setWidget(content);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    return area;
}

QStringList tagsFromText(const QString &text)
{
    QStringList tags;
    for (const QString &t : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (!t.trimmed().isEmpty() && !tags.contains(t.trimmed()))
            tags << t.trimmed();
    }
    return tags;
}

int indexOfPath(const QString &path, const QString &list, QString *rest)
{
    const QString prefix = list + QLatin1Char('.');
    if (!path.startsWith(prefix))
        return -1;
    const QString tail = path.mid(prefix.size());
    const qsizetype dot = tail.indexOf(QLatin1Char('.'));
    bool ok = false;
    const int index = tail.left(dot < 0 ? tail.size() : dot).toInt(&ok);
    if (rest)
        *rest = dot < 0 ? QString() : tail.mid(dot + 1);
    return ok ? index : -1;
}

} // namespace

AddressEditorDialog::AddressEditorDialog(AddressKind kind, AddressController *controller, QWidget *parent)
    : QDialog(parent)
    , m_kind(kind)
    , m_controller(controller)
    , m_tabs(new QTabWidget(this))
    , m_message(new QLabel(this))
    , m_number(new QLineEdit(this))
    , m_numberState(new QLabel(this))
    , m_numberTimer(new QTimer(this))
    , m_tags(new QLineEdit(this))
    , m_language(new QComboBox(this))
    , m_currency(new QComboBox(this))
    , m_terms(new QComboBox(this))
    , m_dunning(new QCheckBox(tr("Send &reminders automatically when invoices are overdue"), this))
    , m_notes(new QPlainTextEdit(this))
    , m_contacts(new AddressContactsEditor(this))
    , m_entriesLayout(new QVBoxLayout)
    , m_saveButton(nullptr)
    , m_bubble(new QLabel(this))
{
    m_marker = new FieldErrorMarker(this);
    // The user edited a marked field: the marker took its mark away, the problem goes too.
    connect(m_marker, &FieldErrorMarker::clearedByEdit, this, [this](QWidget *widget) {
        widget->removeEventFilter(this);
        forgetField(widget);
    });
    setWindowTitle(kind == AddressKind::Company ? tr("New company") : tr("New person"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->hide();
    m_bubble->setAutoFillBackground(true);
    m_bubble->setBackgroundRole(QPalette::ToolTipBase);
    m_bubble->setForegroundRole(QPalette::ToolTipText);
    m_bubble->setFrameShape(QFrame::Box);
    m_bubble->setMargin(3);
    m_bubble->setWordWrap(true);
    m_bubble->hide();

    m_tabs->addTab(createGeneralTab(), tr("&General"));

    auto *contactsPage = new QWidget(this);
    auto *contactsLayout = new QVBoxLayout(contactsPage);
    contactsLayout->addWidget(m_contacts);
    contactsLayout->addStretch();
    m_tabs->addTab(scrolling(contactsPage, this), tr("C&ontacts"));

    if (kind == AddressKind::Company) {
        auto *personsPage = new QWidget(this);
        m_personsLayout = new QVBoxLayout;
        auto *addPersonButton = new QPushButton(tr("Add contact pe&rson"), personsPage);
        connect(addPersonButton, &QPushButton::clicked, this, [this] { addPerson()->setFocus(); });
        auto *personsLayout = new QVBoxLayout(personsPage);
        personsLayout->addLayout(m_personsLayout);
        auto *row = new QHBoxLayout;
        row->addWidget(addPersonButton);
        row->addStretch();
        personsLayout->addLayout(row);
        personsLayout->addStretch();
        m_tabs->addTab(scrolling(personsPage, this), tr("Contact &persons"));
    }

    auto *entriesPage = new QWidget(this);
    auto *addEntryButton = new QPushButton(tr("Add a&ddress"), entriesPage);
    connect(addEntryButton, &QPushButton::clicked, this, [this] { addEntry()->setFocus(); });
    auto *entriesLayout = new QVBoxLayout(entriesPage);
    entriesLayout->addLayout(m_entriesLayout);
    auto *entryRow = new QHBoxLayout;
    entryRow->addWidget(addEntryButton);
    entryRow->addStretch();
    entriesLayout->addLayout(entryRow);
    entriesLayout->addStretch();
    m_tabs->addTab(scrolling(entriesPage, this), tr("&Addresses"));

    m_tabs->addTab(createBillingTab(), tr("&Billing"));

    m_notes->setPlaceholderText(tr("Only for you; never printed or sent"));
    m_notes->setTabChangesFocus(true);
    m_notes->setAccessibleName(tr("Private notes"));
    m_tabs->addTab(m_notes, tr("Not&es"));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    m_saveButton = buttons->button(QDialogButtonBox::Save);
    m_saveButton->setText(tr("&Save"));
    connect(m_saveButton, &QPushButton::clicked, this, &AddressEditorDialog::save);
    connect(buttons, &QDialogButtonBox::rejected, this, &AddressEditorDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_message);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(buttons);
    WindowSize::fit(this, {640, 560});

    // The customer number is checked once typing pauses, not on every key.
    m_numberTimer->setSingleShot(true);
    m_numberTimer->setInterval(400);
    connect(m_numberTimer, &QTimer::timeout, this, &AddressEditorDialog::checkCustomerNumber);
    connect(m_number, &QLineEdit::textEdited, this, [this] {
        if (m_numberCall)
            m_numberCall->cancel();
        setNumberState(QString(), QString());
        m_numberTimer->start();
    });

    // A new address starts in its name (the focus goes there when the window is shown).
    (m_kind == AddressKind::Company ? m_name : m_firstName)->setFocus(Qt::OtherFocusReason);
    m_initial = record();
}

// The fields die with the dialog, after its members: they must not call back into it.
AddressEditorDialog::~AddressEditorDialog()
{
    for (const QMetaObject::Connection &c : std::as_const(m_destroyWatches))
        disconnect(c);
}

QWidget *AddressEditorDialog::createGeneralTab()
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    m_number->setMaxLength(AddressRecord::maxTextLength);
    m_number->setPlaceholderText(tr("Assigned by the service when left empty"));
    m_number->setAccessibleName(tr("Customer number"));
    m_numberState->setMinimumWidth(m_numberState->fontMetrics().horizontalAdvance(tr("not checked")) + 8);
    auto *numberRow = new QHBoxLayout;
    numberRow->addWidget(m_number, 1);
    numberRow->addWidget(m_numberState);
    auto *numberLabel = new QLabel(tr("Customer nu&mber:"), page);
    numberLabel->setBuddy(m_number);
    form->addRow(numberLabel, numberRow);

    const auto lineEdit = [page](const QString &accessible, bool required) {
        auto *edit = new QLineEdit(page);
        edit->setMaxLength(AddressRecord::maxTextLength);
        edit->setAccessibleName(accessible);
        if (required)
            edit->setPlaceholderText(tr("Required"));
        return edit;
    };
    if (m_kind == AddressKind::Company) {
        m_name = lineEdit(tr("Name"), true);
        m_idNumber = lineEdit(tr("Company ID"), false);
        m_idNumber->setPlaceholderText(tr("CHE-123.456.789"));
        m_vatNumber = lineEdit(tr("VAT number"), false);
        m_vatNumber->setPlaceholderText(tr("CHE-123.456.789 MWST"));
        form->addRow(tr("&Name:"), m_name);
        form->addRow(tr("Company &ID:"), m_idNumber);
        form->addRow(tr("&VAT number:"), m_vatNumber);
    } else {
        m_salutation = new QComboBox(page);
        m_salutation->addItem(tr("(none)"), QString());
        for (const QString &s : AddressRecord::salutations())
            m_salutation->addItem(AddressRecord::salutationText(s), s);
        m_firstName = lineEdit(tr("First name"), true);
        m_lastName = lineEdit(tr("Last name"), true);
        form->addRow(tr("Sal&utation:"), m_salutation);
        form->addRow(tr("&First name:"), m_firstName);
        form->addRow(tr("&Last name:"), m_lastName);
    }
    m_tags->setPlaceholderText(tr("Separate tags with commas, e.g. VIP, newsletter"));
    m_tags->setAccessibleName(tr("Tags"));
    form->addRow(tr("&Tags:"), m_tags);
    // The fields of the other tabs were made first; Tab goes down this form.
    QList<QWidget *> order {m_number};
    if (m_kind == AddressKind::Company)
        order << m_name << m_idNumber << m_vatNumber;
    else
        order << m_salutation << m_firstName << m_lastName;
    order << m_tags;
    for (qsizetype i = 1; i < order.size(); ++i)
        setTabOrder(order.at(i - 1), order.at(i));
    return page;
}

QWidget *AddressEditorDialog::createBillingTab()
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    m_language->addItem(tr("(not set)"), QString());
    for (const QString &code : AddressRecord::languages())
        m_language->addItem(AddressRecord::languageText(code), code);
    m_language->setToolTip(tr("The language of documents and e-mails for this customer"));
    m_currency->setEditable(true);
    m_currency->addItems({QString(), QStringLiteral("CHF"), QStringLiteral("EUR"), QStringLiteral("USD"),
        QStringLiteral("GBP")});
    m_currency->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[A-Za-z]{0,3}")), m_currency));
    m_currency->lineEdit()->setPlaceholderText(tr("Account currency"));
    m_currency->setToolTip(tr("Three-letter ISO code, e.g. CHF"));
    m_terms->addItem(tr("(not set)"), QVariant());
    for (int days : AddressRecord::paymentTermsValues())
        m_terms->addItem(AddressRecord::paymentTermsText(days), days);
    form->addRow(tr("&Language:"), m_language);
    form->addRow(tr("&Currency:"), m_currency);
    form->addRow(tr("Pa&yment terms:"), m_terms);
    form->addRow(QString(), m_dunning);
    return page;
}

AddressEntryBox *AddressEditorDialog::addEntry(const AddressEntry &entry)
{
    auto *box = new AddressEntryBox(this);
    if (!entry.countryCode.isEmpty() || !entry.uuid.isEmpty())
        box->setEntry(entry);
    m_entriesLayout->addWidget(box);
    m_entries.append(box);
    connect(box, &AddressEntryBox::removeRequested, this, [this, box] {
        m_entries.removeAll(box);
        unmarkField(box);
        box->deleteLater();
        renumberBoxes();
    });
    renumberBoxes();
    return box;
}

AddressContactPersonBox *AddressEditorDialog::addPerson(const AddressContactPerson &person)
{
    if (!m_personsLayout)
        return nullptr;
    auto *box = new AddressContactPersonBox(this);
    box->setPerson(person);
    m_personsLayout->addWidget(box);
    m_persons.append(box);
    connect(box, &AddressContactPersonBox::removeRequested, this, [this, box] {
        m_persons.removeAll(box);
        unmarkField(box);
        box->deleteLater();
        renumberBoxes();
    });
    renumberBoxes();
    return box;
}

void AddressEditorDialog::renumberBoxes()
{
    for (int i = 0; i < m_entries.size(); ++i)
        m_entries.at(i)->setTitle(tr("Address %1").arg(i + 1));
    for (int i = 0; i < m_persons.size(); ++i)
        m_persons.at(i)->setTitle(tr("Contact person %1").arg(i + 1));
}

void AddressEditorDialog::setRecord(const AddressRecord &record)
{
    m_uuid = record.uuid;
    const QString name = record.displayName();
    if (!isNew())
        setWindowTitle(tr("Edit %1").arg(name.isEmpty() ? record.customerNumber : name));
    m_number->setText(record.customerNumber);
    setNumberState(QString(), QString());
    if (m_kind == AddressKind::Company) {
        m_name->setText(record.name);
        m_idNumber->setText(record.idNumber);
        m_vatNumber->setText(record.vatNumber);
    } else {
        int s = m_salutation->findData(record.salutation);
        if (s < 0) {
            m_salutation->addItem(record.salutation, record.salutation);
            s = m_salutation->count() - 1;
        }
        m_salutation->setCurrentIndex(s);
        m_firstName->setText(record.firstName);
        m_lastName->setText(record.lastName);
    }
    m_tags->setText(record.tags.join(QStringLiteral(", ")));
    m_language->setCurrentIndex(qMax(0, m_language->findData(record.language)));
    m_currency->setCurrentText(record.currencyCode);
    int terms = record.paymentTerms ? m_terms->findData(*record.paymentTerms) : 0;
    if (terms < 0) { // not one of the allowed values: kept, and the check before sending says so
        m_terms->addItem(AddressRecord::paymentTermsText(*record.paymentTerms), *record.paymentTerms);
        terms = m_terms->count() - 1;
    }
    m_terms->setCurrentIndex(terms);
    m_dunning->setChecked(record.automaticDunning);
    m_notes->setPlainText(record.privateNotes);
    m_contacts->setContacts(record.contacts);
    qDeleteAll(m_entries);
    m_entries.clear();
    for (const AddressEntry &e : record.addresses) {
        AddressEntryBox *box = addEntry();
        box->setEntry(e);
    }
    qDeleteAll(m_persons);
    m_persons.clear();
    for (const AddressContactPerson &p : record.contactPersons)
        addPerson(p);
    clearProblems();
    m_initial = this->record();
}

AddressRecord AddressEditorDialog::record() const
{
    AddressRecord r;
    r.kind = m_kind;
    r.uuid = m_uuid;
    r.customerNumber = m_number->text().trimmed();
    if (m_kind == AddressKind::Company) {
        r.name = m_name->text().trimmed();
        r.idNumber = m_idNumber->text().trimmed();
        r.vatNumber = m_vatNumber->text().trimmed();
    } else {
        r.salutation = m_salutation->currentData().toString();
        r.firstName = m_firstName->text().trimmed();
        r.lastName = m_lastName->text().trimmed();
    }
    r.tags = tagsFromText(m_tags->text());
    r.language = m_language->currentData().toString();
    r.currencyCode = m_currency->currentText().trimmed().toUpper();
    const QVariant terms = m_terms->currentData();
    if (terms.isValid())
        r.paymentTerms = terms.toInt();
    r.automaticDunning = m_dunning->isChecked();
    r.privateNotes = m_notes->toPlainText();
    r.contacts = m_contacts->contacts();
    for (const AddressContactPersonBox *box : m_persons)
        r.contactPersons.append(box->person());
    for (const AddressEntryBox *box : m_entries)
        r.addresses.append(box->entry());
    return r;
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
    m_saveCall = m_controller->update(
        sent, this,
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
        setNumberState(tr("taken"), errorColor(palette()).name());
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
    int firstTab = m_tabs->count();
    QStringList paths = problems.keys();
    std::sort(paths.begin(), paths.end());
    for (const QString &path : std::as_const(paths)) {
        const QString problem = problems.value(path);
        lines << tr("%1: %2").arg(AddressRecord::fieldLabel(path), problem);
        QWidget *widget = fieldWidget(path);
        if (!widget)
            continue;
        m_problemByPath.insert(path, problem);
        m_widgetByPath.insert(path, widget);
        markField(widget, problem);
        for (int tab = 0; tab < firstTab; ++tab) {
            if (m_tabs->widget(tab)->isAncestorOf(widget)) {
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
        m_tabs->setCurrentIndex(firstTab);
        first->setFocus(Qt::OtherFocusReason);
        showBubble(first);
    }
}

AddressDuplicatesDialog *AddressEditorDialog::duplicatesDialog() const
{
    return m_duplicates;
}

QString AddressEditorDialog::fieldError(const QString &path) const
{
    return m_problemByPath.value(path);
}

QString AddressEditorDialog::messageText() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

QString AddressEditorDialog::customerNumberState() const
{
    return m_numberState->text();
}

QWidget *AddressEditorDialog::fieldWidget(const QString &path) const
{
    const QHash<QString, QWidget *> simple {
        {QStringLiteral("customer_number"), m_number},
        {QStringLiteral("name"), m_name},
        {QStringLiteral("company_name"), m_name},
        {QStringLiteral("id_number"), m_idNumber},
        {QStringLiteral("vat_number"), m_vatNumber},
        {QStringLiteral("salutation"), m_salutation},
        {QStringLiteral("first_name"), m_firstName},
        {QStringLiteral("last_name"), m_lastName},
        {QStringLiteral("tags"), m_tags},
        {QStringLiteral("language"), m_language},
        {QStringLiteral("currency_code"), m_currency},
        {QStringLiteral("payment_terms"), m_terms},
        {QStringLiteral("automatic_dunning"), m_dunning},
        {QStringLiteral("private_notes"), m_notes},
        {QStringLiteral("contacts"), m_contacts},
        {QStringLiteral("addresses"), m_entriesLayout->parentWidget()},
    };
    if (QWidget *w = simple.value(path))
        return w;
    if (path.startsWith(QLatin1String("tags.")))
        return m_tags;
    QString rest;
    if (const int row = indexOfPath(path, QStringLiteral("contacts"), &rest); row >= 0) {
        QWidget *w = m_contacts->fieldWidget(row, rest);
        return w ? w : m_contacts;
    }
    if (const int i = indexOfPath(path, QStringLiteral("contact_persons"), &rest);
        i >= 0 && i < m_persons.size()) {
        QWidget *w = m_persons.at(i)->fieldWidget(rest);
        return w ? w : m_persons.at(i);
    }
    if (const int i = indexOfPath(path, QStringLiteral("addresses"), &rest); i >= 0 && i < m_entries.size()) {
        QWidget *w = m_entries.at(i)->fieldWidget(rest);
        return w ? w : m_entries.at(i);
    }
    return nullptr;
}

void AddressEditorDialog::setBusy(bool busy, const QString &status)
{
    m_saveButton->setEnabled(!busy);
    m_tabs->setEnabled(!busy);
    if (busy) {
        m_message->setText(status);
        m_message->show();
    } else if (m_message->text() == tr("Saving…")) {
        m_message->hide();
    }
}

void AddressEditorDialog::clearProblems()
{
    const QList<QWidget *> marked = m_widgetByPath.values(); // a widget of several paths: unmarked once
    for (QWidget *w : marked)
        unmarkField(w);
    m_problemByPath.clear();
    m_widgetByPath.clear();
    m_bubble->hide();
    m_message->hide();
}

void AddressEditorDialog::markField(QWidget *widget, const QString &problem)
{
    if (!m_marker->isMarked(widget)) {
        widget->installEventFilter(this); // the bubble under the focused field
        // A removed contact, person or address takes its marks with it.
        m_destroyWatches << connect(
            widget, &QObject::destroyed, this, [this, widget] { forgetField(widget); });
    }
    m_marker->mark(widget, problem); // a second problem of the field goes on a line of its own
}

void AddressEditorDialog::unmarkField(QWidget *widget)
{
    if (!m_marker->isMarked(widget))
        return;
    widget->removeEventFilter(this);
    m_marker->clear(widget);
    forgetField(widget);
}

void AddressEditorDialog::forgetField(QWidget *widget)
{
    for (auto it = m_widgetByPath.begin(); it != m_widgetByPath.end();) {
        if (it.value() == widget) {
            m_problemByPath.remove(it.key());
            it = m_widgetByPath.erase(it);
        } else {
            ++it;
        }
    }
    m_bubble->hide();
}

// The problem of the focused field is shown right under it.
void AddressEditorDialog::showBubble(QWidget *widget)
{
    if (!m_marker->isMarked(widget) || !widget->isVisible()) {
        m_bubble->hide();
        return;
    }
    m_bubble->setText(m_marker->problem(widget));
    m_bubble->setMaximumWidth(qMax(200, widget->width()));
    m_bubble->adjustSize();
    QPoint at = widget->mapTo(this, QPoint(0, widget->height() + 2));
    at.setX(qMin(at.x(), width() - m_bubble->width() - 4));
    m_bubble->move(at);
    m_bubble->raise();
    m_bubble->show();
}

bool AddressEditorDialog::eventFilter(QObject *watched, QEvent *event)
{
    auto *widget = qobject_cast<QWidget *>(watched);
    if (widget && m_marker->isMarked(widget)) {
        if (event->type() == QEvent::FocusIn)
            showBubble(widget);
        else if (event->type() == QEvent::FocusOut || event->type() == QEvent::Hide)
            m_bubble->hide();
    }
    return QDialog::eventFilter(watched, event);
}

void AddressEditorDialog::checkCustomerNumber()
{
    const QString number = m_number->text().trimmed();
    if (number.isEmpty() || !m_controller || !m_controller->isOpen()) {
        setNumberState(QString(), QString());
        return;
    }
    if (m_numberCall)
        m_numberCall->cancel();
    setNumberState(tr("checking…"), QString());
    // Each check answers at most once; an answer to an earlier one (or for another number) is ignored.
    const quint64 check = ++m_numberCheck;
    m_numberCall = m_controller->checkCustomerNumber(
        number, m_uuid, this,
        [this, check, number] {
            if (check == m_numberCheck && m_number->text().trimmed() == number)
                setNumberState(tr("available"), successColor(palette()).name());
        },
        [this, check, number](const ApiError &error) {
            if (check != m_numberCheck || m_number->text().trimmed() != number
                || error.kind() == ApiError::Kind::Cancelled)
                return;
            if (AddressesApi::isCustomerNumberTaken(error))
                setNumberState(tr("taken"), errorColor(palette()).name(),
                    tr("Another address already has this customer number."));
            else
                setNumberState(tr("not checked"), QString(), error.message());
        });
}

void AddressEditorDialog::setNumberState(const QString &text, const QString &color, const QString &toolTip)
{
    m_numberState->setText(text);
    m_numberState->setStyleSheet(color.isEmpty() ? QString() : QStringLiteral("color: %1;").arg(color));
    m_numberState->setToolTip(toolTip);
    m_numberState->setAccessibleName(text.isEmpty() ? QString() : tr("Customer number %1").arg(text));
}
