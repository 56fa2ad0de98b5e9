// Schema 5: the reports' VAT lines (report_vat) and the log of changed documents (report_changes) are
// made by the migration, also in a copy written by an older InvoiceDesk whose reports had made their own
// report_vat. Schema 11: the lines are derived again (with every position's product) and the net tax
// rates are kept per product instead of per VAT rate. Schema 12: a detail belongs to the list entry's change
// time it was fetched with (the freshness rule); the copies of before are fetched again.
#include "store/AccountDatabase.h"
#include "store/DocumentStore.h"
#include "store/SchemaMigrations.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString account = QStringLiteral("5a1c0e7e-2b3d-4f60-8a71-9c0d1e2f3a45");

DocumentSummary invoice(const QString &uuid, DocumentKind kind = DocumentKind::Invoice)
{
    DocumentSummary s;
    s.kind = kind;
    s.uuid = uuid;
    s.number = QStringLiteral("RE-") + uuid;
    s.date = QDate(2025, 3, 1);
    s.currency = QStringLiteral("CHF");
    s.totalMinor = 10810;
    return s;
}

// The log's entries after `after`, as "kind/uuid".
QStringList changes(const AccountDatabase &db, qint64 after = 0)
{
    QSqlQuery q(db.connection());
    q.prepare(QStringLiteral("SELECT kind, uuid FROM report_changes WHERE id > ? ORDER BY id"));
    q.addBindValue(after);
    QStringList list;
    if (!q.exec())
        return {QStringLiteral("query failed")};
    while (q.next())
        list << q.value(0).toString() + QLatin1Char('/') + q.value(1).toString();
    return list;
}

qint64 lastChange(const AccountDatabase &db)
{
    QSqlQuery q(db.connection());
    q.exec(QStringLiteral("SELECT coalesce(max(id), 0) FROM report_changes"));
    return q.next() ? q.value(0).toLongLong() : -1;
}

int count(const AccountDatabase &db, const QString &table)
{
    QSqlQuery q(db.connection());
    if (!q.exec(QStringLiteral("SELECT count(*) FROM ") + table) || !q.next())
        return -1;
    return q.value(0).toInt();
}

} // namespace

class TestStoreReportTables : public QObject
{
    Q_OBJECT

private slots:
    void migratesFromVersion4();
    void migratesFromVersion10();
    void migratesFromVersion11();
    void aDetailIsCurrentWhileTheListShowsNoNewerChange();
    void logsEveryWriteOfInvoicesAndCreditNotes();
    void linesGoWithTheirDetail();
};

void TestStoreReportTables::migratesFromVersion4()
{
    QTemporaryDir dir;
    const QString path = AccountDatabase::filePath(dir.path(), account);
    {
        AccountDatabase old(path, 4);
        QVERIFY2(old.isOpen(), qPrintable(old.errorString()));
        QCOMPARE(old.schemaVersion(), 4);
        DocumentStore store(old);
        QVERIFY(store.upsert({invoice(QStringLiteral("u-1"))}));
        // What the reports of schema 4 made themselves, with a row in the old form.
        QSqlQuery q(old.connection());
        QVERIFY(q.exec(QStringLiteral("INSERT INTO document_details (kind, uuid, json, saved_at)"
                                      " VALUES ('invoices', 'u-1', '{}', 1)")));
        QVERIFY(q.exec(
            QStringLiteral("CREATE TABLE IF NOT EXISTS report_vat (kind TEXT NOT NULL, uuid TEXT NOT NULL,"
                           " saved_at INTEGER NOT NULL, lines TEXT NOT NULL, PRIMARY KEY (kind, uuid))")));
        QVERIFY(
            q.exec(QStringLiteral("INSERT INTO report_vat VALUES ('invoices', 'u-1', 1, '810:10000:810')")));
        QVERIFY(!q.exec(QStringLiteral("SELECT count(*) FROM report_changes")));
    }
    DocumentStore store(dir.path(), account);
    QVERIFY2(store.isOpen(), qPrintable(store.errorString()));
    AccountDatabase &db = store.database();
    QCOMPARE(db.schemaVersion(), SchemaMigrations::latestVersion());
    QVERIFY(SchemaMigrations::latestVersion() >= 5);
    // The old cache is gone (derived again from the detail), the document and its detail are kept.
    QCOMPARE(count(db, QStringLiteral("report_vat")), 0);
    QCOMPARE(store.find(DocumentKind::Invoice, QStringLiteral("u-1"))->number, QStringLiteral("RE-u-1"));
    QCOMPARE(store.detail(DocumentKind::Invoice, QStringLiteral("u-1")), QByteArrayLiteral("{}"));
    QCOMPARE(count(db, QStringLiteral("report_changes")), 0);
    QSqlQuery q(db.connection());
    QVERIFY(q.exec(QStringLiteral("SELECT token FROM report_copy")));
    QVERIFY(q.next());
    const QString token = q.value(0).toString();
    QCOMPARE(token.size(), 32);
    QVERIFY(!q.next());

    // The migrated copy logs from now on.
    QVERIFY(store.upsert({invoice(QStringLiteral("u-2"))}));
    QCOMPARE(changes(db), QStringList {QStringLiteral("invoices/u-2")});

    // Another file has another token.
    QTemporaryDir other;
    AccountDatabase fresh(other.path(), account);
    QSqlQuery t(fresh.connection());
    QVERIFY(t.exec(QStringLiteral("SELECT token FROM report_copy")));
    QVERIFY(t.next());
    QVERIFY(t.value(0).toString() != token);
}

void TestStoreReportTables::migratesFromVersion10()
{
    QTemporaryDir dir;
    const QString path = AccountDatabase::filePath(dir.path(), account);
    {
        AccountDatabase old(path, 10);
        QVERIFY2(old.isOpen(), qPrintable(old.errorString()));
        QCOMPARE(old.schemaVersion(), 10);
        DocumentStore store(old);
        QVERIFY(store.upsert({invoice(QStringLiteral("u-1"))}));
        QSqlQuery q(old.connection());
        // A detail as schema 10 kept it (no list_updated_at yet).
        QVERIFY(q.exec(QStringLiteral("INSERT INTO document_details (kind, uuid, json, saved_at)"
                                      " VALUES ('invoices', 'u-1', '{}', 1)")));
        // Lines of schema 10: no product at 8.1 %; the net tax rate method mapped by VAT rate.
        QVERIFY(q.exec(QStringLiteral("INSERT INTO report_vat SELECT kind, uuid, saved_at, '810:10000:810'"
                                      " FROM document_details")));
        QVERIFY(q.exec(QStringLiteral("INSERT INTO vat_settings VALUES ('method', 'net-tax-rate'),"
                                      " ('ntr-1', '620'), ('ntr-2', '60'), ('ntr-map/260', '2')")));
        QVERIFY(!q.exec(QStringLiteral("SELECT count(*) FROM vat_ntr_product")));
    }
    DocumentStore store(dir.path(), account);
    QVERIFY2(store.isOpen(), qPrintable(store.errorString()));
    AccountDatabase &db = store.database();
    QCOMPARE(db.schemaVersion(), SchemaMigrations::latestVersion());
    QVERIFY(SchemaMigrations::latestVersion() >= 11);
    // The cached lines go (derived again), the detail stays; the method and rates stay, the mapping per
    // VAT rate goes.
    QCOMPARE(count(db, QStringLiteral("report_vat")), 0);
    QCOMPARE(store.detail(DocumentKind::Invoice, QStringLiteral("u-1")), QByteArrayLiteral("{}"));
    QSqlQuery q(db.connection());
    QVERIFY(q.exec(QStringLiteral("SELECT group_concat(key || '=' || value, ',') FROM"
                                  " (SELECT key, value FROM vat_settings ORDER BY key)")));
    QVERIFY(q.next());
    QCOMPARE(q.value(0).toString(), QStringLiteral("method=net-tax-rate,ntr-1=620,ntr-2=60"));
    // Products go to rate 1 or 2, nothing else.
    QCOMPARE(count(db, QStringLiteral("vat_ntr_product")), 0);
    QVERIFY(q.exec(QStringLiteral("INSERT INTO vat_ntr_product VALUES ('P-1', 2)")));
    QVERIFY(!q.exec(QStringLiteral("INSERT INTO vat_ntr_product VALUES ('P-2', 3)")));
    QCOMPARE(count(db, QStringLiteral("vat_ntr_product")), 1);
}

void TestStoreReportTables::migratesFromVersion11()
{
    QTemporaryDir dir;
    const QString path = AccountDatabase::filePath(dir.path(), account);
    {
        AccountDatabase old(path, 11);
        QVERIFY2(old.isOpen(), qPrintable(old.errorString()));
        DocumentStore store(old);
        DocumentSummary s = invoice(QStringLiteral("u-1"));
        s.updatedAt = QDateTime::fromMSecsSinceEpoch(1700000000000, Qt::UTC);
        QVERIFY(store.upsert({s}));
        QSqlQuery q(old.connection());
        QVERIFY(q.exec(QStringLiteral("INSERT INTO document_details (kind, uuid, json, saved_at)"
                                      " VALUES ('invoices', 'u-1', '{\"positions\":[]}', 1)")));
        QVERIFY(q.exec(QStringLiteral("INSERT INTO report_vat SELECT kind, uuid, saved_at, '810:10000:810'"
                                      " FROM document_details")));
    }
    // The copy keeps working: its detail stays for the detail pane, but when it was fetched is not known,
    // so it is not current: the reports do not read it and the next synchronisation fetches it again.
    DocumentStore store(dir.path(), account);
    QVERIFY2(store.isOpen(), qPrintable(store.errorString()));
    QCOMPARE(store.database().schemaVersion(), SchemaMigrations::latestVersion());
    QCOMPARE(
        store.detail(DocumentKind::Invoice, QStringLiteral("u-1")), QByteArrayLiteral("{\"positions\":[]}"));
    QVERIFY(store.currentDetail(DocumentKind::Invoice, QStringLiteral("u-1")).isEmpty());
    const QList<DocumentStore::DetailToFetch> toFetch = store.detailsToFetch();
    QCOMPARE(toFetch.size(), 1);
    QCOMPARE(toFetch.first().uuid, QStringLiteral("u-1"));
    QCOMPARE(toFetch.first().listUpdatedAtMs.value_or(0), 1700000000000);
    // The cached lines are derived again (they now carry the payments a detail lists).
    QCOMPARE(count(store.database(), QStringLiteral("report_vat")), 0);
    // Fetched again with the list's change time: current.
    QVERIFY(store.saveDetail(
        DocumentKind::Invoice, QStringLiteral("u-1"), QByteArrayLiteral("{}"), 1700000000000));
    QCOMPARE(store.currentDetail(DocumentKind::Invoice, QStringLiteral("u-1")), QByteArrayLiteral("{}"));
    QVERIFY(store.detailsToFetch().isEmpty());
}

void TestStoreReportTables::aDetailIsCurrentWhileTheListShowsNoNewerChange()
{
    QTemporaryDir dir;
    DocumentStore store(dir.path(), account);
    QVERIFY2(store.isOpen(), qPrintable(store.errorString()));
    const auto at = [](qint64 ms) {
        return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC);
    };
    DocumentSummary s = invoice(QStringLiteral("a"));
    s.openMinor = 10810;
    s.updatedAt = at(1000000);
    DocumentSummary unknown = invoice(QStringLiteral("b")); // the list gives no change time
    QVERIFY(store.upsert({s, unknown}));
    const QString a = QStringLiteral("a");
    // Saved without a time: the list entry's as stored now.
    QVERIFY(store.saveDetail(DocumentKind::Invoice, a, QByteArrayLiteral("{\"v\":1}")));
    QCOMPARE(store.currentDetail(DocumentKind::Invoice, a), QByteArrayLiteral("{\"v\":1}"));
    // A list without a change time cannot show a change: fetched once, current.
    QCOMPARE(store.detailsToFetch().size(), 1);
    QVERIFY(store.saveDetail(DocumentKind::Invoice, QStringLiteral("b"), QByteArrayLiteral("{}")));
    QCOMPARE(store.currentDetail(DocumentKind::Invoice, QStringLiteral("b")), QByteArrayLiteral("{}"));
    QVERIFY(store.detailsToFetch().isEmpty());
    // The list shows a newer change: stale, fetched again; the stored JSON stays for the detail pane.
    s.updatedAt = at(2000000);
    QVERIFY(store.upsert({s}));
    QVERIFY(store.currentDetail(DocumentKind::Invoice, a).isEmpty());
    QCOMPARE(store.detail(DocumentKind::Invoice, a), QByteArrayLiteral("{\"v\":1}"));
    QCOMPARE(store.detailsToFetch().size(), 1);
    // Fetched after an older listing: the list is newer still, so still stale.
    QVERIFY(store.saveDetail(DocumentKind::Invoice, a, QByteArrayLiteral("{\"v\":2}"), 1000000));
    QVERIFY(store.currentDetail(DocumentKind::Invoice, a).isEmpty());
    QVERIFY(store.saveDetail(DocumentKind::Invoice, a, QByteArrayLiteral("{\"v\":3}"), 2000000));
    QCOMPARE(store.currentDetail(DocumentKind::Invoice, a), QByteArrayLiteral("{\"v\":3}"));
    // The dunning levels changed: the open invoices' details are fetched again.
    QCOMPARE(store.markOpenInvoiceDetailsStale(), 1);
    QVERIFY(store.currentDetail(DocumentKind::Invoice, a).isEmpty());
    // A document that goes takes its detail with it.
    QVERIFY(store.remove(DocumentKind::Invoice, a));
    QVERIFY(store.detail(DocumentKind::Invoice, a).isEmpty());
}

void TestStoreReportTables::logsEveryWriteOfInvoicesAndCreditNotes()
{
    QTemporaryDir dir;
    DocumentStore store(dir.path(), account);
    QVERIFY2(store.isOpen(), qPrintable(store.errorString()));
    AccountDatabase &db = store.database();

    QVERIFY(
        store.upsert({invoice(QStringLiteral("a")), invoice(QStringLiteral("b"), DocumentKind::CreditNote)}));
    QCOMPARE(changes(db), (QStringList {QStringLiteral("invoices/a"), QStringLiteral("credit-notes/b")}));

    qint64 seen = lastChange(db);
    QVERIFY(store.upsert({invoice(QStringLiteral("a"))})); // an update through the upsert
    QVERIFY(store.saveDetail(DocumentKind::Invoice, QStringLiteral("a"), QByteArrayLiteral("{}")));
    QVERIFY(store.saveDetail(DocumentKind::Invoice, QStringLiteral("a"), QByteArrayLiteral("{\"x\":1}")));
    QCOMPARE(changes(db, seen), QStringList(3, QStringLiteral("invoices/a")));

    // Other kinds are not the reports' business.
    seen = lastChange(db);
    QVERIFY(store.upsert({invoice(QStringLiteral("o"), DocumentKind::Quote)}));
    QCOMPARE(changes(db, seen), QStringList());

    // A removal is logged for the document and for its detail, which goes with it.
    QVERIFY(store.remove(DocumentKind::Invoice, QStringLiteral("a")));
    QCOMPARE(changes(db, seen), (QStringList {QStringLiteral("invoices/a"), QStringLiteral("invoices/a")}));

    // Ids keep growing after the reports cleared what they read.
    seen = lastChange(db);
    QSqlQuery q(db.connection());
    QVERIFY(q.exec(QStringLiteral("DELETE FROM report_changes")));
    QVERIFY(store.upsert({invoice(QStringLiteral("c"))}));
    QCOMPARE(lastChange(db), seen + 1);
}

void TestStoreReportTables::linesGoWithTheirDetail()
{
    QTemporaryDir dir;
    DocumentStore store(dir.path(), account);
    QVERIFY2(store.isOpen(), qPrintable(store.errorString()));
    AccountDatabase &db = store.database();
    QVERIFY(store.upsert({invoice(QStringLiteral("a"))}));
    QVERIFY(store.saveDetail(DocumentKind::Invoice, QStringLiteral("a"), QByteArrayLiteral("{}")));
    QSqlQuery q(db.connection());
    QVERIFY(q.exec(QStringLiteral("INSERT INTO report_vat VALUES ('invoices', 'a', 1, '810:10000:810')")));
    // Lines without a detail are refused.
    QVERIFY(!q.exec(QStringLiteral("INSERT INTO report_vat VALUES ('invoices', 'b', 1, '810:10000:810')")));
    QCOMPARE(count(db, QStringLiteral("report_vat")), 1);
    QVERIFY(store.remove(DocumentKind::Invoice, QStringLiteral("a")));
    QCOMPARE(count(db, QStringLiteral("report_vat")), 0);
}

QTEST_GUILESS_MAIN(TestStoreReportTables)
#include "tst_store_report_tables.moc"
