// The document routes of the sandbox: every kind can be created, read, listed and updated; totals are
// the server's, exact and rounded to 0.05 for CHF; numbers continue the account's numbering; bad input
// answers 422 naming the field and changes nothing.
#include "SandboxPeer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QTest>

class TestSandboxDocuments : public QObject
{
    Q_OBJECT

    QString path(const QString &kind, const QString &uuid = {}) const
    {
        return QStringLiteral("/accounts/%1/documents/v2/%2").arg(m_account, kind)
            + (uuid.isEmpty() ? QString() : QLatin1Char('/') + uuid);
    }
    QString companyUuid()
    {
        // A company of the demo account: the receiver of an invoice sent to a company.
        const auto list =
            m_peer.request("GET", path(QStringLiteral("invoices")) + QStringLiteral("?limit=50"));
        for (const QJsonValue &v : list.json.value(QLatin1String("data")).toArray()) {
            const QString company = v.toObject()
                                        .value(QLatin1String("receiver"))
                                        .toObject()
                                        .value(QLatin1String("companyUuid"))
                                        .toString();
            if (!company.isEmpty())
                return company;
        }
        return {};
    }
    static QByteArray body(const QJsonObject &document)
    {
        return QJsonDocument(QJsonObject {{QStringLiteral("documents"), QJsonArray {document}}}).toJson();
    }
    QJsonObject invoice(const QString &company) const
    {
        return {{QStringLiteral("currencyCode"), QStringLiteral("CHF")},
            {QStringLiteral("title"), QStringLiteral("Beratung März")},
            {QStringLiteral("invoiceDate"), QStringLiteral("2026-03-31")},
            {QStringLiteral("dueDate"), QStringLiteral("2026-04-30")},
            {QStringLiteral("receiver"), QJsonObject {{QStringLiteral("companyUuid"), company}}},
            {QStringLiteral("positions"),
                QJsonArray {QJsonObject {{QStringLiteral("kind"), QStringLiteral("subtitle")},
                                {QStringLiteral("title"), QStringLiteral("März")}},
                    QJsonObject {{QStringLiteral("kind"), QStringLiteral("product")},
                        {QStringLiteral("productDescription"), QStringLiteral("Beratung (Stunde)")},
                        {QStringLiteral("quantity"), 2.5}, {QStringLiteral("singlePrice"), 160},
                        {QStringLiteral("vat"), QJsonObject {{QStringLiteral("percentage"), 8.1}}}},
                    QJsonObject {{QStringLiteral("kind"), QStringLiteral("product")},
                        {QStringLiteral("productDescription"), QStringLiteral("Fachbuch")},
                        {QStringLiteral("quantity"), 3},
                        {QStringLiteral("singlePrice"), QStringLiteral("89.90")},
                        {QStringLiteral("discount"), QJsonObject {{QStringLiteral("percentage"), 10}}},
                        {QStringLiteral("vat"), QJsonObject {{QStringLiteral("percentage"), 2.6}}}},
                    QJsonObject {{QStringLiteral("kind"), QStringLiteral("product")},
                        {QStringLiteral("productDescription"), QStringLiteral("Gebühren")},
                        {QStringLiteral("quantity"), 1}, {QStringLiteral("singlePrice"), 12.34},
                        {QStringLiteral("vat"), QJsonObject {{QStringLiteral("percentage"), 0}}}}}}};
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_peer.error().isEmpty(), qPrintable(m_peer.error()));
        m_account = m_peer.accounts().first();
    }

    // The demo's documents name their units by the codes the account defines (C62, HUR), so a client
    // shows the unit's name ("Stk.", "Std."), and carry only their own kind's dates; both demo accounts,
    // every kind. First, before the other tests add documents of their own.
    void demoDocumentsUseTheAccountsUnitsAndOwnDates()
    {
        for (const QString &account : m_peer.accounts()) {
            QSet<QString> codes;
            for (const QJsonValue &unit :
                m_peer.request("GET", QStringLiteral("/accounts/%1/units/v2/units").arg(account))
                    .json.value(QLatin1String("data"))
                    .toArray())
                codes << unit.toObject().value(QLatin1String("isocode")).toString();
            QVERIFY(codes.contains(QStringLiteral("C62")) && codes.contains(QStringLiteral("HUR")));
            int products = 0;
            for (const char *kind : {"invoices", "quotes", "contract-notes", "delivery-notes", "credit-notes",
                     "recurring-invoices", "templates"}) {
                const QString base =
                    QStringLiteral("/accounts/%1/documents/v2/%2").arg(account, QLatin1String(kind));
                for (const QJsonValue &item : m_peer.request("GET", base + QStringLiteral("?limit=40"))
                                                  .json.value(QLatin1String("data"))
                                                  .toArray()) {
                    const QString uuid = item.toObject().value(QLatin1String("uuid")).toString();
                    // Only the kinds with a delivery date carry one, in either spelling.
                    const QJsonObject document = m_peer.request("GET", base + QLatin1Char('/') + uuid).data();
                    if (!QByteArray("invoices delivery-notes templates").contains(kind)) {
                        QVERIFY2(document.value(QLatin1String("deliverDate")).toString().isEmpty()
                                && document.value(QLatin1String("deliveryDate")).toString().isEmpty(),
                            qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(kind), uuid)));
                    }
                    for (const QJsonValue &v : document.value(QLatin1String("positions")).toArray()) {
                        const QJsonObject position = v.toObject();
                        if (position.value(QLatin1String("kind")).toString() != QLatin1String("product"))
                            continue;
                        ++products;
                        QVERIFY2(codes.contains(position.value(QLatin1String("unitCode")).toString()),
                            qPrintable(QStringLiteral("%1 %2: %3")
                                           .arg(QLatin1String(kind), uuid,
                                               QString::fromUtf8(
                                                   QJsonDocument(position).toJson(QJsonDocument::Compact)))));
                    }
                }
            }
            QVERIFY(products > 50);
        }
    }

    void createComputesTotalsAndNumber()
    {
        const auto created = m_peer.request(
            "POST", path(QStringLiteral("invoices")), QStringLiteral("demo"), body(invoice(companyUuid())));
        QCOMPARE(created.status, 201);
        const QJsonObject d = created.data();
        // 2.5 × 160.00 = 400.00, VAT 8.1 % = 32.40
        // 3 × 89.90 = 269.70, -10 % = 242.73, VAT 2.6 % = 6.31 (6.310…)
        // 1 × 12.34 = 12.34, VAT 0
        // 655.07 + 38.71 = 693.78 → CHF rounding 693.80
        const QJsonArray positions = d.value(QLatin1String("positions")).toArray();
        QCOMPARE(positions.size(), 4);
        QCOMPARE(positions.at(1).toObject().value(QLatin1String("positionTotal")).toDouble(), 400.0);
        QCOMPARE(positions.at(2).toObject().value(QLatin1String("positionTotal")).toDouble(), 242.73);
        QCOMPARE(positions.at(2)
                     .toObject()
                     .value(QLatin1String("vat"))
                     .toObject()
                     .value(QLatin1String("amount"))
                     .toDouble(),
            6.31);
        QCOMPARE(d.value(QLatin1String("documentTotal")).toDouble(), 693.80);
        QCOMPARE(d.value(QLatin1String("openAmount")).toDouble(), 693.80);
        QCOMPARE(positions.at(0).toObject().value(QLatin1String("positionNumber")).toInt(), 1);
        // Numbering continues the account's 2026 invoices.
        const QString number = d.value(QLatin1String("invoiceNumber")).toString();
        QVERIFY2(number.startsWith(QStringLiteral("RE-2026-")), qPrintable(number));
        QVERIFY(number.mid(8).toInt() > 1);
        QVERIFY(
            !d.value(QLatin1String("receiver")).toObject().value(QLatin1String("name")).toString().isEmpty());
        QCOMPARE(d.value(QLatin1String("sentStatus")).toString(), QStringLiteral("OPEN"));

        const auto again = m_peer.request(
            "POST", path(QStringLiteral("invoices")), QStringLiteral("demo"), body(invoice(companyUuid())));
        QCOMPARE(again.data().value(QLatin1String("invoiceNumber")).toString().mid(8).toInt(),
            number.mid(8).toInt() + 1);

        const auto read = m_peer.request(
            "GET", path(QStringLiteral("invoices"), d.value(QLatin1String("uuid")).toString()));
        QCOMPARE(read.status, 200);
        QCOMPARE(read.data().value(QLatin1String("documentTotal")).toDouble(), 693.80);
        QVERIFY(read.data().value(QLatin1String("id")).toInt() > 0);
    }

    void pricesIncludingVat()
    {
        QJsonObject d = invoice(companyUuid());
        d.insert(QStringLiteral("pricesIncludeVat"), true);
        d.insert(QStringLiteral("positions"),
            QJsonArray {QJsonObject {{QStringLiteral("quantity"), 1}, {QStringLiteral("singlePrice"), 108.10},
                {QStringLiteral("vat"), QJsonObject {{QStringLiteral("percentage"), 8.1}}}}});
        const auto created =
            m_peer.request("POST", path(QStringLiteral("invoices")), QStringLiteral("demo"), body(d));
        QCOMPARE(created.status, 201);
        QCOMPARE(created.data().value(QLatin1String("documentTotal")).toDouble(), 108.10);
        QCOMPARE(created.data()
                     .value(QLatin1String("positions"))
                     .toArray()
                     .first()
                     .toObject()
                     .value(QLatin1String("vat"))
                     .toObject()
                     .value(QLatin1String("amount"))
                     .toDouble(),
            8.10);
    }

    void updateRecomputesAndShowsInChanges()
    {
        const auto created = m_peer.request(
            "POST", path(QStringLiteral("invoices")), QStringLiteral("demo"), body(invoice(companyUuid())));
        const QString uuid = created.data().value(QLatin1String("uuid")).toString();
        QJsonObject change {{QStringLiteral("title"), QStringLiteral("Geändert")}};
        QJsonArray positions = created.data().value(QLatin1String("positions")).toArray();
        QJsonObject first = positions.at(1).toObject();
        first.insert(QStringLiteral("quantity"), 5);
        positions.replace(1, first);
        change.insert(QStringLiteral("positions"), positions);
        const auto updated = m_peer.request(
            "PATCH", path(QStringLiteral("invoices"), uuid), QStringLiteral("demo"), body(change));
        QCOMPARE(updated.status, 200);
        QCOMPARE(updated.data().value(QLatin1String("title")).toString(), QStringLiteral("Geändert"));
        // 5 × 160 = 800 + 64.80 VAT; the rest as before: 255.07 + 6.31 → 1126.18 → 1126.20
        QCOMPARE(updated.data().value(QLatin1String("documentTotal")).toDouble(), 1126.20);
        QCOMPARE(updated.data().value(QLatin1String("invoiceNumber")),
            created.data().value(QLatin1String("invoiceNumber")));
        const QString today = QDate::currentDate().toString(Qt::ISODate);
        const auto changes = m_peer.request(
            "GET", path(QStringLiteral("invoices")) + QStringLiteral("?limit=500&updatedSince=") + today);
        bool found = false;
        for (const QJsonValue &v : changes.json.value(QLatin1String("data")).toArray())
            found = found || v.toObject().value(QLatin1String("uuid")).toString() == uuid;
        QVERIFY(found);
        QCOMPARE(m_peer
                     .request("PATCH", path(QStringLiteral("invoices"), QStringLiteral("nope")),
                         QStringLiteral("demo"), body(change))
                     .status,
            404);
    }

    void everyKind_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("dateField");
        QTest::addColumn<QString>("numberField");
        QTest::newRow("quotes") << "quotes"
                                << "quoteDate"
                                << "quoteNumber";
        QTest::newRow("contract-notes") << "contract-notes"
                                        << "contractNoteDate"
                                        << "contractNoteNumber";
        QTest::newRow("delivery-notes") << "delivery-notes"
                                        << "deliveryNoteDate"
                                        << "deliveryNoteNumber";
        QTest::newRow("invoices") << "invoices"
                                  << "invoiceDate"
                                  << "invoiceNumber";
        QTest::newRow("credit-notes") << "credit-notes"
                                      << "creditNoteDate"
                                      << "creditNoteNumber";
        QTest::newRow("recurring-invoices") << "recurring-invoices"
                                            << "startDate"
                                            << "recurringInvoiceNumber";
        QTest::newRow("templates") << "templates"
                                   << "invoiceDate"
                                   << "templateNumber";
    }
    void everyKind()
    {
        QFETCH(QString, kind);
        QFETCH(QString, dateField);
        QFETCH(QString, numberField);
        QJsonObject d = invoice(companyUuid());
        d.remove(QStringLiteral("invoiceDate"));
        d.insert(dateField, QStringLiteral("2026-05-04"));
        const auto created = m_peer.request("POST", path(kind), QStringLiteral("demo"), body(d));
        QCOMPARE(created.status, 201);
        QCOMPARE(created.data().value(dateField).toString(), QStringLiteral("2026-05-04"));
        // A number: text, except contractNoteNumber, an integer in the spec.
        const QJsonValue number = created.data().value(numberField);
        if (kind == QLatin1String("contract-notes"))
            QVERIFY(number.isDouble() && number.toInteger() > 0);
        else
            QVERIFY(!number.toString().isEmpty());
        const auto list = m_peer.request("GET", path(kind) + QStringLiteral("?limit=500"));
        QCOMPARE(list.status, 200);
        const QJsonArray items = list.json.value(QLatin1String("data")).toArray();
        QVERIFY(!items.isEmpty());
        QCOMPARE(items.last().toObject().value(QLatin1String("uuid")),
            created.data().value(QLatin1String("uuid")));
        QVERIFY(items.last().toObject().contains(dateField));
        QCOMPARE(list.json.value(QLatin1String("meta")).toObject().value(QLatin1String("total")).toInt(),
            int(items.size()));
    }

    void badInputNamesTheField_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("error");
        QTest::newRow("currency") << "currencyCode" << QJsonValue(QStringLiteral("chf"))
                                  << "documents.0.currencyCode";
        QTest::newRow("date") << "invoiceDate" << QJsonValue(QStringLiteral("31.03.2026"))
                              << "documents.0.invoiceDate";
        QTest::newRow("receiver") << "receiver"
                                  << QJsonValue(
                                         QJsonObject {{QStringLiteral("companyUuid"), QStringLiteral("x")}})
                                  << "documents.0.receiver.companyUuid";
        QTest::newRow("position kind")
            << "positions"
            << QJsonValue(QJsonArray {QJsonObject {{QStringLiteral("kind"), QStringLiteral("banner")}}})
            << "documents.0.positions.0.kind";
        QTest::newRow("quantity") << "positions"
                                  << QJsonValue(QJsonArray {
                                         QJsonObject {{QStringLiteral("quantity"), QStringLiteral("two")},
                                             {QStringLiteral("singlePrice"), 1}}})
                                  << "documents.0.positions.0.quantity";
        QTest::newRow("vat") << "positions"
                             << QJsonValue(QJsonArray {QJsonObject {{QStringLiteral("quantity"), 1},
                                    {QStringLiteral("singlePrice"), 1},
                                    {QStringLiteral("vat"),
                                        QJsonObject {{QStringLiteral("percentage"), 180}}}}})
                             << "documents.0.positions.0.vat.percentage";
    }
    void badInputNamesTheField()
    {
        QFETCH(QString, field);
        QFETCH(QJsonValue, value);
        QFETCH(QString, error);
        const int before = m_peer.request("GET", path(QStringLiteral("invoices")))
                               .json.value(QLatin1String("meta"))
                               .toObject()
                               .value(QLatin1String("total"))
                               .toInt();
        QJsonObject d = invoice(companyUuid());
        d.insert(field, value);
        const auto answer =
            m_peer.request("POST", path(QStringLiteral("invoices")), QStringLiteral("demo"), body(d));
        QCOMPARE(answer.status, 422);
        QVERIFY2(
            answer.json.value(QLatin1String("errors")).toObject().contains(error), answer.body.constData());
        const int after = m_peer.request("GET", path(QStringLiteral("invoices")))
                              .json.value(QLatin1String("meta"))
                              .toObject()
                              .value(QLatin1String("total"))
                              .toInt();
        QCOMPARE(after, before); // nothing half-written
    }

    void malformedRequests()
    {
        QCOMPARE(m_peer.request("POST", path(QStringLiteral("invoices")), QStringLiteral("demo"), "{not json")
                     .status,
            400);
        const auto empty = m_peer.request(
            "POST", path(QStringLiteral("invoices")), QStringLiteral("demo"), R"({"documents":[]})");
        QCOMPARE(empty.status, 422);
        QVERIFY(empty.json.value(QLatin1String("errors")).toObject().contains(QLatin1String("documents")));
        QCOMPARE(m_peer
                     .request("POST", path(QStringLiteral("invoices")), QStringLiteral("demo"),
                         R"({"documents":"all"})")
                     .status,
            422);
    }

    // An invoice sent without dueDate is due after its receiver's payment terms, as a converted one is:
    // a company with 10 days, invoiced on 2026-03-02, is due on 2026-03-12 (2 + 10).
    void invoiceWithoutDueDateDueAfterTheTerms()
    {
        const auto company = m_peer.request("POST",
            QStringLiteral("/accounts/%1/addresses/v2/addresses?force=true").arg(m_account),
            QStringLiteral("demo"),
            QJsonDocument(QJsonObject {{QStringLiteral("type"), QStringLiteral("company")},
                              {QStringLiteral("name"), QStringLiteral("Zehn Tage AG")},
                              {QStringLiteral("payment_terms"), 10}})
                .toJson());
        QCOMPARE(company.status, 201);
        QJsonObject document = invoice(company.data().value(QLatin1String("uuid")).toString());
        document.remove(QStringLiteral("dueDate"));
        document.insert(QStringLiteral("invoiceDate"), QStringLiteral("2026-03-02"));
        const auto created =
            m_peer.request("POST", path(QStringLiteral("invoices")), QStringLiteral("demo"), body(document));
        QCOMPARE(created.status, 201);
        QCOMPARE(created.data().value(QLatin1String("dueDate")).toString(), QStringLiteral("2026-03-12"));
        const QString uuid = created.data().value(QLatin1String("uuid")).toString();
        QCOMPARE(m_peer.request("GET", path(QStringLiteral("invoices"), uuid))
                     .data()
                     .value(QLatin1String("dueDate"))
                     .toString(),
            QStringLiteral("2026-03-12"));
    }

    void batchesGoThroughTheQueue()
    {
        const int before = m_peer.request("GET", path(QStringLiteral("quotes")))
                               .json.value(QLatin1String("meta"))
                               .toObject()
                               .value(QLatin1String("total"))
                               .toInt();
        const QJsonObject good = invoice(companyUuid());
        QJsonObject bad = good;
        bad.insert(QStringLiteral("currencyCode"), QStringLiteral("francs"));
        const QByteArray batch =
            QJsonDocument(QJsonObject {{QStringLiteral("documents"), QJsonArray {good, bad, good}}}).toJson();
        const auto queued =
            m_peer.request("POST", path(QStringLiteral("quotes")), QStringLiteral("demo"), batch);
        QCOMPARE(queued.status, 202);
        const QString queue = queued.data().value(QLatin1String("uuid")).toString();
        QVERIFY(!queue.isEmpty());
        QCOMPARE(queued.data().value(QLatin1String("total")).toInt(), 3);
        QCOMPARE(queued.data().value(QLatin1String("status")).toString(), QStringLiteral("pending"));

        QJsonObject status;
        QTRY_VERIFY_WITH_TIMEOUT(
            (status = m_peer
                          .request("GET",
                              QStringLiteral("/accounts/%1/documents/v2/queue/%2").arg(m_account, queue))
                          .data(),
                status.value(QLatin1String("status")).toString() == QLatin1String("done")),
            5000);
        QCOMPARE(status.value(QLatin1String("successful")).toInt(), 2);
        QCOMPARE(status.value(QLatin1String("failed")).toInt(), 1);
        const QJsonArray details = status.value(QLatin1String("details")).toArray();
        QCOMPARE(details.size(), 3);
        if (m_peer.isLive()) // the created documents as the live service writes one: every field present
            QVERIFY(details.at(0)
                        .toObject()
                        .value(QLatin1String("invoice"))
                        .toObject()
                        .contains(QLatin1String("customField4")));
        QCOMPARE(
            details.at(1).toObject().value(QLatin1String("status")).toString(), QStringLiteral("failed"));
        QVERIFY(details.at(1)
                    .toObject()
                    .value(QLatin1String("message"))
                    .toString()
                    .contains(QStringLiteral("currencyCode")));
        QVERIFY(details.at(0)
                    .toObject()
                    .value(QLatin1String("invoice"))
                    .toObject()
                    .contains(QLatin1String("quoteNumber")));
        QCOMPARE(m_peer.request("GET", path(QStringLiteral("quotes")))
                     .json.value(QLatin1String("meta"))
                     .toObject()
                     .value(QLatin1String("total"))
                     .toInt(),
            before + 2);
        QCOMPARE(m_peer.request("GET", QStringLiteral("/accounts/%1/documents/v2/queue/nope").arg(m_account))
                     .status,
            404);
    }

    void invoiceImport()
    {
        const QJsonObject data {{QStringLiteral("currencyCode"), QStringLiteral("CHF")},
            {QStringLiteral("receiver"), QJsonObject {{QStringLiteral("companyUuid"), companyUuid()}}},
            {QStringLiteral("invoiceDate"), QStringLiteral("2025-12-31")},
            {QStringLiteral("dueDate"), QStringLiteral("2026-01-30")},
            {QStringLiteral("paymentInstructions"),
                QJsonObject {{QStringLiteral("iban"), QStringLiteral("CH9300762011623852957")}}},
            {QStringLiteral("documentTotal"), 1081},
            {QStringLiteral("taxPositions"),
                QJsonArray {QJsonObject {{QStringLiteral("accountNumber"), 3200},
                    {QStringLiteral("isTaxIncluded"), true}, {QStringLiteral("amount"), 1081},
                    {QStringLiteral("taxRate"), 8.1}}}}};
        const QString importPath = path(QStringLiteral("invoices")) + QStringLiteral("/import");
        const auto one = m_peer.request("POST", importPath, QStringLiteral("demo"),
            QJsonDocument(QJsonObject {{QStringLiteral("documents"),
                              QJsonArray {QJsonObject {{QStringLiteral("documentData"), data}}}}})
                .toJson());
        QCOMPARE(one.status, 201);
        QVERIFY(one.data().value(QLatin1String("isImported")).toBool());
        QCOMPARE(one.data().value(QLatin1String("documentTotal")).toDouble(), 1081.0);
        QCOMPARE(one.data().value(QLatin1String("openAmount")).toDouble(), 1081.0);
        QVERIFY(one.data()
                    .value(QLatin1String("invoiceNumber"))
                    .toString()
                    .startsWith(QStringLiteral("RE-2025-")));

        QJsonObject broken = data;
        broken.insert(QStringLiteral("documentTotal"), QStringLiteral("a lot"));
        const auto refused = m_peer.request("POST", importPath, QStringLiteral("demo"),
            QJsonDocument(QJsonObject {{QStringLiteral("documents"),
                              QJsonArray {QJsonObject {{QStringLiteral("documentData"), broken}}}}})
                .toJson());
        QCOMPARE(refused.status, 422);
        QVERIFY(refused.json.value(QLatin1String("errors"))
                    .toObject()
                    .contains(QLatin1String("documents.0.documentData.documentTotal")));

        const auto batch = m_peer.request("POST", importPath, QStringLiteral("demo"),
            QJsonDocument(QJsonObject {{QStringLiteral("documents"),
                              QJsonArray {QJsonObject {{QStringLiteral("documentData"), data}},
                                  QJsonObject {{QStringLiteral("documentData"), broken}}}}})
                .toJson());
        QCOMPARE(batch.status, 202);
        const QString queue = batch.data().value(QLatin1String("uuid")).toString();
        QJsonObject status;
        QTRY_VERIFY_WITH_TIMEOUT(
            (status = m_peer
                          .request("GET",
                              QStringLiteral("/accounts/%1/documents/v2/queue/%2").arg(m_account, queue))
                          .data(),
                status.value(QLatin1String("status")).toString() == QLatin1String("done")),
            5000);
        QCOMPARE(status.value(QLatin1String("successful")).toInt(), 1);
        QCOMPARE(status.value(QLatin1String("failed")).toInt(), 1);
    }

    void receiptsAreListedForSuppliers()
    {
        QCOMPARE(m_peer.request("GET", path(QStringLiteral("receipts"))).status, 200);
        const QString customersOnly = m_peer.createToken({QStringLiteral("customers")}, {m_account});
        QCOMPARE(m_peer.request("GET", path(QStringLiteral("receipts")), customersOnly).status, 403);
        QCOMPARE(
            m_peer.request("POST", path(QStringLiteral("receipts")), QStringLiteral("demo"), "{}").status,
            405);
        const QString suppliersOnly = m_peer.createToken({QStringLiteral("suppliers")}, {m_account});
        QCOMPARE(m_peer.request("GET", path(QStringLiteral("quotes")), suppliersOnly).status, 403);
    }

private:
    SandboxPeer m_peer {{QStringLiteral("--seed-invoices"), QStringLiteral("30")}};
    QString m_account;
};

QTEST_GUILESS_MAIN(TestSandboxDocuments)
#include "tst_sandbox_documents.moc"
