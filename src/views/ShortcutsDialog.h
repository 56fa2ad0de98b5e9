#pragma once

#include <QDialog>

class QAction;
class QTableWidget;
class QToolBar;

// Help → Keyboard shortcuts (F1): every shortcut of a window, read from its actions (menus, toolbars
// and the page shown; not the other pages' commands, which do not work there), so the list cannot fall
// behind the commands.
class ShortcutsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ShortcutsDialog(QWidget *window, QWidget *parent = nullptr);

    // The rows shown: command and its shortcuts in the platform's notation, sorted by command.
    struct Entry
    {
        QString command;
        QString shortcut;
        friend bool operator==(const Entry &, const Entry &) = default;
    };
    static QList<Entry> entriesOf(QWidget *window);

    // Adds the shortcut to the tooltip of every action of the toolbar that has one: "Save (Ctrl+S)".
    static void showShortcutsInToolTips(QToolBar *toolbar);
    static void showShortcutInToolTip(QAction *action);

private:
    QTableWidget *m_table;
};
