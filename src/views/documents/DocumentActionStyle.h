#pragma once

#include "domain/DocumentKind.h"

#include <QIcon>
#include <QKeySequence>
#include <QString>

// How a document action looks in a toolbar or menu: the theme icon (with a built-in fallback where the
// desktop has no icon theme), the standard shortcut where one exists, and its label for several
// documents.
namespace DocumentActionStyle {

QIcon icon(const QString &name);
QKeySequence shortcut(const QString &name);
// On the page's tool bar as well as in the menus: every known action but the rare ones (the reminder's
// "sent" mark, templates, restore, cancel). A name the client does not know stays in the menus.
bool isFrequent(const QString &name);
// The tool bar's group of a command: the document out (print, PDF, e-mail), its state (sent, approved,
// declined), its money (reminders, payments), new documents from it (duplicate, conversions), keeping
// (archive, restore, cancel, delete). A row too narrow for all moves whole groups into its "More" menu.
int toolbarGroup(const QString &name);
// The label of an action for several documents ("Mark 3 invoices as sent"); `single` is the label
// for one.
QString labelForMany(const QString &name, const QString &single, DocumentKind kind, int count);
// "3 invoices": several documents of the kind (count of two or more).
QString documentsOf(DocumentKind kind, int count);

} // namespace DocumentActionStyle
