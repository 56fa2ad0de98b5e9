// The detail mirror (issue "One copy, whole and current"): a sandbox with N invoices, one full sync of
// the lists, then the first CopyMirror run (every invoice's and credit note's detail, the reference lists
// and the settings), then 10 invoices changed at the service and one ordinary synchronisation again
// (lists incremental, then the mirror). Time and requests of each. Not a test; run by hand (see
// README.md, "Detail mirror").
//
//   bench_mirror [--invoices 10000] [--changes 10]

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
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>

namespace {

struct Step
{
    double seconds = 0;
    int requests = 0;
    MirrorSummary mirror;
    bool ok = false;
};

// One synchronisation as the window and --sync run it: the lists, then the mirror.
Step synchronise(const ApiConfig &config, const QString &clientDir, SyncController::Mode mode)
{
    Step step;
    control(config.baseUrl, "POST", QStringLiteral("/__sandbox/stats/reset"));
    QElapsedTimer timer;
    timer.start();
    SyncController sync(config, clientDir);
    const SyncController::Outcome outcome = sync.runAndWait(mode);
    if (!outcome.ok)
        return step;
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
    step.requests = control(config.baseUrl, "GET", QStringLiteral("/__sandbox/stats"))
                        .value(QLatin1String("requests"))
                        .toInt();
    step.ok = !step.mirror.isPartial();
    return step;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("The detail mirror: first run and after a few changes."));
    parser.addHelpOption();
    const QCommandLineOption invoicesOption(QStringLiteral("invoices"), QStringLiteral("Invoices to seed."),
        QStringLiteral("n"), QStringLiteral("10000"));
    const QCommandLineOption changesOption(QStringLiteral("changes"),
        QStringLiteral("Invoices changed at the service before the second run."), QStringLiteral("n"),
        QStringLiteral("10"));
    parser.addOptions({invoicesOption, changesOption});
    parser.process(app);
    const int invoices = parser.value(invoicesOption).toInt();
    const int changes = parser.value(changesOption).toInt();

    QTextStream out(stdout);
    QTemporaryDir dir;
    SandboxLauncher sandbox;
    QString error;
    if (!sandbox.startAndWait(
            {QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--data"),
                dir.filePath(QStringLiteral("sandbox")), QStringLiteral("--seed-invoices"),
                QString::number(invoices), QStringLiteral("--test-hooks"), QStringLiteral("--quiet")},
            600000, &error)) {
        out << "sandbox: " << error << Qt::endl;
        return 2;
    }
    ApiConfig config;
    config.baseUrl = sandbox.url();
    config.token = sandbox.token();
    config.accountUuid = sandbox.accounts().value(0);
    const QString clientDir = dir.filePath(QStringLiteral("client"));

    const Step first = synchronise(config, clientDir, SyncController::Mode::Full);
    if (!first.ok) {
        out << "first synchronisation failed or partial" << Qt::endl;
        return 1;
    }
    out << QStringLiteral("first mirror: %1 invoices, %2 details fetched, %3 requests, %4 s")
               .arg(invoices)
               .arg(first.mirror.detailsFetched)
               .arg(first.requests)
               .arg(first.seconds, 0, 'f', 2)
        << Qt::endl;

    // Changed at the service (the control route sets updatedAt to now), a second later than the mirror.
    QThread::msleep(1100);
    const QList<DocumentStore::DetailToFetch> none =
        DocumentStore(clientDir, config.accountUuid).detailsToFetch();
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
    const Step again = synchronise(config, clientDir, SyncController::Mode::Auto);
    if (!again.ok) {
        out << "second synchronisation failed or partial" << Qt::endl;
        return 1;
    }
    out << QStringLiteral("after %1 changes: %2 details fetched (%3 stale before), %4 requests, %5 s")
               .arg(uuids.size())
               .arg(again.mirror.detailsFetched)
               .arg(none.size())
               .arg(again.requests)
               .arg(again.seconds, 0, 'f', 2)
        << Qt::endl;
    return 0;
}
