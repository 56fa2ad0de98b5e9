#include "views/records/AddressEntryBox.h"

#include "views/records/AddressCountryBox.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

AddressEntryBox::AddressEntryBox(QWidget *parent)
    : QGroupBox(parent)
    , m_street(new QLineEdit(this))
    , m_number(new QLineEdit(this))
    , m_extension(new QLineEdit(this))
    , m_additional(new QLineEdit(this))
    , m_zip(new QLineEdit(this))
    , m_city(new QLineEdit(this))
    , m_country(new AddressCountryBox(this))
    , m_cantonLabel(new QLabel(tr("Ca&nton:"), this))
    , m_canton(new QComboBox(this))
{
    for (QLineEdit *edit : {m_street, m_number, m_extension, m_additional, m_zip, m_city}) {
        edit->setMaxLength(AddressRecord::maxTextLength);
        connect(edit, &QLineEdit::textEdited, this, &AddressEntryBox::changed);
    }
    m_number->setMaximumWidth(m_number->fontMetrics().horizontalAdvance(QStringLiteral("0000000")) + 16);
    m_zip->setMaximumWidth(m_zip->fontMetrics().horizontalAdvance(QStringLiteral("0000000")) + 16);
    m_street->setAccessibleName(tr("Street"));
    m_number->setAccessibleName(tr("House number"));
    m_zip->setAccessibleName(tr("Postcode"));
    m_city->setAccessibleName(tr("City"));
    m_canton->addItem(tr("(none)"), QString());
    for (const QString &canton : AddressRecord::cantons())
        m_canton->addItem(canton, canton);
    m_cantonLabel->setBuddy(m_canton);

    auto *streetRow = new QHBoxLayout;
    streetRow->addWidget(m_street, 1);
    streetRow->addWidget(m_number);
    auto *streetLabel = new QLabel(tr("St&reet and number:"), this);
    streetLabel->setBuddy(m_street);
    auto *cityRow = new QHBoxLayout;
    cityRow->addWidget(m_zip);
    cityRow->addWidget(m_city, 1);
    auto *cityLabel = new QLabel(tr("Post&code and city:"), this);
    cityLabel->setBuddy(m_zip);
    auto *remove = new QPushButton(tr("Remove this address"), this);
    auto *removeRow = new QHBoxLayout;
    removeRow->addStretch();
    removeRow->addWidget(remove);

    auto *form = new QFormLayout(this);
    form->addRow(streetLabel, streetRow);
    form->addRow(tr("E&xtension:"), m_extension);
    form->addRow(tr("Additional &line:"), m_additional);
    form->addRow(cityLabel, cityRow);
    form->addRow(tr("Countr&y:"), m_country);
    form->addRow(m_cantonLabel, m_canton);
    form->addRow(removeRow);

    connect(m_country, &AddressCountryBox::countryChanged, this, [this] {
        updateCanton();
        emit changed();
    });
    connect(m_canton, &QComboBox::currentIndexChanged, this, &AddressEntryBox::changed);
    connect(remove, &QPushButton::clicked, this, &AddressEntryBox::removeRequested);
    m_country->setCountryCode(QStringLiteral("CH"));
    updateCanton();
}

void AddressEntryBox::setEntry(const AddressEntry &entry)
{
    m_uuid = entry.uuid;
    m_street->setText(entry.address);
    m_number->setText(entry.streetNumber);
    m_extension->setText(entry.extension);
    m_additional->setText(entry.additionalField);
    m_zip->setText(entry.zipCode);
    m_city->setText(entry.city);
    m_country->setCountryCode(entry.countryCode);
    int canton = m_canton->findData(entry.state);
    if (canton < 0) { // kept as it came, the service decides
        m_canton->addItem(entry.state, entry.state);
        canton = m_canton->count() - 1;
    }
    m_canton->setCurrentIndex(canton);
    updateCanton();
}

AddressEntry AddressEntryBox::entry() const
{
    const QString country = m_country->countryCode();
    return {m_uuid, m_street->text().trimmed(), m_number->text().trimmed(), m_extension->text().trimmed(),
        m_additional->text().trimmed(), m_zip->text().trimmed(), m_city->text().trimmed(), country,
        country == QLatin1String("CH") ? m_canton->currentData().toString() : QString()};
}

QWidget *AddressEntryBox::fieldWidget(const QString &field) const
{
    if (field == QLatin1String("address"))
        return m_street;
    if (field == QLatin1String("street_number"))
        return m_number;
    if (field == QLatin1String("extension"))
        return m_extension;
    if (field == QLatin1String("additional_field"))
        return m_additional;
    if (field == QLatin1String("zip_code"))
        return m_zip;
    if (field == QLatin1String("city"))
        return m_city;
    if (field == QLatin1String("country_code"))
        return m_country;
    if (field == QLatin1String("state"))
        return m_canton;
    return nullptr;
}

void AddressEntryBox::updateCanton()
{
    const bool swiss = m_country->countryCode() == QLatin1String("CH");
    m_cantonLabel->setVisible(swiss);
    m_canton->setVisible(swiss);
}
