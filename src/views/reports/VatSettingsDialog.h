#pragma once

#include "reports/ReportSource.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

// The account's VAT method: effective, or net tax rate with up to two approved rates and the net tax
// rate the positions without a product go to (products are assigned on the product page). Kept in the
// account's local copy on a pool thread; opened with open(), never exec(). Records no money.
class VatSettingsDialog : public QDialog
{
    Q_OBJECT

public:
    VatSettingsDialog(
        QString dataDir, QString accountUuid, const VatSettings &current, QWidget *parent = nullptr);

    QComboBox *methodField() const { return m_method; }
    QLineEdit *rate1Field() const { return m_rate1; }
    QLineEdit *rate2Field() const { return m_rate2; }
    // Where the turnover of positions without a product goes: not assigned, net tax rate 1 or 2.
    QComboBox *freeTextField() const { return m_freeText; }
    QLabel *messageLabel() const { return m_message; }
    // The settings as entered; nullopt with the message naming the field when they cannot be kept.
    std::optional<VatSettings> settings(QString *problem) const;
    void save();

signals:
    void saved();

private:
    void updateEnabled();

    QString m_dataDir;
    QString m_accountUuid;
    QComboBox *m_method;
    QLineEdit *m_rate1;
    QLineEdit *m_rate2;
    QComboBox *m_freeText;
    QLabel *m_message;
    QPushButton *m_save;
};
