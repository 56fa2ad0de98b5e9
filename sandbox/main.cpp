// invoicedesk-sandbox: the invoicing service on loopback, for the demo and the tests.
#include "DemoData.h"
#include "Routes.h"
#include "SandboxServer.h"
#include "Storage.h"

#include <QCommandLineParser>
#include <QGuiApplication>
#include <QHostAddress>
#include <QJsonArray>
#include <QSocketNotifier>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTimer>

#include <unistd.h>

#include <csignal>
#include <cstdio>

int main(int argc, char *argv[])
{
    // PDFs are drawn with QPainter, which needs a QGuiApplication; the sandbox never shows a window.
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("invoicedesk-sandbox"));
    QCoreApplication::setApplicationVersion(QStringLiteral(INVOICEDESK_VERSION));
    // Ended by a signal (tests, the demo closing): leave through the event loop, so SQLite closes and the
    // temporary folder goes. The handler only writes to a pipe, which is safe inside a signal handler.
    static int signalPipe[2];
    if (::pipe(signalPipe) == 0) {
        for (int sig : {SIGTERM, SIGINT})
            std::signal(sig, [](int) { [[maybe_unused]] auto n = ::write(signalPipe[1], "x", 1); });
        auto *notifier = new QSocketNotifier(signalPipe[0], QSocketNotifier::Read, &app);
        QObject::connect(notifier, &QSocketNotifier::activated, &app, &QCoreApplication::quit);
    }

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("A local implementation of the invoicing service."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption port(QStringLiteral("port"),
        QStringLiteral("Port to listen on (0: any free port)."), QStringLiteral("port"), QStringLiteral("0"));
    const QCommandLineOption host(QStringLiteral("host"), QStringLiteral("Loopback address to listen on."),
        QStringLiteral("address"), QStringLiteral("127.0.0.1"));
    const QCommandLineOption data(QStringLiteral("data"),
        QStringLiteral("Folder for the SQLite data (default: a "
                       "temporary folder removed at exit)."),
        QStringLiteral("dir"));
    const QCommandLineOption seed(QStringLiteral("seed"),
        QStringLiteral("demo (default for a new folder) or empty."), QStringLiteral("kind"),
        QStringLiteral("demo"));
    const QCommandLineOption invoices(QStringLiteral("seed-invoices"),
        QStringLiteral("Invoices of the first demo account (default 300)."), QStringLiteral("n"),
        QStringLiteral("300"));
    const QCommandLineOption quiet(QStringLiteral("quiet"),
        QStringLiteral(
            "No request log on stderr (by default one JSON line per request: method, path, status, ms)."));
    const QCommandLineOption testHooks(QStringLiteral("test-hooks"),
        QStringLiteral("Serve the /__sandbox/ control routes (tokens, faults, stats, config) for tests."));
    const QCommandLineOption profile(QStringLiteral("profile"),
        QStringLiteral("spec (default): answers as the spec shows them; live: as the live service writes "
                       "them (PHP json_encode bytes, documents in data.documents, every field with null)."),
        QStringLiteral("name"), QStringLiteral("spec"));
    const QCommandLineOption envelope(QStringLiteral("envelope"),
        QStringLiteral("The former name of --profile (spec or live)."), QStringLiteral("shape"));
    const QCommandLineOption fault(QStringLiteral("fault"),
        QStringLiteral("A fault from the start, as JSON like the body of POST /__sandbox/faults, e.g. "
                       "{\"share\":0.1,\"status\":503,\"retryAfter\":1}. Repeatable."),
        QStringLiteral("json"));
    const QCommandLineOption parentPid(QStringLiteral("parent-pid"),
        QStringLiteral("End when the process with this id is no longer the parent (the demo's app was "
                       "killed and left this server behind)."),
        QStringLiteral("pid"));
    parser.addOptions({port, host, data, seed, invoices, quiet, testHooks, profile, envelope, fault});
    parser.addOption(parentPid);
    parser.process(app);
    if (parser.isSet(parentPid)) {
        // An orphan is adopted by init (or a subreaper): its parent id changes. Asked twice a second,
        // so a server left by `kill -9` of the app ends within a second, through the event loop.
        const pid_t parent = pid_t(parser.value(parentPid).toLongLong());
        auto *watch = new QTimer(&app);
        QObject::connect(watch, &QTimer::timeout, &app, [parent] {
            if (::getppid() != parent)
                QCoreApplication::quit();
        });
        watch->start(500);
        if (::getppid() != parent)
            return 0;
    }

    const QHostAddress address(parser.value(host));
    if (address.isNull() || !address.isLoopback()) {
        std::fprintf(stderr, "invoicedesk-sandbox: refusing to listen on %s: loopback only\n",
            qPrintable(parser.value(host)));
        return 2;
    }
    QTemporaryDir temporary;
    const QString dir = parser.isSet(data) ? parser.value(data) : temporary.path();

    Storage storage;
    QString error;
    if (!storage.open(dir, &error)) {
        std::fprintf(stderr, "invoicedesk-sandbox: cannot open the data folder %s: %s\n", qPrintable(dir),
            qPrintable(error));
        return 2;
    }
    QStringList seededAccounts;
    if (storage.isEmpty() && parser.value(seed) == QLatin1String("demo")) {
        bool ok = false;
        const int count = parser.value(invoices).toInt(&ok);
        if (!ok || count < 0) {
            std::fprintf(stderr, "invoicedesk-sandbox: --seed-invoices needs a number\n");
            return 2;
        }
        seededAccounts = DemoData::seed(storage, count, QDate::currentDate());
    } else if (storage.isEmpty()) {
        storage.addToken(DemoData::demoToken(), {DemoData::allScopes(), {}, {}});
    }

    SandboxServer server(storage);
    RouteGroup::registerAll(server);
    for (const QString &account : std::as_const(seededAccounts))
        DemoData::seedDocuments(server, account, 8);
    server.quiet = parser.isSet(quiet);
    server.testHooks = parser.isSet(testHooks);
    const QString profileName = parser.isSet(envelope) ? parser.value(envelope) : parser.value(profile);
    const auto chosen = SandboxServer::profileFromName(profileName);
    if (!chosen || profileName == QLatin1String("observed")) {
        std::fprintf(stderr, "invoicedesk-sandbox: --profile is spec or live\n");
        return 2;
    }
    server.profile = *chosen;
    for (const QString &text : parser.values(fault)) {
        QString why = QStringLiteral("not a JSON object");
        const QJsonObject o = QJsonDocument::fromJson(text.toUtf8()).object();
        const auto f = o.isEmpty() ? std::nullopt : SandboxServer::faultFromJson(o, &why);
        if (!f) {
            std::fprintf(stderr, "invoicedesk-sandbox: --fault %s: %s\n", qPrintable(text), qPrintable(why));
            return 2;
        }
        server.addFault(*f);
    }

    const quint16 listening = server.listen(address, quint16(parser.value(port).toUInt()));
    if (listening == 0) {
        std::fprintf(
            stderr, "invoicedesk-sandbox: cannot listen on port %s\n", qPrintable(parser.value(port)));
        return 2;
    }
    server.baseUrl = QStringLiteral("http://%1:%2").arg(address.toString()).arg(listening);
    QStringList accounts;
    QSqlQuery q(QSqlDatabase::database(QStringLiteral("sandbox")));
    q.exec(QStringLiteral("SELECT uuid FROM accounts ORDER BY name DESC"));
    while (q.next())
        accounts << q.value(0).toString();
    const QJsonObject ready {{QStringLiteral("url"), server.baseUrl},
        {QStringLiteral("token"), DemoData::demoToken()},
        {QStringLiteral("accounts"), QJsonArray::fromStringList(accounts)}};
    std::printf("INVOICEDESK_SANDBOX %s\n", QJsonDocument(ready).toJson(QJsonDocument::Compact).constData());
    std::fflush(stdout);
    return app.exec();
}
