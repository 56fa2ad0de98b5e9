#include "views/ContrastStyle.h"

#include <QPainter>
#include <QStyleOption>
#include <QWidget>

ContrastStyle::ContrastStyle(QStyle *base)
    : QProxyStyle(base)
{ }

void ContrastStyle::drawPrimitive(
    PrimitiveElement element, const QStyleOption *option, QPainter *painter, const QWidget *widget) const
{
    QProxyStyle::drawPrimitive(element, option, painter, widget);
    const bool box = element == PE_IndicatorCheckBox || element == PE_IndicatorItemViewItemCheck;
    if ((!box && element != PE_IndicatorRadioButton) || !option)
        return;
    const QPalette &palette = option->palette;
    if (palette.color(QPalette::Base).lightness() >= 128)
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, !box);
    QPen pen(
        palette.color(option->state & State_Enabled ? QPalette::Active : QPalette::Disabled, QPalette::Mid));
    pen.setWidth(1);
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    const QRect r = option->rect.adjusted(0, 0, -1, -1);
    if (box)
        painter->drawRect(r);
    else
        painter->drawEllipse(QRectF(r).adjusted(0.5, 0.5, -0.5, -0.5));
    painter->restore();
}

void ContrastStyle::drawControl(
    ControlElement element, const QStyleOption *option, QPainter *painter, const QWidget *widget) const
{
    // Fusion highlights a menu bar title only while its menu is open (selected and sunken): the title a
    // lone Alt or F10's Escape leaves the keyboard on looked like every other. While the bar has the
    // keyboard, its current title is drawn as an open one is, in the palette's highlight.
    if (element == CE_MenuBarItem && option && (option->state & State_Selected)
        && !(option->state & State_Sunken) && widget && widget->hasFocus()) {
        if (const auto *item = qstyleoption_cast<const QStyleOptionMenuItem *>(option)) {
            QStyleOptionMenuItem shown = *item;
            shown.state |= State_Sunken;
            QProxyStyle::drawControl(element, &shown, painter, widget);
            return;
        }
    }
    QProxyStyle::drawControl(element, option, painter, widget);
}

int ContrastStyle::styleHint(
    StyleHint hint, const QStyleOption *option, const QWidget *widget, QStyleHintReturn *returnData) const
{
    if (hint == SH_MenuBar_AltKeyNavigation)
        return 1;
    return QProxyStyle::styleHint(hint, option, widget, returnData);
}
