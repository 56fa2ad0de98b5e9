#pragma once

#include "session/Profile.h"

#include <QObject>
#include <QPointer>

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
    void openWithToken(const Profile &profile, const QString &token);
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
    QPointer<ConnectDialog> m_connectDialog;
};
