#pragma once

#include "api/ApiError.h"
#include "sync/Concurrency.h"

#include <QElapsedTimer>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>

#include <functional>

class ApiClient;
class ApiJob;
class QTimer;

// The one budget of requests in flight that every list, page and check of a sync run shares (all
// kinds at once), adapted to the service by Concurrency. Lives on the sync's thread.
//
// Who wants requests registers as a claimant: a function that starts one request through start() and
// says whether it did. When slots are free the budget asks the claimants in turn, one request each per
// round, in the order they registered (so a kind with 500 pages does not hold back one with a single
// page, and the first registered goes first in each round). The budget asks on the next turn of the
// event loop after a slot came free, a Retry-After ended or wakeUp() was called, never from inside a
// request's own signals. start() follows each request to its end (retries included) to feed the policy.
//
// The requests are spread over the given clients: each of its own QNetworkAccessManager, which opens
// at most 6 HTTP/1.1 connections to a host, so 12 in flight over plain HTTP need two.
class RequestBudget : public QObject
{
    Q_OBJECT

public:
    RequestBudget(
        QList<ApiClient *> clients, const Concurrency::Settings &settings, QObject *parent = nullptr);

    // startOne starts one request through start() and returns whether it did; it is asked until the
    // context is destroyed.
    void addClaimant(QObject *context, std::function<bool()> startOne);
    // Something new to request: ask the claimants soon.
    void wakeUp();
    // Makes the job on the least busy client and tracks it; nullptr when no slot is free now.
    ApiJob *start(const std::function<ApiJob *(ApiClient *)> &make);
    const Concurrency &policy() const { return m_policy; }
    // What an error tells about the service's load.
    static Concurrency::Outcome outcomeOf(const ApiError &error);

signals:
    // After every start and end: for logs and tests.
    void inFlightChanged(int inFlight, int limit);
    // A request's answer kept coming but did not end within its deadline (ApiError::Kind::TooSlow): the
    // line or the service is too slow for the rest of the run to be worth waiting for.
    void tooSlow(const ApiError &error);

private:
    struct Tracked
    {
        Concurrency::Ticket ticket;
        int client = 0;
    };
    void onRetrying(ApiJob *job, const ApiError &error, int delayMs);
    void onEnded(ApiJob *job, Concurrency::Outcome outcome, qint64 retryAfterMs, int attempts);
    void distribute();

    QList<ApiClient *> m_clients;
    QList<int> m_busy; // jobs in flight per client
    Concurrency m_policy;
    QElapsedTimer m_clock;
    QTimer *m_holdTimer;
    QHash<ApiJob *, Tracked> m_jobs;
    struct Claimant
    {
        QPointer<QObject> context;
        std::function<bool()> startOne;
    };
    QList<Claimant> m_claimants;
    bool m_wakeUpQueued = false;
};
