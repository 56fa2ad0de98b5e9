#pragma once

#include "api/Account.h"
#include "session/Profile.h"

#include <QList>
#include <QSettings>

#include <optional>

// Saved profiles and preferences in QSettings (the platform's settings store). Holds no secrets.
class ProfileSettings
{
public:
    ProfileSettings();

    QList<Profile> profiles() const;
    std::optional<Profile> profile(const QString &name) const;
    void save(const Profile &profile);

    // The accounts the profile's token reached when it was last listed (the connect dialog, the demo):
    // what the accounts overview shows without asking the service. Empty when never listed.
    QList<Account> knownAccounts(const QString &profileName) const;
    void setKnownAccounts(const QString &profileName, const QList<Account> &accounts);

    QString lastProfile() const;
    void setLastProfile(const QString &name);

    // Empty: follow the system language.
    QString uiLanguage() const;
    void setUiLanguage(const QString &code);

    // Where a profile's local mirror lives (created if missing): one folder per server, so copies of the
    // same account uuid from two servers never mix. Copies of the older layout (directly in the profile
    // folder) move into the profile's server folder on the first call. A profile without a server gets
    // the folder holding all of its servers.
    static QString dataDirFor(const Profile &profile);
    // "<host>_<port>-<hash of scheme, host, port, path>"
    static QString serverFolderName(const QUrl &serverUrl);

private:
    static void migrateUnkeyedCopies(const QString &profileDir, const QString &serverDir);

    mutable QSettings m_settings;
};
