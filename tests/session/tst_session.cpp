// Session without any widget, against a real sandbox: the window starts, cancels and hears the document
// sync through the session; what the sync stored is what the service lists; a closed session syncs no
// more.
#include "TestSandbox.h"
#include "api/ApiJob.h"
#include "api/DocumentsApi.h"
#include "api/PageInfo.h"
#include "session/Profile.h"
#include "session/Session.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

class TestSession : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error()));
    }

    void syncRunsThroughTheSession()
    {
        const ApiConfig config = m_sandbox.config();
        // The service's own count of the account's invoices.
        ApiClient client(config);
        const TestSandbox::Result listed =
            TestSandbox::wait(DocumentsApi(&client).list(DocumentKind::Invoice, 1, 1, std::nullopt));
        QVERIFY(listed.ok);
        const std::optional<PageInfo> page = PageInfo::fromAnswer(listed.answer);
        QVERIFY(page && page->total > 0);

        QTemporaryDir data;
        Session session(profile(config), config, data.path());
        QSignalSpy finished(&session, &Session::syncFinished);
        QSignalSpy failed(&session, &Session::syncFailed);
        QVERIFY(!session.lastSyncedAt().isValid());
        session.startSync(SyncMode::Full);
        QVERIFY(session.isSyncing());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        QCOMPARE(failed.count(), 0);
        QVERIFY(!session.isSyncing());
        QVERIFY(session.lastSyncedAt().isValid());
        const SyncSummary summary = finished.first().first().value<SyncSummary>();
        bool sawInvoices = false;
        for (const SyncKindSummary &kind : summary.kinds) {
            if (kind.kind == DocumentKind::Invoice) {
                sawInvoices = true;
                QCOMPARE(kind.stored, page->total);
            }
        }
        QVERIFY(sawInvoices);
    }

    void cancelledSyncSaysSo()
    {
        const ApiConfig config = m_sandbox.config();
        QTemporaryDir data;
        Session session(profile(config), config, data.path());
        QSignalSpy failed(&session, &Session::syncFailed);
        session.startSync(SyncMode::Full);
        session.cancelSync();
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 30000);
        QCOMPARE(failed.first().first().value<ApiError>().kind(), ApiError::Kind::Cancelled);
        QVERIFY(!session.isSyncing());
    }

    void closedSessionSyncsNoMore()
    {
        const ApiConfig config = m_sandbox.config();
        QTemporaryDir data;
        Session session(profile(config), config, data.path());
        QSignalSpy finished(&session, &Session::syncFinished);
        QSignalSpy failed(&session, &Session::syncFailed);
        session.close();
        QVERIFY(!session.client());
        session.startSync(SyncMode::Auto);
        QVERIFY(!session.isSyncing());
        QTest::qWait(200);
        QCOMPARE(finished.count() + failed.count(), 0);
    }

private:
    static Profile profile(const ApiConfig &config)
    {
        Profile p;
        p.name = QStringLiteral("Sandbox");
        p.serverUrl = config.baseUrl;
        p.accountUuid = config.accountUuid;
        return p;
    }

    TestSandbox m_sandbox;
};

QTEST_GUILESS_MAIN(TestSession)
#include "tst_session.moc"
