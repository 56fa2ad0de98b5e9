// Search as you type over 100,000 invoices: how long one keystroke takes to filter the list, through
// the same DocumentListModel + DocumentFilterModel the window uses. Not a test: run it by hand (README).
//   bench_search [rows]
#include "DocumentFilterModel.h"
#include "DocumentListModel.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <random>
#include <sys/resource.h>

namespace {

QList<DocumentSummary> makeRows(int count)
{
    const char *const names[] = {"Müller AG", "Bernasconi Architettura SA", "Weber Treuhand GmbH",
        "Schneider Holzbau AG", "Keller & Partner", "Bäckerei Huber GmbH", "Favre Ingénierie Sàrl",
        "Rossi Trasporti SA", "Gerber Elektro AG", "Zürcher Druckerei AG", "Meier Gartenbau GmbH",
        "Fontana Vini Sagl", "Brunner Immobilien AG", "Dubois Horlogerie SA", "Steiner Sanitär GmbH",
        "Lüthi Metallbau AG"};
    const char *const titles[] = {"Buchhaltung", "Beratung", "Jahresabschluss", "Lohnadministration",
        "IT-Ausstattung", "Steuern", "Workshop", "Auslagen"};
    std::mt19937 rng(42);
    QList<DocumentSummary> rows;
    rows.reserve(count);
    const QDate start(2023, 1, 1);
    for (int i = 0; i < count; ++i) {
        DocumentSummary s;
        s.id = i + 1;
        s.uuid = QStringLiteral("%1").arg(i, 36, 10, QLatin1Char('0'));
        s.date = start.addDays(int(rng() % 1400));
        s.dueDate = s.date.addDays(30);
        s.number = QStringLiteral("RE-%1-%2").arg(s.date.year()).arg(i % 100000, 5, 10, QLatin1Char('0'));
        s.receiverName = QString::fromUtf8(names[rng() % std::size(names)]);
        s.customerNumber = QString::number(1000 + rng() % 900);
        s.title = QString::fromUtf8(titles[rng() % std::size(titles)]) + QLatin1Char(' ') + s.receiverName;
        s.reference = QStringLiteral("PO-%1").arg(10000 + rng() % 89999);
        s.currency = QStringLiteral("CHF");
        s.totalMinor = qint64(rng() % 2000000);
        s.openMinor = rng() % 3 == 0 ? s.totalMinor : 0;
        s.sentStatus = QStringLiteral("SENT");
        rows.append(s);
    }
    return rows;
}

long peakRssKb()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int count = argc > 1 ? QString::fromLocal8Bit(argv[1]).toInt() : 100000;

    QElapsedTimer timer;
    timer.start();
    DocumentListModel list;
    DocumentFilterModel filter;
    filter.setSourceModel(&list);
    list.setRows(makeRows(count));
    std::printf("rows: %d, load + index: %.1f ms\n", count, timer.nsecsElapsed() / 1e6);

    for (int column : {int(DocumentListModel::Date), int(DocumentListModel::Number),
             int(DocumentListModel::Customer), int(DocumentListModel::Total)}) {
        timer.restart();
        filter.sort(column, Qt::DescendingOrder);
        std::printf("sort column %d: %.1f ms\n", column, timer.nsecsElapsed() / 1e6);
    }
    filter.sort(DocumentListModel::Date, Qt::DescendingOrder);

    const QString query = QStringLiteral("müller ag 2025");
    QList<double> times;
    const auto keystroke = [&](const QString &text) {
        timer.restart();
        filter.setSearchText(text);
        const double ms = timer.nsecsElapsed() / 1e6;
        times.append(ms);
        std::printf("  %-16s %7d rows  %6.2f ms\n", qPrintable(QLatin1Char('"') + text + QLatin1Char('"')),
            filter.rowCount(), ms);
    };
    std::printf("typing:\n");
    for (int i = 1; i <= query.size(); ++i)
        keystroke(query.left(i));
    std::printf("deleting:\n");
    for (int i = query.size() - 1; i >= 0; --i)
        keystroke(query.left(i));

    std::sort(times.begin(), times.end());
    std::printf("keystrokes: %lld, median %.2f ms, max %.2f ms (target < 16 ms)\n", qsizetype(times.size()),
        times.at(times.size() / 2), times.last());
    std::printf("peak RSS: %ld MiB\n", peakRssKb() / 1024);
    return times.last() < 16.0 ? 0 : 1;
}
