#include "session/DemoService.h"

#include "api/SandboxLauncher.h"
#include "session/Profile.h"
#include "session/ProfileSettings.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

QString DemoService::profileName()
{
    return QStringLiteral("Demo");
}

DemoService::DemoService(QObject *parent)
    : QObject(parent)
    , m_launcher(new SandboxLauncher(this))
{
    connect(m_launcher, &SandboxLauncher::ready, this, &DemoService::ready);
    connect(m_launcher, &SandboxLauncher::failed, this, &DemoService::failed);
}

QString DemoService::dataDir()
{
    Profile demo;
    demo.name = profileName();
    // Not ProfileSettings::dataDirFor: that names the folder by the server's address, and the demo
    // service gets another port at every start.
    const QString dir = ProfileSettings::dataDirFor(demo) + QStringLiteral("/servers/demo-service");
    QDir().mkpath(dir);
    return dir;
}

void DemoService::start()
{
    const QString dir =
        QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/demo-service");
    const QString copy = dataDir();
    if (!QFileInfo::exists(dir + QStringLiteral("/sandbox.sqlite")))
        QDir(copy).removeRecursively();
    // The copies earlier versions made, one per port the demo service happened to get.
    const QDir servers(QFileInfo(copy).path());
    for (const QString &name : servers.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        if (name != QFileInfo(copy).fileName())
            QDir(servers.filePath(name)).removeRecursively();
    }
    QDir().mkpath(copy);
    QDir().mkpath(dir);
    m_launcher->start({QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--data"), dir});
}

bool DemoService::isReady() const
{
    return m_launcher->isReady();
}

QUrl DemoService::url() const
{
    return m_launcher->url();
}

QString DemoService::token() const
{
    return m_launcher->token();
}

QString DemoService::accountUuid() const
{
    return m_launcher->accounts().value(0);
}
