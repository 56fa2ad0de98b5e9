#include "views/PageToolbar.h"

#include "views/ShortcutsDialog.h"

#include <QEvent>
#include <QLayout>
#include <QMainWindow>
#include <QMenu>
#include <QStyle>
#include <QToolButton>
#include <QWidgetAction>

PageToolbar::PageToolbar(const QString &title, QMainWindow *window)
    : QToolBar(title, window)
    , m_window(window)
    , m_more(new QToolButton(this))
    , m_moreMenu(new QMenu(this))
{
    setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_more->setObjectName(QStringLiteral("moreCommands"));
    m_more->setText(tr("More"));
    m_more->setToolTip(tr("The commands the row has no room for"));
    m_more->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_more->setPopupMode(QToolButton::InstantPopup);
    m_more->setMenu(m_moreMenu);
    m_moreAction = new QWidgetAction(this);
    m_moreAction->setDefaultWidget(m_more);
    window->installEventFilter(this); // the window's width is the row's
}

QString PageToolbar::buttonText(const QAction *command)
{
    // DocumentActionController keeps the one-document words in "singleText".
    const QVariant single = command->property("singleText");
    return single.isValid() ? single.toString() : command->text();
}

void PageToolbar::setCommands(const QList<QAction *> &actions)
{
    if (actions == commands() && !actions.isEmpty())
        return; // the same commands keep their places
    removeAction(m_moreAction);
    qDeleteAll(m_row); // a deleted action leaves the row with its button
    m_row.clear();
    m_mirrors.clear();
    m_moreMenu->clear();
    m_commands.clear();
    for (QAction *command : actions) {
        m_commands << command;
        auto *mirror = new QAction(this);
        if (command->isSeparator()) {
            mirror->setSeparator(true);
        } else {
            ShortcutsDialog::showShortcutInToolTip(command);
            m_mirrors.insert(command, mirror);
            follow(command, mirror);
            connect(mirror, &QAction::triggered, command, [command] { command->trigger(); });
            connect(command, &QAction::changed, mirror, [this, command, mirror] {
                const QString before = mirror->text();
                follow(command, mirror);
                // A command without one-document words changed them, or one came or went.
                if (mirror->text() != before || command->isVisible() != mirror->property("shown").toBool())
                    fitSoon();
            });
        }
        m_row << mirror;
    }
    addActions(m_row);
    addAction(m_moreAction);
    setVisible(!actions.isEmpty());
    fit();
}

void PageToolbar::follow(QAction *command, QAction *mirror)
{
    mirror->setText(buttonText(command));
    mirror->setIcon(command->icon());
    mirror->setEnabled(command->isEnabled());
    // The tooltip says what a click does now: "Mark 3 invoices as sent (Ctrl+…)".
    const QString now = command->text();
    QString tip = command->toolTip();
    if (now != mirror->text()) {
        tip = QString(now).remove(QLatin1Char('&'));
        if (const QString keys = command->shortcut().toString(QKeySequence::NativeText); !keys.isEmpty())
            tip = ShortcutsDialog::tr("%1 (%2)").arg(tip, keys);
    }
    mirror->setToolTip(tip);
    mirror->setStatusTip(command->statusTip());
}

QList<QAction *> PageToolbar::commands() const
{
    QList<QAction *> list;
    for (const QPointer<QAction> &command : m_commands)
        list << command.data();
    return list;
}

QToolButton *PageToolbar::buttonFor(QAction *command) const
{
    QAction *mirror = m_mirrors.value(command);
    if (!mirror || !mirror->isVisible())
        return nullptr;
    return qobject_cast<QToolButton *>(widgetForAction(mirror));
}

QList<QAction *> PageToolbar::overflowed() const
{
    QList<QAction *> list;
    for (QAction *action : m_moreMenu->actions()) {
        if (!action->isSeparator())
            list << action;
    }
    return list;
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
    const int spacing = layout() ? layout()->spacing() : 0;
    const QMargins margins = contentsMargins() + (layout() ? layout()->contentsMargins() : QMargins());
    // The row spans the window; its handle and margins take their share.
    const int room = m_window->width() - margins.left() - margins.right()
        - style()->pixelMetric(QStyle::PM_ToolBarHandleExtent, nullptr, this)
        - 2 * style()->pixelMetric(QStyle::PM_ToolBarItemSpacing, nullptr, this);
    const int separator = style()->pixelMetric(QStyle::PM_ToolBarSeparatorExtent, nullptr, this) + spacing;

    // The groups, each with its width and the indices of its commands.
    struct Group
    {
        QList<qsizetype> members;
        int width = 0;
        bool separated = true; // a separator follows (not between the pieces of a group split up)
    };
    QList<Group> groups(1);
    for (qsizetype i = 0; i < m_commands.size(); ++i) {
        QAction *command = m_commands.at(i);
        if (!command)
            continue; // gone with its page
        if (command->isSeparator()) {
            if (!groups.last().members.isEmpty())
                groups.append(Group());
            continue;
        }
        if (!command->isVisible())
            continue;
        groups.last().members << i;
        // A hidden button keeps its size hint.
        if (const QWidget *button = widgetForAction(m_row.at(i)))
            groups.last().width += button->sizeHint().width() + spacing;
    }
    if (groups.last().members.isEmpty())
        groups.removeLast();
    const int more = m_more->sizeHint().width() + spacing + separator;

    // As many whole groups as fit, in order; with the "More" button's room when some are left over.
    const auto fitting = [&] {
        qsizetype count = 0;
        int used = 0;
        for (; count < groups.size(); ++count) {
            const int next = used + (count > 0 ? separator : 0) + groups.at(count).width;
            const bool last = count == groups.size() - 1;
            if (next + (last ? 0 : more) > room)
                break;
            used = next;
        }
        return count;
    };
    qsizetype shown = fitting();
    if (shown == 0 && !groups.isEmpty()) {
        // Not even the first group fits: its commands one by one, so the row is not empty.
        const Group first = groups.takeFirst();
        for (qsizetype k = first.members.size() - 1; k >= 0; --k) {
            const qsizetype i = first.members.at(k);
            const QWidget *button = widgetForAction(m_row.at(i));
            groups.prepend(Group {{i}, button ? button->sizeHint().width() + spacing - separator : 0,
                k == first.members.size() - 1});
        }
        shown = fitting();
    }

    m_moreMenu->clear();
    QList<bool> onRow(m_commands.size(), false);
    const auto isSeparator = [this](qsizetype i) {
        return m_commands.at(i) && m_commands.at(i)->isSeparator();
    };
    for (qsizetype g = 0; g < groups.size(); ++g) {
        for (qsizetype i : groups.at(g).members) {
            onRow[i] = g < shown;
            if (g >= shown)
                m_moreMenu->addAction(m_commands.at(i));
        }
        if (g >= shown && g < groups.size() - 1 && groups.at(g).separated)
            m_moreMenu->addSeparator();
    }
    // Separators stay between groups on the row: one before a shown group, none after the last shown.
    bool anyBefore = false;
    for (qsizetype i = 0; i < m_commands.size(); ++i) {
        QAction *mirror = m_row.at(i);
        if (isSeparator(i)) {
            bool shownAfter = false;
            for (qsizetype j = i + 1; j < m_commands.size() && !isSeparator(j); ++j)
                shownAfter = shownAfter || onRow.at(j);
            mirror->setVisible(anyBefore && shownAfter);
            continue;
        }
        mirror->setVisible(onRow.at(i));
        mirror->setProperty("shown", m_commands.at(i) && m_commands.at(i)->isVisible());
        anyBefore = anyBefore || onRow.at(i);
    }
    m_moreAction->setVisible(shown < groups.size());
    // The row is laid out again with what is on it now. QToolBar only relays out on a later resize
    // otherwise: an editor whose row was filled before it was shown kept only "More" in view until the
    // window manager resized it (offscreen, never), and the check read every button as outside the row.
    if (layout()) {
        layout()->invalidate();
        if (isVisible())
            layout()->activate();
    }
}
