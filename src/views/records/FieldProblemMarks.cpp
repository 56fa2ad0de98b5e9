#include "views/records/FieldProblemMarks.h"

#include "views/FieldErrorMarker.h"

#include <QEvent>
#include <QLabel>
#include <QWidget>

FieldProblemMarks::FieldProblemMarks(QWidget *host)
    : QObject(host)
    , m_host(host)
    , m_bubble(new QLabel(host))
    , m_marker(new FieldErrorMarker(this))
{
    m_bubble->setAutoFillBackground(true);
    m_bubble->setBackgroundRole(QPalette::ToolTipBase);
    m_bubble->setForegroundRole(QPalette::ToolTipText);
    m_bubble->setFrameShape(QFrame::Box);
    m_bubble->setMargin(3);
    m_bubble->setWordWrap(true);
    m_bubble->hide();
    // The user edited a marked field: the marker took its mark away, the problem goes too.
    connect(m_marker, &FieldErrorMarker::clearedByEdit, this, [this](QWidget *widget) {
        widget->removeEventFilter(this);
        forget(widget);
    });
}

// The fields may die after the marks: they must not call back into them.
FieldProblemMarks::~FieldProblemMarks()
{
    for (const QMetaObject::Connection &c : std::as_const(m_destroyWatches))
        disconnect(c);
}

void FieldProblemMarks::mark(const QString &path, QWidget *widget, const QString &problem)
{
    m_problemByPath.insert(path, problem);
    m_widgetByPath.insert(path, widget);
    if (!m_marker->isMarked(widget)) {
        widget->installEventFilter(this); // the bubble under the focused field
        m_destroyWatches << connect(widget, &QObject::destroyed, this, [this, widget] { forget(widget); });
    }
    m_marker->mark(widget, problem); // a second problem of the field goes on a line of its own
}

void FieldProblemMarks::unmark(QWidget *widget)
{
    if (!m_marker->isMarked(widget))
        return;
    widget->removeEventFilter(this);
    m_marker->clear(widget);
    forget(widget);
}

void FieldProblemMarks::clear()
{
    const QList<QWidget *> marked = m_widgetByPath.values(); // a widget of several paths: unmarked once
    for (QWidget *w : marked)
        unmark(w);
    m_problemByPath.clear();
    m_widgetByPath.clear();
    m_bubble->hide();
}

void FieldProblemMarks::forget(QWidget *widget)
{
    for (auto it = m_widgetByPath.begin(); it != m_widgetByPath.end();) {
        if (it.value() == widget) {
            m_problemByPath.remove(it.key());
            it = m_widgetByPath.erase(it);
        } else {
            ++it;
        }
    }
    m_bubble->hide();
}

void FieldProblemMarks::showBubble(QWidget *widget)
{
    if (!m_marker->isMarked(widget) || !widget->isVisible()) {
        m_bubble->hide();
        return;
    }
    m_bubble->setText(m_marker->problem(widget));
    m_bubble->setMaximumWidth(qMax(200, widget->width()));
    m_bubble->adjustSize();
    QPoint at = widget->mapTo(m_host, QPoint(0, widget->height() + 2));
    at.setX(qMin(at.x(), m_host->width() - m_bubble->width() - 4));
    m_bubble->move(at);
    m_bubble->raise();
    m_bubble->show();
}

bool FieldProblemMarks::eventFilter(QObject *watched, QEvent *event)
{
    auto *widget = qobject_cast<QWidget *>(watched);
    if (widget && m_marker->isMarked(widget)) {
        if (event->type() == QEvent::FocusIn)
            showBubble(widget);
        else if (event->type() == QEvent::FocusOut || event->type() == QEvent::Hide)
            m_bubble->hide();
    }
    return QObject::eventFilter(watched, event);
}
