// A round trip through the real Secret Service (gnome-keyring in a private D-Bus session, see
// scripts/with-keyring), and what happens when there is no keychain at all.
#include "KeychainTokenStore.h"

#include <QProcess>
#include <QTest>

class TestKeychain : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (qEnvironmentVariableIsSet("INVOICEDESK_NO_KEYCHAIN_CHILD"))
            return;
        QVERIFY2(qEnvironmentVariableIsSet("DBUS_SESSION_BUS_ADDRESS"),
            "run inside scripts/with-keyring (a D-Bus session with gnome-keyring)");
    }

    void roundTrip()
    {
        if (qEnvironmentVariableIsSet("INVOICEDESK_NO_KEYCHAIN_CHILD"))
            QSKIP("child process: only noKeychain runs here");
        KeychainTokenStore store(nullptr, QStringLiteral("InvoiceDesk-test"));
        const QString a = QStringLiteral("Office/11111111-1111-1111-1111-111111111111");
        const QString b = QStringLiteral("Home/22222222-2222-2222-2222-222222222222");
        QCOMPARE(store.writeBlocking(a, QStringLiteral("token-a")).status, TokenStore::Status::Ok);
        QCOMPARE(store.writeBlocking(b, QStringLiteral("token-b")).status, TokenStore::Status::Ok);
        QCOMPARE(store.readBlocking(a).token, QStringLiteral("token-a"));
        QCOMPARE(store.writeBlocking(a, QStringLiteral("token-a2")).status, TokenStore::Status::Ok);
        QCOMPARE(store.readBlocking(a).token, QStringLiteral("token-a2"));
        QCOMPARE(store.readBlocking(b).token, QStringLiteral("token-b"));
        QCOMPARE(store.removeBlocking(a).status, TokenStore::Status::Ok);
        const TokenStore::Result gone = store.readBlocking(a);
        QCOMPARE(gone.status, TokenStore::Status::NotFound);
        QVERIFY(!gone.message.isEmpty());
        QCOMPARE(store.readBlocking(b).token, QStringLiteral("token-b"));
        QCOMPARE(store.removeBlocking(b).status, TokenStore::Status::Ok);
    }

    // Runs this test binary again with no reachable session bus: the store must answer NoKeychain in
    // words (QtKeychain reports OtherError there), never crash and never fall back to a file.
    void noKeychain()
    {
        if (qEnvironmentVariableIsSet("INVOICEDESK_NO_KEYCHAIN_CHILD")) {
            KeychainTokenStore store;
            const TokenStore::Result r = store.writeBlocking(QStringLiteral("p/a"), QStringLiteral("t"));
            QCOMPARE(r.status, TokenStore::Status::NoKeychain);
            QVERIFY(r.message.contains(QStringLiteral("No keychain")));
            QCOMPARE(store.readBlocking(QStringLiteral("p/a")).status, TokenStore::Status::NoKeychain);
            return;
        }
        QProcess child;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("INVOICEDESK_NO_KEYCHAIN_CHILD"), QStringLiteral("1"));
        env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), QStringLiteral("unix:path=/nonexistent/bus"));
        child.setProcessEnvironment(env);
        child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("noKeychain")});
        QVERIFY(child.waitForFinished(60000));
        QVERIFY2(child.exitCode() == 0, child.readAllStandardOutput().constData());
    }
};

QTEST_GUILESS_MAIN(TestKeychain)
#include "tst_keychain.moc"
