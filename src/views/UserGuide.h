#pragma once

#include <QString>
#include <QStringList>

class QWidget;

// Help → User guide: docs/user-guide.md with its screenshots, as the package installs it
// (share/doc/invoicedesk beside the program's bin/, packaging/CMakeLists.txt), else the copy in the
// source tree the program was built from (running from a build tree).
namespace UserGuide {

// Where the guide is looked for, in this order.
QStringList candidates();
// The first of `places` that exists; empty when none does.
QString find(const QStringList &places);
// The guide to open; empty when there is none.
QString path();
// Opens the guide in the desktop's program for it (QDesktopServices); without a guide, or when no
// program takes it, a message says so and where it was looked for.
void open(QWidget *parent);

} // namespace UserGuide
