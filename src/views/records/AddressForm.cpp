#include "views/records/AddressForm.h"

#include "views/records/AddressContactPersonBox.h"
#include "views/records/AddressContactsEditor.h"
#include "views/records/AddressEntryBox.h"
#include "views/records/CustomerNumberField.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QVBoxLayout>

// Part of the address editor: its words are translated under the editor's context, AddressEditorDialog.

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

// A tab of boxes (addresses, contact persons) with the button that adds one under them.
QWidget *boxesPage(QVBoxLayout *boxes, const QString &addText, QPushButton **add, QWidget *parent)
{
    auto *page = new QWidget(parent);
    *add = new QPushButton(addText, page);
    auto *layout = new QVBoxLayout(page);
    layout->addLayout(boxes);
    auto *row = new QHBoxLayout;
    row->addWidget(*add);
    row->addStretch();
    layout->addLayout(row);
    layout->addStretch();
    return scrolling(page, parent);
}

} // namespace

AddressForm::AddressForm(AddressKind kind, AddressController *controller, QWidget *parent)
    : QTabWidget(parent)
    , m_kind(kind)
    , m_tags(new QLineEdit(this))
    , m_language(new QComboBox(this))
    , m_currency(new QComboBox(this))
    , m_terms(new QComboBox(this))
    , m_dunning(new QCheckBox(QCoreApplication::translate("AddressEditorDialog",
                                  "Send &reminders automatically when invoices are overdue"),
          this))
    , m_dunningNote(new QLabel(QCoreApplication::translate("AddressEditorDialog",
                                   "Not set for this address: the service's default (on) applies."),
          this))
    , m_notes(new QPlainTextEdit(this))
    , m_contacts(new AddressContactsEditor(this))
    , m_entriesLayout(new QVBoxLayout)
{
    addTab(createGeneralTab(controller), QCoreApplication::translate("AddressEditorDialog", "&General"));

    auto *contactsPage = new QWidget(this);
    auto *contactsLayout = new QVBoxLayout(contactsPage);
    contactsLayout->addWidget(m_contacts);
    contactsLayout->addStretch();
    addTab(scrolling(contactsPage, this), QCoreApplication::translate("AddressEditorDialog", "C&ontacts"));

    if (kind == AddressKind::Company) {
        m_personsLayout = new QVBoxLayout;
        QPushButton *addPersonButton = nullptr;
        addTab(boxesPage(m_personsLayout,
                   QCoreApplication::translate("AddressEditorDialog", "Add contact pe&rson"),
                   &addPersonButton, this),
            QCoreApplication::translate("AddressEditorDialog", "Contact &persons"));
        connect(addPersonButton, &QPushButton::clicked, this, [this] { addPerson()->setFocus(); });
    }

    QPushButton *addEntryButton = nullptr;
    addTab(boxesPage(m_entriesLayout, QCoreApplication::translate("AddressEditorDialog", "Add a&ddress"),
               &addEntryButton, this),
        QCoreApplication::translate("AddressEditorDialog", "&Addresses"));
    connect(addEntryButton, &QPushButton::clicked, this, [this] { addEntry()->setFocus(); });

    addTab(createBillingTab(), QCoreApplication::translate("AddressEditorDialog", "&Billing"));

    m_notes->setPlaceholderText(
        QCoreApplication::translate("AddressEditorDialog", "Only for you; never printed or sent"));
    m_notes->setTabChangesFocus(true);
    m_notes->setAccessibleName(QCoreApplication::translate("AddressEditorDialog", "Private notes"));
    addTab(m_notes, QCoreApplication::translate("AddressEditorDialog", "Not&es"));
}

QWidget *AddressForm::createGeneralTab(AddressController *controller)
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    m_number = new CustomerNumberField(controller, page);
    auto *numberLabel =
        new QLabel(QCoreApplication::translate("AddressEditorDialog", "Customer nu&mber:"), page);
    numberLabel->setBuddy(m_number->lineEdit());
    form->addRow(numberLabel, m_number);

    const auto lineEdit = [page](const QString &accessible, bool required) {
        auto *edit = new QLineEdit(page);
        edit->setMaxLength(AddressRecord::maxTextLength);
        edit->setAccessibleName(accessible);
        if (required)
            edit->setPlaceholderText(QCoreApplication::translate("AddressEditorDialog", "Required"));
        return edit;
    };
    QList<QWidget *> order {m_number->lineEdit()};
    if (m_kind == AddressKind::Company) {
        m_name = lineEdit(QCoreApplication::translate("AddressEditorDialog", "Name"), true);
        m_idNumber = lineEdit(QCoreApplication::translate("AddressEditorDialog", "Company ID"), false);
        m_idNumber->setPlaceholderText(QCoreApplication::translate("AddressEditorDialog", "CHE-123.456.789"));
        m_vatNumber = lineEdit(QCoreApplication::translate("AddressEditorDialog", "VAT number"), false);
        m_vatNumber->setPlaceholderText(
            QCoreApplication::translate("AddressEditorDialog", "CHE-123.456.789 MWST"));
        form->addRow(QCoreApplication::translate("AddressEditorDialog", "&Name:"), m_name);
        form->addRow(QCoreApplication::translate("AddressEditorDialog", "Company &ID:"), m_idNumber);
        form->addRow(QCoreApplication::translate("AddressEditorDialog", "&VAT number:"), m_vatNumber);
        order << m_name << m_idNumber << m_vatNumber;
    } else {
        m_salutation = new QComboBox(page);
        m_salutation->addItem(QCoreApplication::translate("AddressEditorDialog", "(none)"), QString());
        for (const QString &s : AddressRecord::salutations())
            m_salutation->addItem(AddressRecord::salutationText(s), s);
        m_firstName = lineEdit(QCoreApplication::translate("AddressEditorDialog", "First name"), true);
        m_lastName = lineEdit(QCoreApplication::translate("AddressEditorDialog", "Last name"), true);
        form->addRow(QCoreApplication::translate("AddressEditorDialog", "Sal&utation:"), m_salutation);
        form->addRow(QCoreApplication::translate("AddressEditorDialog", "&First name:"), m_firstName);
        form->addRow(QCoreApplication::translate("AddressEditorDialog", "&Last name:"), m_lastName);
        order << m_salutation << m_firstName << m_lastName;
    }
    m_tags->setPlaceholderText(QCoreApplication::translate(
        "AddressEditorDialog", "Separate tags with commas, e.g. VIP, newsletter"));
    m_tags->setAccessibleName(QCoreApplication::translate("AddressEditorDialog", "Tags"));
    form->addRow(QCoreApplication::translate("AddressEditorDialog", "&Tags:"), m_tags);
    // The fields of the other tabs were made first; Tab goes down this form.
    order << m_tags;
    for (qsizetype i = 1; i < order.size(); ++i)
        setTabOrder(order.at(i - 1), order.at(i));
    return page;
}

QWidget *AddressForm::createBillingTab()
{
    auto *page = new QWidget(this);
    auto *form = new QFormLayout(page);
    m_language->addItem(QCoreApplication::translate("AddressEditorDialog", "(not set)"), QString());
    for (const QString &code : AddressRecord::languages())
        m_language->addItem(AddressRecord::languageText(code), code);
    m_language->setToolTip(QCoreApplication::translate(
        "AddressEditorDialog", "The language of documents and e-mails for this customer"));
    m_currency->setEditable(true);
    m_currency->addItems({QString(), QStringLiteral("CHF"), QStringLiteral("EUR"), QStringLiteral("USD"),
        QStringLiteral("GBP")});
    m_currency->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[A-Za-z]{0,3}")), m_currency));
    m_currency->lineEdit()->setPlaceholderText(
        QCoreApplication::translate("AddressEditorDialog", "Account currency"));
    m_currency->setToolTip(
        QCoreApplication::translate("AddressEditorDialog", "Three-letter ISO code, e.g. CHF"));
    m_terms->addItem(QCoreApplication::translate("AddressEditorDialog", "(not set)"), QVariant());
    for (int days : AddressRecord::paymentTermsValues())
        m_terms->addItem(AddressRecord::paymentTermsText(days), days);
    form->addRow(QCoreApplication::translate("AddressEditorDialog", "&Language:"), m_language);
    form->addRow(QCoreApplication::translate("AddressEditorDialog", "&Currency:"), m_currency);
    form->addRow(QCoreApplication::translate("AddressEditorDialog", "Pa&yment terms:"), m_terms);
    form->addRow(QString(), m_dunning);
    m_dunningNote->setObjectName(QStringLiteral("automaticDunningNote"));
    m_dunningNote->setWordWrap(true);
    m_dunningNote->setForegroundRole(QPalette::PlaceholderText);
    form->addRow(QString(), m_dunningNote);
    // A new address does not say until the user chooses: the service's default is shown.
    m_dunning->setChecked(AddressRecord::automaticDunningDefault);
    // Once the user chooses otherwise, the address says it and the choice is sent.
    connect(m_dunning, &QCheckBox::toggled, m_dunningNote, [this](bool on) {
        m_dunningNote->setVisible(!m_dunningShown && on == AddressRecord::automaticDunningDefault);
    });
    return page;
}

QWidget *AddressForm::firstField() const
{
    return m_kind == AddressKind::Company ? m_name : m_firstName;
}

AddressEntryBox *AddressForm::addEntry(const AddressEntry &entry)
{
    auto *box = new AddressEntryBox(this);
    if (!entry.countryCode.isEmpty() || !entry.uuid.isEmpty())
        box->setEntry(entry);
    m_entriesLayout->addWidget(box);
    m_entries.append(box);
    connect(box, &AddressEntryBox::removeRequested, this, [this, box] {
        m_entries.removeAll(box);
        emit boxRemoved(box);
        box->deleteLater();
        renumberBoxes();
    });
    renumberBoxes();
    return box;
}

AddressContactPersonBox *AddressForm::addPerson(const AddressContactPerson &person)
{
    if (!m_personsLayout)
        return nullptr;
    auto *box = new AddressContactPersonBox(this);
    box->setPerson(person);
    m_personsLayout->addWidget(box);
    m_persons.append(box);
    connect(box, &AddressContactPersonBox::removeRequested, this, [this, box] {
        m_persons.removeAll(box);
        emit boxRemoved(box);
        box->deleteLater();
        renumberBoxes();
    });
    renumberBoxes();
    return box;
}

void AddressForm::renumberBoxes()
{
    for (int i = 0; i < m_entries.size(); ++i)
        m_entries.at(i)->setTitle(
            QCoreApplication::translate("AddressEditorDialog", "Address %1").arg(i + 1));
    for (int i = 0; i < m_persons.size(); ++i)
        m_persons.at(i)->setTitle(
            QCoreApplication::translate("AddressEditorDialog", "Contact person %1").arg(i + 1));
}

void AddressForm::setRecord(const AddressRecord &record)
{
    m_uuid = record.uuid;
    m_number->setRecord(record.uuid, record.customerNumber);
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
    // Not set: shown as the service's default, and not sent unless the user changes it.
    m_dunningShown = record.automaticDunning;
    {
        const QSignalBlocker quiet(m_dunning);
        m_dunning->setChecked(record.automaticDunningInEffect());
    }
    m_dunningNote->setVisible(!record.automaticDunning);
    m_notes->setPlainText(record.privateNotes);
    m_contacts->setContacts(record.contacts);
    qDeleteAll(m_entries);
    m_entries.clear();
    for (const AddressEntry &e : record.addresses)
        addEntry()->setEntry(e);
    qDeleteAll(m_persons);
    m_persons.clear();
    for (const AddressContactPerson &p : record.contactPersons)
        addPerson(p);
}

AddressRecord AddressForm::record() const
{
    AddressRecord r;
    r.kind = m_kind;
    r.uuid = m_uuid;
    r.customerNumber = m_number->number();
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
    // Unchanged: what the record said (perhaps nothing); changed: the user's choice.
    const bool shownOn = m_dunningShown.value_or(AddressRecord::automaticDunningDefault);
    r.automaticDunning =
        m_dunning->isChecked() == shownOn ? m_dunningShown : std::optional<bool>(m_dunning->isChecked());
    r.privateNotes = m_notes->toPlainText();
    r.contacts = m_contacts->contacts();
    for (const AddressContactPersonBox *box : m_persons)
        r.contactPersons.append(box->person());
    for (const AddressEntryBox *box : m_entries)
        r.addresses.append(box->entry());
    return r;
}

QWidget *AddressForm::fieldWidget(const QString &path) const
{
    const QHash<QString, QWidget *> simple {
        {QStringLiteral("customer_number"), m_number->lineEdit()},
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
