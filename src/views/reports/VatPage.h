#pragma once

#include "views/reports/ReportsPage.h"

class ChfRatesDialog;
class InputTaxDialog;

// The VAT return page: the report of ReportsPage with what only the return has, the monthly CHF rates,
// the input tax of the period and the class of a document's turnover at 0 % (context menu on a
// document behind a figure).
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

private:
    void showZeroClassMenu(const QPoint &at);
    void updateVatActions();

    QAction *m_chfRates = nullptr;
    QAction *m_inputTax = nullptr;
};
