#pragma once

#include "api/ApiClient.h"
#include "api/ApiConfig.h"
#include "session/Profile.h"
#include "sync/SyncController.h"

#include <QObject>
#include <QPointer>
#include <QStringList>

#include <memory>

class AccountDatabase;

// One open account: its API client (on the thread that creates the session, the GUI thread in the
// app), its document sync, its local copy held open, and the context every job of the session lives in.
// GUI-free.
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
    // Both null once closed.
    ApiClient *client() const { return m_client; }
    SyncController *sync() const { return m_sync; }
    // Parent of the client; jobs started with it as context end with the session.
    QObject *context() const { return m_context; }
    bool isOpen() const { return m_context != nullptr; }

    // "METHOD path" of the writes sent and not answered when the session closed.
    QStringList close();

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
};
