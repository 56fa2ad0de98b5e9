#pragma once

#include <QSize>

class QWidget;

namespace WindowSize {

// Resizes a window to `wanted`, or less where its screen is smaller: the window, its title bar and a
// taskbar stay within the screen (a 1366×768 laptop shows all of a dialog and its buttons). The
// window's layout decides the least it needs.
void fit(QWidget *window, QSize wanted);

// The main window's first size on a screen with `available` room: 92 % of it, but at least what the
// German invoice list needs beside the navigation and the detail pane (every column, Dunning too), so a
// 1366×768 or 1440×900 laptop gets the whole screen rather than a window it must widen first.
QSize mainWindow(QSize available);

} // namespace WindowSize
