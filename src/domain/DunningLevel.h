#pragma once

#include <QList>
#include <QString>

// How far an invoice is in dunning, in the service's words (dunningLevel on the wire: NO_DUNNING,
// REMINDER, FIRST_DUNNING, FINAL_DUNNING), as a number the reminder run counts with (0 none to 3 final
// dunning) and in the user's words. The one place that maps them: the document list, the reports, the
// reminder run, the command line and the store's report read all go through it.
enum class DunningLevel { None = 0, Reminder = 1, FirstDunning = 2, FinalDunning = 3 };

namespace DunningLevels {

// Reminder, FirstDunning, FinalDunning: the levels an invoice can reach, in order.
const QList<DunningLevel> &reached();

// The service's name ("REMINDER"); "NO_DUNNING" for None.
QString wireName(DunningLevel level);
// None for "NO_DUNNING", an empty or an unknown name.
DunningLevel fromWireName(const QString &name);
// True for the four names the service uses (and an empty one, read as none).
bool isKnown(const QString &name);
// 0 none .. 3 final dunning; a number outside that reads as None.
DunningLevel fromNumber(int level);

// The user's words, the same in the window's list, the reports and the command line: "Reminder",
// "1st dunning", "Final dunning" (German "Erinnerung", "1. Mahnung", "Letzte Mahnung"); empty for None.
QString text(DunningLevel level);
// The same for a wire name; an unknown name as it is, so nothing the service says is hidden.
QString text(const QString &wireName);

} // namespace DunningLevels
