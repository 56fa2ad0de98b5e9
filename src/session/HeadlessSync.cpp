#include "session/HeadlessSync.h"

#include "api/Account.h"
#include "api/AccountsApi.h"
#include "api/ApiClient.h"
#include "api/ApiConfig.h"
#include "api/ApiJob.h"
#include "api/SandboxLauncher.h"
#include "secrets/KeychainTokenStore.h"
#include "secrets/TokenSource.h"
#include "session/CopyMirror.h"
#include "session/ProfileSettings.h"
#include "session/SignalQuit.h"
#include "sync/SyncController.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <optional>

namespace {

// Blocking is fine here: there is no window whose event loop would be held up.
std::optional<QList<Account>> listAccounts(const ApiConfig &config, QString *error)
{
    ApiClient client(config);
    QEventLoop loop;
    std::optional<QList<Account>> result;
    ApiJob *job = AccountsApi(&client).list(&loop);
    QObject::connect(job, &ApiJob::succeeded, &loop, [&](const QJsonDocument &answer) {
        result = Account::listFromAnswer(answer, error);
        loop.quit();
    });
    QObject::connect(job, &ApiJob::failed, &loop, [&](const ApiError &e) {
        *error = e.message();
        loop.quit();
    });
    loop.exec();
    return result;
}

} // namespace

int HeadlessSync::signIn(const Options &options, SignedIn *signedIn, QTextStream &err)
{
    Profile &profile = signedIn->profile;
    profile = resolveProfile(options.profile, options.baseUrl, options.account);
    QString token = options.token;
    if (token.isEmpty() && profile.accountUuid.isEmpty()) {
        token = TokenSource::environmentToken(); // may name the account to sync when it reaches only one
    } else if (token.isEmpty()) {
        KeychainTokenStore keychain;
        const TokenStore::Result r = TokenSource(&keychain).readBlocking(profile.secretKey());
        if (r.status == TokenStore::Status::Ok)
            token = r.token;
        else if (r.status != TokenStore::Status::NotFound)
            err << r.message << Qt::endl;
    }
    if (SignalQuit::lastSignal())
        return SignalQuit::exitCode();
    if (token.isEmpty()) {
        err << tr("No API token: set INVOICEDESK_TOKEN or sign in once with the window to keep it in the "
                  "keychain.")
            << Qt::endl;
        return 2;
    }

    ApiConfig &config = signedIn->config;
    config.baseUrl = profile.serverUrl;
    config.token = token;
    if (auto refused = ApiClient::checkBaseUrl(config.baseUrl)) {
        err << refused->message() << Qt::endl;
        return 2;
    }
    QString error;
    const auto accounts = listAccounts(config, &error);
    if (SignalQuit::lastSignal())
        return SignalQuit::exitCode();
    if (!accounts) {
        err << tr("Signing in failed: %1").arg(error) << Qt::endl;
        return 3;
    }
    signedIn->accounts = *accounts;
    return 0;
}

int HeadlessSync::run(const Options &options, QTextStream &out, QTextStream &err, const AfterSync &afterSync)
{
    // Only the demo has a folder of its own, removed when the run ends (also after SIGINT or SIGTERM,
    // which end the waits below rather than the program), after its service has stopped.
    std::optional<QTemporaryDir> demoDir;
    SandboxLauncher sandbox;
    Options effective = options;
    if (options.demo) {
        demoDir.emplace();
        QString error;
        if (!sandbox.startAndWait(
                {QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--data"), demoDir->path()},
                60000, &error)) {
            if (SignalQuit::lastSignal()) // the wait ended for the signal, not for the server
                return SignalQuit::exitCode();
            err << error << Qt::endl;
            return 2;
        }
        effective.baseUrl = sandbox.url();
        effective.token = sandbox.token();
        if (effective.account.isEmpty())
            effective.account = sandbox.accounts().value(0); // the account with the sizeable data
    }

    SignedIn signedIn;
    if (const int code = signIn(effective, &signedIn, err))
        return code;
    Profile &profile = signedIn.profile;
    ApiConfig &config = signedIn.config;
    const QList<Account> &accounts = signedIn.accounts;
    if (options.demo)
        profile.name = QStringLiteral("Demo");
    if (profile.accountUuid.isEmpty()) {
        if (accounts.size() != 1) {
            err << tr("The token reaches %1 accounts; choose one with --account or use --all-accounts:")
                       .arg(accounts.size())
                << Qt::endl;
            for (const Account &a : accounts)
                err << "  " << a.uuid << "  " << a.name << Qt::endl;
            return 2;
        }
        profile.accountUuid = accounts.first().uuid;
    }
    for (const Account &a : accounts) {
        if (a.uuid == profile.accountUuid)
            profile.accountName = a.name;
    }
    if (profile.accountName.isEmpty()) {
        err << tr("The token does not reach the account %1.").arg(profile.accountUuid) << Qt::endl;
        return 2;
    }
    config.accountUuid = profile.accountUuid;

    const QString dataDir =
        options.demo ? demoDir->path() + QStringLiteral("/client") : ProfileSettings::dataDirFor(profile);
    QDir().mkpath(dataDir);
    out << tr("Synchronising %1 (%2) from %3 …")
               .arg(profile.accountName, profile.accountUuid, profile.serverUrl.toDisplayString())
        << Qt::endl;

    int code = 0;
    {
        // Destroyed before anything else runs: a sync a signal ended is cancelled and its worker waited
        // for, so the copy keeps what whole pages brought (each page is one transaction).
        SyncController sync(config, dataDir);
        QEventLoop loop;
        QObject::connect(&sync, &SyncController::finished, &loop, [&](const SyncSummary &summary) {
            out << summary.describe() << Qt::endl;
            if (summary.isPartial()) {
                err << summary.partialMessage() << Qt::endl;
                code = PartialExitCode;
            }
            loop.quit();
        });
        QObject::connect(&sync, &SyncController::failed, &loop, [&](const ApiError &e) {
            err << tr("Synchronisation failed: %1").arg(e.message()) << Qt::endl;
            code = 1;
            loop.quit();
        });
        sync.start(options.full ? SyncController::Mode::Full : SyncController::Mode::Auto);
        loop.exec();
    }
    if (SignalQuit::lastSignal())
        return SignalQuit::exitCode();
    if (code == 0 || code == PartialExitCode) {
        // The rest of the copy, as current as the lists: addresses, products, settings and the details.
        ApiClient client(config);
        CopyMirror mirror(&client, dataDir, config.accountUuid);
        QEventLoop loop;
        QObject::connect(&mirror, &CopyMirror::finished, &loop, [&](const MirrorSummary &summary) {
            out << summary.describe() << Qt::endl;
            if (summary.isPartial()) {
                for (const QString &problem : summary.problems())
                    err << problem << Qt::endl;
                code = PartialExitCode;
            }
            loop.quit();
        });
        mirror.start();
        if (mirror.isRunning())
            loop.exec();
        if (SignalQuit::lastSignal()) {
            mirror.cancel();
            return SignalQuit::exitCode();
        }
    }
    if ((code == 0 || code == PartialExitCode) && afterSync) {
        const int after = afterSync(config, dataDir);
        return after == 0 ? code : after;
    }
    return code;
}

int HeadlessSync::localCopy(const Options &options, QString *dataDir, QString *accountUuid, QTextStream &err)
{
    const Profile profile = HeadlessSync::resolveProfile(options.profile, options.baseUrl, options.account);
    if (profile.accountUuid.isEmpty()) {
        err << tr("No account: name it with --account.") << Qt::endl;
        return 2;
    }
    *dataDir = ProfileSettings::dataDirFor(profile);
    *accountUuid = profile.accountUuid;
    return 0;
}

Profile HeadlessSync::resolveProfile(const QString &profileName, const QUrl &baseUrl, const QString &account)
{
    ProfileSettings settings;
    const QString name = profileName.isEmpty() ? settings.lastProfile() : profileName;
    Profile profile;
    if (auto saved = settings.profile(name))
        profile = *saved;
    else
        profile.name = name.isEmpty() ? QStringLiteral("default") : name;
    if (baseUrl.isValid())
        profile.serverUrl = baseUrl;
    if (!profile.serverUrl.isValid())
        profile.serverUrl = QUrl(QStringLiteral("https://api.abaninja.ch"));
    if (!account.isEmpty())
        profile.accountUuid = account;
    return profile;
}
