#include "sync/SyncController.h"

#include "store/SyncState.h"
#include "sync/SyncEngine.h"
#include "sync/SyncLogging.h"

#include <QDeadlineTimer>
#include <QEventLoop>
#include <QThread>
#include <QTimer>

namespace {

// The longest the destructor waits for the cancelled worker: one step of the engine (a page saved, one
// try for the write lock) ends well within it.
constexpr int teardownWaitMs = 5000;

} // namespace

SyncController::SyncController(const ApiConfig &config, const QString &dataDir, QObject *parent)
    : SyncController(config, dataDir, SyncOptions(), parent)
{ }

SyncController::SyncController(
    const ApiConfig &config, const QString &dataDir, const SyncOptions &options, QObject *parent)
    : QObject(parent)
    , m_config(config)
    , m_dataDir(dataDir)
    , m_options(options)
{
    qRegisterMetaType<SyncSummary>();
    qRegisterMetaType<ApiError>();
    qRegisterMetaType<DocumentKind>();
    const SyncState state(dataDir, config.accountUuid);
    if (state.isOpen())
        m_lastSyncedAt = state.dateTime(QStringLiteral("lastSyncedAt"));
}

SyncController::~SyncController()
{
    if (!m_thread)
        return;
    // Stopped before it is waited for: the run is cancelled (its requests aborted), a wait for the
    // local data's write lock gives up (StoreTransaction), and the thread's loop ends.
    m_engine->cancel();
    m_thread->requestInterruption();
    m_thread->quit();
    // The engine is deleted on its thread when the thread finishes.
    if (m_thread->wait(QDeadlineTimer(teardownWaitMs)))
        return;
    // Still inside one step after all that: it ends on its own, and the thread object with it.
    qCWarning(lcSync) << "the sync worker did not stop within" << teardownWaitMs
                      << "ms of its cancel; it is left to end on its own";
    m_thread->setParent(nullptr);
    connect(m_thread, &QThread::finished, m_thread, &QObject::deleteLater);
    if (m_thread->isFinished()) // it ended just now, before the connection
        m_thread->deleteLater();
}

void SyncController::ensureThread()
{
    if (m_thread)
        return;
    m_thread = new QThread(this);
    m_thread->setObjectName(QStringLiteral("sync"));
    m_engine = new SyncEngine(m_config, m_dataDir, m_options);
    m_engine->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_engine, &QObject::deleteLater);
    connect(m_engine, &SyncEngine::progress, this, &SyncController::progress);
    connect(m_engine, &SyncEngine::finished, this, [this](const SyncSummary &summary) {
        m_running = false;
        m_lastSummary = summary;
        m_lastSyncedAt = QDateTime::currentDateTimeUtc();
        qCDebug(lcSync).noquote() << "finished:" << summary.describe();
        emit finished(summary);
    });
    connect(m_engine, &SyncEngine::failed, this, [this](const ApiError &error, const SyncSummary &partial) {
        m_running = false;
        m_lastSummary = partial;
        qCDebug(lcSync).noquote() << "failed:" << error.message();
        emit failed(error);
    });
    m_thread->start();
}

void SyncController::start(Mode mode)
{
    if (m_running)
        return;
    ensureThread();
    m_running = true;
    m_engine->resetCancel();
    qCDebug(lcSync) << "started, mode" << int(mode);
    SyncEngine *engine = m_engine;
    QMetaObject::invokeMethod(
        m_engine, [engine, mode] { engine->run(mode); }, Qt::QueuedConnection);
    emit started(mode);
}

void SyncController::cancel()
{
    if (m_engine && m_running)
        m_engine->cancel();
}

SyncController::Outcome SyncController::runAndWait(Mode mode, int timeoutMs)
{
    Outcome outcome;
    QEventLoop loop;
    const auto onFinished = connect(this, &SyncController::finished, &loop, [&](const SyncSummary &summary) {
        outcome.ok = true;
        outcome.summary = summary;
        loop.quit();
    });
    const auto onFailed = connect(this, &SyncController::failed, &loop, [&](const ApiError &error) {
        outcome.error = error;
        outcome.summary = m_lastSummary;
        loop.quit();
    });
    QTimer timeout;
    timeout.setSingleShot(true);
    connect(&timeout, &QTimer::timeout, this, &SyncController::cancel);
    start(mode); // a run already going on is waited for instead
    if (timeoutMs >= 0)
        timeout.start(timeoutMs);
    loop.exec();
    disconnect(onFinished);
    disconnect(onFailed);
    return outcome;
}
