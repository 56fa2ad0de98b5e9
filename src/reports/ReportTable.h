#pragma once

#include "reports/Reports.h"

#include <QCoreApplication>
#include <QDate>
#include <QList>
#include <QString>
#include <QVariant>

// A report as a table: what the pages show, and what CSV, XLSX and print write. Cells hold plain values:
// money as qint64 minor units (Money columns), dates as QDate, counts as int, the rest as QString.
struct ReportTable
{
    enum class Type { Text, Money, Date, Count, Percent };
    struct Column
    {
        QString title;
        Type type = Type::Text;
    };
    struct Row
    {
        QVariantList cells;
        QList<int> documents; // drill-down: indices into the source's documents
        // What each of `documents` adds to the row's figure (same order; empty: not told), and its name.
        QList<qint64> documentAmounts;
        QString amountTitle;
        bool total = false; // a totals line (shown in bold)
    };

    QString title; // e.g. "Open items as of 30.06.2026"
    QStringList notes; // freshness and warnings, printed under the title
    QList<Column> columns;
    QList<Row> rows;
};

// The reports in table form.
class ReportTables
{
    Q_DECLARE_TR_FUNCTIONS(ReportTables)

public:
    // With `source` each row names what every document adds to it (drill-down amounts).
    static ReportTable openItems(const OpenItemsReport &report, const ReportSource *source = nullptr);
    static ReportTable revenueByPeriod(const RevenueReport &report, const ReportSource *source = nullptr);
    static ReportTable revenueByCustomer(const RevenueReport &report, const ReportSource *source = nullptr);
    static ReportTable vat(const VatReport &report, const ReportSource &source);
    // "Current as of …", "empty", "partly synced"; `fromPositions`: the report reads the documents' positions
    // (VAT, net revenue), so documents whose positions are not stored are named too (open items need only
    // totals).
    static QStringList freshnessNotes(const ReportFreshness &freshness, bool fromPositions);
    // "January", "Q1", "2026": a period's label.
    static QString periodLabel(RevenuePeriod granularity, int period);
    static QString dunningLevelName(int level);
    static QString vatLineTitle(const VatLine &line);
    // Why the VAT figures are incomplete (documents left out and why); empty when they are complete.
    static QStringList vatIncompleteReasons(const VatReport &report, const ReportSource &source);
};
