// A round trip through the real Secret Service (gnome-keyring in a private D-Bus session, see
// scripts/with-keyring), and what happens when there is no keychain at all.
#include "secrets/KeychainTokenStore.h"

#include <QDirIterator>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

bool isNoKeychainChild()
{
    return qEnvironmentVariableIsSet("INVOICEDESK_NO_KEYCHAIN_CHILD");
}

} // namespace

class TestKeychain : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (isNoKeychainChild())
            return;
        // Only the throwaway keyring of scripts/with-keyring: never a desktop session's own keyring.
        QVERIFY2(qEnvironmentVariableIsSet("INVOICEDESK_TEST_KEYRING"),
            "run inside scripts/with-keyring (a private D-Bus session with gnome-keyring)");
    }

    void roundTrip()
    {
        if (isNoKeychainChild())
            QSKIP("child process: only noKeychain runs here");
        KeychainTokenStore store(nullptr, QStringLiteral("InvoiceDesk-test"));
        const QString a = TokenStore::keyFor(
            QStringLiteral("Office"), QStringLiteral("11111111-1111-1111-1111-111111111111"));
        const QString b = TokenStore::keyFor(
            QStringLiteral("Home"), QStringLiteral("22222222-2222-2222-2222-222222222222"));
        QCOMPARE(store.readBlocking(a).status, TokenStore::Status::NotFound);
        QCOMPARE(store.writeBlocking(a, QStringLiteral("token-a")).status, TokenStore::Status::Ok);
        QCOMPARE(store.writeBlocking(b, QStringLiteral("token-b")).status, TokenStore::Status::Ok);
        QCOMPARE(store.readBlocking(a).token, QStringLiteral("token-a"));
        QCOMPARE(store.writeBlocking(a, QStringLiteral("token-a2")).status, TokenStore::Status::Ok);
        const TokenStore::Result overwritten = store.readBlocking(a);
        QCOMPARE(overwritten.status, TokenStore::Status::Ok);
        QCOMPARE(overwritten.token, QStringLiteral("token-a2"));
        QVERIFY(overwritten.message.isEmpty());
        QCOMPARE(store.readBlocking(b).token, QStringLiteral("token-b"));
        QCOMPARE(store.removeBlocking(a).status, TokenStore::Status::Ok);
        const TokenStore::Result gone = store.readBlocking(a);
        QCOMPARE(gone.status, TokenStore::Status::NotFound);
        QVERIFY(gone.token.isEmpty());
        QVERIFY(!gone.message.isEmpty());
        QCOMPARE(store.readBlocking(b).token, QStringLiteral("token-b"));
        QCOMPARE(store.removeBlocking(b).status, TokenStore::Status::Ok);
        QCOMPARE(store.removeBlocking(b).status, TokenStore::Status::Ok); // already gone: still Ok
    }

    // Same key, another service name: the stores do not see each other's tokens.
    void serviceSeparatesTokens()
    {
        if (isNoKeychainChild())
            QSKIP("child process: only noKeychain runs here");
        KeychainTokenStore one(nullptr, QStringLiteral("InvoiceDesk-test-1"));
        KeychainTokenStore two(nullptr, QStringLiteral("InvoiceDesk-test-2"));
        const QString key = QStringLiteral("Office/33333333-3333-3333-3333-333333333333");
        QCOMPARE(one.writeBlocking(key, QStringLiteral("one")).status, TokenStore::Status::Ok);
        QCOMPARE(two.readBlocking(key).status, TokenStore::Status::NotFound);
        QCOMPARE(one.removeBlocking(key).status, TokenStore::Status::Ok);
    }

    void asynchronousWithContext()
    {
        if (isNoKeychainChild())
            QSKIP("child process: only noKeychain runs here");
        KeychainTokenStore store(nullptr, QStringLiteral("InvoiceDesk-test"));
        const QString key = QStringLiteral("Office/44444444-4444-4444-4444-444444444444");
        int calls = 0;
        TokenStore::Result last;
        store.write(key, QStringLiteral("t"), this, [&](const TokenStore::Result &r) {
            ++calls;
            last = r;
        });
        QCOMPARE(calls, 0);
        QTRY_COMPARE(calls, 1);
        QCOMPARE(last.status, TokenStore::Status::Ok);

        // A context destroyed before the answer: no callback, no crash.
        bool called = false;
        auto *context = new QObject;
        store.read(key, context, [&](const TokenStore::Result &) { called = true; });
        delete context;
        QTest::qWait(300);
        QVERIFY(!called);
        QCOMPARE(store.removeBlocking(key).status, TokenStore::Status::Ok);
    }

    // Runs this test binary again with no reachable Secret Service: the store must answer NoKeychain in
    // words (QtKeychain reports OtherError there), never crash and never fall back to a file.
    void noKeychain_data()
    {
        QTest::addColumn<QString>("busAddress");
        QTest::newRow("socket missing") << QStringLiteral("unix:path=/nonexistent/bus");
        QTest::newRow("no session bus") << QString();
    }
    void noKeychain()
    {
        if (isNoKeychainChild()) {
            KeychainTokenStore store;
            const TokenStore::Result r = store.writeBlocking(QStringLiteral("p/a"), QStringLiteral("t0ken"));
            QCOMPARE(r.status, TokenStore::Status::NoKeychain);
            QVERIFY2(r.message.startsWith(QStringLiteral("No keychain is available on this computer")),
                qPrintable(r.message));
            const TokenStore::Result read = store.readBlocking(QStringLiteral("p/a"));
            QCOMPARE(read.status, TokenStore::Status::NoKeychain);
            QVERIFY(read.token.isEmpty());
            QVERIFY(!read.message.isEmpty());
            QCOMPARE(store.removeBlocking(QStringLiteral("p/a")).status, TokenStore::Status::NoKeychain);
            return;
        }
        QFETCH(QString, busAddress);
        QTemporaryDir home;
        QVERIFY(home.isValid());
        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("INVOICEDESK_NO_KEYCHAIN_CHILD"), QStringLiteral("1"));
        if (busAddress.isEmpty())
            env.remove(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"));
        else
            env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), busAddress);
        // No display either, so D-Bus cannot be autolaunched through X11.
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        // An empty HOME of its own, to see that nothing was written in plaintext instead.
        env.insert(QStringLiteral("HOME"), home.path());
        for (const char *name : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_RUNTIME_DIR"})
            env.remove(QString::fromLatin1(name));
        child.setProcessEnvironment(env);
        child.setProcessChannelMode(QProcess::MergedChannels);
        child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("noKeychain")});
        QVERIFY(child.waitForFinished(60000));
        const QByteArray output = child.readAll();
        QVERIFY2(child.exitStatus() == QProcess::NormalExit && child.exitCode() == 0, output.constData());
        QVERIFY2(!output.contains("t0ken"), "the token appeared in the output");
        QDirIterator files(home.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        QStringList written;
        while (files.hasNext())
            written << files.next();
        QVERIFY2(written.isEmpty(), qPrintable(written.join(u' ')));
    }
};

QTEST_GUILESS_MAIN(TestKeychain)
#include "tst_keychain.moc"
