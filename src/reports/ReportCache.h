#pragma once

#include "reports/ReportSource.h"

#include <QFuture>
#include <QList>
#include <QMutex>
#include <QString>

#include <memory>

// The reports' copy of one account's local copy, kept between reports: read in full the first time,
// after that brought up to date from what changed (ReportSource::update). Owned by the Session (one per
// open account, handed to pages through SessionContext::reportCache()); `finish()` (the Session's
// close, the destructor) waits for the cache writes it started on the pool, so none is left running
// when the session or the program ends. Thread-safe: the reports read on pool threads.
class ReportCache
{
public:
    ReportCache(QString dataDir, QString accountUuid);
    ~ReportCache();
    ReportCache(const ReportCache &) = delete;
    ReportCache &operator=(const ReportCache &) = delete;

    // The latest copy, updated from what changed since the last call; concurrent callers wait for one
    // read. A copy that could not be read (freshness.error) is returned and not kept.
    std::shared_ptr<const ReportSource> current();
    // Waits for the cache writes started (the VAT lines derived during an update); after it none starts.
    void finish();

    // `cache`'s current copy, or one read in full when there is no cache (a context without a session).
    static std::shared_ptr<const ReportSource> currentOf(
        ReportCache *cache, const QString &dataDir, const QString &accountUuid);

private:
    const QString m_dataDir;
    const QString m_accountUuid;
    QMutex m_mutex; // held while reading
    std::shared_ptr<const ReportSource> m_latest;
    QMutex m_writesMutex;
    QList<QFuture<void>> m_writes;
    bool m_finished = false;
};
