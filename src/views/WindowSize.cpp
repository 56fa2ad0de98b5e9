#include "views/WindowSize.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

namespace WindowSize {

void fit(QWidget *window, QSize wanted)
{
    QScreen *screen = window->parentWidget() ? window->parentWidget()->screen() : window->screen();
    if (!screen)
        screen = QGuiApplication::primaryScreen();
    if (screen) {
        // The title bar and the frame are not part of the size (32 and 8 pixels on the common
        // desktops), and a screen may not report its taskbar (auto-hiding panels): 40 more pixels.
        const QSize room = screen->availableGeometry().size() - QSize(8, 32 + 40);
        wanted = wanted.boundedTo(room);
    }
    window->resize(wanted);
}

QSize mainWindow(QSize available)
{
    const QSize share = available * 0.92;
    return share.expandedTo({1400, 860}); // fit() takes it down to the screen
}

} // namespace WindowSize
