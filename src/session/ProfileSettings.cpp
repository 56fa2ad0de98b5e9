#include "session/ProfileSettings.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QStandardPaths>

namespace {
Q_LOGGING_CATEGORY(lcProfile, "invoicedesk.profile")
const QString profilesGroup = QStringLiteral("profiles");
} // namespace

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

QList<Account> ProfileSettings::knownAccounts(const QString &profileName) const
{
    QList<Account> accounts;
    const int n = m_settings.beginReadArray(profilesGroup + QLatin1Char('/')
        + QString::fromLatin1(QUrl::toPercentEncoding(profileName)) + QStringLiteral("/accounts"));
    for (int i = 0; i < n; ++i) {
        m_settings.setArrayIndex(i);
        Account a {m_settings.value(QStringLiteral("uuid")).toString(),
            m_settings.value(QStringLiteral("name")).toString()};
        if (!a.uuid.isEmpty())
            accounts << a;
    }
    m_settings.endArray();
    return accounts;
}

void ProfileSettings::setKnownAccounts(const QString &profileName, const QList<Account> &accounts)
{
    if (knownAccounts(profileName) == accounts)
        return; // unchanged: not written (QSettings would rewrite the file)
    m_settings.beginWriteArray(profilesGroup + QLatin1Char('/')
            + QString::fromLatin1(QUrl::toPercentEncoding(profileName)) + QStringLiteral("/accounts"),
        int(accounts.size()));
    for (int i = 0; i < accounts.size(); ++i) {
        m_settings.setArrayIndex(i);
        m_settings.setValue(QStringLiteral("uuid"), accounts.at(i).uuid);
        m_settings.setValue(QStringLiteral("name"), accounts.at(i).name);
    }
    m_settings.endArray();
    m_settings.sync();
}

QString ProfileSettings::lastProfile() const
{
    return m_settings.value(QStringLiteral("lastProfile")).toString();
}

void ProfileSettings::setLastProfile(const QString &name)
{
    // Set at every start: unchanged, it is not written (QSettings would rewrite the file, with fsyncs).
    if (lastProfile() != name || !m_settings.contains(QStringLiteral("lastProfile")))
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

QString ProfileSettings::serverFolderName(const QUrl &serverUrl)
{
    // Readable host and port, plus a hash of the whole address (scheme, host, port, path) so that two
    // services never share a folder.
    const QUrl url = serverUrl.adjusted(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment
        | QUrl::StripTrailingSlash | QUrl::NormalizePathSegments);
    QString safe;
    for (QChar c : url.host().toLower()) {
        const bool plain =
            (c.isLetterOrNumber() && c.unicode() < 128) || c == QLatin1Char('-') || c == QLatin1Char('.');
        safe += plain ? c : QLatin1Char('_');
    }
    const int port = url.port(url.scheme() == QLatin1String("http") ? 80 : 443);
    const QByteArray key = (url.scheme().toLower() + QStringLiteral("://") + url.host().toLower()
        + QLatin1Char(':') + QString::number(port) + url.path())
                               .toUtf8();
    const QByteArray hash = QCryptographicHash::hash(key, QCryptographicHash::Sha1).toHex().left(8);
    return safe.left(40) + QLatin1Char('_') + QString::number(port) + QLatin1Char('-')
        + QString::fromLatin1(hash);
}

QString ProfileSettings::dataDirFor(const Profile &profile)
{
    const QString profileDir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/profiles/") + profile.folderName();
    if (!profile.serverUrl.isValid() || profile.serverUrl.host().isEmpty()) {
        QDir().mkpath(profileDir);
        return profileDir; // every server's copy of the profile, e.g. to remove them all
    }
    const QString dir = profileDir + QStringLiteral("/servers/") + serverFolderName(profile.serverUrl);
    QDir().mkpath(dir);
    migrateUnkeyedCopies(profileDir, dir);
    return dir;
}

void ProfileSettings::migrateUnkeyedCopies(const QString &profileDir, const QString &serverDir)
{
    // Before copies were kept per server, an account's file lay directly in the profile folder. It was
    // made from the profile's server, so it moves there, once: the next server finds nothing to take.
    const QDir from(profileDir);
    const QStringList files = from.entryList(
        {QStringLiteral("*.sqlite"), QStringLiteral("*.sqlite-wal"), QStringLiteral("*.sqlite-shm")},
        QDir::Files);
    for (const QString &name : files) {
        const QString target = serverDir + QLatin1Char('/') + name;
        if (QFileInfo::exists(target)) {
            qCWarning(lcProfile) << "not moving" << name << "over an existing copy";
            continue;
        }
        if (!QFile::rename(from.filePath(name), target))
            qCWarning(lcProfile) << "could not move" << name << "into its server's folder";
    }
}
