#include "store/AccountDatabase.h"
#include "store/AccountFigures.h"
#include "store/DocumentStore.h"
#include "store/RecordStore.h"
#include "store/SchemaMigrations.h"
#include "store/StoreTransaction.h"
#include "store/SyncState.h"

#include <QDate>
#include <QDateTime>
#include <QFileInfo>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <atomic>

namespace {

const QString account = QStringLiteral("0b6f3c9e-1d2a-4c1e-9a51-4c2b7f1e0a01");

DocumentSummary makeInvoice(int n)
{
    DocumentSummary s;
    s.kind = DocumentKind::Invoice;
    s.id = 1000 + n;
    s.uuid = QStringLiteral("00000000-0000-4000-8000-%1").arg(n, 12, 10, QLatin1Char('0'));
    s.number = QStringLiteral("RE-%1").arg(n, 5, 10, QLatin1Char('0'));
    s.date = QDate(2024, 1, 1).addDays(n % 365);
    s.dueDate = s.date.addDays(30);
    s.currency = QStringLiteral("CHF");
    s.totalMinor = 10000 + n * 5;
    s.openMinor = n % 3 == 0 ? std::optional<qint64>() : std::optional<qint64>(n * 5);
    s.title = QStringLiteral("Invoice %1").arg(n);
    s.receiverName = QStringLiteral("Müller AG %1").arg(n % 50);
    s.customerNumber = QStringLiteral("K%1").arg(n % 50);
    s.sentStatus = QStringLiteral("SENT");
    s.dunningLevel = QStringLiteral("NO_DUNNING");
    s.updatedAt = QDateTime(QDate(2024, 6, 1), QTime(12, 0), Qt::UTC).addSecs(n);
    s.json = QByteArrayLiteral("{\"uuid\":\"") + s.uuid.toLatin1() + QByteArrayLiteral("\"}");
    return s;
}

QList<DocumentSummary> makeInvoices(int from, int count)
{
    QList<DocumentSummary> list;
    for (int n = from; n < from + count; ++n)
        list << makeInvoice(n);
    return list;
}

QString pragma(const AccountDatabase &db, const QString &name)
{
    QSqlQuery q(db.connection());
    q.exec(QStringLiteral("PRAGMA ") + name);
    return q.next() ? q.value(0).toString() : QString();
}

} // namespace

class TestStore : public QObject
{
    Q_OBJECT

private slots:
    void freshDatabase();
    void migratesFromVersion1();
    void migratesToTheOverviewIndex();
    void refusesNewerSchema();
    void roundTrip();
    void upsertUpdatesInPlace();
    void failedWriteRollsBack();
    void nestedTransactions();
    void markAndSweep();
    void detailCache();
    void listingKeepsNewerSaves();
    void syncState();
    void connectionPerThread();
    void loadAllManyRows();
};

void TestStore::freshDatabase()
{
    QTemporaryDir dir;
    AccountDatabase db(dir.path() + QStringLiteral("/profile"), account);
    QVERIFY2(db.isOpen(), qPrintable(db.errorString()));
    QCOMPARE(db.path(),
        QFileInfo(dir.path() + QStringLiteral("/profile/") + account + QStringLiteral(".sqlite"))
            .absoluteFilePath());
    QVERIFY(QFileInfo::exists(db.path()));
    QCOMPARE(db.schemaVersion(), SchemaMigrations::latestVersion());
    QCOMPARE(pragma(db, QStringLiteral("journal_mode")), QStringLiteral("wal"));
    QCOMPARE(pragma(db, QStringLiteral("foreign_keys")), QStringLiteral("1"));

    // A second handle on the same thread shares the connection.
    AccountDatabase again(dir.path() + QStringLiteral("/profile"), account);
    QCOMPARE(again.connection().connectionName(), db.connection().connectionName());

    QVERIFY(!AccountDatabase(dir.path(), QString()).isOpen());
}

void TestStore::migratesFromVersion1()
{
    QTemporaryDir dir;
    const QString path = AccountDatabase::filePath(dir.path(), account);
    {
        AccountDatabase old(path, 1);
        QVERIFY2(old.isOpen(), qPrintable(old.errorString()));
        QCOMPARE(old.schemaVersion(), 1);
        QSqlQuery q(old.connection());
        QVERIFY(q.exec(QStringLiteral("INSERT INTO documents (kind, uuid, number, total_minor, open_minor)"
                                      " VALUES ('invoices', 'u-1', 'RE-1', 123456, 100)")));
        QVERIFY(!q.exec(QStringLiteral("SELECT sync_generation FROM documents")));
        QVERIFY(!q.exec(QStringLiteral("SELECT count(*) FROM document_details")));
    }
    DocumentStore store(dir.path(), account);
    QVERIFY2(store.isOpen(), qPrintable(store.errorString()));
    QCOMPARE(store.database().schemaVersion(), SchemaMigrations::latestVersion());
    const auto doc = store.find(DocumentKind::Invoice, QStringLiteral("u-1"));
    QVERIFY(doc);
    QCOMPARE(doc->number, QStringLiteral("RE-1"));
    QCOMPARE(doc->totalMinor, 123456);
    QCOMPARE(store.maxGeneration(DocumentKind::Invoice), 0);
    QVERIFY(store.saveDetail(DocumentKind::Invoice, QStringLiteral("u-1"), QByteArrayLiteral("{}")));
}

// Schemas 13 and 14 add the accounts overview's covering indexes, and its reads of the open invoices and
// of their list rows' dunning dates come from them alone: a column of documents an index lacks would make
// SQLite look up every open invoice's row in the table again (the cost the indexes are there to remove),
// and a condition of documents_open_dunned not repeated word for word would leave it unused. The plans
// are SQLite's own account of it.
void TestStore::migratesToTheOverviewIndex()
{
    QTemporaryDir dir;
    const QString path = AccountDatabase::filePath(dir.path(), account);
    {
        AccountDatabase old(path, 12);
        QVERIFY2(old.isOpen(), qPrintable(old.errorString()));
        QSqlQuery q(old.connection());
        QVERIFY(
            q.exec(QStringLiteral("INSERT INTO documents (kind, uuid, number, total_minor, open_minor, json)"
                                  " VALUES ('invoices', 'u-1', 'RE-1', 123456, 100,"
                                  " '{\"lastDunningDate\":\"2026-11-02\"}')")));
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name LIKE 'documents_open_%' "
                                      "AND name <> 'documents_open_due'")));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toInt(), 0);
    }
    AccountDatabase db(dir.path(), account);
    QVERIFY2(db.isOpen(), qPrintable(db.errorString()));
    QCOMPARE(db.schemaVersion(), SchemaMigrations::latestVersion());
    const auto plan = [&db](const QString &sql) {
        QSqlQuery q(db.connection());
        if (!q.prepare(QStringLiteral("EXPLAIN QUERY PLAN ") + sql))
            return QStringList {q.lastError().text()};
        if (sql.contains(QLatin1String(":day")))
            q.bindValue(QStringLiteral(":day"), QStringLiteral("2026-11-29"));
        if (!q.exec())
            return QStringList {q.lastError().text()};
        QStringList steps;
        while (q.next())
            steps << q.value(3).toString();
        return steps;
    };
    const QStringList open = plan(AccountFigures::openInvoicesSql());
    QCOMPARE(open.filter(QRegularExpression(QStringLiteral("^(SCAN|SEARCH) d "))),
        QStringList {QStringLiteral(
            "SEARCH d USING COVERING INDEX documents_open_overview (kind=? AND cancelled=?)")});
    QCOMPARE(open.filter(QStringLiteral("documents ")), QStringList()); // no second pass over documents
    const QStringList dunned = plan(AccountFigures::dunnedRowsSql());
    QCOMPARE(dunned.size(), 1);
    QVERIFY2(dunned.constFirst().startsWith(
                 QLatin1String("SEARCH documents USING COVERING INDEX documents_open_dunned ")),
        qPrintable(dunned.constFirst()));
    // The row of the step-12 file is in the dunning dates' index.
    QSqlQuery q(db.connection());
    QVERIFY(q.exec(AccountFigures::dunnedRowsSql()));
    QVERIFY(q.next());
    QCOMPARE(q.value(1).toLongLong(), QDate(2026, 11, 2).toJulianDay());
    QVERIFY(q.value(2).isNull());
    QVERIFY(!q.next());
}

void TestStore::refusesNewerSchema()
{
    QTemporaryDir dir;
    {
        AccountDatabase db(dir.path(), account);
        QSqlQuery q(db.connection());
        QVERIFY(q.exec(QStringLiteral("UPDATE schema_version SET version = 99")));
    }
    AccountDatabase db(dir.path(), account);
    QVERIFY(!db.isOpen());
    QVERIFY2(db.errorString().contains(QStringLiteral("newer version")), qPrintable(db.errorString()));
    DocumentStore store(dir.path(), account);
    QVERIFY(!store.upsert({makeInvoice(1)}));
    QVERIFY(!store.errorString().isEmpty());
}

void TestStore::roundTrip()
{
    QTemporaryDir dir;
    DocumentStore store(dir.path(), account);
    DocumentSummary big = makeInvoice(1);
    big.totalMinor = 9007199254740993; // 2^53 + 1: would not survive a double
    big.openMinor = 0; // paid, which is not the same as unknown
    big.archived = true;
    big.cancelled = true;
    big.imported = true;
    big.deliveryDate = QDate(2024, 2, 29);
    big.reference = QStringLiteral("PO 77 – «Zürich»");
    big.companyUuid = QStringLiteral("c-1");
    big.personUuid = QStringLiteral("p-1");
    big.updatedAt = QDateTime(QDate(2024, 6, 1), QTime(12, 34, 56, 789), Qt::UTC);
    DocumentSummary negative = makeInvoice(2);
    negative.totalMinor = -5;
    negative.openMinor.reset();
    negative.date = QDate();
    negative.updatedAt = QDateTime();
    QVERIFY2(store.upsert({big, negative}), qPrintable(store.errorString()));
    QCOMPARE(store.count(DocumentKind::Invoice), 2);
    QCOMPARE(store.count(DocumentKind::CreditNote), 0);

    const QList<DocumentSummary> all = store.loadAll(DocumentKind::Invoice);
    QCOMPARE(all.size(), 2);
    const DocumentSummary &a = all.at(0).uuid == big.uuid ? all.at(0) : all.at(1);
    const DocumentSummary &b = all.at(0).uuid == big.uuid ? all.at(1) : all.at(0);
    QCOMPARE(a.kind, DocumentKind::Invoice);
    QCOMPARE(a.id, big.id);
    QCOMPARE(a.number, big.number);
    QCOMPARE(a.date, big.date);
    QCOMPARE(a.dueDate, big.dueDate);
    QCOMPARE(a.deliveryDate, big.deliveryDate);
    QCOMPARE(a.currency, QStringLiteral("CHF"));
    QCOMPARE(a.totalMinor, Q_INT64_C(9007199254740993));
    QVERIFY(a.openMinor.has_value());
    QCOMPARE(*a.openMinor, 0);
    QCOMPARE(a.title, big.title);
    QCOMPARE(a.reference, big.reference);
    QCOMPARE(a.receiverName, big.receiverName);
    QCOMPARE(a.customerNumber, big.customerNumber);
    QCOMPARE(a.companyUuid, big.companyUuid);
    QCOMPARE(a.personUuid, big.personUuid);
    QCOMPARE(a.sentStatus, big.sentStatus);
    QCOMPARE(a.dunningLevel, big.dunningLevel);
    QVERIFY(a.archived && a.cancelled && a.imported);
    QCOMPARE(a.updatedAt, big.updatedAt);
    QVERIFY(a.json.isEmpty()); // loadAll leaves the original out on purpose

    QCOMPARE(b.totalMinor, -5);
    QVERIFY(!b.openMinor.has_value());
    QVERIFY(!b.date.isValid());
    QVERIFY(!b.updatedAt.isValid());
    QVERIFY(!b.archived && !b.cancelled && !b.imported);

    const auto found = store.find(DocumentKind::Invoice, big.uuid);
    QVERIFY(found);
    QCOMPARE(found->json, big.json);
    QVERIFY(!store.find(DocumentKind::CreditNote, big.uuid));
}

void TestStore::upsertUpdatesInPlace()
{
    QTemporaryDir dir;
    DocumentStore store(dir.path(), account);
    QVERIFY(store.upsert(makeInvoices(0, 10), 3));
    DocumentSummary changed = makeInvoice(4);
    changed.title = QStringLiteral("Changed");
    changed.totalMinor = 1;
    QVERIFY(store.upsert({changed}, 1)); // an older generation never lowers the mark
    QCOMPARE(store.count(DocumentKind::Invoice), 10);
    QCOMPARE(store.find(DocumentKind::Invoice, changed.uuid)->title, QStringLiteral("Changed"));
    QCOMPARE(store.find(DocumentKind::Invoice, changed.uuid)->totalMinor, 1);
    QCOMPARE(store.countSeen(DocumentKind::Invoice, 3), 10);
    // Without a generation a row gets the kind's highest one, so a running listing does not sweep it.
    QVERIFY(store.upsert({makeInvoice(20)}));
    QCOMPARE(store.countSeen(DocumentKind::Invoice, 3), 11);
    QVERIFY(store.remove(DocumentKind::Invoice, changed.uuid));
    QCOMPARE(store.count(DocumentKind::Invoice), 10);
}

void TestStore::failedWriteRollsBack()
{
    QTemporaryDir dir;
    DocumentStore store(dir.path(), account);
    QVERIFY(store.upsert(makeInvoices(0, 5)));

    // A real SQL failure in the middle of the batch: the rows before it must not stay.
    QSqlQuery q(store.database().connection());
    QVERIFY(q.exec(
        QStringLiteral("CREATE TEMP TRIGGER refuse BEFORE INSERT ON main.documents"
                       " WHEN NEW.number = 'RE-00107' BEGIN SELECT RAISE(ABORT, 'disk on fire'); END")));
    QList<DocumentSummary> batch = makeInvoices(100, 10);
    batch[0] = makeInvoice(2);
    batch[0].title = QStringLiteral("Must not stay");
    QVERIFY(!store.upsert(batch));
    QVERIFY2(store.errorString().contains(QStringLiteral("disk on fire")), qPrintable(store.errorString()));
    QCOMPARE(store.count(DocumentKind::Invoice), 5);
    QCOMPARE(store.find(DocumentKind::Invoice, makeInvoice(2).uuid)->title, makeInvoice(2).title);

    // A document without uuid fails the whole batch too.
    QList<DocumentSummary> noUuid = makeInvoices(200, 3);
    noUuid[2].uuid.clear();
    QVERIFY(!store.upsert(noUuid));
    QCOMPARE(store.count(DocumentKind::Invoice), 5);

    // The connection is usable afterwards.
    QVERIFY(q.exec(QStringLiteral("DROP TRIGGER refuse")));
    QVERIFY(store.upsert(batch));
    QCOMPARE(store.count(DocumentKind::Invoice), 14);
}

void TestStore::nestedTransactions()
{
    QTemporaryDir dir;
    DocumentStore store(dir.path(), account);
    SyncState state(store.database());
    {
        StoreTransaction tx(store.database());
        QVERIFY(tx.isActive());
        QVERIFY(store.upsert(makeInvoices(0, 3)));
        QVERIFY(state.setValue(QStringLiteral("listing/invoices/pages"), QStringLiteral("1")));
        // not committed
    }
    QCOMPARE(store.count(DocumentKind::Invoice), 0);
    QVERIFY(!state.contains(QStringLiteral("listing/invoices/pages")));
    {
        StoreTransaction tx(store.database());
        QVERIFY(store.upsert(makeInvoices(0, 3)));
        {
            StoreTransaction inner(store.database());
            QVERIFY(store.upsert(makeInvoices(3, 3)));
            inner.rollback();
        }
        QVERIFY(state.setValue(QStringLiteral("listing/invoices/pages"), QStringLiteral("1")));
        QVERIFY(tx.commit());
    }
    QCOMPARE(store.count(DocumentKind::Invoice), 3);
    QCOMPARE(state.value(QStringLiteral("listing/invoices/pages")), QStringLiteral("1"));
}

void TestStore::markAndSweep()
{
    QTemporaryDir dir;
    DocumentStore store(dir.path(), account);
    QVERIFY(store.upsert(makeInvoices(0, 10), 1));
    DocumentSummary note = makeInvoice(50);
    note.kind = DocumentKind::CreditNote;
    QVERIFY(store.upsert({note}, 1));
    QCOMPARE(store.maxGeneration(DocumentKind::Invoice), 1);

    QList<DocumentSummary> seen = makeInvoices(0, 10);
    seen.removeAt(7);
    seen.removeAt(2);
    QVERIFY(store.upsert(seen, 2));
    QVERIFY(store.saveDetail(DocumentKind::Invoice, makeInvoice(2).uuid, QByteArrayLiteral("{\"a\":1}")));
    QCOMPARE(store.countSeen(DocumentKind::Invoice, 2), 8);
    QStringList expected {makeInvoice(2).uuid, makeInvoice(7).uuid};
    expected.sort();
    QCOMPARE(store.unseen(DocumentKind::Invoice, 2, 100), expected);
    QCOMPARE(store.unseen(DocumentKind::Invoice, 2, 1), expected.mid(0, 1));
    QCOMPARE(store.count(DocumentKind::Invoice), 10); // candidates only: nothing removed yet
    QVERIFY(store.remove(DocumentKind::Invoice, makeInvoice(2).uuid));
    QVERIFY(store.remove(DocumentKind::Invoice, makeInvoice(7).uuid));
    QCOMPARE(store.count(DocumentKind::Invoice), 8);
    QVERIFY(!store.find(DocumentKind::Invoice, makeInvoice(2).uuid));
    QVERIFY(store.detail(DocumentKind::Invoice, makeInvoice(2).uuid).isEmpty()); // went with its document
    QCOMPARE(store.count(DocumentKind::CreditNote), 1); // other kinds are not touched
}

void TestStore::detailCache()
{
    QTemporaryDir dir;
    DocumentStore store(dir.path(), account);
    const DocumentSummary doc = makeInvoice(1);
    QVERIFY(store.upsert({doc}));
    QVERIFY(store.detail(DocumentKind::Invoice, doc.uuid).isEmpty());
    QVERIFY(store.saveDetail(DocumentKind::Invoice, doc.uuid, QByteArrayLiteral("{\"v\":1}")));
    QVERIFY(store.saveDetail(DocumentKind::Invoice, doc.uuid, QByteArrayLiteral("{\"v\":2}")));
    QCOMPARE(store.detail(DocumentKind::Invoice, doc.uuid), QByteArrayLiteral("{\"v\":2}"));
    // Updating the list row keeps the cached detail (an upsert, not delete + insert).
    QVERIFY(store.upsert({doc}, 5));
    QCOMPARE(store.detail(DocumentKind::Invoice, doc.uuid), QByteArrayLiteral("{\"v\":2}"));
    QVERIFY(!store.saveDetail(DocumentKind::Invoice, QStringLiteral("unknown"), QByteArrayLiteral("{}")));
    QVERIFY(!store.errorString().isEmpty());
    // Another store object on the same thread sees it (the way the detail pane uses it).
    QCOMPARE(DocumentStore(dir.path(), account).detail(DocumentKind::Invoice, doc.uuid),
        QByteArrayLiteral("{\"v\":2}"));
    QVERIFY(store.remove(DocumentKind::Invoice, doc.uuid));
    QVERIFY(DocumentStore(dir.path(), account).detail(DocumentKind::Invoice, doc.uuid).isEmpty());
}

void TestStore::listingKeepsNewerSaves()
{
    // A listing that began before a save must not put the older state back, nor drop the new record;
    // a listing that began after it is the truth.
    QTemporaryDir dir;
    RecordStore store(dir.path(), account);
    const auto unit = [](const char *uuid, const char *name) {
        return QJsonObject {
            {QStringLiteral("uuid"), QLatin1String(uuid)}, {QStringLiteral("name"), QString::fromUtf8(name)}};
    };
    QVERIFY(store.replaceAll(QStringLiteral("units"), {unit("a", "Stück"), unit("b", "Stunde")}));
    const qint64 listingStarted = QDateTime::currentMSecsSinceEpoch() - 1000;
    QVERIFY(store.upsert(QStringLiteral("units"), unit("b", "Stunden")));
    QVERIFY(store.upsert(QStringLiteral("units"), unit("c", "Meter")));
    QVERIFY(
        store.replaceAll(QStringLiteral("units"), {unit("a", "Stück"), unit("b", "Stunde")}, listingStarted));
    QStringList names;
    for (const QJsonObject &o : store.loadAll(QStringLiteral("units")))
        names << o.value(QStringLiteral("name")).toString();
    names.sort(); // their order in the list is the order they were first stored in
    QCOMPARE(
        names, (QStringList {QStringLiteral("Meter"), QStringLiteral("Stunden"), QStringLiteral("Stück")}));

    QVERIFY(store.replaceAll(QStringLiteral("units"), {unit("a", "Stück")}));
    QCOMPARE(store.loadAll(QStringLiteral("units")).size(), 1);
}

void TestStore::syncState()
{
    QTemporaryDir dir;
    SyncState state(dir.path(), account);
    QVERIFY(state.isOpen());
    QVERIFY(!state.contains(QStringLiteral("watermark/invoices")));
    QVERIFY(!state.dateTime(QStringLiteral("watermark/invoices")).isValid());
    const QDateTime when(QDate(2024, 3, 31), QTime(23, 30, 1, 5), Qt::OffsetFromUTC, 7200);
    QVERIFY(state.setDateTime(QStringLiteral("watermark/invoices"), when));
    QCOMPARE(state.dateTime(QStringLiteral("watermark/invoices")), when);
    QCOMPARE(state.dateTime(QStringLiteral("watermark/invoices")).timeSpec(), Qt::UTC);
    QVERIFY(state.setInteger(QStringLiteral("listing/invoices/lastPage"), 12));
    QVERIFY(state.setValue(QStringLiteral("listing/invoices/pages"), QStringLiteral("1-3,5")));
    QVERIFY(state.setValue(QStringLiteral("listing/invoices_x"), QStringLiteral("not under the prefix")));
    QCOMPARE(state.integer(QStringLiteral("listing/invoices/lastPage")), 12);
    QCOMPARE(state.integer(QStringLiteral("missing"), -1), -1);
    QCOMPARE(state.valuesWithPrefix(QStringLiteral("listing/invoices/")).size(), 2);
    QVERIFY(state.removeWithPrefix(QStringLiteral("listing/invoices/")));
    QVERIFY(!state.contains(QStringLiteral("listing/invoices/pages")));
    QVERIFY(state.contains(QStringLiteral("listing/invoices_x")));
    QVERIFY(state.remove(QStringLiteral("listing/invoices_x")));
    QVERIFY(state.contains(QStringLiteral("watermark/invoices")));
}

void TestStore::connectionPerThread()
{
    QTemporaryDir dir;
    DocumentStore store(dir.path(), account);
    QVERIFY(store.upsert(makeInvoices(0, 500)));
    const QString mainConnection = store.database().connection().connectionName();

    // A reader thread loads while this thread writes: WAL lets both go on, each on its own connection.
    std::atomic_int loads {0};
    std::atomic_bool stop {false};
    std::atomic_bool ok {true};
    QString readerConnection;
    QThread *reader = QThread::create([&] {
        DocumentStore mine(dir.path(), account);
        readerConnection = mine.database().connection().connectionName();
        while (!stop) {
            const qsizetype n = mine.loadAll(DocumentKind::Invoice).size();
            if (n < 500 || n % 100 != 0) // never a half-written batch
                ok = false;
            ++loads;
        }
    });
    reader->start();
    for (int batch = 0; batch < 20; ++batch)
        QVERIFY2(store.upsert(makeInvoices(500 + batch * 100, 100)), qPrintable(store.errorString()));
    while (loads < 3)
        QThread::msleep(5);
    stop = true;
    reader->wait();
    delete reader;
    QVERIFY(ok);
    QVERIFY(!readerConnection.isEmpty());
    QVERIFY(readerConnection != mainConnection);
    QVERIFY(!QSqlDatabase::contains(readerConnection)); // closed with the thread's last handle
    QCOMPARE(store.count(DocumentKind::Invoice), 2500);
}

void TestStore::loadAllManyRows()
{
    QTemporaryDir dir;
    DocumentStore store(dir.path(), account);
    QVERIFY(store.upsert(makeInvoices(0, 20000), 1));
    const QList<DocumentSummary> all = store.loadAll(DocumentKind::Invoice);
    QCOMPARE(all.size(), 20000);
    qint64 sum = 0;
    for (const DocumentSummary &d : all)
        sum += d.totalMinor;
    qint64 expected = 0;
    for (int n = 0; n < 20000; ++n)
        expected += 10000 + n * 5;
    QCOMPARE(sum, expected);
}

QTEST_GUILESS_MAIN(TestStore)
#include "tst_store.moc"
