#pragma once

#include <QList>
#include <QSet>
#include <QString>

class QAction;
class QMainWindow;
class QMenu;
class QMenuBar;

// Alt+letters that never clash, in every language: a menu's items, and the menu bar's titles, each get
// a letter of their own. A text keeps the letter its translator chose where that is free; where it is
// taken, the text takes the first free letter of its words' beginnings, then of the rest (as KDE's
// accelerator manager does). Texts that change with the selection ("Delete 3 invoices") are given their
// letters each time their menu opens.
namespace Mnemonics {

// Gives the visible actions of `actions` (separators aside) distinct letters, none of them in `taken`.
void assign(const QList<QAction *> &actions, QSet<QString> taken = {});
// assign() on the menu's items each time it opens, its submenus' too.
void keepDistinct(QMenu *menu);
// The menu bar: its titles kept distinct (now, and whenever a title changes or is shown), its menus'
// items too, and F10 opens its first menu (a lone Alt highlights it where the style says so; see
// ContrastStyle). An Alt+letter nothing took is not typed into a text field (outside macOS).
void install(QMainWindow *window, QMenuBar *bar);

} // namespace Mnemonics
