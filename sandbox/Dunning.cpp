#include "Dunning.h"

#include "Documents.h"

#include <QStringList>

namespace {

const QStringList levelNames {QStringLiteral("NO_DUNNING"), QStringLiteral("REMINDER"),
    QStringLiteral("FIRST_DUNNING"), QStringLiteral("FINAL_DUNNING")};

struct LevelSetting
{
    bool on = true;
    int days = 0;
};

LevelSetting levelSetting(SandboxServer &server, const QString &account, int level)
{
    const QJsonObject o =
        invoiceSetting(server, account, QStringLiteral("dunnings/dunning-level-%1").arg(level));
    return {o.value(QLatin1String("isEnabled")).toBool(true), o.value(QLatin1String("numberOfDays")).toInt()};
}

} // namespace

QString dunningLevelName(int level)
{
    return levelNames.value(qBound(0, level, 3));
}

int dunningLevelNumber(const QString &name)
{
    return int(qMax<qsizetype>(0, levelNames.indexOf(name)));
}

DunningSchedule dunningScheduleOf(SandboxServer &server, const QString &account, const QJsonObject &invoice)
{
    DunningSchedule s;
    s.currentLevel = dunningLevelNumber(invoice.value(QLatin1String("dunningLevel")).toString());
    s.lastDate = QDate::fromString(invoice.value(QLatin1String("lastDunningDate")).toString(), Qt::ISODate);
    const QDate due = QDate::fromString(invoice.value(QLatin1String("dueDate")).toString(), Qt::ISODate);
    const bool owed = scaledNumber(invoice.value(QLatin1String("openAmount")), 2).value_or(0) > 0
        && !invoice.value(QLatin1String("isCancelled")).toBool();
    if (!owed || !due.isValid())
        return s;
    // Skip the levels switched off; the gap is counted from the level the invoice is at.
    int next = s.currentLevel + 1;
    LevelSetting target;
    for (; next <= 3; ++next) {
        target = levelSetting(server, account, next);
        if (target.on)
            break;
    }
    if (next > 3)
        return s;
    s.nextLevel = next;
    // Overdue by the level's days, and by one day at least.
    QDate date = due.addDays(qMax(1, target.days));
    if (s.currentLevel > 0 && s.lastDate.isValid()) {
        const int gap = target.days - levelSetting(server, account, s.currentLevel).days;
        const QDate afterLast = s.lastDate.addDays(gap > 0 ? gap : 0);
        if (afterLast > date)
            date = afterLast;
    }
    s.nextDate = date;
    return s;
}
