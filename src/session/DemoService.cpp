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

void DemoService::start()
{
    const QString dir =
        QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/demo-service");
    if (!QFileInfo::exists(dir + QStringLiteral("/sandbox.sqlite"))) {
        Profile demo;
        demo.name = profileName();
        QDir(ProfileSettings::dataDirFor(demo)).removeRecursively();
    }
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
