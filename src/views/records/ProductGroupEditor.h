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
    ProductGroupEditor(const SessionContext &session, const QJsonObject &group, QWidget *parent = nullptr);

    ProductGroupDraft draft() const;
    // The service said the number is taken (until the number changes again).
    bool numberTaken() const { return m_numberTaken; }

signals:
    // The availability check of the number has answered.
    void numberChecked();

protected:
    FieldProblems localProblems() const override;
    ApiJob *submit() override;

private:
    void checkNumber();

    SessionContext m_session;
    QLineEdit *m_number;
    QLineEdit *m_bookingAccount;
    QHash<QString, QLineEdit *> m_descriptions;
    QTimer *m_checkTimer;
    QPointer<ApiJob> m_check;
    bool m_numberTaken = false;
};
