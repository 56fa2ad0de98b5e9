#pragma once

#include "records/BankAccountRecord.h"
#include "views/records/RecordPageEditor.h"

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLineEdit;

// Creates or changes a bank account. The IBAN may be typed or pasted with any spacing; it is checked
// as one types and shown in groups of four when the field is left. The QR-bill part takes a QR-IBAN
// (recognised by its institution id) and the BESR id.
class BankAccountEditor : public RecordPageEditor
{
    Q_OBJECT

public:
    BankAccountEditor(RecordController *controller, const QJsonObject &account, QWidget *parent = nullptr);

    BankAccountDraft draft() const;

protected:
    FieldProblems localProblems() const override;
    QJsonObject body() const override;

private:
    QLineEdit *m_name;
    QLineEdit *m_iban;
    QLineEdit *m_bic;
    QComboBox *m_currency;
    QLineEdit *m_bankName;
    QLineEdit *m_bankAddress;
    QLineEdit *m_bankCity;
    QGroupBox *m_qrBill;
    QLineEdit *m_qrIban;
    QLineEdit *m_besrId;
    QCheckBox *m_active;
    QCheckBox *m_default;
};
