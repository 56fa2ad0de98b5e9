#pragma once

#include "views/settings/SettingsPage.h"

class QComboBox;
class QTableView;
class SettingsConditionsModel;

// Payment terms and the table of payment conditions (settings/conditions).
class PaymentConditionsPage : public SettingsPage
{
    Q_OBJECT

public:
    explicit PaymentConditionsPage(QWidget *parent = nullptr);

    QComboBox *paymentTermsBox() const { return m_terms; }
    SettingsConditionsModel *conditionsModel() const { return m_model; }
    QTableView *conditionsTable() const { return m_table; }

protected:
    void showValues(const QHash<QString, QJsonObject> &values) override;
    QHash<QString, QJsonObject> editedValues() const override;

private:
    void addCondition();
    void removeCondition();

    QComboBox *m_terms;
    SettingsConditionsModel *m_model;
    QTableView *m_table;
};
