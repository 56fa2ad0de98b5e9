// "One copy, whole and current" through the real program against a sandbox: after a change made at the
// service, one ordinary `invoicedesk --sync` makes the reports and the reminder run agree with the
// service. Every expected figure is worked out by hand in the comments, never by the code under test.
//  - a VAT return follows an invoice changed at the service: the same total at another rate (the case
//    that stayed wrong with exit 0), then another total;
//  - a detail the synchronisation could not fetch is named and the report exits 4, never read stale;
//  - the reminder run sees a customer's automatic dunning switched off at the service (addresses are
//    mirrored by --sync);
//  - a change of the dunning levels fetches the open invoices' details again (their next-reminder dates);
//  - what the token may not read (403) is named, not retried, and does not make the copy partial;
//  - open items as of a past day count a payment made after that day as open.
#include "ProgramRun.h"
#include "TestSandbox.h"
#include "api/JsonReader.h"
#include "reports/ReportSource.h"

#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>

#include <memory>

class TestCopyCurrent : public QObject
{
    Q_OBJECT

    TestSandbox m_sandbox;
    QTemporaryDir m_home;
    QString m_account;
    QString m_company;

    using Run = ProgramRun;

    Run run(const QStringList &arguments)
    {
        return ProgramRun::run(QStringLiteral(INVOICEDESK_APP), arguments, m_home, m_sandbox.token());
    }

    QStringList where(const QString &out) const
    {
        return {QStringLiteral("--base-url"), m_sandbox.url().toString(), QStringLiteral("--account"),
            m_account, QStringLiteral("--out"), out};
    }

    Run report(const QString &kind, const QString &period, const QString &out, bool sync = true)
    {
        QStringList arguments {QStringLiteral("--report"), kind, QStringLiteral("--period"), period};
        if (sync)
            arguments.prepend(QStringLiteral("--sync"));
        return run(arguments + where(out));
    }

    std::unique_ptr<ApiClient> m_client;
    ApiClient *client() { return m_client.get(); }

    static QJsonObject product(const QString &price, double rate)
    {
        return {{QStringLiteral("kind"), QStringLiteral("product")},
            {QStringLiteral("productDescription"), QStringLiteral("Item")}, {QStringLiteral("quantity"), 1},
            {QStringLiteral("singlePrice"), price},
            {QStringLiteral("vat"), QJsonObject {{QStringLiteral("percentage"), rate}}}};
    }

    // A CHF invoice of m_company; the created document (uuid, number, total).
    QJsonObject createInvoice(const QDate &date, const QDate &due, const QJsonArray &positions)
    {
        const QJsonObject d {{QStringLiteral("currencyCode"), QStringLiteral("CHF")},
            {QStringLiteral("title"), QStringLiteral("Current copy")},
            {QStringLiteral("invoiceDate"), date.toString(Qt::ISODate)},
            {QStringLiteral("dueDate"), due.toString(Qt::ISODate)},
            {QStringLiteral("receiver"), QJsonObject {{QStringLiteral("companyUuid"), m_company}}},
            {QStringLiteral("positions"), positions}};
        const TestSandbox::Result r = TestSandbox::wait(client()->send(ApiClient::Method::Post,
            client()->accountPath(QStringLiteral("/documents/v2/invoices")),
            QJsonDocument(QJsonObject {{QStringLiteral("documents"), QJsonArray {d}}})));
        return JsonReader::singleFromEnvelope(r.answer).value_or(QJsonObject());
    }

    // Changes the invoice at the service as the web application would (PATCH); the answer's document.
    QJsonObject changeInvoice(const QString &uuid, const QJsonObject &fields)
    {
        const TestSandbox::Result r = TestSandbox::wait(client()->send(ApiClient::Method::Patch,
            client()->accountPath(QStringLiteral("/documents/v2/invoices/%1").arg(uuid)),
            QJsonDocument(QJsonObject {{QStringLiteral("documents"), QJsonArray {fields}}})));
        return JsonReader::singleFromEnvelope(r.answer).value_or(QJsonObject());
    }

    static QStringList csvLines(const QString &file)
    {
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly))
            return {};
        QString text = QString::fromUtf8(f.readAll());
        if (text.startsWith(QChar(0xFEFF)))
            text.remove(0, 1);
        return text.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    }

    // The VAT CSV's lines with a figure: figure -> "currency;turnover;tax;documents;invoiced;difference".
    static QMap<QString, QString> figures(const QString &file)
    {
        QMap<QString, QString> byFigure;
        for (const QString &line : csvLines(file).mid(1)) {
            const QStringList f = line.split(QLatin1Char(';'));
            if (f.size() == 8 && !f.at(0).isEmpty())
                byFigure.insert(f.at(0), QStringList(f.mid(2)).join(QLatin1Char(';')));
        }
        return byFigure;
    }

    QString copyDir() const
    {
        QDirIterator files(m_home.path(), {QStringLiteral("%1.sqlite").arg(m_account)}, QDir::Files,
            QDirIterator::Subdirectories);
        return files.hasNext() ? QFileInfo(files.next()).absolutePath() : QString();
    }

    // The input tax of June 2018 entered as 0.00, so a complete return exits 0.
    void enterInputTax(const QDate &from, const QDate &to)
    {
        QString error;
        QVERIFY2(ReportSource::writeInputTax(
                     copyDir(), m_account, from, to, std::pair<qint64, qint64>(0, 0), &error),
            qPrintable(error));
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error()));
        QVERIFY(m_home.isValid());
        m_account = m_sandbox.accounts().at(1); // the small account: nothing of its own in 2018
        m_client = std::make_unique<ApiClient>(m_sandbox.config(m_account));
        const TestSandbox::Result companies =
            TestSandbox::wait(client()->get(client()->accountPath(QStringLiteral("/addresses/v2/companies")),
                QUrlQuery(QStringLiteral("limit=1"))));
        m_company = JsonReader::listFromEnvelope(companies.answer)
                        .value_or(QJsonArray())
                        .at(0)
                        .toObject()
                        .value(QLatin1String("uuid"))
                        .toString();
        QVERIFY(!m_company.isEmpty());
    }

    void vatFollowsAChangeAtTheService()
    {
        // 1,000.00 at 8.1 %: VAT 81.00, total 1,081.00.
        const QJsonObject created =
            createInvoice(QDate(2018, 6, 12), QDate(2018, 7, 12), {product(QStringLiteral("1000.00"), 8.1)});
        const QString uuid = created.value(QLatin1String("uuid")).toString();
        QVERIFY(!uuid.isEmpty());
        QTest::qWait(1100); // a later change must carry a later second
        const QString first = m_home.filePath(QStringLiteral("vat-1.csv"));
        Run r = report(QStringLiteral("vat"), QStringLiteral("2018-06"), first);
        QCOMPARE(r.code, 4); // the input tax of June is not entered yet
        QVERIFY2(r.err.contains(QStringLiteral("Input tax")), qPrintable(r.err));
        enterInputTax(QDate(2018, 6, 1), QDate(2018, 6, 30));
        r = report(QStringLiteral("vat"), QStringLiteral("2018-06"), first, false);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(
            figures(first).value(QStringLiteral("303")), QStringLiteral("CHF;1000.00;81.00;1;81.00;0.00"));

        // Changed at the service to the same total at 2.6 %: 1,053.61 + 1,053.61 x 2.6 % = 27.39386 ->
        // 27.39 = 1,081.00. The return now has 313 1,053.61 / 27.39 and nothing at 8.1 %.
        QTest::qWait(1100);
        const QJsonObject changed = changeInvoice(
            uuid, {{QStringLiteral("positions"), QJsonArray {product(QStringLiteral("1053.61"), 2.6)}}});
        QCOMPARE(JsonReader::scaled(changed, QLatin1String("documentTotal")).value_or(0), 108100);
        QTest::qWait(1100);
        const QString second = m_home.filePath(QStringLiteral("vat-2.csv"));
        r = report(QStringLiteral("vat"), QStringLiteral("2018-06"), second);
        QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
        QMap<QString, QString> f = figures(second);
        QCOMPARE(f.value(QStringLiteral("313")), QStringLiteral("CHF;1053.61;27.39;1;27.39;0.00"));
        QVERIFY2(!f.value(QStringLiteral("303")).contains(QStringLiteral("1000.00")),
            qPrintable(f.value(QStringLiteral("303"))));
        QCOMPARE(f.value(QStringLiteral("399")).section(QLatin1Char(';'), 2, 2), QStringLiteral("27.39"));

        // Another total: 2,000.00 at 8.1 % = 162.00, total 2,162.00, counted at its new total (never left
        // out as "does not add up").
        QTest::qWait(1100);
        QCOMPARE(
            JsonReader::scaled(
                changeInvoice(uuid,
                    {{QStringLiteral("positions"), QJsonArray {product(QStringLiteral("2000.00"), 8.1)}}}),
                QLatin1String("documentTotal"))
                .value_or(0),
            216200);
        QTest::qWait(1100);
        const QString third = m_home.filePath(QStringLiteral("vat-3.csv"));
        r = report(QStringLiteral("vat"), QStringLiteral("2018-06"), third);
        QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
        f = figures(third);
        QCOMPARE(f.value(QStringLiteral("303")), QStringLiteral("CHF;2000.00;162.00;1;162.00;0.00"));
        QVERIFY(f.value(QStringLiteral("313")).isEmpty()
            || !f.value(QStringLiteral("313")).contains(QStringLiteral("1053.61")));

        // The detail cannot be fetched after another change: the list shows the change, the stale detail
        // is not read; the report names the invoice and exits 4. The next sync that gets it through heals.
        QTest::qWait(1100);
        QVERIFY(!changeInvoice(uuid, {{QStringLiteral("title"), QStringLiteral("Changed again")}}).isEmpty());
        QTest::qWait(1100);
        m_sandbox.addFault({{QStringLiteral("method"), QStringLiteral("GET")},
            {QStringLiteral("path"), QStringLiteral("/documents/v2/invoices/%1").arg(uuid)},
            {QStringLiteral("status"), 500}, {QStringLiteral("times"), 100}});
        const QString fourth = m_home.filePath(QStringLiteral("vat-4.csv"));
        r = report(QStringLiteral("vat"), QStringLiteral("2018-06"), fourth);
        m_sandbox.clearFaults();
        QCOMPARE(r.code, 4);
        const QString number = created.value(QLatin1String("invoiceNumber")).toString();
        QVERIFY2(r.err.contains(number), qPrintable(r.err));
        QVERIFY(figures(fourth).value(QStringLiteral("303")).isEmpty()
            || !figures(fourth).value(QStringLiteral("303")).contains(QStringLiteral("2000.00")));
        r = report(QStringLiteral("vat"), QStringLiteral("2018-06"), fourth);
        QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
        QCOMPARE(
            figures(fourth).value(QStringLiteral("303")), QStringLiteral("CHF;2000.00;162.00;1;162.00;0.00"));
    }

    void reminderRunSeesAddressesOfTheService()
    {
        // Overdue by 90 days: the first level is due under any level settings of the demo.
        const QDate today = QDate::currentDate();
        const QJsonObject created =
            createInvoice(today.addDays(-120), today.addDays(-90), {product(QStringLiteral("100.00"), 8.1)});
        const QString number = created.value(QLatin1String("invoiceNumber")).toString();
        QVERIFY(!number.isEmpty());
        // The customer's automatic dunning switched off at the service.
        const TestSandbox::Result patched = TestSandbox::wait(client()->send(ApiClient::Method::Patch,
            client()->accountPath(QStringLiteral("/addresses/v2/companies/%1").arg(m_company)),
            QJsonDocument(QJsonObject {{QStringLiteral("type"), QStringLiteral("company")},
                {QStringLiteral("uuid"), m_company}, {QStringLiteral("automatic_dunning"), false}})));
        QVERIFY2(patched.ok, qPrintable(patched.error.message()));
        QTest::qWait(1100);
        const QString out = m_home.filePath(QStringLiteral("reminders.csv"));
        const Run r = run(QStringList {QStringLiteral("--sync"), QStringLiteral("--reminder-run"),
                              QStringLiteral("--as-of"), today.toString(Qt::ISODate)}
            + where(out));
        QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
        QString row;
        for (const QString &line : csvLines(out)) {
            if (line.startsWith(number + QLatin1Char(',')))
                row = line;
        }
        QVERIFY2(row.endsWith(QStringLiteral("automatic dunning off")), qPrintable(row));
    }

    void dunningLevelsChangedFetchTheOpenInvoicesAgain()
    {
        // Nothing changed since the last synchronisation: no detail is fetched.
        QTest::qWait(1100);
        Run r = run(QStringList {QStringLiteral("--sync"), QStringLiteral("--base-url"),
            m_sandbox.url().toString(), QStringLiteral("--account"), m_account});
        QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
        r = run(QStringList {QStringLiteral("--sync"), QStringLiteral("--base-url"),
            m_sandbox.url().toString(), QStringLiteral("--account"), m_account});
        QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
        QVERIFY2(r.out.contains(QStringLiteral("every invoice and credit note current")), qPrintable(r.out));
        // The open invoices as the service lists them (not cancelled, something open).
        int open = 0;
        for (int page = 1;; ++page) {
            const TestSandbox::Result listed = TestSandbox::wait(
                client()->get(client()->accountPath(QStringLiteral("/documents/v2/invoices")),
                    QUrlQuery(QStringLiteral("limit=200&page=%1").arg(page))));
            const QJsonArray items = JsonReader::listFromEnvelope(listed.answer).value_or(QJsonArray());
            for (const QJsonValue &v : items) {
                const QJsonObject o = v.toObject();
                if (!o.value(QLatin1String("isCancelled")).toBool()
                    && JsonReader::scaled(o, QLatin1String("openAmount")).value_or(0) > 0)
                    ++open;
            }
            if (items.size() < 200)
                break;
        }
        QVERIFY(open > 0);
        // The first level's days changed at the service: the next reminder dates the details carry follow
        // the levels, so every open invoice's detail is fetched again, and only those.
        const TestSandbox::Result patched = TestSandbox::wait(client()->send(ApiClient::Method::Patch,
            client()->accountPath(QStringLiteral("/documents/v2/invoices/settings/dunnings/dunning-level-1")),
            QJsonDocument(QJsonObject {{QStringLiteral("numberOfDays"), 23}})));
        QVERIFY2(patched.ok, qPrintable(patched.error.message()));
        r = run(QStringList {QStringLiteral("--sync"), QStringLiteral("--base-url"),
            m_sandbox.url().toString(), QStringLiteral("--account"), m_account});
        QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
        QVERIFY2(r.out.contains(QStringLiteral("Details: %1 of %1 fetched").arg(open)), qPrintable(r.out));
    }

    void whatTheTokenMayNotReadIsNamedNotRetried()
    {
        // A token for documents and addresses only: products, bank accounts and the invoice settings answer
        // 403. Fetching them again would not help, so the copy is not called partial (exit 0), but the
        // summary names them.
        const QString limited =
            m_sandbox.createToken({QStringLiteral("profile"), QStringLiteral("customers")}, {m_account});
        QTemporaryDir home;
        const ProgramRun r = ProgramRun::run(QStringLiteral(INVOICEDESK_APP),
            {QStringLiteral("--sync"), QStringLiteral("--base-url"), m_sandbox.url().toString(),
                QStringLiteral("--account"), m_account},
            home, limited);
        QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
        QVERIFY2(r.out.contains(QStringLiteral("this token may not read")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("dunnings")), qPrintable(r.out));
    }

    void openItemsAsOfAPastDay()
    {
        // 1,000.00 at 8.1 % = 1,081.00, dated 5.3.2018; 500.00 paid on 20.4.2018 at the service.
        const QJsonObject created =
            createInvoice(QDate(2018, 3, 5), QDate(2018, 4, 4), {product(QStringLiteral("1000.00"), 8.1)});
        const QString uuid = created.value(QLatin1String("uuid")).toString();
        QVERIFY(!uuid.isEmpty());
        const TestSandbox::Result paid = TestSandbox::wait(client()->send(ApiClient::Method::Patch,
            client()->accountPath(QStringLiteral("/documents/v2/invoices/%1/actions/paymentAdd").arg(uuid)),
            QJsonDocument(QJsonObject {{QStringLiteral("amount"), QStringLiteral("500.00")},
                {QStringLiteral("date"), QStringLiteral("2018-04-20")}})));
        QVERIFY2(paid.ok, qPrintable(paid.error.message()));
        QTest::qWait(1100);
        // As of 31.3.2018 the payment had not come: 1,081.00 open. As of 30.4.2018: 1,081.00 - 500.00 =
        // 581.00.
        const auto total = [](const QString &file) {
            for (const QString &line : csvLines(file)) {
                if (line.startsWith(QStringLiteral("Total;CHF;")))
                    return line.section(QLatin1Char(';'), 2, 2);
            }
            return QString();
        };
        const QString march = m_home.filePath(QStringLiteral("open-2018-03.csv"));
        Run r = report(QStringLiteral("open-items"), QStringLiteral("2018-03"), march);
        QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
        QCOMPARE(total(march), QStringLiteral("1081.00"));
        const QString april = m_home.filePath(QStringLiteral("open-2018-04.csv"));
        r = report(QStringLiteral("open-items"), QStringLiteral("2018-04"), april, false);
        QVERIFY2(r.code == 0, qPrintable(r.err + r.out));
        QCOMPARE(total(april), QStringLiteral("581.00"));
    }
};

QTEST_GUILESS_MAIN(TestCopyCurrent)
#include "tst_copy_current.moc"
