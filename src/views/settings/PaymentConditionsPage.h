#pragma once

#include "views/settings/SettingsPage.h"

class QAbstractItemModel;
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
    // What the table shows: the conditions with each type in words.
    QAbstractItemModel *shownConditions() const { return m_shown; }

protected:
    void showValues(const QHash<QString, QJsonObject> &values) override;
    QHash<QString, QJsonObject> editedValues() const override;

private:
    void addCondition();
    void removeCondition();

    QComboBox *m_terms;
    SettingsConditionsModel *m_model;
    QAbstractItemModel *m_shown = nullptr;
    QTableView *m_table;
};
