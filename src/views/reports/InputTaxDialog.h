#pragma once

#include <QDate>
#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;

// Input tax of one VAT period entered by hand (figures 400 and 405), so the table shows 479 and the
// amount payable (500) or the credit (510). Kept in the account's local copy on a pool thread; opened
// with open(), never exec().
class InputTaxDialog : public QDialog
{
    Q_OBJECT

public:
    // `entered`: the input tax kept for the period (material, investment); nullopt: not entered, the
    // fields start empty (saving them empty keeps it not entered).
    InputTaxDialog(QString dataDir, QString accountUuid, const QDate &from, const QDate &to,
        std::optional<std::pair<qint64, qint64>> entered, QWidget *parent = nullptr);

    QLineEdit *materialField() const { return m_material; }
    QLineEdit *investmentField() const { return m_investment; }
    QLabel *messageLabel() const { return m_message; }
    void save();

signals:
    void saved();

private:
    QString m_dataDir;
    QString m_accountUuid;
    QDate m_from;
    QDate m_to;
    QLineEdit *m_material;
    QLineEdit *m_investment;
    QLabel *m_message;
    QPushButton *m_save;
};
