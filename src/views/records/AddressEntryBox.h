#pragma once

#include "records/AddressRecord.h"

#include <QGroupBox>

class AddressCountryBox;
class QComboBox;
class QLabel;
class QLineEdit;

// One postal address: street, number, extension, additional line, postcode, city, country (by name,
// with its ISO code) and, for Switzerland only, the canton.
class AddressEntryBox : public QGroupBox
{
    Q_OBJECT

public:
    explicit AddressEntryBox(QWidget *parent = nullptr);

    void setEntry(const AddressEntry &entry);
    AddressEntry entry() const;
    // "address", "zip_code", "country_code", "state", ...
    QWidget *fieldWidget(const QString &field) const;
    AddressCountryBox *countryBox() const { return m_country; }
    QComboBox *cantonBox() const { return m_canton; }

signals:
    void changed();
    void removeRequested();

private:
    void updateCanton();

    QString m_uuid;
    QLineEdit *m_street;
    QLineEdit *m_number;
    QLineEdit *m_extension;
    QLineEdit *m_additional;
    QLineEdit *m_zip;
    QLineEdit *m_city;
    AddressCountryBox *m_country;
    QLabel *m_cantonLabel;
    QComboBox *m_canton;
};
