#include "views/reports/ReportChart.h"

#include "domain/Money.h"
#include "reports/ReportTable.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QLegend>
#include <QLocale>
#include <QStackedBarSeries>
#include <QValueAxis>

namespace {

// Chart values are for the eye only; the figures themselves stay in minor units.
qreal chartValue(qint64 minor)
{
    return Money::toDecimalString(minor).toDouble();
}

// Colours from the palette, so a dark theme keeps the bars and labels readable.
QList<QColor> seriesColours(const QPalette &palette)
{
    return {palette.color(QPalette::Highlight), palette.color(QPalette::Link),
        palette.color(QPalette::LinkVisited), palette.color(QPalette::Mid), palette.color(QPalette::Text)};
}

QChart *newChart()
{
    auto *chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    // Axis figures in the user's locale (50'000 in de_CH), like the table's.
    chart->setLocalizeNumbers(true);
    chart->setLocale(QLocale());
    chart->setMargins(QMargins(4, 4, 4, 4));
    return chart;
}

void styleChart(QChart *chart, const QPalette &palette)
{
    chart->setBackgroundBrush(palette.color(QPalette::Base));
    chart->setPlotAreaBackgroundVisible(false);
    chart->setTitleBrush(palette.color(QPalette::Text));
    chart->legend()->setLabelColor(palette.color(QPalette::Text));
    chart->legend()->setAlignment(Qt::AlignBottom);
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsColor(palette.color(QPalette::Text));
        axis->setLinePenColor(palette.color(QPalette::Mid));
        axis->setGridLineColor(palette.color(QPalette::Midlight));
        axis->setTitleBrush(palette.color(QPalette::Text));
    }
}

// The series with a category axis below and a value axis on the left, styled.
QChart *finish(
    QChart *chart, QAbstractBarSeries *series, const QStringList &categories, const QPalette &palette)
{
    chart->addSeries(series);
    auto *x = new QBarCategoryAxis;
    x->append(categories);
    chart->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    auto *y = new QValueAxis;
    y->setLabelFormat(QStringLiteral("%.0f"));
    y->setTickCount(5);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(y);
    y->applyNiceNumbers();
    styleChart(chart, palette);
    return chart;
}

} // namespace

QChart *ReportCharts::empty(const QPalette &palette)
{
    QChart *chart = newChart();
    styleChart(chart, palette);
    return chart;
}

QChart *ReportCharts::openItems(
    const OpenItemsReport &report, const QString &currency, const QPalette &palette)
{
    QChart *chart = newChart();
    const QList<QColor> colours = seriesColours(palette);
    auto *stacked = new QStackedBarSeries;
    const QStringList bucketNames {
        tr("Not yet due"), tr("1-30 days"), tr("31-60 days"), tr("61-90 days"), tr("Over 90 days")};
    QList<QBarSet *> sets;
    for (int b = 0; b < int(AgingBucket::Count); ++b) {
        auto *set = new QBarSet(bucketNames.at(b));
        set->setColor(colours.at(b));
        set->setBorderColor(palette.color(QPalette::Base));
        sets << set;
    }
    QStringList categories;
    int shown = 0;
    for (const OpenItemsRow &row : report.rows) {
        if (row.currency != currency || shown++ >= 8) // 8 names stay readable in half a window
            continue;
        categories << (row.customerName.isEmpty() ? row.customerKey : row.customerName).left(18);
        for (int b = 0; b < int(AgingBucket::Count); ++b)
            *sets[b] << chartValue(row.figures.buckets[b]);
    }
    stacked->append(sets);
    chart->setTitle(tr("Largest open amounts by age (%1)").arg(currency));
    return finish(chart, stacked, categories, palette);
}

QChart *ReportCharts::revenue(const RevenueReport &report, const QString &currency, const QPalette &palette)
{
    QChart *chart = newChart();
    const QList<QColor> colours = seriesColours(palette);
    auto *bars = new QBarSeries;
    auto *current = new QBarSet(QString::number(report.year));
    auto *previous = new QBarSet(QString::number(report.year - 1));
    current->setColor(colours.at(0));
    previous->setColor(colours.at(3));
    QStringList categories;
    for (const RevenuePeriodRow &row : report.periods) {
        if (row.currency != currency)
            continue;
        categories << ReportTables::periodLabel(report.granularity, row.period).left(3);
        *current << chartValue(row.current.netMinor);
        *previous << chartValue(row.previousYear.netMinor);
    }
    bars->append(current);
    bars->append(previous);
    chart->setTitle(tr("Revenue net of VAT (%1)").arg(currency));
    return finish(chart, bars, categories, palette);
}

QChart *ReportCharts::vat(const VatReport &report, const QString &currency, const QPalette &palette)
{
    QChart *chart = newChart();
    const QList<QColor> colours = seriesColours(palette);
    auto *bars = new QBarSeries;
    auto *turnover = new QBarSet(tr("Turnover"));
    auto *tax = new QBarSet(tr("Tax"));
    turnover->setColor(colours.at(0));
    tax->setColor(colours.at(2));
    QStringList categories;
    for (const VatCurrencySummary &s : report.currencies) {
        if (s.currency != currency)
            continue;
        for (const VatLine &line : s.lines) {
            if (line.kind != VatLineKind::Rate && line.kind != VatLineKind::NetTaxRate)
                continue;
            categories << Money::formatPercent(line.rateBasisPoints);
            *turnover << chartValue(line.turnoverMinor);
            *tax << chartValue(line.taxMinor);
        }
    }
    bars->append(turnover);
    bars->append(tax);
    chart->setTitle(tr("Turnover and tax by rate (%1)").arg(currency));
    return finish(chart, bars, categories, palette);
}
