// Search as you type over 100,000 invoices: how long one keystroke takes to filter the list, through
// the same DocumentListModel + DocumentFilterModel the window uses. Not a test: run it by hand (README).
//   bench_search [rows]
#include "BenchRows.h"
#include "models/DocumentFilterModel.h"
#include "models/DocumentListModel.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QLocale>

#include <algorithm>
#include <cstdio>
#include <sys/resource.h>

namespace {

long peakRssKb()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

double msSince(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Switzerland));
    const int count = argc > 1 ? QString::fromLocal8Bit(argv[1]).toInt() : 100000;

    QElapsedTimer timer;
    timer.start();
    QList<DocumentSummary> rows = BenchRows::invoices(count);
    std::printf("rows: %d generated in %.0f ms\n", count, msSince(timer));

    DocumentListModel list;
    DocumentFilterModel filter;
    filter.setSourceModel(&list);
    filter.sort(DocumentListModel::Date, Qt::DescendingOrder);
    timer.restart();
    list.setRows(rows);
    std::printf("setRows (proxy: search index, sort by date, filter): %.1f ms\n", msSince(timer));

    std::printf("sort, first time per column (ascending) / the other way / again later (cached):\n");
    const QList<int> columns {DocumentListModel::Number, DocumentListModel::Date, DocumentListModel::Customer,
        DocumentListModel::Title, DocumentListModel::Total, DocumentListModel::OpenAmount,
        DocumentListModel::DueDate, DocumentListModel::State, DocumentListModel::Dunning,
        DocumentListModel::SentStatus};
    const QStringList names {QStringLiteral("Number"), QStringLiteral("Date"), QStringLiteral("Customer"),
        QStringLiteral("Title"), QStringLiteral("Total"), QStringLiteral("OpenAmount"),
        QStringLiteral("DueDate"), QStringLiteral("State"), QStringLiteral("Dunning"),
        QStringLiteral("SentStatus")};
    for (int column : columns) {
        timer.restart();
        filter.sort(column, Qt::AscendingOrder);
        const double firstTime = msSince(timer);
        timer.restart();
        filter.sort(column, Qt::DescendingOrder);
        const double other = msSince(timer);
        std::printf("  %-11s %7.1f ms  %5.1f ms\n", qPrintable(names.at(column)), firstTime, other);
    }
    for (int column : columns) {
        timer.restart();
        filter.sort(column, Qt::AscendingOrder);
        std::printf("  %-11s cached %5.1f ms\n", qPrintable(names.at(column)), msSince(timer));
    }
    filter.sort(DocumentListModel::Date, Qt::DescendingOrder);

    QList<double> all;
    const auto keystroke = [&](const QString &text) {
        timer.restart();
        filter.setSearchText(text);
        const double ms = msSince(timer);
        all.append(ms);
        std::printf("  %-25s %7d rows  %7.3f ms\n", qPrintable(QLatin1Char('"') + text + QLatin1Char('"')),
            filter.rowCount(), ms);
        return ms;
    };
    const auto typeAndDelete = [&](const QString &query) {
        for (int i = 1; i <= query.size(); ++i)
            keystroke(query.left(i));
        for (int i = query.size() - 1; i >= 0; --i)
            keystroke(query.left(i));
    };
    const auto summary = [](const char *what, QList<double> times) {
        std::sort(times.begin(), times.end());
        std::printf("%s: %lld keystrokes, median %.3f ms, max %.3f ms\n", what, qsizetype(times.size()),
            times.at(times.size() / 2), times.last());
    };

    std::printf("\ntyping \"müller ag 2025\", then deleting it (sorted by date, quick filter All):\n");
    typeAndDelete(QStringLiteral("müller ag 2025"));
    summary("müller ag 2025", all);

    std::printf("\nharder cases:\n");
    keystroke(QStringLiteral("e")); // the commonest letter: nearly every row stays
    keystroke(QStringLiteral("er"));
    keystroke(QStringLiteral("er "));
    keystroke(QStringLiteral("er a")); // a second short word over ~all rows
    keystroke(QString());
    const QString customer = rows.at(count / 2).receiverName.toLower();
    keystroke(customer); // pasted: a fresh search with several words
    keystroke(customer.section(QLatin1Char(' '), 1)); // first word deleted: no earlier result to reuse
    keystroke(rows.at(count / 3).number); // a number, pasted
    keystroke(QStringLiteral("po-5")); // a reference
    keystroke(QString());
    filter.setQuickFilter(DocumentFilterModel::Open);
    filter.sort(DocumentListModel::Customer, Qt::AscendingOrder);
    std::printf("quick filter Open (%d rows), sorted by customer:\n", filter.rowCount());
    typeAndDelete(QStringLiteral("bäckerei"));
    filter.setQuickFilter(DocumentFilterModel::All);

    std::sort(all.begin(), all.end());
    summary("all keystrokes", all);
    std::printf("target: every keystroke < 16 ms: %s\n", all.last() < 16.0 ? "met" : "MISSED");
    std::printf("peak RSS: %.0f MiB\n", double(peakRssKb()) / 1024);
    return all.last() < 16.0 ? 0 : 1;
}
