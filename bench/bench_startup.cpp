// Start of the window: process start -> first invoice rows painted, from a local copy of 100,000 invoices,
// beside a bare Qt window with a QTableView in the same run, and the peak (VmHWM) and steady (VmRSS, three
// seconds after the first rows) memory of both. Not a test: run it by hand (README.md, "Start").
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
#include <QFile>
#include <QProcess>
#include <QStandardItemModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <algorithm>
#include <ctime>
#include <malloc.h>

namespace {

const QString account = QStringLiteral("00000000-0000-4000-8000-00000000bench");

qint64 monotonicNs()
{
    timespec ts {};
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return qint64(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}

// A field of /proc/self/status in KiB (VmHWM: peak resident, VmRSS: resident now).
qint64 statusKiB(const char *field)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith(field))
            return line.mid(qstrlen(field) + 1).trimmed().split(' ').value(0).toLongLong();
    }
    return -1;
}

// Bytes of the malloc heap in use now (mallinfo2: arena and mmapped blocks), in KiB.
qint64 heapKiB()
{
    const struct mallinfo2 info = mallinfo2();
    return qint64((info.uordblks + info.hblkhd) / 1024);
}

// Notes the moment the first Paint of `viewport` is handled while its model has rows.
class PaintClock : public QApplication
{
public:
    using QApplication::QApplication;
    QWidget *viewport = nullptr;
    std::function<bool()> rowsIn;
    std::function<void(qint64)> painted;

    bool notify(QObject *receiver, QEvent *event) override
    {
        const bool isPaint = event->type() == QEvent::Paint && receiver == viewport && viewport;
        const bool result = QApplication::notify(receiver, event);
        if (isPaint && painted && rowsIn()) {
            const qint64 now = monotonicNs();
            auto done = std::move(painted);
            painted = nullptr;
            done(now);
        }
        return result;
    }
};

int child(int argc, char *argv[], const QString &mode, const QString &dataDir)
{
    PaintClock app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("InvoiceDesk"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("invoicedesk.ch"));
    QCoreApplication::setApplicationName(QStringLiteral("InvoiceDesk"));
    std::unique_ptr<QWidget> window;
    QAbstractItemModel *model = nullptr;
    if (mode == QLatin1String("bare")) {
        // The baseline: a window with a table of 50 rows by 8 columns, nothing else.
        auto *table = new QTableView;
        auto *items = new QStandardItemModel(50, 8, table);
        for (int r = 0; r < 50; ++r) {
            for (int c = 0; c < 8; ++c)
                items->setItem(r, c, new QStandardItem(QStringLiteral("RE-2026-%1 %2").arg(r).arg(c)));
        }
        table->setModel(items);
        model = items;
        app.viewport = table->viewport();
        window.reset(table);
        window->resize(1366, 768);
        window->show();
    } else {
        auto *main = new MainWindow;
        window.reset(main);
        QTableView *table = main->documentsPage(DocumentKind::Invoice)->findChild<QTableView *>();
        app.viewport = table->viewport();
        main->resize(1366, 768);
        // As AppController::start and openWithToken: shown first, then the session opened into it.
        main->show();
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
            QTextStream(stdout) << "RESULT " << paintedAt << ' ' << statusKiB("VmHWM:") << ' '
                                << statusKiB("VmRSS:") << ' ' << rowsAtPaint << ' ' << allRowsAt << ' '
                                << Qt::endl;
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
};

std::optional<Figures> runChild(const QString &mode, const QString &dataDir, const QString &home)
{
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
    process.start(QCoreApplication::applicationFilePath(),
        {QStringLiteral("--child"), mode, QStringLiteral("--data"), dataDir});
    if (!process.waitForFinished(180000))
        return std::nullopt;
    std::optional<Figures> figures;
    QString memory;
    for (const QByteArray &line : process.readAllStandardOutput().split('\n')) {
        if (line.startsWith("MEMORY "))
            memory = QString::fromUtf8(line.mid(7));
        if (!line.startsWith("RESULT "))
            continue;
        const QList<QByteArray> f = line.mid(7).split(' ');
        const qint64 all = f.value(4).toLongLong();
        figures = Figures {double(f.value(0).toLongLong() - started) / 1e6, f.value(1).toLongLong(),
            f.value(2).toLongLong(), f.value(3).toLongLong(), all > 0 ? double(all - started) / 1e6 : 0,
            QString()};
    }
    if (figures)
        figures->memory = memory;
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
    for (int i = 1; i + 3 < argc; ++i) {
        if (qstrcmp(argv[i], "--child") == 0 && qstrcmp(argv[i + 2], "--data") == 0)
            return child(
                argc, argv, QString::fromLocal8Bit(argv[i + 1]), QString::fromLocal8Bit(argv[i + 3]));
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

    QList<double> bare;
    QList<double> window;
    qint64 bareHwm = 0;
    qint64 windowHwm = 0;
    qint64 bareRss = 0;
    qint64 windowRss = 0;
    for (int r = 0; r < rounds; ++r) {
        for (const QString &mode : {QStringLiteral("bare"), QStringLiteral("window")}) {
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
            if (!f->memory.isEmpty())
                out << "    " << f->memory << Qt::endl;
            (mode == QLatin1String("bare") ? bare : window).append(f->ms);
            qint64 &hwm = mode == QLatin1String("bare") ? bareHwm : windowHwm;
            qint64 &rss = mode == QLatin1String("bare") ? bareRss : windowRss;
            hwm = std::max(hwm, f->hwmKiB);
            rss = std::max(rss, f->rssKiB);
        }
    }
    const double b = median(bare);
    const double w = median(window);
    out << "Median of " << rounds << ": bare table " << QString::number(b, 'f', 1) << " ms, window "
        << QString::number(w, 'f', 1) << " ms, ratio " << QString::number(w / b, 'f', 2) << "x" << Qt::endl;
    out << "Memory (highest of the rounds): bare peak " << bareHwm / 1024 << " MiB / steady "
        << bareRss / 1024 << " MiB; window peak " << windowHwm / 1024 << " MiB / steady " << windowRss / 1024
        << " MiB" << Qt::endl;
    return 0;
}
