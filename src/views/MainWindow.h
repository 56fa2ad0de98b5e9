#pragma once

#include "ApiConfig.h"
#include "ApiError.h"
#include "Profile.h"

#include <QDateTime>
#include <QMainWindow>

class ApiClient;
class InvoicesPage;
class QAction;
class QLabel;
class QMenu;
class QProgressBar;
class QPushButton;
class QStackedWidget;
class QToolButton;
class QTreeWidget;
class SyncController;
struct SyncSummary;

// The main window: navigation on the left, the selected section in the middle, sync state in the
// status bar. A session (profile + token) is opened into it; it never stores the token.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Shows the profile's local data at once and starts a sync in the background.
    void openSession(const Profile &profile, const ApiConfig &config, const QString &dataDir);
    void setProfiles(const QList<Profile> &profiles, const QString &current);
    // A message above the content, e.g. an error in words; empty hides it.
    void showMessage(const QString &text, bool offerRetry = false);

    InvoicesPage *invoicesPage() const { return m_invoices; }
    SyncController *syncController() const { return m_sync; }
    QString statusText() const;
    // The message shown above the content, empty when none is shown.
    QString messageText() const;

signals:
    void connectRequested();
    void demoRequested();
    void profileRequested(const QString &name);
    void preferencesRequested();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createNavigation();
    void reloadFromStore();
    void refresh(bool full);
    void onSyncProgress(int fetched, int total);
    void onSyncFinished(const SyncSummary &summary);
    void onSyncFailed(const ApiError &error);
    void updateSyncStatus();
    void about();

    Profile m_profile;
    QString m_dataDir;
    ApiClient *m_client = nullptr;
    SyncController *m_sync = nullptr;
    QDateTime m_lastSynced;
    bool m_offline = false;

    QTreeWidget *m_navigation;
    QStackedWidget *m_stack;
    InvoicesPage *m_invoices;
    QWidget *m_messageBar;
    QLabel *m_messageText;
    QPushButton *m_retryButton;
    QLabel *m_syncLabel;
    QProgressBar *m_syncProgress;
    QToolButton *m_cancelSync;
    QMenu *m_accountsMenu;
    QAction *m_refresh;
    QAction *m_fullSync;
};
