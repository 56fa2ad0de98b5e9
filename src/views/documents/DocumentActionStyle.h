#pragma once

#include <QIcon>
#include <QKeySequence>
#include <QString>

// How a document action looks in a toolbar or menu: the theme icon (with a built-in fallback where the
// desktop has no icon theme) and the standard shortcut where one exists.
namespace DocumentActionStyle {

QIcon icon(const QString &name);
QKeySequence shortcut(const QString &name);

} // namespace DocumentActionStyle
