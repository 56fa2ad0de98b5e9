#pragma once

#include "domain/DocumentKind.h"
#include "domain/VatBreakdown.h"
#include "domain/VatSettings.h"

#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

// One VAT rate's share of a document, or one product's at one rate: net turnover and tax in minor units.
using ReportVatLine = VatFigureShare;

// A payment of an invoice with its day: as the service lists it in the invoice's detail, or as booked
// through InvoiceDesk (the payment dialog, a bank file).
struct ReportPayment
{
    QDate date;
    qint64 amountMinor = 0;
    bool operator==(const ReportPayment &) const = default;
};

// An invoice or credit note as the reports see it: the list row's fields plus, when the detail with its
// positions is in the store, the VAT lines. Money in minor units of `currency`.
struct ReportDocument
{
    DocumentKind kind = DocumentKind::Invoice;
    QString uuid;
    QString number;
    QDate date;
    QDate dueDate;
    QString currency;
    qint64 totalMinor = 0;
    qint64 openMinor = 0;
    QString customerKey; // company or person uuid, else customer number, else the receiver's name
    QString customerName;
    int dunningLevel = 0; // 0 none, 1 reminder, 2 first dunning, 3 final dunning
    bool cancelled = false;
    qint64 updatedAtMs = 0; // the service's last change (UTC ms): for a cancelled one, when it was cancelled
    bool hasVatData = false; // positions known (the detail is stored)
    // One entry per rate (at 0 % per product), after the document discount, only when hasVatData; a
    // rate's entry names its product when it has only one.
    QList<ReportVatLine> vat;
    // One entry per rate and product (product number, empty for positions without one), after the
    // document discount, for the net tax rate method; empty when it would equal `vat` (no rate holds
    // more than one product).
    QList<ReportVatLine> products;
    qint64 netMinor = 0; // sum of vat[].netMinor: the turnover after the discount
    VatDiscount discount; // as the detail gives it
    qint64 discountMinor = 0; // taken off the total after VAT
    // totalMinor - (net + VAT of every rate after the discount): the 0.05 rounding; when more than
    // rounding explains (reconciles false) the document is left out of revenue and VAT and listed.
    qint64 roundingMinor = 0;
    bool reconciles = true;
    // The invoice's payments as its current detail lists them (paymentsListed: the detail has the list,
    // maybe empty; the live service's detail may have none).
    bool paymentsListed = false;
    QList<ReportPayment> payments;

    // NO_DUNNING, REMINDER, FIRST_DUNNING, FINAL_DUNNING -> 0..3 (DunningLevels::fromWireName; kept for
    // the callers still naming it).
    static int dunningLevelFromString(const QString &level);
    // The VAT lines of a single-document answer (product positions, also inside groups), before the
    // document discount, and that discount; false when it has no positions to read. A line's net is its
    // total without VAT (prices with VAT hold it inside); one line per rate and product number.
    static bool vatLinesFromDetail(
        const QJsonObject &detail, QList<ReportVatLine> *lines, VatDiscount *discount);
    // Applies the document discount to the lines (per rate and product, by rate as vatLinesFromDetail
    // gives them) and checks them against totalMinor (VatRules): `vat` per rate, `products` per rate and
    // product, both by VatRules::breakdown.
    void reconcile(const QList<ReportVatLine> &positions);
    // The shares per rate and product after the discount.
    const QList<ReportVatLine> &productShares() const { return products.isEmpty() ? vat : products; }
};

// How current the local copy behind a report is.
struct ReportFreshness
{
    bool empty = true; // no invoice and no credit note in the store
    bool partial = false; // a listing is unfinished or a kind was never pulled
    QDateTime currentSince; // end of the last complete sync (UTC); invalid when never
    int withoutVatData = 0; // documents whose positions are not stored
    QString error; // the store could not be read
};

// Everything the reports are computed from, read on a worker thread: what the rows of the local copy mean
// (the store's reads and writes are ReportStore's and VatStore's). Kept between reports by ReportCache.
struct ReportSource
{
    Q_DECLARE_TR_FUNCTIONS(ReportSource)

public:
    QList<ReportDocument> documents; // in no particular order
    ReportFreshness freshness;
    // How turnover at 0 % is classified: "product/NUMBER" and "invoices/UUID", "credit-notes/UUID" (the
    // document's override) as kept in the store's vat_zero_class.
    QHash<QString, ZeroRateClass> zeroClasses;
    // CHF per unit in millionths by "EUR/2024-03" (vat_chf_rate).
    QHash<QString, qint64> chfRates;
    // Input tax entered by hand (400 material and services, 405 investments) by "2024-01-01/2024-03-31".
    QHash<QString, std::pair<qint64, qint64>> inputTax;
    // Filed VAT periods by periodKey, and what each document counted there added, by "invoices/UUID".
    QHash<QString, VatFiledReturn> filedReturns;
    QHash<QString, VatFiledDocument> filedDocuments;
    VatSettings vatSettings; // the account's VAT method and net tax rates
    // The payments booked through InvoiceDesk the service confirmed, by invoice uuid (PaymentLog).
    QHash<QString, QList<ReportPayment>> bookedHere;
    QString copyToken; // names the store file these documents came from (report_copy)
    qint64 changesRead = 0; // the last entry of the store's report_changes these documents include

    // Reads invoices and credit notes with their stored details and the sync state. Any thread; the
    // store's connection is per thread.
    static ReportSource load(const QString &dataDir, const QString &accountUuid);
    // `previous` brought up to date from the documents written since it was read (report_changes); reads
    // everything again when that is not known (another file, changes already cleared) or not cheaper.
    // The VAT lines derived meanwhile are kept in the store for the next read: with `deferredWrite`, that
    // write is handed back to run later (ReportCache runs it on the pool), else done before returning.
    static ReportSource update(const ReportSource &previous, const QString &dataDir,
        const QString &accountUuid, std::function<void()> *deferredWrite = nullptr);

    // What was open of invoice `d` at the end of `day`: today's open amount plus the payments dated after
    // `day`, from the service's list in the detail, else from those booked here. Nothing paid: the total.
    // nullopt when the payments known do not add up to what was paid (a payment's day is not known);
    // then the report names the invoice and counts as incomplete. `today`: the open amount as listed.
    std::optional<qint64> openOn(const ReportDocument &d, const QDate &day, const QDate &today) const;

    // The class of a 0 % line of `document`: the document's override, else its product's.
    ZeroRateClass zeroClassOf(const ReportDocument &document, const QString &product) const;

    // The writes of what the VAT return keeps besides the service's data, for the views and the command
    // line (which do not reach store/): each opens the account's copy and goes through VatStore (the SQL
    // and its one transaction helper live there). Any thread; false with `error` set when refused.
    // Keeps a class (Unclassified removes it): scope "product" with the product number, or a document
    // kind's path segment with its uuid. Any thread.
    static bool setZeroClass(const QString &dataDir, const QString &accountUuid, const QString &scope,
        const QString &key, ZeroRateClass zeroClass, QString *error);
    static ZeroRateClass zeroClass(
        const QString &dataDir, const QString &accountUuid, const QString &scope, const QString &key);

    // The monthly CHF rate for a document of `currency` dated `date`; 0 when none is kept.
    qint64 chfRateFor(const QString &currency, const QDate &date) const;
    using ChfRate = ::ChfRate;
    static QList<ChfRate> readChfRates(const QString &dataDir, const QString &accountUuid, QString *error);
    // Replaces every kept rate with `rates`. Any thread.
    static bool writeChfRates(
        const QString &dataDir, const QString &accountUuid, const QList<ChfRate> &rates, QString *error);
    // The key of a VAT period in vat_input_tax: "2024-01-01/2024-03-31".
    static QString periodKey(const QDate &from, const QDate &to)
    {
        return VatFiledReturn::periodKey(from, to);
    }
    // The filed return whose period holds `date`; null when none.
    const VatFiledReturn *filedReturnOn(const QDate &date) const;
    // Keeps a period as filed: its figures and what each counted document added (by "invoices/UUID").
    // Refused when it overlaps a period filed before. Any thread.
    static bool writeFiledReturn(const QString &dataDir, const QString &accountUuid,
        const VatFiledReturn &filed, const QHash<QString, VatFiledDocument> &documents, QString *error);
    // Forgets that the period [from, to] was filed: its figures as filed and what each document added.
    // Refused when it is not filed. Any thread.
    static bool removeFiledReturn(const QString &dataDir, const QString &accountUuid, const QDate &from,
        const QDate &to, QString *error);

    // Replaces the account's VAT method, net tax rates and where positions without a product go (not the
    // products' net tax rates); refused when settings.problem() says why. Any thread.
    static bool writeVatSettings(
        const QString &dataDir, const QString &accountUuid, const VatSettings &settings, QString *error);
    // Keeps the net tax rate (1 or 2; 0 removes it) a product's turnover goes to, by product number.
    // Any thread.
    static bool setNetTaxRateOfProduct(const QString &dataDir, const QString &accountUuid,
        const QString &product, int which, QString *error);
    static int netTaxRateOfProduct(
        const QString &dataDir, const QString &accountUuid, const QString &product);
    // A rate as the bookkeeper types it, "6.2", "6,2 %" or "0.60": basis points (at most two decimals of a
    // percent, more than 0 and less than 100 %); nullopt otherwise.
    static std::optional<qint64> basisPointsFromText(const QString &text);

    // Keeps the input tax of a period (400, 405), 0.00 included (entered); nullopt forgets it (not
    // entered: the return is incomplete). Any thread.
    static bool writeInputTax(const QString &dataDir, const QString &accountUuid, const QDate &from,
        const QDate &to, std::optional<std::pair<qint64, qint64>> materialAndInvestment, QString *error);
};
