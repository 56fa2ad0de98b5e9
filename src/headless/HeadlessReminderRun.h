#pragma once

#include "session/HeadlessSync.h"

#include <QCoreApplication>
#include <QDate>
#include <QString>
#include <QTextStream>
#include <QUrl>

struct ReminderPlan;

// `invoicedesk --reminder-run --as-of YYYY-MM-DD [--base-url URL] [--account UUID] --out FILE.csv
// [--send-email]`: what the window's reminder run would propose for that day, read from the local copy,
// written as CSV (main.cpp runs `--sync` first when both are given). Without --send-email it never sends
// anything. With --send-email every proposed reminder (due, automatic dunning not switched off) is then
// e-mailed by the service itself (dunningSent: the level's text, the fee and the reminder's PDF; nothing
// is sent after it), one line per invoice: `sent`, `already sent` or `not sent` with the reason (a
// customer the service has no address for is printed from the window). Exit code 0 when the file was
// written (and every reminder went out), 2 on wrong use (a missing or unreadable --as-of, a day in the
// future, no --out or one that cannot be written, no account, no token for --send-email), 4 when a
// reminder was not sent (or the plan is not current).
class HeadlessReminderRun
{
    Q_DECLARE_TR_FUNCTIONS(HeadlessReminderRun)

public:
    struct Options
    {
        // Which copy and token, as for --sync (profile, --base-url, --account; the token empty:
        // INVOICEDESK_TOKEN, else the keychain's; --all-accounts hands it over).
        HeadlessSync::Options copy;
        QString asOf; // as given
        QString out;
        bool fetchSettings = false; // after --sync: the dunning settings are fetched into the copy too
        bool sendEmail = false; // --send-email: the service e-mails the proposed reminders
    };

    static int run(const Options &options, QTextStream &out, QTextStream &err);

    // The CSV text of a plan: a header row, then one row per overdue invoice below the final level (due
    // ones first). Money as plain decimals (1234.50).
    static QString csv(const ReminderPlan &plan);
};
