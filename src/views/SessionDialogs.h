#pragma once

#include "views/WorkspacePage.h"

#include <QList>

#include <functional>

class QDialog;

// The dialogs of the open session (payment, e-mail, reminder run, import wizard, PDF preview…). They take
// part in MainWindow::askToLeaveSession after the pages: a dialog holding unsaved input asks like a page
// does (with open(), re-checking its state after the answer); once everyone agreed, every one of them is
// closed and deleted, whatever it was doing (its calls were ended by Session::close without a handler).
namespace SessionDialogs {

using Ask = std::function<void(const WorkspacePage::SwitchAnswer &answer)>;

// `dialog` belongs to the open session. `ask` is asked before the session goes, exactly like
// WorkspacePage::askToSwitchAway; without it the dialog holds nothing that would be lost.
void attach(QDialog *dialog, Ask ask = {});
// The attached dialogs over `window` (parented to it or to one of its widgets), in no particular order.
QList<QDialog *> of(const QWidget *window);
// Asks one attached dialog; answers true at once for a dialog without a question.
void ask(QDialog *dialog, const WorkspacePage::SwitchAnswer &answer);
// Closes and deletes every attached dialog of `window` (and the questions they have open).
void closeAll(const QWidget *window);

// The question of a dialog whose input cannot be saved on its own (a payment not yet confirmed): Discard
// or Cancel, opened with open() over `dialog`, object name "switchQuestion". `answer` runs once, true for
// Discard; the box deletes itself. Re-check the dialog's state in `answer`.
void askToDiscard(QWidget *dialog, const QString &title, const QString &text,
    const std::function<void(bool discard)> &answer);

} // namespace SessionDialogs
