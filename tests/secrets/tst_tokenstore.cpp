// The memory store (session-only tokens), the key format, and where the app's token comes from
// (TokenSource), with fakes for the keychain. The real keychain is tst_keychain's.
#include "secrets/MemoryTokenStore.h"
#include "secrets/TokenSource.h"
#include "session/Profile.h"

#include <QTest>

namespace {

// A keychain that is not there, as QtKeychain reports it on a Linux without a Secret Service.
class NoKeychainStore : public TokenStore
{
public:
    using TokenStore::TokenStore;
    int writes = 0;

    void read(const QString &, QObject *context, Callback done) override { fail(context, std::move(done)); }
    void write(const QString &, const QString &, QObject *context, Callback done) override
    {
        ++writes;
        fail(context, std::move(done));
    }
    void remove(const QString &, QObject *context, Callback done) override { fail(context, std::move(done)); }

private:
    void fail(QObject *context, Callback done)
    {
        QMetaObject::invokeMethod(
            context ? context : this,
            [done = std::move(done)] {
                done({Status::NoKeychain, {}, QStringLiteral("No keychain is available on this computer.")});
            },
            Qt::QueuedConnection);
    }
};

const QString key = QStringLiteral("Office/11111111-1111-1111-1111-111111111111");

} // namespace

class TestTokenStore : public QObject
{
    Q_OBJECT

private slots:
    void init() { qunsetenv("INVOICEDESK_TOKEN"); }
    void cleanup() { qunsetenv("INVOICEDESK_TOKEN"); }

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
        const TokenStore::Result missing = store.readBlocking(QStringLiteral("other"));
        QCOMPARE(missing.status, TokenStore::Status::NotFound);
        QVERIFY(!missing.message.isEmpty());
        QVERIFY(missing.token.isEmpty());
        QCOMPARE(
            store.writeBlocking(QStringLiteral("k"), QStringLiteral("newer")).status, TokenStore::Status::Ok);
        QCOMPARE(store.readBlocking(QStringLiteral("k")).token, QStringLiteral("newer"));
        QCOMPARE(store.removeBlocking(QStringLiteral("k")).status, TokenStore::Status::Ok);
        QCOMPARE(store.readBlocking(QStringLiteral("k")).status, TokenStore::Status::NotFound);
        // Removing what is not there leaves the wanted state.
        QCOMPARE(store.removeBlocking(QStringLiteral("k")).status, TokenStore::Status::Ok);
    }

    void memoryKeysAreIndependent()
    {
        MemoryTokenStore store;
        const QString other = TokenStore::keyFor(QStringLiteral("Home"), QStringLiteral("2222"));
        store.writeBlocking(key, QStringLiteral("a"));
        store.writeBlocking(other, QStringLiteral("b"));
        store.removeBlocking(key);
        QCOMPARE(store.readBlocking(key).status, TokenStore::Status::NotFound);
        QCOMPARE(store.readBlocking(other).token, QStringLiteral("b"));
    }

    void exactlyOneCallbackEach()
    {
        MemoryTokenStore store;
        int calls = 0;
        const auto count = [&](const TokenStore::Result &) {
            ++calls;
        };
        store.write(key, QStringLiteral("t"), this, count);
        store.read(key, this, count);
        store.remove(key, this, count);
        QTRY_COMPARE(calls, 3);
        QTest::qWait(20);
        QCOMPARE(calls, 3);
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

    void sourceReadsTheKeychain()
    {
        MemoryTokenStore keychain;
        TokenSource source(&keychain);
        TokenSource::Origin origin = TokenSource::Origin::Environment;
        TokenStore::Result r = source.readBlocking(key, &origin);
        QCOMPARE(r.status, TokenStore::Status::NotFound);
        QVERIFY(!r.message.isEmpty());
        QCOMPARE(origin, TokenSource::Origin::None);

        QCOMPARE(keychain.writeBlocking(key, QStringLiteral("from-keychain")).status, TokenStore::Status::Ok);
        r = source.readBlocking(key, &origin);
        QCOMPARE(r.token, QStringLiteral("from-keychain"));
        QCOMPARE(origin, TokenSource::Origin::Keychain);
    }

    void environmentWinsAndIsNeverStored()
    {
        MemoryTokenStore keychain;
        keychain.writeBlocking(key, QStringLiteral("from-keychain"));
        TokenSource source(&keychain);
        qputenv("INVOICEDESK_TOKEN", "  from-env\n");
        QCOMPARE(TokenSource::environmentToken(), QStringLiteral("from-env"));

        bool called = false;
        source.read(key, this, [&](const TokenStore::Result &r, TokenSource::Origin origin) {
            called = true;
            QCOMPARE(r.status, TokenStore::Status::Ok);
            QCOMPARE(r.token, QStringLiteral("from-env"));
            QCOMPARE(origin, TokenSource::Origin::Environment);
        });
        QVERIFY(!called); // asynchronous whatever the origin
        QTRY_VERIFY(called);

        // Offered for saving (say by a dialog), the environment's token is not written anywhere.
        bool saved = false;
        source.save(key, QStringLiteral("from-env"), this, [&](const TokenStore::Result &r) {
            saved = true;
            QCOMPARE(r.status, TokenStore::Status::Ok);
        });
        QTRY_VERIFY(saved);
        QCOMPARE(keychain.readBlocking(key).token, QStringLiteral("from-keychain"));

        // An empty variable is no token.
        qputenv("INVOICEDESK_TOKEN", "");
        TokenSource::Origin origin = TokenSource::Origin::None;
        QCOMPARE(source.readBlocking(key, &origin).token, QStringLiteral("from-keychain"));
        QCOMPARE(origin, TokenSource::Origin::Keychain);
    }

    // The GUI's flow when no keychain works: the save fails in words, a retry fails again, the user
    // chooses "this session only", and later reads find the token in memory and never in the keychain.
    void noKeychainThenSessionOnly()
    {
        NoKeychainStore keychain;
        TokenSource source(&keychain);
        for (int attempt = 0; attempt < 2; ++attempt) {
            TokenStore::Result saved;
            bool done = false;
            source.save(key, QStringLiteral("typed-in"), this, [&](const TokenStore::Result &r) {
                saved = r;
                done = true;
            });
            QTRY_VERIFY(done);
            QCOMPARE(saved.status, TokenStore::Status::NoKeychain);
            QVERIFY(saved.message.contains(QStringLiteral("No keychain")));
        }
        QCOMPARE(keychain.writes, 2);

        TokenSource::Origin origin = TokenSource::Origin::Session;
        QCOMPARE(source.readBlocking(key, &origin).status, TokenStore::Status::NoKeychain);
        QCOMPARE(origin, TokenSource::Origin::None);

        bool kept = false;
        source.keepForSession(key, QStringLiteral("typed-in"), this,
            [&](const TokenStore::Result &r) { kept = r.status == TokenStore::Status::Ok; });
        QTRY_VERIFY(kept);
        const TokenStore::Result r = source.readBlocking(key, &origin);
        QCOMPARE(r.token, QStringLiteral("typed-in"));
        QCOMPARE(origin, TokenSource::Origin::Session);
        QCOMPARE(keychain.writes, 2); // keeping for the session never touches the keychain

        // Another TokenSource (the next start of the app) has no such token.
        TokenSource nextStart(&keychain);
        QCOMPARE(nextStart.readBlocking(key, &origin).status, TokenStore::Status::NoKeychain);
    }

    void sourceDestroyedBeforeTheAnswer()
    {
        MemoryTokenStore keychain;
        keychain.writeBlocking(key, QStringLiteral("t"));
        auto *source = new TokenSource(&keychain);
        int calls = 0;
        source->read(key, this, [&](const TokenStore::Result &, TokenSource::Origin) { ++calls; });
        delete source; // the answer still comes to the context, once, without touching the source
        QTRY_COMPARE(calls, 1);
        QTest::qWait(20);
        QCOMPARE(calls, 1);
    }
};

QTEST_GUILESS_MAIN(TestTokenStore)
#include "tst_tokenstore.moc"
