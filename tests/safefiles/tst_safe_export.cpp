// A report exported from the sandbox through the real path (sync, the report copy, ReportExport) after
// two companies were renamed in the service to formulas: the CSV, read by Python's own csv module, holds
// no cell a spreadsheet program would run (every cell that starts with =, +, -, @, tab or CR is one of
// the program's own numbers), and the XLSX, read by openpyxl, holds the names as strings, no formula.
#include "TestSandbox.h"
#include "api/JsonReader.h"
#include "reports/DetailFetcher.h"
#include "reports/ReportExport.h"
#include "reports/ReportSource.h"
#include "reports/ReportTable.h"
#include "reports/Reports.h"
#include "sync/SyncController.h"

#include <QJsonArray>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>

namespace {

const QString hyperlink = "=HYPERLINK(\"http://example.invalid\",\"Zahlen\")";
const QString command = "@SUM(1+1)*cmd|' /C calc'!A0";

QString python()
{
    // Debian's interpreter, where python3-openpyxl is installed (a pyenv shim may come first in PATH).
    return QFile::exists("/usr/bin/python3") ? "/usr/bin/python3" : "python3";
}

QJsonObject runPython(const QString &script, const QString &file)
{
    QProcess p;
    p.start(python(), {"-c", script, file});
    if (!p.waitForFinished(60000) || p.exitCode() != 0) {
        qWarning() << p.readAllStandardError();
        return {};
    }
    return QJsonDocument::fromJson(p.readAllStandardOutput()).object();
}

} // namespace

class TestSafeExport : public QObject
{
    Q_OBJECT

private:
    TestSandbox m_sandbox;
    QTemporaryDir m_clientDir;
    QString m_account;

    QJsonDocument call(ApiClient::Method method, const QString &path, const QJsonObject &body = {})
    {
        ApiClient client(m_sandbox.config(m_account));
        const QString route = path.section(QLatin1Char('?'), 0, 0);
        const QUrlQuery query(path.section(QLatin1Char('?'), 1));
        const TestSandbox::Result r = TestSandbox::wait(method == ApiClient::Method::Get
                ? client.get(client.accountPath(route), query)
                : client.send(method, client.accountPath(route), QJsonDocument(body)));
        if (!r.ok)
            qWarning() << path << r.error.message();
        return r.answer;
    }

    QDateTime lastChange()
    {
        QDateTime newest;
        for (int page = 1;; ++page) {
            const QJsonArray items = JsonReader::listFromEnvelope(
                call(ApiClient::Method::Get, QString("/documents/v2/invoices?limit=200&page=%1").arg(page)))
                                         .value_or(QJsonArray());
            for (const QJsonValue &v : items) {
                const QDateTime at =
                    QDateTime::fromString(v.toObject().value("updatedAt").toString(), Qt::ISODate);
                if (at.isValid() && (!newest.isValid() || at > newest))
                    newest = at;
            }
            if (items.size() < 200)
                break;
        }
        return newest;
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error()));
        QVERIFY(m_clientDir.isValid());
        m_account = m_sandbox.accounts().at(1);

        // Two new companies, renamed in the service to formulas, each with an open invoice of today (new
        // ones: a report row takes its name from the customer's documents, and older ones keep the old).
        const QDate today = QDate::currentDate();
        for (int i = 0; i < 2; ++i) {
            const QJsonDocument made = call(ApiClient::Method::Post, "/addresses/v2/addresses",
                {{"type", "company"}, {"name", QString("Formel %1 GmbH").arg(i)},
                    {"addresses",
                        QJsonArray {QJsonObject {{"address", "Weg 1"}, {"zip_code", "8000"},
                            {"city", "Zürich"}, {"country_code", "CH"}}}}});
            const QString uuid =
                JsonReader::singleFromEnvelope(made).value_or(QJsonObject()).value("uuid").toString();
            QVERIFY2(!uuid.isEmpty(), made.toJson().constData());
            const QJsonObject renamed = JsonReader::singleFromEnvelope(
                call(ApiClient::Method::Patch, "/addresses/v2/companies/" + uuid,
                    {{"type", "company"}, {"uuid", uuid}, {"name", i == 0 ? hyperlink : command}}))
                                            .value_or(QJsonObject());
            QCOMPARE(renamed.value("name").toString(), i == 0 ? hyperlink : command);
            const QJsonObject position {{"kind", "product"}, {"productDescription", "-1+1"}, {"quantity", 1},
                {"singlePrice", "100.00"}, {"vat", QJsonObject {{"percentage", 8.1}}}};
            const QJsonObject invoice {{"currencyCode", "CHF"}, {"title", "=1+1"},
                {"invoiceDate", today.toString(Qt::ISODate)},
                {"dueDate", today.addDays(30).toString(Qt::ISODate)},
                {"receiver", QJsonObject {{"companyUuid", uuid}}}, {"positions", QJsonArray {position}}};
            const QJsonObject created =
                JsonReader::singleFromEnvelope(call(ApiClient::Method::Post, "/documents/v2/invoices",
                                                   {{"documents", QJsonArray {invoice}}}))
                    .value_or(QJsonObject());
            QVERIFY(!created.value("uuid").toString().isEmpty());
        }

        // The client's copy, as the Reports page reads it.
        const QDateTime changed = lastChange();
        QVERIFY(changed.isValid());
        QTRY_VERIFY_WITH_TIMEOUT(QDateTime::currentDateTimeUtc() >= changed.addSecs(1), 5000);
        SyncOptions options;
        options.kinds = {DocumentKind::Invoice, DocumentKind::CreditNote};
        SyncController sync(m_sandbox.config(m_account), m_clientDir.path(), options);
        const SyncController::Outcome outcome = sync.runAndWait(SyncController::Mode::Full, 60000);
        QVERIFY2(outcome.ok, qPrintable(outcome.error.message()));
        ApiClient client(m_sandbox.config(m_account));
        DetailFetcher fetcher(&client, m_clientDir.path(), m_account);
        QSignalSpy finished(&fetcher, &DetailFetcher::finished);
        fetcher.start();
        QVERIFY(finished.wait(120000));
    }

    void csvRunsNothing()
    {
        const ReportSource source = ReportSource::load(m_clientDir.path(), m_account);
        const ReportTable table = ReportTables::openItems(Reports::openItems(source, QDate::currentDate()));
        const QString file = m_clientDir.filePath("open items.csv");
        QString error;
        QVERIFY2(ReportExport::writeCsv(table, file, &error), qPrintable(error));

        // What a spreadsheet would run: a cell starting with = + - @ tab CR that is not a plain number.
        const QJsonObject read =
            runPython("import sys, csv, json, re\n"
                      "rows = list(csv.reader(open(sys.argv[1], encoding='utf-8-sig', "
                      "newline=''), delimiter=';'))\n"
                      "number = re.compile(r'-?[0-9]+(\\.[0-9]+)?')\n"
                      "cells = [c for r in rows for c in r]\n"
                      "runs = [c for c in cells if c[:1] in ('=', '+', '-', '@', '\\t', "
                      "'\\r') and not number.fullmatch(c)]\n"
                      "negative = [c for c in cells if c.startswith('-') and "
                      "number.fullmatch(c)]\n"
                      "print(json.dumps({'runs': runs, 'cells': cells, 'negative': negative}))\n",
                file);
        QVERIFY(!read.isEmpty());
        QCOMPARE(read.value("runs").toArray(), QJsonArray());
        const QJsonArray cells = read.value("cells").toArray();
        // The names are there, as text the spreadsheet shows.
        QVERIFY2(cells.contains(QJsonValue("'" + hyperlink)), qPrintable(QJsonDocument(cells).toJson()));
        QVERIFY(cells.contains(QJsonValue("'" + command)));
        // The open amounts are numbers: 100.00 + 8.1 % VAT = 108.10 for each renamed company.
        QVERIFY(cells.contains(QJsonValue("108.10")));
    }

    void xlsxHoldsNoFormula()
    {
        const ReportSource source = ReportSource::load(m_clientDir.path(), m_account);
        const ReportTable table = ReportTables::openItems(Reports::openItems(source, QDate::currentDate()));
        const QString file = m_clientDir.filePath("open items.xlsx");
        QString error;
        QVERIFY2(ReportExport::writeXlsx(table, file, &error), qPrintable(error));
        const QJsonObject read =
            runPython("import sys, json, openpyxl\n"
                      "wb = openpyxl.load_workbook(sys.argv[1])\n"
                      "formulas, strings = [], []\n"
                      "for ws in wb.worksheets:\n"
                      "    for row in ws.iter_rows():\n"
                      "        for c in row:\n"
                      "            if c.data_type == 'f': formulas.append(str(c.value))\n"
                      "            elif c.data_type == 's': strings.append(c.value)\n"
                      "print(json.dumps({'formulas': formulas, 'strings': strings}))\n",
                file);
        QVERIFY(!read.isEmpty());
        QCOMPARE(read.value("formulas").toArray(), QJsonArray());
        const QJsonArray strings = read.value("strings").toArray();
        QVERIFY(strings.contains(QJsonValue(hyperlink)));
        QVERIFY(strings.contains(QJsonValue(command)));
    }
};

QTEST_GUILESS_MAIN(TestSafeExport)
#include "tst_safe_export.moc"
