#pragma once

#include <QHash>
#include <QList>
#include <QPointer>
#include <QToolBar>

class QMainWindow;
class QMenu;
class QToolButton;
class QWidgetAction;

// A row of frequent commands (the shown page's under the main tool bar, the editor's positions), every
// one with its icon and its words, never behind the tool bar's "»" overflow:
//  - a button's words are the command's words for one document ("Mark as sent"), whatever is selected,
//    so no button widens, shrinks or moves with the selection (a click lands where it did before); the
//    count ("Mark 3 invoices as sent") is in its tooltip and in the menus. A command that does not apply
//    is disabled in its place, as the command is;
//  - where the row has no room for every group (the commands between two separators), the last groups
//    go whole into a labelled "More" menu at the row's end, in words. Only the window's width decides
//    that, never the selection.
class PageToolbar : public QToolBar
{
    Q_OBJECT

public:
    PageToolbar(const QString &title, QMainWindow *window);

    // Separators in `actions` divide the groups. The same list again changes nothing.
    void setCommands(const QList<QAction *> &actions);
    QList<QAction *> commands() const;

    // The button showing `command` on the row; null when the command is in the "More" menu.
    QToolButton *buttonFor(QAction *command) const;
    // The commands in the "More" menu now (none when all fit).
    QList<QAction *> overflowed() const;
    QToolButton *moreButton() const { return m_more; }

    // The words a command's button shows: its one-document words where it has them.
    static QString buttonText(const QAction *command);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void follow(QAction *command, QAction *button);
    void fitSoon();
    void fit();

    QMainWindow *m_window;
    QList<QPointer<QAction>> m_commands;
    QList<QAction *> m_row; // the row's own actions, in the commands' order: a mirror or a separator each
    QHash<QAction *, QAction *> m_mirrors; // command -> its action on the row
    QToolButton *m_more;
    QMenu *m_moreMenu;
    QWidgetAction *m_moreAction;
    bool m_fitPending = false;
};
