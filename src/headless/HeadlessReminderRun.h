#pragma once

#include <QCoreApplication>
#include <QDate>
#include <QString>
#include <QTextStream>
#include <QUrl>

struct ReminderPlan;

// `invoicedesk --reminder-run --as-of YYYY-MM-DD [--base-url URL] [--account UUID] --out FILE.csv`:
// what the window's reminder run would propose for that day, read from the local copy, written as CSV.
// It never sends anything (main.cpp runs `--sync` first when both are given). Exit code 0 when the file
// was written, 2 on wrong use (a missing or unreadable --as-of, a day in the future, no --out or one
// that cannot be written, no account).
// It lives with the views only because it needs both the profiles (session) and the plan (reports); it
// makes no widget.
class HeadlessReminderRun
{
    Q_DECLARE_TR_FUNCTIONS(HeadlessReminderRun)

public:
    struct Options
    {
        QString asOf; // as given
        QString profile;
        QUrl baseUrl;
        QString account;
        QString out;
        bool fetchSettings = false; // after --sync: the dunning settings are fetched into the copy too
    };

    static int run(const Options &options, QTextStream &out, QTextStream &err);

    // The CSV text of a plan: a header row, then one row per overdue invoice below the final level (due
    // ones first). Money as plain decimals (1234.50).
    static QString csv(const ReminderPlan &plan);
};
