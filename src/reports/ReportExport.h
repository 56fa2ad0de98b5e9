#pragma once

#include "reports/ReportTable.h"

#include <QCoreApplication>
#include <QString>

// Writes report tables to files. GUI-free; run on a worker thread for large tables.
class ReportExport
{
    Q_DECLARE_TR_FUNCTIONS(ReportExport)

public:
    // CSV (UTF-8 with BOM, semicolon-separated as Swiss spreadsheets expect): the title and notes as
    // comment-free leading lines are left out; one header row, money as "1234.50", dates as yyyy-MM-dd.
    static bool writeCsv(const ReportTable &table, const QString &fileName, QString *error);
    // XLSX through libxlsxwriter: a header row, frozen below it, money as numbers with two decimals,
    // dates as dates, counts as integers; the title and notes on a second sheet "Notes".
    static bool writeXlsx(const ReportTable &table, const QString &fileName, QString *error);
    // The table as HTML for QTextDocument (print and PDF), numbers and dates in the user's locale.
    static QString toHtml(const ReportTable &table);
    // A cell as the user reads it: money in the locale with two decimals, dates short.
    static QString displayText(const QVariant &cell, ReportTable::Type type);
};
