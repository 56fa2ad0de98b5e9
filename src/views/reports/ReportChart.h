#pragma once

#include "reports/Reports.h"

#include <QCoreApplication>
#include <QPalette>

class QChart;

// The chart beside a report's table, in one currency: open amounts by age, revenue against the year
// before, VAT turnover and tax by rate. Bars for the eye only; the figures stay in the table. Colours
// from the palette. The caller owns the chart.
class ReportCharts
{
    Q_DECLARE_TR_FUNCTIONS(ReportCharts)

public:
    static QChart *empty(const QPalette &palette);
    static QChart *openItems(const OpenItemsReport &report, const QString &currency, const QPalette &palette);
    static QChart *revenue(const RevenueReport &report, const QString &currency, const QPalette &palette);
    static QChart *vat(const VatReport &report, const QString &currency, const QPalette &palette);
};
