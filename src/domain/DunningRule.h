#pragma once

#include <QDate>

#include <array>

// When an open invoice gets its next reminder (the level rule, written down in docs/reminders.md). One
// rule for the single "Print reminder…" action, the month-end run and the headless --reminder-run; the
// sandbox keeps its own copy of the same rule, as an independent peer would.
//
// Level n+1 is due on the later of
//   - the due date + numberOfDays(n+1) (overdue by at least that many days, and by at least one), and
//   - the day level n was recorded + (numberOfDays(n+1) − numberOfDays(n)) (not when n is 0, and not
//     when that day is unknown);
// levels switched off are skipped (from level 1 with level 2 off, the next one is level 3, counted from
// level 1's days); an invoice moves at most one level at a time; a `nextDunningDate` the service gives
// replaces the computed date.
namespace DunningRule {

struct Level
{
    bool enabled = true;
    int numberOfDays = 0;
};

// Levels 1 to 3 at index 0 to 2, as the dunning settings hold them.
using Levels = std::array<Level, 3>;

struct Invoice
{
    QDate dueDate;
    int currentLevel = 0; // 0 none, 1 reminder, 2 first dunning, 3 final dunning
    QDate lastReminder; // when currentLevel was recorded; invalid when not known
    QDate serviceNextDate; // the service's nextDunningDate; invalid when it gives none
};

enum class Reason {
    Due, // `level` is due as of the date asked
    NotYet, // `level` comes on `dueOn`
    NoLevelLeft, // at the final level, or every level above is switched off
    NoDueDate, // the invoice has no due date
};

struct Decision
{
    Reason reason = Reason::NoLevelLeft;
    int level = 0; // the level that comes next (due or not); 0 when none is left
    QDate dueOn; // the day `level` becomes due; invalid when none is left
    bool isDue() const { return reason == Reason::Due; }
};

// The next enabled level above `currentLevel`, 0 when there is none.
int nextEnabledLevel(const Levels &levels, int currentLevel);

// The decision for one invoice as of `asOf`.
Decision decide(const Levels &levels, const Invoice &invoice, const QDate &asOf);

} // namespace DunningRule
