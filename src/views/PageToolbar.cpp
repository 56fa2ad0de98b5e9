#include "views/PageToolbar.h"

#include "views/ShortcutsDialog.h"

#include <QActionEvent>
#include <QLayout>
#include <QMainWindow>
#include <QStyle>
#include <QToolButton>

PageToolbar::PageToolbar(const QString &title, QMainWindow *window)
    : QToolBar(title, window)
    , m_window(window)
{
    setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    window->installEventFilter(this); // the window's width is the row's
}

void PageToolbar::setCommands(const QList<QAction *> &actions)
{
    clear();
    addActions(actions);
    ShortcutsDialog::showShortcutsInToolTips(this);
    setVisible(!actions.isEmpty());
    fit();
}

void PageToolbar::actionEvent(QActionEvent *event)
{
    QToolBar::actionEvent(event);
    // A command's text changes with the selection ("Delete 3 invoices"): its button's width too.
    if (event->type() == QEvent::ActionChanged)
        fitSoon();
}

bool PageToolbar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::Resize)
        fitSoon();
    return QToolBar::eventFilter(watched, event);
}

void PageToolbar::fitSoon()
{
    if (m_fitPending)
        return;
    m_fitPending = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_fitPending = false;
            fit();
        },
        Qt::QueuedConnection);
}

void PageToolbar::fit()
{
    QList<QToolButton *> buttons;
    for (QAction *action : actions()) {
        if (auto *button = qobject_cast<QToolButton *>(widgetForAction(action));
            button && action->isVisible())
            buttons << button;
    }
    const int spacing = layout() ? layout()->spacing() : 0;
    const QMargins margins = contentsMargins() + (layout() ? layout()->contentsMargins() : QMargins());
    // The row spans the window; its handle and margins take their share.
    const int room = m_window->width() - margins.left() - margins.right()
        - style()->pixelMetric(QStyle::PM_ToolBarHandleExtent, nullptr, this)
        - 2 * style()->pixelMetric(QStyle::PM_ToolBarItemSpacing, nullptr, this);
    int needed = 0;
    for (QToolButton *button : std::as_const(buttons)) {
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        needed += button->sizeHint().width() + spacing;
    }
    // Separators take a few pixels each.
    needed += int(actions().size() - buttons.size())
        * (style()->pixelMetric(QStyle::PM_ToolBarSeparatorExtent, nullptr, this) + spacing);
    for (qsizetype i = buttons.size() - 1; i >= 0 && needed > room; --i) {
        QToolButton *button = buttons.at(i);
        if (button->icon().isNull())
            continue; // a button without an icon keeps its words
        const int before = button->sizeHint().width();
        button->setToolButtonStyle(Qt::ToolButtonIconOnly);
        needed -= before - button->sizeHint().width();
    }
}
