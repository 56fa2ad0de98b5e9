#pragma once

// Checks that hold for every window of the program, whatever it shows: no two enabled, visible widgets
// of a window answer the same Alt+letter (a clash makes Qt do nothing, or the wrong thing), nor a menu
// title and a widget, nor an Alt+key shortcut of its own (the quick filters') and a menu title; no two items
// of an open menu share a letter; every labelled input can be reached with one, and the window fits a
// 1366×768 screen with a taskbar.

#include "views/TwoLineHeader.h"

#include <algorithm>

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QScrollBar>
#include <QShortcut>
#include <QSize>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTextEdit>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QWidget>

namespace WindowChecks {

// 1366×768 less a 40 px taskbar and a 32 px title bar.
inline QSize largestClientSize()
{
    return {1366, 768 - 40 - 32};
}

inline QString mnemonicOf(const QString &text)
{
    return QKeySequence::mnemonic(text).toString(QKeySequence::PortableText).toLower();
}

// The text without its mnemonic marker and without a count at its end ("Sent (279)" is "Sent"), so a
// problem reads the same whatever the data.
inline QString plain(const QString &text)
{
    static const QRegularExpression count(QStringLiteral(" \\(\\d+\\)$"));
    QString t = text;
    return t.remove(QLatin1Char('&')).remove(count);
}

inline bool shown(const QWidget *widget, const QWidget *window)
{
    return widget->window() == window && widget->isVisibleTo(window) && widget->isEnabled();
}

inline bool isInput(const QWidget *widget)
{
    return qobject_cast<const QLineEdit *>(widget) || qobject_cast<const QComboBox *>(widget)
        || qobject_cast<const QAbstractSpinBox *>(widget) || qobject_cast<const QPlainTextEdit *>(widget)
        || (qobject_cast<const QTextEdit *>(widget) && !static_cast<const QTextEdit *>(widget)->isReadOnly());
}

// What is wrong with the mnemonics of what `window` shows now, one line per problem.
inline QStringList mnemonicProblems(QWidget *window)
{
    QMultiHash<QString, QString> users; // key -> what uses it
    QStringList problems;
    const auto use = [&](const QString &text, const QString &what) {
        const QString key = mnemonicOf(text);
        if (!key.isEmpty())
            users.insert(key, QStringLiteral("%1 \"%2\"").arg(what, plain(text)));
    };
    const QList<QWidget *> widgets = window->findChildren<QWidget *>();
    for (QWidget *w : widgets) {
        if (!shown(w, window))
            continue;
        if (auto *label = qobject_cast<QLabel *>(w)) {
            if (label->textFormat() == Qt::RichText || Qt::mightBeRichText(label->text()))
                continue;
            if (!mnemonicOf(label->text()).isEmpty() && !label->buddy())
                problems
                    << QStringLiteral("label \"%1\" has a mnemonic but no buddy").arg(plain(label->text()));
            else if (label->buddy() && shown(label->buddy(), window))
                use(label->text(), QStringLiteral("label"));
        } else if (auto *button = qobject_cast<QAbstractButton *>(w)) {
            // Toolbar buttons too, with the text they show: Qt escapes the '&' of their action's text
            // (no Alt+letter), but an icon text of their own may bring one.
            use(button->text(), QStringLiteral("button"));
        } else if (auto *box = qobject_cast<QGroupBox *>(w)) {
            use(box->title(), QStringLiteral("group"));
        } else if (auto *tabs = qobject_cast<QTabBar *>(w)) {
            for (int i = 0; i < tabs->count(); ++i) {
                if (tabs->isTabVisible(i) && tabs->isTabEnabled(i))
                    use(tabs->tabText(i), QStringLiteral("tab"));
            }
        } else if (auto *bar = qobject_cast<QMenuBar *>(w)) {
            for (const QAction *action : bar->actions()) {
                if (action->isVisible() && action->isEnabled())
                    use(action->text(), QStringLiteral("menu"));
            }
        }
        // Every labelled input answers an Alt+letter.
        if (auto *form = qobject_cast<QFormLayout *>(w->layout())) {
            for (int row = 0; row < form->rowCount(); ++row) {
                QLayoutItem *fieldItem = form->itemAt(row, QFormLayout::FieldRole);
                QLayoutItem *labelItem = form->itemAt(row, QFormLayout::LabelRole);
                QWidget *field = fieldItem ? fieldItem->widget() : nullptr;
                auto *label = labelItem ? qobject_cast<QLabel *>(labelItem->widget()) : nullptr;
                if (!field || !label || !isInput(field) || !shown(field, window) || label->text().isEmpty())
                    continue;
                if (mnemonicOf(label->text()).isEmpty())
                    problems << QStringLiteral("input labelled \"%1\" has no mnemonic").arg(label->text());
            }
        }
    }
    // Alt+keys of their own (a quick filter's Alt+1), on widgets shown.
    for (const QShortcut *shortcut : window->findChildren<QShortcut *>()) {
        auto *owner = qobject_cast<QWidget *>(shortcut->parent());
        if (!shortcut->isEnabled() || !owner || !shown(owner, window) || shortcut->key().isEmpty()
            || shortcut->key()[0].keyboardModifiers() != Qt::AltModifier)
            continue;
        const QString key = shortcut->key().toString(QKeySequence::PortableText).toLower();
        users.insert(key, QStringLiteral("shortcut \"%1\"").arg(shortcut->objectName()));
    }
    const QList<QString> keys = users.uniqueKeys();
    for (const QString &key : keys) {
        QStringList what = users.values(key);
        if (what.size() > 1) {
            what.sort();
            problems << QStringLiteral("%1 is used by %2").arg(key, what.join(QStringLiteral(", ")));
        }
    }
    return problems;
}

// The items of `menu` as they are when it opens (it is opened, then closed): no two visible items share
// a letter (Qt would only move between them), and its submenus neither. One line per clash.
inline QStringList menuProblems(QMenu *menu, const QString &path = {})
{
    QStringList problems;
    const QString name = path.isEmpty() ? plain(menu->title()) : path;
    menu->popup(QPoint(0, 0));
    QMultiHash<QString, QString> users;
    QList<QMenu *> submenus;
    for (QAction *action : menu->actions()) {
        if (!action->isVisible() || action->isSeparator())
            continue;
        if (const QString key = mnemonicOf(action->text()); !key.isEmpty())
            users.insert(key, QStringLiteral("\"%1\"").arg(plain(action->text())));
        if (action->menu())
            submenus << action->menu();
    }
    menu->hide();
    const QList<QString> keys = users.uniqueKeys();
    for (const QString &key : keys) {
        QStringList what = users.values(key);
        if (what.size() > 1) {
            what.sort();
            problems << QStringLiteral("menu \"%1\": %2 is used by %3")
                            .arg(name, key, what.join(QStringLiteral(", ")));
        }
    }
    for (QMenu *submenu : std::as_const(submenus))
        problems << menuProblems(submenu, name + QStringLiteral(" → ") + plain(submenu->title()));
    return problems;
}

// Every menu of the menu bar, as menuProblems().
inline QStringList menuBarProblems(QMenuBar *bar)
{
    QStringList problems;
    for (QAction *action : bar->actions()) {
        if (action->menu() && action->isVisible())
            problems << menuProblems(action->menu());
    }
    return problems;
}

// Every tab of every tab widget shown once (the others at their current tab).
inline QStringList mnemonicProblemsOnEveryTab(QWidget *window)
{
    QStringList problems = mnemonicProblems(window);
    const QList<QTabWidget *> tabWidgets = window->findChildren<QTabWidget *>();
    for (QTabWidget *tabs : tabWidgets) {
        if (!shown(tabs, window))
            continue;
        const int current = tabs->currentIndex();
        for (int i = 0; i < tabs->count(); ++i) {
            if (i == current || !tabs->isTabEnabled(i))
                continue;
            tabs->setCurrentIndex(i);
            for (const QString &p : mnemonicProblems(window)) {
                const QString line = QStringLiteral("[tab %1] %2").arg(plain(tabs->tabText(i)), p);
                if (!problems.contains(p) && !problems.contains(line))
                    problems << line;
            }
        }
        tabs->setCurrentIndex(current);
    }
    return problems;
}

inline QString sizeProblem(QWidget *window)
{
    const QSize limit = largestClientSize();
    const QSize size = window->size();
    const QSize least = window->minimumSizeHint().expandedTo(window->minimumSize());
    if (size.width() > limit.width() || size.height() > limit.height())
        return QStringLiteral("is %1×%2, more than %3×%4")
            .arg(size.width())
            .arg(size.height())
            .arg(limit.width())
            .arg(limit.height());
    if (least.width() > limit.width() || least.height() > limit.height())
        return QStringLiteral("needs at least %1×%2, more than %3×%4")
            .arg(least.width())
            .arg(least.height())
            .arg(limit.width())
            .arg(limit.height());
    return {};
}

// What a window shows cut at its opening size: a tool bar's "»" overflow, a list that scrolls sideways
// (a column out of sight), a column header narrower than its title (the title clipped or over its
// neighbour). One line each.
inline QStringList layoutProblems(QWidget *window)
{
    QStringList problems;
    for (const QToolBar *bar : window->findChildren<QToolBar *>()) {
        const auto *extension = bar->findChild<QToolButton *>(QStringLiteral("qt_toolbar_ext_button"));
        if (bar->isVisibleTo(window) && extension && extension->isVisible())
            problems
                << QStringLiteral("tool bar \"%1\" hides commands behind \u00bb").arg(bar->windowTitle());
    }
    for (QAbstractItemView *view : window->findChildren<QAbstractItemView *>()) {
        if (!view->isVisibleTo(window) || view->window() != window || !view->model())
            continue;
        const QString name = view->accessibleName().isEmpty() ? view->objectName() : view->accessibleName();
        if (view->horizontalScrollBar()->isVisible())
            problems << QStringLiteral("list \"%1\" scrolls sideways").arg(name);
        QHeaderView *header = nullptr;
        if (auto *table = qobject_cast<QTableView *>(view))
            header = table->horizontalHeader();
        else if (auto *tree = qobject_cast<QTreeView *>(view))
            header = tree->isHeaderHidden() ? nullptr : tree->header();
        if (!header || !header->isVisible())
            continue;
        for (int c = 0; c < header->count(); ++c) {
            if (header->isSectionHidden(c) || header->sectionSize(c) == 0)
                continue;
            const QString title = view->model()->headerData(c, Qt::Horizontal).toString();
            if (title.isEmpty())
                continue;
            // The title's widest line as the header draws it and the header's margins (sort indicator
            // aside); a header that breaks the title otherwise says so by a narrower size hint.
            int widest = 0;
            if (const auto *twoLines = dynamic_cast<const TwoLineHeader *>(header)) {
                widest = twoLines->titleWidth(c);
            } else {
                for (const QString &line : title.split(QLatin1Char('\n')))
                    widest = std::max(widest, header->fontMetrics().horizontalAdvance(line));
            }
            const int needed =
                std::min(widest + 2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header),
                    header->sectionSizeHint(c));
            if (header->sectionSize(c) < needed)
                problems << QStringLiteral("list \"%1\": column \"%2\" is %3 px, its title needs %4")
                                .arg(name, title)
                                .arg(header->sectionSize(c))
                                .arg(needed);
        }
    }
    return problems;
}

} // namespace WindowChecks
