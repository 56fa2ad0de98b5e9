#pragma once

#include <QProxyStyle>

// Fusion draws the frame of a check box and a radio button in the window colour made darker, which on a
// dark palette is nearly the colour of the box itself: an unticked box in a list could not be seen. On a
// dark palette this style draws that frame again in the palette's Mid colour (at least 3:1 against the
// base, the contrast WCAG asks of a control's outline); on a light palette it changes nothing.
// A lone Alt puts the keyboard on the menu bar's first title in every style (Fusion leaves it to the
// platform, which does nothing on Linux), and the title the keyboard is on is drawn in the highlight as
// an open menu's is (Fusion draws it like the others); F10 is Mnemonics::install's.
class ContrastStyle : public QProxyStyle
{
    Q_OBJECT

public:
    explicit ContrastStyle(QStyle *base);

    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
        const QWidget *widget = nullptr) const override;
    void drawControl(ControlElement element, const QStyleOption *option, QPainter *painter,
        const QWidget *widget = nullptr) const override;
    int styleHint(StyleHint hint, const QStyleOption *option = nullptr, const QWidget *widget = nullptr,
        QStyleHintReturn *returnData = nullptr) const override;
};
