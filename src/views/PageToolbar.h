#pragma once

#include <QToolBar>

class QMainWindow;

// The row of the shown page's frequent commands under the main tool bar. Every command stays in view
// without the tool bar's "»" overflow: each button shows its icon and text where the row has room;
// where it has not (German or French at 1366 px), the last commands show their icon only, the
// command's name in its tooltip, until the row fits. The page's menu holds every command in words.
class PageToolbar : public QToolBar
{
    Q_OBJECT

public:
    PageToolbar(const QString &title, QMainWindow *window);

    void setCommands(const QList<QAction *> &actions);

protected:
    void actionEvent(QActionEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fitSoon();
    void fit();

    QMainWindow *m_window;
    bool m_fitPending = false;
};
