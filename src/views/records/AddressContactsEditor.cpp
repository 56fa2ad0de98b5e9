#include "views/records/AddressContactsEditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

AddressContactsEditor::AddressContactsEditor(QWidget *parent)
    : QWidget(parent)
    , m_rowsLayout(new QVBoxLayout)
{
    m_rowsLayout->setContentsMargins(0, 0, 0, 0);
    auto *add = new QPushButton(tr("Add &contact"), this);
    add->setToolTip(tr("Add an e-mail address, phone number, website or other contact"));
    connect(add, &QPushButton::clicked, this, [this] { addContact(); });
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(m_rowsLayout);
    layout->addLayout(buttons);
}

void AddressContactsEditor::setContacts(const QList<AddressContact> &contacts)
{
    while (!m_rows.isEmpty())
        delete m_rows.takeLast().widget;
    for (const AddressContact &c : contacts)
        appendRow(c);
    normalisePrimaries();
}

QList<AddressContact> AddressContactsEditor::contacts() const
{
    QList<AddressContact> out;
    for (const Row &r : m_rows)
        out.append(
            {r.uuid, r.type->currentData().toString(), r.value->text().trimmed(), r.primary->isChecked()});
    return out;
}

QWidget *AddressContactsEditor::fieldWidget(int row, const QString &field) const
{
    if (row < 0 || row >= m_rows.size())
        return nullptr;
    const Row &r = m_rows.at(row);
    if (field == QLatin1String("type"))
        return r.type;
    if (field == QLatin1String("primary") || field == QLatin1String("is_primary"))
        return r.primary;
    return r.value;
}

void AddressContactsEditor::addContact(const QString &type)
{
    AddressContact c;
    c.type = type;
    appendRow(c);
    normalisePrimaries();
    m_rows.last().value->setFocus();
    emit changed();
}

void AddressContactsEditor::removeContact(int row)
{
    if (row < 0 || row >= m_rows.size())
        return;
    delete m_rows.takeAt(row).widget;
    normalisePrimaries();
    emit changed();
}

void AddressContactsEditor::appendRow(const AddressContact &contact)
{
    Row r;
    r.uuid = contact.uuid;
    r.widget = new QWidget(this);
    r.type = new QComboBox(r.widget);
    for (const QString &type : AddressRecord::contactTypes())
        r.type->addItem(AddressRecord::contactTypeText(type), type);
    if (r.type->findData(contact.type) < 0) // a type this client does not know is kept as it came
        r.type->addItem(contact.type, contact.type);
    r.type->setCurrentIndex(r.type->findData(contact.type));
    r.type->setAccessibleName(tr("Contact type"));
    r.value = new QLineEdit(contact.value, r.widget);
    r.value->setAccessibleName(tr("Contact"));
    r.value->setMaxLength(AddressRecord::maxTextLength);
    r.primary = new QCheckBox(tr("Primary"), r.widget);
    r.primary->setChecked(contact.primary);
    r.primary->setToolTip(tr("The contact of this type that documents and e-mails use"));
    auto *remove = new QToolButton(r.widget);
    remove->setText(tr("Remove"));
    remove->setToolTip(tr("Remove this contact"));
    remove->setAutoRaise(true);
    auto *layout = new QHBoxLayout(r.widget);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(r.type);
    layout->addWidget(r.value, 1);
    layout->addWidget(r.primary);
    layout->addWidget(remove);
    m_rowsLayout->addWidget(r.widget);
    m_rows.append(r);

    QWidget *rowWidget = r.widget;
    const auto rowOf = [this, rowWidget] {
        for (int i = 0; i < m_rows.size(); ++i) {
            if (m_rows.at(i).widget == rowWidget)
                return i;
        }
        return -1;
    };
    connect(remove, &QToolButton::clicked, this, [this, rowOf] { removeContact(rowOf()); });
    connect(r.type, &QComboBox::currentIndexChanged, this, [this] {
        normalisePrimaries();
        updatePlaceholders();
        emit changed();
    });
    connect(r.value, &QLineEdit::textEdited, this, &AddressContactsEditor::changed);
    // Like radio buttons per type: checking one moves the mark, unchecking the primary keeps it.
    connect(r.primary, &QCheckBox::toggled, this, [this, rowOf] {
        if (m_normalising)
            return;
        normalisePrimaries(rowOf());
        emit changed();
    });
    updatePlaceholders();
}

void AddressContactsEditor::normalisePrimaries(int keep)
{
    m_normalising = true;
    QHash<QString, int> primaryOf; // type -> row
    if (keep >= 0 && keep < m_rows.size())
        primaryOf.insert(m_rows.at(keep).type->currentData().toString(), keep);
    for (int i = 0; i < m_rows.size(); ++i) {
        const QString type = m_rows.at(i).type->currentData().toString();
        if (!primaryOf.contains(type) && m_rows.at(i).primary->isChecked())
            primaryOf.insert(type, i);
    }
    for (int i = 0; i < m_rows.size(); ++i) {
        const QString type = m_rows.at(i).type->currentData().toString();
        if (!primaryOf.contains(type))
            primaryOf.insert(type, i);
        m_rows.at(i).primary->setChecked(primaryOf.value(type) == i);
    }
    m_normalising = false;
}

void AddressContactsEditor::updatePlaceholders()
{
    for (const Row &r : std::as_const(m_rows)) {
        const QString type = r.type->currentData().toString();
        if (type == QLatin1String("email"))
            r.value->setPlaceholderText(tr("name@example.ch"));
        else if (type == QLatin1String("phone") || type == QLatin1String("mobile")
            || type == QLatin1String("fax"))
            r.value->setPlaceholderText(tr("+41 44 123 45 67"));
        else if (type == QLatin1String("website"))
            r.value->setPlaceholderText(tr("https://www.example.ch"));
        else
            r.value->setPlaceholderText(QString());
    }
}
