// Stalls of the GUI thread in the real window: a probe timer (every 5 ms) on the GUI thread notes how late
// it fires; a late tick is the event loop being blocked for that long. The longest stall of each step is
// printed, and every stall >= 50 ms with the step that was running. Not a test: run it by hand
// (README.md, "Stalls").
//
//   bench_stalls [--rows 100000] [--invoices 100000] [--sync-timeout 900]
//
// Steps, driven only through the window's public objects, its QActions and QTest key/mouse events:
//   1. open a local copy of --rows synthetic invoices (service address refusing, so nothing else runs)
//   2. a full sync of a sandbox seeded with --invoices (a new session, empty copy)
//   3. an incremental sync (View → Refresh)
//   4. "Mark as sent" (or else "Archive") on 1,000 selected invoices (confirmations answered Yes)
//   5. "Delete" of 1,000 invoices not sent (sorted by the Sent column; confirmation answered Yes)
//   6. typing a search (one key every 60 ms), then clearing it
//   7. sorting by each column (a click on each header section)
//   8. Ctrl+A in the invoice list (last: it blocked for minutes when this was written)
#include "BenchRows.h"
#include "api/ApiConfig.h"
#include "api/SandboxLauncher.h"
#include "documents/DocumentActionCatalog.h"
#include "models/DocumentListModel.h"
#include "session/Profile.h"
#include "session/Session.h"
#include "store/DocumentStore.h"
#include "sync/SyncSummary.h"
#include "views/MainWindow.h"
#include "views/documents/DocumentsPage.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QLineEdit>
#include <QMessageBox>
#include <QMutex>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>
#include <QTimer>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <functional>
#include <thread>

namespace {

QTextStream out(stdout);

// The probe: ticks every 5 ms; a tick later than that by d ms means the loop was blocked for d ms.
class Probe : public QObject
{
public:
    explicit Probe(QObject *parent)
        : QObject(parent)
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(intervalMs);
        connect(&m_timer, &QTimer::timeout, this, [this] { tick(); });
        m_clock.start();
        m_timer.start();
        // A stall of many seconds says so while it lasts (the probe can only measure it once it ends).
        m_watchdog = std::thread([this] {
            qint64 reported = 0;
            while (!m_stop) {
                std::this_thread::sleep_for(std::chrono::milliseconds(200));
                const qint64 blocked = (m_clock.nsecsElapsed() - m_lastTick) / 1000000000;
                if (blocked >= 10 && blocked >= reported + 10) {
                    reported = blocked;
                    QMutexLocker lock(&m_stepMutex);
                    std::fprintf(stderr, "  (GUI thread blocked for %lld s so far, during: %s)\n",
                        static_cast<long long>(blocked), qPrintable(m_step));
                } else if (blocked < 10) {
                    reported = 0;
                }
            }
        });
    }
    ~Probe() override
    {
        m_stop = true;
        m_watchdog.join();
    }
    void beginStep(const QString &name)
    {
        {
            QMutexLocker lock(&m_stepMutex);
            m_step = name;
        }
        out << "  ... " << name << Qt::endl;
        m_longest = 0;
        m_last = m_clock.nsecsElapsed();
    }
    double longest() const { return m_longest; }
    QStringList stalls;

private:
    static constexpr int intervalMs = 5;
    void tick()
    {
        const qint64 now = m_clock.nsecsElapsed();
        const double stall = double(now - m_last) / 1e6 - intervalMs;
        m_last = now;
        m_lastTick = now;
        m_longest = std::max(m_longest, stall);
        // With the CLOCK_MONOTONIC seconds it ended at: `perf record -k CLOCK_MONOTONIC` then shows what the
        // GUI thread did then (`perf script --time`; README.md, "Stalls").
        if (stall >= 50)
            stalls << QStringLiteral("%1 ms during: %2 (ended at monotonic %3 s)")
                          .arg(stall, 0, 'f', 0)
                          .arg(m_step)
                          .arg(double(m_clock.msecsSinceReference()) / 1000.0 + double(now) / 1e9, 0, 'f', 3);
    }
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    std::atomic<qint64> m_lastTick {0};
    std::atomic<bool> m_stop {false};
    std::thread m_watchdog;
    QMutex m_stepMutex; // m_step is read by the watchdog
    double m_longest = 0;
    QString m_step;
};

// Runs the event loop until done() or the timeout; returns whether done() came true.
bool waitFor(const std::function<bool()> &done, int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    while (!done()) {
        if (timer.elapsed() > timeoutMs)
            return false;
        QTest::qWait(20);
    }
    return true;
}

// Answers every message box that comes up with its Yes/accept button, while a step runs.
void answerYes()
{
    for (QWidget *w : QApplication::topLevelWidgets()) {
        auto *box = qobject_cast<QMessageBox *>(w);
        if (!box || !box->isVisible())
            continue;
        QAbstractButton *yes = box->button(QMessageBox::Yes);
        if (!yes && !box->buttons().isEmpty())
            yes = box->buttons().first();
        if (yes)
            yes->click();
    }
}

// The action whose plain text is plainText, or starts with it and a space: for several documents the
// text names the count ("Delete 1000 invoices").
QAction *actionNamed(const QList<QAction *> &actions, const QString &plainText)
{
    for (QAction *a : actions) {
        const QString text = DocumentActionCatalog::plain(a->text());
        if (text == plainText || text.startsWith(plainText + QLatin1Char(' ')))
            return a;
    }
    return nullptr;
}

QString offered(const QList<QAction *> &actions)
{
    QStringList names;
    for (QAction *a : actions) {
        if (!a->isSeparator() && a->isEnabled())
            names << DocumentActionCatalog::plain(a->text());
    }
    return names.join(QStringLiteral(", "));
}

void selectRows(QTableView *table, int count)
{
    QAbstractItemModel *model = table->model();
    const int last = std::min(count, model->rowCount()) - 1;
    table->selectionModel()->select(
        QItemSelection(model->index(0, 0), model->index(last, model->columnCount() - 1)),
        QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    table->selectionModel()->setCurrentIndex(model->index(0, 0), QItemSelectionModel::NoUpdate);
}

} // namespace

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("InvoiceDesk-bench"));
    QCoreApplication::setApplicationName(QStringLiteral("InvoiceDesk-bench"));
    QCommandLineParser parser;
    const QCommandLineOption rowsOption(QStringLiteral("rows"), QStringLiteral("Invoices in the local copy."),
        QStringLiteral("n"), QStringLiteral("100000"));
    const QCommandLineOption invoicesOption(QStringLiteral("invoices"),
        QStringLiteral("Invoices the sandbox is seeded with."), QStringLiteral("n"),
        QStringLiteral("100000"));
    const QCommandLineOption timeoutOption(QStringLiteral("sync-timeout"),
        QStringLiteral("Seconds a sync may take."), QStringLiteral("s"), QStringLiteral("900"));
    parser.addOptions({rowsOption, invoicesOption, timeoutOption});
    parser.addHelpOption();
    parser.process(app);
    const int rows = parser.value(rowsOption).toInt();
    const int syncTimeoutMs = parser.value(timeoutOption).toInt() * 1000;

    // Before the window and the probe: the synthetic copy and the seeded sandbox.
    QTemporaryDir home;
    qputenv("XDG_CONFIG_HOME", home.filePath(QStringLiteral("config")).toUtf8());
    qputenv("XDG_DATA_HOME", home.filePath(QStringLiteral("data")).toUtf8());
    const QString copyAccount = QStringLiteral("00000000-0000-4000-8000-00000000bench");
    const QString copyDir = home.filePath(QStringLiteral("copy"));
    {
        DocumentStore store(copyDir, copyAccount);
        const QList<DocumentSummary> all = BenchRows::invoices(rows);
        for (qsizetype i = 0; i < all.size(); i += 5000) {
            if (!store.upsert(all.mid(i, 5000), 1)) {
                std::fprintf(
                    stderr, "the synthetic copy could not be written: %s\n", qPrintable(store.errorString()));
                return 1;
            }
        }
    }
    SandboxLauncher sandbox;
    QString error;
    QElapsedTimer seed;
    seed.start();
    if (!sandbox.startAndWait({QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--data"),
                                  home.filePath(QStringLiteral("sandbox")), QStringLiteral("--seed-invoices"),
                                  parser.value(invoicesOption), QStringLiteral("--quiet")},
            900000, &error)) {
        out << "sandbox: " << error << Qt::endl;
        return 2;
    }
    out << "Local copy of " << rows << " invoices written; sandbox seeded with "
        << parser.value(invoicesOption) << " invoices in " << seed.elapsed()
        << " ms (both before the probe starts)" << Qt::endl;

    MainWindow window;
    window.resize(1366, 768);
    window.show();
    DocumentsPage *page = window.documentsPage(DocumentKind::Invoice);
    QTableView *table = page->findChild<QTableView *>();
    Probe probe(&app);
    QTimer confirmations;
    QObject::connect(&confirmations, &QTimer::timeout, &app, answerYes);
    confirmations.start(100);

    struct Result
    {
        QString step;
        double longest;
        QString note;
    };
    QList<Result> results;
    const auto step = [&](const QString &name, const std::function<QString()> &run) {
        probe.beginStep(name);
        const QString note = run();
        QTest::qWait(300); // what the step left in the queue
        results.append({name, probe.longest(), note});
        out << "  " << name << ": longest stall " << QString::number(probe.longest(), 'f', 0) << " ms"
            << (note.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(note)) << Qt::endl;
    };
    // The end of the current sync sets *ok; the connections go with `context` (a step's local object).
    const auto syncDone = [&window](QObject *context, bool *ok) {
        Session *session = window.currentSession();
        QObject::connect(session, &Session::syncFinished, context, [ok] { *ok = true; });
        QObject::connect(session, &Session::syncFailed, context, [ok] { *ok = true; });
    };

    step(QStringLiteral("open a local copy of %1").arg(rows), [&] {
        Profile profile;
        profile.name = QStringLiteral("Bench copy");
        profile.serverUrl = QUrl(QStringLiteral("http://127.0.0.1:9"));
        profile.accountUuid = copyAccount;
        profile.accountName = QStringLiteral("Bench AG");
        window.openSession(profile, {profile.serverUrl, QStringLiteral("bench"), copyAccount}, copyDir);
        const bool in = waitFor([&] { return table->model()->rowCount() >= rows; }, 60000);
        QTest::qWait(2000);
        return in ? QString() : QStringLiteral("rows did not all arrive within 60 s");
    });

    Profile live;
    live.name = QStringLiteral("Bench sandbox");
    live.serverUrl = sandbox.url();
    live.accountUuid = sandbox.accounts().value(0);
    live.accountName = QStringLiteral("Muster Treuhand AG");
    const ApiConfig liveConfig {sandbox.url(), sandbox.token(), live.accountUuid};
    const int expected = parser.value(invoicesOption).toInt();
    step(QStringLiteral("full sync of %1 (new session, empty copy)").arg(expected), [&] {
        QElapsedTimer timer;
        timer.start();
        bool done = false;
        QObject context;
        window.openSession(live, liveConfig, home.filePath(QStringLiteral("live")));
        syncDone(&context, &done);
        const bool finished = waitFor([&] { return done; }, syncTimeoutMs);
        const double seconds = timer.elapsed() / 1000.0;
        // The list reloads from the store after the sync: wait for its rows too.
        waitFor([&] { return table->model()->rowCount() >= expected; }, 120000);
        return finished ? QStringLiteral("synced in %1 s, %2 rows listed after %3 s")
                              .arg(seconds, 0, 'f', 1)
                              .arg(table->model()->rowCount())
                              .arg(timer.elapsed() / 1000.0, 0, 'f', 1)
                        : QStringLiteral("not finished within the timeout");
    });

    step(QStringLiteral("incremental sync (View, Refresh)"), [&] {
        QAction *refresh = nullptr;
        for (QAction *a : window.findChildren<QAction *>()) {
            if (DocumentActionCatalog::plain(a->text()) == QLatin1String("Refresh"))
                refresh = a;
        }
        if (!refresh)
            return QStringLiteral("no Refresh action found");
        bool started = false;
        bool done = false;
        QObject context;
        QObject::connect(
            window.currentSession(), &Session::syncStarted, &context, [&started] { started = true; });
        syncDone(&context, &done);
        QElapsedTimer timer;
        timer.start();
        refresh->trigger();
        if (!waitFor([&] { return done; }, 120000))
            return QStringLiteral("no end within 120 s (%1)")
                .arg(started ? QStringLiteral("started") : QStringLiteral("never started"));
        return QStringLiteral("%1 s").arg(timer.elapsed() / 1000.0, 0, 'f', 1);
    });

    // "Mark as sent" where the 1,000 all offer it, else "Archive" (offered for every state of an invoice).
    step(QStringLiteral("an action on 1,000 selected"), [&] {
        selectRows(table, 1000);
        QAction *action = nullptr;
        waitFor(
            [&] {
                for (const QString &name : {QStringLiteral("Mark as sent"), QStringLiteral("Archive")}) {
                    action = actionNamed(page->pageActions(), name);
                    if (action && action->isEnabled())
                        return true;
                }
                return false;
            },
            60000);
        if (!action || !action->isEnabled())
            return QStringLiteral("neither \"Mark as sent\" nor \"Archive\" offered within 60 s; offered: %1")
                .arg(offered(page->pageActions()));
        const QString name = DocumentActionCatalog::plain(action->text());
        action->trigger();
        QTest::qWait(15000);
        return QStringLiteral("\"%1\" triggered, 15 s watched").arg(name);
    });

    // Delete is offered for invoices neither sent nor cancelled nor archived: sorted by the Sent column,
    // the not sent come first; 1,000 of them that are not archived (step 4 archived some) are selected.
    step(QStringLiteral("Delete 1,000 selected"), [&] {
        table->sortByColumn(DocumentListModel::SentStatus, Qt::AscendingOrder);
        QTest::qWait(1500);
        QAbstractItemModel *model = table->model();
        const int before = model->rowCount();
        QItemSelection selection;
        int picked = 0;
        for (int r = 0; r < model->rowCount() && picked < 1000; ++r) {
            const QModelIndex sent = model->index(r, DocumentListModel::SentStatus);
            const int state = sent.data(DocumentListModel::StateRole).toInt();
            if (sent.data(DocumentListModel::SortRole).toInt() != 0)
                break; // past the ones not sent
            if (state == int(DocumentListModel::DocumentState::Archived)
                || state == int(DocumentListModel::DocumentState::Cancelled))
                continue;
            selection.merge(QItemSelection(model->index(r, 0), model->index(r, model->columnCount() - 1)),
                QItemSelectionModel::Select);
            ++picked;
        }
        if (picked < 1000)
            return QStringLiteral("only %1 deletable invoices found").arg(picked);
        table->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
        table->selectionModel()->setCurrentIndex(selection.first().topLeft(), QItemSelectionModel::NoUpdate);
        QAction *remove = nullptr;
        waitFor(
            [&] {
                remove = actionNamed(page->pageActions(), QStringLiteral("Delete"));
                return remove && remove->isEnabled();
            },
            60000);
        if (!remove || !remove->isEnabled())
            return QStringLiteral("\"Delete\" not offered for the selection within 60 s; offered: %1")
                .arg(offered(page->pageActions()));
        remove->trigger();
        const bool gone = waitFor([&] { return table->model()->rowCount() <= before - 1000; }, 180000);
        QTest::qWait(3000); // the store forgets them on a pool thread, then a sync follows
        table->sortByColumn(DocumentListModel::Date, Qt::DescendingOrder); // as the window starts
        QTest::qWait(1500);
        return QStringLiteral("%1 rows before, %2 after%3")
            .arg(before)
            .arg(table->model()->rowCount())
            .arg(gone ? QString() : QStringLiteral(" (not all gone within 180 s)"));
    });

    step(QStringLiteral("typing a search"), [&] {
        // The page's own field: after the message boxes of the steps before, the offscreen window need not
        // be the active one, so focusSearch() alone may leave no focus widget to type into.
        page->focusSearch();
        QLineEdit *search = page->searchField();
        search->setFocus();
        // The first ten characters of the first listed customer's name (column 2), key by key.
        // QTest types ASCII only: the name up to its first other character.
        QString customer = table->model()->index(0, 2).data().toString().left(10);
        for (qsizetype i = 0; i < customer.size(); ++i) {
            if (customer.at(i).unicode() >= 0x80) {
                customer.truncate(i);
                break;
            }
        }
        QTest::keyClicks(search, customer, Qt::NoModifier, 60);
        QTest::qWait(1000);
        const QString shown =
            QStringLiteral("\"%1\" typed, %2 rows shown").arg(customer).arg(table->model()->rowCount());
        search->clear();
        QTest::qWait(1000);
        return shown;
    });

    QHeaderView *header = table->horizontalHeader();
    for (int c = 0; c < header->count(); ++c) {
        if (header->isSectionHidden(c))
            continue;
        const QString title = table->model()->headerData(c, Qt::Horizontal).toString();
        step(QStringLiteral("sort by column %1 (%2)").arg(c).arg(title), [&] {
            table->scrollTo(table->model()->index(0, c));
            const QPoint at(
                header->sectionViewportPosition(c) + header->sectionSize(c) / 2, header->height() / 2);
            QTest::mouseClick(header->viewport(), Qt::LeftButton, Qt::NoModifier, at);
            QTest::qWait(1500);
            return QString();
        });
    }

    // Last: with the code of main at the time of writing this blocks for minutes (see README).
    step(QStringLiteral("Ctrl+A on %1").arg(table->model()->rowCount()), [&] {
        table->setFocus();
        QTest::keyClick(table, Qt::Key_A, Qt::ControlModifier);
        QTest::qWait(3000); // the actions of the selection are worked out after it
        return QStringLiteral("%1 selected").arg(page->selectedUuids().size());
    });

    out << "\nStalls >= 50 ms (" << probe.stalls.size() << "):" << Qt::endl;
    for (const QString &s : std::as_const(probe.stalls))
        out << "  " << s << Qt::endl;
    double worst = 0;
    for (const Result &r : std::as_const(results))
        worst = std::max(worst, r.longest);
    out << "Longest stall over all steps: " << QString::number(worst, 'f', 0) << " ms (goal < 50 ms)"
        << Qt::endl;
    return 0;
}
