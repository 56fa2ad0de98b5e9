#include "store/SchemaMigrations.h"

#include <QSqlError>
#include <QSqlQuery>

const QList<SchemaMigrations::Step> &SchemaMigrations::steps()
{
    static const QList<Step> list {
        {1, QT_TRANSLATE_NOOP("SchemaMigrations", "local document mirror"),
            {
                QStringLiteral("CREATE TABLE sync_state (key TEXT PRIMARY KEY NOT NULL, value TEXT)"),
                // One row per document of any kind; the columns are the list fields the client sorts,
                // filters and searches on, money in integer minor units, dates as ISO text, updated_at in
                // UTC milliseconds. json keeps the item as received so nothing the client does not model
                // is lost.
                QStringLiteral("CREATE TABLE documents ("
                               " kind TEXT NOT NULL, uuid TEXT NOT NULL, id INTEGER, number TEXT,"
                               " date TEXT, due_date TEXT, delivery_date TEXT, currency TEXT,"
                               " total_minor INTEGER NOT NULL DEFAULT 0, open_minor INTEGER,"
                               " title TEXT, reference TEXT, receiver_name TEXT, customer_number TEXT,"
                               " company_uuid TEXT, person_uuid TEXT, sent_status TEXT, dunning_level TEXT,"
                               " archived INTEGER NOT NULL DEFAULT 0, cancelled INTEGER NOT NULL DEFAULT 0,"
                               " imported INTEGER NOT NULL DEFAULT 0, updated_at INTEGER, json BLOB,"
                               " PRIMARY KEY (kind, uuid))"),
                // Sorting, filtering and searching the whole list happen in memory (the models load every
                // row), so only lookups done in SQL get an index: by number, by customer, recent changes
                // and open items by due date (few rows). Each index on a column in random order costs on
                // every page written (bench/README.md, "loadAll" and writing 100,000 rows).
                QStringLiteral("CREATE INDEX documents_number ON documents (kind, number)"),
                QStringLiteral("CREATE INDEX documents_customer ON documents (kind, customer_number)"),
                QStringLiteral("CREATE INDEX documents_updated ON documents (kind, updated_at)"),
                QStringLiteral(
                    "CREATE INDEX documents_open_due ON documents (kind, due_date) WHERE open_minor > 0"),
            }},
        {2, QT_TRANSLATE_NOOP("SchemaMigrations", "reconciliation and detail cache"),
            {
                // A full listing marks what it saw; the rest are candidates the service is asked about.
                QStringLiteral("ALTER TABLE documents ADD COLUMN sync_generation INTEGER NOT NULL DEFAULT 0"),
                QStringLiteral("CREATE INDEX documents_generation ON documents (kind, sync_generation)"),
                // The single-document answer, so the detail pane works offline; goes with its document.
                QStringLiteral(
                    "CREATE TABLE document_details ("
                    " kind TEXT NOT NULL, uuid TEXT NOT NULL, json BLOB NOT NULL,"
                    " saved_at INTEGER NOT NULL, PRIMARY KEY (kind, uuid),"
                    " FOREIGN KEY (kind, uuid) REFERENCES documents (kind, uuid) ON DELETE CASCADE)"),
            }},
        {3, QT_TRANSLATE_NOOP("SchemaMigrations", "records and settings"),
            {
                // Every other resource of the service (addresses, products, bank accounts, employees, ...):
                // a few thousand rows at most, kept as received and read whole into the models.
                QStringLiteral("CREATE TABLE records ("
                               " resource TEXT NOT NULL, key TEXT NOT NULL, json BLOB NOT NULL,"
                               " saved_at INTEGER NOT NULL, PRIMARY KEY (resource, key))"),
                // The invoice settings (payment conditions, dunning, number ranges, ...), one answer each.
                QStringLiteral(
                    "CREATE TABLE settings_cache ("
                    " name TEXT PRIMARY KEY NOT NULL, json BLOB NOT NULL, saved_at INTEGER NOT NULL)"),
            }},
        {4, QT_TRANSLATE_NOOP("SchemaMigrations", "records saved here"),
            {
                // When this client last wrote a record from the service's answer to its own save (UTC ms), so
                // a listing that began before that save cannot put the older state back.
                QStringLiteral("ALTER TABLE records ADD COLUMN written_at INTEGER NOT NULL DEFAULT 0"),
            }},
        {5, QT_TRANSLATE_NOOP("SchemaMigrations", "VAT lines and changed documents for the reports"),
            {
                // Before this step the reports made report_vat themselves; it is a cache, derived again.
                QStringLiteral("DROP TABLE IF EXISTS report_vat"),
                // The VAT lines the reports derived from a stored detail (saved_at: the detail they came
                // from), "810:12345:1000;0:500:0" (rate in basis points, net and tax in minor units), so a
                // detail's JSON is parsed once, not at every read. They go with their detail.
                QStringLiteral(
                    "CREATE TABLE report_vat ("
                    " kind TEXT NOT NULL, uuid TEXT NOT NULL, saved_at INTEGER NOT NULL, lines TEXT NOT NULL,"
                    " PRIMARY KEY (kind, uuid), FOREIGN KEY (kind, uuid) REFERENCES document_details (kind, "
                    "uuid)"
                    " ON DELETE CASCADE)"),
                // Every write to an invoice or credit note or its detail, in order, so the reports update
                // what they hold from the documents that changed instead of reading 100,000 again. An
                // append per write (id grows, never reused); the reports delete what they have read.
                QStringLiteral(
                    "CREATE TABLE report_changes ("
                    " id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, uuid TEXT NOT NULL)"),
                // Names this file, so what a report holds from one file is never updated from the changes
                // of another at the same path (a copy deleted and synced again starts its ids at 1).
                QStringLiteral("CREATE TABLE report_copy (token TEXT NOT NULL)"),
                QStringLiteral("INSERT INTO report_copy (token) VALUES (lower(hex(randomblob(16))))"),
                QStringLiteral("CREATE TRIGGER report_changes_document_inserted AFTER INSERT ON documents"
                               " WHEN new.kind IN ('invoices', 'credit-notes') BEGIN"
                               " INSERT INTO report_changes (kind, uuid) VALUES (new.kind, new.uuid); END"),
                QStringLiteral("CREATE TRIGGER report_changes_document_updated AFTER UPDATE ON documents"
                               " WHEN new.kind IN ('invoices', 'credit-notes') BEGIN"
                               " INSERT INTO report_changes (kind, uuid) VALUES (new.kind, new.uuid); END"),
                QStringLiteral("CREATE TRIGGER report_changes_document_deleted AFTER DELETE ON documents"
                               " WHEN old.kind IN ('invoices', 'credit-notes') BEGIN"
                               " INSERT INTO report_changes (kind, uuid) VALUES (old.kind, old.uuid); END"),
                QStringLiteral(
                    "CREATE TRIGGER report_changes_detail_inserted AFTER INSERT ON document_details"
                    " WHEN new.kind IN ('invoices', 'credit-notes') BEGIN"
                    " INSERT INTO report_changes (kind, uuid) VALUES (new.kind, new.uuid); END"),
                QStringLiteral("CREATE TRIGGER report_changes_detail_updated AFTER UPDATE ON document_details"
                               " WHEN new.kind IN ('invoices', 'credit-notes') BEGIN"
                               " INSERT INTO report_changes (kind, uuid) VALUES (new.kind, new.uuid); END"),
                QStringLiteral("CREATE TRIGGER report_changes_detail_deleted AFTER DELETE ON document_details"
                               " WHEN old.kind IN ('invoices', 'credit-notes') BEGIN"
                               " INSERT INTO report_changes (kind, uuid) VALUES (old.kind, old.uuid); END"),
            }},
        {6, QT_TRANSLATE_NOOP("SchemaMigrations", "lists in date order"),
            {
                // A list's first screenful, newest first, is read before the rest (DocumentStore::read with
                // a limit): without this it was a scan and sort of every row of the kind. Dates mostly grow
                // with the ids the service gives, so the index is written near its end.
                QStringLiteral("CREATE INDEX documents_date ON documents (kind, date, id)"),
            }},
        {7,
            QT_TRANSLATE_NOOP(
                "SchemaMigrations", "VAT return: document discounts, 0 % turnover, CHF rates, input tax"),
            {
                // The cached VAT lines now carry the document discount and, at 0 %, the product: the lines
                // derived before lack both and are derived again.
                QStringLiteral("DELETE FROM report_vat"),
                // How turnover at 0 % goes into the VAT return, kept here only: per product number
                // (scope 'product') and per document as an override (scope 'invoices' or 'credit-notes',
                // key the uuid). class: export (220), abroad (221), excluded (230), none (no consideration).
                QStringLiteral("CREATE TABLE vat_zero_class (scope TEXT NOT NULL, key TEXT NOT NULL,"
                               " class TEXT NOT NULL, PRIMARY KEY (scope, key))"),
                // Monthly CHF rates for the VAT return (the tax administration's monthly averages, entered
                // or imported by the bookkeeper): CHF per unit of `currency` in millionths, month YYYY-MM.
                QStringLiteral("CREATE TABLE vat_chf_rate (currency TEXT NOT NULL, month TEXT NOT NULL,"
                               " rate_micro INTEGER NOT NULL, PRIMARY KEY (currency, month))"),
                // Input tax of a VAT period entered by hand (figures 400 and 405, minor units), by the
                // period as "2024-01-01/2024-03-31".
                QStringLiteral("CREATE TABLE vat_input_tax (period TEXT NOT NULL PRIMARY KEY,"
                               " material_minor INTEGER NOT NULL, investment_minor INTEGER NOT NULL)"),
            }},
        {8, QT_TRANSLATE_NOOP("SchemaMigrations", "payments booked here"),
            {
                // Every payment booked through InvoiceDesk (the payment dialog or a bank file's entry), kept
                // here only: the service's answer does not list an invoice's payments. source: 'dialog' or
                // 'bank-file'. entry_key names the bank entry (PaymentMatcher::bookingKey) so that one entry
                // is never booked twice; state 'sending' while paymentAdd is under way or its answer was
                // lost (then the bookkeeper checks the invoice), 'booked' once the service answered.
                QStringLiteral("CREATE TABLE payments ("
                               " id INTEGER PRIMARY KEY AUTOINCREMENT, invoice_uuid TEXT NOT NULL,"
                               " invoice_number TEXT, date TEXT NOT NULL, amount_minor INTEGER NOT NULL,"
                               " currency TEXT NOT NULL, bank_account_uuid TEXT, reference TEXT,"
                               " source TEXT NOT NULL, entry_key TEXT, state TEXT NOT NULL,"
                               " recorded_at INTEGER NOT NULL)"),
                QStringLiteral("CREATE INDEX payments_invoice ON payments (invoice_uuid)"),
                QStringLiteral(
                    "CREATE UNIQUE INDEX payments_entry ON payments (entry_key) WHERE entry_key IS NOT NULL"),
            }},
        {9, QT_TRANSLATE_NOOP("SchemaMigrations", "VAT return: filed periods"),
            {
                // A VAT period the bookkeeper marked as filed, by the period as "2024-01-01/2024-03-31":
                // when (UTC ms) and the figures as filed, "200:123400:0;303:100000:8100" (figure, turnover
                // and tax in CHF minor units). Kept here only; later changes show against it.
                QStringLiteral("CREATE TABLE vat_filed_return (period TEXT NOT NULL PRIMARY KEY,"
                               " filed_at INTEGER NOT NULL, figures TEXT NOT NULL)"),
                // What each document counted in a filed return added: "i;810:100000:8100;0:5000:0:export"
                // (i invoice, c credit note; rate, net, tax in CHF minor units, at 0 % the class). Not tied
                // to the documents table: a document the service deletes or cancels later keeps its share.
                QStringLiteral("CREATE TABLE vat_filed_document (kind TEXT NOT NULL, uuid TEXT NOT NULL,"
                               " period TEXT NOT NULL, lines TEXT NOT NULL, PRIMARY KEY (kind, uuid))"),
            }},
        {10, QT_TRANSLATE_NOOP("SchemaMigrations", "VAT return: method and net tax rates"),
            {
                // The account's VAT method, kept here only (ReportSource::VatSettings): "method" is
                // "effective" or "net-tax-rate"; "ntr-1" and "ntr-2" the approved net tax rates in basis
                // points (6.2 % = 620); "ntr-map/810" the net tax rate (1 or 2) the turnover at that VAT
                // rate went to (until step 11). No row: the effective method.
                QStringLiteral(
                    "CREATE TABLE vat_settings (key TEXT NOT NULL PRIMARY KEY, value TEXT NOT NULL)"),
            }},
        {11, QT_TRANSLATE_NOOP("SchemaMigrations", "VAT return: net tax rates per product"),
            {
                // The cached VAT lines now keep every position's product at every rate (the net tax rate
                // method assigns turnover per product): the lines derived before are derived again.
                QStringLiteral("DELETE FROM report_vat"),
                // Which approved net tax rate (1 or 2) a product's turnover goes to, by product number,
                // kept here only. It replaces the mapping per VAT rate ("ntr-map/810" in vat_settings);
                // vat_settings' "ntr-free-text" holds it for positions without a product.
                QStringLiteral("CREATE TABLE vat_ntr_product (product TEXT NOT NULL PRIMARY KEY,"
                               " rate INTEGER NOT NULL CHECK (rate IN (1, 2)))"),
                QStringLiteral("DELETE FROM vat_settings WHERE key LIKE 'ntr-map/%'"),
            }},
        {12, QT_TRANSLATE_NOOP("SchemaMigrations", "details as current as the lists"),
            {
                // The list entry's change time (documents.updated_at, UTC ms) a stored detail was fetched
                // with. A detail is current while its list entry shows no newer change; NULL (every
                // detail stored before this step) is not known to be current and is fetched again by the
                // next synchronisation (DocumentStore::staleDetails).
                QStringLiteral("ALTER TABLE document_details ADD COLUMN list_updated_at INTEGER"),
                // The cached VAT lines now carry the payments a detail lists (open items as of a day):
                // the lines derived before lack them and are derived again.
                QStringLiteral("DELETE FROM report_vat"),
            }},
        {13, QT_TRANSLATE_NOOP("SchemaMigrations", "accounts overview without the table"),
            {
                // Everything the accounts overview reads of an open invoice (AccountFigures), so its read
                // finds the open invoices packed together here and never loads the table's pages, which
                // it otherwise loaded nearly all of on each fresh connection (open invoices are spread
                // over the table). json is whole, not the dunning dates as expressions: SQLite before
                // 3.41 (Debian 12 has 3.40) never reads an expression's value out of an index, so an
                // index on json_extract() still looked up every row. Only rows with an amount open, so
                // a paid invoice costs nothing here (bench/README.md, "Accounts overview").
                QStringLiteral("CREATE INDEX documents_open_figures ON documents (kind, cancelled, currency,"
                               " open_minor, due_date, dunning_level, uuid, updated_at, json)"
                               " WHERE open_minor > 0"),
            }},
        {14, QT_TRANSLATE_NOOP("SchemaMigrations", "accounts overview without the table, smaller"),
            {
                // Step 13's index carried every open invoice's JSON (720 bytes a row at the sandbox), which
                // made a synchronisation's client CPU a quarter higher (bench_sync --invoices 20000). Now
                // two: the open invoices' columns without the JSON (a few dozen bytes a row), and the JSON
                // only of the rows the overview reads it of, open below the final level with a dunning date
                // (few in a real account). Both are covering, so AccountFigures never reads the table's
                // pages, where the open invoices are spread (bench/README.md, "Accounts overview"). The
                // service's id comes third, though nothing looks it up: a sync writes in the order of the
                // ids, so each page of rows lands near the indexes' ends instead of on a page of its own.
                QStringLiteral("DROP INDEX IF EXISTS documents_open_figures"),
                QStringLiteral(
                    "CREATE INDEX documents_open_overview ON documents (kind, cancelled, id, currency,"
                    " open_minor, due_date, dunning_level, uuid, updated_at) WHERE open_minor > 0"),
                QStringLiteral(
                    "CREATE INDEX documents_open_dunned ON documents (kind, cancelled, id, open_minor,"
                    " dunning_level, json)"
                    " WHERE open_minor > 0 AND dunning_level IS NOT 'FINAL_DUNNING'"
                    " AND (json_extract(CAST(json AS TEXT), '$.lastDunningDate') IS NOT NULL"
                    " OR json_extract(CAST(json AS TEXT), '$.nextDunningDate') IS NOT NULL)"),
            }},
    };
    return list;
}

int SchemaMigrations::latestVersion()
{
    return steps().constLast().version;
}

int SchemaMigrations::currentVersion(const QSqlDatabase &db, bool *ok)
{
    if (ok)
        *ok = false;
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral(
            "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'schema_version'"))
        || !q.next())
        return 0;
    if (q.value(0).toInt() == 0) {
        if (ok)
            *ok = true;
        return 0;
    }
    if (!q.exec(QStringLiteral("SELECT max(version) FROM schema_version")) || !q.next())
        return 0;
    if (ok)
        *ok = true;
    return q.value(0).toInt();
}

bool SchemaMigrations::migrate(QSqlDatabase &db, int targetVersion, QString *error)
{
    const auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    bool ok = false;
    int version = currentVersion(db, &ok);
    if (!ok)
        return fail(tr("its version could not be read (%1)").arg(db.lastError().text()));
    if (version > latestVersion())
        return fail(tr("it was written by a newer version of InvoiceDesk (schema %1, this version knows %2)")
                        .arg(version)
                        .arg(latestVersion()));

    QSqlQuery q(db);
    for (const Step &step : steps()) {
        if (step.version <= version || step.version > targetVersion)
            continue;
        // IMMEDIATE takes the write lock first: another connection migrating at the same time waits
        // here and then sees the new version instead of applying the step twice.
        if (!q.exec(QStringLiteral("BEGIN IMMEDIATE")))
            return fail(tr("the update to schema %1 could not start: %2")
                            .arg(step.version)
                            .arg(q.lastError().text()));
        version = currentVersion(db, &ok);
        if (!ok || version >= step.version) {
            q.exec(QStringLiteral("COMMIT"));
            if (!ok)
                return fail(tr("its version could not be read (%1)").arg(db.lastError().text()));
            continue;
        }
        QStringList statements = step.statements;
        statements << QStringLiteral("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
                   << QStringLiteral("DELETE FROM schema_version")
                   << QStringLiteral("INSERT INTO schema_version (version) VALUES (%1)").arg(step.version);
        for (const QString &statement : std::as_const(statements)) {
            if (!q.exec(statement)) {
                const QString why = q.lastError().text();
                q.exec(QStringLiteral("ROLLBACK"));
                return fail(tr("the update to schema %1 (%2) failed: %3")
                                .arg(step.version)
                                .arg(QCoreApplication::translate("SchemaMigrations", step.what), why));
            }
        }
        if (!q.exec(QStringLiteral("COMMIT"))) {
            const QString why = q.lastError().text();
            q.exec(QStringLiteral("ROLLBACK"));
            return fail(tr("the update to schema %1 could not be saved: %2").arg(step.version).arg(why));
        }
        version = step.version;
    }
    return true;
}
