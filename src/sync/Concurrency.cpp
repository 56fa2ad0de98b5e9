#include "sync/Concurrency.h"

#include <algorithm>

namespace {
constexpr qsizetype recentAnswers = 16;
}

Concurrency::Concurrency(const Settings &settings)
    : m_settings(settings)
{
    m_settings.min = qMax(1, m_settings.min);
    m_settings.max = qMax(m_settings.min, m_settings.max);
    m_settings.slowFactor = qMax(1, m_settings.slowFactor);
    m_limit = qBound(m_settings.min, m_settings.initial, m_settings.max);
    m_threshold = m_settings.max;
    m_stats.peakLimit = m_limit;
}

bool Concurrency::canStart(qint64 nowMs) const
{
    return m_inFlight < m_limit && nowMs >= m_heldUntilMs;
}

Concurrency::Ticket Concurrency::start(qint64 nowMs)
{
    ++m_inFlight;
    m_stats.peakInFlight = qMax(m_stats.peakInFlight, m_inFlight);
    return Ticket {++m_seq, nowMs};
}

void Concurrency::retrying(Ticket &ticket, qint64 nowMs, Outcome outcome, qint64 retryAfterMs)
{
    signal(ticket, nowMs, outcome, retryAfterMs);
    // The next attempt goes out under the window as it is now.
    ticket.seq = ++m_seq;
}

void Concurrency::finish(
    const Ticket &ticket, qint64 nowMs, Outcome outcome, qint64 latencyMs, qint64 retryAfterMs)
{
    m_inFlight = qMax(0, m_inFlight - 1);
    if (outcome == Outcome::Success)
        success(latencyMs);
    else
        signal(ticket, nowMs, outcome, retryAfterMs);
}

void Concurrency::signal(const Ticket &ticket, qint64 nowMs, Outcome outcome, qint64 retryAfterMs)
{
    switch (outcome) {
    case Outcome::Success:
    case Outcome::Neutral:
        return;
    case Outcome::Throttled:
        ++m_stats.throttled;
        if (retryAfterMs > 0) {
            const qint64 until = nowMs + qMin(retryAfterMs, m_settings.maxHoldMs);
            if (until > m_heldUntilMs) {
                m_stats.heldMs += until - qMax(nowMs, m_heldUntilMs);
                m_heldUntilMs = until;
            }
        }
        break;
    case Outcome::Overloaded:
        ++m_stats.overloaded;
        break;
    }
    // Sent before the last back-off: that back-off already answered the load it saw.
    if (ticket.seq > m_lastBackoffSeq)
        backOff();
}

void Concurrency::backOff()
{
    ++m_stats.backoffs;
    m_lastBackoffSeq = m_seq;
    setLimit(qMax(m_settings.min, m_limit / 2));
    m_threshold = m_limit;
    m_credit = 0;
    m_slowInARow = 0;
}

void Concurrency::success(qint64 latencyMs)
{
    if (latencyMs < 0)
        return; // after retries: its time says nothing about the load
    m_recent.append(latencyMs);
    if (m_recent.size() > recentAnswers)
        m_recent.removeFirst();
    const qint64 quickest = *std::min_element(m_recent.cbegin(), m_recent.cend());
    if (latencyMs > quickest * m_settings.slowFactor + m_settings.slowMarginMs) {
        m_credit = 0;
        if (++m_slowInARow >= m_limit) {
            m_slowInARow = 0;
            setLimit(qMax(m_settings.min, m_limit - 1));
        }
        return;
    }
    m_slowInARow = 0;
    if (m_limit < m_threshold) {
        setLimit(m_limit + 1);
    } else if (++m_credit >= m_limit) {
        m_credit = 0;
        setLimit(m_limit + 1);
    }
}

void Concurrency::setLimit(int limit)
{
    m_limit = qBound(m_settings.min, limit, m_settings.max);
    m_stats.peakLimit = qMax(m_stats.peakLimit, m_limit);
}
