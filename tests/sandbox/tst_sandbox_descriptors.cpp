// The sandbox out of file descriptors: started with a low limit (ulimit -n) and flooded with idle
// connections, it pauses accepting (one log line per pause, not a spin retrying at full CPU) and
// answers again once the connections close.
#include <QEventLoop>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>
#include <QUrl>

#include <memory>
#include <vector>

class TestSandboxDescriptors : public QObject
{
    Q_OBJECT

private slots:
    void recoversWhenConnectionsClose()
    {
        const QString sandbox = qEnvironmentVariable("INVOICEDESK_SANDBOX");
        QVERIFY2(!sandbox.isEmpty(), "INVOICEDESK_SANDBOX names the server to start");
        QProcess server;
        // 48 descriptors: enough for the server itself (Qt, SQLite, its log), far fewer than the
        // connections below.
        server.start(QStringLiteral("sh"),
            {QStringLiteral("-c"), QStringLiteral("ulimit -n 48 && exec \"$0\" --port 0 --seed empty"),
                sandbox});
        QVERIFY(server.waitForStarted());
        QByteArray ready;
        QTRY_VERIFY_WITH_TIMEOUT((ready += server.readAllStandardOutput()).contains('\n'), 60000);
        const qsizetype start = ready.indexOf('{');
        const QJsonObject info =
            QJsonDocument::fromJson(ready.mid(start, ready.indexOf('\n') - start)).object();
        const QUrl url(info.value(QLatin1String("url")).toString());
        const QString token = info.value(QLatin1String("token")).toString();
        QVERIFY2(url.isValid() && url.port() > 0, ready.constData());

        // More idle connections than the server has descriptors.
        std::vector<std::unique_ptr<QTcpSocket>> flood;
        for (int i = 0; i < 200; ++i) {
            flood.push_back(std::make_unique<QTcpSocket>());
            flood.back()->connectToHost(url.host(), quint16(url.port()));
        }
        QTest::qWait(2000);
        const QByteArray log = server.readAllStandardError();
        const qsizetype pauses = log.count("accepting paused");
        qInfo("%lld pauses in 2 s while out of descriptors", qint64(pauses));
        QVERIFY2(pauses >= 1, log.right(2000).constData()); // it did run out
        // A pause is 200 ms: about 10 in 2 s. Retrying at once (the old behaviour) gave thousands.
        QVERIFY2(pauses <= 60, qPrintable(QStringLiteral("%1 pauses: accepting spins").arg(pauses)));

        flood.clear(); // the connections close
        QNetworkAccessManager network;
        int status = 0;
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                QNetworkRequest request(QUrl(url.toString() + QStringLiteral("/users/v2/me/accounts")));
                request.setRawHeader("Authorization", "Bearer " + token.toUtf8());
                std::unique_ptr<QNetworkReply> reply(network.get(request));
                QEventLoop loop;
                connect(reply.get(), &QNetworkReply::finished, &loop, &QEventLoop::quit);
                QTimer::singleShot(2000, &loop, &QEventLoop::quit);
                loop.exec();
                status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
                return status > 0; // any answer: it serves again
            }(),
            20000);
        server.terminate();
        QVERIFY(server.waitForFinished(10000));
    }
};

QTEST_GUILESS_MAIN(TestSandboxDescriptors)
#include "tst_sandbox_descriptors.moc"
