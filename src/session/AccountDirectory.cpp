#include "session/AccountDirectory.h"

#include "session/DemoService.h"
#include "session/ProfileSettings.h"

#include <QSet>

QList<KnownAccount> AccountDirectory::fromProfiles()
{
    ProfileSettings settings;
    QList<KnownAccount> result;
    QSet<QString> seen;
    for (const Profile &p : settings.profiles()) {
        QList<Account> accounts {Account {p.accountUuid, p.accountName}};
        accounts << settings.knownAccounts(p.name);
        const QString dataDir = ProfileSettings::dataDirFor(p);
        for (const Account &a : std::as_const(accounts)) {
            KnownAccount k;
            k.profile = p;
            k.profile.accountUuid = a.uuid;
            k.profile.accountName = a.name;
            k.dataDir = dataDir;
            k.tokenAccountUuid = p.accountUuid;
            if (a.uuid.isEmpty() || seen.contains(k.key()))
                continue;
            seen.insert(k.key());
            result << k;
        }
    }
    return result;
}

QList<KnownAccount> AccountDirectory::demo(
    const QUrl &serverUrl, const QString &token, const QList<Account> &accounts)
{
    QList<KnownAccount> result;
    for (const Account &a : accounts) {
        KnownAccount k;
        k.profile.name = DemoService::profileName();
        k.profile.serverUrl = serverUrl;
        k.profile.accountUuid = a.uuid;
        k.profile.accountName = a.name;
        k.dataDir = DemoService::dataDir();
        k.demoToken = token;
        k.tokenAccountUuid = a.uuid;
        result << k;
    }
    return result;
}
