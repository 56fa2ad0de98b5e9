#include "ProfileSettings.h"

#include <QDir>
#include <QStandardPaths>

namespace {
const QString profilesGroup = QStringLiteral("profiles");
}

ProfileSettings::ProfileSettings() = default;

QList<Profile> ProfileSettings::profiles() const
{
    QList<Profile> result;
    m_settings.beginGroup(profilesGroup);
    const QStringList names = m_settings.childGroups();
    m_settings.endGroup();
    for (const QString &encoded : names) {
        if (auto p = profile(QUrl::fromPercentEncoding(encoded.toUtf8())))
            result << *p;
    }
    return result;
}

std::optional<Profile> ProfileSettings::profile(const QString &name) const
{
    const QString group =
        profilesGroup + QLatin1Char('/') + QString::fromLatin1(QUrl::toPercentEncoding(name));
    m_settings.beginGroup(group);
    Profile p;
    p.name = name;
    p.serverUrl = QUrl(m_settings.value(QStringLiteral("server")).toString());
    p.accountUuid = m_settings.value(QStringLiteral("accountUuid")).toString();
    p.accountName = m_settings.value(QStringLiteral("accountName")).toString();
    m_settings.endGroup();
    if (!p.isValid())
        return std::nullopt;
    return p;
}

void ProfileSettings::save(const Profile &profile)
{
    const QString group =
        profilesGroup + QLatin1Char('/') + QString::fromLatin1(QUrl::toPercentEncoding(profile.name));
    m_settings.beginGroup(group);
    m_settings.setValue(QStringLiteral("server"), profile.serverUrl.toString());
    m_settings.setValue(QStringLiteral("accountUuid"), profile.accountUuid);
    m_settings.setValue(QStringLiteral("accountName"), profile.accountName);
    m_settings.endGroup();
    m_settings.sync();
}

QString ProfileSettings::lastProfile() const
{
    return m_settings.value(QStringLiteral("lastProfile")).toString();
}

void ProfileSettings::setLastProfile(const QString &name)
{
    m_settings.setValue(QStringLiteral("lastProfile"), name);
}

QString ProfileSettings::uiLanguage() const
{
    return m_settings.value(QStringLiteral("ui/language")).toString();
}

void ProfileSettings::setUiLanguage(const QString &code)
{
    m_settings.setValue(QStringLiteral("ui/language"), code);
}

QString ProfileSettings::dataDirFor(const Profile &profile)
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/profiles/") + profile.folderName();
    QDir().mkpath(dir);
    return dir;
}
