#pragma once

#include "records/ProductRecord.h"
#include "views/records/RecordPageEditor.h"

class QCheckBox;
class QComboBox;
class QLineEdit;
class QPlainTextEdit;
class QTableWidget;

// Creates or changes a product: key, EAN (its check digit verified as one types), unit, group, cost,
// VAT rate, booking account, tags, properties, and name and description in four languages.
class ProductEditor : public RecordPageEditor
{
    Q_OBJECT

public:
    ProductEditor(RecordController *controller, const QJsonObject &product, QWidget *parent = nullptr);

    ProductDraft draft() const;

protected:
    FieldProblems localProblems() const override;
    QJsonObject body() const override;
    QJsonObject updateBody() const override;

private:
    QLineEdit *m_key;
    QCheckBox *m_service;
    QLineEdit *m_ean;
    QComboBox *m_unit;
    QComboBox *m_group;
    QLineEdit *m_cost;
    QLineEdit *m_taxRate;
    QLineEdit *m_bookingAccount;
    QLineEdit *m_tags;
    QTableWidget *m_properties;
    QHash<QString, QLineEdit *> m_names;
    QHash<QString, QPlainTextEdit *> m_descriptions;
    QString m_initialUnit;
    QVariant m_initialGroup;
    ProductDraft m_shown; // the fields as the editor showed the product first
};
