#pragma once

#include "reports/ReportSource.h"

#include <QDate>
#include <QHash>
#include <QList>
#include <QMap>
#include <QString>

#include <array>
#include <memory>
#include <optional>

// GUI-free reports over a ReportSource. Money in exact minor units, one figure per currency (amounts
// of different currencies are never added). Every figure names the documents behind it as indices into
// the source's `documents` (drill-down). Pure functions: run them on any thread.

// ---- open items ----------------------------------------------------------------------------------------

enum class AgingBucket { NotDue, Days1To30, Days31To60, Days61To90, Over90, Count };

struct OpenItemsFigures
{
    qint64 openMinor = 0;
    int invoices = 0;
    std::array<qint64, int(AgingBucket::Count)> buckets {};
    QList<int> documents;
    QList<qint64> documentOpen; // per entry of `documents`: what was open of it on the day
};

struct OpenItemsRow
{
    QString customerKey;
    QString customerName;
    QString currency;
    OpenItemsFigures figures;
    QDate oldestDue;
    int highestDunningLevel = 0;
};

struct OpenItemsTotal
{
    QString currency;
    OpenItemsFigures figures;
};

struct OpenItemsReport
{
    QDate asOf;
    QList<OpenItemsRow> rows; // by currency, then open amount (largest first)
    QList<OpenItemsTotal> totals; // one per currency, by currency code
    ReportFreshness freshness;
    // Invoices whose open amount on a past day is not known (a payment without its day): counted with
    // today's open amount and named; the report is incomplete.
    QList<int> paymentDatesUnknown;
};

namespace Reports {
// Invoices dated on or before `asOf`, not cancelled, with an amount open at the end of `asOf`
// (ReportSource::openOn: a past day counts the payments made after it as open); overdue days from the
// due date. `today` defaults to the current date.
OpenItemsReport openItems(const ReportSource &source, const QDate &asOf, QDate today = {});
AgingBucket agingBucket(const QDate &dueDate, const QDate &asOf);
} // namespace Reports

// ---- revenue -------------------------------------------------------------------------------------------

enum class RevenuePeriod { Month, Quarter, Year };

struct RevenueFigure
{
    qint64 netMinor = 0; // invoices minus credit notes, without VAT
    QList<int> documents;
};

struct RevenuePeriodRow
{
    int period = 0; // month 1-12, quarter 1-4, or the year
    QString currency;
    RevenueFigure current;
    RevenueFigure previousYear;
};

struct RevenueCustomerRow
{
    QString customerKey; // empty for the rest
    QString customerName;
    QString currency;
    int customers = 1; // how many customers the row stands for (the rest: more than one)
    RevenueFigure figure;
};

struct RevenueReport
{
    int year = 0;
    RevenuePeriod granularity = RevenuePeriod::Month;
    QStringList currencies;
    QList<RevenuePeriodRow> periods; // by currency, then period
    QList<RevenueCustomerRow> customers; // per currency the top customers, then the rest
    QList<RevenueFigure> totals; // per currency in `currencies`' order: this year
    QList<RevenueFigure> previousTotals; // and the year before
    QList<int> withoutVatData; // documents of the two years left out: their positions are not stored
    QList<int> notReconciling; // left out: their positions do not make the service's total
    ReportFreshness freshness;
};

namespace Reports {
constexpr int topCustomers = 20;
// Invoices and credit notes dated in `year` (and the year before), not cancelled, net of VAT.
RevenueReport revenue(const ReportSource &source, int year, RevenuePeriod granularity);
} // namespace Reports

// ---- VAT summary ---------------------------------------------------------------------------------------

enum class VatPeriod { Quarter, HalfYear };

// One line of the Swiss VAT return (ESTV form, agreed consideration; effective or net tax rate method).
enum class VatLineKind {
    TotalConsideration, // 200
    TaxExempt, // 220 (0 %: export of goods)
    SuppliesAbroad, // 221 (0 %: place of supply abroad)
    Excluded, // 230 (0 %: excluded from the tax without option)
    Reductions, // 235 (credit notes on taxable turnover)
    TotalDeductions, // 289
    TaxableTurnover, // 299
    Rate, // 302/303, 312/313, 342/343
    NetTaxRate, // net tax rate method: 322/323 (rate 1), 332/333 (rate 2), turnover including VAT
    TotalTax, // 399
    InputTaxMaterial, // 400 (entered by hand)
    InputTaxInvestment, // 405 (entered by hand)
    TotalInputTax, // 479 (400 + 405; 410, 415, 420 are NotCovered lines)
    AmountPayable, // 500 (399 - 479 when positive)
    Credit, // 510 (479 - 399 when positive)
    NoConsideration, // 0 % marked as no consideration: not in 200 (the form's 900/910, see the title)
    Unclassified, // 0 % not classified yet: in no figure, the report is incomplete
    Unassigned, // net tax rate method with two rates: turnover of a product assigned to neither, in no
                // figure, the report is incomplete
    NotCovered, // 205, 225, 280, 382/383, 410, 415, 420, 470, 471: the client has no data for them
};

struct VatLine
{
    VatLineKind kind = VatLineKind::Rate;
    QString figure; // the form's figure number
    qint64 rateBasisPoints = 0; // for Rate lines the VAT rate, for NetTaxRate lines the net tax rate
    qint64 turnoverMinor = 0;
    qint64 taxMinor = 0; // Rate and TotalTax: turnover x rate, as the form computes it
    qint64 invoicedTaxMinor = 0; // Rate and TotalTax: the VAT the documents show (after discounts)
    QList<int> documents;
    // Per document in `documents`, what it adds to this line (credit notes negative).
    QList<qint64> documentTurnover;
    QList<qint64> documentTax; // the invoiced VAT, for Rate and TotalTax lines
    // 400, 405, 479, 500/510 while the period's input tax is not entered: no amount, never 0.00.
    bool notEntered = false;
};

struct VatCurrencySummary
{
    QString currency;
    QList<VatLine> lines; // in the form's order
};

// Documents of another currency in the return: their amounts as invoiced and in CHF.
struct VatForeignDetail
{
    QString currency;
    qint64 turnoverMinor = 0; // in `currency`, credit notes negative
    qint64 taxMinor = 0;
    qint64 chfTurnoverMinor = 0; // at each document's monthly rate
    qint64 chfTaxMinor = 0;
    QList<int> documents;
};

// What one counted document adds to the return: its shares in CHF after its discount and the class each
// share at 0 % went to (Unclassified for shares with tax). Kept per document when the period is filed.
struct VatCounted
{
    int document = -1; // index into the source's documents
    bool credit = false;
    QList<ReportVatLine> shares;
    QList<ZeroRateClass> zeroClasses;
};

// One figure of a filed return against the same figure now.
struct VatCorrection
{
    QString figure;
    VatFiledFigure filed;
    VatFiledFigure now;
};

struct VatReport
{
    QDate from;
    QDate to;
    VatMethod method = VatMethod::Effective; // the account's, as the figures are computed
    QList<VatCurrencySummary> currencies; // the return, in CHF (empty when nothing is counted)
    QList<VatForeignDetail> foreign; // by currency code: what of the return was invoiced in which currency
    QList<int> withoutVatData; // documents in the period whose positions are not stored: not counted
    QList<int> unknownRate; // documents with a rate the form has no figure for: not counted
    QList<int> notReconciling; // positions do not make the service's total: not counted
    QList<int> withoutRate; // in another currency without a CHF rate: not counted
    QList<int> unclassifiedZero; // with 0 % turnover of no class: that turnover is in no figure
    // Net tax rate method with two rates: documents with turnover of a product (or a position without
    // one) assigned to neither rate, and those products ("" for positions without a product), sorted.
    QList<int> unassigned;
    QStringList unassignedProducts;
    QList<VatCounted> counted; // every document in the figures, as it is counted
    // Cancelled after the period they are dated in was filed: counted there as filed (keptAsFiled), and
    // taken back in the period the cancellation happened (cancelledAfterFiling, like a credit note).
    QList<int> keptAsFiled;
    QList<int> cancelledAfterFiling;
    std::optional<VatFiledReturn> filed; // this very period, as filed
    ReportFreshness freshness;
    // Effective method: the input tax (400, 405) of the period is not entered (0.00 entered is entered).
    bool inputTaxMissing = false;

    // Nothing left out: the figures can be filed as they are.
    bool complete() const
    {
        return withoutVatData.isEmpty() && unknownRate.isEmpty() && notReconciling.isEmpty()
            && withoutRate.isEmpty() && unclassifiedZero.isEmpty() && unassigned.isEmpty() && !inputTaxMissing
            && !freshness.partial && freshness.error.isEmpty();
    }
};

namespace Reports {
// The period's first and last day: quarter 1-4 or half-year 1-2.
QDate periodStart(int year, VatPeriod period, int index);
QDate periodEnd(int year, VatPeriod period, int index);
// The form's figure for a rate (basis points): 810 -> 303, 770 -> 302, ...; empty for other rates.
QString vatFigure(qint64 rateBasisPoints);
// The net tax rate method's figure for rate 1 or 2 of a period ending `to`: 322/332 for periods up to
// 31.12.2023, 323/333 from 2024.
QString netTaxRateFigure(int which, const QDate &to);
// Whether a period [from, to] is one the method files: month, quarter or year for the effective method,
// a half-year for the net tax rate method.
bool periodFitsMethod(const QDate &from, const QDate &to, VatMethod method);
// Invoices and credit notes dated in [from, to], not cancelled, by invoice date; each document's net
// and VAT after its document discount (ReportDocument::reconcile). The figures are those of the
// account's method (source.vatSettings): effective, or net tax rate with turnover including VAT assigned
// to rate 1 or 2 per product (VatSettings::netTaxRateFor). A document
// cancelled after its period was filed stays in that period as filed, and its cancellation reduces the period
// it happened in (the later of the service's last change and the filing).
VatReport vat(const ReportSource &source, const QDate &from, const QDate &to);
// The day a cancellation after filing counts on: the later of the document's last change (Swiss time)
// and the filing.
QDate cancelledOn(const ReportDocument &document, const VatFiledReturn &filed);
// The figures of `report` as they would be filed, by figure number (lines without one are left out).
QMap<QString, VatFiledFigure> vatFigures(const VatReport &report);
// Figure by figure, a filed period's return against its figures now: every figure of either, in the
// form's order; empty when the period is not filed.
QList<VatCorrection> vatCorrections(const VatReport &report);
// What each counted document adds, to keep with the filed return (by "invoices/UUID").
QHash<QString, VatFiledDocument> vatFiledDocuments(const VatReport &report, const ReportSource &source);
} // namespace Reports
