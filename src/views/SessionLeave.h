#pragma once

#include <QList>
#include <QObject>
#include <QPointer>

#include <functional>

class QDialog;
class QWidget;
class WorkspacePage;

// Whether the open session of a window may go: every page (and through them every open editor), then
// every open dialog of the session, is asked about unsaved work, one question at a time with open(). The
// first that keeps its work is shown and ends the round; when all agree, the round's `proceed` runs.
class SessionLeave : public QObject
{
    Q_OBJECT

public:
    // `pages` lists the window's pages when a round starts; `show` brings a page that kept its work
    // forward. The session's dialogs are those over `window` (SessionDialogs).
    SessionLeave(QWidget *window, std::function<QList<WorkspacePage *>()> pages,
        std::function<void(WorkspacePage *)> show);

    // Calls proceed once everyone agreed; never if one keeps their work. A newer request while a round
    // is being asked replaces proceed and is decided by the same answers (nothing is asked twice).
    void ask(const std::function<void()> &proceed);
    // The round under way, if any, no longer leads anywhere (the session changed): its answers are dropped.
    void drop();

private:
    void askPage(int index, quint64 round);
    void askDialog(QList<QPointer<QDialog>> dialogs, quint64 round);

    QWidget *m_window;
    std::function<QList<WorkspacePage *>()> m_pages;
    std::function<void(WorkspacePage *)> m_show;
    quint64 m_round = 0; // the round being asked about; answers of older rounds are dropped
    bool m_asking = false;
    std::function<void()> m_proceed;
};
