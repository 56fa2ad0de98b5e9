#pragma once

#include "session/SessionContext.h"

#include <QList>
#include <QPointer>
#include <QString>
#include <QWidget>

#include <functional>

class QAction;

// One page of the main window (a document list, the companies, a settings page, ...), registered with
// MainWindow::addPage under a navigation section.
class WorkspacePage : public QWidget
{
    Q_OBJECT

public:
    using QWidget::QWidget;

    // A session was opened (or switched): forget the old one, show what the store has at once.
    virtual void openSession(const SessionContext &session) = 0;
    // F5 and session start: fetch what the page shows from the service (the documents themselves come
    // with the window's document sync; pages of other resources list them here).
    virtual void refresh() { }
    // The document sync finished and the store changed.
    virtual void storeChanged() { }
    // The synchronisation stored details (positions, dunning dates, payments) of invoices or credit
    // notes: pages built on them read the copy again.
    virtual void detailsChanged() { }
    // Ctrl+F.
    virtual void focusSearch() { }
    // Shown in the toolbar and in a menu titled pageMenuTitle() while the page is current.
    virtual QList<QAction *> pageActions() const { return {}; }
    virtual QString pageMenuTitle() const { return {}; }
    // The frequent ones among pageActions(), also on the page's tool bar (every one unless the page says).
    virtual QList<QAction *> toolbarActions() const { return pageActions(); }
    // Asked before the session changes or the window closes, one page after the other
    // (MainWindow::askToLeaveSession). Calls `answer` exactly once, at once or after a question opened
    // with open(), never exec() (Save / Discard / Cancel about the page and its open editors): true lets
    // the session go (nothing unsaved, saved, or discarded), false keeps everything as it is.
    using SwitchAnswer = std::function<void(bool mayGo)>;
    virtual void askToSwitchAway(const SwitchAnswer &answer) { answer(true); }

signals:
    // An error or outcome for the window's message bar.
    void messageRequested(const QString &text);
    // pageActions() changed.
    void pageActionsChanged();
    // Something changed on the service (an action, a save): fetch the changes now.
    void syncRequested();
};
