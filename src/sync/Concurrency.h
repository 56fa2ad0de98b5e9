#pragma once

#include <QList>
#include <QtGlobal>

// How many requests a sync may have in flight at once, adapted to the service's answers. No Qt
// objects, no clock of its own: the caller passes the time (ms of any monotonic clock), so the policy
// is deterministic and tested with made-up answers (tst_concurrency).
//
// - Starts at Settings::initial. While answers are successful and fast, it grows: by one per fast
//   answer (doubling per round trip) until the first back-off, then by one per window of fast answers,
//   never beyond Settings::max.
// - Fast means at most slowFactor times the quickest of the last answers plus slowMarginMs: an answer
//   slower than that (the service queues our requests) stops the growth; a whole window of slow
//   answers in a row takes one away.
// - Throttled (429, or 503 busy) and overloaded (timeout, dropped connection, 502, 504) halve the
//   window, once per window: requests sent before a back-off do not back off again. Throttled with a
//   Retry-After also holds every new request until then (at most Settings::maxHoldMs).
// Other failures (404, 500, an unreadable page) leave the window as it is.
class Concurrency
{
public:
    struct Settings
    {
        int initial = 2;
        int min = 1;
        int max = 12;
        int slowFactor = 2;
        qint64 slowMarginMs = 250;
        qint64 maxHoldMs = 30000;
    };

    enum class Outcome {
        Success,
        Throttled, // 429, 503: the service asks us to slow down
        Overloaded, // timeout, dropped connection, 502, 504
        Neutral, // any other failure, or cancelled: says nothing about the load
    };

    // One request in flight. seq orders it against the back-offs (a request sent before a back-off
    // does not cause another).
    struct Ticket
    {
        quint64 seq = 0;
        qint64 startedMs = 0;
    };

    struct Stats
    {
        int peakInFlight = 0; // most requests in flight at once
        int peakLimit = 0; // highest window reached
        int throttled = 0; // answers 429 / 503 (retries included)
        int overloaded = 0; // timeouts, dropped connections, 502 / 504 (retries included)
        int backoffs = 0; // times the window was halved
        qint64 heldMs = 0; // time new requests waited for a Retry-After
    };

    explicit Concurrency(const Settings &settings);

    const Settings &settings() const { return m_settings; }
    int limit() const { return m_limit; }
    int inFlight() const { return m_inFlight; }
    // Requests wait until then after a Retry-After; 0 when nothing holds them.
    qint64 heldUntilMs() const { return m_heldUntilMs; }
    bool canStart(qint64 nowMs) const;
    Ticket start(qint64 nowMs);
    // An attempt of the request failed and it will be sent again: its slot stays taken.
    void retrying(Ticket &ticket, qint64 nowMs, Outcome outcome, qint64 retryAfterMs = -1);
    // The request ended; latencyMs < 0 when not known (a success after retries).
    void finish(
        const Ticket &ticket, qint64 nowMs, Outcome outcome, qint64 latencyMs = -1, qint64 retryAfterMs = -1);
    const Stats &stats() const { return m_stats; }

private:
    void signal(const Ticket &ticket, qint64 nowMs, Outcome outcome, qint64 retryAfterMs);
    void success(qint64 latencyMs);
    void backOff();
    void setLimit(int limit);

    Settings m_settings;
    int m_limit;
    int m_inFlight = 0;
    int m_threshold; // growth by one per answer below it, by one per window above
    int m_credit = 0; // fast answers since the window last grew (above the threshold)
    int m_slowInARow = 0;
    quint64 m_seq = 0;
    quint64 m_lastBackoffSeq = 0;
    qint64 m_heldUntilMs = 0;
    QList<qint64> m_recent; // latencies of the last answers, for the quickest of them
    Stats m_stats;
};
