#pragma once

// The level rule's table (docs/reminders.md), shared by the three tests that run it: the rule itself
// (tst_dunning_rule), the sandbox's nextDunningDate and refusals (tst_sandbox_dunning) and
// `invoicedesk --reminder-run` (tst_reminder_cli). Plain data only: the sandbox's tests include it too,
// and they never link client code.
//
// Every date is counted from the day asked ("as of"): the expected values below were worked out by hand
// for as of 2026-11-30, where 5, 15, 25 and 45 days overdue are the due dates 2026-11-25, 2026-11-15,
// 2026-11-05 and 2026-10-16, and "reminded today / 5 / 12 days ago" is 2026-11-30, 2026-11-25, 2026-11-18.

namespace DunningTable {

// Which dunning levels are switched on; every variant has the demo's days 10 / 20 / 30.
enum class Levels {
    All, // 10 / 20 / 30
    SecondOff, // 10 / (20 switched off) / 30
    FirstOff, // (10 switched off) / 20 / 30
    ThirdOff, // 10 / 20 / (30 switched off)
};

constexpr int never = -1; // no reminder yet, or (with a level above 0) its day is not known
constexpr int noServiceDate = 9999;

struct Row
{
    const char *name;
    Levels levels;
    int overdueDays;
    int currentLevel;
    int remindedDaysAgo; // never: not known
    int serviceNextOffset; // the service's nextDunningDate, days after as of; noServiceDate: none
    // Expected:
    int nextLevel; // 0: none left
    bool due;
    int dueOnOffset; // the day nextLevel becomes due, days after as of (ignored when nextLevel is 0)
};

// clang-format off
constexpr Row rows[] = {
    // 10/20/30. Level 1 comes at due + 10.
    // due 11-25 + 10 = 12-05: not yet.
    {"5 days, none",                    Levels::All, 5,  0, never, noServiceDate, 1, false,  +5},
    // due 11-15 + 10 = 11-25.
    {"15 days, none",                   Levels::All, 15, 0, never, noServiceDate, 1, true,   -5},
    // due 11-05 + 10 = 11-15; only level 1, although level 2's 20 days have passed too.
    {"25 days, none",                   Levels::All, 25, 0, never, noServiceDate, 1, true,  -15},
    // due 10-16 + 10 = 10-26; one level at a time, never straight to the final one.
    {"45 days, none",                   Levels::All, 45, 0, never, noServiceDate, 1, true,  -35},
    // Level 2: later of due + 20 and the reminder + (20 - 10).
    // 11-15 + 20 = 12-05; 11-30 + 10 = 12-10.
    {"15 days, reminded today",         Levels::All, 15, 1, 0,  noServiceDate, 2, false, +10},
    // 11-05 + 20 = 11-25; 11-30 + 10 = 12-10: overdue long enough, reminded too recently.
    {"25 days, reminded today",         Levels::All, 25, 1, 0,  noServiceDate, 2, false, +10},
    // 11-25; 11-25 + 10 = 12-05.
    {"25 days, reminded 5 days ago",    Levels::All, 25, 1, 5,  noServiceDate, 2, false,  +5},
    // 11-25; 11-18 + 10 = 11-28.
    {"25 days, reminded 12 days ago",   Levels::All, 25, 1, 12, noServiceDate, 2, true,   -2},
    // 12-05; 11-28: not overdue long enough.
    {"15 days, reminded 12 days ago",   Levels::All, 15, 1, 12, noServiceDate, 2, false,  +5},
    // Level 3: later of due + 30 and the first dunning + (30 - 20).
    // 10-16 + 30 = 11-15; 11-30 + 10 = 12-10.
    {"45 days, level 2 today",          Levels::All, 45, 2, 0,  noServiceDate, 3, false, +10},
    // 11-15; 11-25 + 10 = 12-05.
    {"45 days, level 2 5 days ago",     Levels::All, 45, 2, 5,  noServiceDate, 3, false,  +5},
    // 11-15; 11-18 + 10 = 11-28.
    {"45 days, level 2 12 days ago",    Levels::All, 45, 2, 12, noServiceDate, 3, true,   -2},
    // The final level has nothing above it.
    {"45 days, final 12 days ago",      Levels::All, 45, 3, 12, noServiceDate, 0, false,   0},
    // Level 2 with the reminder's day unknown: only the overdue days count, 10-16 + 20 = 11-05.
    {"45 days, level 1 day unknown",    Levels::All, 45, 1, never, noServiceDate, 2, true, -25},

    // 10 / (20 off) / 30: from level 1 the next is 3, at the later of due + 30 and the reminder + (30 - 10).
    // 11-15 + 10 = 11-25: level 1 as before.
    {"2nd off: 15 days, none",          Levels::SecondOff, 15, 0, never, noServiceDate, 1, true, -5},
    // 11-05 + 30 = 12-05; 11-18 + 20 = 12-08.
    {"2nd off: 25 days, 12 days ago",   Levels::SecondOff, 25, 1, 12, noServiceDate, 3, false, +8},
    // 10-16 + 30 = 11-15; 12-08.
    {"2nd off: 45 days, 12 days ago",   Levels::SecondOff, 45, 1, 12, noServiceDate, 3, false, +8},
    // 11-15; 11-30 + 20 = 12-20.
    {"2nd off: 45 days, today",         Levels::SecondOff, 45, 1, 0,  noServiceDate, 3, false, +20},
    // (10 off) / 20 / 30: the first reminder sent is level 2, at due + 20.
    // 11-15 + 20 = 12-05.
    {"1st off: 15 days, none",          Levels::FirstOff, 15, 0, never, noServiceDate, 2, false, +5},
    // 11-05 + 20 = 11-25.
    {"1st off: 25 days, none",          Levels::FirstOff, 25, 0, never, noServiceDate, 2, true,  -5},
    // 10-16 + 20 = 11-05.
    {"1st off: 45 days, none",          Levels::FirstOff, 45, 0, never, noServiceDate, 2, true, -25},
    // 10 / 20 / (30 off): after level 2 nothing is left.
    {"3rd off: 45 days, level 2",       Levels::ThirdOff, 45, 2, 12, noServiceDate, 0, false, 0},

    // The service's nextDunningDate wins over the computed date...
    // computed 10-26, the service says 12-03.
    {"service later",                   Levels::All, 45, 0, never, +3, 1, false, +3},
    // computed 12-05, the service says 11-29.
    {"service earlier",                 Levels::All, 5,  0, never, -1, 1, true,  -1},
    // ... but never before the invoice is overdue: the service says 11-20, the first overdue day is 11-26.
    {"service before the due date",     Levels::All, 5,  0, never, -10, 1, true, -4},
};
// clang-format on

} // namespace DunningTable
