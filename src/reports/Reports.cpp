#include "reports/Reports.h"

#include <QHash>
#include <QMap>

#include <algorithm>

namespace {

int periodOf(const QDate &date, RevenuePeriod granularity)
{
    switch (granularity) {
    case RevenuePeriod::Month:
        return date.month();
    case RevenuePeriod::Quarter:
        return (date.month() - 1) / 3 + 1;
    case RevenuePeriod::Year:
        break;
    }
    return date.year();
}

int periodCount(RevenuePeriod granularity)
{
    switch (granularity) {
    case RevenuePeriod::Month:
        return 12;
    case RevenuePeriod::Quarter:
        return 4;
    case RevenuePeriod::Year:
        break;
    }
    return 1;
}

// Net of a document for revenue and VAT: credit notes count negative.
qint64 signedNet(const ReportDocument &d)
{
    return d.kind == DocumentKind::CreditNote ? -d.netMinor : d.netMinor;
}

} // namespace

// ---- open items ----------------------------------------------------------------------------------------

AgingBucket Reports::agingBucket(const QDate &dueDate, const QDate &asOf)
{
    if (!dueDate.isValid())
        return AgingBucket::NotDue;
    const qint64 days = dueDate.daysTo(asOf);
    if (days <= 0)
        return AgingBucket::NotDue;
    if (days <= 30)
        return AgingBucket::Days1To30;
    if (days <= 60)
        return AgingBucket::Days31To60;
    if (days <= 90)
        return AgingBucket::Days61To90;
    return AgingBucket::Over90;
}

OpenItemsReport Reports::openItems(const ReportSource &source, const QDate &asOf)
{
    OpenItemsReport report;
    report.asOf = asOf;
    report.freshness = source.freshness;
    QHash<QString, qsizetype> rowOf; // currency + customer -> row
    QMap<QString, OpenItemsFigures> totals;
    const auto add = [](OpenItemsFigures &f, const ReportDocument &d, int index, AgingBucket bucket) {
        f.openMinor += d.openMinor;
        ++f.invoices;
        f.buckets[size_t(bucket)] += d.openMinor;
        f.documents.append(index);
    };
    for (int i = 0; i < source.documents.size(); ++i) {
        const ReportDocument &d = source.documents.at(i);
        if (d.kind != DocumentKind::Invoice || d.cancelled || d.openMinor <= 0 || !d.date.isValid()
            || d.date > asOf)
            continue;
        const AgingBucket bucket = agingBucket(d.dueDate, asOf);
        const QString key = d.currency + QChar(0) + d.customerKey;
        auto found = rowOf.constFind(key);
        if (found == rowOf.constEnd()) {
            OpenItemsRow row;
            row.customerKey = d.customerKey;
            row.customerName = d.customerName;
            row.currency = d.currency;
            found = rowOf.insert(key, report.rows.size());
            report.rows.append(row);
        }
        OpenItemsRow &row = report.rows[*found];
        add(row.figures, d, i, bucket);
        if (d.dueDate.isValid() && (!row.oldestDue.isValid() || d.dueDate < row.oldestDue))
            row.oldestDue = d.dueDate;
        row.highestDunningLevel = qMax(row.highestDunningLevel, d.dunningLevel);
        add(totals[d.currency], d, i, bucket);
    }
    std::sort(report.rows.begin(), report.rows.end(), [](const OpenItemsRow &a, const OpenItemsRow &b) {
        if (a.currency != b.currency)
            return a.currency < b.currency;
        if (a.figures.openMinor != b.figures.openMinor)
            return a.figures.openMinor > b.figures.openMinor;
        return a.customerName < b.customerName;
    });
    for (auto it = totals.cbegin(); it != totals.cend(); ++it)
        report.totals.append({it.key(), it.value()});
    return report;
}

// ---- revenue -------------------------------------------------------------------------------------------

RevenueReport Reports::revenue(const ReportSource &source, int year, RevenuePeriod granularity)
{
    RevenueReport report;
    report.year = year;
    report.granularity = granularity;
    report.freshness = source.freshness;
    const int count = periodCount(granularity);
    QMap<QString, QList<RevenuePeriodRow>> periods; // currency -> rows
    QMap<QString, QHash<QString, RevenueCustomerRow>> customers; // currency -> customer -> row
    QMap<QString, std::pair<RevenueFigure, RevenueFigure>> totals;
    for (int i = 0; i < source.documents.size(); ++i) {
        const ReportDocument &d = source.documents.at(i);
        if (d.cancelled || !d.date.isValid() || (d.date.year() != year && d.date.year() != year - 1))
            continue;
        if (!d.hasVatData) {
            report.withoutVatData.append(i);
            continue;
        }
        QList<RevenuePeriodRow> &rows = periods[d.currency];
        if (rows.isEmpty()) {
            for (int p = 0; p < count; ++p) {
                RevenuePeriodRow row;
                row.period = granularity == RevenuePeriod::Year ? year : p + 1;
                row.currency = d.currency;
                rows.append(row);
            }
        }
        const int p = granularity == RevenuePeriod::Year ? 0 : periodOf(d.date, granularity) - 1;
        const bool current = d.date.year() == year;
        RevenueFigure &figure = current ? rows[p].current : rows[p].previousYear;
        figure.netMinor += signedNet(d);
        figure.documents.append(i);
        RevenueFigure &total = current ? totals[d.currency].first : totals[d.currency].second;
        total.netMinor += signedNet(d);
        total.documents.append(i);
        if (current) {
            RevenueCustomerRow &c = customers[d.currency][d.customerKey];
            if (c.figure.documents.isEmpty()) {
                c.customerKey = d.customerKey;
                c.customerName = d.customerName;
                c.currency = d.currency;
            }
            c.figure.netMinor += signedNet(d);
            c.figure.documents.append(i);
        }
    }
    for (auto it = periods.cbegin(); it != periods.cend(); ++it) {
        report.currencies.append(it.key());
        report.periods.append(it.value());
        report.totals.append(totals.value(it.key()).first);
        report.previousTotals.append(totals.value(it.key()).second);
        QList<RevenueCustomerRow> ranked = customers.value(it.key()).values();
        std::sort(ranked.begin(), ranked.end(), [](const RevenueCustomerRow &a, const RevenueCustomerRow &b) {
            if (a.figure.netMinor != b.figure.netMinor)
                return a.figure.netMinor > b.figure.netMinor;
            return a.customerKey < b.customerKey;
        });
        if (ranked.size() > topCustomers) {
            RevenueCustomerRow rest;
            rest.currency = it.key();
            rest.customers = 0;
            for (qsizetype r = topCustomers; r < ranked.size(); ++r) {
                rest.figure.netMinor += ranked.at(r).figure.netMinor;
                rest.figure.documents.append(ranked.at(r).figure.documents);
                ++rest.customers;
            }
            ranked.resize(topCustomers);
            ranked.append(rest);
        }
        report.customers.append(ranked);
    }
    return report;
}

// ---- VAT -----------------------------------------------------------------------------------------------

QDate Reports::periodStart(int year, VatPeriod period, int index)
{
    const int months = period == VatPeriod::Quarter ? 3 : 6;
    return QDate(year, (index - 1) * months + 1, 1);
}

QDate Reports::periodEnd(int year, VatPeriod period, int index)
{
    const int months = period == VatPeriod::Quarter ? 3 : 6;
    return periodStart(year, period, index).addMonths(months).addDays(-1);
}

// The figures (Ziffern) of the ESTV's VAT return, effective method (form 0550), as checked on 2026-11-24
// against the lines of a public implementation of that form, Odoo's Swiss tax report
// (github.com/odoo/odoo, addons/l10n_ch/data/account_tax_report_data.xml, and its 2024 version with
// "303a - Standard rate (8,1%): Supplies CHF from 01.01.2024"); the ESTV's own form was not found through
// the search available here. Turnover: 200 total consideration, 205 opted, 220 supplies exempt from the
// tax (e.g. export, art. 23), 221 supplies abroad, 225 notification procedure, 230 supplies excluded
// without credit (art. 21), 235 reductions of consideration, 280 miscellaneous, 289 deductions (220 to
// 280), 299 taxable turnover (200 minus 289). Tax: 303/313/343/383 standard 8.1 %, reduced 2.6 %,
// accommodation 3.8 %, acquisition tax, for supplies from 1.1.2024; 302/312/342/382 the same at 7.7, 2.5
// and 3.7 % up to 31.12.2023; 399 total tax due. Input tax: 400, 405, 410, 415, 420, total 479; 500
// amount payable, 510 credit. From invoices and credit notes this report fills 200, 220, 235, 289, 299,
// the rate lines and 399; 205, 221, 225, 230 and 280 cannot be told from positions (a position at 0 % is
// taken as 220, see the table's note), 382/383 and 400 to 479 are purchases, 500/510 need the input tax.
QString Reports::vatFigure(qint64 rateBasisPoints)
{
    switch (rateBasisPoints) {
    case 810:
        return QStringLiteral("303");
    case 260:
        return QStringLiteral("313");
    case 380:
        return QStringLiteral("343");
    case 770:
        return QStringLiteral("302");
    case 250:
        return QStringLiteral("312");
    case 370:
        return QStringLiteral("342");
    default:
        break;
    }
    return {};
}

VatReport Reports::vat(const ReportSource &source, const QDate &from, const QDate &to)
{
    VatReport report;
    report.from = from;
    report.to = to;
    report.freshness = source.freshness;
    struct Sums
    {
        VatLine total {VatLineKind::TotalConsideration, QStringLiteral("200"), 0, 0, 0, {}};
        VatLine exempt {VatLineKind::TaxExempt, QStringLiteral("220"), 0, 0, 0, {}};
        VatLine reductions {VatLineKind::Reductions, QStringLiteral("235"), 0, 0, 0, {}};
        QMap<qint64, VatLine> rates;
    };
    QMap<QString, Sums> byCurrency;
    for (int i = 0; i < source.documents.size(); ++i) {
        const ReportDocument &d = source.documents.at(i);
        if (d.cancelled || !d.date.isValid() || d.date < from || d.date > to)
            continue;
        if (!d.hasVatData) {
            report.withoutVatData.append(i);
            continue;
        }
        bool known = true;
        for (const ReportVatLine &l : d.vat) {
            if (l.rateBasisPoints != 0 && vatFigure(l.rateBasisPoints).isEmpty())
                known = false;
        }
        if (!known) {
            report.unknownRate.append(i);
            continue;
        }
        Sums &sums = byCurrency[d.currency];
        const bool credit = d.kind == DocumentKind::CreditNote;
        bool inTotal = false;
        bool inExempt = false;
        bool inReductions = false;
        for (const ReportVatLine &l : d.vat) {
            if (l.rateBasisPoints == 0) {
                // Credit notes on exempt turnover reduce 200 and 220 directly.
                const qint64 net = credit ? -l.netMinor : l.netMinor;
                sums.total.turnoverMinor += net;
                sums.exempt.turnoverMinor += net;
                inTotal = inExempt = true;
                continue;
            }
            if (credit) {
                sums.reductions.turnoverMinor += l.netMinor;
                inReductions = true;
            } else {
                sums.total.turnoverMinor += l.netMinor;
                inTotal = true;
            }
            VatLine &rate = sums.rates[l.rateBasisPoints];
            if (rate.figure.isEmpty()) {
                rate.kind = VatLineKind::Rate;
                rate.figure = vatFigure(l.rateBasisPoints);
                rate.rateBasisPoints = l.rateBasisPoints;
            }
            rate.turnoverMinor += credit ? -l.netMinor : l.netMinor;
            rate.taxMinor += credit ? -l.vatMinor : l.vatMinor;
            if (rate.documents.isEmpty() || rate.documents.constLast() != i)
                rate.documents.append(i);
        }
        if (inTotal)
            sums.total.documents.append(i);
        if (inExempt)
            sums.exempt.documents.append(i);
        if (inReductions)
            sums.reductions.documents.append(i);
    }

    QStringList currencies = byCurrency.keys();
    if (currencies.removeOne(QStringLiteral("CHF")))
        currencies.prepend(QStringLiteral("CHF"));
    for (const QString &currency : std::as_const(currencies)) {
        const Sums &sums = byCurrency[currency];
        VatCurrencySummary summary;
        summary.currency = currency;
        VatLine deductions {VatLineKind::TotalDeductions, QStringLiteral("289"), 0,
            sums.exempt.turnoverMinor + sums.reductions.turnoverMinor, 0,
            sums.exempt.documents + sums.reductions.documents};
        std::sort(deductions.documents.begin(), deductions.documents.end());
        deductions.documents.erase(std::unique(deductions.documents.begin(), deductions.documents.end()),
            deductions.documents.end());
        VatLine taxable {VatLineKind::TaxableTurnover, QStringLiteral("299"), 0,
            sums.total.turnoverMinor - deductions.turnoverMinor, 0, {}};
        VatLine totalTax {VatLineKind::TotalTax, QStringLiteral("399"), 0, 0, 0, {}};
        QList<VatLine> rates = sums.rates.values();
        // In the form's order: 302/303, 312/313, 342/343.
        std::sort(rates.begin(), rates.end(), [](const VatLine &a, const VatLine &b) {
            return a.figure.left(2) != b.figure.left(2) ? a.figure < b.figure : a.figure > b.figure;
        });
        for (const VatLine &rate : std::as_const(rates)) {
            totalTax.taxMinor += rate.taxMinor;
            taxable.documents.append(rate.documents);
            totalTax.documents.append(rate.documents);
        }
        for (QList<int> *list : {&taxable.documents, &totalTax.documents}) {
            std::sort(list->begin(), list->end());
            list->erase(std::unique(list->begin(), list->end()), list->end());
        }
        summary.lines << sums.total << sums.exempt << sums.reductions << deductions << taxable;
        summary.lines.append(rates);
        summary.lines << totalTax;
        report.currencies.append(summary);
    }
    return report;
}
