#include "reports/ReportTable.h"

#include "domain/DateText.h"

#include "domain/Money.h"
#include "reports/ReminderRun.h"

#include <QLocale>
#include <QMap>

#include <algorithm>

namespace {

using Type = ReportTable::Type;

ReportTable::Column column(const QString &title, Type type)
{
    return {title, type};
}

QString customerLabel(const QString &name, const QString &key)
{
    return name.isEmpty() ? key : name;
}

} // namespace

QString ReportTables::dunningLevelName(int level)
{
    return ReminderRun::levelName(level); // one wording of the levels for reports and the reminder run
}

QString ReportTables::periodLabel(RevenuePeriod granularity, int period)
{
    switch (granularity) {
    case RevenuePeriod::Month:
        return QLocale().standaloneMonthName(period, QLocale::LongFormat);
    case RevenuePeriod::Quarter:
        return tr("Q%1").arg(period);
    case RevenuePeriod::Year:
        break;
    }
    return QString::number(period);
}

QStringList ReportTables::freshnessNotes(const ReportFreshness &freshness, bool fromPositions)
{
    QStringList notes;
    if (!freshness.error.isEmpty())
        notes << tr("The local copy could not be read: %1").arg(freshness.error);
    if (freshness.empty)
        notes << tr("The local copy holds no invoices or credit notes yet: synchronise first.");
    if (freshness.partial)
        notes << tr("The local copy is only partly synchronised: figures may be incomplete.");
    if (freshness.currentSince.isValid())
        notes << tr("Current as of %1.").arg(DateText::withTime(freshness.currentSince));
    else
        notes << tr("The local copy has never been synchronised completely.");
    if (fromPositions && freshness.withoutVatData > 0)
        notes << tr("%n document(s) not fetched since their last change at the service: not counted "
                    "until the synchronisation has fetched them.",
            nullptr, freshness.withoutVatData);
    return notes;
}

namespace {

// The drill-down amounts of open items and revenue: each document's open amount on the day or signed net.
void openAmounts(ReportTable::Row &row, const OpenItemsFigures &figures, const ReportSource *source)
{
    if (!source)
        return;
    row.amountTitle = ReportTables::tr("Open");
    row.documentAmounts = figures.documentOpen;
}

void netAmounts(ReportTable::Row &row, const ReportSource *source)
{
    if (!source)
        return;
    row.amountTitle = ReportTables::tr("Net");
    for (const int i : std::as_const(row.documents)) {
        const ReportDocument &d = source->documents.at(i);
        row.documentAmounts << (d.kind == DocumentKind::CreditNote ? -d.netMinor : d.netMinor);
    }
}

} // namespace

ReportTable ReportTables::openItems(const OpenItemsReport &report, const ReportSource *source)
{
    ReportTable t;
    t.title = tr("Open items as of %1").arg(DateText::of(report.asOf));
    t.notes = freshnessNotes(report.freshness, false);
    if (source && !report.paymentDatesUnknown.isEmpty()) {
        QStringList numbers;
        for (const int i : report.paymentDatesUnknown)
            numbers << source->documents.at(i).number;
        t.notes << tr("Counted with today's open amount, the days of their payments are not known: %1")
                       .arg(numbers.join(QLatin1String(", ")));
    }
    t.columns = {column(tr("Customer"), Type::Text), column(tr("Currency"), Type::Text),
        column(tr("Open"), Type::Money), column(tr("Invoices"), Type::Count),
        column(tr("Oldest due date"), Type::Date), column(tr("Not yet due"), Type::Money),
        column(tr("1-30 days"), Type::Money), column(tr("31-60 days"), Type::Money),
        column(tr("61-90 days"), Type::Money), column(tr("Over 90 days"), Type::Money),
        column(tr("Dunning level"), Type::Text)};
    const auto figures = [](QVariantList &cells, const OpenItemsFigures &f) {
        cells << f.openMinor << f.invoices;
    };
    for (const OpenItemsRow &r : report.rows) {
        ReportTable::Row row;
        row.cells << customerLabel(r.customerName, r.customerKey) << r.currency;
        figures(row.cells, r.figures);
        row.cells << r.oldestDue;
        for (const qint64 b : r.figures.buckets)
            row.cells << b;
        row.cells << dunningLevelName(r.highestDunningLevel);
        row.documents = r.figures.documents;
        openAmounts(row, r.figures, source);
        t.rows.append(row);
    }
    for (const OpenItemsTotal &total : report.totals) {
        ReportTable::Row row;
        row.total = true;
        row.cells << tr("Total") << total.currency;
        figures(row.cells, total.figures);
        row.cells << QVariant();
        for (const qint64 b : total.figures.buckets)
            row.cells << b;
        row.cells << QString();
        row.documents = total.figures.documents;
        openAmounts(row, total.figures, source);
        t.rows.append(row);
    }
    return t;
}

ReportTable ReportTables::revenueByPeriod(const RevenueReport &report, const ReportSource *source)
{
    ReportTable t;
    t.title = tr("Revenue %1 (net of VAT)").arg(report.year);
    t.notes = freshnessNotes(report.freshness, true);
    if (!report.withoutVatData.isEmpty())
        t.notes << tr("%n document(s) left out: their positions are not stored.", nullptr,
            int(report.withoutVatData.size()));
    if (!report.notReconciling.isEmpty())
        t.notes << tr("%n document(s) left out: net and VAT after the document discount do not add up to "
                      "their total.",
            nullptr, int(report.notReconciling.size()));
    t.columns = {column(tr("Period"), Type::Text), column(tr("Currency"), Type::Text),
        column(tr("Revenue %1").arg(report.year), Type::Money),
        column(tr("Revenue %1").arg(report.year - 1), Type::Money)};
    for (const RevenuePeriodRow &p : report.periods) {
        ReportTable::Row row;
        row.cells << periodLabel(report.granularity, p.period) << p.currency << p.current.netMinor
                  << p.previousYear.netMinor;
        row.documents = p.current.documents + p.previousYear.documents;
        netAmounts(row, source);
        t.rows.append(row);
    }
    for (qsizetype c = 0; c < report.currencies.size(); ++c) {
        ReportTable::Row row;
        row.total = true;
        row.cells << tr("Total") << report.currencies.at(c) << report.totals.at(c).netMinor
                  << report.previousTotals.at(c).netMinor;
        row.documents = report.totals.at(c).documents + report.previousTotals.at(c).documents;
        netAmounts(row, source);
        t.rows.append(row);
    }
    return t;
}

ReportTable ReportTables::revenueByCustomer(const RevenueReport &report, const ReportSource *source)
{
    ReportTable t;
    t.title = tr("Revenue %1 by customer (net of VAT)").arg(report.year);
    t.notes = freshnessNotes(report.freshness, true);
    t.columns = {column(tr("Customer"), Type::Text), column(tr("Currency"), Type::Text),
        column(tr("Revenue"), Type::Money), column(tr("Documents"), Type::Count)};
    for (const RevenueCustomerRow &c : report.customers) {
        ReportTable::Row row;
        row.cells << (c.customerKey.isEmpty() && c.customers != 1
                ? tr("%n other customer(s)", nullptr, c.customers)
                : customerLabel(c.customerName, c.customerKey))
                  << c.currency << c.figure.netMinor << int(c.figure.documents.size());
        row.documents = c.figure.documents;
        netAmounts(row, source);
        t.rows.append(row);
    }
    return t;
}

namespace {

// What a figure the client leaves empty is, and why it is empty (docs/vat-return.md).
QString notCoveredTitle(const QString &figure)
{
    if (figure == QLatin1String("205"))
        return ReportTables::tr(
            "Supplies opted for taxation (not covered: documents do not tell, add by hand)");
    if (figure == QLatin1String("225"))
        return ReportTables::tr("Transfers in the notification procedure (not covered: add by hand)");
    if (figure == QLatin1String("280"))
        return ReportTables::tr("Miscellaneous deductions (not covered: add by hand)");
    if (figure == QLatin1String("382"))
        return ReportTables::tr("Acquisition tax, turnover (not covered: purchases, add by hand)");
    if (figure == QLatin1String("383"))
        return ReportTables::tr("Acquisition tax, tax (not covered: purchases, add by hand)");
    if (figure == QLatin1String("410"))
        return ReportTables::tr("De-taxation of input tax (not covered: add by hand, then to 479)");
    if (figure == QLatin1String("415"))
        return ReportTables::tr("Corrections of input tax (not covered: add by hand, then to 479)");
    if (figure == QLatin1String("420"))
        return ReportTables::tr(
            "Reductions of the input tax deduction (not covered: add by hand, then to 479)");
    if (figure == QLatin1String("470") || figure == QLatin1String("471"))
        return ReportTables::tr("Tax credit of the net tax rate method (not covered: add by hand, then to "
                                "500/510, the figure's meaning is not certain here, see the form)");
    return ReportTables::tr("Not covered");
}

} // namespace

QString ReportTables::vatLineTitle(const VatLine &line)
{
    switch (line.kind) {
    case VatLineKind::TotalConsideration:
        return tr("Total agreed consideration");
    case VatLineKind::TaxExempt:
        return tr("Exempt supplies, export of goods (0 %)");
    case VatLineKind::SuppliesAbroad:
        return tr("Supplies abroad (0 %)");
    case VatLineKind::Excluded:
        return tr("Supplies excluded from the tax (0 %)");
    case VatLineKind::NoConsideration:
        return tr("No consideration (0 %, not in 200; the form asks for such inflows under 900/910: check "
                  "which)");
    case VatLineKind::Unclassified:
        return tr("Turnover at 0 % not classified: in no figure");
    case VatLineKind::Unassigned:
        return tr("Turnover (incl. VAT) assigned to neither net tax rate: in no figure");
    case VatLineKind::NotCovered:
        return notCoveredTitle(line.figure);
    case VatLineKind::InputTaxMaterial:
        return line.notEntered ? tr("Input tax on material and services: not entered")
                               : tr("Input tax on material and services (entered)");
    case VatLineKind::InputTaxInvestment:
        return line.notEntered ? tr("Input tax on investments and other operating costs: not entered")
                               : tr("Input tax on investments and other operating costs (entered)");
    case VatLineKind::TotalInputTax:
        return tr("Total input tax");
    case VatLineKind::AmountPayable:
        return tr("Amount payable");
    case VatLineKind::Credit:
        return tr("Credit in favour of the taxable person");
    case VatLineKind::Reductions:
        return tr("Reductions of consideration (credit notes)");
    case VatLineKind::TotalDeductions:
        return tr("Total deductions");
    case VatLineKind::TaxableTurnover:
        return tr("Taxable turnover");
    case VatLineKind::Rate:
        return tr("Taxable at %1").arg(Money::formatPercent(line.rateBasisPoints));
    case VatLineKind::NetTaxRate:
        return tr("At the net tax rate %1 (turnover including VAT)")
            .arg(Money::formatPercent(line.rateBasisPoints));
    case VatLineKind::TotalTax:
        return tr("Total tax due");
    }
    return {};
}

QStringList ReportTables::vatIncompleteReasons(const VatReport &report, const ReportSource &source)
{
    const auto numbers = [&source](const QList<int> &documents) {
        QStringList list;
        for (const int i : documents)
            list << source.documents.at(i).number;
        return list.join(QLatin1String(", "));
    };
    QStringList reasons;
    if (!report.freshness.error.isEmpty())
        reasons << tr("The local copy could not be read: %1").arg(report.freshness.error);
    if (report.freshness.partial)
        reasons << tr("The local copy is only partly synchronised: figures may be incomplete.");
    if (report.inputTaxMissing)
        reasons << tr("Input tax (400, 405) not entered for this period: enter it, 0.00 included; until then "
                      "the amount payable is not known.");
    if (!report.withoutVatData.isEmpty())
        reasons << tr("Not counted, not fetched since their last change at the service: %1")
                       .arg(numbers(report.withoutVatData));
    if (!report.unknownRate.isEmpty())
        reasons
            << tr("Not counted, a VAT rate the form has no figure for: %1").arg(numbers(report.unknownRate));
    if (!report.notReconciling.isEmpty()) {
        QStringList list;
        for (const int i : report.notReconciling) {
            const ReportDocument &d = source.documents.at(i);
            list << tr("%1 (%2 %3)").arg(d.number, d.currency, Money::toDecimalString(d.roundingMinor));
        }
        reasons << tr("Not counted, net and VAT after the document discount do not add up to the "
                      "document's total (difference): %1")
                       .arg(list.join(QLatin1String(", ")));
    }
    if (!report.withoutRate.isEmpty())
        reasons
            << tr("Not counted, in another currency without a CHF rate: %1").arg(numbers(report.withoutRate));
    if (!report.unclassifiedZero.isEmpty())
        reasons << tr("Turnover at 0 % not classified (export, abroad, excluded, no consideration), in no "
                      "figure: %1")
                       .arg(numbers(report.unclassifiedZero));
    if (!report.unassigned.isEmpty()) {
        QStringList products;
        for (const QString &product : report.unassignedProducts)
            products << (product.isEmpty() ? tr("positions without a product") : product);
        reasons << tr("Turnover assigned to neither net tax rate (products: Net tax rate; positions without "
                      "a product: VAT method), in no figure: %1 (documents %2)")
                       .arg(products.join(QLatin1String(", ")), numbers(report.unassigned));
    }
    return reasons;
}

ReportTable ReportTables::vat(const VatReport &report, const ReportSource &source)
{
    ReportTable t;
    const bool netTaxRate = report.method == VatMethod::NetTaxRate;
    t.title = (netTaxRate ? tr("VAT return %1 to %2 (net tax rate method, agreed consideration, CHF)")
                          : tr("VAT return %1 to %2 (effective method, agreed consideration, CHF)"))
                  .arg(DateText::of(report.from), DateText::of(report.to));
    t.notes = freshnessNotes(report.freshness, true);
    for (const QString &reason : vatIncompleteReasons(report, source)) {
        if (!t.notes.contains(reason))
            t.notes << reason;
    }
    if (!report.complete())
        t.notes << tr("Incomplete: the figures leave out what is named above.");
    if (netTaxRate)
        t.notes << tr(
            "Turnover includes VAT. Tax is turnover x net tax rate, rounded to the centime; with two "
            "rates, each product's turnover goes to the rate set on the product page (after the document "
            "discount pro rata), positions without a product to the rate set in the VAT method.");
    else
        t.notes << tr("Tax is turnover x rate as the form computes it; the VAT the documents show and the "
                      "difference are beside it.");
    for (const VatForeignDetail &f : report.foreign) {
        t.notes << tr("In %1 (%n document(s), each at its month's CHF rate): turnover %1 %2 = CHF %3, VAT %1 "
                      "%4 = CHF %5.",
            nullptr, int(f.documents.size()))
                       .arg(f.currency, Money::toDecimalString(f.turnoverMinor),
                           Money::toDecimalString(f.chfTurnoverMinor), Money::toDecimalString(f.taxMinor),
                           Money::toDecimalString(f.chfTaxMinor));
    }
    const auto numbers = [&source](const QList<int> &documents) {
        QStringList list;
        for (const int i : documents)
            list << source.documents.at(i).number;
        return list.join(QLatin1String(", "));
    };
    if (!report.keptAsFiled.isEmpty())
        t.notes << tr("Cancelled after this period was filed, counted here as filed and taken back in the "
                      "period of the cancellation: %1")
                       .arg(numbers(report.keptAsFiled));
    if (!report.cancelledAfterFiling.isEmpty())
        t.notes << tr(
            "Of a filed period and cancelled in this one, taken back here (235 and the rate's line, "
            "at 0 % its class) as filed: %1")
                       .arg(numbers(report.cancelledAfterFiling));
    const QList<VatCorrection> corrections = Reports::vatCorrections(report);
    QMap<QString, VatCorrection> correctionOf;
    int changed = 0;
    for (const VatCorrection &c : corrections) {
        correctionOf.insert(c.figure, c);
        if (c.filed != c.now)
            ++changed;
    }
    if (report.filed) {
        const QString on = DateText::withTime(report.filed->filedAt);
        t.notes << (changed == 0 ? tr("Filed on %1; nothing has changed since.").arg(on)
                                 : tr("Filed on %1; %n figure(s) changed since: the correction columns show "
                                      "what to correct against the return as filed.",
                                     nullptr, changed)
                                       .arg(on));
    }
    t.columns = {column(tr("Figure"), Type::Text), column(tr("Line"), Type::Text),
        column(tr("Currency"), Type::Text), column(tr("Turnover"), Type::Money),
        column(tr("Tax"), Type::Money), column(tr("Documents"), Type::Count),
        column(tr("Invoiced VAT"), Type::Money), column(tr("Difference"), Type::Money)};
    if (report.filed)
        t.columns << column(tr("Filed turnover"), Type::Money) << column(tr("Filed tax"), Type::Money)
                  << column(tr("Correction turnover"), Type::Money)
                  << column(tr("Correction tax"), Type::Money);
    // Filed / now / correction of a figure, for the columns after the others.
    const auto filedCells = [&](ReportTable::Row &row, const QString &figure, bool turnover, bool tax) {
        if (!report.filed)
            return;
        if (figure.isEmpty() || !correctionOf.contains(figure)) {
            row.cells << QVariant() << QVariant() << QVariant() << QVariant();
            return;
        }
        const VatCorrection c = correctionOf.take(figure);
        row.cells << (turnover ? QVariant(c.filed.turnoverMinor) : QVariant())
                  << (tax ? QVariant(c.filed.taxMinor) : QVariant())
                  << (turnover ? QVariant(c.now.turnoverMinor - c.filed.turnoverMinor) : QVariant())
                  << (tax ? QVariant(c.now.taxMinor - c.filed.taxMinor) : QVariant());
    };
    for (const VatCurrencySummary &summary : report.currencies) {
        for (const VatLine &line : summary.lines) {
            ReportTable::Row row;
            const bool withTax = line.kind == VatLineKind::Rate || line.kind == VatLineKind::TotalTax
                || line.kind == VatLineKind::NetTaxRate;
            // The VAT the documents show only compares with the effective method's tax.
            const bool withInvoiced = withTax && !netTaxRate;
            const bool taxOnly = line.kind == VatLineKind::InputTaxMaterial
                || line.kind == VatLineKind::InputTaxInvestment || line.kind == VatLineKind::TotalInputTax
                || line.kind == VatLineKind::AmountPayable || line.kind == VatLineKind::Credit;
            const bool withTurnover =
                line.kind != VatLineKind::TotalTax && !taxOnly && line.kind != VatLineKind::NotCovered;
            row.cells << line.figure << vatLineTitle(line) << summary.currency
                      << (withTurnover ? QVariant(line.turnoverMinor) : QVariant())
                      << ((withTax || taxOnly) && !line.notEntered ? QVariant(line.taxMinor) : QVariant())
                      << (line.kind == VatLineKind::NotCovered ? QVariant()
                                                               : QVariant(int(line.documents.size())))
                      << (withInvoiced ? QVariant(line.invoicedTaxMinor) : QVariant())
                      << (withInvoiced ? QVariant(line.invoicedTaxMinor - line.taxMinor) : QVariant());
            filedCells(row, line.figure, withTurnover, withTax || taxOnly);
            row.total = line.kind == VatLineKind::TaxableTurnover || line.kind == VatLineKind::TotalTax
                || line.kind == VatLineKind::AmountPayable || line.kind == VatLineKind::Credit;
            row.documents = line.documents;
            row.documentAmounts = withInvoiced ? line.documentTax : line.documentTurnover;
            // In CHF, also for a document in another currency (converted at its month's rate).
            row.amountTitle = withInvoiced ? tr("VAT (CHF)")
                : netTaxRate               ? tr("Turnover incl. VAT (CHF)")
                                           : tr("Turnover (CHF)");
            t.rows.append(row);
        }
    }
    // Figures filed that have no line now (a rate no longer used, 500 that became 510): all correction.
    const QMap<QString, VatCorrection> rest = correctionOf;
    for (const VatCorrection &c : rest) {
        ReportTable::Row row;
        row.cells << c.figure << tr("Figure %1 as filed, none now").arg(c.figure) << QStringLiteral("CHF")
                  << QVariant() << QVariant() << 0 << QVariant() << QVariant();
        filedCells(row, c.figure, true, true);
        t.rows.append(row);
    }
    return t;
}
