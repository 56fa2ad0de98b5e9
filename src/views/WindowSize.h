#pragma once

#include <QSize>

class QWidget;

namespace WindowSize {

// Resizes a window to `wanted`, or less where its screen is smaller: the window, its title bar and a
// taskbar stay within the screen (a 1366×768 laptop shows all of a dialog and its buttons). The
// window's layout decides the least it needs.
void fit(QWidget *window, QSize wanted);

} // namespace WindowSize
