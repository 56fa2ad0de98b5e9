#include "ServiceCopy.h"
#include "TestSandbox.h"
#include "api/ApiJob.h"
#include "api/DocumentSummaryJson.h"
#include "api/DocumentsApi.h"
#include "api/JsonReader.h"
#include "api/PageInfo.h"
#include "store/AccountDatabase.h"
#include "store/DocumentStore.h"
#include "store/StoreTransaction.h"
#include "store/SyncState.h"
#include "sync/SyncController.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <atomic>
#include <chrono>
#include <memory>
#include <thread>

// The sync engine against a real sandbox: 600 invoices, pages of 50 (12 pages), at most 4 requests in
// flight.
namespace {

constexpr int seedInvoices = 600;
constexpr int pageLimit = 50;

QStringList sandboxArguments()
{
    return {QStringLiteral("--seed"), QStringLiteral("demo"), QStringLiteral("--seed-invoices"),
        QString::number(seedInvoices)};
}

SyncOptions testOptions()
{
    SyncOptions o;
    o.kinds = {DocumentKind::Invoice}; // the cases below count invoice pages and requests
    o.pageLimit = pageLimit;
    o.maxInFlight = 4;
    return o;
}

QJsonObject fault(const QString &path, const QJsonObject &extra)
{
    QJsonObject f {{QStringLiteral("method"), QStringLiteral("GET")}, {QStringLiteral("path"), path}};
    for (auto it = extra.begin(); it != extra.end(); ++it)
        f.insert(it.key(), it.value());
    return f;
}

int pagesFor(qint64 total)
{
    return int((total + pageLimit - 1) / pageLimit);
}

} // namespace

class TestSync : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void fullPullStoresEverything();
    void everyKindIsSynced();
    void pagesRunInParallel();
    void kindsAreListedAtOnce();
    void aFailingKindLeavesTheOthersWhole();
    void aFailedPageOfOneKindLeavesTheOthersReconciled();
    void incrementalPicksUpChanges();
    void deletedInvoiceGoesAfterReconciliation();
    void autoReconcilesWhenDue();
    void listingThatSawChangesKeepsRows();
    void interruptedPullResumes();
    void malformedPageChangesNothing();
    void cancelStopsAndResumes();
    void unauthorizedEndsRun();
    void destroyedWhileRunning();
    void destroyedWhileWaitingForTheStore();

private:
    qint64 serverTotal();
    int sandboxRequests();
    QString anyInvoiceUuid();

    std::unique_ptr<TestSandbox> m_sandbox;
    std::unique_ptr<QTemporaryDir> m_clientDir;
    QString m_account;
};

void TestSync::init()
{
    m_sandbox = std::make_unique<TestSandbox>(sandboxArguments());
    QVERIFY2(m_sandbox->isReady(), qPrintable(m_sandbox->error()));
    m_clientDir = std::make_unique<QTemporaryDir>();
    m_account = m_sandbox->config().accountUuid;
    QVERIFY(!m_account.isEmpty());
}

void TestSync::cleanup()
{
    m_sandbox.reset();
    m_clientDir.reset();
}

qint64 TestSync::serverTotal()
{
    ApiClient client(m_sandbox->config());
    const TestSandbox::Result r =
        TestSandbox::wait(DocumentsApi(&client).list(DocumentKind::Invoice, 1, 1, {}));
    const auto info = PageInfo::fromAnswer(r.answer);
    return info ? info->total : -1;
}

int TestSync::sandboxRequests()
{
    return m_sandbox->stats().value(QLatin1String("requests")).toInt();
}

QString TestSync::anyInvoiceUuid()
{
    const QList<DocumentSummary> all =
        DocumentStore(m_clientDir->path(), m_account).loadAll(DocumentKind::Invoice);
    return all.isEmpty() ? QString() : all.at(all.size() / 2).uuid;
}

void TestSync::everyKindIsSynced()
{
    // A token without the "suppliers" scope cannot list receipts: that kind is left out, the rest arrive.
    ApiConfig config = m_sandbox->config();
    config.token = m_sandbox->createToken({QStringLiteral("customers")}, {m_account});
    QVERIFY(!config.token.isEmpty());
    SyncController sync(config, m_clientDir->path(), SyncOptions());
    const SyncController::Outcome outcome = sync.runAndWait(SyncController::Mode::Auto, 60000);
    QVERIFY2(outcome.ok, qPrintable(outcome.error.message()));
    QCOMPARE(outcome.summary.kinds.size(), 8);
    DocumentStore store(m_clientDir->path(), m_account);
    for (const SyncKindSummary &k : outcome.summary.kinds) {
        if (k.kind == DocumentKind::Receipt) {
            QVERIFY(k.forbidden);
            continue;
        }
        QVERIFY(!k.forbidden);
        QVERIFY2(store.count(k.kind) > 0, DocumentKinds::pathSegment(k.kind).data());
        QCOMPARE(store.count(k.kind), k.total);
    }
}

void TestSync::fullPullStoresEverything()
{
    const qint64 total = serverTotal();
    QVERIFY(total >= seedInvoices);
    m_sandbox->resetStats();

    SyncController sync(m_sandbox->config(), m_clientDir->path(), testOptions());
    QVERIFY(!sync.lastSyncedAt().isValid());
    QList<QPair<int, int>> progress;
    bool onGuiThread = true;
    connect(&sync, &SyncController::progress, this, [&](DocumentKind kind, int fetched, int of) {
        onGuiThread = onGuiThread && QThread::currentThread() == thread();
        QCOMPARE(kind, DocumentKind::Invoice);
        progress.append({fetched, of});
    });
    const SyncController::Outcome outcome = sync.runAndWait(SyncController::Mode::Auto, 20000);
    QVERIFY2(outcome.ok, qPrintable(outcome.error.message()));
    QVERIFY(onGuiThread);
    QVERIFY(!sync.isRunning());
    QVERIFY(sync.lastSyncedAt().isValid());

    DocumentStore store(m_clientDir->path(), m_account);
    QCOMPARE(store.count(DocumentKind::Invoice), total);
    QCOMPARE(outcome.summary.kinds.size(), 1);
    const SyncKindSummary &k = outcome.summary.kinds.first();
    QVERIFY(k.fullListing);
    QVERIFY(!k.resumed);
    QVERIFY(k.reconciled);
    QCOMPARE(k.fetched, total);
    QCOMPARE(k.upserted, total);
    QCOMPARE(k.deleted, 0);
    QCOMPARE(k.pages, pagesFor(total));
    // One request per page, nothing repeated, and the last page once more to see nothing moved.
    QCOMPARE(outcome.summary.requests, pagesFor(total) + 1);
    QCOMPARE(sandboxRequests(), pagesFor(total) + 1);
    QVERIFY(!progress.isEmpty());
    QCOMPARE(progress.last(), qMakePair(int(total), int(total)));
    QVERIFY(!outcome.summary.describe().isEmpty());

    // Money and fields arrived intact: compare one stored row with the service's own list item.
    ApiClient client(m_sandbox->config());
    const TestSandbox::Result r =
        TestSandbox::wait(DocumentsApi(&client).list(DocumentKind::Invoice, 3, 7, {}));
    QVERIFY(r.ok);
    const QJsonArray items = JsonReader::listFromEnvelope(r.answer).value_or(QJsonArray());
    QVERIFY(!items.isEmpty());
    const auto expected = documentSummaryFromJson(DocumentKind::Invoice, items.first().toObject());
    const auto stored = store.find(DocumentKind::Invoice, expected->uuid);
    QVERIFY(stored);
    QCOMPARE(stored->totalMinor, expected->totalMinor);
    QCOMPARE(stored->openMinor, expected->openMinor);
    QCOMPARE(stored->number, expected->number);
    QCOMPARE(stored->date, expected->date);
    QCOMPARE(stored->dueDate, expected->dueDate);
    QCOMPARE(stored->receiverName, expected->receiverName);
    QCOMPARE(stored->updatedAt, expected->updatedAt);
    QCOMPARE(stored->json, expected->json);

    // The listing is finished: no resume marker is left behind.
    SyncState state(m_clientDir->path(), m_account);
    QVERIFY(state.valuesWithPrefix(QStringLiteral("listing/")).isEmpty());
    QVERIFY(state.contains(QStringLiteral("watermark/invoices")));
}

void TestSync::pagesRunInParallel()
{
    const qint64 total = serverTotal();
    const int pages = pagesFor(total);
    const int delayMs = 300;
    m_sandbox->addFault(fault(QStringLiteral("/documents/v2/invoices"),
        {{QStringLiteral("delayMs"), delayMs}, {QStringLiteral("times"), 1000}}));
    m_sandbox->resetStats();
    SyncController sync(m_sandbox->config(), m_clientDir->path(), testOptions());
    QElapsedTimer timer;
    timer.start();
    const SyncController::Outcome outcome = sync.runAndWait(SyncController::Mode::Full, 20000);
    const qint64 elapsed = timer.elapsed();
    QVERIFY2(outcome.ok, qPrintable(outcome.error.message()));
    QCOMPARE(DocumentStore(m_clientDir->path(), m_account).count(DocumentKind::Invoice), total);
    QCOMPARE(sandboxRequests(), pages + 1); // + the closing look at the last page
    // One page after the other would take pages * delay; page 1 alone, then 3, then 4 at a time: about
    // a third.
    const qint64 serial = qint64(pages) * delayMs;
    QVERIFY2(
        elapsed < serial * 2 / 3, qPrintable(QStringLiteral("%1 ms for %2 pages").arg(elapsed).arg(pages)));
}

// The sandbox writes its demo quotes and credit notes as it starts; a listing that starts in the same
// second counts them as changed during it (and is not reconciled). A second later it does not.
void afterTheSeedingSecond()
{
    QTest::qWait(1100);
}

SyncOptions threeKinds()
{
    SyncOptions o = testOptions();
    o.kinds = {DocumentKind::Invoice, DocumentKind::Quote, DocumentKind::CreditNote};
    return o;
}

void TestSync::kindsAreListedAtOnce()
{
    afterTheSeedingSecond();
    // Every answer 300 ms late. One kind after the other, quotes and credit notes would wait for the
    // invoices' 12 pages; listed at once, their single pages arrive while the invoices still come.
    m_sandbox->addFault(fault(
        QStringLiteral("/documents/v2/"), {{QStringLiteral("delayMs"), 300}, {QStringLiteral("share"), 1}}));
    SyncController sync(m_sandbox->config(), m_clientDir->path(), threeKinds());
    QList<DocumentKind> pagesOf; // the kind of every page stored, in order
    connect(&sync, &SyncController::progress, this, [&](DocumentKind kind, int fetched, int) {
        if (fetched > 0)
            pagesOf.append(kind);
    });
    const SyncController::Outcome outcome = sync.runAndWait(SyncController::Mode::Auto, 30000);
    QVERIFY2(outcome.ok, qPrintable(outcome.error.message()));
    QCOMPARE(pagesOf.count(DocumentKind::Invoice), pagesFor(serverTotal()));
    const qsizetype lastInvoice = pagesOf.lastIndexOf(DocumentKind::Invoice);
    QVERIFY(pagesOf.indexOf(DocumentKind::Quote) < lastInvoice);
    QVERIFY(pagesOf.indexOf(DocumentKind::CreditNote) < lastInvoice);
    // Each kind on its own terms: complete, reconciled, its own watermark.
    QCOMPARE(outcome.summary.kinds.size(), 3);
    DocumentStore store(m_clientDir->path(), m_account);
    SyncState state(m_clientDir->path(), m_account);
    for (const SyncKindSummary &k : outcome.summary.kinds) {
        const char *name = DocumentKinds::pathSegment(k.kind).data();
        QVERIFY2(k.reconciled, qPrintable(outcome.summary.describe()));
        QVERIFY2(k.total > 0, name);
        QCOMPARE(store.count(k.kind), k.total);
        QVERIFY2(state.contains(QStringLiteral("watermark/") + DocumentKinds::pathSegment(k.kind)), name);
    }
    QVERIFY(state.valuesWithPrefix(QStringLiteral("listing/")).isEmpty());
    QVERIFY(outcome.summary.peakInFlight > 1);
}

void TestSync::aFailingKindLeavesTheOthersWhole()
{
    afterTheSeedingSecond();
    // The quotes' list answers 500 whatever the retries: quotes fail, invoices and credit notes arrive
    // whole and reconciled; the next run lists only what is left open and then everything is equal.
    SyncController sync(m_sandbox->config(), m_clientDir->path(), threeKinds());
    m_sandbox->addFault(fault(QStringLiteral("/documents/v2/quotes?"),
        {{QStringLiteral("status"), 500}, {QStringLiteral("share"), 1}}));
    SyncController::Outcome outcome = sync.runAndWait(SyncController::Mode::Auto, 30000);
    QVERIFY2(outcome.ok, qPrintable(outcome.error.message()));
    QVERIFY(outcome.summary.isPartial());
    DocumentStore store(m_clientDir->path(), m_account);
    SyncState state(m_clientDir->path(), m_account);
    const SyncKindSummary *quotes = outcome.summary.forKind(DocumentKind::Quote);
    QVERIFY(quotes && quotes->failed && !quotes->reconciled);
    QCOMPARE(store.count(DocumentKind::Quote), 0);
    QVERIFY(!state.contains(QStringLiteral("watermark/quotes")));
    for (const DocumentKind kind : {DocumentKind::Invoice, DocumentKind::CreditNote}) {
        const SyncKindSummary *k = outcome.summary.forKind(kind);
        QVERIFY(k && k->reconciled && !k->isPartial());
        QCOMPARE(store.count(kind), k->total);
        QVERIFY(state.contains(QStringLiteral("watermark/") + DocumentKinds::pathSegment(kind)));
    }
    QVERIFY(ServiceCopy::differences(m_sandbox->config(), m_clientDir->path()).isEmpty());

    m_sandbox->clearFaults();
    outcome = sync.runAndWait(SyncController::Mode::Auto, 30000);
    QVERIFY2(outcome.ok && !outcome.summary.isPartial(), qPrintable(outcome.summary.describe()));
    QVERIFY(outcome.summary.forKind(DocumentKind::Quote)->fullListing);
    QVERIFY(outcome.summary.forKind(DocumentKind::Quote)->reconciled);
    QVERIFY(!outcome.summary.forKind(DocumentKind::Invoice)->fullListing); // reconciled a moment ago
    QCOMPARE(store.count(DocumentKind::Quote), outcome.summary.forKind(DocumentKind::Quote)->total);
}

void TestSync::aFailedPageOfOneKindLeavesTheOthersReconciled()
{
    afterTheSeedingSecond();
    // Pages of 5: the quotes' page 2 keeps failing while the invoices list at the same time. Only the
    // quotes stay open (page 2 named, fetched next time); an invoice deleted meanwhile is still proven
    // gone by its 404, and the invoices are reconciled.
    SyncOptions options = threeKinds();
    options.pageLimit = 5;
    {
        SyncController first(m_sandbox->config(), m_clientDir->path(), options);
        QVERIFY(first.runAndWait(SyncController::Mode::Auto, 60000).ok);
    }
    const QString gone = anyInvoiceUuid();
    m_sandbox->deleteInvoice(m_account, gone);
    m_sandbox->addFault(fault(QStringLiteral("/documents/v2/quotes?page=2&"),
        {{QStringLiteral("status"), 500}, {QStringLiteral("share"), 1}}));
    SyncController sync(m_sandbox->config(), m_clientDir->path(), options);
    SyncController::Outcome outcome = sync.runAndWait(SyncController::Mode::Full, 60000);
    QVERIFY2(outcome.ok, qPrintable(outcome.error.message()));
    const SyncKindSummary *quotes = outcome.summary.forKind(DocumentKind::Quote);
    QCOMPARE(quotes->failedPages, QList<int> {2});
    QVERIFY(!quotes->reconciled);
    const SyncKindSummary *invoices = outcome.summary.forKind(DocumentKind::Invoice);
    QVERIFY(invoices->reconciled);
    QCOMPARE(invoices->deleted, 1);
    QVERIFY(outcome.summary.forKind(DocumentKind::CreditNote)->reconciled);
    DocumentStore store(m_clientDir->path(), m_account);
    QVERIFY(!store.find(DocumentKind::Invoice, gone));
    const QString diff = ServiceCopy::differences(m_sandbox->config(), m_clientDir->path());
    QVERIFY2(diff.isEmpty(), qPrintable(diff));
    SyncState state(m_clientDir->path(), m_account);
    QVERIFY(!state.value(QStringLiteral("listing/quotes/pages")).isEmpty());
    QVERIFY(state.valuesWithPrefix(QStringLiteral("listing/invoices/")).isEmpty());

    m_sandbox->clearFaults();
    outcome = sync.runAndWait(SyncController::Mode::Auto, 60000);
    QVERIFY2(outcome.ok && !outcome.summary.isPartial(), qPrintable(outcome.summary.describe()));
    quotes = outcome.summary.forKind(DocumentKind::Quote);
    QVERIFY(quotes->resumed);
    QCOMPARE(quotes->pages, 1);
    QVERIFY(quotes->reconciled);
    QCOMPARE(store.count(DocumentKind::Quote), quotes->total);
}

void TestSync::incrementalPicksUpChanges()
{
    SyncController sync(m_sandbox->config(), m_clientDir->path(), testOptions());
    QVERIFY(sync.runAndWait(SyncController::Mode::Auto, 20000).ok);
    const QString uuid = anyInvoiceUuid();
    QVERIFY(!uuid.isEmpty());
    const qint64 before = DocumentStore(m_clientDir->path(), m_account).count(DocumentKind::Invoice);

    m_sandbox->patchInvoice(
        m_account, uuid, {{QStringLiteral("title"), QStringLiteral("Changed by the test")}});
    m_sandbox->resetStats();
    const SyncController::Outcome outcome = sync.runAndWait(SyncController::Mode::Auto, 20000);
    QVERIFY2(outcome.ok, qPrintable(outcome.error.message()));
    const SyncKindSummary &k = outcome.summary.kinds.first();
    QVERIFY(!k.fullListing); // the reconciliation is not due yet
    QCOMPARE(k.updatedSince, QDateTime::currentDateTimeUtc().date().addDays(-1));
    QVERIFY(k.fetched >= 1);
    QVERIFY2(k.fetched < before, qPrintable(QString::number(k.fetched)));
    QCOMPARE(outcome.summary.requests, pagesFor(k.total));
    QVERIFY2(sandboxRequests() <= 2, qPrintable(QString::number(sandboxRequests())));

    DocumentStore store(m_clientDir->path(), m_account);
    QCOMPARE(store.find(DocumentKind::Invoice, uuid)->title, QStringLiteral("Changed by the test"));
    QCOMPARE(store.count(DocumentKind::Invoice), before);
}

void TestSync::deletedInvoiceGoesAfterReconciliation()
{
    SyncController sync(m_sandbox->config(), m_clientDir->path(), testOptions());
    QVERIFY(sync.runAndWait(SyncController::Mode::Auto, 20000).ok);
    const QString uuid = anyInvoiceUuid();
    const qint64 before = DocumentStore(m_clientDir->path(), m_account).count(DocumentKind::Invoice);
    m_sandbox->deleteInvoice(m_account, uuid);

    // A list of changes cannot tell about deletions.
    SyncController::Outcome outcome = sync.runAndWait(SyncController::Mode::Incremental, 20000);
    QVERIFY2(outcome.ok, qPrintable(outcome.error.message()));
    QVERIFY(DocumentStore(m_clientDir->path(), m_account).find(DocumentKind::Invoice, uuid));

    outcome = sync.runAndWait(SyncController::Mode::Full, 20000);
    QVERIFY2(outcome.ok, qPrintable(outcome.error.message()));
    const SyncKindSummary &k = outcome.summary.kinds.first();
    QVERIFY(k.fullListing);
    QVERIFY(k.reconciled);
    QCOMPARE(k.deleted, 1);
    DocumentStore store(m_clientDir->path(), m_account);
    QVERIFY(!store.find(DocumentKind::Invoice, uuid));
    QCOMPARE(store.count(DocumentKind::Invoice), before - 1);
    QCOMPARE(store.count(DocumentKind::Invoice), serverTotal());
}

void TestSync::autoReconcilesWhenDue()
{
    SyncOptions options = testOptions();
    {
        SyncController sync(m_sandbox->config(), m_clientDir->path(), options);
        QVERIFY(sync.runAndWait(SyncController::Mode::Auto, 20000).ok);
    }
    const QString uuid = anyInvoiceUuid();
    m_sandbox->deleteInvoice(m_account, uuid);
    options.reconcileIntervalSeconds = 0; // the last reconciliation counts as old
    SyncController sync(m_sandbox->config(), m_clientDir->path(), options);
    const SyncController::Outcome outcome = sync.runAndWait(SyncController::Mode::Auto, 20000);
    QVERIFY2(outcome.ok, qPrintable(outcome.error.message()));
    QVERIFY(outcome.summary.kinds.first().fullListing);
    QCOMPARE(outcome.summary.kinds.first().deleted, 1);
    QVERIFY(!DocumentStore(m_clientDir->path(), m_account).find(DocumentKind::Invoice, uuid));
}

void TestSync::listingThatSawChangesKeepsRows()
{
    SyncController sync(m_sandbox->config(), m_clientDir->path(), testOptions());
    QVERIFY(sync.runAndWait(SyncController::Mode::Auto, 20000).ok);
    const QList<DocumentSummary> all =
        DocumentStore(m_clientDir->path(), m_account).loadAll(DocumentKind::Invoice);
    const QString first = all.at(10).uuid;
    const QString second = all.at(20).uuid;
    m_sandbox->deleteInvoice(m_account, first);

    // A deletion while the listing pages through shifts documents between pages: one may be skipped
    // without being deleted. Only what the service says is gone (404) goes; the listing is not complete.
    m_sandbox->addFault(fault(QStringLiteral("/documents/v2/invoices"),
        {{QStringLiteral("delayMs"), 150}, {QStringLiteral("times"), 1000}}));
    bool deleted = false;
    connect(&sync, &SyncController::progress, this, [&](DocumentKind, int fetched, int) {
        if (fetched > 0 && !deleted) {
            deleted = true;
            m_sandbox->deleteInvoice(m_account, second);
        }
    });
    SyncController::Outcome outcome = sync.runAndWait(SyncController::Mode::Full, 20000);
    QVERIFY2(outcome.ok, qPrintable(outcome.error.message()));
    QVERIFY(deleted);
    QVERIFY(!outcome.summary.kinds.first().reconciled);
    QVERIFY(outcome.summary.kinds.first().deleted >= 1); // the first: unseen, and the service said 404
    QVERIFY(!DocumentStore(m_clientDir->path(), m_account).find(DocumentKind::Invoice, first));
    const qint64 removedFirst = outcome.summary.kinds.first().deleted;

    // Listed again next time, now undisturbed: complete, and the second goes too.
    m_sandbox->clearFaults();
    sync.disconnect(this);
    outcome = sync.runAndWait(SyncController::Mode::Auto, 20000);
    QVERIFY2(outcome.ok, qPrintable(outcome.error.message()));
    QVERIFY(outcome.summary.kinds.first().fullListing);
    QVERIFY(outcome.summary.kinds.first().reconciled);
    QCOMPARE(removedFirst + outcome.summary.kinds.first().deleted, 2);
    DocumentStore store(m_clientDir->path(), m_account);
    QVERIFY(!store.find(DocumentKind::Invoice, second));
    QCOMPARE(store.count(DocumentKind::Invoice), serverTotal());
}

void TestSync::interruptedPullResumes()
{
    const qint64 total = serverTotal();
    const int pages = pagesFor(total);
    // Page 7 fails with 500 more often than the client retries: the rest of the listing arrives.
    m_sandbox->addFault(
        fault(QStringLiteral("page=7&"), {{QStringLiteral("status"), 500}, {QStringLiteral("times"), 20}}));
    SyncController sync(m_sandbox->config(), m_clientDir->path(), testOptions());
    SyncController::Outcome outcome = sync.runAndWait(SyncController::Mode::Auto, 20000);
    QVERIFY2(outcome.ok, qPrintable(outcome.error.message()));
    QVERIFY(outcome.summary.isPartial());
    QCOMPARE(outcome.summary.kinds.first().failedPages, QList<int> {7});

    // Only whole pages were kept, and the marker says which.
    DocumentStore store(m_clientDir->path(), m_account);
    SyncState state(m_clientDir->path(), m_account);
    const qint64 kept = store.count(DocumentKind::Invoice);
    const QString donePages = state.value(QStringLiteral("listing/invoices/pages"));
    QVERIFY(!donePages.isEmpty());
    QVERIFY(!donePages.split(QLatin1Char(',')).contains(QStringLiteral("7")));
    QVERIFY(kept < total);
    QCOMPARE(kept % pageLimit, 0);
    QCOMPARE(kept, outcome.summary.kinds.first().upserted);
    QVERIFY(!state.contains(QStringLiteral("watermark/invoices"))); // no success, no watermark
    const int pagesDone = int(kept / pageLimit);

    m_sandbox->clearFaults();
    m_sandbox->resetStats();
    outcome = sync.runAndWait(SyncController::Mode::Auto, 20000);
    QVERIFY2(outcome.ok, qPrintable(outcome.error.message()));
    const SyncKindSummary &k = outcome.summary.kinds.first();
    QVERIFY(k.resumed);
    QVERIFY(k.reconciled);
    QCOMPARE(k.pages, pages - pagesDone);
    QCOMPARE(outcome.summary.requests, pages - pagesDone + 1); // + the closing look at the last page
    QCOMPARE(sandboxRequests(), pages - pagesDone + 1);
    QCOMPARE(store.count(DocumentKind::Invoice), total);
    QVERIFY(state.valuesWithPrefix(QStringLiteral("listing/")).isEmpty());
}

void TestSync::malformedPageChangesNothing()
{
    SyncController sync(m_sandbox->config(), m_clientDir->path(), testOptions());
    QVERIFY(sync.runAndWait(SyncController::Mode::Auto, 20000).ok);
    const QString uuid = anyInvoiceUuid();
    DocumentStore store(m_clientDir->path(), m_account);
    SyncState state(m_clientDir->path(), m_account);
    const QString title = store.find(DocumentKind::Invoice, uuid)->title;
    const qint64 count = store.count(DocumentKind::Invoice);
    const QString watermark = state.value(QStringLiteral("watermark/invoices"));

    m_sandbox->patchInvoice(m_account, uuid, {{QStringLiteral("title"), QStringLiteral("Not seen yet")}});
    // More often than a GET is retried.
    m_sandbox->addFault(fault(QStringLiteral("/documents/v2/invoices"),
        {{QStringLiteral("body"), QStringLiteral("malformed")}, {QStringLiteral("times"), 10}}));
    SyncController::Outcome outcome = sync.runAndWait(SyncController::Mode::Incremental, 20000);
    QVERIFY(!outcome.ok);
    QCOMPARE(outcome.error.kind(), ApiError::Kind::Malformed);
    QVERIFY2(outcome.error.message().contains(QStringLiteral("could not be read")),
        qPrintable(outcome.error.message()));
    QCOMPARE(store.find(DocumentKind::Invoice, uuid)->title, title);
    QCOMPARE(store.count(DocumentKind::Invoice), count);
    QCOMPARE(state.value(QStringLiteral("watermark/invoices")), watermark);

    // A truncated body on a first pull: nothing of that page is stored.
    QTemporaryDir other;
    m_sandbox->clearFaults();
    m_sandbox->addFault(fault(QStringLiteral("/documents/v2/invoices"),
        {{QStringLiteral("body"), QStringLiteral("truncated")}, {QStringLiteral("times"), 10}}));
    SyncController first(m_sandbox->config(), other.path(), testOptions());
    outcome = first.runAndWait(SyncController::Mode::Auto, 20000);
    QVERIFY(!outcome.ok);
    QCOMPARE(outcome.error.kind(), ApiError::Kind::Malformed);
    QCOMPARE(DocumentStore(other.path(), m_account).count(DocumentKind::Invoice), 0);

    // Once the answers are fine again, the change arrives.
    m_sandbox->clearFaults();
    outcome = sync.runAndWait(SyncController::Mode::Incremental, 20000);
    QVERIFY2(outcome.ok, qPrintable(outcome.error.message()));
    QCOMPARE(store.find(DocumentKind::Invoice, uuid)->title, QStringLiteral("Not seen yet"));
}

void TestSync::cancelStopsAndResumes()
{
    const qint64 total = serverTotal();
    m_sandbox->addFault(fault(QStringLiteral("/documents/v2/invoices"),
        {{QStringLiteral("delayMs"), 250}, {QStringLiteral("times"), 1000}}));
    SyncController sync(m_sandbox->config(), m_clientDir->path(), testOptions());
    QSignalSpy failed(&sync, &SyncController::failed);
    QSignalSpy finished(&sync, &SyncController::finished);
    QElapsedTimer sinceCancel;
    connect(&sync, &SyncController::progress, this, [&](DocumentKind, int fetched, int) {
        if (fetched >= pageLimit && !sinceCancel.isValid()) {
            sinceCancel.start();
            sync.cancel();
        }
    });
    sync.start(SyncController::Mode::Auto);
    QVERIFY(sync.isRunning());
    QVERIFY(failed.wait(20000));
    QVERIFY2(sinceCancel.elapsed() < 1000, qPrintable(QString::number(sinceCancel.elapsed())));
    QCOMPARE(finished.count(), 0);
    QCOMPARE(failed.first().first().value<ApiError>().kind(), ApiError::Kind::Cancelled);
    QVERIFY(!sync.isRunning());
    const qint64 kept = DocumentStore(m_clientDir->path(), m_account).count(DocumentKind::Invoice);
    QVERIFY(kept > 0 && kept < total);
    QCOMPARE(kept % pageLimit, 0);

    // Cancelling when nothing runs does no harm; the next run goes on from where it stopped.
    sync.cancel();
    m_sandbox->clearFaults();
    const SyncController::Outcome outcome = sync.runAndWait(SyncController::Mode::Auto, 20000);
    QVERIFY2(outcome.ok, qPrintable(outcome.error.message()));
    QVERIFY(outcome.summary.kinds.first().resumed);
    QCOMPARE(DocumentStore(m_clientDir->path(), m_account).count(DocumentKind::Invoice), total);
}

void TestSync::unauthorizedEndsRun()
{
    ApiConfig config = m_sandbox->config();
    config.token = QStringLiteral("not-a-valid-token");
    SyncController sync(config, m_clientDir->path(), testOptions());
    const SyncController::Outcome outcome = sync.runAndWait(SyncController::Mode::Auto, 20000);
    QVERIFY(!outcome.ok);
    QCOMPARE(outcome.error.kind(), ApiError::Kind::Unauthorized);
    QCOMPARE(DocumentStore(m_clientDir->path(), m_account).count(DocumentKind::Invoice), 0);
    QVERIFY(!SyncState(m_clientDir->path(), m_account).contains(QStringLiteral("watermark/invoices")));
    QVERIFY(!sync.lastSyncedAt().isValid());
}

void TestSync::destroyedWhileRunning()
{
    const qint64 total = serverTotal();
    m_sandbox->addFault(fault(QStringLiteral("/documents/v2/invoices"),
        {{QStringLiteral("delayMs"), 200}, {QStringLiteral("times"), 1000}}));
    {
        SyncController sync(m_sandbox->config(), m_clientDir->path(), testOptions());
        QSignalSpy progress(&sync, &SyncController::progress);
        sync.start(SyncController::Mode::Auto);
        QVERIFY(progress.wait(5000));
        QTest::qWait(300);
    } // as when the window closes: the worker stops, nothing is left half-written
    const qint64 kept = DocumentStore(m_clientDir->path(), m_account).count(DocumentKind::Invoice);
    QCOMPARE(kept % pageLimit, 0);
    m_sandbox->clearFaults();
    SyncController again(m_sandbox->config(), m_clientDir->path(), testOptions());
    const SyncController::Outcome outcome = again.runAndWait(SyncController::Mode::Auto, 20000);
    QVERIFY2(outcome.ok, qPrintable(outcome.error.message()));
    QCOMPARE(DocumentStore(m_clientDir->path(), m_account).count(DocumentKind::Invoice), total);
}

// As when the window closes while the sync waits for the local copy's write lock, held by another
// writer for longer than the busy timeout (10 s; here a thread of the test): the worker gives that
// wait up and the destructor returns within a fraction of it, not after it.
void TestSync::destroyedWhileWaitingForTheStore()
{
    QVERIFY(AccountDatabase(m_clientDir->path(), m_account).isOpen()); // made and migrated
    std::atomic_bool holding {false};
    std::atomic_bool release {false};
    std::thread writer([&] {
        AccountDatabase db(m_clientDir->path(), m_account);
        StoreTransaction tx(db);
        holding = tx.isActive();
        while (!release)
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
    });
    const auto letGo = qScopeGuard([&] {
        release = true;
        writer.join();
    });
    QTRY_VERIFY_WITH_TIMEOUT(holding, 5000);
    m_sandbox->resetStats();
    QElapsedTimer teardown;
    {
        SyncController sync(m_sandbox->config(), m_clientDir->path(), testOptions());
        sync.start(SyncController::Mode::Auto);
        // A new listing is written down before its first request: nothing is asked while the lock is
        // held, so the worker is inside that transaction's wait now.
        QTest::qWait(1000);
        QCOMPARE(sandboxRequests(), 0);
        teardown.start();
    }
    const qint64 ms = teardown.elapsed();
    QVERIFY2(ms < 2000, qPrintable(QStringLiteral("the destructor waited %1 ms").arg(ms)));
    release = true;
    // Nothing of that run was kept half-way: the next one lists everything.
    SyncController again(m_sandbox->config(), m_clientDir->path(), testOptions());
    const SyncController::Outcome outcome = again.runAndWait(SyncController::Mode::Auto, 20000);
    QVERIFY2(outcome.ok, qPrintable(outcome.error.message()));
    QCOMPARE(DocumentStore(m_clientDir->path(), m_account).count(DocumentKind::Invoice), serverTotal());
}

QTEST_GUILESS_MAIN(TestSync)
#include "tst_sync.moc"
