#pragma once

#include "views/reports/ReportsPage.h"

#include <QMessageBox>

#include <functional>

class ChfRatesDialog;
class InputTaxDialog;
class VatSettingsDialog;

// The VAT return page: the report of ReportsPage with what only the return has, the account's VAT method
// (effective or net tax rate; the period chooser follows it), the monthly CHF rates,
// the input tax of the period, the class of a document's turnover at 0 % (context menu on a document
// behind a figure) and marking the period as filed.
class VatPage : public ReportsPage
{
    Q_OBJECT

public:
    explicit VatPage(QWidget *parent = nullptr);

    QList<QAction *> pageActions() const override;
    // The monthly CHF rates, in a dialog opened with open(); the report computes again when saved.
    ChfRatesDialog *editChfRates();
    // The input tax (400, 405) of the period shown, in a dialog opened with open().
    InputTaxDialog *editInputTax();
    // The account's VAT method and net tax rates, in a dialog opened with open(); the period chooser
    // follows the method and the report computes again when saved.
    VatSettingsDialog *editSettings();
    // Marks the period shown as filed after asking (naming the period and the amount payable or the
    // credit); the question is opened with open() and returned, null when the period cannot be filed
    // (a message says why).
    QMessageBox *markFiled();
    // Why the period shown cannot be marked as filed; empty when it can.
    QString whyNotFileable() const;
    // Undoes "filed" for the period shown after asking (naming the period and the amount as filed): its
    // figures as filed are forgotten. The question is opened with open() and returned, null when the
    // period shown is not filed (a message says why).
    QMessageBox *unmarkFiled();

private:
    // A question with Cancel as its default and one confirming button named as the title; `confirmed`
    // runs only on that button (opened with open(), the box returned).
    QMessageBox *askFirst(const QString &title, const QString &question, const QString &details,
        QMessageBox::ButtonRole role, std::function<void()> confirmed);
    void showZeroClassMenu(const QPoint &at);
    void updateVatActions();

    QAction *m_chfRates = nullptr;
    void file(const VatReport &report);

    QAction *m_separator = nullptr;
    QAction *m_inputTax = nullptr;
    QAction *m_settings = nullptr;
    QAction *m_markFiled = nullptr;
    QAction *m_unmarkFiled = nullptr;
    bool m_filing = false; // marking or unmarking under way
};
