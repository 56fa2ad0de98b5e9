#include "reports/AccountsOverview.h"

#include "reports/ReminderRun.h"
#include "reports/ReportSource.h"
#include "store/AccountDatabase.h"
#include "store/AccountFigures.h"

#include <QFileInfo>
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
    const AccountFiguresRead figures = AccountFigures::read(dataDir, accountUuid, day);
    if (!figures.error.isEmpty()) {
        *error = figures.error;
        return {};
    }
    AccountOverview base;
    base.account = accountUuid;
    base.name = accountName;
    QDate from;
    QDate to;
    base.lastVatPeriod = lastVatPeriod(
        figures.netTaxRateMethod ? VatMethod::NetTaxRate : VatMethod::Effective, day, &from, &to);
    base.vatFiled = figures.filedPeriods.contains(ReportSource::periodKey(from, to));
    base.lastSync = figures.lastSync;
    base.partial = figures.partial;
    base.lastBankFile = figures.lastBankFile;

    // The level rule as ReminderRun::plan applies it: the levels of the stored dunning settings.
    std::optional<DunningRule::Levels> levels;
    if (figures.dunningSettings)
        levels = ReminderRun::ruleLevels(*figures.dunningSettings);

    QMap<QString, AccountOverview> byCurrency;
    for (const AccountOpenInvoice &d : figures.open) {
        auto it = byCurrency.find(d.currency);
        if (it == byCurrency.end()) {
            it = byCurrency.insert(d.currency, base);
            it->currency = d.currency;
        }
        it->openMinor += d.openMinor;
        ++it->openInvoices;
        if (!d.dueDate.isValid() || d.dueDate >= day)
            continue;
        ++it->overdueInvoices;
        it->oldestOverdueDays = std::max(it->oldestOverdueDays, int(d.dueDate.daysTo(day)));
        if (d.dunningLevel >= 3)
            continue; // at the final level: no reminder left
        const std::optional<ReminderRun::LevelDates> detail = d.hasCurrentDetail
            ? std::optional(
                ReminderRun::LevelDates {ReportDocument::dunningLevelFromString(d.detailDunningLevel),
                    d.detailLastDunning, d.detailNextDunning})
            : std::nullopt;
        const auto decision = ReminderRun::decide(
            levels, d.dueDate, {d.dunningLevel, d.rowLastDunning, d.rowNextDunning}, detail, day);
        if (decision && decision->isDue())
            ++it->remindersDue;
    }
    if (byCurrency.isEmpty()) {
        base.currency = QStringLiteral("CHF");
        return {base};
    }
    return byCurrency.values();
}

bool AccountsOverview::copyExists(const QString &dataDir, const QString &accountUuid)
{
    return QFileInfo::exists(AccountDatabase::filePath(dataDir, accountUuid));
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
