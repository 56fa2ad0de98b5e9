// The accounts overview at scale (issue 34): 50 accounts of 10,000 invoices each, their local copies
// written directly through the store layer, then the real AccountsOverviewPage shown and given the 50
// accounts; timed from setAccounts (the page being opened) until every account's rows are in the model and
// the table has painted them. Not a test: run it by hand (README, "Accounts overview").
//   bench_accounts [accounts [invoices [folder]]]   (a folder given is kept and reused when filled)
#include "session/AccountDirectory.h"
#include "store/DocumentStore.h"
#include "store/RecordStore.h"
#include "store/StoreTransaction.h"
#include "store/SyncState.h"
#include "views/accounts/AccountsOverviewModel.h"
#include "views/accounts/AccountsOverviewPage.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMainWindow>
#include <QTableView>
#include <QTemporaryDir>

#include <cstdio>
#include <ctime>
#include <random>

namespace {

// The process's CPU time (every thread), so a run on a loaded machine can be told from a slow one.
double cpuMs()
{
    timespec t {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

QString money(qint64 minor)
{
    return QString::number(minor / 100) + QLatin1Char('.')
        + QString::number(minor % 100).rightJustified(2, QLatin1Char('0'));
}

// Invoices over two years, a tenth in EUR; a quarter open, of those the older ones overdue at a dunning
// level with their list row's dunning dates and a current detail; the dunning settings as the service
// gives them.
bool fill(const QString &dir, const QString &account, int invoices, unsigned seed)
{
    std::mt19937 rng(seed);
    DocumentStore store(dir, account);
    StoreTransaction tx(store.database());
    QList<DocumentSummary> rows;
    QList<std::pair<DocumentSummary, QByteArray>> details;
    const QDate today = QDate::currentDate();
    const QStringList levels {QStringLiteral("NO_DUNNING"), QStringLiteral("REMINDER"),
        QStringLiteral("FIRST_DUNNING"), QStringLiteral("FINAL_DUNNING")};
    for (int i = 0; i < invoices; ++i) {
        DocumentSummary s;
        s.kind = DocumentKind::Invoice;
        s.id = i + 1;
        s.uuid = QStringLiteral("inv-%1").arg(i);
        s.number = QStringLiteral("RE-%1").arg(i + 1);
        s.date = today.addDays(-int(rng() % 730));
        s.dueDate = s.date.addDays(30);
        s.currency = rng() % 10 == 0 ? QStringLiteral("EUR") : QStringLiteral("CHF");
        const int customer = int(rng() % 2000);
        s.companyUuid = QStringLiteral("company-%1").arg(customer);
        s.receiverName = QStringLiteral("Kunde %1 AG").arg(customer);
        s.customerNumber = QString::number(10000 + customer);
        s.cancelled = rng() % 50 == 0;
        s.totalMinor = 1000 + qint64(rng() % 500000);
        s.openMinor = !s.cancelled && rng() % 4 == 0 ? s.totalMinor : 0;
        const bool overdue = s.openMinor > 0 && s.dueDate < today;
        const int level = overdue ? int(rng() % 4) : 0;
        s.dunningLevel = levels.at(level);
        QJsonObject item {{QStringLiteral("uuid"), s.uuid}, {QStringLiteral("dunningLevel"), s.dunningLevel}};
        if (level > 0)
            item.insert(
                QStringLiteral("lastDunningDate"), s.dueDate.addDays(10 * level).toString(Qt::ISODate));
        s.json = QJsonDocument(item).toJson(QJsonDocument::Compact);
        rows.append(s);
        if (overdue) {
            QJsonObject detail = item;
            detail.insert(QStringLiteral("positions"),
                QJsonArray {QJsonObject {{QStringLiteral("kind"), QStringLiteral("product")},
                    {QStringLiteral("positionTotal"), money(s.totalMinor)}}});
            details.append({s, QJsonDocument(detail).toJson(QJsonDocument::Compact)});
        }
    }
    if (!store.upsert(rows, 1))
        return false;
    for (const auto &[s, json] : details) {
        if (!store.saveDetail(s.kind, s.uuid, json))
            return false;
    }
    QJsonObject dunnings {{QStringLiteral("enableDunning"), true}};
    for (int level = 1; level <= 3; ++level)
        dunnings.insert(QStringLiteral("dunningLevel%1").arg(level),
            QJsonObject {{QStringLiteral("isEnabled"), true}, {QStringLiteral("numberOfDays"), 10 * level}});
    if (!RecordStore(store.database()).saveSetting(QStringLiteral("dunnings"), dunnings))
        return false;
    SyncState state(store.database());
    for (const char *kind : {"invoices", "credit-notes"}) {
        if (!state.setDateTime(
                QStringLiteral("watermark/") + QLatin1String(kind), QDateTime::currentDateTimeUtc()))
            return false;
    }
    return state.setDateTime(
               QStringLiteral("lastSyncedAt"), QDateTime::currentDateTimeUtc().addSecs(-qint64(seed) * 3600))
        && tx.commit();
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const int accounts = argc > 1 ? QString::fromLocal8Bit(argv[1]).toInt() : 50;
    const int invoices = argc > 2 ? QString::fromLocal8Bit(argv[2]).toInt() : 10000;
    QTemporaryDir temporary;
    const QString dir = argc > 3 ? QString::fromLocal8Bit(argv[3]) : temporary.path();
    QDir().mkpath(dir);

    QList<KnownAccount> known;
    QElapsedTimer timer;
    timer.start();
    int filled = 0;
    for (int a = 0; a < accounts; ++a) {
        KnownAccount k;
        const QString uuid = QStringLiteral("bench-account-%1").arg(a, 2, 10, QLatin1Char('0'));
        k.profile = {QStringLiteral("bench"), QUrl(QStringLiteral("https://api.example.invalid")), uuid,
            QStringLiteral("Treuhand Kunde %1 AG").arg(a + 1)};
        k.dataDir = dir;
        known << k;
        if (QFileInfo::exists(dir + QLatin1Char('/') + uuid + QStringLiteral(".sqlite")))
            continue;
        if (!fill(dir, uuid, invoices, unsigned(a + 1))) {
            std::fprintf(stderr, "bench_accounts: filling %s failed\n", qPrintable(uuid));
            return 2;
        }
        ++filled;
    }
    std::printf("copies: %d accounts of %d invoices in %s (%d written in %lld ms)\n", accounts, invoices,
        qPrintable(dir), filled, timer.elapsed());

    double worst = 0;
    for (int run = 1; run <= 3; ++run) {
        QMainWindow window;
        auto *page = new AccountsOverviewPage(&window);
        window.setCentralWidget(page);
        window.resize(1366, 768);
        window.show();
        QCoreApplication::processEvents();
        QEventLoop loop;
        QObject::connect(page->model(), &AccountsOverviewModel::allRead, &loop, &QEventLoop::quit);
        QElapsedTimer shown;
        const double cpuBefore = cpuMs();
        shown.start();
        page->setAccounts(known);
        if (page->model()->pendingReads() > 0)
            loop.exec();
        const qint64 read = shown.elapsed();
        page->table()->viewport()->repaint(); // the rows on screen
        const double ms = double(shown.nsecsElapsed()) / 1e6;
        const double cpu = cpuMs() - cpuBefore;
        worst = std::max(worst, ms);
        std::printf(
            "run %d: %d rows of %d accounts read in %lld ms, on screen after %.1f ms (CPU %.0f ms, all "
            "threads)\n",
            run, page->model()->rowCount(), accounts, read, ms, cpu);
    }
    std::printf("slowest: %.1f ms (target 1000 ms)%s\n", worst, worst > 1000 ? "  OVER" : "");
    return worst > 1000 ? 1 : 0;
}
