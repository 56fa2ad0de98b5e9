// The sandbox's own limit: list pages served per second with 1 and with 8 clients at once, each client
// on its own connection asking for the next page as soon as it has the last. Client sync figures
// (bench_sync, the same 10,000-invoice account) can be read against this. Not a test: run it by hand
// (README).
//   bench_sandbox [seconds per run]
#include "SandboxLauncher.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <memory>

namespace {

struct Client
{
    std::unique_ptr<QNetworkAccessManager> nam = std::make_unique<QNetworkAccessManager>();
    int page = 0;
};

int run(const SandboxLauncher &sandbox, int clients, int seconds, int *failures)
{
    const QString path = QStringLiteral("/accounts/%1/documents/v2/invoices").arg(sandbox.accounts().first());
    std::vector<Client> pool(clients);
    int done = 0;
    bool running = true;
    QElapsedTimer timer;
    timer.start();
    std::function<void(Client &)> next = [&](Client &c) {
        if (!running)
            return;
        c.page = c.page % 50 + 1; // every page of the 10,000, as a full sync asks for them
        QUrl url = sandbox.url();
        url.setPath(path);
        url.setQuery(QStringLiteral("limit=200&page=%1").arg(c.page));
        QNetworkRequest request(url);
        request.setRawHeader("Authorization", "Bearer " + sandbox.token().toUtf8());
        QNetworkReply *reply = c.nam->get(request);
        QObject::connect(reply, &QNetworkReply::finished, reply, [&, reply, cp = &c] {
            reply->deleteLater();
            if (reply->error() == QNetworkReply::NoError)
                ++done;
            else
                ++*failures;
            next(*cp);
        });
    };
    for (Client &c : pool)
        next(c);
    QEventLoop loop;
    QTimer::singleShot(seconds * 1000, &loop, [&] {
        running = false;
        loop.quit();
    });
    loop.exec();
    return int(done * 1000.0 / double(timer.elapsed()));
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const int seconds = argc > 1 ? QString::fromLocal8Bit(argv[1]).toInt() : 5;
    QTemporaryDir dir;
    SandboxLauncher sandbox;
    QString error;
    if (!sandbox.startAndWait(
            {QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--data"), dir.path(),
                QStringLiteral("--seed-invoices"), QStringLiteral("10000"), QStringLiteral("--quiet")},
            120000, &error)) {
        out << "sandbox: " << error << Qt::endl;
        return 2;
    }
    out << "List page of 200 invoices (GET .../invoices?limit=200), " << seconds << " s per run" << Qt::endl;
    for (int clients : {1, 8}) {
        int failures = 0;
        const int perSecond = run(sandbox, clients, seconds, &failures);
        out << "  " << clients << " connection(s): " << perSecond << " requests/s (" << perSecond * 200
            << " invoices/s), failures " << failures << Qt::endl;
    }
    return 0;
}
