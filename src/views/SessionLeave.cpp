#include "views/SessionLeave.h"

#include "models/UiLogging.h"
#include "views/SessionDialogs.h"
#include "views/WorkspacePage.h"

#include <QDialog>

#include <utility>

SessionLeave::SessionLeave(
    QWidget *window, std::function<QList<WorkspacePage *>()> pages, std::function<void(WorkspacePage *)> show)
    : QObject(window)
    , m_window(window)
    , m_pages(std::move(pages))
    , m_show(std::move(show))
{ }

void SessionLeave::ask(const std::function<void()> &proceed)
{
    m_proceed = proceed;
    if (m_asking)
        return; // the questions under way decide for this newer request too: nothing is asked twice
    m_asking = true;
    askPage(0, ++m_round);
}

void SessionLeave::drop()
{
    ++m_round;
    m_asking = false;
    m_proceed = nullptr;
}

void SessionLeave::askPage(int index, quint64 round)
{
    if (round != m_round)
        return; // the session changed meanwhile
    const QList<WorkspacePage *> pages = m_pages();
    if (index >= pages.size()) {
        // Then the open dialogs of the session (a payment being typed, a reminder run…).
        QList<QPointer<QDialog>> dialogs;
        for (QDialog *dialog : SessionDialogs::of(m_window))
            dialogs << dialog;
        askDialog(dialogs, round);
        return;
    }
    QPointer<WorkspacePage> page = pages.at(index);
    // Pages may answer at once or after a question; every answer is checked against the round still
    // being the current one.
    page->askToSwitchAway([this, guard = QPointer<SessionLeave>(this), page, index, round](bool mayGo) {
        if (!guard || round != m_round)
            return;
        if (!mayGo) {
            qCDebug(lcUi) << "the session stays: a page keeps unsaved work";
            drop();
            if (page)
                m_show(page);
            return;
        }
        askPage(index + 1, round);
    });
}

void SessionLeave::askDialog(QList<QPointer<QDialog>> dialogs, quint64 round)
{
    if (round != m_round)
        return;
    while (!dialogs.isEmpty() && !dialogs.first())
        dialogs.removeFirst(); // closed meanwhile: nothing to ask
    if (dialogs.isEmpty()) {
        ++m_round;
        m_asking = false;
        if (const std::function<void()> proceed = std::exchange(m_proceed, nullptr))
            proceed();
        return;
    }
    const QPointer<QDialog> dialog = dialogs.takeFirst();
    SessionDialogs::ask(
        dialog, [this, guard = QPointer<SessionLeave>(this), dialog, dialogs, round](bool mayGo) {
            if (!guard || round != m_round)
                return;
            if (!mayGo) {
                qCDebug(lcUi) << "the session stays: a dialog keeps unsaved input";
                drop();
                if (dialog) {
                    dialog->raise();
                    dialog->activateWindow();
                }
                return;
            }
            askDialog(dialogs, round);
        });
}
