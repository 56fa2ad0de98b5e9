#include "domain/DunningLevel.h"

#include <QCoreApplication>

const QList<DunningLevel> &DunningLevels::reached()
{
    static const QList<DunningLevel> levels {
        DunningLevel::Reminder, DunningLevel::FirstDunning, DunningLevel::FinalDunning};
    return levels;
}

QString DunningLevels::wireName(DunningLevel level)
{
    switch (level) {
    case DunningLevel::Reminder:
        return QStringLiteral("REMINDER");
    case DunningLevel::FirstDunning:
        return QStringLiteral("FIRST_DUNNING");
    case DunningLevel::FinalDunning:
        return QStringLiteral("FINAL_DUNNING");
    case DunningLevel::None:
        break;
    }
    return QStringLiteral("NO_DUNNING");
}

DunningLevel DunningLevels::fromWireName(const QString &name)
{
    for (const DunningLevel level : reached()) {
        if (name == wireName(level))
            return level;
    }
    return DunningLevel::None;
}

bool DunningLevels::isKnown(const QString &name)
{
    return name.isEmpty() || name == wireName(DunningLevel::None) || fromWireName(name) != DunningLevel::None;
}

DunningLevel DunningLevels::fromNumber(int level)
{
    return level >= 1 && level <= 3 ? DunningLevel(level) : DunningLevel::None;
}

// The words are the document list's (translated in its context, DocumentListModel), the reference wording.
QString DunningLevels::text(DunningLevel level)
{
    switch (level) {
    case DunningLevel::Reminder:
        return QCoreApplication::translate("DocumentListModel", "Reminder");
    case DunningLevel::FirstDunning:
        return QCoreApplication::translate("DocumentListModel", "1st dunning");
    case DunningLevel::FinalDunning:
        return QCoreApplication::translate("DocumentListModel", "Final dunning");
    case DunningLevel::None:
        break;
    }
    return {};
}

QString DunningLevels::text(const QString &wireName)
{
    return isKnown(wireName) ? text(fromWireName(wireName)) : wireName;
}
