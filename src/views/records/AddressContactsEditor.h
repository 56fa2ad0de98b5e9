#pragma once

#include "records/AddressRecord.h"

#include <QList>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QToolButton;
class QVBoxLayout;

// The contacts of an address or of a contact person: one row per contact with its type (every type
// the service knows), its value and whether it is the primary one of its type. Exactly one contact of
// each type present is primary: checking one clears the others, and a type never loses its primary.
class AddressContactsEditor : public QWidget
{
    Q_OBJECT

public:
    explicit AddressContactsEditor(QWidget *parent = nullptr);

    void setContacts(const QList<AddressContact> &contacts);
    QList<AddressContact> contacts() const;
    int count() const { return int(m_rows.size()); }
    // The widget of one field of a row ("type", "value", "primary"), for showing a problem at it.
    QWidget *fieldWidget(int row, const QString &field) const;

    // Appends an empty row of this type and puts the focus into its value.
    void addContact(const QString &type = QStringLiteral("email"));
    void removeContact(int row);

signals:
    void changed();

private:
    struct Row
    {
        QString uuid;
        QWidget *widget = nullptr;
        QComboBox *type = nullptr;
        QLineEdit *value = nullptr;
        QCheckBox *primary = nullptr;
    };
    void appendRow(const AddressContact &contact);
    // One primary per type: `keep` (a row just clicked) wins, else the first checked, else the first.
    void normalisePrimaries(int keep = -1);
    void updatePlaceholders();

    QVBoxLayout *m_rowsLayout;
    QList<Row> m_rows;
    bool m_normalising = false;
};
