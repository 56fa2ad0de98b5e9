#pragma once

#include "domain/VatBreakdown.h"

#include <QDate>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QMap>
#include <QString>

// What the VAT return needs besides the service's data, kept in the local copy only (store/VatStore):
// the account's method and net tax rates, the CHF rates, the periods marked as filed.

// How the account files its VAT return (vat_settings).
enum class VatMethod { Effective, NetTaxRate };

struct VatSettings
{
    VatMethod method = VatMethod::Effective;
    // The approved net tax rates (Saldosteuersätze) in basis points, 6.2 % = 620; 0 when there is none.
    qint64 netTaxRate1 = 0;
    qint64 netTaxRate2 = 0;
    // Which net tax rate (1 or 2) a product's turnover goes to, by product number (vat_ntr_product, set
    // on the product page); the positions without a product go to `netTaxRateOfFreeText` (0: not
    // assigned).
    QHash<QString, int> netTaxRateOfProduct;
    int netTaxRateOfFreeText = 0;

    // 1 or 2: where turnover of `product` (empty: a position without a product) goes. With one approved
    // rate everything goes to rate 1; with two, 0 when it is not assigned (in no figure, the report is
    // incomplete: a guess would put it at the wrong rate).
    int netTaxRateFor(const QString &product) const;
    // The rate of `which` (1 or 2) in basis points.
    qint64 netTaxRate(int which) const { return which == 2 ? netTaxRate2 : netTaxRate1; }
    // What is wrong with the settings, naming the field; empty when they can be kept.
    QString problem() const;
    bool operator==(const VatSettings &) const = default;
};

// A VAT period the bookkeeper marked as filed (vat_filed_return): the figures as filed, by the form's
// figure number, in CHF minor units.
struct VatFiledFigure
{
    qint64 turnoverMinor = 0;
    qint64 taxMinor = 0;
    bool operator==(const VatFiledFigure &) const = default;
};

struct VatFiledReturn
{
    QDate from;
    QDate to;
    QDateTime filedAt; // UTC
    QMap<QString, VatFiledFigure> figures;

    // The key of a VAT period in vat_filed_return and vat_input_tax: "2024-01-01/2024-03-31".
    static QString periodKey(const QDate &from, const QDate &to);
};

// What one document added to a filed return (vat_filed_document): its shares in CHF after its discount
// and, per share at 0 %, the class it was counted in. Kept so that a cancellation after filing can be
// taken back in the period it happened, as it was filed.
struct VatFiledDocument
{
    QString period; // the filed return's key, VatFiledReturn::periodKey
    bool credit = false;
    QList<VatFigureShare> shares; // with the product of each (the net tax rate method counts per product)
    QList<ZeroRateClass> zeroClasses; // per share; Unclassified for shares with tax
};

// A monthly CHF rate (vat_chf_rate): CHF per unit of `currency` in millionths.
struct ChfRate
{
    QString currency; // EUR
    QString month; // 2024-03
    qint64 rateMicro = 0; // CHF per unit in millionths
};
