#pragma once

#include "api/ApiConfig.h"
#include "api/ApiError.h"
#include "domain/DocumentKind.h"
#include "session/AccountDirectory.h"
#include "session/Profile.h"
#include "session/Session.h"

#include <QHash>
#include <QMainWindow>
#include <QMap>
#include <QPointer>
#include <QSharedPointer>
#include <QTimer>

#include <functional>
#include <memory>
#include <optional>

class AccountsOverviewPage;
class DocumentsPage;
class MainMenus;
class SessionLeave;
class SyncStatus;
class ReferenceData;
class WorkspacePage;
class SessionContext;
class QAction;
class QLabel;
class QPushButton;
class QStackedWidget;
class QToolButton;
class QTreeWidget;
class QTreeWidgetItem;
struct SyncSummary;

// The main window: navigation on the left, the selected section in the middle, sync state in the
// status bar. A session (profile + token) is opened into it; it never stores the token.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    // The groups of the navigation, in this order.
    enum class Section { Sales, Purchases, Contacts, Catalog, Finance, Team, Settings, Reports, Accounts };

    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Adds a page under its section in the navigation; the window owns it.
    void addPage(Section section, const QString &title, WorkspacePage *page);
    // The same for a page made only when it is first shown or asked for (documentsPage, pages()): the
    // window starts without the document lists and reports it does not show.
    void addLazyPage(Section section, const QString &title, const std::function<WorkspacePage *()> &create,
        std::optional<DocumentKind> kind = std::nullopt);
    // Every page, made now if it was not yet (const: what the window shows does not change by it).
    QList<WorkspacePage *> pages() const;
    WorkspacePage *currentPage() const;
    void showPage(WorkspacePage *page);
    // The list of a document kind (made now if it was not yet).
    DocumentsPage *documentsPage(DocumentKind kind) const;
    // The open session (invalid before one is opened).
    SessionContext session() const;

    // Shows the profile's local data at once and starts a sync in the background. Closes the session
    // open before at once (its calls end without their handlers running): ask first with
    // switchSession() or askToLeaveSession().
    void openSession(const Profile &profile, const ApiConfig &config, const QString &dataDir);
    // Asks every page (and through them every open editor) about unsaved work, one question at a
    // time with open(), and opens the new session only when all agree; Cancel keeps everything.
    void switchSession(const Profile &profile, const ApiConfig &config, const QString &dataDir);
    // Calls proceed once every page agreed to let the open session go; never if one keeps it. A newer
    // request while the pages are being asked replaces proceed and is decided by the same answers.
    void askToLeaveSession(const std::function<void()> &proceed);
    void setProfiles(const QList<Profile> &profiles, const QString &current);
    // The accounts the profiles reach, for the accounts overview; the overview is the first page shown
    // when the profile opened first reaches several.
    void setAccounts(const QList<KnownAccount> &accounts);
    AccountsOverviewPage *accountsOverview() const { return m_accountsOverview; }
    // After an account was opened from the overview: what was asked of it (AccountsOverviewPage::Command:
    // its invoices, its reminder run, its VAT return or its bank-file import).
    void runAccountCommand(int command);
    // A message above the content, e.g. an error in words; empty hides it.
    void showMessage(const QString &text, bool offerRetry = false);

    // A document sync of the open session is running.
    bool isSyncing() const;
    // The open account, nullptr before the first; for tools and benchmarks that follow its sync.
    Session *currentSession() const { return m_session; }
    QString statusText() const;
    // The message shown above the content, empty when none is shown.
    QString messageText() const;

signals:
    void connectRequested();
    void demoRequested();
    void profileRequested(const QString &name);
    // The accounts overview asks to open an account, then run `command` (AccountsOverviewPage::Command).
    void accountRequested(const KnownAccount &account, int command);
    void preferencesRequested();

protected:
    void closeEvent(QCloseEvent *event) override;
    bool event(QEvent *event) override;

private:
    void createActions();
    void createNavigation();
    void createPages();
    void onPageChanged();
    void updatePageActions();
    void reloadFromStore();
    void refresh(bool full);
    void syncDocuments(SyncMode mode);
    void onSyncFinished(const SyncSummary &summary);
    void onSyncFailed(const ApiError &error);
    void onMirrorFinished(const MirrorSummary &summary);
    void reloadDetails();
    // Makes the lazy page at this stack index, if it is one; returns the page there.
    WorkspacePage *pageAt(int index);
    void wirePage(WorkspacePage *page);

    Profile m_profile;
    Session *m_session = nullptr;
    // openSession's refresh (the sync's start, the reference data) waits for the first paint of the
    // window: the local copy is shown first.
    bool m_painted = false;
    bool m_refreshAfterPaint = false;
    QSharedPointer<ReferenceData> m_reference; // the session's, listed at its start and on refresh
    SessionLeave *m_leave = nullptr; // asks the pages and dialogs before the session goes
    bool m_closeAgreed = false;
    bool m_syncAgain = false;
    QTimer m_detailsChanged; // while details arrive: the pages read them again when it fires
    bool m_forbiddenShown = false;
    bool m_syncMessageShown = false; // the message bar shows what the document sync said
    QPointer<WorkspacePage> m_messagePage; // the page whose message the bar shows, if any
    QHash<WorkspacePage *, QString> m_pageMessages; // messages of pages not shown now

    QTreeWidget *m_navigation;
    QStackedWidget *m_stack;
    QList<WorkspacePage *> m_pages; // made so far
    struct LazyPage
    {
        std::function<WorkspacePage *()> create;
        std::optional<DocumentKind> kind;
    };
    QHash<QWidget *, LazyPage> m_lazyPages; // placeholder in the stack -> how to make its page
    QMap<Section, QTreeWidgetItem *> m_sections;
    MainMenus *m_menus = nullptr;
    AccountsOverviewPage *m_accountsOverview = nullptr;
    int m_vatPageIndex = -1; // the VAT page's place in the stack (made when first shown)
    bool m_sessionOpened = false; // a session was opened in this window before
    QWidget *m_messageBar;
    QLabel *m_messageText;
    QPushButton *m_retryButton;
    SyncStatus *m_syncStatus = nullptr;
};
