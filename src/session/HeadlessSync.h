#pragma once

#include "api/Account.h"
#include "api/ApiConfig.h"
#include "session/Profile.h"

#include <QCoreApplication>
#include <QString>
#include <QTextStream>
#include <QUrl>

#include <functional>

// `invoicedesk --sync`: one synchronisation without a window, for scripts and benchmarks. The token
// comes from INVOICEDESK_TOKEN or the keychain; the account is the one given or the only one the token
// reaches. Prints a summary; returns the process exit code:
//   0 everything synchronised, 1 the synchronisation failed, 2 wrong use or no token / bad address,
//   3 signing in failed, 4 partly synchronised (a page or a kind failed; the summary names it and the
//   next synchronisation fetches it again).
class HeadlessSync
{
    Q_DECLARE_TR_FUNCTIONS(HeadlessSync)

public:
    struct Options
    {
        bool demo = false;
        QString profile;
        QUrl baseUrl;
        QString account;
        bool full = false;
        // The token to use; empty: INVOICEDESK_TOKEN, else the keychain's for the profile and account
        // (--all-accounts signs in once and hands the token to each account's run).
        QString token;
    };
    // Who the token is and what it reaches: the profile (with the address and account given over the
    // saved one), the service's configuration with the token (no account chosen yet) and the accounts.
    struct SignedIn
    {
        Profile profile;
        ApiConfig config;
        QList<Account> accounts;
    };
    // Run after a synchronisation that got through (fully or partly) with the account's copy, e.g. a
    // report; its exit code is the command's (a partial sync turns 0 into 4).
    using AfterSync = std::function<int(const ApiConfig &config, const QString &dataDir)>;

    static constexpr int PartialExitCode = 4;

    static int run(
        const Options &options, QTextStream &out, QTextStream &err, const AfterSync &afterSync = {});
    // Finds the token and lists the accounts it reaches (one request). 0; 2 no token or the address is
    // refused; 3 signing in failed; 128 + the signal when one ended the wait. The reason on `err`.
    static int signIn(const Options &options, SignedIn *signedIn, QTextStream &err);
    // The local copy the options name, without the service: the saved profile (or --profile), its
    // server (or --base-url) and its account (or --account). 0, or 2 with the reason on `err`.
    // The saved profile named (or the last one), with the address and the account given on the command
    // line over it; the live service's address when none is known.
    static Profile resolveProfile(const QString &profileName, const QUrl &baseUrl, const QString &account);
    static int localCopy(const Options &options, QString *dataDir, QString *accountUuid, QTextStream &err);
};
