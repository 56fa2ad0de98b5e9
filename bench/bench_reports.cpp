// Reports over 100,000 invoices: reading the local copy (list rows and stored details with positions),
// updating it after 10 and after 1,000 documents were written, and computing open items, revenue and the VAT
// summary, each on a pool thread as the Reports pages do. Not a test: run it by hand (README).
//   bench_reports [invoices]
#include "reports/ReportCache.h"
#include "reports/ReportSource.h"
#include "reports/ReportTable.h"
#include "reports/Reports.h"
#include "store/DocumentStore.h"
#include "store/StoreTransaction.h"
#include "store/SyncState.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtConcurrent>

#include <cstdio>
#include <ctime>
#include <functional>
#include <memory>
#include <random>
#include <sys/resource.h>

namespace {

QString money(qint64 minor)
{
    return QString::number(minor / 100) + QLatin1Char('.')
        + QString::number(minor % 100).rightJustified(2, QLatin1Char('0'));
}

// Invoices over four years for 5,000 customers, 1 to 5 positions each at the Swiss rates of their year,
// a tenth in EUR, some open and overdue, some cancelled; one credit note per 20 invoices.
bool fill(const QString &dir, int invoices)
{
    std::mt19937 rng(7);
    DocumentStore store(dir, QStringLiteral("bench"));
    StoreTransaction tx(store.database());
    QList<DocumentSummary> rows;
    QList<std::pair<DocumentSummary, QByteArray>> details;
    const QDate today = QDate::currentDate();
    const int credits = invoices / 20;
    for (int i = 0; i < invoices + credits; ++i) {
        const bool credit = i >= invoices;
        DocumentSummary s;
        s.kind = credit ? DocumentKind::CreditNote : DocumentKind::Invoice;
        s.id = i + 1;
        s.uuid = QStringLiteral("doc-%1").arg(i);
        s.number =
            QStringLiteral("%1-%2").arg(credit ? QStringLiteral("GS") : QStringLiteral("RE")).arg(i + 1);
        s.date = today.addDays(-int(rng() % 1460));
        s.dueDate = s.date.addDays(30);
        s.currency = rng() % 10 == 0 ? QStringLiteral("EUR") : QStringLiteral("CHF");
        const int customer = int(rng() % 5000);
        s.companyUuid = QStringLiteral("company-%1").arg(customer);
        s.receiverName = QStringLiteral("Kunde %1 AG").arg(customer);
        s.customerNumber = QString::number(10000 + customer);
        s.cancelled = rng() % 50 == 0;
        s.dunningLevel = QStringList {QStringLiteral("NO_DUNNING"), QStringLiteral("REMINDER"),
            QStringLiteral("FIRST_DUNNING")}
                             .at(int(rng() % 3));
        const bool old = s.date.year() < 2024;
        const qint64 rates[] = {old ? 770 : 810, old ? 250 : 260, old ? 370 : 380, 0};
        QJsonArray positions;
        qint64 total = 0;
        const int lines = 1 + int(rng() % 5);
        for (int l = 0; l < lines; ++l) {
            const qint64 line = 1000 + qint64(rng() % 200000);
            const qint64 rate = rates[rng() % 4];
            const qint64 vat = (line * rate + 5000) / 10000;
            total += line + vat;
            positions.append(QJsonObject {{QStringLiteral("kind"), QStringLiteral("product")},
                {QStringLiteral("positionTotal"), money(line)},
                {QStringLiteral("vat"),
                    QJsonObject {{QStringLiteral("percentage"), money(rate)},
                        {QStringLiteral("amount"), money(vat)}}}});
        }
        s.totalMinor = total;
        s.openMinor = !credit && !s.cancelled && rng() % 4 == 0 ? total : 0;
        rows.append(s);
        details.append({s,
            QJsonDocument(
                QJsonObject {{QStringLiteral("uuid"), s.uuid}, {QStringLiteral("pricesIncludeVat"), false},
                    {QStringLiteral("positions"), positions}})
                .toJson(QJsonDocument::Compact)});
    }
    if (!store.upsert(rows, 1))
        return false;
    for (const auto &[s, json] : details) {
        if (!store.saveDetail(s.kind, s.uuid, json))
            return false;
    }
    SyncState state(store.database());
    for (const char *kind : {"invoices", "credit-notes"}) {
        if (!state.setDateTime(
                QStringLiteral("watermark/") + QLatin1String(kind), QDateTime::currentDateTimeUtc()))
            return false;
    }
    return state.setDateTime(QStringLiteral("lastSyncedAt"), QDateTime::currentDateTimeUtc()) && tx.commit();
}

// `count` invoices (every 7th from `first`) paid and dunned anew, their details saved again.
bool change(const QString &dir, int first, int count)
{
    DocumentStore store(dir, QStringLiteral("bench"));
    StoreTransaction tx(store.database());
    QList<DocumentSummary> rows;
    for (int i = first; i < first + count; ++i) {
        const auto row = store.find(DocumentKind::Invoice, QStringLiteral("doc-%1").arg(i * 7));
        if (!row)
            return false;
        DocumentSummary s = *row;
        s.openMinor = 0;
        s.dunningLevel = QStringLiteral("FINAL_DUNNING");
        rows.append(s);
        if (!store.saveDetail(s.kind, s.uuid, store.detail(s.kind, s.uuid)))
            return false;
    }
    return store.upsert(rows) && tx.commit();
}

// Wall time and the pool thread's CPU time of one step, in ms. On a machine shared with other builds
// the wall time is mostly waiting for a core; the CPU time is what the step costs.
struct Timing
{
    double wall = 0;
    double cpu = 0;
    long faults = 0; // minor page faults: memory the step touched for the first time
    QString thread;
};

double threadCpuMs()
{
    timespec t {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

// Runs `work` on a pool thread, as the pages do.
Timing timed(const std::function<void()> &work)
{
    Timing timing;
    QElapsedTimer timer;
    timer.start();
    QtConcurrent::run([&] {
        const double start = threadCpuMs();
        rusage before {};
        getrusage(RUSAGE_THREAD, &before);
        work();
        timing.cpu = threadCpuMs() - start;
        rusage after {};
        getrusage(RUSAGE_THREAD, &after);
        timing.faults = after.ru_minflt - before.ru_minflt;
        timing.thread = QString::number(quintptr(QThread::currentThreadId()) % 1000);
    }).waitForFinished();
    timing.wall = double(timer.nsecsElapsed()) / 1e6;
    return timing;
}

void print(const QString &what, const Timing &t, const QString &more = {})
{
    std::printf("%-52s %8.1f ms (CPU %6.1f ms, %6ld faults, t%s)%s\n", qPrintable(what), t.wall, t.cpu,
        t.faults, qPrintable(t.thread), qPrintable(more));
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int invoices = argc > 1 ? QString::fromLocal8Bit(argv[1]).toInt() : 100000;
    QTemporaryDir dir;
    QElapsedTimer timer;
    timer.start();
    if (!fill(dir.path(), invoices)) {
        std::fprintf(stderr, "bench_reports: filling the store failed\n");
        return 2;
    }
    std::printf("store: %d invoices and %d credit notes with positions written in %lld ms\n", invoices,
        invoices / 20, timer.elapsed());

    const QDate today = QDate::currentDate();
    const QString account = QStringLiteral("bench");
    std::shared_ptr<const ReportSource> source;
    ReportCache cache(dir.path(), account); // the session's
    // The first read after the details arrived parses every detail's JSON and keeps the VAT lines it
    // derived (report_vat); a full read later uses them. The reports pages read in full once per
    // session and after that only what changed (ReportCache::current, owned by the session).
    const Timing cold = timed([&] { source = cache.current(); });
    print(QStringLiteral("first read (derives the VAT lines)"), cold,
        QStringLiteral(" %1 documents").arg(source->documents.size()));
    print(QStringLiteral("full read (rows, derived VAT lines, sync state)"), timed([&] {
        source = std::make_shared<const ReportSource>(ReportSource::load(dir.path(), account));
    }));
    print(QStringLiteral("update, nothing changed"), timed([&] { source = cache.current(); }));
    // A few documents (a payment, an incremental sync), then a large sync's worth; the reports below are
    // timed after the large one.
    Timing update;
    int first = 0;
    for (const int changes : {10, 1000}) {
        const int count = qMin(changes, invoices / 7 - first);
        const Timing written = timed([&] {
            if (!change(dir.path(), first, count))
                std::fprintf(stderr, "bench_reports: changing the store failed\n");
        });
        first += count;
        update = timed([&] { source = cache.current(); });
        print(QStringLiteral("update after %1 documents were written").arg(count), update,
            QStringLiteral(" (written in %1 ms)").arg(qRound(written.wall)));
    }

    // What a page does after a store change: the update above, then its report. The goal is for both
    // together, in wall time.
    const double limit = 200;
    bool slow = false;
    const auto report = [&](const char *name, const std::function<void()> &work) {
        const Timing t = timed(work);
        const double total = update.wall + t.wall;
        const bool over = total >= limit;
        slow = slow || over;
        print(QString::fromLatin1(name), t,
            QStringLiteral(", after the update %1 ms%2")
                .arg(total, 0, 'f', 1)
                .arg(over ? QStringLiteral("  OVER") : QString()));
    };
    report("open items as of today (+ table)", [&] {
        const OpenItemsReport r = Reports::openItems(*source, today);
        ReportTables::openItems(r);
    });
    for (const auto &[name, period] : {std::pair {"revenue by month (+ both tables)", RevenuePeriod::Month},
             std::pair {"revenue by quarter (+ both tables)", RevenuePeriod::Quarter},
             std::pair {"revenue by year (+ both tables)", RevenuePeriod::Year}}) {
        report(name, [&, period = period] {
            const RevenueReport r = Reports::revenue(*source, today.year(), period);
            ReportTables::revenueByPeriod(r);
            ReportTables::revenueByCustomer(r);
        });
    }
    report("VAT summary, one quarter (+ table)", [&] {
        const VatReport r = Reports::vat(*source, QDate(today.year(), 1, 1), QDate(today.year(), 3, 31));
        ReportTables::vat(r, *source);
    });
    report("VAT summary, a whole year (+ table)", [&] {
        const VatReport r =
            Reports::vat(*source, QDate(today.year() - 1, 1, 1), QDate(today.year() - 1, 12, 31));
        ReportTables::vat(r, *source);
    });
    return slow ? 1 : 0;
}
