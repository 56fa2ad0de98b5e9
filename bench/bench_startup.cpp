// Start of the window: process start -> first invoice rows painted, from a local copy of 100,000 invoices,
// beside a bare Qt window with a QTableView in the same run, and the peak (VmHWM) and steady (VmRSS, three
// seconds after the first rows) memory of both. The bare table runs twice: in this program (which loads
// every library the window does) and as bench_startup_bare (Qt Widgets only). Each child's steps to its
// first paint are printed too (PHASES). Not a test: run it by hand (README.md, "Start").
//
//   bench_startup [--rows 100000] [--rounds 3]
//
// The copy is filled with the store classes first (not timed). Each measurement is a fresh process of this
// program (--child bare|window), started by the parent, which takes the start time just before starting it;
// the child takes the time when the first Paint of the list's viewport with rows in it has been handled
// (CLOCK_MONOTONIC in both, so the two can be subtracted). The window is the real MainWindow, built and
// opened the way app/main.cpp and AppController do; its service address refuses connections (127.0.0.1:9),
// so the sync that opening starts fails at once and the figures are the local copy's alone.
#include "BenchRows.h"
#include "BenchStartupChild.h"
#include "api/ApiConfig.h"
#include "models/DocumentListModel.h"
#include "session/Profile.h"
#include "store/DocumentStore.h"
#include "views/MainWindow.h"
#include "views/documents/DocumentsPage.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QHash>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <malloc.h>

using namespace BenchStartup;

namespace {

const QString account = QStringLiteral("00000000-0000-4000-8000-00000000bench");

// Bytes of the malloc heap in use now (mallinfo2: arena and mmapped blocks), in KiB.
qint64 heapKiB()
{
    const struct mallinfo2 info = mallinfo2();
    return qint64((info.uordblks + info.hblkhd) / 1024);
}

int child(int argc, char *argv[], const QString &mode, const QString &dataDir, Phases phases)
{
    PaintClock app(argc, argv);
    phases.app = monotonicNs();
    QCoreApplication::setOrganizationName(QStringLiteral("InvoiceDesk"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("invoicedesk.ch"));
    QCoreApplication::setApplicationName(QStringLiteral("InvoiceDesk"));
    std::unique_ptr<QWidget> window;
    QAbstractItemModel *model = nullptr;
    if (mode == QLatin1String("bare")) {
        QTableView *table = bareTable();
        model = table->model();
        app.viewport = table->viewport();
        window.reset(table);
        window->resize(1366, 768);
        phases.built = monotonicNs();
        window->show();
        phases.shown = monotonicNs();
    } else {
        auto *main = new MainWindow;
        window.reset(main);
        QTableView *table = main->documentsPage(DocumentKind::Invoice)->findChild<QTableView *>();
        app.viewport = table->viewport();
        main->resize(1366, 768);
        phases.built = monotonicNs();
        // As AppController::start and openWithToken: shown first, then the session opened into it.
        main->show();
        phases.shown = monotonicNs();
        Profile profile;
        profile.name = QStringLiteral("Bench");
        profile.serverUrl = QUrl(QStringLiteral("http://127.0.0.1:9"));
        profile.accountUuid = account;
        profile.accountName = QStringLiteral("Bench AG");
        ApiConfig config;
        config.baseUrl = profile.serverUrl;
        config.token = QStringLiteral("bench");
        config.accountUuid = account;
        main->openSession(profile, config, dataDir);
        phases.opened = monotonicNs();
        model = table->model();
    }
    app.rowsIn = [model] {
        return model && model->rowCount() > 0;
    };
    // Where the memory goes: the heap in use and the peak at the first paint, when the whole list is in
    // (DocumentListModel::reloaded), and three seconds after the first paint; the rows' own share.
    qint64 paintedAt = 0;
    int rowsAtPaint = 0;
    qint64 heapAtPaint = 0;
    qint64 hwmAtPaint = 0;
    qint64 allRowsAt = 0;
    qint64 heapAllRows = 0;
    qint64 hwmAllRows = 0;
    qint64 rowsKiB = 0;
    DocumentListModel *list = nullptr;
    if (auto *main = qobject_cast<MainWindow *>(window.get())) {
        list = main->documentsPage(DocumentKind::Invoice)->listModel();
        QObject::connect(list, &DocumentListModel::reloaded, &app, [&, list] {
            allRowsAt = monotonicNs();
            heapAllRows = heapKiB();
            hwmAllRows = statusKiB("VmHWM:");
            rowsKiB = list->rows().bytesHeld() / 1024;
        });
    }
    app.painted = [&](qint64 now) {
        paintedAt = now;
        rowsAtPaint = model->rowCount();
        heapAtPaint = heapKiB();
        hwmAtPaint = statusKiB("VmHWM:");
        QTimer::singleShot(3000, &app, [&] {
            printResult(paintedAt, rowsAtPaint, allRowsAt, phases);
            if (list) {
                QTextStream(stdout) << "MEMORY at the first paint: heap " << heapAtPaint / 1024
                                    << " MiB, peak " << hwmAtPaint / 1024 << " MiB; all " << list->rowCount()
                                    << " rows in: heap " << heapAllRows / 1024 << " MiB, peak "
                                    << hwmAllRows / 1024 << " MiB, the rows themselves " << rowsKiB / 1024
                                    << " MiB; 3 s after the paint: heap " << heapKiB() / 1024 << " MiB"
                                    << Qt::endl;
            }
            app.quit();
        });
    };
    QTimer::singleShot(120000, &app, [&app] { app.exit(3); });
    return app.exec();
}

struct Figures
{
    double ms = 0;
    qint64 hwmKiB = 0;
    qint64 rssKiB = 0;
    qint64 rows = 0;
    double allRowsMs = 0; // the whole list in (the window only)
    QString memory;
    QString steps; // the time of each step to the first paint, in words
};

std::optional<Figures> runChild(const QString &mode, const QString &dataDir, const QString &home)
{
    // "bare-widgets" is the bare table in a program of its own, linking Qt Widgets only.
    const QString program = mode == QLatin1String("bare-widgets")
        ? QCoreApplication::applicationDirPath() + QStringLiteral("/bench_startup_bare")
        : QCoreApplication::applicationFilePath();
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    // Settings and data of the child stay in the benchmark's own folder.
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), home + QStringLiteral("/cache"));
    process.setProcessEnvironment(env);
    process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    const qint64 started = monotonicNs();
    process.start(program, {QStringLiteral("--child"), mode, QStringLiteral("--data"), dataDir});
    if (!process.waitForFinished(180000))
        return std::nullopt;
    std::optional<Figures> figures;
    QString memory;
    QList<qint64> phases;
    for (const QByteArray &line : process.readAllStandardOutput().split('\n')) {
        if (line.startsWith("MEMORY "))
            memory = QString::fromUtf8(line.mid(7));
        if (line.startsWith("PHASES ")) {
            for (const QByteArray &field : line.mid(7).split(' '))
                phases.append(field.toLongLong());
        }
        if (!line.startsWith("RESULT "))
            continue;
        const QList<QByteArray> f = line.mid(7).split(' ');
        const qint64 all = f.value(4).toLongLong();
        figures = Figures {double(f.value(0).toLongLong() - started) / 1e6, f.value(1).toLongLong(),
            f.value(2).toLongLong(), f.value(3).toLongLong(), all > 0 ? double(all - started) / 1e6 : 0,
            QString(), QString()};
    }
    if (figures)
        figures->memory = memory;
    if (figures && phases.size() == 5) {
        // Each step from the moment before it; openSession in the window only.
        const auto ms = [](qint64 from, qint64 to) {
            return QString::number(double(to - from) / 1e6, 'f', 1);
        };
        const qint64 painted = started + qint64(figures->ms * 1e6);
        figures->steps = QStringLiteral("to main() %1, QApplication %2, built %3, show %4")
                             .arg(ms(started, phases.at(0)), ms(phases.at(0), phases.at(1)),
                                 ms(phases.at(1), phases.at(2)), ms(phases.at(2), phases.at(3)));
        if (phases.at(4) > 0)
            figures->steps += QStringLiteral(", openSession %1").arg(ms(phases.at(3), phases.at(4)));
        figures->steps += QStringLiteral(", then to the first paint %1")
                              .arg(ms(phases.at(4) > 0 ? phases.at(4) : phases.at(3), painted));
    }
    return figures;
}

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.isEmpty() ? 0 : values.at(values.size() / 2);
}

} // namespace

int main(int argc, char *argv[])
{
    Phases phases;
    phases.main = monotonicNs();
    for (int i = 1; i + 3 < argc; ++i) {
        if (qstrcmp(argv[i], "--child") == 0 && qstrcmp(argv[i + 2], "--data") == 0)
            return child(
                argc, argv, QString::fromLocal8Bit(argv[i + 1]), QString::fromLocal8Bit(argv[i + 3]), phases);
    }
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption rowsOption(QStringLiteral("rows"), QStringLiteral("Invoices in the local copy."),
        QStringLiteral("n"), QStringLiteral("100000"));
    const QCommandLineOption roundsOption(QStringLiteral("rounds"),
        QStringLiteral("Runs of each, alternating."), QStringLiteral("n"), QStringLiteral("3"));
    parser.addOptions({rowsOption, roundsOption});
    parser.addHelpOption();
    parser.process(app);
    const int rows = parser.value(rowsOption).toInt();
    const int rounds = parser.value(roundsOption).toInt();
    QTextStream out(stdout);

    QTemporaryDir home;
    const QString dataDir = home.filePath(QStringLiteral("copy"));
    QElapsedTimer fill;
    fill.start();
    {
        DocumentStore store(dataDir, account);
        const QList<DocumentSummary> all = BenchRows::invoices(rows);
        for (qsizetype i = 0; i < all.size(); i += 5000) {
            if (!store.upsert(all.mid(i, 5000), 1)) {
                out << "the local copy could not be written: " << store.errorString() << Qt::endl;
                return 2;
            }
        }
    }
    out << "Local copy of " << rows << " invoices written in " << fill.elapsed() << " ms (not timed below)"
        << Qt::endl;

    // The three children alternate within each round: the bare table in this program, the same table
    // in bench_startup_bare (Qt Widgets only), the window.
    const QStringList modes {
        QStringLiteral("bare"), QStringLiteral("bare-widgets"), QStringLiteral("window")};
    QHash<QString, QList<double>> times;
    QHash<QString, qint64> hwm;
    QHash<QString, qint64> rss;
    for (int r = 0; r < rounds; ++r) {
        for (const QString &mode : modes) {
            const auto f = runChild(mode, dataDir, home.path());
            if (!f) {
                out << "  " << mode << ": no first paint with rows (failed or timed out)" << Qt::endl;
                return 1;
            }
            out << "  round " << r + 1 << ", " << mode << ": first rows painted after "
                << QString::number(f->ms, 'f', 1) << " ms, peak " << f->hwmKiB / 1024 << " MiB, steady "
                << f->rssKiB / 1024 << " MiB, rows in the model at that paint " << f->rows;
            if (f->allRowsMs > 0)
                out << ", all rows in after " << QString::number(f->allRowsMs, 'f', 1) << " ms";
            out << Qt::endl;
            if (!f->steps.isEmpty())
                out << "    steps (ms): " << f->steps << Qt::endl;
            if (!f->memory.isEmpty())
                out << "    " << f->memory << Qt::endl;
            times[mode].append(f->ms);
            hwm[mode] = std::max(hwm.value(mode), f->hwmKiB);
            rss[mode] = std::max(rss.value(mode), f->rssKiB);
        }
    }
    const double b = median(times.value(QStringLiteral("bare")));
    const double bw = median(times.value(QStringLiteral("bare-widgets")));
    const double w = median(times.value(QStringLiteral("window")));
    out << "Median of " << rounds << ": bare table " << QString::number(b, 'f', 1) << " ms, window "
        << QString::number(w, 'f', 1) << " ms, ratio " << QString::number(w / b, 'f', 2) << "x" << Qt::endl;
    out << "Against the bare table linking Qt Widgets only (bench_startup_bare): "
        << QString::number(bw, 'f', 1) << " ms, ratio " << QString::number(w / bw, 'f', 2) << "x" << Qt::endl;
    out << "Memory (highest of the rounds): bare peak " << hwm.value(QStringLiteral("bare")) / 1024
        << " MiB / steady " << rss.value(QStringLiteral("bare")) / 1024
        << " MiB; bare (Qt Widgets only) peak " << hwm.value(QStringLiteral("bare-widgets")) / 1024
        << " MiB; window peak " << hwm.value(QStringLiteral("window")) / 1024 << " MiB / steady "
        << rss.value(QStringLiteral("window")) / 1024 << " MiB" << Qt::endl;
    return 0;
}
