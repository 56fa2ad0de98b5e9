#pragma once

#include <QDate>
#include <QJsonObject>
#include <QString>

class SandboxServer;

// The sandbox's own reading of the level rule (sandbox/README.md, "Reminders"): when an open invoice
// gets its next reminder. Written here again on purpose: the sandbox is the client's independent peer.
struct DunningSchedule
{
    int currentLevel = 0; // NO_DUNNING 0 ... FINAL_DUNNING 3
    int nextLevel = 0; // the next level switched on; 0 when none is left or nothing is owed
    QDate lastDate; // when currentLevel was recorded (lastDunningDate); invalid when not known
    QDate nextDate; // when nextLevel becomes due; invalid when there is no next level
};

// The invoice's schedule under the account's dunning settings (numberOfDays, isEnabled per level).
DunningSchedule dunningScheduleOf(SandboxServer &server, const QString &account, const QJsonObject &invoice);

// The level names as the service writes them, 0 to 3.
QString dunningLevelName(int level);
int dunningLevelNumber(const QString &name);
