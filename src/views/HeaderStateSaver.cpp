#include "views/HeaderStateSaver.h"

#include <QHeaderView>
#include <QSettings>
#include <QThreadPool>
#include <QTimer>

namespace {

// Settings are written one after the other (the last write wins, as it would on the GUI thread).
QThreadPool *settingsWriter()
{
    static QThreadPool pool;
    pool.setMaxThreadCount(1);
    return &pool;
}

} // namespace

HeaderStateSaver::HeaderStateSaver(QHeaderView *header, QString settingsKey, QObject *parent)
    : QObject(parent)
    , m_header(header)
    , m_key(std::move(settingsKey))
    , m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    m_timer->setInterval(500);
    connect(m_timer, &QTimer::timeout, this, &HeaderStateSaver::write);
}

bool HeaderStateSaver::restore()
{
    const QByteArray state = QSettings().value(m_key).toByteArray();
    return !state.isEmpty() && m_header->restoreState(state);
}

void HeaderStateSaver::watch()
{
    const auto soon = [this] {
        m_timer->start();
    };
    connect(m_header, &QHeaderView::sectionResized, m_timer, soon);
    connect(m_header, &QHeaderView::sectionMoved, m_timer, soon);
    connect(m_header, &QHeaderView::sortIndicatorChanged, m_timer, soon);
    connect(m_header, &QHeaderView::geometriesChanged, m_timer, soon);
}

void HeaderStateSaver::flush()
{
    if (m_timer->isActive()) {
        m_timer->stop();
        QSettings().setValue(m_key, m_header->saveState());
    }
    settingsWriter()->waitForDone();
}

void HeaderStateSaver::write()
{
    settingsWriter()->start(
        [key = m_key, state = m_header->saveState()] { QSettings().setValue(key, state); });
}
