#include "ServiceCopy.h"
#include "sync/PageFetcher.h"
#include "sync/RequestBudget.h"
#include "sync/SyncController.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

// The sync's pace against the real sandbox and its 429 / Retry-After fault: fewer requests in flight
// after a 429, nothing new before its Retry-After has passed, and the copy complete and true all the same.
namespace {

constexpr int seedInvoices = 1000;

QJsonObject listFault(const QString &path, const QJsonObject &extra)
{
    QJsonObject f {{QStringLiteral("method"), QStringLiteral("GET")}, {QStringLiteral("path"), path}};
    for (auto it = extra.begin(); it != extra.end(); ++it)
        f.insert(it.key(), it.value());
    return f;
}

} // namespace

class TestSyncPacing : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void fetcherSlowsDownAfter429();
    void syncThrough429sKeepsTheCopyTrue();

private:
    std::unique_ptr<TestSandbox> m_sandbox;
    std::unique_ptr<QTemporaryDir> m_clientDir;
};

void TestSyncPacing::init()
{
    m_sandbox = std::make_unique<TestSandbox>(
        QStringList {QStringLiteral("--seed-invoices"), QString::number(seedInvoices)});
    QVERIFY2(m_sandbox->isReady(), qPrintable(m_sandbox->error()));
    m_clientDir = std::make_unique<QTemporaryDir>();
}

void TestSyncPacing::cleanup()
{
    m_sandbox.reset();
    m_clientDir.reset();
}

void TestSyncPacing::fetcherSlowsDownAfter429()
{
    // 100 pages of 10, at most 8 in flight; page 60 answers 429 with Retry-After: 1 once.
    ApiConfig config = m_sandbox->config();
    ApiClient one(config);
    ApiClient two(config);
    Concurrency::Settings settings;
    settings.initial = 2;
    settings.max = 8;
    settings.slowMarginMs = 600000; // this machine's load is not the service's: grow on every success
    RequestBudget budget({&one, &two}, settings);
    m_sandbox->addFault(listFault(QStringLiteral("page=60&"),
        {{QStringLiteral("status"), 429}, {QStringLiteral("retryAfter"), 1}, {QStringLiteral("times"), 1}}));

    struct Start
    {
        int inFlight;
        int limit;
        bool afterThrottle;
        qint64 msAfterThrottle;
    };
    QList<Start> starts;
    QElapsedTimer sinceThrottle;
    int lastInFlight = 0;
    connect(&budget, &RequestBudget::inFlightChanged, this, [&](int inFlight, int limit) {
        const bool throttled = budget.policy().stats().throttled > 0;
        if (throttled && !sinceThrottle.isValid())
            sinceThrottle.start();
        if (inFlight > lastInFlight)
            starts.append({inFlight, limit, throttled, throttled ? sinceThrottle.elapsed() : -1});
        lastInFlight = inFlight;
    });

    PageFetcher fetcher(&budget, DocumentKind::Invoice, 10, std::nullopt);
    QMap<QString, DocumentSummary> fetched;
    QSet<int> pages;
    connect(&fetcher, &PageFetcher::pageReceived, this,
        [&](int page, const QList<DocumentSummary> &documents, const PageInfo &) {
            pages.insert(page);
            for (const DocumentSummary &d : documents)
                fetched.insert(d.uuid, d);
        });
    QSignalSpy finished(&fetcher, &PageFetcher::finished);
    QSignalSpy failed(&fetcher, &PageFetcher::failed);
    fetcher.start();
    QVERIFY(finished.wait(60000));
    QCOMPARE(failed.count(), 0);
    QVERIFY(fetcher.failedPages().isEmpty());
    QCOMPARE(pages.size(), 100);

    // The copy is the service's, the 429 included (ApiJob asked page 60 again after its Retry-After).
    m_sandbox->clearFaults();
    const auto service = ServiceCopy::serviceInvoices(config);
    QVERIFY(service);
    QCOMPARE(fetched.size(), service->size());
    for (auto it = service->begin(); it != service->end(); ++it)
        QCOMPARE(ServiceCopy::describe(fetched.value(it.key())), ServiceCopy::describe(*it));

    const Concurrency::Stats stats = budget.policy().stats();
    QCOMPARE(stats.throttled, 1);
    QCOMPARE(stats.backoffs, 1);
    QCOMPARE(fetcher.requests(), 101); // one page asked twice
    // Before the 429 the window had grown to its most; it was halved, and the next request started
    // only when fewer than the new window were in flight, after the Retry-After.
    int peakBefore = 0;
    qsizetype firstAfter = -1;
    for (qsizetype i = 0; i < starts.size(); ++i) {
        if (!starts.at(i).afterThrottle) {
            peakBefore = qMax(peakBefore, starts.at(i).inFlight);
        } else if (firstAfter < 0) {
            firstAfter = i;
        }
    }
    QCOMPARE(peakBefore, 8);
    QVERIFY(firstAfter > 0);
    const Start first = starts.at(firstAfter);
    QVERIFY2(first.inFlight <= 4, qPrintable(QString::number(first.inFlight)));
    QVERIFY2(first.limit < peakBefore, qPrintable(QString::number(first.limit)));
    QVERIFY2(first.msAfterThrottle >= 900, qPrintable(QString::number(first.msAfterThrottle)));
    for (qsizetype i = firstAfter; i < starts.size(); ++i)
        QVERIFY(starts.at(i).inFlight <= starts.at(i).limit);
    QVERIFY(stats.peakInFlight <= settings.max);
}

void TestSyncPacing::syncThrough429sKeepsTheCopyTrue()
{
    // Three pages answer 429 twice each (Retry-After: 1), and the credit notes' list once: the run ends
    // complete, with the service's copy, having slowed down.
    for (const QString &page :
        {QStringLiteral("page=3&"), QStringLiteral("page=9&"), QStringLiteral("page=15&")})
        m_sandbox->addFault(listFault(QStringLiteral("/documents/v2/invoices?") + page,
            {{QStringLiteral("status"), 429}, {QStringLiteral("retryAfter"), 1},
                {QStringLiteral("times"), 2}}));
    m_sandbox->addFault(listFault(QStringLiteral("/documents/v2/credit-notes?"),
        {{QStringLiteral("status"), 429}, {QStringLiteral("retryAfter"), 1}, {QStringLiteral("times"), 1}}));
    SyncOptions options;
    options.kinds = {DocumentKind::Invoice, DocumentKind::Quote, DocumentKind::CreditNote};
    options.pageLimit = 50; // 20 pages of invoices
    // The demo quotes and credit notes are written as the sandbox starts: a listing in the same second
    // would count them as changed during it.
    QTest::qWait(1100);
    SyncController sync(m_sandbox->config(), m_clientDir->path(), options);
    const SyncController::Outcome outcome = sync.runAndWait(SyncController::Mode::Full, 60000);
    QVERIFY2(outcome.ok, qPrintable(outcome.error.message()));
    QVERIFY2(!outcome.summary.isPartial(), qPrintable(outcome.summary.describe()));
    QCOMPARE(outcome.summary.throttled, 7);
    QVERIFY(outcome.summary.backoffs >= 1);
    QVERIFY(outcome.summary.peakInFlight <= options.maxInFlight);
    for (const SyncKindSummary &k : outcome.summary.kinds) {
        QVERIFY2(k.reconciled, DocumentKinds::pathSegment(k.kind).data());
        QCOMPARE(k.stored, k.total);
    }
    m_sandbox->clearFaults();
    const QString diff = ServiceCopy::differences(m_sandbox->config(), m_clientDir->path());
    QVERIFY2(diff.isEmpty(), qPrintable(diff));
}

QTEST_GUILESS_MAIN(TestSyncPacing)
#include "tst_sync_pacing.moc"
