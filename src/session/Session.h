#pragma once

#include "api/ApiConfig.h"
#include "api/ApiError.h"
#include "domain/DocumentKind.h"
#include "session/Profile.h"
#include "session/SessionContext.h"
#include "sync/SyncMode.h"
#include "sync/SyncSummary.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <QStringList>

#include <memory>

class AccountDatabase;
class ApiClient;
class CopyMirror;
struct MirrorSummary;
class ReportCache;
class SyncController;

// One open account: its API client (on the thread that creates the session, the GUI thread in the
// app), its document sync, its local copy held open, and the context every job of the session lives in.
// GUI-free. The window starts, cancels and hears the document sync through the session.
//
// close() ends it at once: the sync is stopped and no longer reports to anyone, every call of the
// client is dropped without its handler running (wherever the call's own context is), and the client
// is gone. What was written and not answered is returned, so the caller can say so truthfully.
// Whoever switches account asks about unsaved work BEFORE closing (see MainWindow::askToLeaveSession).
class Session : public QObject
{
    Q_OBJECT

public:
    Session(
        const Profile &profile, const ApiConfig &config, const QString &dataDir, QObject *parent = nullptr);
    ~Session() override;

    const Profile &profile() const { return m_profile; }
    const ApiConfig &config() const { return m_config; }
    QString dataDir() const { return m_dataDir; }
    // Null once closed.
    ApiClient *client() const;
    // What the pages and dialogs of the session get: its factories of feature controllers and sources.
    SessionContext sessionContext() const;
    // Parent of the client; jobs started with it as context end with the session.
    QObject *context() const { return m_context; }
    bool isOpen() const { return m_context != nullptr; }

    // "METHOD path" of the writes sent and not answered when the session closed.
    QStringList close();

    // The synchronisation of the account: the document lists (SyncController), then, after
    // syncFinished, everything else the program reads (CopyMirror: addresses, products, settings and the
    // details that are missing or stale), reported by mirrorProgress and mirrorFinished. Starting does
    // nothing while a run is going on or once closed; a cancelled list sync ends with
    // syncFailed(ApiError::Kind::Cancelled), a cancelled mirror with a partial MirrorSummary.
    void startSync(SyncMode mode);
    void cancelSync();
    bool isSyncing() const;
    bool isMirroring() const;
    QDateTime lastSyncedAt() const;

signals:
    void syncStarted();
    void syncProgress(DocumentKind kind, int fetched, int total);
    void syncFinished(const SyncSummary &summary);
    void syncFailed(const ApiError &error);
    // stage: "records", "settings" or "details".
    void mirrorProgress(const QString &stage, int done, int total);
    void mirrorFinished(const MirrorSummary &summary);

private:
    Profile m_profile;
    ApiConfig m_config;
    QString m_dataDir;
    // The account's local copy, held open on the session's thread while the session lasts: the stores
    // made there (sync state, detail cache, reference data, actions) share this connection instead of
    // each opening the file and closing it again, which checkpoints its journal with fsyncs.
    std::unique_ptr<AccountDatabase> m_database;
    QPointer<QObject> m_context;
    QPointer<ApiClient> m_client;
    QPointer<SyncController> m_sync;
    QPointer<CopyMirror> m_mirror; // lives in m_context, with the client
    // The reports' copy of this account, handed to pages through SessionContext; finished by close().
    std::shared_ptr<ReportCache> m_reports;
};
