#include "views/documents/ReceiverPicker.h"

#include <QComboBox>
#include <QCompleter>
#include <QFormLayout>
#include <QJsonArray>
#include <QKeyEvent>
#include <QLineEdit>
#include <QListWidget>
#include <QShortcut>
#include <QStandardItemModel>

namespace {

QStandardItem *itemFor(const QJsonObject &address, bool company)
{
    auto *item = new QStandardItem(ReceiverPicker::displayName(address));
    item->setData(address.value(QLatin1String("uuid")).toString(), ReceiverPicker::UuidRole);
    item->setData(company, ReceiverPicker::IsCompanyRole);
    return item;
}

void setUpCompleter(QCompleter *completer)
{
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setFilterMode(Qt::MatchContains);
    completer->setCompletionMode(QCompleter::PopupCompletion);
    completer->setMaxVisibleItems(12);
}

} // namespace

ReceiverPicker::ReceiverPicker(QWidget *parent)
    : QWidget(parent)
    , m_search(new QLineEdit(this))
    , m_completer(new QCompleter(this))
    , m_addresses(new QStandardItemModel(this))
    , m_contact(new QComboBox(this))
    , m_additionalSearch(new QLineEdit(this))
    , m_personCompleter(new QCompleter(this))
    , m_persons(new QStandardItemModel(this))
    , m_additional(new QListWidget(this))
{
    m_search->setObjectName(QStringLiteral("receiverSearch"));
    m_search->setPlaceholderText(tr("Type a name, customer number or town"));
    m_search->setClearButtonEnabled(true);
    m_completer->setModel(m_addresses);
    setUpCompleter(m_completer);
    m_search->setCompleter(m_completer);

    m_additionalSearch->setObjectName(QStringLiteral("additionalReceiverSearch"));
    m_additionalSearch->setPlaceholderText(tr("Add a person who receives a copy"));
    m_personCompleter->setModel(m_persons);
    setUpCompleter(m_personCompleter);
    m_additionalSearch->setCompleter(m_personCompleter);
    m_additional->setMaximumHeight(m_additional->fontMetrics().lineSpacing() * 2 + 8); // two names
    m_additional->setToolTip(tr("Del removes the selected person."));

    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("Recei&ver:"), m_search);
    form->addRow(tr("&Contact person:"), m_contact);
    form->addRow(tr("Furt&her receivers:"), m_additionalSearch);
    form->addRow(QString(), m_additional);

    connect(m_completer, qOverload<const QModelIndex &>(&QCompleter::activated), this,
        [this](const QModelIndex &index) { choose(index.data(UuidRole).toString()); });
    // Typing over a chosen receiver un-chooses it: what is shown is what is sent.
    connect(m_search, &QLineEdit::textEdited, this, [this] {
        if (m_uuid.isEmpty() && m_unknownName.isEmpty())
            return;
        m_uuid.clear();
        m_unknownName.clear();
        m_addressUuid.clear();
        fillContactPersons();
        emit receiverChanged();
    });
    // Return on an exact or single match chooses it without the popup.
    connect(m_search, &QLineEdit::editingFinished, this, [this] {
        if (!m_uuid.isEmpty() || m_search->text().trimmed().isEmpty())
            return;
        const QString text = m_search->text().trimmed();
        QString match;
        int matches = 0;
        for (int row = 0; row < m_addresses->rowCount(); ++row) {
            const QStandardItem *item = m_addresses->item(row);
            if (item->text().compare(text, Qt::CaseInsensitive) == 0) {
                match = item->data(UuidRole).toString();
                matches = 1;
                break;
            }
            if (item->text().contains(text, Qt::CaseInsensitive)) {
                match = item->data(UuidRole).toString();
                ++matches;
            }
        }
        if (matches == 1)
            choose(match);
    });
    connect(m_contact, &QComboBox::currentIndexChanged, this, &ReceiverPicker::receiverChanged);
    connect(m_personCompleter, qOverload<const QModelIndex &>(&QCompleter::activated), this,
        [this](const QModelIndex &index) {
            addAdditional(index.data(UuidRole).toString());
            // After the completer has written its text into the field.
            QMetaObject::invokeMethod(m_additionalSearch, &QLineEdit::clear, Qt::QueuedConnection);
        });
    auto *remove = new QShortcut(QKeySequence::Delete, m_additional, nullptr, nullptr, Qt::WidgetShortcut);
    connect(remove, &QShortcut::activated, this, [this] {
        const QList<QListWidgetItem *> selected = m_additional->selectedItems();
        if (selected.isEmpty())
            return;
        qDeleteAll(selected);
        emit receiverChanged();
    });
    fillContactPersons();
}

QString ReceiverPicker::nameOf(const QJsonObject &a)
{
    QString name = a.value(QLatin1String("name")).toString();
    if (name.isEmpty())
        name = a.value(QLatin1String("company_name")).toString();
    if (name.isEmpty())
        name = (a.value(QLatin1String("first_name")).toString() + QLatin1Char(' ')
            + a.value(QLatin1String("last_name")).toString())
                   .trimmed();
    return name;
}

QString ReceiverPicker::displayName(const QJsonObject &a)
{
    QStringList details;
    const QString number = a.value(QLatin1String("customer_number")).toVariant().toString();
    if (!number.isEmpty())
        details << number;
    const QString city = a.value(QLatin1String("addresses"))
                             .toArray()
                             .first()
                             .toObject()
                             .value(QLatin1String("city"))
                             .toString();
    if (!city.isEmpty())
        details << city;
    const QString name = nameOf(a);
    return details.isEmpty() ? name : QStringLiteral("%1 (%2)").arg(name, details.join(QStringLiteral(", ")));
}

void ReceiverPicker::setAddresses(const QList<QJsonObject> &companies, const QList<QJsonObject> &persons)
{
    const DocumentReceiver current = receiver();
    m_addresses->clear();
    m_persons->clear();
    m_records.clear();
    m_companies.clear();
    for (const QJsonObject &c : companies) {
        m_addresses->appendRow(itemFor(c, true));
        m_records.insert(c.value(QLatin1String("uuid")).toString(), c);
        m_companies.insert(c.value(QLatin1String("uuid")).toString());
    }
    for (const QJsonObject &p : persons) {
        m_addresses->appendRow(itemFor(p, false));
        m_persons->appendRow(itemFor(p, false));
        m_records.insert(p.value(QLatin1String("uuid")).toString(), p);
    }
    if (!current.isEmpty())
        setReceiver(current);
    // The additional receivers' names may be known now.
    for (int i = 0; i < m_additional->count(); ++i) {
        QListWidgetItem *item = m_additional->item(i);
        const QJsonObject person = find(item->data(UuidRole).toString());
        if (!person.isEmpty())
            item->setText(displayName(person));
    }
}

QJsonObject ReceiverPicker::find(const QString &uuid) const
{
    return m_records.value(uuid);
}

bool ReceiverPicker::choose(const QString &uuid)
{
    const QJsonObject record = find(uuid);
    if (record.isEmpty())
        return false;
    const bool changed = uuid != m_uuid || !m_unknownName.isEmpty();
    m_uuid = uuid;
    m_unknownName.clear();
    m_unknownContact.clear();
    m_company = m_companies.contains(uuid);
    m_addressUuid = record.value(QLatin1String("addresses"))
                        .toArray()
                        .first()
                        .toObject()
                        .value(QLatin1String("uuid"))
                        .toString();
    m_search->setText(displayName(record));
    if (changed) {
        fillContactPersons();
        emit receiverChanged();
    }
    return true;
}

void ReceiverPicker::fillContactPersons()
{
    const QSignalBlocker blocker(m_contact);
    m_contact->clear();
    m_contact->addItem(tr("(none)"), QString());
    const QJsonObject record = find(m_uuid);
    for (const QJsonValue &v : record.value(QLatin1String("contact_persons")).toArray()) {
        const QJsonObject person = v.toObject();
        m_contact->addItem(nameOf(person), person.value(QLatin1String("uuid")).toString());
    }
    m_contact->setEnabled(m_company && m_contact->count() > 1);
}

void ReceiverPicker::addAdditional(const QString &uuid)
{
    if (uuid.isEmpty())
        return;
    for (int i = 0; i < m_additional->count(); ++i) {
        if (m_additional->item(i)->data(UuidRole).toString() == uuid)
            return;
    }
    const QJsonObject person = find(uuid);
    auto *item = new QListWidgetItem(person.isEmpty() ? uuid : displayName(person), m_additional);
    item->setData(UuidRole, uuid);
    emit receiverChanged();
}

void ReceiverPicker::setReceiver(const DocumentReceiver &r)
{
    const QSignalBlocker blocker(this);
    m_uuid.clear();
    m_unknownName.clear();
    const QString uuid = r.companyUuid.isEmpty() ? r.personUuid : r.companyUuid;
    if (!uuid.isEmpty() && !choose(uuid)) {
        m_uuid = uuid;
        m_company = !r.companyUuid.isEmpty();
        m_unknownName = r.name.isEmpty() ? uuid : r.name;
        m_unknownContact = r.contactPersonUuid;
        m_search->setText(m_unknownName);
        fillContactPersons();
    } else if (uuid.isEmpty()) {
        m_search->clear();
        fillContactPersons();
    }
    if (!r.addressUuid.isEmpty())
        m_addressUuid = r.addressUuid;
    const int contact = m_contact->findData(r.contactPersonUuid);
    m_contact->setCurrentIndex(contact < 0 ? 0 : contact);
    m_additional->clear();
    for (const QString &person : r.additionalPersonUuids)
        addAdditional(person);
}

DocumentReceiver ReceiverPicker::receiver() const
{
    DocumentReceiver r;
    if (m_uuid.isEmpty())
        return r;
    if (m_company)
        r.companyUuid = m_uuid;
    else
        r.personUuid = m_uuid;
    r.addressUuid = m_addressUuid;
    r.contactPersonUuid = m_unknownName.isEmpty() ? m_contact->currentData().toString() : m_unknownContact;
    r.name = m_unknownName.isEmpty() ? nameOf(find(m_uuid)) : m_unknownName;
    for (int i = 0; i < m_additional->count(); ++i)
        r.additionalPersonUuids << m_additional->item(i)->data(UuidRole).toString();
    return r;
}

std::optional<QJsonObject> ReceiverPicker::record() const
{
    if (m_uuid.isEmpty() || !m_unknownName.isEmpty())
        return std::nullopt;
    return find(m_uuid);
}
