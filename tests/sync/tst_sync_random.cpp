#include "ServiceCopy.h"
#include "sync/SyncController.h"

#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

// While listings run (slowed by latency), the service's invoices are created, updated and deleted at
// random through the API. After each disturbed run no invoice that stayed live is missing from the
// copy; the next sync settles it, and then the copy equals the service. Many seeds, one sandbox.
namespace {

constexpr int seedInvoices = 240;
constexpr int pageLimit = 20; // 12 pages

SyncOptions testOptions()
{
    SyncOptions o;
    o.kinds = {DocumentKind::Invoice};
    o.pageLimit = pageLimit;
    o.maxInFlight = 3;
    return o;
}

} // namespace

class TestSyncRandom : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void randomChangesDuringListings_data();
    void randomChangesDuringListings();

private:
    QString createInvoice(const QString &company, int n);

    std::unique_ptr<TestSandbox> m_sandbox;
    QTemporaryDir m_clientDir;
    QString m_account;
    QString m_company;
};

void TestSyncRandom::initTestCase()
{
    m_sandbox = std::make_unique<TestSandbox>(
        QStringList {QStringLiteral("--seed-invoices"), QString::number(seedInvoices)});
    QVERIFY2(m_sandbox->isReady(), qPrintable(m_sandbox->error()));
    m_account = m_sandbox->config().accountUuid;
    const auto service = ServiceCopy::serviceInvoices(m_sandbox->config());
    QVERIFY(service);
    for (const DocumentSummary &d : *service) {
        if (!d.companyUuid.isEmpty())
            m_company = d.companyUuid;
    }
    QVERIFY(!m_company.isEmpty());
    SyncController sync(m_sandbox->config(), m_clientDir.path(), testOptions());
    QVERIFY(sync.runAndWait(SyncController::Mode::Auto, 30000).ok);
}

QString TestSyncRandom::createInvoice(const QString &company, int n)
{
    ApiClient client(m_sandbox->config());
    const QJsonObject invoice {{QStringLiteral("currencyCode"), QStringLiteral("CHF")},
        {QStringLiteral("title"), QStringLiteral("Random %1").arg(n)},
        {QStringLiteral("receiver"), QJsonObject {{QStringLiteral("companyUuid"), company}}},
        {QStringLiteral("positions"), QJsonArray {}}};
    const TestSandbox::Result r = TestSandbox::wait(
        client.send(ApiClient::Method::Post, client.accountPath(QStringLiteral("/documents/v2/invoices")),
            QJsonDocument(QJsonObject {{QStringLiteral("documents"), QJsonArray {invoice}}})));
    const QJsonObject data = r.answer.object().value(QLatin1String("data")).toObject();
    const QJsonObject doc = data.contains(QLatin1String("documents"))
        ? data.value(QLatin1String("documents")).toArray().first().toObject()
        : data;
    return doc.value(QLatin1String("uuid")).toString();
}

void TestSyncRandom::randomChangesDuringListings_data()
{
    QTest::addColumn<quint32>("seed");
    QTest::addColumn<int>("mode");
    for (quint32 seed = 1; seed <= 12; ++seed) {
        // Full listings (where removals are decided) and incremental pulls, alternating.
        const auto mode = seed % 3 == 0 ? SyncController::Mode::Incremental : SyncController::Mode::Full;
        QTest::addRow("seed %u", seed) << seed << int(mode);
    }
}

void TestSyncRandom::randomChangesDuringListings()
{
    QFETCH(quint32, seed);
    QFETCH(int, mode);
    QRandomGenerator random(seed);
    const auto before = ServiceCopy::serviceInvoices(m_sandbox->config());
    QVERIFY(before);
    QStringList live = before->keys();
    QSet<QString> deleted;

    m_sandbox->addFault({{QStringLiteral("method"), QStringLiteral("GET")},
        {QStringLiteral("path"), QStringLiteral("/documents/v2/invoices")},
        {QStringLiteral("delayMs"), 60 + int(random.bounded(60))}, {QStringLiteral("share"), 1}});
    SyncController sync(m_sandbox->config(), m_clientDir.path(), testOptions());
    // Changes go on during the first half of the listing; the rest of the run sees a quiet service.
    // An incremental pull cannot learn of deletions (only a listing can): those runs see no deletions.
    const bool full = SyncController::Mode(mode) == SyncController::Mode::Full;
    int changes = 0;
    bool quiet = false;
    bool busy = false; // no re-entry from the nested event loops of the calls below
    connect(&sync, &SyncController::progress, this, [&](DocumentKind, int fetched, int total) {
        if (quiet || busy)
            return;
        if (total > 0 && fetched * 2 >= total) {
            quiet = true;
            return;
        }
        busy = true;
        const int n = 1 + int(random.bounded(3));
        for (int i = 0; i < n && !live.isEmpty(); ++i, ++changes) {
            const quint32 what = random.bounded(10);
            const int at = int(random.bounded(quint32(live.size())));
            if (what < 4) {
                m_sandbox->patchInvoice(m_account, live.at(at),
                    {{QStringLiteral("title"), QStringLiteral("Seed %1 change %2").arg(seed).arg(changes)}});
            } else if (what < 7 && full) {
                deleted.insert(live.at(at));
                m_sandbox->deleteInvoice(m_account, live.takeAt(at));
            } else {
                const QString uuid = createInvoice(m_company, changes);
                QVERIFY(!uuid.isEmpty());
                live << uuid;
            }
        }
        busy = false;
    });
    SyncController::Outcome outcome = sync.runAndWait(SyncController::Mode(mode), 60000);
    sync.disconnect(this);
    m_sandbox->clearFaults();
    QVERIFY2(outcome.ok, qPrintable(outcome.error.message()));
    QVERIFY(changes > 0);

    // No invoice that was there before and stayed live went missing.
    DocumentStore store(m_clientDir.path(), m_account);
    for (auto it = before->begin(); it != before->end(); ++it) {
        if (!deleted.contains(it.key()))
            QVERIFY2(store.find(DocumentKind::Invoice, it.key()), qPrintable(it.key()));
    }

    // The sync settles: the next Auto run (a listing again, if this one saw the changes) makes the copy
    // equal to the service.
    outcome = sync.runAndWait(SyncController::Mode::Auto, 60000);
    QVERIFY2(outcome.ok, qPrintable(outcome.error.message()));
    const QString diff = ServiceCopy::differences(m_sandbox->config(), m_clientDir.path());
    QVERIFY2(diff.isEmpty(), qPrintable(diff + QLatin1Char('\n') + outcome.summary.describe()));
}

QTEST_GUILESS_MAIN(TestSyncRandom)
#include "tst_sync_random.moc"
