#pragma once

#include <QSize>

class QWidget;

namespace WindowSize {

// Resizes a window to `wanted`, or less where its screen is smaller: the window and its title bar stay
// within the screen's available area (a 1366×768 laptop with a taskbar shows all of a dialog and its
// buttons). The window's layout decides the least it needs.
void fit(QWidget *window, QSize wanted);

} // namespace WindowSize
