#pragma once

#include "session/AccountDirectory.h"
#include "session/Profile.h"

#include <QObject>
#include <QPointer>

#include <functional>

class ConnectDialog;
class MainWindow;
class DemoService;
class SignInTokens;

// Decides what the window shows at start and on the user's requests: a saved profile with its token
// from the keychain (or INVOICEDESK_TOKEN), the connect dialog, or the bundled demo. Owns the window.
class AppController : public QObject
{
    Q_OBJECT

public:
    struct Options
    {
        bool demo = false;
        QString profile;
        QUrl baseUrl;
        QString account;
    };

    explicit AppController(QObject *parent = nullptr);
    ~AppController() override;

    void start(const Options &options);
    MainWindow *window() const { return m_window; }
    // Ended from outside (SIGTERM, SIGINT, SIGHUP: SignalQuit): nobody is there to answer questions, so
    // the editors' unsaved work is kept as drafts (DraftStore, offered at the next start of the account)
    // and the event loop ends; the window, its jobs, the local copy and the demo service close after it.
    void quitKeepingWork();

private:
    void openProfile(const Profile &profile);
    // `then` runs once the session is open (e.g. the accounts overview's command).
    void openWithToken(const Profile &profile, const QString &token, const std::function<void()> &then = {});
    // An account of the accounts overview, with the token of the profile it was listed with.
    void openKnownAccount(const KnownAccount &account, int command);
    void startDemo();
    void showConnectDialog(const QString &notice = {});
    void saveTokenAndOpen(const Profile &profile, const QString &token, bool retried);
    void showPreferences();
    void refreshProfileMenu();
    void offerKeptDrafts();

    MainWindow *m_window;
    SignInTokens *m_tokens;
    QPointer<DemoService> m_demo;
    Profile m_current;
    QList<KnownAccount> m_demoAccounts; // the demo service's accounts while it runs
    QPointer<ConnectDialog> m_connectDialog;
};
