// Full sync benchmark: a sandbox with N invoices, one full sync into an empty store, then the figures.
// Not a test; run by hand (see README.md, "Full sync").
//
//   bench_sync [--invoices 10000] [--limit 200] [--initial-in-flight 2] [--max-in-flight 12]
//              [--load-rows 100000] [--latency-ms 0] [--details] [--changes 10]
//
// The sync adapts its requests in flight between 1 and --max-in-flight, starting at
// --initial-in-flight; both the same number give a fixed window (the sync before issue 13 kept 4).
//
// --latency-ms N delays every answer of the sandbox by N ms (its delay fault, on every request), and a
// plain sequential page loop (one GET after another at the same limit, nothing stored) runs after the
// client's sync in the same run, so the two can be compared on the same line.
//
// --details goes on after the list sync as the window and --sync do: the first CopyMirror run (every
// invoice's and credit note's detail, the reference lists, the invoice settings), then --changes invoices
// changed at the service and one ordinary synchronisation (lists incremental, then the mirror); time,
// requests (the sandbox's counter) and the CPU of both processes for each.

#include "BenchControl.h"
#include "api/ApiClient.h"
#include "api/ApiConfig.h"
#include "api/SandboxLauncher.h"
#include "session/CopyMirror.h"
#include "store/DocumentStore.h"
#include "sync/SyncController.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>
#include <QTimer>

#include <sys/resource.h>
#include <unistd.h>

namespace {

double cpuSecondsSelf()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

long peakRssKiB()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

// utime + stime of another process from /proc/<pid>/stat (fields 14 and 15, in clock ticks).
double cpuSecondsOf(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray line = stat.readAll();
    const qsizetype close = line.lastIndexOf(')'); // the command name may contain spaces
    const QList<QByteArray> fields = line.mid(close + 2).split(' ');
    if (fields.size() < 13)
        return -1;
    // After ")": field 3 (state) is index 0, so utime (14) is index 11 and stime (15) index 12.
    return double(fields.at(11).toLongLong() + fields.at(12).toLongLong()) / double(sysconf(_SC_CLK_TCK));
}

// The simplest client: page after page, one request at a time, until the last page. Returns seconds.
double sequentialLoop(const ApiConfig &config, int limit, int *requests, qint64 *items)
{
    QNetworkAccessManager nam;
    QElapsedTimer timer;
    timer.start();
    qint64 lastPage = 1;
    for (qint64 page = 1; page <= lastPage; ++page) {
        QUrl url = config.baseUrl;
        url.setPath(QStringLiteral("/accounts/%1/documents/v2/invoices").arg(config.accountUuid));
        url.setQuery(QStringLiteral("limit=%1&page=%2").arg(limit).arg(page));
        QNetworkRequest request(url);
        request.setRawHeader("Authorization", "Bearer " + config.token.toUtf8());
        QNetworkReply *reply = nam.get(request);
        QEventLoop loop;
        QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
        loop.exec();
        ++*requests;
        const QJsonObject answer = QJsonDocument::fromJson(reply->readAll()).object();
        reply->deleteLater();
        const QJsonObject meta = answer.value(QLatin1String("meta")).toObject();
        lastPage = meta.value(QLatin1String("lastPage")).toInteger(0);
        *items += answer.value(QLatin1String("data")).toArray().size();
    }
    return double(timer.elapsed()) / 1000.0;
}

// What one step of --details cost.
struct Measured
{
    double seconds = 0;
    double clientCpu = 0;
    double sandboxCpu = 0;
    int requests = 0;
    MirrorSummary mirror;
    bool ok = false;
};

// One synchronisation as the window and --sync run it: the lists (unless only the mirror is asked for),
// then the mirror, measured from the sandbox's counters reset before.
Measured synchronise(const ApiConfig &config, const QString &clientDir, const SyncOptions &options,
    std::optional<SyncController::Mode> lists, qint64 sandboxPid)
{
    Measured step;
    control(config.baseUrl, "POST", QStringLiteral("/__sandbox/stats/reset"));
    const double sandboxBefore = cpuSecondsOf(sandboxPid);
    const double clientBefore = cpuSecondsSelf();
    QElapsedTimer timer;
    timer.start();
    if (lists) {
        SyncController sync(config, clientDir, options);
        if (!sync.runAndWait(*lists).ok)
            return step;
    }
    ApiClient client(config);
    CopyMirror mirror(&client, clientDir, config.accountUuid);
    QEventLoop loop;
    QObject::connect(&mirror, &CopyMirror::finished, &loop, [&](const MirrorSummary &summary) {
        step.mirror = summary;
        loop.quit();
    });
    mirror.start();
    if (mirror.isRunning())
        loop.exec();
    step.seconds = double(timer.elapsed()) / 1000.0;
    step.clientCpu = cpuSecondsSelf() - clientBefore;
    step.sandboxCpu = cpuSecondsOf(sandboxPid) - sandboxBefore;
    step.requests = control(config.baseUrl, "GET", QStringLiteral("/__sandbox/stats"))
                        .value(QLatin1String("requests"))
                        .toInt();
    step.ok = !step.mirror.isPartial();
    return step;
}

QString cpuLine(const Measured &m)
{
    return QStringLiteral("client CPU %1 s, sandbox CPU %2 s")
        .arg(m.clientCpu, 0, 'f', 2)
        .arg(m.sandboxCpu, 0, 'f', 2);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Full sync of a sandbox account into an empty store."));
    parser.addHelpOption();
    const QCommandLineOption invoicesOption(QStringLiteral("invoices"), QStringLiteral("Invoices to seed."),
        QStringLiteral("n"), QStringLiteral("10000"));
    const QCommandLineOption limitOption(
        QStringLiteral("limit"), QStringLiteral("Page size."), QStringLiteral("n"), QStringLiteral("200"));
    const SyncOptions defaults;
    const QCommandLineOption initialOption(QStringLiteral("initial-in-flight"),
        QStringLiteral("Requests in flight at the start."), QStringLiteral("n"),
        QString::number(defaults.initialInFlight));
    const QCommandLineOption maxOption(QStringLiteral("max-in-flight"),
        QStringLiteral("Most requests in flight."), QStringLiteral("n"),
        QString::number(defaults.maxInFlight));
    const QCommandLineOption loadRowsOption(QStringLiteral("load-rows"),
        QStringLiteral("Rows of the synthetic store for loadAll (0: skip)."), QStringLiteral("n"),
        QStringLiteral("100000"));
    const QCommandLineOption latencyOption(QStringLiteral("latency-ms"),
        QStringLiteral("Delay added to every answer of the sandbox, in ms."), QStringLiteral("ms"),
        QStringLiteral("0"));
    const QCommandLineOption detailsOption(QStringLiteral("details"),
        QStringLiteral("Then the detail mirror: its first run, and one after --changes changes."));
    const QCommandLineOption changesOption(QStringLiteral("changes"),
        QStringLiteral("Invoices changed at the service before the second mirror run."), QStringLiteral("n"),
        QStringLiteral("10"));
    parser.addOptions({invoicesOption, limitOption, initialOption, maxOption, loadRowsOption, latencyOption,
        detailsOption, changesOption});
    parser.process(app);
    const int invoices = parser.value(invoicesOption).toInt();
    const int loadRows = parser.value(loadRowsOption).toInt();
    const int latencyMs = parser.value(latencyOption).toInt();

    QTextStream out(stdout);
    QTemporaryDir dir;
    SandboxLauncher sandbox;
    QString error;
    QElapsedTimer seedTimer;
    seedTimer.start();
    if (!sandbox.startAndWait(
            {QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--data"),
                dir.filePath(QStringLiteral("sandbox")), QStringLiteral("--seed"), QStringLiteral("demo"),
                QStringLiteral("--seed-invoices"), QString::number(invoices), QStringLiteral("--test-hooks"),
                QStringLiteral("--quiet")},
            600000, &error)) {
        out << "sandbox: " << error << Qt::endl;
        return 2;
    }
    const qint64 seedMs = seedTimer.elapsed();
    const qint64 sandboxPid = sandbox.process()->processId();

    ApiConfig config;
    config.baseUrl = sandbox.url();
    config.token = sandbox.token();
    config.accountUuid = sandbox.accounts().value(0);
    SyncOptions options;
    options.kinds = {DocumentKind::Invoice}; // what the figures in bench/README.md measure
    options.pageLimit = parser.value(limitOption).toInt();
    options.initialInFlight = parser.value(initialOption).toInt();
    options.maxInFlight = parser.value(maxOption).toInt();
    const QString clientDir = dir.filePath(QStringLiteral("client"));

    if (latencyMs > 0)
        control(sandbox.url(), "POST", QStringLiteral("/__sandbox/faults"),
            QJsonDocument(
                QJsonObject {{QStringLiteral("share"), 1.0}, {QStringLiteral("delayMs"), latencyMs}})
                .toJson(QJsonDocument::Compact));
    control(sandbox.url(), "POST", QStringLiteral("/__sandbox/stats/reset"));
    const double sandboxCpuBefore = cpuSecondsOf(sandboxPid);
    const double clientCpuBefore = cpuSecondsSelf();
    QElapsedTimer timer;
    timer.start();
    SyncController sync(config, clientDir, options);
    const SyncController::Outcome outcome = sync.runAndWait(SyncController::Mode::Full);
    const double seconds = double(timer.elapsed()) / 1000.0;
    const double clientCpu = cpuSecondsSelf() - clientCpuBefore;
    const double sandboxCpu = cpuSecondsOf(sandboxPid) - sandboxCpuBefore;
    const long rssKiB = peakRssKiB();
    const int requests = control(sandbox.url(), "GET", QStringLiteral("/__sandbox/stats"))
                             .value(QLatin1String("requests"))
                             .toInt();
    if (!outcome.ok) {
        out << "sync failed: " << outcome.error.message() << Qt::endl;
        return 1;
    }

    DocumentStore store(clientDir, config.accountUuid);
    const qint64 rows = store.count(DocumentKind::Invoice);
    QElapsedTimer loadTimer;
    loadTimer.start();
    const QList<DocumentSummary> loaded = store.loadAll(DocumentKind::Invoice);
    const qint64 loadMs = loadTimer.elapsed();

    out << "Full sync of " << invoices << " invoices (limit " << options.pageLimit << ", "
        << options.initialInFlight << " to " << options.maxInFlight
        << " requests in flight), sandbox seeded in " << seedMs << " ms\n";
    out << "  seconds:             " << QString::number(seconds, 'f', 2) << "\n";
    out << "  requests (sandbox):  " << requests << "  (client counted " << outcome.summary.requests << ")\n";
    out << "  rows stored:         " << rows << "\n";
    out << "  in flight:           at most " << outcome.summary.peakInFlight << " at once, "
        << outcome.summary.throttled << " answers 429/503, window halved " << outcome.summary.backoffs
        << " times\n";
    out << "  rows per second:     " << QString::number(double(rows) / seconds, 'f', 0) << "\n";
    out << "  client peak RSS:     " << QString::number(double(rssKiB) / 1024.0, 'f', 1) << " MiB\n";
    out << "  client CPU:          " << QString::number(clientCpu, 'f', 2) << " s ("
        << QString::number(100.0 * clientCpu / seconds, 'f', 0) << " % of one core)\n";
    out << "  sandbox CPU:         " << QString::number(sandboxCpu, 'f', 2) << " s ("
        << QString::number(100.0 * sandboxCpu / seconds, 'f', 0) << " % of one core)\n";
    out << "  loadAll of " << loaded.size() << " rows: " << loadMs << " ms\n";
    if (latencyMs > 0) {
        int loopRequests = 0;
        qint64 loopItems = 0;
        const double loopSeconds = sequentialLoop(config, options.pageLimit, &loopRequests, &loopItems);
        out << "  answers delayed by:  " << latencyMs << " ms each\n";
        out << "  sequential loop:     " << QString::number(loopSeconds, 'f', 2) << " s (" << loopRequests
            << " requests, " << loopItems << " items, limit " << options.pageLimit << ")\n";
        out << "  client vs loop:      " << QString::number(loopSeconds / seconds, 'f', 2) << "x faster\n";
    }

    if (parser.isSet(detailsOption)) {
        // The first mirror: every detail is missing.
        const Measured first = synchronise(config, clientDir, options, std::nullopt, sandboxPid);
        out << "  details, first mirror: " << first.mirror.detailsFetched << " of "
            << first.mirror.detailsToFetch << " fetched, " << first.requests << " requests, "
            << QString::number(first.seconds, 'f', 2) << " s, " << cpuLine(first)
            << (first.ok ? "" : " (partial)") << "\n";
        // Changed at the service (the control route sets updatedAt to now), a second after the mirror,
        // then one ordinary synchronisation a second later: the lists incremental, then the mirror.
        QThread::msleep(1100);
        const int changes = parser.value(changesOption).toInt();
        QStringList uuids;
        DocumentStore(clientDir, config.accountUuid)
            .read(DocumentKind::Invoice, [&uuids, changes](const DocumentSummary &s) {
                uuids << s.uuid;
                return uuids.size() < changes;
            });
        for (const QString &uuid : std::as_const(uuids))
            control(config.baseUrl, "PATCH",
                QStringLiteral("/__sandbox/accounts/%1/invoices/%2").arg(config.accountUuid, uuid),
                QJsonDocument(QJsonObject {{QStringLiteral("title"), QStringLiteral("Changed")}}).toJson());
        QThread::msleep(1100);
        const Measured again =
            synchronise(config, clientDir, options, SyncController::Mode::Auto, sandboxPid);
        out << "  details, after " << uuids.size() << " changes: " << again.mirror.detailsFetched << " of "
            << again.mirror.detailsToFetch << " fetched, " << again.requests
            << " requests (lists, then the mirror), " << QString::number(again.seconds, 'f', 2) << " s, "
            << cpuLine(again) << (again.ok ? "" : " (partial)") << "\n";
    }

    if (loadRows > 0 && !loaded.isEmpty()) {
        // The list view's question at scale: how long does reading a big account take? Rows are copies
        // of the synced ones (with their JSON) under new uuids.
        const QString bigDir = dir.filePath(QStringLiteral("big"));
        DocumentStore big(bigDir, config.accountUuid);
        QList<DocumentSummary> sources;
        for (const DocumentSummary &row : loaded) {
            if (const auto source = store.find(DocumentKind::Invoice, row.uuid))
                sources.append(*source);
        }
        QElapsedTimer writeTimer;
        writeTimer.start();
        QList<DocumentSummary> batch;
        for (int n = 0; n < loadRows; ++n) {
            DocumentSummary copy = sources.at(n % sources.size());
            copy.uuid = QStringLiteral("bench-%1").arg(n);
            batch.append(copy);
            if (batch.size() == options.pageLimit || n == loadRows - 1) {
                if (!big.upsert(batch, 1)) {
                    out << "upsert failed: " << big.errorString() << Qt::endl;
                    return 1;
                }
                batch.clear();
            }
        }
        const qint64 writeMs = writeTimer.elapsed();
        QElapsedTimer bigTimer;
        bigTimer.start();
        const qsizetype bigRows = big.loadAll(DocumentKind::Invoice).size();
        const qint64 bigLoadMs = bigTimer.elapsed();
        out << "  synthetic store:     " << bigRows << " rows (copies of the synced ones) written in "
            << writeMs << " ms, one transaction per " << options.pageLimit << " rows\n";
        out << "  loadAll of " << bigRows << " rows: " << bigLoadMs << " ms\n";
    }
    out << Qt::endl;
    return 0;
}
