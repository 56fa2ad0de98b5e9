#include "views/reports/ReportNotes.h"

#include <QLabel>
#include <QResizeEvent>
#include <QScrollBar>

namespace {

constexpr int maxLines = 5;

} // namespace

ReportNotes::ReportNotes(QWidget *parent)
    : QScrollArea(parent)
    , m_label(new QLabel(this))
{
    m_label->setWordWrap(true);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setWidget(m_label);
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void ReportNotes::setText(const QString &text)
{
    m_label->setText(text);
    updateGeometry();
}

QString ReportNotes::text() const
{
    return m_label->text();
}

int ReportNotes::textHeight(int width) const
{
    if (m_label->text().isEmpty())
        return 0;
    const int cap = m_label->fontMetrics().lineSpacing() * maxLines;
    return qMin(cap, m_label->heightForWidth(qMax(width, 100)));
}

QSize ReportNotes::sizeHint() const
{
    // The width the label gets: the area's, less a scroll bar when the text is longer than the cap.
    const int width = contentsRect().width() - verticalScrollBar()->sizeHint().width();
    return {QScrollArea::sizeHint().width(), textHeight(width) + 2};
}

QSize ReportNotes::minimumSizeHint() const
{
    return {0, sizeHint().height()};
}

void ReportNotes::resizeEvent(QResizeEvent *event)
{
    QScrollArea::resizeEvent(event);
    // Narrower, the text wraps onto more lines: the height follows the width.
    if (event->size().width() != event->oldSize().width())
        updateGeometry();
}
