#pragma once

#include "api/Account.h"
#include "session/Profile.h"

#include <QList>
#include <QMetaType>
#include <QString>

// One account the window's profiles reach, and where its local copy is: the accounts overview's row
// source and what opening or synchronising that account needs (never the token, except the demo's,
// which is no secret).
struct KnownAccount
{
    Profile profile; // the profile with this account chosen (its name and server; accountUuid is this one)
    QString dataDir; // the folder of the account's copy (AccountDatabase::filePath(dataDir, uuid))
    QString demoToken; // the demo service's token; empty for a saved profile (its token is in the keychain)
    // The profile whose keychain entry holds the token (the profile as saved, with its own account).
    QString tokenAccountUuid;

    QString uuid() const { return profile.accountUuid; }
    QString name() const { return profile.accountName.isEmpty() ? profile.accountUuid : profile.accountName; }
    // Unique per server and account: "<server>|<uuid>".
    QString key() const { return profile.serverUrl.toString() + QLatin1Char('|') + profile.accountUuid; }
    // The profile under which the token is kept (Profile::secretKey).
    Profile tokenProfile() const
    {
        Profile p = profile;
        p.accountUuid = tokenAccountUuid;
        return p;
    }
};
Q_DECLARE_METATYPE(KnownAccount)

// The accounts the saved profiles reach: each profile's own account and the others its token listed
// (ProfileSettings::knownAccounts), once per server and account, with the folder of each copy.
namespace AccountDirectory {

QList<KnownAccount> fromProfiles();
// The demo's accounts: `accounts` of the demo service at `serverUrl`, its copies in DemoService::dataDir().
QList<KnownAccount> demo(const QUrl &serverUrl, const QString &token, const QList<Account> &accounts);

} // namespace AccountDirectory
