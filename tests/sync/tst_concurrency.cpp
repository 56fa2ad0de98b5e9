#include "sync/Concurrency.h"
#include "sync/RequestBudget.h"

#include <QTest>

#include <vector>

// The pacing policy of the sync, driven by made-up answers and times (no network, no clock).
namespace {

using Outcome = Concurrency::Outcome;

Concurrency::Settings settings(int initial = 2, int max = 12)
{
    Concurrency::Settings s;
    s.initial = initial;
    s.max = max;
    s.slowFactor = 2;
    s.slowMarginMs = 250;
    s.maxHoldMs = 30000;
    return s;
}

// Starts requests while the policy lets them, at time now.
std::vector<Concurrency::Ticket> fill(Concurrency &c, qint64 now)
{
    std::vector<Concurrency::Ticket> tickets;
    while (c.canStart(now))
        tickets.push_back(c.start(now));
    return tickets;
}

} // namespace

class TestConcurrency : public QObject
{
    Q_OBJECT

private slots:
    void startsSmallAndDoublesWhileFast();
    void slowAnswersStopTheGrowth();
    void throttledHalvesOncePerWindow();
    void retryAfterHoldsNewRequests();
    void afterABackOffGrowsByOnePerWindow();
    void overloadBacksOffOtherFailuresDoNot();
    void aRetriedRequestCountsAgain();
    void staysWithinItsBounds();
    void errorsReadAsLoad();
};

void TestConcurrency::startsSmallAndDoublesWhileFast()
{
    Concurrency c(settings(2, 12));
    auto tickets = fill(c, 0);
    QCOMPARE(int(tickets.size()), 2);
    QCOMPARE(c.inFlight(), 2);
    // Each fast answer adds one: the window doubles per round trip until the cap.
    c.finish(tickets[0], 100, Outcome::Success, 100);
    QCOMPARE(c.limit(), 3);
    c.finish(tickets[1], 100, Outcome::Success, 100);
    QCOMPARE(c.limit(), 4);
    QCOMPARE(int(fill(c, 100).size()), 4);
    for (int i = 0; i < 20; ++i) {
        auto t = c.start(200);
        c.finish(t, 300, Outcome::Success, 100);
    }
    QCOMPARE(c.limit(), 12);
    QCOMPARE(c.stats().peakLimit, 12);
    QCOMPARE(c.stats().peakInFlight, 5);
    QCOMPARE(c.stats().backoffs, 0);
}

void TestConcurrency::slowAnswersStopTheGrowth()
{
    Concurrency c(settings(4, 12));
    auto t = c.start(0);
    c.finish(t, 100, Outcome::Success, 100); // quickest so far: 100 ms
    QCOMPARE(c.limit(), 5);
    // Up to 2 x 100 + 250 ms is still fast.
    t = c.start(100);
    c.finish(t, 550, Outcome::Success, 450);
    QCOMPARE(c.limit(), 6);
    // Slower than that: the service queues our requests, the window stays.
    for (int i = 0; i < 5; ++i) {
        t = c.start(1000);
        c.finish(t, 1600, Outcome::Success, 600);
        QCOMPARE(c.limit(), 6);
    }
    // A whole window of slow answers in a row takes one away.
    t = c.start(2000);
    c.finish(t, 2600, Outcome::Success, 600);
    QCOMPARE(c.limit(), 5);
    // A success after retries (latency unknown) changes nothing.
    t = c.start(3000);
    c.finish(t, 9000, Outcome::Success, -1);
    QCOMPARE(c.limit(), 5);
    QCOMPARE(c.stats().backoffs, 0);
}

void TestConcurrency::throttledHalvesOncePerWindow()
{
    Concurrency c(settings(12, 12));
    auto window = fill(c, 0);
    QCOMPARE(int(window.size()), 12);
    // Every request of the window answers 429: one back-off, not twelve.
    for (const auto &t : window)
        c.finish(t, 50, Outcome::Throttled);
    QCOMPARE(c.limit(), 6);
    QCOMPARE(c.stats().backoffs, 1);
    QCOMPARE(c.stats().throttled, 12);
    QCOMPARE(c.inFlight(), 0);
    // A request sent after the back-off that is throttled again halves again.
    auto later = fill(c, 60);
    QCOMPARE(int(later.size()), 6);
    c.finish(later[0], 100, Outcome::Throttled);
    QCOMPARE(c.limit(), 3);
    QCOMPARE(c.stats().backoffs, 2);
    // Five still in flight, three allowed: nothing new starts until two more have ended.
    QVERIFY(!c.canStart(100));
    c.finish(later[1], 110, Outcome::Success, 50);
    c.finish(later[2], 110, Outcome::Success, 50);
    QVERIFY(!c.canStart(110));
    c.finish(later[3], 120, Outcome::Success, 50);
    QVERIFY(c.canStart(120));
}

void TestConcurrency::retryAfterHoldsNewRequests()
{
    Concurrency c(settings(4, 12));
    auto window = fill(c, 0);
    c.finish(window[0], 1000, Outcome::Throttled, -1, 2000); // 429 with Retry-After: 2
    QCOMPARE(c.limit(), 2);
    QCOMPARE(c.heldUntilMs(), 3000);
    c.finish(window[1], 1100, Outcome::Success, 100);
    c.finish(window[2], 1100, Outcome::Success, 100);
    c.finish(window[3], 1100, Outcome::Success, 100);
    QVERIFY(c.inFlight() < c.limit());
    QVERIFY(!c.canStart(1500));
    QVERIFY(!c.canStart(2999));
    QVERIFY(c.canStart(3000));
    QCOMPARE(c.stats().heldMs, 2000);
    // A Retry-After longer than a user would wait holds at most maxHoldMs.
    auto t = c.start(3000);
    c.finish(t, 4000, Outcome::Throttled, -1, 3600 * 1000);
    QCOMPARE(c.heldUntilMs(), 4000 + 30000);
    // A 429 without Retry-After backs off without holding.
    Concurrency d(settings(4, 12));
    t = d.start(0);
    d.finish(t, 100, Outcome::Throttled);
    QCOMPARE(d.heldUntilMs(), 0);
    QVERIFY(d.canStart(100));
}

void TestConcurrency::afterABackOffGrowsByOnePerWindow()
{
    Concurrency c(settings(12, 12));
    auto t = c.start(0);
    c.finish(t, 100, Outcome::Overloaded); // a timeout
    QCOMPARE(c.limit(), 6);
    // Now one more per six fast answers, then per seven.
    for (int i = 0; i < 5; ++i) {
        t = c.start(200);
        c.finish(t, 300, Outcome::Success, 100);
    }
    QCOMPARE(c.limit(), 6);
    t = c.start(200);
    c.finish(t, 300, Outcome::Success, 100);
    QCOMPARE(c.limit(), 7);
    for (int i = 0; i < 6; ++i) {
        t = c.start(400);
        c.finish(t, 500, Outcome::Success, 100);
    }
    QCOMPARE(c.limit(), 7);
    t = c.start(400);
    c.finish(t, 500, Outcome::Success, 100);
    QCOMPARE(c.limit(), 8);
}

void TestConcurrency::overloadBacksOffOtherFailuresDoNot()
{
    Concurrency c(settings(8, 12));
    auto t = c.start(0);
    c.finish(t, 100, Outcome::Neutral); // 404, 500, an unreadable page
    QCOMPARE(c.limit(), 8);
    t = c.start(100);
    c.finish(t, 200, Outcome::Overloaded);
    QCOMPARE(c.limit(), 4);
    QCOMPARE(c.stats().overloaded, 1);
    QCOMPARE(c.stats().throttled, 0);
    QCOMPARE(c.heldUntilMs(), 0);
}

void TestConcurrency::aRetriedRequestCountsAgain()
{
    Concurrency c(settings(8, 12));
    auto window = fill(c, 0);
    // Attempt 1 of one request is throttled: back-off, the request keeps its slot.
    c.retrying(window[0], 100, Outcome::Throttled, 1000);
    QCOMPARE(c.limit(), 4);
    QCOMPARE(c.inFlight(), 8);
    // The others of that window were sent before it: their 429s do not halve again.
    c.retrying(window[1], 110, Outcome::Throttled, 1000);
    QCOMPARE(c.limit(), 4);
    // Its next attempt went out under the new window: a 429 on it is news.
    c.finish(window[0], 1200, Outcome::Throttled, -1, 1000);
    QCOMPARE(c.limit(), 2);
    QCOMPARE(c.inFlight(), 7);
    QCOMPARE(c.stats().throttled, 3);
    QCOMPARE(c.stats().backoffs, 2);
}

void TestConcurrency::staysWithinItsBounds()
{
    Concurrency::Settings s = settings(50, 3);
    s.min = 2;
    Concurrency c(s);
    QCOMPARE(c.limit(), 3);
    for (int i = 0; i < 5; ++i) {
        auto t = c.start(i * 100);
        c.finish(t, i * 100 + 10, Outcome::Overloaded);
    }
    QCOMPARE(c.limit(), 2);
    for (int i = 0; i < 50; ++i) {
        auto t = c.start(1000);
        c.finish(t, 1010, Outcome::Success, 10);
    }
    QCOMPARE(c.limit(), 3);
    Concurrency::Settings zero;
    zero.initial = 0;
    zero.min = 0;
    zero.max = 0;
    Concurrency z(zero);
    QCOMPARE(z.limit(), 1); // never stuck at nothing
    QVERIFY(z.canStart(0));
}

void TestConcurrency::errorsReadAsLoad()
{
    QCOMPARE(RequestBudget::outcomeOf(ApiError()), Outcome::Success);
    QCOMPARE(RequestBudget::outcomeOf(ApiError::fromHttp(429, {}, 3)), Outcome::Throttled);
    QCOMPARE(RequestBudget::outcomeOf(ApiError::fromHttp(503, {}, 3)), Outcome::Throttled);
    QCOMPARE(RequestBudget::outcomeOf(ApiError::fromHttp(502, {})), Outcome::Overloaded);
    QCOMPARE(RequestBudget::outcomeOf(ApiError::fromHttp(504, {})), Outcome::Overloaded);
    QCOMPARE(RequestBudget::outcomeOf(ApiError(ApiError::Kind::Timeout)), Outcome::Overloaded);
    QCOMPARE(RequestBudget::outcomeOf(ApiError(ApiError::Kind::Offline)), Outcome::Overloaded);
    QCOMPARE(RequestBudget::outcomeOf(ApiError::fromHttp(500, {})), Outcome::Neutral);
    QCOMPARE(RequestBudget::outcomeOf(ApiError::fromHttp(404, {})), Outcome::Neutral);
    QCOMPARE(RequestBudget::outcomeOf(ApiError(ApiError::Kind::Malformed)), Outcome::Neutral);
    QCOMPARE(RequestBudget::outcomeOf(ApiError(ApiError::Kind::Cancelled)), Outcome::Neutral);
}

QTEST_GUILESS_MAIN(TestConcurrency)
#include "tst_concurrency.moc"
