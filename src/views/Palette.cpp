#include "views/Palette.h"

namespace {
bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightnessF() < 0.5;
}

// A hue at a lightness that keeps a contrast of about 4.5:1 or more against the window.
QColor signal(const QPalette &palette, float hue, float darkLightness, float lightLightness)
{
    return QColor::fromHslF(hue, 0.75f, isDark(palette) ? darkLightness : lightLightness);
}
} // namespace

QColor errorColor(const QPalette &palette)
{
    return signal(palette, 0.0f, 0.72f, 0.38f);
}

QColor errorBackground(const QPalette &palette)
{
    const QColor base = palette.color(QPalette::Base);
    const QColor error = errorColor(palette);
    const auto mix = [](float a, float b) {
        return 0.8f * a + 0.2f * b;
    };
    return QColor::fromRgbF(
        mix(base.redF(), error.redF()), mix(base.greenF(), error.greenF()), mix(base.blueF(), error.blueF()));
}

QColor successColor(const QPalette &palette)
{
    return signal(palette, 0.36f, 0.65f, 0.28f);
}

QColor warningColor(const QPalette &palette)
{
    return signal(palette, 0.08f, 0.62f, 0.32f);
}

QString colorStyle(const QColor &color)
{
    return QStringLiteral("color: %1;").arg(color.name());
}
