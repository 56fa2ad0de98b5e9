#include "domain/VatSettings.h"

#include <QCoreApplication>

int VatSettings::netTaxRateFor(const QString &product) const
{
    if (netTaxRate2 <= 0)
        return 1;
    const int which = product.isEmpty() ? netTaxRateOfFreeText : netTaxRateOfProduct.value(product, 0);
    return which == 1 || which == 2 ? which : 0;
}

// The words keep the context they were translated in (ReportSource).
QString VatSettings::problem() const
{
    if (method != VatMethod::NetTaxRate)
        return {};
    if (netTaxRate1 <= 0 || netTaxRate1 >= 10000)
        return QCoreApplication::translate(
            "ReportSource", "Net tax rate 1: the approved rate is missing (a percentage such as 6.2).");
    if (netTaxRate2 < 0 || netTaxRate2 >= 10000)
        return QCoreApplication::translate(
            "ReportSource", "Net tax rate 2: not a percentage between 0 and 100.");
    if (netTaxRate2 == netTaxRate1)
        return QCoreApplication::translate(
            "ReportSource", "Net tax rate 2: the same as rate 1; leave it empty for one rate.");
    if (netTaxRateOfFreeText < 0 || netTaxRateOfFreeText > 2)
        return QCoreApplication::translate(
            "ReportSource", "Positions without a product: go to net tax rate 1 or 2, not %1.")
            .arg(netTaxRateOfFreeText);
    if (netTaxRateOfFreeText == 2 && netTaxRate2 == 0)
        return QCoreApplication::translate(
            "ReportSource", "Positions without a product: go to net tax rate 2, which is not entered.");
    return {};
}

QString VatFiledReturn::periodKey(const QDate &from, const QDate &to)
{
    return from.toString(Qt::ISODate) + QLatin1Char('/') + to.toString(Qt::ISODate);
}
