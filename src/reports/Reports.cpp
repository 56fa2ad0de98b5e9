#include "reports/Reports.h"

#include <QHash>
#include <QMap>
#include <QSet>
#include <QTimeZone>

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

OpenItemsReport Reports::openItems(const ReportSource &source, const QDate &asOf, QDate today)
{
    if (!today.isValid())
        today = QDate::currentDate();
    OpenItemsReport report;
    report.asOf = asOf;
    report.freshness = source.freshness;
    QHash<QString, qsizetype> rowOf; // currency + customer -> row
    QMap<QString, OpenItemsFigures> totals;
    const auto add = [](OpenItemsFigures &f, qint64 open, int index, AgingBucket bucket) {
        f.openMinor += open;
        ++f.invoices;
        f.buckets[size_t(bucket)] += open;
        f.documents.append(index);
        f.documentOpen.append(open);
    };
    for (int i = 0; i < source.documents.size(); ++i) {
        const ReportDocument &d = source.documents.at(i);
        if (d.kind != DocumentKind::Invoice || d.cancelled || !d.date.isValid() || d.date > asOf)
            continue;
        const std::optional<qint64> on = source.openOn(d, asOf, today);
        if (!on)
            report.paymentDatesUnknown.append(i);
        const qint64 open = on.value_or(d.openMinor);
        if (open <= 0)
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
        add(row.figures, open, i, bucket);
        if (d.dueDate.isValid() && (!row.oldestDue.isValid() || d.dueDate < row.oldestDue))
            row.oldestDue = d.dueDate;
        row.highestDunningLevel = qMax(row.highestDunningLevel, d.dunningLevel);
        add(totals[d.currency], open, i, bucket);
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
        if (!d.reconciles) {
            report.notReconciling.append(i);
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

// The figures (Ziffern) of the ESTV's VAT return, effective method: see docs/vat-return.md for the
// lines, their meaning and the sources they were checked against. From invoices and credit notes this
// report fills 200, 220, 221, 230, 235, 289, 299, the rate lines and 399; turnover at 0 % goes to 220,
// 221 or 230 by the class of its product or document, or is no consideration (not in 200), or, without
// a class, into no figure (the report says so). 205, 225 and 280 cannot be told from documents, 382/383
// and 410 to 420 are purchases: lines without amounts that say so. 400 and 405 are entered by hand.
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

QString Reports::netTaxRateFigure(int which, const QDate &to)
{
    // The figures of the rates since 1.1.2024 end in 3, those up to 31.12.2023 in 2 (docs/vat-return.md).
    const bool since2024 = !to.isValid() || to >= QDate(2024, 1, 1);
    if (which == 2)
        return since2024 ? QStringLiteral("333") : QStringLiteral("332");
    return since2024 ? QStringLiteral("323") : QStringLiteral("322");
}

bool Reports::periodFitsMethod(const QDate &from, const QDate &to, VatMethod method)
{
    if (!from.isValid() || !to.isValid() || from.day() != 1 || to.addDays(1).day() != 1
        || from.year() != to.year())
        return false;
    const int months = to.month() - from.month() + 1;
    if (method == VatMethod::NetTaxRate)
        return months == 6 && (from.month() == 1 || from.month() == 7);
    return months == 1 || (months == 3 && from.month() % 3 == 1) || months == 12;
}

namespace {

void addTo(VatLine &line, int document, qint64 turnover, qint64 tax = 0)
{
    line.turnoverMinor += turnover;
    line.invoicedTaxMinor += tax;
    if (!line.documents.isEmpty() && line.documents.constLast() == document) {
        line.documentTurnover.last() += turnover;
        line.documentTax.last() += tax;
        return;
    }
    line.documents.append(document);
    line.documentTurnover.append(turnover);
    line.documentTax.append(tax);
}

// A sum line (289, 299, 399) of others: amounts and per-document shares added up, documents in order.
VatLine sumOf(VatLineKind kind, const QString &figure, const QList<const VatLine *> &parts, int sign = 1)
{
    VatLine sum {kind, figure, 0, 0, 0, 0, {}, {}, {}};
    QMap<int, std::pair<qint64, qint64>> perDocument;
    for (const VatLine *part : parts) {
        sum.turnoverMinor += sign * part->turnoverMinor;
        sum.taxMinor += part->taxMinor;
        sum.invoicedTaxMinor += part->invoicedTaxMinor;
        for (qsizetype i = 0; i < part->documents.size(); ++i) {
            auto &[turnover, tax] = perDocument[part->documents.at(i)];
            turnover += sign * part->documentTurnover.at(i);
            tax += part->documentTax.at(i);
        }
    }
    for (auto it = perDocument.cbegin(); it != perDocument.cend(); ++it) {
        sum.documents.append(it.key());
        sum.documentTurnover.append(it->first);
        sum.documentTax.append(it->second);
    }
    return sum;
}

} // namespace

VatReport Reports::vat(const ReportSource &source, const QDate &from, const QDate &to)
{
    VatReport report;
    report.from = from;
    report.to = to;
    report.freshness = source.freshness;
    VatLine total {VatLineKind::TotalConsideration, QStringLiteral("200"), 0, 0, 0, 0, {}, {}, {}};
    VatLine exempt {VatLineKind::TaxExempt, QStringLiteral("220"), 0, 0, 0, 0, {}, {}, {}};
    VatLine abroad {VatLineKind::SuppliesAbroad, QStringLiteral("221"), 0, 0, 0, 0, {}, {}, {}};
    VatLine excluded {VatLineKind::Excluded, QStringLiteral("230"), 0, 0, 0, 0, {}, {}, {}};
    VatLine reductions {VatLineKind::Reductions, QStringLiteral("235"), 0, 0, 0, 0, {}, {}, {}};
    VatLine noConsideration {VatLineKind::NoConsideration, QString(), 0, 0, 0, 0, {}, {}, {}};
    VatLine unclassified {VatLineKind::Unclassified, QString(), 0, 0, 0, 0, {}, {}, {}};
    VatLine unassigned {VatLineKind::Unassigned, QString(), 0, 0, 0, 0, {}, {}, {}};
    QSet<QString> unassignedProducts;
    QMap<qint64, VatLine> rates;
    report.method = source.vatSettings.method;
    const bool netTaxRate = report.method == VatMethod::NetTaxRate;
    // The net tax rate method: turnover including VAT, per approved rate (1 and 2).
    std::array<VatLine, 2> netTaxRates;
    for (int which = 1; which <= 2; ++which) {
        VatLine &line = netTaxRates.at(which - 1);
        line.kind = VatLineKind::NetTaxRate;
        line.figure = netTaxRateFigure(which, to);
        line.rateBasisPoints = source.vatSettings.netTaxRate(which);
    }
    QMap<QString, VatForeignDetail> foreignDetail;
    // One document's shares into the figures, `direction` -1 for a credit note or an invoice taken back:
    // with tax its turnover goes to 235 and reduces the rate's line; at 0 % it reduces its class and 200.
    // With the net tax rate method turnover with tax counts including its VAT, on the net tax rate its
    // product is assigned to; assigned to none, in no figure (like unclassified 0 %).
    const auto count = [&](int i, const QList<ReportVatLine> &shares, const QList<ZeroRateClass> &classes,
                           int direction) {
        for (qsizetype n = 0; n < shares.size(); ++n) {
            const ReportVatLine &l = shares.at(n);
            if (l.rateBasisPoints == 0) {
                VatLine *target = &unclassified;
                switch (classes.value(n, ZeroRateClass::Unclassified)) {
                case ZeroRateClass::Export:
                    target = &exempt;
                    break;
                case ZeroRateClass::Abroad:
                    target = &abroad;
                    break;
                case ZeroRateClass::Excluded:
                    target = &excluded;
                    break;
                case ZeroRateClass::NoConsideration:
                    target = &noConsideration;
                    break;
                case ZeroRateClass::Unclassified:
                    break;
                }
                addTo(*target, i, direction * l.netMinor);
                if (target != &noConsideration && target != &unclassified)
                    addTo(total, i, direction * l.netMinor);
                continue;
            }
            if (netTaxRate) {
                const qint64 gross = l.netMinor + l.vatMinor;
                const int which = source.vatSettings.netTaxRateFor(l.product);
                if (which == 0) {
                    addTo(unassigned, i, direction * gross);
                    unassignedProducts.insert(l.product);
                    continue;
                }
                addTo(direction < 0 ? reductions : total, i, gross);
                addTo(netTaxRates.at(which - 1), i, direction * gross);
                continue;
            }
            if (direction < 0)
                addTo(reductions, i, l.netMinor);
            else
                addTo(total, i, l.netMinor);
            VatLine &rate = rates[l.rateBasisPoints];
            if (rate.figure.isEmpty()) {
                rate.kind = VatLineKind::Rate;
                rate.figure = vatFigure(l.rateBasisPoints);
                rate.rateBasisPoints = l.rateBasisPoints;
            }
            addTo(rate, i, direction * l.netMinor, direction * l.vatMinor);
        }
    };
    if (source.filedReturns.contains(ReportSource::periodKey(from, to)))
        report.filed = source.filedReturns.value(ReportSource::periodKey(from, to));
    for (int i = 0; i < source.documents.size(); ++i) {
        const ReportDocument &d = source.documents.at(i);
        if (d.cancelled) {
            // Out of the return, unless it was filed: then it stays as filed and its cancellation counts
            // in the period it happened, like a credit note.
            const auto filedDocument = source.filedDocuments.constFind(
                DocumentKinds::pathSegment(d.kind) + QLatin1Char('/') + d.uuid);
            if (filedDocument == source.filedDocuments.cend()
                || !source.filedReturns.contains(filedDocument->period))
                continue;
            const int direction = filedDocument->credit ? -1 : 1;
            if (d.date.isValid() && d.date >= from && d.date <= to) {
                count(i, filedDocument->shares, filedDocument->zeroClasses, direction);
                report.keptAsFiled.append(i);
            }
            const QDate on = cancelledOn(d, source.filedReturns.value(filedDocument->period));
            if (on >= from && on <= to) {
                count(i, filedDocument->shares, filedDocument->zeroClasses, -direction);
                report.cancelledAfterFiling.append(i);
            }
            continue;
        }
        if (!d.date.isValid() || d.date < from || d.date > to)
            continue;
        if (!d.hasVatData) {
            report.withoutVatData.append(i);
            continue;
        }
        if (!d.reconciles) {
            report.notReconciling.append(i);
            continue;
        }
        // The return is in CHF: other currencies at the month's rate the bookkeeper keeps.
        const bool foreign = d.currency != QLatin1String("CHF");
        const qint64 rateMicro = foreign ? source.chfRateFor(d.currency, d.date) : 0;
        if (foreign && rateMicro <= 0) {
            report.withoutRate.append(i);
            continue;
        }
        // The net tax rate method assigns turnover per product; the effective method counts per rate.
        QList<ReportVatLine> shares = netTaxRate ? d.productShares() : d.vat;
        bool known = true;
        for (const ReportVatLine &l : d.vat) {
            // The net tax rate method has no figure per VAT rate: every rate goes to a net tax rate.
            if (!netTaxRate && l.rateBasisPoints != 0 && vatFigure(l.rateBasisPoints).isEmpty())
                known = false;
        }
        if (!known) {
            report.unknownRate.append(i);
            continue;
        }
        if (foreign) {
            VatForeignDetail &detail = foreignDetail[d.currency];
            detail.currency = d.currency;
            detail.documents.append(i);
            const qint64 sign = d.kind == DocumentKind::CreditNote ? -1 : 1;
            for (ReportVatLine &l : shares) {
                detail.turnoverMinor += sign * l.netMinor;
                detail.taxMinor += sign * l.vatMinor;
                l.netMinor = VatRules::toChf(l.netMinor, rateMicro);
                l.vatMinor = VatRules::toChf(l.vatMinor, rateMicro);
                detail.chfTurnoverMinor += sign * l.netMinor;
                detail.chfTaxMinor += sign * l.vatMinor;
            }
        }
        const bool credit = d.kind == DocumentKind::CreditNote;
        QList<ZeroRateClass> classes;
        bool unclassifiedHere = false;
        for (const ReportVatLine &l : std::as_const(shares)) {
            classes.append(
                l.rateBasisPoints == 0 ? source.zeroClassOf(d, l.product) : ZeroRateClass::Unclassified);
            if (l.rateBasisPoints == 0 && classes.constLast() == ZeroRateClass::Unclassified)
                unclassifiedHere = true;
        }
        count(i, shares, classes, credit ? -1 : 1);
        report.counted.append({i, credit, shares, classes});
        if (unclassifiedHere)
            report.unclassifiedZero.append(i);
    }
    report.unassigned = unassigned.documents;
    report.unassignedProducts = unassignedProducts.values();
    report.unassignedProducts.sort();
    if (total.documents.isEmpty() && rates.isEmpty() && noConsideration.documents.isEmpty()
        && unclassified.documents.isEmpty() && unassigned.documents.isEmpty()
        && netTaxRates.at(0).documents.isEmpty() && netTaxRates.at(1).documents.isEmpty())
        return report;

    VatCurrencySummary summary;
    summary.currency = QStringLiteral("CHF");
    const VatLine deductions = sumOf(
        VatLineKind::TotalDeductions, QStringLiteral("289"), {&exempt, &abroad, &excluded, &reductions});
    VatLine taxable = sumOf(VatLineKind::TaxableTurnover, QStringLiteral("299"), {&total});
    {
        const VatLine minus = sumOf(VatLineKind::TaxableTurnover, QString(), {&deductions}, -1);
        taxable = sumOf(VatLineKind::TaxableTurnover, QStringLiteral("299"), {&taxable, &minus});
    }
    // Figures the documents cannot tell, on the table so that their absence is not read as a zero.
    const auto notCovered = [](const char *figure) {
        VatLine line {VatLineKind::NotCovered, QString::fromLatin1(figure), 0, 0, 0, 0, {}, {}, {}};
        return line;
    };
    const auto taxLine = [](VatLineKind kind, const QString &figure, qint64 tax) {
        VatLine line {kind, figure, 0, 0, tax, 0, {}, {}, {}};
        return line;
    };
    if (netTaxRate) {
        // Tax per net tax rate: turnover including VAT x the rate, to the centime half away from zero.
        // No input tax: the net tax rate holds it (art. 37 MWSTG); 470 and 471 are not covered.
        QList<const VatLine *> parts;
        QList<VatLine> lines;
        for (VatLine &line : netTaxRates) {
            if (line.rateBasisPoints <= 0 && line.documents.isEmpty())
                continue;
            line.taxMinor = VatRules::formTax(line.turnoverMinor, line.rateBasisPoints);
            lines << line;
        }
        for (const VatLine &line : std::as_const(lines))
            parts << &line;
        VatLine totalTax = sumOf(VatLineKind::TotalTax, QStringLiteral("399"), parts);
        totalTax.turnoverMinor = 0;
        summary.lines << total << notCovered("205") << exempt << abroad << notCovered("225") << excluded
                      << reductions << notCovered("280") << deductions << taxable;
        summary.lines.append(lines);
        summary.lines << totalTax << notCovered("470") << notCovered("471");
        if (totalTax.taxMinor >= 0)
            summary.lines << taxLine(VatLineKind::AmountPayable, QStringLiteral("500"), totalTax.taxMinor);
        else
            summary.lines << taxLine(VatLineKind::Credit, QStringLiteral("510"), -totalTax.taxMinor);
        if (!noConsideration.documents.isEmpty())
            summary.lines << noConsideration;
        if (!unclassified.documents.isEmpty())
            summary.lines << unclassified;
        if (!unassigned.documents.isEmpty())
            summary.lines << unassigned;
        report.currencies.append(summary);
        report.foreign = foreignDetail.values();
        return report;
    }
    QList<VatLine> rateLines = rates.values();
    // In the form's order: 302/303, 312/313, 342/343.
    std::sort(rateLines.begin(), rateLines.end(), [](const VatLine &a, const VatLine &b) {
        return a.figure.left(2) != b.figure.left(2) ? a.figure < b.figure : a.figure > b.figure;
    });
    QList<const VatLine *> rateParts;
    for (VatLine &rate : rateLines) {
        rate.taxMinor = VatRules::formTax(rate.turnoverMinor, rate.rateBasisPoints);
        rateParts << &rate;
    }
    VatLine totalTax = sumOf(VatLineKind::TotalTax, QStringLiteral("399"), rateParts);
    totalTax.turnoverMinor = 0; // 399 is tax only
    summary.lines << total << notCovered("205") << exempt << abroad << notCovered("225") << excluded
                  << reductions << notCovered("280") << deductions << taxable;
    summary.lines.append(rateLines);
    summary.lines << notCovered("382") << notCovered("383") << totalTax;
    // Input tax as the bookkeeper entered it for this period, and what is owed or credited. Not entered
    // is not 0.00: those lines and the amount payable stay without an amount, the return incomplete.
    const auto entered = source.inputTax.constFind(ReportSource::periodKey(from, to));
    report.inputTaxMissing = entered == source.inputTax.constEnd();
    const auto [material, investment] = report.inputTaxMissing ? std::pair<qint64, qint64> {0, 0} : *entered;
    const qint64 input = material + investment;
    const auto inputLine = [&](VatLineKind kind, const QString &figure, qint64 tax) {
        VatLine line = taxLine(kind, figure, tax);
        line.notEntered = report.inputTaxMissing;
        return line;
    };
    summary.lines << inputLine(VatLineKind::InputTaxMaterial, QStringLiteral("400"), material)
                  << inputLine(VatLineKind::InputTaxInvestment, QStringLiteral("405"), investment)
                  << notCovered("410") << notCovered("415") << notCovered("420")
                  << inputLine(VatLineKind::TotalInputTax, QStringLiteral("479"), input);
    if (totalTax.taxMinor >= input)
        summary.lines << inputLine(
            VatLineKind::AmountPayable, QStringLiteral("500"), totalTax.taxMinor - input);
    else
        summary.lines << inputLine(VatLineKind::Credit, QStringLiteral("510"), input - totalTax.taxMinor);
    if (!noConsideration.documents.isEmpty())
        summary.lines << noConsideration;
    if (!unclassified.documents.isEmpty())
        summary.lines << unclassified;
    report.currencies.append(summary);
    report.foreign = foreignDetail.values();
    return report;
}

QDate Reports::cancelledOn(const ReportDocument &document, const VatFiledReturn &filed)
{
    // The return is Swiss: the day as it was in Switzerland (UTC where the zone database is missing).
    static const QTimeZone swiss(QByteArrayLiteral("Europe/Zurich"));
    const QDateTime changed = QDateTime::fromMSecsSinceEpoch(document.updatedAtMs, Qt::UTC);
    const QDateTime on = document.updatedAtMs > 0 && changed > filed.filedAt ? changed : filed.filedAt;
    return on.toTimeZone(swiss.isValid() ? swiss : QTimeZone::utc()).date();
}

QMap<QString, VatFiledFigure> Reports::vatFigures(const VatReport &report)
{
    QMap<QString, VatFiledFigure> figures;
    for (const VatCurrencySummary &summary : report.currencies) {
        for (const VatLine &line : summary.lines) {
            if (!line.figure.isEmpty() && line.kind != VatLineKind::NotCovered)
                figures.insert(line.figure, {line.turnoverMinor, line.taxMinor});
        }
    }
    return figures;
}

QList<VatCorrection> Reports::vatCorrections(const VatReport &report)
{
    if (!report.filed)
        return {};
    const QMap<QString, VatFiledFigure> now = vatFigures(report);
    QMap<QString, VatCorrection> all; // three-digit figures: text order is the form's
    for (auto it = report.filed->figures.cbegin(); it != report.filed->figures.cend(); ++it)
        all[it.key()] = {it.key(), *it, {}};
    for (auto it = now.cbegin(); it != now.cend(); ++it) {
        VatCorrection &c = all[it.key()];
        c.figure = it.key();
        c.now = *it;
    }
    return all.values();
}

QHash<QString, VatFiledDocument> Reports::vatFiledDocuments(
    const VatReport &report, const ReportSource &source)
{
    QHash<QString, VatFiledDocument> documents;
    const QString period = ReportSource::periodKey(report.from, report.to);
    for (const VatCounted &c : report.counted) {
        const ReportDocument &d = source.documents.at(c.document);
        documents.insert(DocumentKinds::pathSegment(d.kind) + QLatin1Char('/') + d.uuid,
            {period, c.credit, c.shares, c.zeroClasses});
    }
    return documents;
}
