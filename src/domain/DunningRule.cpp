#include "domain/DunningRule.h"

#include <QtGlobal>

namespace DunningRule {

int nextEnabledLevel(const Levels &levels, int currentLevel)
{
    for (int level = qMax(0, currentLevel) + 1; level <= 3; ++level) {
        if (levels.at(size_t(level - 1)).enabled)
            return level;
    }
    return 0;
}

Decision decide(const Levels &levels, const Invoice &invoice, const QDate &asOf)
{
    Decision decision;
    decision.level = nextEnabledLevel(levels, invoice.currentLevel);
    if (decision.level == 0)
        return decision; // NoLevelLeft
    if (!invoice.dueDate.isValid()) {
        decision.reason = Reason::NoDueDate;
        return decision;
    }
    // A reminder for an invoice that is not overdue yet is never due, whatever a date says.
    const QDate firstOverdueDay = invoice.dueDate.addDays(1);
    if (invoice.serviceNextDate.isValid()) {
        decision.dueOn = qMax(invoice.serviceNextDate, firstOverdueDay);
    } else {
        const int days = levels.at(size_t(decision.level - 1)).numberOfDays;
        QDate dueOn = qMax(invoice.dueDate.addDays(days), firstOverdueDay);
        if (invoice.currentLevel > 0 && invoice.lastReminder.isValid()) {
            const int previousDays = levels.at(size_t(qMin(invoice.currentLevel, 3) - 1)).numberOfDays;
            dueOn = qMax(dueOn, invoice.lastReminder.addDays(qMax(0, days - previousDays)));
        }
        decision.dueOn = dueOn;
    }
    decision.reason = asOf >= decision.dueOn ? Reason::Due : Reason::NotYet;
    return decision;
}

} // namespace DunningRule
