#pragma once

#include "api/ApiConfig.h"
#include "api/ApiError.h"
#include "domain/DocumentKind.h"
#include "sync/SyncMode.h"
#include "sync/SyncOptions.h"
#include "sync/SyncSummary.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>

class QThread;
class SyncEngine;

// Runs SyncEngine on its own worker thread for one account and reports on the thread that owns the
// controller (the GUI thread in the app). Needs no widgets: a QCoreApplication is enough.
//
// In the window:
//     m_sync = new SyncController(config, dataDir, this);
//     connect(m_sync, &SyncController::progress, ...);   // (kind, fetched, total)
//     connect(m_sync, &SyncController::finished, ...);   // SyncSummary
//     connect(m_sync, &SyncController::failed, ...);     // ApiError; Cancelled after cancel()
//     m_sync->start(SyncController::Mode::Auto);         // F5; Mode::Full for "everything again"
//
// Headless (`invoicedesk --sync`), one run to its end:
//     QCoreApplication app(argc, argv);
//     SyncController sync(config, dataDir);
//     const SyncController::Outcome outcome = sync.runAndWait(SyncController::Mode::Auto);
//     if (!outcome.ok) { qCritical().noquote() << outcome.error.message(); return 1; }
//     QTextStream(stdout) << outcome.summary.describe() << '\n';
//     return 0;
// or, without a nested loop: connect finished/failed to app.exit(0/1), start(), return app.exec().
//
// Destroying the controller cancels a running sync, interrupts a wait for the local data's write lock
// and waits for the worker thread to end, at most 5 s (then it is left to end on its own, with a
// warning); the pages saved so far stay, and the next run resumes.
class SyncController : public QObject
{
    Q_OBJECT

public:
    using Mode = SyncMode;

    struct Outcome
    {
        bool ok = false;
        SyncSummary summary; // on failure: how far the run got
        ApiError error;
    };

    SyncController(const ApiConfig &config, const QString &dataDir, QObject *parent = nullptr);
    SyncController(const ApiConfig &config, const QString &dataDir, const SyncOptions &options,
        QObject *parent = nullptr);
    ~SyncController() override;

    // Does nothing while a run is going on.
    void start(Mode mode = Mode::Auto);
    // Stops the run soon; failed(ApiError::Kind::Cancelled) follows. Safe to call at any time.
    void cancel();
    bool isRunning() const { return m_running; }

    // End of the last successful run (UTC), read from the store at construction; invalid if never.
    QDateTime lastSyncedAt() const { return m_lastSyncedAt; }
    SyncSummary lastSummary() const { return m_lastSummary; }
    const SyncOptions &options() const { return m_options; }

    // Starts a run (or joins the one going on) and waits for its end in a local event loop; cancels it
    // after timeoutMs (< 0: no limit). For the headless sync, tests and benchmarks, never the GUI thread.
    Outcome runAndWait(Mode mode = Mode::Auto, int timeoutMs = -1);

signals:
    void started(SyncController::Mode mode);
    void progress(DocumentKind kind, int fetched, int total);
    void finished(const SyncSummary &summary);
    void failed(const ApiError &error);

private:
    void ensureThread();

    ApiConfig m_config;
    QString m_dataDir;
    SyncOptions m_options;
    QThread *m_thread = nullptr;
    SyncEngine *m_engine = nullptr; // lives on m_thread
    bool m_running = false;
    QDateTime m_lastSyncedAt;
    SyncSummary m_lastSummary;
};
