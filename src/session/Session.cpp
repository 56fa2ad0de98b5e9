#include "session/Session.h"

#include "api/ApiClient.h"
#include "reports/ReportCache.h"
#include "session/CopyMirror.h"
#include "session/SessionLogging.h"
#include "store/AccountDatabase.h"
#include "sync/SyncController.h"

Session::Session(const Profile &profile, const ApiConfig &config, const QString &dataDir, QObject *parent)
    : QObject(parent)
    , m_profile(profile)
    , m_config(config)
    , m_dataDir(dataDir)
    , m_database(std::make_unique<AccountDatabase>(dataDir, profile.accountUuid))
    , m_context(new QObject(this))
    , m_reports(std::make_shared<ReportCache>(dataDir, profile.accountUuid))
{
    m_client = new ApiClient(config, m_context);
    m_sync = new SyncController(config, dataDir, this);
    connect(m_sync, &SyncController::started, this, &Session::syncStarted);
    connect(m_sync, &SyncController::progress, this, &Session::syncProgress);
    m_mirror = new CopyMirror(m_client, dataDir, profile.accountUuid, m_context);
    connect(m_mirror, &CopyMirror::progress, this, &Session::mirrorProgress);
    connect(m_mirror, &CopyMirror::finished, this, &Session::mirrorFinished);
    connect(m_sync, &SyncController::finished, this, [this](const SyncSummary &summary) {
        emit syncFinished(summary);
        // The lists are current: now what the figures are built on.
        if (m_mirror)
            m_mirror->start();
    });
    connect(m_sync, &SyncController::failed, this, &Session::syncFailed);
    qCDebug(lcSession).noquote() << "opened" << profile.name << "on" << profile.serverUrl.host();
}

ApiClient *Session::client() const
{
    return m_client;
}

SessionContext Session::sessionContext() const
{
    SessionContext context(m_client);
    context.config = m_config;
    context.dataDir = m_dataDir;
    context.accountUuid = m_profile.accountUuid;
    context.profile = m_profile;
    context.setReportCache(m_reports);
    return context;
}

Session::~Session()
{
    close();
}

QStringList Session::close()
{
    if (!m_context)
        return {};
    if (m_mirror) {
        m_mirror->disconnect(this);
        m_mirror->cancel();
    }
    if (m_sync) {
        // Its last word (failed(Cancelled)) reaches nobody. It is destroyed from the event loop, by
        // then its worker has mostly seen the cancel.
        m_sync->disconnect();
        m_sync->cancel();
        m_sync->deleteLater();
    }
    const QStringList unanswered = m_client ? m_client->abortAll() : QStringList();
    delete m_context; // and with it the client and every job started in it
    // The reports' cache writes started on the pool end before the copy is let go (a report still being
    // computed keeps its copy; nothing new is written for it).
    m_reports->finish();
    m_database.reset();
    qCDebug(lcSession).noquote() << "closed" << m_profile.name << "with" << unanswered.size()
                                 << "unanswered write(s)";
    for (const QString &write : unanswered)
        qCInfo(lcSession).noquote() << "sent before the switch, not answered:" << write;
    return unanswered;
}

void Session::startSync(SyncMode mode)
{
    if (m_sync && m_context)
        m_sync->start(mode);
}

void Session::cancelSync()
{
    if (m_sync)
        m_sync->cancel();
    if (m_mirror)
        m_mirror->cancel();
}

bool Session::isMirroring() const
{
    return m_mirror && m_mirror->isRunning();
}

bool Session::isSyncing() const
{
    return m_sync && m_sync->isRunning();
}

QDateTime Session::lastSyncedAt() const
{
    return m_sync ? m_sync->lastSyncedAt() : QDateTime();
}
