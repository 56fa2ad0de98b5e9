#include "reports/ReportTable.h"

#include "domain/Money.h"
#include "reports/ReminderRun.h"

#include <QLocale>

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
        notes << tr("Current as of %1.")
                     .arg(QLocale().toString(freshness.currentSince.toLocalTime(), QLocale::ShortFormat));
    else
        notes << tr("The local copy has never been synchronised completely.");
    if (fromPositions && freshness.withoutVatData > 0)
        notes << tr(
            "%n document(s) without stored positions: their VAT data is missing (\"Fetch missing positions\" "
            "loads it).",
            nullptr, freshness.withoutVatData);
    return notes;
}

ReportTable ReportTables::openItems(const OpenItemsReport &report)
{
    ReportTable t;
    t.title = tr("Open items as of %1").arg(QLocale().toString(report.asOf, QLocale::ShortFormat));
    t.notes = freshnessNotes(report.freshness, false);
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
        t.rows.append(row);
    }
    return t;
}

ReportTable ReportTables::revenueByPeriod(const RevenueReport &report)
{
    ReportTable t;
    t.title = tr("Revenue %1 (net of VAT)").arg(report.year);
    t.notes = freshnessNotes(report.freshness, true);
    if (!report.withoutVatData.isEmpty())
        t.notes << tr("%n document(s) left out: their positions are not stored.", nullptr,
            int(report.withoutVatData.size()));
    t.columns = {column(tr("Period"), Type::Text), column(tr("Currency"), Type::Text),
        column(tr("Revenue %1").arg(report.year), Type::Money),
        column(tr("Revenue %1").arg(report.year - 1), Type::Money)};
    for (const RevenuePeriodRow &p : report.periods) {
        ReportTable::Row row;
        row.cells << periodLabel(report.granularity, p.period) << p.currency << p.current.netMinor
                  << p.previousYear.netMinor;
        row.documents = p.current.documents + p.previousYear.documents;
        t.rows.append(row);
    }
    for (qsizetype c = 0; c < report.currencies.size(); ++c) {
        ReportTable::Row row;
        row.total = true;
        row.cells << tr("Total") << report.currencies.at(c) << report.totals.at(c).netMinor
                  << report.previousTotals.at(c).netMinor;
        row.documents = report.totals.at(c).documents + report.previousTotals.at(c).documents;
        t.rows.append(row);
    }
    return t;
}

ReportTable ReportTables::revenueByCustomer(const RevenueReport &report)
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
        t.rows.append(row);
    }
    return t;
}

QString ReportTables::vatLineTitle(const VatLine &line)
{
    switch (line.kind) {
    case VatLineKind::TotalConsideration:
        return tr("Total agreed consideration");
    case VatLineKind::TaxExempt:
        return tr("Tax-exempt turnover (0 %)");
    case VatLineKind::Reductions:
        return tr("Reductions of consideration (credit notes)");
    case VatLineKind::TotalDeductions:
        return tr("Total deductions");
    case VatLineKind::TaxableTurnover:
        return tr("Taxable turnover");
    case VatLineKind::Rate:
        return tr("Taxable at %1").arg(Money::formatPercent(line.rateBasisPoints));
    case VatLineKind::TotalTax:
        return tr("Total tax due");
    }
    return {};
}

ReportTable ReportTables::vat(const VatReport &report, const ReportSource &source)
{
    ReportTable t;
    t.title = tr("VAT summary %1 to %2 (agreed consideration)")
                  .arg(QLocale().toString(report.from, QLocale::ShortFormat),
                      QLocale().toString(report.to, QLocale::ShortFormat));
    t.notes = freshnessNotes(report.freshness, true);
    const auto numbers = [&source](const QList<int> &documents) {
        QStringList list;
        for (const int i : documents)
            list << source.documents.at(i).number;
        return list.join(QLatin1String(", "));
    };
    if (!report.withoutVatData.isEmpty())
        t.notes << tr("Not counted, positions not stored: %1").arg(numbers(report.withoutVatData));
    if (!report.unknownRate.isEmpty())
        t.notes
            << tr("Not counted, a VAT rate the form has no figure for: %1").arg(numbers(report.unknownRate));
    const bool exempt = std::any_of(
        report.currencies.cbegin(), report.currencies.cend(), [](const VatCurrencySummary &summary) {
            return std::any_of(summary.lines.cbegin(), summary.lines.cend(), [](const VatLine &line) {
                return line.kind == VatLineKind::TaxExempt && !line.documents.isEmpty();
            });
        });
    if (exempt)
        t.notes << tr("Turnover at 0 % is shown as figure 220 (exempt, e.g. exports): move turnover excluded "
                      "from the tax (art. 21) to figure 230 yourself.");
    if (report.currencies.size() > 1
        || (report.currencies.size() == 1 && report.currencies.first().currency != QLatin1String("CHF")))
        t.notes << tr("Amounts in other currencies are shown apart: convert them to CHF for the return.");
    t.columns = {column(tr("Figure"), Type::Text), column(tr("Line"), Type::Text),
        column(tr("Currency"), Type::Text), column(tr("Turnover"), Type::Money),
        column(tr("Tax"), Type::Money), column(tr("Documents"), Type::Count)};
    for (const VatCurrencySummary &summary : report.currencies) {
        for (const VatLine &line : summary.lines) {
            ReportTable::Row row;
            const bool withTax = line.kind == VatLineKind::Rate || line.kind == VatLineKind::TotalTax;
            const bool withTurnover = line.kind != VatLineKind::TotalTax;
            row.cells << line.figure << vatLineTitle(line) << summary.currency
                      << (withTurnover ? QVariant(line.turnoverMinor) : QVariant())
                      << (withTax ? QVariant(line.taxMinor) : QVariant()) << int(line.documents.size());
            row.total = line.kind == VatLineKind::TaxableTurnover || line.kind == VatLineKind::TotalTax;
            row.documents = line.documents;
            t.rows.append(row);
        }
    }
    return t;
}
