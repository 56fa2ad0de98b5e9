#pragma once

#include "reports/ReportSource.h"

#include <QDialog>
#include <QMap>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

// The account's VAT method: effective, or net tax rate with up to two approved rates and, per VAT
// rate, the net tax rate its turnover goes to. Kept in the account's local copy on a pool thread;
// opened with open(), never exec(). Records no money.
class VatSettingsDialog : public QDialog
{
    Q_OBJECT

public:
    VatSettingsDialog(
        QString dataDir, QString accountUuid, const VatSettings &current, QWidget *parent = nullptr);

    QComboBox *methodField() const { return m_method; }
    QLineEdit *rate1Field() const { return m_rate1; }
    QLineEdit *rate2Field() const { return m_rate2; }
    // The net tax rate (1 or 2) chooser of turnover at a VAT rate (basis points); null for another rate.
    QComboBox *mappingField(qint64 vatRateBasisPoints) const { return m_mapping.value(vatRateBasisPoints); }
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
    QMap<qint64, QComboBox *> m_mapping;
    QLabel *m_message;
    QPushButton *m_save;
};
