#pragma once

#include <QComboBox>

// A country chosen by its name in the window's language and shown with its ISO 3166 code ("Schweiz
// (CH)" in a German window). The list is Qt's territories, named by ICU; typing the first letters of a
// name jumps to it. A code the list does not know is kept as it came.
class AddressCountryBox : public QComboBox
{
    Q_OBJECT

public:
    explicit AddressCountryBox(QWidget *parent = nullptr);

    // Two capital letters, empty when none is chosen.
    QString countryCode() const;
    void setCountryCode(const QString &code);
    // The name of a code in the window's language, or the code itself.
    static QString countryName(const QString &code);

signals:
    void countryChanged(const QString &code);
};
