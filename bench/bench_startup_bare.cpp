// The bare baseline of bench_startup as its own program linking Qt Widgets only (18 shared libraries
// against the window's 69): a Qt window with a table and nothing of InvoiceDesk. bench_startup starts it
// beside its own bare child (the same table in the benchmark's binary, which loads every library the
// window does) and the window, so the share of loading the libraries is seen apart. Not run by hand.
//
//   bench_startup_bare --child bare-widgets --data DIR
#include "BenchStartupChild.h"

#include <QTimer>

using namespace BenchStartup;

int main(int argc, char *argv[])
{
    Phases phases;
    phases.main = monotonicNs();
    PaintClock app(argc, argv);
    phases.app = monotonicNs();
    std::unique_ptr<QTableView> table(bareTable());
    QAbstractItemModel *model = table->model();
    app.viewport = table->viewport();
    table->resize(1366, 768);
    phases.built = monotonicNs();
    table->show();
    phases.shown = monotonicNs();
    app.rowsIn = [model] {
        return model->rowCount() > 0;
    };
    qint64 paintedAt = 0;
    int rowsAtPaint = 0;
    app.painted = [&](qint64 now) {
        paintedAt = now;
        rowsAtPaint = model->rowCount();
        QTimer::singleShot(3000, &app, [&] {
            printResult(paintedAt, rowsAtPaint, 0, phases);
            app.quit();
        });
    };
    QTimer::singleShot(120000, &app, [&app] { app.exit(3); });
    return app.exec();
}
