#include "reports/ReportCache.h"

#include <QtConcurrent/QtConcurrentRun>

#include <utility>

ReportCache::ReportCache(QString dataDir, QString accountUuid)
    : m_dataDir(std::move(dataDir))
    , m_accountUuid(std::move(accountUuid))
{ }

ReportCache::~ReportCache()
{
    finish();
}

std::shared_ptr<const ReportSource> ReportCache::current()
{
    QMutexLocker lock(&m_mutex);
    std::function<void()> write;
    auto next = std::make_shared<const ReportSource>(m_latest
            ? ReportSource::update(*m_latest, m_dataDir, m_accountUuid, &write)
            : ReportSource::load(m_dataDir, m_accountUuid));
    m_latest = next->freshness.error.isEmpty() ? next : nullptr;
    if (write) {
        // Writing waits for the store's write lock and costs as much as the rest of an update: the figures
        // do not wait for it, the session's end does.
        QMutexLocker writes(&m_writesMutex);
        if (!m_finished) {
            m_writes.removeIf([](const QFuture<void> &f) { return f.isFinished(); });
            m_writes.append(QtConcurrent::run(std::move(write)));
        }
    }
    return next;
}

void ReportCache::finish()
{
    QList<QFuture<void>> writes;
    {
        QMutexLocker lock(&m_writesMutex);
        m_finished = true;
        writes.swap(m_writes);
    }
    for (QFuture<void> &f : writes)
        f.waitForFinished();
}

std::shared_ptr<const ReportSource> ReportCache::currentOf(
    ReportCache *cache, const QString &dataDir, const QString &accountUuid)
{
    return cache ? cache->current()
                 : std::make_shared<const ReportSource>(ReportSource::load(dataDir, accountUuid));
}
