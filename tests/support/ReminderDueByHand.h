#pragma once

// Whether a reminder is due for an invoice of the service's list, by the level rule of docs/reminders.md
// written out by hand, for the tests that check the program's reminders due against the sandbox's answers
// (tst_accounts_overview's window, tst_cli's --report accounts). Plain code on the service's JSON, not the
// program's ReminderRun or DunningRule, so a wrong level decision there is not passed by the same mistake
// here. The rule:
//   - only an invoice due before the day (overdue) at a level below the final one counts; the service's
//     dunningLevel NO_DUNNING is level 0, REMINDER 1, FIRST_DUNNING 2, FINAL_DUNNING 3;
//   - the next level m is the lowest above the invoice's level n that is switched on (none: nothing due);
//   - m is due on the later of due date + numberOfDays(m) and due date + 1 day, and, when n > 0 and the
//     service gives the day of the last reminder (lastDunningDate), of that day + numberOfDays(m) -
//     numberOfDays(n) (never less than 0 days);
//   - a nextDunningDate the service gives replaces that day (never before due date + 1 day);
//   - due when that day is the day asked for or earlier.
#include "TestSandbox.h"
#include "api/ApiClient.h"
#include "api/JsonReader.h"

#include <QDate>
#include <QJsonObject>
#include <QString>

#include <algorithm>
#include <array>

namespace ReminderDueByHand {

// A dunning level as the service's settings answer it.
struct Level
{
    bool enabled = true;
    int days = 0; // numberOfDays
};
using Levels = std::array<Level, 4>; // levels 1 to 3 at index 1 to 3

// The levels of the service's answer to /documents/v2/invoices/settings/dunnings.
inline Levels levelsAtTheService(ApiClient &client)
{
    const TestSandbox::Result r = TestSandbox::wait(
        client.get(client.accountPath(QStringLiteral("/documents/v2/invoices/settings/dunnings"))));
    const QJsonObject settings = JsonReader::singleFromEnvelope(r.answer).value_or(QJsonObject());
    Levels levels;
    for (int n = 1; n <= 3; ++n) {
        const QJsonObject o = settings.value(QStringLiteral("dunningLevel%1").arg(n)).toObject();
        levels[size_t(n)] = {JsonReader::boolean(o, QLatin1String("isEnabled"), true),
            int(JsonReader::integer(o, QLatin1String("numberOfDays")).value_or(0))};
    }
    return levels;
}

// `invoice`: an open one of the service's list (not cancelled, an amount open; the caller filters).
inline bool isDue(const QJsonObject &invoice, const Levels &levels, const QDate &day)
{
    const QDate due = JsonReader::date(invoice, QLatin1String("dueDate"));
    if (!due.isValid() || due >= day)
        return false;
    const QString wire = invoice.value(QLatin1String("dunningLevel")).toString();
    const int n = wire == QLatin1String("REMINDER") ? 1
        : wire == QLatin1String("FIRST_DUNNING")    ? 2
        : wire == QLatin1String("FINAL_DUNNING")    ? 3
                                                    : 0;
    int m = n + 1;
    while (m <= 3 && !levels[size_t(m)].enabled)
        ++m;
    if (m > 3)
        return false;
    QDate on = std::max(due.addDays(levels[size_t(m)].days), due.addDays(1));
    const QDate last = JsonReader::date(invoice, QLatin1String("lastDunningDate"));
    if (n > 0 && last.isValid())
        on = std::max(on, last.addDays(std::max(0, levels[size_t(m)].days - levels[size_t(n)].days)));
    const QDate next = JsonReader::date(invoice, QLatin1String("nextDunningDate"));
    if (next.isValid())
        on = std::max(next, due.addDays(1));
    return on <= day;
}

} // namespace ReminderDueByHand
