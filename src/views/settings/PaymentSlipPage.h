#pragma once

#include "views/settings/SettingsPage.h"

class QCheckBox;
class QLineEdit;

// The payment slip layout (settings/payment-slip).
class PaymentSlipPage : public SettingsPage
{
    Q_OBJECT

public:
    explicit PaymentSlipPage(QWidget *parent = nullptr);

    QCheckBox *newPageBox() const { return m_newPage; }
    QCheckBox *showAmountBox() const { return m_showAmount; }
    QCheckBox *additionalBox() const { return m_additional; }
    QLineEdit *procedureEdit(int number) const { return number == 1 ? m_procedure1 : m_procedure2; }
    QCheckBox *advertisementBox() const { return m_advertisement; }

protected:
    void showValues(const QHash<QString, QJsonObject> &values) override;
    QHash<QString, QJsonObject> editedValues() const override;

private:
    QCheckBox *m_newPage;
    QCheckBox *m_showAmount;
    QCheckBox *m_additional;
    QLineEdit *m_procedure1;
    QLineEdit *m_procedure2;
    QCheckBox *m_advertisement;
};
