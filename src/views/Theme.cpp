#include "views/Theme.h"

#include "views/ContrastStyle.h"

#include <QApplication>
#include <QPalette>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>

namespace {

const QString settingsKey = QStringLiteral("view/theme");

struct PlatformLook
{
    QString styleName;
    QPalette palette;
    bool known = false;
};

PlatformLook &platformLook()
{
    static PlatformLook look;
    return look;
}

Theme::Mode &currentMode()
{
    static Theme::Mode mode = Theme::Mode::System;
    return mode;
}

QPalette darkPalette()
{
    // Fusion's dark scheme: text and window contrast at least 7:1; disabled text still readable.
    QPalette p;
    const QColor window(0x2b, 0x2b, 0x2b);
    const QColor base(0x1e, 0x1e, 0x1e);
    const QColor text(0xe8, 0xe8, 0xe8);
    const QColor dimmed(0x9a, 0x9a, 0x9a);
    const QColor button(0x35, 0x35, 0x35);
    const QColor highlight(0x2f, 0x65, 0xca);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x26, 0x26, 0x26));
    p.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3f, 0x4b));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, dimmed);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, button);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    p.setColor(QPalette::Light, QColor(0x4a, 0x4a, 0x4a));
    p.setColor(QPalette::Midlight, QColor(0x3e, 0x3e, 0x3e));
    p.setColor(QPalette::Mid, QColor(0x80, 0x80, 0x80));
    p.setColor(QPalette::Dark, QColor(0x1a, 0x1a, 0x1a));
    p.setColor(QPalette::Shadow, QColor(0x10, 0x10, 0x10));
    p.setColor(QPalette::Highlight, highlight);
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x8a, 0xb4, 0xf8));
    p.setColor(QPalette::LinkVisited, QColor(0xc5, 0x8a, 0xf9));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(0x7a, 0x7a, 0x7a));
    p.setColor(QPalette::Disabled, QPalette::Base, window);
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x50, 0x50, 0x50));
    return p;
}

} // namespace

QString Theme::key(Mode mode)
{
    switch (mode) {
    case Mode::Light:
        return QStringLiteral("light");
    case Mode::Dark:
        return QStringLiteral("dark");
    case Mode::System:
        break;
    }
    return QStringLiteral("system");
}

Theme::Mode Theme::fromKey(const QString &key)
{
    if (key == QLatin1String("light"))
        return Mode::Light;
    if (key == QLatin1String("dark"))
        return Mode::Dark;
    return Mode::System;
}

QString Theme::text(Mode mode)
{
    switch (mode) {
    case Mode::Light:
        return tr("&Light");
    case Mode::Dark:
        return tr("&Dark");
    case Mode::System:
        break;
    }
    return tr("&System");
}

void Theme::apply(Mode mode)
{
    PlatformLook &look = platformLook();
    if (!look.known) {
        look.styleName = QApplication::style()->name();
        look.palette = QApplication::palette();
        look.known = true;
    }
    currentMode() = mode;
    switch (mode) {
    case Mode::System:
        QApplication::setStyle(new ContrastStyle(QStyleFactory::create(look.styleName)));
        QApplication::setPalette(look.palette);
        break;
    case Mode::Light:
        QApplication::setStyle(new ContrastStyle(QStyleFactory::create(QStringLiteral("Fusion"))));
        QApplication::setPalette(QApplication::style()->standardPalette());
        break;
    case Mode::Dark:
        QApplication::setStyle(new ContrastStyle(QStyleFactory::create(QStringLiteral("Fusion"))));
        QApplication::setPalette(darkPalette());
        break;
    }
}

void Theme::applyAtStart()
{
    const Mode mode = saved().value_or(current());
    if (mode != current() || !qobject_cast<ContrastStyle *>(QApplication::style()))
        apply(mode);
}

std::optional<Theme::Mode> Theme::saved()
{
    const QSettings settings;
    if (!settings.contains(settingsKey))
        return std::nullopt;
    return fromKey(settings.value(settingsKey).toString());
}

void Theme::save(Mode mode)
{
    QSettings().setValue(settingsKey, key(mode));
}

Theme::Mode Theme::current()
{
    return currentMode();
}
