// AccountLookup without any widget, against a real sandbox: a token is verified by the accounts it reaches
// (exactly the sandbox's), a wrong token fails with the service's refusal, a newer lookup drops the answer
// of the older one, and plain http:// to another computer is refused before anything is sent.
#include "TestSandbox.h"
#include "session/AccountLookup.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;

class TestAccountLookup : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error()));
    }

    void tokenReachesTheSandboxAccounts()
    {
        AccountLookup lookup;
        QSignalSpy found(&lookup, &AccountLookup::found);
        QSignalSpy failed(&lookup, &AccountLookup::failed);
        lookup.lookUp(m_sandbox.config());
        QVERIFY(lookup.isBusy());
        QTRY_COMPARE_WITH_TIMEOUT(found.count(), 1, 10000);
        QVERIFY(!lookup.isBusy());
        QCOMPARE(failed.count(), 0);
        QStringList uuids;
        for (const Account &a : found.first().first().value<QList<Account>>())
            uuids << a.uuid;
        uuids.sort();
        QStringList expected = m_sandbox.accounts();
        expected.sort();
        QCOMPARE(uuids, expected);
    }

    void wrongTokenIsRefused()
    {
        AccountLookup lookup;
        QSignalSpy found(&lookup, &AccountLookup::found);
        QSignalSpy failed(&lookup, &AccountLookup::failed);
        ApiConfig config = m_sandbox.config();
        config.token = u"not-a-token"_s;
        config.maxRetries = 1;
        lookup.lookUp(config);
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 10000);
        QCOMPARE(failed.first().first().value<ApiError>().httpStatus(), 401);
        QCOMPARE(found.count(), 0);
    }

    void newerLookupDropsTheOlder()
    {
        AccountLookup lookup;
        QSignalSpy found(&lookup, &AccountLookup::found);
        QSignalSpy failed(&lookup, &AccountLookup::failed);
        ApiConfig wrong = m_sandbox.config();
        wrong.token = u"not-a-token"_s;
        lookup.lookUp(wrong);
        lookup.lookUp(m_sandbox.config());
        QTRY_VERIFY_WITH_TIMEOUT(!lookup.isBusy(), 10000);
        QCOMPARE(found.count(), 1);
        QCOMPARE(failed.count(), 0); // the wrong token's refusal never arrives
        lookup.lookUp(m_sandbox.config());
        lookup.cancel();
        QVERIFY(!lookup.isBusy());
    }

    void plainHttpElsewhereIsRefused()
    {
        QVERIFY(AccountLookup::checkServer(QUrl(u"http://invoices.example.com"_s)));
        QVERIFY(AccountLookup::checkServer(QUrl(u"ftp://invoices.example.com"_s)));
        QVERIFY(!AccountLookup::checkServer(QUrl(u"https://api.abaninja.ch"_s)));
        QVERIFY(!AccountLookup::checkServer(m_sandbox.url()));
    }

private:
    TestSandbox m_sandbox;
};

QTEST_MAIN(TestAccountLookup)
#include "tst_accountlookup.moc"
