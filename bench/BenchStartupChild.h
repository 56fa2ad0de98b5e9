// What the children of bench_startup share: the clock, the first paint with rows, the bare table and the
// lines they print for the parent. Header only: bench_startup_bare includes it without any project library.
#pragma once

#include <QApplication>
#include <QFile>
#include <QStandardItemModel>
#include <QTableView>
#include <QTextStream>

#include <ctime>
#include <functional>

namespace BenchStartup {

inline qint64 monotonicNs()
{
    timespec ts {};
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return qint64(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}

// A field of /proc/self/status in KiB (VmHWM: peak resident, VmRSS: resident now).
inline qint64 statusKiB(const char *field)
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

// Moments of a child on the way to its first paint (CLOCK_MONOTONIC), printed as "PHASES" and reported by
// the parent as the time each step took.
struct Phases
{
    qint64 main = 0; // main() entered: the process and its libraries loaded, static initialisers run
    qint64 app = 0; // QApplication made
    qint64 built = 0; // the window (or the bare table) made
    qint64 shown = 0; // show() returned
    qint64 opened = 0; // openSession returned (the window only)
};

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

// The baseline: a window with a table of 50 rows by 8 columns, nothing else.
inline QTableView *bareTable()
{
    auto *table = new QTableView;
    auto *items = new QStandardItemModel(50, 8, table);
    for (int r = 0; r < 50; ++r) {
        for (int c = 0; c < 8; ++c)
            items->setItem(r, c, new QStandardItem(QStringLiteral("RE-2026-%1 %2").arg(r).arg(c)));
    }
    table->setModel(items);
    return table;
}

// The lines the parent reads: when the first rows were painted, the memory 3 s later, the steps.
inline void printResult(qint64 paintedAt, int rowsAtPaint, qint64 allRowsAt, const Phases &phases)
{
    QTextStream(stdout) << "RESULT " << paintedAt << ' ' << statusKiB("VmHWM:") << ' ' << statusKiB("VmRSS:")
                        << ' ' << rowsAtPaint << ' ' << allRowsAt << ' ' << Qt::endl;
    QTextStream(stdout) << "PHASES " << phases.main << ' ' << phases.app << ' ' << phases.built << ' '
                        << phases.shown << ' ' << phases.opened << Qt::endl;
}

} // namespace BenchStartup
