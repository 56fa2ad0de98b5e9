#pragma once

#include "records/ProductRecord.h"
#include "views/records/RecordPageEditor.h"

class QLineEdit;
class QTimer;

// Creates or changes a product group: its number (checked with the service as one types: two groups
// cannot share a number), booking account and a description in four languages.
class ProductGroupEditor : public RecordPageEditor
{
    Q_OBJECT

public:
    ProductGroupEditor(RecordController *controller, const QJsonObject &group, QWidget *parent = nullptr);

    ProductGroupDraft draft() const;
    // The service said the number is taken (until the number changes again).
    bool numberTaken() const { return m_numberTaken; }

signals:
    // The availability check of the number has answered.
    void numberChecked();

protected:
    FieldProblems localProblems() const override;
    QJsonObject body() const override;

private:
    void checkNumber();

    QLineEdit *m_number;
    QLineEdit *m_bookingAccount;
    QHash<QString, QLineEdit *> m_descriptions;
    QTimer *m_checkTimer;
    QPointer<RecordRequest> m_check;
    bool m_numberTaken = false;
};
