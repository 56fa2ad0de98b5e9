#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

// Colours that carry a meaning, derived from the palette, so they read in light, dark and high-contrast
// themes alike. The one place for them: no widget spells a colour itself.

// Text or border of a problem: a red, dark on a light window and light on a dark one.
QColor errorColor(const QPalette &palette);
// Behind an error message or a rejected cell: the base colour tinted with errorColor (text stays
// palette.text()).
QColor errorBackground(const QPalette &palette);
// Text of a good outcome ("available"): a green chosen the same way as errorColor.
QColor successColor(const QPalette &palette);
// Text of something to look at soon (a copy not synchronised for a day): an orange chosen the same way.
QColor warningColor(const QPalette &palette);
// "color: #rrggbb;" for a style sheet.
QString colorStyle(const QColor &color);
