// After signing in (token into the real keychain), syncing in the window and with --sync, the token
// must appear in no file under the application's config and data folders.
#include "TestSandbox.h"
#include "models/DocumentFilterModel.h"
#include "secrets/KeychainTokenStore.h"
#include "session/HeadlessSync.h"
#include "session/ProfileSettings.h"
#include "views/AppController.h"
#include "views/MainWindow.h"
#include "views/documents/DocumentsPage.h"

#include <QApplication>
#include <QDirIterator>
#include <QStandardPaths>
#include <QTest>

class TestTokenLeak : public QObject
{
    Q_OBJECT

public:
    explicit TestTokenLeak(QString root)
        : m_root(std::move(root))
    { }

private slots:
    void tokenStaysInTheKeychain()
    {
        TestSandbox sandbox {{QStringLiteral("--seed-invoices"), QStringLiteral("60")}};
        QVERIFY2(sandbox.isReady(), qPrintable(sandbox.error()));
        const QString account = sandbox.accounts().first();
        // A token of its own, so finding its text anywhere means it leaked.
        const QString token =
            sandbox.createToken({QStringLiteral("profile"), QStringLiteral("customers")}, {account});
        QVERIFY(token.size() >= 20);

        Profile profile {QStringLiteral("Leak check"), sandbox.url(), account, QString()};
        profile.accountName = QStringLiteral("Demo");
        ProfileSettings settings;
        settings.save(profile);
        settings.setLastProfile(profile.name);

        KeychainTokenStore keychain;
        const TokenStore::Result saved = keychain.writeBlocking(profile.secretKey(), token);
        QVERIFY2(saved.status == TokenStore::Status::Ok, qPrintable(saved.message));

        {
            AppController controller;
            controller.start({});
            DocumentFilterModel *rows =
                controller.window()->documentsPage(DocumentKind::Invoice)->filterModel();
            QTRY_COMPARE_WITH_TIMEOUT(rows->rowCount(), 60, 20000);
            controller.window()->close();
        }

        QString out;
        QString err;
        QTextStream outStream(&out);
        QTextStream errStream(&err);
        QCOMPARE(HeadlessSync::run({false, profile.name, {}, {}, false, {}}, outStream, errStream), 0);

        // The folders were really written to: otherwise the scan below proves nothing.
        const QString config = QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation);
        const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        QVERIFY(config.startsWith(m_root));
        QVERIFY(data.startsWith(m_root));
        int files = 0;
        bool sawDatabase = false;
        QDirIterator it(m_root, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray content = file.readAll();
            ++files;
            sawDatabase = sawDatabase || path.endsWith(QLatin1String(".sqlite"));
            QVERIFY2(!content.contains(token.toUtf8()), qPrintable(QStringLiteral("token found in ") + path));
            QVERIFY2(!content.contains(token.toUtf8().toBase64()),
                qPrintable(QStringLiteral("base64 token found in ") + path));
        }
        QVERIFY(files >= 2);
        QVERIFY(sawDatabase);

        // And it is where it belongs.
        const TokenStore::Result read = keychain.readBlocking(profile.secretKey());
        QCOMPARE(read.token, token);
        keychain.removeBlocking(profile.secretKey());
    }

private:
    QString m_root;
};

int main(int argc, char *argv[])
{
    // Every folder the application may write to lives under one temporary root that the test scans.
    QTemporaryDir root;
    for (const char *var : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"})
        qputenv(var, QDir(root.path()).filePath(QString::fromLatin1(var)).toUtf8());
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("InvoiceDesk"));
    QCoreApplication::setApplicationName(QStringLiteral("InvoiceDesk"));
    TestTokenLeak test(root.path());
    return QTest::qExec(&test, argc, argv);
}

#include "tst_tokenleak.moc"
