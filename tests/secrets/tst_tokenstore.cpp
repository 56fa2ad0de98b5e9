// The memory store (session-only tokens) and the key format.
#include "MemoryTokenStore.h"
#include "Profile.h"

#include <QTest>

class TestTokenStore : public QObject
{
    Q_OBJECT

private slots:
    void keyFormat()
    {
        QCOMPARE(TokenStore::keyFor(QStringLiteral("Office"), QStringLiteral("abc")),
            QStringLiteral("Office/abc"));
        const Profile p {QStringLiteral("Office"), QUrl(QStringLiteral("https://api.abaninja.ch")),
            QStringLiteral("abc"), {}};
        QCOMPARE(p.secretKey(), TokenStore::keyFor(p.name, p.accountUuid));
    }

    void memoryRoundTripIsAsynchronous()
    {
        MemoryTokenStore store;
        bool called = false;
        store.write(QStringLiteral("k"), QStringLiteral("secret"), this, [&](const TokenStore::Result &r) {
            called = true;
            QCOMPARE(r.status, TokenStore::Status::Ok);
        });
        QVERIFY(!called); // never synchronous: callers must not depend on it
        QTRY_VERIFY(called);
        QCOMPARE(store.readBlocking(QStringLiteral("k")).token, QStringLiteral("secret"));
        QCOMPARE(store.readBlocking(QStringLiteral("other")).status, TokenStore::Status::NotFound);
        QCOMPARE(store.removeBlocking(QStringLiteral("k")).status, TokenStore::Status::Ok);
        QCOMPARE(store.readBlocking(QStringLiteral("k")).status, TokenStore::Status::NotFound);
    }

    void destroyedContextGetsNoCallback()
    {
        MemoryTokenStore store;
        bool called = false;
        auto *context = new QObject;
        store.read(QStringLiteral("k"), context, [&](const TokenStore::Result &) { called = true; });
        delete context;
        QTest::qWait(50);
        QVERIFY(!called);
    }
};

QTEST_GUILESS_MAIN(TestTokenStore)
#include "tst_tokenstore.moc"
