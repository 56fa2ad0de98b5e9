#include "reports/AccountsOverview.h"

#include "reports/ReminderRun.h"
#include "reports/ReportSource.h"

#include <QMap>

namespace {

// The last VAT period that ended before `day`: quarters for the effective method, half-years for the net
// tax rate method (ESTV). Its label and its first and last day.
QString lastVatPeriod(VatMethod method, const QDate &day, QDate *from, QDate *to)
{
    const int months = method == VatMethod::NetTaxRate ? 6 : 3;
    const QDate periodStart(day.year(), (day.month() - 1) / months * months + 1, 1);
    *from = periodStart.addMonths(-months);
    *to = periodStart.addDays(-1);
    const int index = (from->month() - 1) / months + 1;
    return QStringLiteral("%1-%2%3")
        .arg(from->year())
        .arg(months == 6 ? QLatin1Char('H') : QLatin1Char('Q'))
        .arg(index);
}

} // namespace

QList<AccountOverview> AccountsOverview::read(const QString &dataDir, const QString &accountUuid,
    const QString &accountName, const QDate &day, QString *error)
{
    const ReportSource source = ReportSource::load(dataDir, accountUuid);
    if (!source.freshness.error.isEmpty()) {
        *error = source.freshness.error;
        return {};
    }
    AccountOverview base;
    base.account = accountUuid;
    base.name = accountName;
    QDate from;
    QDate to;
    base.lastVatPeriod = lastVatPeriod(source.vatSettings.method, day, &from, &to);
    base.vatFiled = source.filedReturns.contains(ReportSource::periodKey(from, to));
    base.lastSync = source.freshness.currentSince;
    base.partial = source.freshness.partial;

    QMap<QString, AccountOverview> byCurrency;
    for (const ReportDocument &d : source.documents) {
        if (d.kind != DocumentKind::Invoice || d.cancelled || d.openMinor <= 0)
            continue;
        auto it = byCurrency.find(d.currency);
        if (it == byCurrency.end()) {
            it = byCurrency.insert(d.currency, base);
            it->currency = d.currency;
        }
        it->openMinor += d.openMinor;
        ++it->openInvoices;
        if (d.dueDate.isValid() && d.dueDate < day) {
            ++it->overdueInvoices;
            it->oldestOverdueDays = std::max(it->oldestOverdueDays, int(d.dueDate.daysTo(day)));
        }
    }
    const ReminderPlan plan = ReminderRun::plan(dataDir, accountUuid, day);
    for (const ReminderCandidate &c : plan.candidates) {
        if (c.due && byCurrency.contains(c.currency))
            ++byCurrency[c.currency].remindersDue;
    }
    if (byCurrency.isEmpty()) {
        base.currency = QStringLiteral("CHF");
        return {base};
    }
    return byCurrency.values();
}

ReportTable AccountsOverview::table(const QList<AccountOverview> &rows, const QDate &day)
{
    ReportTable table;
    table.title = tr("Accounts as of %1").arg(day.toString(Qt::ISODate));
    using Type = ReportTable::Type;
    for (const auto &[title, type] : std::initializer_list<std::pair<const char *, Type>> {
             {"account", Type::Text}, {"name", Type::Text}, {"currency", Type::Text}, {"open", Type::Money},
             {"openInvoices", Type::Count}, {"overdueInvoices", Type::Count},
             {"oldestOverdueDays", Type::Count}, {"remindersDue", Type::Count}, {"lastVatPeriod", Type::Text},
             {"vatFiled", Type::Text}, {"lastSync", Type::Text}})
        table.columns << ReportTable::Column {QLatin1String(title), type};
    for (const AccountOverview &a : rows) {
        ReportTable::Row row;
        row.cells = {a.account, a.name, a.currency, a.openMinor, a.openInvoices, a.overdueInvoices,
            a.oldestOverdueDays, a.remindersDue, a.lastVatPeriod,
            a.vatFiled ? QStringLiteral("yes") : QStringLiteral("no"),
            a.lastSync.isValid() ? a.lastSync.toUTC().toString(Qt::ISODate) : QString()};
        table.rows << row;
    }
    return table;
}
