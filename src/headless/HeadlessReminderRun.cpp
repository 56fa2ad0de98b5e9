#include "headless/HeadlessReminderRun.h"

#include "api/ApiClient.h"
#include "api/ApiJob.h"
#include "domain/Money.h"
#include "records/SettingsApi.h"
#include "reports/ReminderRun.h"
#include "secrets/KeychainTokenStore.h"
#include "secrets/TokenSource.h"
#include "session/HeadlessSync.h"
#include "session/ProfileSettings.h"
#include "session/SignalQuit.h"
#include "store/RecordStore.h"

#include <QEventLoop>
#include <QSaveFile>

#include <optional>

namespace {

// One CSV field: quoted when it holds a separator, a quote or a line break.
QString field(const QString &text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"'))
        && !text.contains(QLatin1Char('\n')) && !text.contains(QLatin1Char('\r')))
        return text;
    return QLatin1Char('"') + QString(text).replace(QLatin1Char('"'), QStringLiteral("\"\""))
        + QLatin1Char('"');
}

// The API's configuration for the profile, the token as --sync finds it; nullopt with the reason in *error.
std::optional<ApiConfig> configFor(const Profile &profile, const QString &given, QString *error)
{
    QString token = given.isEmpty() ? TokenSource::environmentToken() : given;
    if (token.isEmpty()) {
        KeychainTokenStore keychain;
        const TokenStore::Result r = TokenSource(&keychain).readBlocking(profile.secretKey());
        token = r.status == TokenStore::Status::Ok ? r.token : QString();
    }
    if (token.isEmpty()) {
        *error = HeadlessReminderRun::tr("no API token");
        return std::nullopt;
    }
    ApiConfig config;
    config.baseUrl = profile.serverUrl;
    config.token = token;
    config.accountUuid = profile.accountUuid;
    return config;
}

// The dunning settings (the days and fees of each level) into the local copy, as the window's run
// fetches them. False with the reason in *error.
bool fetchDunningSettings(
    const Profile &profile, const QString &token, const QString &dataDir, QString *error)
{
    const std::optional<ApiConfig> config = configFor(profile, token, error);
    if (!config)
        return false;
    ApiClient client(*config);
    QEventLoop loop;
    bool stored = false;
    ApiJob *job = SettingsApi(&client).get(QStringLiteral("dunnings"), &loop);
    QObject::connect(job, &ApiJob::succeeded, &loop, [&](const QJsonDocument &answer) {
        const auto settings = SettingsApi::resourceFromAnswer(answer);
        stored = settings
            && RecordStore(dataDir, profile.accountUuid).saveSetting(QStringLiteral("dunnings"), *settings);
        if (!stored)
            *error = HeadlessReminderRun::tr("the answer could not be read or kept");
        loop.quit();
    });
    QObject::connect(job, &ApiJob::failed, &loop, [&](const ApiError &e) {
        *error = e.message();
        loop.quit();
    });
    loop.exec();
    return stored;
}

// --send-email: the service e-mails every proposed reminder (ReminderRun, e-mail for every level), one
// line per invoice. True when every one went out (or had gone out before).
bool sendReminders(
    const ApiConfig &config, const QString &dataDir, const ReminderPlan &plan, QTextStream &out)
{
    QList<ReminderCandidate> items;
    for (const ReminderCandidate &c : plan.candidates) {
        if (c.automaticDunningOff)
            out << HeadlessReminderRun::tr("skipped %1: automatic dunning is off for %2")
                       .arg(c.number, c.customerName)
                << Qt::endl;
        else
            items << c;
    }
    if (items.isEmpty())
        return true;
    ApiClient client(config);
    ReminderRun run(&client, dataDir, config.accountUuid);
    QEventLoop loop;
    QObject::connect(&run, &ReminderRun::finished, &loop, &QEventLoop::quit);
    const QHash<int, ReminderRun::Delivery> email {{1, ReminderRun::Delivery::Email},
        {2, ReminderRun::Delivery::Email}, {3, ReminderRun::Delivery::Email}};
    run.start(items, email);
    if (run.isRunning())
        loop.exec();
    bool allSent = true;
    for (const ReminderRun::Outcome &o : run.outcomes()) {
        const QString what = HeadlessReminderRun::tr("%1 %2, fee %3 %4")
                                 .arg(o.item.number, ReminderRun::levelName(o.item.nextLevel),
                                     o.item.currency, Money::toDecimalString(o.item.feeMinor));
        switch (o.state) {
        case ReminderRun::State::Done:
            out << HeadlessReminderRun::tr("sent %1 to %2").arg(what, o.recipient) << Qt::endl;
            break;
        case ReminderRun::State::AlreadyDone:
            out << HeadlessReminderRun::tr("already sent %1").arg(what) << Qt::endl;
            break;
        case ReminderRun::State::Recorded:
        case ReminderRun::State::Failed:
            allSent = false;
            out << HeadlessReminderRun::tr("not sent %1: %2").arg(what, o.message) << Qt::endl;
            break;
        }
    }
    return allSent;
}

} // namespace

QString HeadlessReminderRun::csv(const ReminderPlan &plan)
{
    QString text = QStringLiteral(
        "invoiceNumber,customer,dueDate,daysOverdue,currentLevel,proposedLevel,fee,currency,note\r\n");
    const auto row = [&text, &plan](const ReminderCandidate &c) {
        QString note;
        if (c.due) {
            if (c.automaticDunningOff)
                note = tr("automatic dunning off");
        } else if (!plan.settingsKnown && !c.nextDate.isValid()) {
            note = tr("dunning settings not in the local copy");
        } else if (c.nextLevel == 0) {
            note = tr("no further level");
        } else {
            note = tr("level %1 due on %2").arg(c.nextLevel).arg(c.nextDate.toString(Qt::ISODate));
        }
        const QStringList fields {c.number, c.customerName, c.dueDate.toString(Qt::ISODate),
            QString::number(c.overdueDays), QString::number(c.currentLevel),
            c.due ? QString::number(c.nextLevel) : QString(),
            c.due ? Money::toDecimalString(c.feeMinor) : QString(), c.currency, note};
        QStringList quoted;
        for (const QString &f : fields)
            quoted << field(f);
        text += quoted.join(QLatin1Char(',')) + QStringLiteral("\r\n");
    };
    for (const ReminderCandidate &c : plan.candidates)
        row(c);
    for (const ReminderCandidate &c : plan.notDue)
        row(c);
    return text;
}

int HeadlessReminderRun::run(const Options &options, QTextStream &out, QTextStream &err)
{
    const QDate asOf = QDate::fromString(options.asOf, Qt::ISODate);
    if (options.asOf.isEmpty() || !asOf.isValid()) {
        err << tr("--as-of: \"%1\" is not a date as YYYY-MM-DD.").arg(options.asOf) << Qt::endl;
        return 2;
    }
    if (asOf > QDate::currentDate()) {
        err << tr("--as-of: %1 is in the future. A reminder run looks at today or an earlier day.")
                   .arg(options.asOf)
            << Qt::endl;
        return 2;
    }
    if (options.out.isEmpty()) {
        err << tr("--out: name the CSV file to write.") << Qt::endl;
        return 2;
    }
    if (options.sendEmail && asOf != QDate::currentDate()) {
        err << tr("--send-email: reminders are sent as of today only, not as of %1.").arg(options.asOf)
            << Qt::endl;
        return 2;
    }
    const Profile profile =
        HeadlessSync::resolveProfile(options.copy.profile, options.copy.baseUrl, options.copy.account);
    if (profile.accountUuid.isEmpty()) {
        err << tr("--account: name the account whose local copy to read.") << Qt::endl;
        return 2;
    }

    const QString dataDir = ProfileSettings::dataDirFor(profile);
    if (options.fetchSettings) {
        QString error;
        if (!fetchDunningSettings(profile, options.copy.token, dataDir, &error))
            err << tr("The dunning settings could not be fetched: %1").arg(error) << Qt::endl;
    }
    if (SignalQuit::lastSignal())
        return SignalQuit::exitCode();
    const ReminderPlan plan = ReminderRun::plan(dataDir, profile.accountUuid, asOf);
    if (plan.freshness.empty)
        err << tr("The local copy holds no invoices: synchronise first (--sync).") << Qt::endl;
    if (!plan.settingsKnown)
        err << tr("The dunning settings are not in the local copy: open the reminder run or Settings → "
                  "Dunning once in the window. Only dates the service gave count.")
            << Qt::endl;
    QSaveFile file(options.out);
    const QByteArray bytes = csv(plan).toUtf8();
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        err << tr("--out: %1 could not be written: %2").arg(options.out, file.errorString()) << Qt::endl;
        return 2;
    }
    out << tr("%n reminder(s) due as of %1, written to %2.", nullptr, int(plan.candidates.size()))
               .arg(asOf.toString(Qt::ISODate), options.out)
        << Qt::endl;
    bool allSent = true;
    if (options.sendEmail) {
        QString error;
        const std::optional<ApiConfig> config = configFor(profile, options.copy.token, &error);
        if (!config) {
            err << tr("--send-email: %1").arg(error) << Qt::endl;
            return 2;
        }
        allSent = sendReminders(*config, dataDir, plan, out);
        if (SignalQuit::lastSignal())
            return SignalQuit::exitCode();
    }
    if (!plan.detailsNotCurrent.isEmpty()) {
        // Their dunning dates are the list's only: a reminder may be proposed that the service refuses.
        err << tr("Not current, planned from the list only until a synchronisation fetches them: %1")
                   .arg(plan.detailsNotCurrent.join(QLatin1String(", ")))
            << Qt::endl;
        return 4;
    }
    return allSent ? 0 : 4;
}
