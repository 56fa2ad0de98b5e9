#pragma once

#include "session/Profile.h"

#include <QList>
#include <QObject>
#include <QString>

class QAction;
class QMainWindow;
class QMenu;
class PageToolbar;

// The main window's menu bar and tool bars: File (connect, accounts, demo, preferences, quit), Edit
// (find), View (refresh, full sync, theme), the shown page's own menu, Help (shortcuts, about); the main
// tool bar and a row of its own for the page's commands. What a command does is the window's: the menus
// only say what was asked, except the theme, the shortcuts and the about box, which concern no session.
class MainMenus : public QObject
{
    Q_OBJECT

public:
    explicit MainMenus(QMainWindow *window);

    QMenu *fileMenu() const { return m_fileMenu; }
    QMenu *viewMenu() const { return m_viewMenu; }
    void setProfiles(const QList<Profile> &profiles, const QString &current);
    // The commands of the page shown, in the page's menu (titled `title`; none without a title), the
    // frequent ones on the page's tool bar too.
    void showPageActions(
        const QList<QAction *> &actions, const QList<QAction *> &frequent, const QString &title);
    // Puts a session command (an import) into the File menu before its first separator, the one above
    // Preferences, next to the other session commands.
    static void addSessionCommand(QMenu *fileMenu, QAction *command);

signals:
    void connectRequested();
    void demoRequested();
    void profileRequested(const QString &name);
    void preferencesRequested();
    void findRequested();
    // `full`: fetch every document again, not only what changed.
    void refreshRequested(bool full);

private:
    void about();

    QMainWindow *m_window;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_accountsMenu = nullptr;
    QMenu *m_pageMenu = nullptr;
    PageToolbar *m_pageToolbar = nullptr;
};
