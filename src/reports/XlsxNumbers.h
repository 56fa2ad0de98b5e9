#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

// libxlsxwriter writes every number with printf's "%.16G": CHF 64.26, whose nearest double lies just
// above 64.26, becomes "64.26000000000001" in the sheet's XML, which is what other programs then read
// and show. No double prints as "64.26" that way, so the numbers are written again after the workbook
// is closed: each numeric cell gets the shortest text that reads back as the same double ("64.26").
class XlsxNumbers
{
    Q_DECLARE_TR_FUNCTIONS(XlsxNumbers)

public:
    // Rewrites the worksheets of the XLSX file at `path` in place. False with `error` set when the file
    // is not a ZIP container this class reads (no ZIP64, no encryption) or cannot be written.
    static bool shorten(const QString &path, QString *error);
    // One worksheet's XML: every <c …><v>number</v></c> without a type attribute (numbers and dates;
    // strings, booleans, errors and formulas are left alone) with its value in the shortest form.
    static QByteArray shortenSheet(const QByteArray &xml);
};
