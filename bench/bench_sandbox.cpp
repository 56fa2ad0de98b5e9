// The sandbox at scale: for an account of 10,000 and one of 100,000 invoices, the time of one list page of
// 200 (first, middle and last page, one request at a time) and the pages served per second with 1 and 8
// clients at once, each on its own connection asking again as soon as it has its answer. Not a test: run it
// by hand (README.md, "Sandbox").
//   bench_sandbox [seconds per throughput run (default 3)] [account sizes, default 10000 100000]
#include "api/SandboxLauncher.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <algorithm>
#include <memory>
#include <unistd.h>

namespace {

constexpr int limit = 200;

struct Client
{
    std::unique_ptr<QNetworkAccessManager> nam = std::make_unique<QNetworkAccessManager>();
};

QNetworkRequest pageRequest(const SandboxLauncher &sandbox, int page)
{
    QUrl url = sandbox.url();
    url.setPath(QStringLiteral("/accounts/%1/documents/v2/invoices").arg(sandbox.accounts().first()));
    url.setQuery(QStringLiteral("limit=%1&page=%2").arg(limit).arg(page));
    QNetworkRequest request(url);
    request.setRawHeader("Authorization", "Bearer " + sandbox.token().toUtf8());
    return request;
}

// utime + stime of another process from /proc/<pid>/stat (fields 14 and 15, in clock ticks).
double cpuSecondsOf(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray line = stat.readAll();
    const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
    if (fields.size() < 13)
        return -1;
    return double(fields.at(11).toLongLong() + fields.at(12).toLongLong()) / double(sysconf(_SC_CLK_TCK));
}

// Milliseconds of each of `count` requests for one page, sent one after another on one connection.
QList<double> latencies(const SandboxLauncher &sandbox, int page, int count, bool *ok)
{
    QNetworkAccessManager nam;
    QList<double> result;
    for (int i = 0; i < count; ++i) {
        QElapsedTimer timer;
        timer.start();
        QNetworkReply *reply = nam.get(pageRequest(sandbox, page));
        QEventLoop loop;
        QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
        loop.exec();
        const QByteArray body = reply->readAll();
        result.append(double(timer.nsecsElapsed()) / 1e6);
        // A page that is not full of invoices would make the figure meaningless.
        if (reply->error() != QNetworkReply::NoError || body.count("\"uuid\"") < 1)
            *ok = false;
        reply->deleteLater();
    }
    std::sort(result.begin(), result.end());
    return result;
}

int throughput(const SandboxLauncher &sandbox, int clients, int page, int seconds, int *failures)
{
    std::vector<Client> pool(clients);
    int done = 0;
    bool running = true;
    QElapsedTimer timer;
    timer.start();
    std::function<void(Client &)> next = [&](Client &c) {
        if (!running)
            return;
        QNetworkReply *reply = c.nam->get(pageRequest(sandbox, page));
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
    const QStringList args = app.arguments();
    const int seconds = args.size() > 1 ? args.at(1).toInt() : 3;
    QList<int> sizes;
    for (int i = 2; i < args.size(); ++i)
        sizes.append(args.at(i).toInt());
    if (sizes.isEmpty())
        sizes = {10000, 100000};

    for (const int invoices : std::as_const(sizes)) {
        QTemporaryDir dir;
        SandboxLauncher sandbox;
        QString error;
        QElapsedTimer seed;
        seed.start();
        if (!sandbox.startAndWait(
                {QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--data"), dir.path(),
                    QStringLiteral("--seed-invoices"), QString::number(invoices), QStringLiteral("--quiet")},
                600000, &error)) {
            out << "sandbox: " << error << Qt::endl;
            return 2;
        }
        const qint64 pid = sandbox.process()->processId();
        const int lastPage = (invoices + limit - 1) / limit;
        out << invoices << " invoices (seeded and started in " << seed.elapsed() << " ms), pages of " << limit
            << ", last page " << lastPage << Qt::endl;
        for (const int page : {1, (lastPage + 1) / 2, lastPage}) {
            bool ok = true;
            latencies(sandbox, page, 5, &ok); // warm: connection, caches
            const QList<double> ms = latencies(sandbox, page, 50, &ok);
            out << "  page " << page << ", one request at a time (50): median "
                << QString::number(ms.at(ms.size() / 2), 'f', 2) << " ms, p90 "
                << QString::number(ms.at(ms.size() * 9 / 10), 'f', 2) << " ms, max "
                << QString::number(ms.last(), 'f', 2) << " ms" << (ok ? "" : "  (FAILED requests)")
                << Qt::endl;
        }
        for (const int page : {1, lastPage}) {
            for (const int clients : {1, 8}) {
                int failures = 0;
                const double cpuBefore = cpuSecondsOf(pid);
                const int perSecond = throughput(sandbox, clients, page, seconds, &failures);
                const double cpu = cpuSecondsOf(pid) - cpuBefore;
                out << "  page " << page << ", " << clients << " connection(s): " << perSecond
                    << " requests/s (" << perSecond * limit << " invoices/s), sandbox CPU "
                    << QString::number(100.0 * cpu / seconds, 'f', 0) << " % of one core, failures "
                    << failures << Qt::endl;
            }
        }
    }
    return 0;
}
