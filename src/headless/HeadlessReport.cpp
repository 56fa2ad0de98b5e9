#include "headless/HeadlessReport.h"

#include "reports/ReportExport.h"
#include "reports/ReportSource.h"
#include "reports/ReportTable.h"
#include "reports/Reports.h"

#include <QRegularExpression>

namespace {

enum class PeriodKind { Month, Quarter, HalfYear, Year };

std::optional<PeriodKind> periodKind(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("^(\\d{4})(?:-(Q[1-4]|H[12]|0[1-9]|1[0-2]))?$"));
    const QRegularExpressionMatch m = pattern.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    const QString part = m.captured(2);
    if (part.isEmpty())
        return PeriodKind::Year;
    if (part.startsWith(QLatin1Char('Q')))
        return PeriodKind::Quarter;
    if (part.startsWith(QLatin1Char('H')))
        return PeriodKind::HalfYear;
    return PeriodKind::Month;
}

} // namespace

bool HeadlessReport::parsePeriod(const QString &text, QDate *from, QDate *to)
{
    const auto kind = periodKind(text);
    if (!kind)
        return false;
    const int year = text.left(4).toInt();
    const QString part = text.mid(5);
    switch (*kind) {
    case PeriodKind::Year:
        *from = QDate(year, 1, 1);
        *to = QDate(year, 12, 31);
        break;
    case PeriodKind::Quarter:
        *from = Reports::periodStart(year, VatPeriod::Quarter, part.mid(1).toInt());
        *to = Reports::periodEnd(year, VatPeriod::Quarter, part.mid(1).toInt());
        break;
    case PeriodKind::HalfYear:
        *from = Reports::periodStart(year, VatPeriod::HalfYear, part.mid(1).toInt());
        *to = Reports::periodEnd(year, VatPeriod::HalfYear, part.mid(1).toInt());
        break;
    case PeriodKind::Month:
        *from = QDate(year, part.toInt(), 1);
        *to = from->addMonths(1).addDays(-1);
        break;
    }
    return from->isValid() && to->isValid();
}

QString HeadlessReport::check(const Options &options)
{
    static const QStringList reports {
        QStringLiteral("vat"), QStringLiteral("open-items"), QStringLiteral("revenue")};
    if (!reports.contains(options.report))
        return tr("--report must be vat, open-items, revenue or accounts, not \"%1\".").arg(options.report);
    QDate from;
    QDate to;
    if (options.period.isEmpty())
        return tr("--period is missing: 2024-Q1, 2024-H1, 2024-03 or 2024.");
    if (!parsePeriod(options.period, &from, &to))
        return tr("--period \"%1\" is not a period: write 2024-Q1, 2024-H1, 2024-03 or 2024.")
            .arg(options.period);
    if (options.out.isEmpty())
        return tr("--out is missing: the file to write, ending in .csv or .xlsx.");
    if (!options.out.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive)
        && !options.out.endsWith(QLatin1String(".xlsx"), Qt::CaseInsensitive))
        return tr("--out \"%1\" must end in .csv or .xlsx.").arg(options.out);
    return {};
}

int HeadlessReport::run(const Options &options, const QString &dataDir, const QString &accountUuid,
    QTextStream &out, QTextStream &err)
{
    if (const QString wrong = check(options); !wrong.isEmpty()) {
        err << wrong << Qt::endl;
        return WrongUseExitCode;
    }
    QDate from;
    QDate to;
    parsePeriod(options.period, &from, &to);
    const ReportSource source = ReportSource::load(dataDir, accountUuid);
    if (!source.freshness.error.isEmpty()) {
        err << tr("The local copy could not be read: %1").arg(source.freshness.error) << Qt::endl;
        return FailedExitCode;
    }

    // The account's method decides the periods of its VAT return.
    if (options.report == QLatin1String("vat")
        && !Reports::periodFitsMethod(from, to, source.vatSettings.method)) {
        err << (source.vatSettings.method == VatMethod::NetTaxRate
                ? tr("--period \"%1\": this account files with the net tax rate method, by half-year: "
                     "write 2024-H1 or 2024-H2.")
                : tr("--period \"%1\": this account files with the effective method, by month, quarter "
                     "or year: write 2024-03, 2024-Q1 or 2024 (half-years are the periods of the net "
                     "tax rate method, set in the VAT page's settings)."))
                   .arg(options.period)
            << Qt::endl;
        return WrongUseExitCode;
    }
    ReportTable table;
    QStringList incomplete;
    if (options.report == QLatin1String("vat")) {
        const VatReport report = Reports::vat(source, from, to);
        table = ReportTables::vat(report, source);
        incomplete = ReportTables::vatIncompleteReasons(report, source);
    } else if (options.report == QLatin1String("open-items")) {
        // Open at the end of the period's last day.
        const OpenItemsReport report = Reports::openItems(source, to);
        table = ReportTables::openItems(report, &source);
        if (source.freshness.partial)
            incomplete << tr("The local copy is only partly synchronised: figures may be incomplete.");
        QStringList unknown;
        for (const int i : report.paymentDatesUnknown)
            unknown << source.documents.at(i).number;
        if (!unknown.isEmpty())
            incomplete << tr("Counted with today's open amount, the days of their payments are not known: %1")
                              .arg(unknown.join(QLatin1String(", ")));
    } else {
        const auto kind = periodKind(options.period);
        const RevenuePeriod granularity = kind == PeriodKind::Month ? RevenuePeriod::Month
            : kind == PeriodKind::Year                              ? RevenuePeriod::Year
                                                                    : RevenuePeriod::Quarter;
        const RevenueReport report = Reports::revenue(source, from.year(), granularity);
        table = ReportTables::revenueByPeriod(report, &source);
        // Only the rows of the period asked for; the totals are the year's, so only for a whole year.
        QList<ReportTable::Row> rows;
        for (const ReportTable::Row &row : std::as_const(table.rows)) {
            if (kind == PeriodKind::Year)
                rows << row;
        }
        if (kind != PeriodKind::Year) {
            for (qsizetype i = 0; i < report.periods.size(); ++i) {
                const int period = report.periods.at(i).period;
                const int firstMonth = granularity == RevenuePeriod::Month ? period : (period - 1) * 3 + 1;
                if (firstMonth >= from.month() && firstMonth <= to.month())
                    rows << table.rows.at(i);
            }
        }
        table.rows = rows;
        const auto inPeriod = [&source, &from, &to](const QList<int> &documents) {
            QStringList numbers;
            for (const int i : documents) {
                const ReportDocument &d = source.documents.at(i);
                if (d.date >= from && d.date <= to)
                    numbers << d.number;
            }
            return numbers.join(QLatin1String(", "));
        };
        if (source.freshness.partial)
            incomplete << tr("The local copy is only partly synchronised: figures may be incomplete.");
        if (const QString numbers = inPeriod(report.withoutVatData); !numbers.isEmpty())
            incomplete
                << tr("Not counted, not fetched since their last change at the service: %1").arg(numbers);
        if (const QString numbers = inPeriod(report.notReconciling); !numbers.isEmpty())
            incomplete << tr("Not counted, net and VAT after the document discount do not add up to the "
                             "document's total: %1")
                              .arg(numbers);
    }

    QString error;
    const bool written = options.out.endsWith(QLatin1String(".xlsx"), Qt::CaseInsensitive)
        ? ReportExport::writeXlsx(table, options.out, &error)
        : ReportExport::writeCsv(table, options.out, &error);
    if (!written) {
        err << error << Qt::endl;
        return FailedExitCode;
    }
    out << tr("%1: %n row(s) written to %2.", nullptr, int(table.rows.size())).arg(table.title, options.out)
        << Qt::endl;
    if (incomplete.isEmpty())
        return 0;
    err << tr("The figures are incomplete:") << Qt::endl;
    for (const QString &reason : std::as_const(incomplete))
        err << "  " << reason << Qt::endl;
    return IncompleteExitCode;
}
