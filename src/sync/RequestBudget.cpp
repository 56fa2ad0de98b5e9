#include "sync/RequestBudget.h"

#include "api/ApiJob.h"
#include "sync/SyncLogging.h"

#include <QTimer>

#include <algorithm>
#include <utility>

RequestBudget::RequestBudget(
    QList<ApiClient *> clients, const Concurrency::Settings &settings, QObject *parent)
    : QObject(parent)
    , m_clients(std::move(clients))
    , m_busy(m_clients.size(), 0)
    , m_policy(settings)
    , m_holdTimer(new QTimer(this))
{
    m_clock.start();
    m_holdTimer->setSingleShot(true);
    m_holdTimer->setTimerType(Qt::PreciseTimer);
    connect(m_holdTimer, &QTimer::timeout, this, &RequestBudget::wakeUp);
}

Concurrency::Outcome RequestBudget::outcomeOf(const ApiError &error)
{
    using Kind = ApiError::Kind;
    switch (error.kind()) {
    case Kind::None:
        return Concurrency::Outcome::Success;
    case Kind::RateLimited:
        return Concurrency::Outcome::Throttled;
    case Kind::Server:
        if (error.httpStatus() == 503)
            return Concurrency::Outcome::Throttled;
        if (error.httpStatus() == 502 || error.httpStatus() == 504)
            return Concurrency::Outcome::Overloaded;
        return Concurrency::Outcome::Neutral;
    case Kind::Timeout:
    case Kind::TooSlow:
    case Kind::Offline:
        return Concurrency::Outcome::Overloaded;
    default:
        return Concurrency::Outcome::Neutral;
    }
}

ApiJob *RequestBudget::start(const std::function<ApiJob *(ApiClient *)> &make)
{
    const qint64 now = m_clock.elapsed();
    if (m_clients.isEmpty() || !m_policy.canStart(now))
        return nullptr;
    const int client = int(std::min_element(m_busy.cbegin(), m_busy.cend()) - m_busy.cbegin());
    ApiJob *job = make(m_clients.at(client));
    if (!job)
        return nullptr;
    ++m_busy[client];
    m_jobs.insert(job, Tracked {m_policy.start(now), client});
    connect(job, &ApiJob::retrying, this,
        [this, job](const ApiError &error, int delayMs) { onRetrying(job, error, delayMs); });
    connect(job, &ApiJob::succeeded, this,
        [this, job] { onEnded(job, Concurrency::Outcome::Success, -1, job->attempts()); });
    connect(job, &ApiJob::failed, this, [this, job](const ApiError &error) {
        const int retryAfter = error.retryAfterSeconds();
        onEnded(job, outcomeOf(error), retryAfter >= 0 ? qint64(retryAfter) * 1000 : -1, job->attempts());
        if (error.kind() == ApiError::Kind::TooSlow)
            emit tooSlow(error);
    });
    // Ended without a signal (its client went): the slot comes free all the same.
    connect(
        job, &QObject::destroyed, this, [this, job] { onEnded(job, Concurrency::Outcome::Neutral, -1, 0); });
    emit inFlightChanged(m_policy.inFlight(), m_policy.limit());
    return job;
}

void RequestBudget::onRetrying(ApiJob *job, const ApiError &error, int delayMs)
{
    const auto it = m_jobs.find(job);
    if (it == m_jobs.end())
        return;
    const int before = m_policy.limit();
    const Concurrency::Outcome outcome = outcomeOf(error);
    m_policy.retrying(it->ticket, m_clock.elapsed(), outcome,
        outcome == Concurrency::Outcome::Throttled && error.retryAfterSeconds() >= 0 ? delayMs : -1);
    if (m_policy.limit() != before) {
        qCDebug(lcSync).noquote() << "requests in flight at most" << m_policy.limit() << "(was" << before
                                  << "):" << error.message();
        emit inFlightChanged(m_policy.inFlight(), m_policy.limit());
    }
}

void RequestBudget::onEnded(ApiJob *job, Concurrency::Outcome outcome, qint64 retryAfterMs, int attempts)
{
    const auto it = m_jobs.find(job);
    if (it == m_jobs.end())
        return;
    const Tracked tracked = *it;
    m_jobs.erase(it);
    --m_busy[tracked.client];
    disconnect(job, nullptr, this, nullptr);
    const qint64 now = m_clock.elapsed();
    const int before = m_policy.limit();
    // The time of one attempt says how loaded the service is; after retries it says nothing.
    const qint64 latency =
        outcome == Concurrency::Outcome::Success && attempts <= 1 ? now - tracked.ticket.startedMs : -1;
    m_policy.finish(tracked.ticket, now, outcome, latency, retryAfterMs);
    if (m_policy.limit() != before)
        qCDebug(lcSync) << "requests in flight at most" << m_policy.limit() << "(was" << before << ")";
    emit inFlightChanged(m_policy.inFlight(), m_policy.limit());
    wakeUp();
}

void RequestBudget::addClaimant(QObject *context, std::function<bool()> startOne)
{
    m_claimants.append(Claimant {context, std::move(startOne)});
    wakeUp();
}

void RequestBudget::wakeUp()
{
    if (m_wakeUpQueued)
        return;
    m_wakeUpQueued = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_wakeUpQueued = false;
            distribute();
        },
        Qt::QueuedConnection);
}

void RequestBudget::distribute()
{
    const qint64 now = m_clock.elapsed();
    if (m_policy.heldUntilMs() > now) {
        m_holdTimer->start(int(m_policy.heldUntilMs() - now));
        return;
    }
    m_claimants.removeIf([](const Claimant &c) { return !c.context; });
    // One request per claimant and round while slots are free and someone still wants one. startOne may
    // add or end claimants: a copy of the list is asked.
    bool started = true;
    while (started && m_policy.canStart(m_clock.elapsed())) {
        started = false;
        const QList<Claimant> claimants = m_claimants;
        for (const Claimant &c : claimants) {
            if (!m_policy.canStart(m_clock.elapsed()))
                break;
            if (c.context && c.startOne())
                started = true;
        }
    }
}
