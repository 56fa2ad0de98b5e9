#pragma once

#include "Profile.h"

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

    QString lastProfile() const;
    void setLastProfile(const QString &name);

    // Empty: follow the system language.
    QString uiLanguage() const;
    void setUiLanguage(const QString &code);

    // Where a profile's local mirror lives (created if missing).
    static QString dataDirFor(const Profile &profile);

private:
    mutable QSettings m_settings;
};
