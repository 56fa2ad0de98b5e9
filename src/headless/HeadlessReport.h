#pragma once

#include <QCoreApplication>
#include <QDate>
#include <QString>
#include <QTextStream>

// `invoicedesk --report vat|open-items|revenue --period 2024-Q1|2024-H1|2024-03|2024 --out FILE.csv|.xlsx`:
// one report from the account's local copy, written without a window, for a fiduciary exporting many
// accounts (with --sync the copy is synchronised and the missing positions fetched first). Exit codes:
//   0 written and complete, 1 the file could not be written, 2 wrong use,
//   4 written but incomplete (positions not stored, missing rates, unclassified 0 %, documents that do
//     not reconcile, a partly synchronised copy): the reasons go to stderr.
class HeadlessReport
{
    Q_DECLARE_TR_FUNCTIONS(HeadlessReport)

public:
    struct Options
    {
        QString report; // vat, open-items, revenue
        QString period; // 2024-Q1, 2024-H1, 2024-03, 2024
        QString out; // .csv or .xlsx
    };

    static constexpr int FailedExitCode = 1;
    static constexpr int WrongUseExitCode = 2;
    static constexpr int IncompleteExitCode = 4;

    // What is wrong with the arguments, in words; empty when they can be run.
    static QString check(const Options &options);
    // "2024-Q1" -> 1.1.2024 to 31.3.2024; false when it is none of the four forms.
    static bool parsePeriod(const QString &text, QDate *from, QDate *to);
    static int run(const Options &options, const QString &dataDir, const QString &accountUuid,
        QTextStream &out, QTextStream &err);
};
