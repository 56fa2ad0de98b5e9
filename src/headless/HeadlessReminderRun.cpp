#include "headless/HeadlessReminderRun.h"

#include "api/ApiClient.h"
#include "api/ApiJob.h"
#include "domain/Money.h"
#include "records/SettingsApi.h"
#include "reports/ReminderRun.h"
#include "secrets/KeychainTokenStore.h"
#include "secrets/TokenSource.h"
#include "session/ProfileSettings.h"
#include "store/RecordStore.h"

#include <QEventLoop>
#include <QSaveFile>

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

// The dunning settings (the days and fees of each level) into the local copy, as the window's run
// fetches them; the token as --sync finds it. False with the reason in *error.
bool fetchDunningSettings(const Profile &profile, const QString &dataDir, QString *error)
{
    QString token = TokenSource::environmentToken();
    if (token.isEmpty()) {
        KeychainTokenStore keychain;
        const TokenStore::Result r = TokenSource(&keychain).readBlocking(profile.secretKey());
        token = r.status == TokenStore::Status::Ok ? r.token : QString();
    }
    if (token.isEmpty()) {
        *error = HeadlessReminderRun::tr("no API token");
        return false;
    }
    ApiConfig config;
    config.baseUrl = profile.serverUrl;
    config.token = token;
    config.accountUuid = profile.accountUuid;
    ApiClient client(config);
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
    ProfileSettings settings;
    const QString name = options.profile.isEmpty() ? settings.lastProfile() : options.profile;
    Profile profile;
    if (auto saved = settings.profile(name))
        profile = *saved;
    else
        profile.name = name.isEmpty() ? QStringLiteral("default") : name;
    if (options.baseUrl.isValid())
        profile.serverUrl = options.baseUrl;
    if (!profile.serverUrl.isValid())
        profile.serverUrl = QUrl(QStringLiteral("https://api.abaninja.ch"));
    if (!options.account.isEmpty())
        profile.accountUuid = options.account;
    if (profile.accountUuid.isEmpty()) {
        err << tr("--account: name the account whose local copy to read.") << Qt::endl;
        return 2;
    }

    const QString dataDir = ProfileSettings::dataDirFor(profile);
    if (options.fetchSettings) {
        QString error;
        if (!fetchDunningSettings(profile, dataDir, &error))
            err << tr("The dunning settings could not be fetched: %1").arg(error) << Qt::endl;
    }
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
    return 0;
}
