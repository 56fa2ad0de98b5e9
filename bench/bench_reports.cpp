// Reports over 100,000 invoices: reading the local copy (list rows and stored details with positions)
// and computing open items, revenue and the VAT summary, each on a pool thread as the Reports pages do.
// Not a test: run it by hand (README).
//   bench_reports [invoices]
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
#include <functional>
#include <random>

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

// Runs `work` on a pool thread, as the pages do, and returns its wall time in ms.
double timed(const std::function<void()> &work)
{
    QElapsedTimer timer;
    timer.start();
    QtConcurrent::run(work).waitForFinished();
    return double(timer.nsecsElapsed()) / 1e6;
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
    ReportSource source;
    // The first read after the details arrived parses every detail's JSON and keeps the VAT lines it
    // derived (report_vat); later reads (after each sync) use them.
    const double cold = timed([&] { source = ReportSource::load(dir.path(), QStringLiteral("bench")); });
    std::printf("%-44s %8.1f ms (%lld documents)\n", "first load (derives the VAT lines)", cold,
        qint64(source.documents.size()));
    const double load = timed([&] { source = ReportSource::load(dir.path(), QStringLiteral("bench")); });
    std::printf("%-44s %8.1f ms\n", "load (rows, derived VAT lines, sync state)", load);

    const double limit = 200;
    bool slow = false;
    const auto report = [&](const char *name, const std::function<void()> &work) {
        const double ms = timed(work);
        const bool over = ms >= limit;
        slow = slow || over;
        std::printf("%-44s %8.1f ms%s\n", name, ms, over ? "  OVER" : "");
    };
    report("open items as of today (+ table)", [&] {
        const OpenItemsReport r = Reports::openItems(source, today);
        ReportTables::openItems(r);
    });
    for (const auto &[name, period] : {std::pair {"revenue by month (+ both tables)", RevenuePeriod::Month},
             std::pair {"revenue by quarter (+ both tables)", RevenuePeriod::Quarter},
             std::pair {"revenue by year (+ both tables)", RevenuePeriod::Year}}) {
        report(name, [&, period = period] {
            const RevenueReport r = Reports::revenue(source, today.year(), period);
            ReportTables::revenueByPeriod(r);
            ReportTables::revenueByCustomer(r);
        });
    }
    report("VAT summary, one quarter (+ table)", [&] {
        const VatReport r = Reports::vat(source, QDate(today.year(), 1, 1), QDate(today.year(), 3, 31));
        ReportTables::vat(r, source);
    });
    report("VAT summary, a whole year (+ table)", [&] {
        const VatReport r =
            Reports::vat(source, QDate(today.year() - 1, 1, 1), QDate(today.year() - 1, 12, 31));
        ReportTables::vat(r, source);
    });
    return slow ? 1 : 0;
}
