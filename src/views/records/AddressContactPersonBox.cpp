#include "views/records/AddressContactPersonBox.h"

#include "views/records/AddressContactsEditor.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>

AddressContactPersonBox::AddressContactPersonBox(QWidget *parent)
    : QGroupBox(parent)
    , m_salutation(new QComboBox(this))
    , m_firstName(new QLineEdit(this))
    , m_lastName(new QLineEdit(this))
    , m_contacts(new AddressContactsEditor(this))
{
    m_salutation->addItem(tr("(none)"), QString());
    for (const QString &s : AddressRecord::salutations())
        m_salutation->addItem(AddressRecord::salutationText(s), s);
    for (QLineEdit *edit : {m_firstName, m_lastName}) {
        edit->setMaxLength(AddressRecord::maxTextLength);
        connect(edit, &QLineEdit::textEdited, this, &AddressContactPersonBox::changed);
    }
    auto *remove = new QPushButton(tr("Remove this person"), this);
    auto *removeRow = new QHBoxLayout;
    removeRow->addStretch();
    removeRow->addWidget(remove);

    auto *form = new QFormLayout(this);
    form->addRow(tr("Sal&utation:"), m_salutation);
    form->addRow(tr("&First name:"), m_firstName);
    form->addRow(tr("&Last name:"), m_lastName);
    form->addRow(tr("Contacts:"), m_contacts);
    form->addRow(removeRow);

    connect(m_salutation, &QComboBox::currentIndexChanged, this, &AddressContactPersonBox::changed);
    connect(m_contacts, &AddressContactsEditor::changed, this, &AddressContactPersonBox::changed);
    connect(remove, &QPushButton::clicked, this, &AddressContactPersonBox::removeRequested);
}

void AddressContactPersonBox::setPerson(const AddressContactPerson &person)
{
    m_uuid = person.uuid;
    int salutation = m_salutation->findData(person.salutation);
    if (salutation < 0) {
        m_salutation->addItem(person.salutation, person.salutation);
        salutation = m_salutation->count() - 1;
    }
    m_salutation->setCurrentIndex(salutation);
    m_firstName->setText(person.firstName);
    m_lastName->setText(person.lastName);
    m_contacts->setContacts(person.contacts);
}

AddressContactPerson AddressContactPersonBox::person() const
{
    return {m_uuid, m_salutation->currentData().toString(), m_firstName->text().trimmed(),
        m_lastName->text().trimmed(), m_contacts->contacts()};
}

QWidget *AddressContactPersonBox::fieldWidget(const QString &path) const
{
    if (path == QLatin1String("salutation"))
        return m_salutation;
    if (path == QLatin1String("first_name"))
        return m_firstName;
    if (path == QLatin1String("last_name"))
        return m_lastName;
    const QStringList parts = path.split(QLatin1Char('.'));
    if (parts.size() >= 2 && parts.first() == QLatin1String("contacts")) {
        bool ok = false;
        const int row = parts.at(1).toInt(&ok);
        QWidget *w = ok ? m_contacts->fieldWidget(row, parts.value(2)) : nullptr;
        return w ? w : m_contacts;
    }
    return nullptr;
}
