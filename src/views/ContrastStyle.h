#pragma once

#include <QProxyStyle>

// Fusion draws the frame of a check box and a radio button in the window colour made darker, which on a
// dark palette is nearly the colour of the box itself: an unticked box in a list could not be seen. On a
// dark palette this style draws that frame again in the palette's Mid colour (at least 3:1 against the
// base, the contrast WCAG asks of a control's outline); on a light palette it changes nothing.
class ContrastStyle : public QProxyStyle
{
    Q_OBJECT

public:
    explicit ContrastStyle(QStyle *base);

    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
        const QWidget *widget = nullptr) const override;
};
