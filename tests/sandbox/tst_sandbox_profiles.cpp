// The two profiles of the sandbox: the spec's shapes and the live service's (bytes of PHP's json_encode,
// documents in data.documents, every field present with null), what PHP clients send (`[]` bodies,
// tags[0]=, booleans as 1/0), the spec deviations that were fixed, and the demo's receipts. Run against
// both profiles (INVOICEDESK_TEST_PROFILE); every answer of the live run is also compared byte for byte
// with a json_encode of itself (SandboxPeer::request).
#include "SandboxPeer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <cmath>

class TestSandboxProfiles : public QObject
{
    Q_OBJECT

    SandboxPeer::Answer send(const QByteArray &verb, const QString &path, const QByteArray &body = {})
    {
        return m_peer.request(
            verb, QStringLiteral("/accounts/%1").arg(m_account) + path, QStringLiteral("demo"), body);
    }
    static QByteArray json(const QJsonObject &o) { return QJsonDocument(o).toJson(QJsonDocument::Compact); }
    QJsonArray list(const QString &path)
    {
        return send("GET", path).json.value(QLatin1String("data")).toArray();
    }
    QString firstOf(const QString &path, const QString &key = QStringLiteral("uuid"))
    {
        return list(path).first().toObject().value(key).toString();
    }
    QString companyUuid()
    {
        for (const QJsonValue &v : list(QStringLiteral("/documents/v2/invoices?limit=50"))) {
            const QString c = v.toObject()
                                  .value(QLatin1String("receiver"))
                                  .toObject()
                                  .value(QLatin1String("companyUuid"))
                                  .toString();
            if (!c.isEmpty())
                return c;
        }
        return {};
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_peer.error().isEmpty(), qPrintable(m_peer.error()));
        m_account = m_peer.accounts().first();
        QCOMPARE(m_peer.isLive(), SandboxPeer::testProfile() == QLatin1String("live"));
    }

    void encoderFollowsTheRules()
    {
        // The test's own json_encode(json_decode(..)), on the cases the rules name: key order and number
        // text kept, whitespace dropped, "/" escaped, non-ASCII as lowercase \uXXXX with surrogate pairs.
        const QByteArray text =
            QString::fromUtf8("{ \"z\": \"M\xC3\xBCller/Z\xC3\xBCrich \\\"x\\\"\\\\\", \"a\": "
                              "\"\xF0\x9F\x98\x80\", \"c\": \"\\t\\n\\u0001\",\n"
                              "  \"d\": 25.25, \"e\": null, \"f\": [true, 3, 1e-7], \"g\": \"\\u00FC\\/\" }")
                .toUtf8();
        QCOMPARE(SandboxPeer::phpReencode(text).value_or("not JSON"),
            QByteArray("{\"z\":\"M\\u00fcller\\/Z\\u00fcrich "
                       "\\\"x\\\"\\\\\",\"a\":\"\\ud83d\\ude00\",\"c\":\"\\t\\n\\u0001\","
                       "\"d\":25.25,\"e\":null,\"f\":[true,3,1e-7],\"g\":\"\\u00fc\\/\"}"));
        QVERIFY(!SandboxPeer::phpReencode("<html>"));
        QVERIFY(!SandboxPeer::phpReencode("{\"a\":"));
    }

    void documentsEnvelope()
    {
        const auto listed = send("GET", QStringLiteral("/documents/v2/invoices?limit=2"));
        QCOMPARE(listed.status, 200);
        QCOMPARE(listed.json.value(QLatin1String("data")).toArray().size(), 2);
        QVERIFY(listed.raw.value(QLatin1String("meta")).isObject());
        const auto empty = send("GET", QStringLiteral("/documents/v2/quotes?page=99"));
        QCOMPARE(empty.status, 200);
        QVERIFY(empty.raw.value(QLatin1String("meta")).isObject());
        const QString uuid = listed.json.value(QLatin1String("data"))
                                 .toArray()
                                 .first()
                                 .toObject()
                                 .value(QLatin1String("uuid"))
                                 .toString();
        const auto one = send("GET", QStringLiteral("/documents/v2/invoices/") + uuid);
        QCOMPARE(one.data().value(QLatin1String("uuid")).toString(), uuid);
        const QJsonValue rawData = listed.raw.value(QLatin1String("data"));
        if (m_peer.isLive()) {
            // Lists, empty lists and single documents all in data.documents.
            QVERIFY(rawData.toObject().value(QLatin1String("documents")).isArray());
            QCOMPARE(empty.raw.value(QLatin1String("data"))
                         .toObject()
                         .value(QLatin1String("documents"))
                         .toArray()
                         .size(),
                0);
            const QJsonArray documents =
                one.raw.value(QLatin1String("data")).toObject().value(QLatin1String("documents")).toArray();
            QCOMPARE(documents.size(), 1);
            QVERIFY(one.raw.value(QLatin1String("meta")).isObject());
        } else {
            QVERIFY(rawData.isArray());
            QCOMPARE(one.raw.value(QLatin1String("data")).toObject().value(QLatin1String("uuid")).toString(),
                uuid);
        }
    }

    void profileSwitchedByTheControlRoute()
    {
        // A sandbox of its own, started in the spec profile: its answers are not checked as live bytes.
        SandboxPeer peer({QStringLiteral("--seed-invoices"), QStringLiteral("3"), QStringLiteral("--profile"),
            QStringLiteral("spec")});
        QVERIFY2(peer.error().isEmpty(), qPrintable(peer.error()));
        QVERIFY(!peer.isLive());
        const QString account = peer.accounts().first();
        const QString uuid =
            peer.request("GET", QStringLiteral("/accounts/%1/documents/v2/invoices?limit=1").arg(account))
                .json.value(QLatin1String("data"))
                .toArray()
                .first()
                .toObject()
                .value(QLatin1String("uuid"))
                .toString();
        const auto config = [&peer](const QByteArray &body) {
            return peer.request("POST", QStringLiteral("/__sandbox/config"), {}, body).status;
        };
        const QString path = QStringLiteral("/accounts/%1/documents/v2/invoices/%2").arg(account, uuid);
        QVERIFY(!peer.request("GET", path).body.contains("\"documents\":"));
        QCOMPARE(config(R"({"documentEnvelope":"observed"})"), 200); // the former name still works
        QByteArray body = peer.request("GET", path).body;
        QVERIFY(body.contains("\"data\":{\"documents\":[{"));
        QCOMPARE(SandboxPeer::phpReencode(body).value_or(QByteArray()), body);
        QCOMPARE(config(R"({"profile":"spec"})"), 200);
        QVERIFY(!peer.request("GET", path).body.contains("\"documents\":"));
        QCOMPARE(config(R"({"profile":"live"})"), 200);
        QVERIFY(peer.request("GET", path).body.contains("\"documents\":"));
        QCOMPARE(config(R"({"profile":"weird"})"), 422);
    }

    void bytesOfJsonEncode()
    {
        // A company with umlauts, a slash, a character above U+FFFF and a control character.
        const QJsonObject company {{QStringLiteral("type"), QStringLiteral("company")},
            {QStringLiteral("name"), QString::fromUtf8("Bäckerei Müller/Söhne \xF0\x9F\xA5\x90")},
            {QStringLiteral("private_notes"), QStringLiteral("Zeile 1\nZeile 2")},
            {QStringLiteral("addresses"),
                QJsonArray {QJsonObject {{QStringLiteral("address"), QStringLiteral("Seestrasse")},
                    {QStringLiteral("zip_code"), QStringLiteral("8001")},
                    {QStringLiteral("city"), QStringLiteral("Zürich")},
                    {QStringLiteral("country_code"), QStringLiteral("CH")}}}}};
        const auto created = send("POST", QStringLiteral("/addresses/v2/addresses?force=1"), json(company));
        QCOMPARE(created.status, 201);
        QCOMPARE(created.data().value(QLatin1String("name")).toString(),
            company.value(QLatin1String("name")).toString());
        if (m_peer.isLive()) {
            QVERIFY2(created.body.contains("\"B\\u00e4ckerei M\\u00fcller\\/S\\u00f6hne \\ud83e\\udd50\""),
                created.body.constData());
            QVERIFY(created.body.contains("\"Zeile 1\\nZeile 2\""));
            for (const char c : created.body)
                QVERIFY2(uchar(c) < 0x80, "raw UTF-8 in a live answer");
            // A downloadUrl is written with \/ as well.
            const QString invoice = firstOf(QStringLiteral("/documents/v2/invoices?limit=1"));
            const auto pdf =
                send("PATCH", QStringLiteral("/documents/v2/invoices/%1/actions/downloadPdf").arg(invoice));
            QCOMPARE(pdf.status, 200);
            QVERIFY(pdf.body.contains("\"downloadUrl\":\"http:\\/\\/127.0.0.1:"));
        } else {
            QVERIFY(created.body.contains("Bäckerei Müller/Söhne"));
        }
        // Either way a JSON reader reads the same text.
        const auto read = send("GET",
            QStringLiteral("/addresses/v2/companies/")
                + created.data().value(QLatin1String("uuid")).toString());
        QCOMPARE(read.data().value(QLatin1String("name")).toString(),
            company.value(QLatin1String("name")).toString());
    }

    void everyFieldPresent()
    {
        const auto person = send("POST", QStringLiteral("/addresses/v2/addresses?force=true"),
            json({{QStringLiteral("type"), QStringLiteral("person")},
                {QStringLiteral("first_name"), QStringLiteral("Anna")},
                {QStringLiteral("last_name"), QStringLiteral("Bär")},
                {QStringLiteral("addresses"),
                    QJsonArray {QJsonObject {{QStringLiteral("country_code"), QStringLiteral("CH")},
                        {QStringLiteral("city"), QStringLiteral("Bern")}}}}}));
        QCOMPARE(person.status, 201);
        const auto company = send("POST", QStringLiteral("/addresses/v2/addresses?force=true"),
            json({{QStringLiteral("type"), QStringLiteral("company")},
                {QStringLiteral("name"), QStringLiteral("Leer AG")}}));
        QCOMPARE(company.status, 201);
        const QJsonObject p = person.data();
        const QJsonObject c = company.data();
        const QJsonObject entry = p.value(QLatin1String("addresses")).toArray().first().toObject();
        const QStringList personKeys {QStringLiteral("salutation")};
        const QStringList companyKeys {QStringLiteral("contact_persons"), QStringLiteral("id_number"),
            QStringLiteral("vat_number"), QStringLiteral("private_notes"),
            QStringLiteral("automatic_dunning")};
        const QStringList entryKeys {
            QStringLiteral("street_number"), QStringLiteral("extension"), QStringLiteral("additional_field")};
        if (!m_peer.isLive()) {
            QVERIFY(!p.contains(QLatin1String("salutation"))); // the spec profile writes what was given
            QVERIFY(!c.contains(QLatin1String("company_name")));
            return;
        }
        for (const QString &k : personKeys)
            QVERIFY2(p.contains(k) && p.value(k).isNull(), qPrintable(k));
        for (const QString &k : companyKeys)
            QVERIFY2(c.contains(k), qPrintable(k));
        QVERIFY(c.value(QLatin1String("id_number")).isNull());
        for (const QString &k : entryKeys)
            QVERIFY2(entry.contains(k) && entry.value(k).isNull(), qPrintable(k));
        QCOMPARE(c.value(QLatin1String("company_name")).toString(), QStringLiteral("Leer AG"));
        QCOMPARE(c.value(QLatin1String("name")).toString(), QStringLiteral("Leer AG"));
        // Companies in lists too.
        for (const QJsonValue &v : list(QStringLiteral("/addresses/v2/companies?limit=5")))
            QCOMPARE(
                v.toObject().value(QLatin1String("company_name")), v.toObject().value(QLatin1String("name")));
    }

    // The live profile has a value wherever the live service has one (sandbox/README.md, "Profiles",
    // with the evidence for each): a client typed after the live service must not meet null there.
    void liveValuesWhereTheServiceHasThem()
    {
        if (!m_peer.isLive())
            QSKIP("the live profile's values");
        // automatic_dunning: a boolean for every company and person (also one created without it).
        const auto person = send("POST", QStringLiteral("/addresses/v2/addresses?force=true"),
            json({{QStringLiteral("type"), QStringLiteral("person")},
                {QStringLiteral("first_name"), QStringLiteral("Ohne")},
                {QStringLiteral("last_name"), QStringLiteral("Mahnung")}}));
        QCOMPARE(person.status, 201);
        QCOMPARE(person.data().value(QLatin1String("automatic_dunning")), QJsonValue(false));
        for (const QString &path : {QStringLiteral("/addresses/v2/companies?limit=50"),
                 QStringLiteral("/addresses/v2/persons?limit=50")}) {
            const QJsonArray addresses = list(path);
            QVERIFY(!addresses.isEmpty());
            for (const QJsonValue &v : addresses)
                QVERIFY2(v.toObject().value(QLatin1String("automatic_dunning")).isBool(), qPrintable(path));
        }
        // isVariantInvoice: a boolean in template lists and single templates.
        const QJsonArray templates = send("GET", QStringLiteral("/documents/v2/templates?limit=50"))
                                         .json.value(QLatin1String("data"))
                                         .toArray();
        QVERIFY(!templates.isEmpty());
        for (const QJsonValue &v : templates)
            QVERIFY(v.toObject().value(QLatin1String("isVariantInvoice")).isBool());
        const QString templateUuid = templates.first().toObject().value(QLatin1String("uuid")).toString();
        QVERIFY(send("GET", QStringLiteral("/documents/v2/templates/") + templateUuid)
                    .data()
                    .value(QLatin1String("isVariantInvoice"))
                    .isBool());
        // qrBill: an object for every bank account, switched off where there is no QR-IBAN (the demo's EUR
        // account has none).
        bool sawWithout = false;
        for (const QJsonValue &v : list(QStringLiteral("/finances/v2/bank-accounts"))) {
            const QJsonValue qr = v.toObject().value(QLatin1String("qrBill"));
            QVERIFY(qr.isObject());
            QVERIFY(qr.toObject().value(QLatin1String("active")).isBool());
            if (!qr.toObject().value(QLatin1String("active")).toBool()) {
                sawWithout = true;
                QCOMPARE(qr.toObject().value(QLatin1String("qrIban")), QJsonValue(QString()));
            }
        }
        QVERIFY(sawWithout);
        // bookingAccountNumber: an integer, as published answers show it (3200), in groups and products.
        const QJsonArray groups = list(QStringLiteral("/products/v2/product-groups"));
        QVERIFY(!groups.isEmpty());
        QList<qint64> numbers;
        for (const QJsonValue &v : groups) {
            const QJsonValue n = v.toObject().value(QLatin1String("bookingAccountNumber"));
            QVERIFY(n.isDouble());
            numbers << qint64(n.toDouble());
        }
        QVERIFY(numbers.contains(3200)); // the demo's group of goods books to 3200
        for (const QJsonValue &v : list(QStringLiteral("/products/v2/products?limit=50"))) {
            const QJsonObject group = v.toObject().value(QLatin1String("productGroup")).toObject();
            if (group.contains(QLatin1String("productGroupBookingAccountNumber")))
                QVERIFY(group.value(QLatin1String("productGroupBookingAccountNumber")).isDouble());
        }
        // An invoice created without dueDate gets one from the payment terms, as conversions do: the
        // receiver's terms, else the account's; here it is after the invoice date, never null.
        const auto created = send("POST", QStringLiteral("/documents/v2/invoices"),
            json({{QStringLiteral("documents"),
                QJsonArray {QJsonObject {{QStringLiteral("currencyCode"), QStringLiteral("CHF")},
                    {QStringLiteral("invoiceDate"), QStringLiteral("2026-03-02")},
                    {QStringLiteral("receiver"),
                        QJsonObject {{QStringLiteral("companyUuid"), companyUuid()}}},
                    {QStringLiteral("positions"), QJsonArray {}}}}}}));
        QCOMPARE(created.status, 201);
        const QDate due =
            QDate::fromString(created.data().value(QLatin1String("dueDate")).toString(), Qt::ISODate);
        QVERIFY2(due.isValid() && due > QDate(2026, 3, 2), created.body.constData());

        // Single documents: their kind (type) and every position's kind, and the VAT of each priced
        // position, also where the request left the position's kind out.
        for (const QString &segment : {QStringLiteral("quotes"), QStringLiteral("contract-notes"),
                 QStringLiteral("delivery-notes"), QStringLiteral("invoices"), QStringLiteral("credit-notes"),
                 QStringLiteral("recurring-invoices"), QStringLiteral("templates")}) {
            const QString uuid = firstOf(QStringLiteral("/documents/v2/%1?limit=1").arg(segment));
            const QJsonObject single =
                send("GET", QStringLiteral("/documents/v2/%1/%2").arg(segment, uuid)).data();
            QVERIFY2(!single.value(QLatin1String("type")).toString().isEmpty(), qPrintable(segment));
            const QJsonArray positions = single.value(QLatin1String("positions")).toArray();
            QVERIFY2(!positions.isEmpty(), qPrintable(segment));
            for (const QJsonValue &v : positions) {
                const QJsonObject position = v.toObject();
                QVERIFY2(!position.value(QLatin1String("kind")).toString().isEmpty(), qPrintable(segment));
                if (position.value(QLatin1String("kind")).toString() != QLatin1String("product")
                    || segment == QLatin1String("delivery-notes")) // quantities only
                    continue;
                const QJsonObject vat = position.value(QLatin1String("vat")).toObject();
                QVERIFY2(vat.value(QLatin1String("percentage")).isDouble()
                        && vat.value(QLatin1String("amount")).isDouble(),
                    qPrintable(segment));
            }
        }
        const auto withoutKind = send("POST", QStringLiteral("/documents/v2/invoices"),
            json({{QStringLiteral("documents"),
                QJsonArray {QJsonObject {{QStringLiteral("currencyCode"), QStringLiteral("CHF")},
                    {QStringLiteral("receiver"),
                        QJsonObject {{QStringLiteral("companyUuid"), companyUuid()}}},
                    {QStringLiteral("positions"),
                        QJsonArray {QJsonObject {{QStringLiteral("positionNumber"), 1},
                            {QStringLiteral("productDescription"), QStringLiteral("Beratung")},
                            {QStringLiteral("quantity"), 2}, {QStringLiteral("singlePrice"), 10}}}}}}}}));
        QCOMPARE(withoutKind.status, 201);
        QCOMPARE(withoutKind.data().value(QLatin1String("type")).toString(), QStringLiteral("invoice"));
        const QJsonObject line =
            withoutKind.data().value(QLatin1String("positions")).toArray().first().toObject();
        QCOMPARE(line.value(QLatin1String("kind")).toString(), QStringLiteral("product"));
        // 2 x 10.00 without a rate: no VAT, but the object is there (0 %, 0.00).
        QCOMPARE(
            line.value(QLatin1String("vat")).toObject().value(QLatin1String("percentage")), QJsonValue(0));
        QCOMPARE(line.value(QLatin1String("vat")).toObject().value(QLatin1String("amount")), QJsonValue(0));

        // A queue status: every detail has its document, the created one or (failed) the one sent.
        const QJsonObject good {{QStringLiteral("currencyCode"), QStringLiteral("CHF")},
            {QStringLiteral("receiver"), QJsonObject {{QStringLiteral("companyUuid"), companyUuid()}}},
            {QStringLiteral("positions"), QJsonArray {}}};
        QJsonObject bad = good;
        bad.insert(QStringLiteral("currencyCode"), QStringLiteral("francs"));
        const auto queued = send("POST", QStringLiteral("/documents/v2/invoices"),
            json({{QStringLiteral("documents"), QJsonArray {good, bad}}}));
        QCOMPARE(queued.status, 202);
        const QString queue = queued.data().value(QLatin1String("uuid")).toString();
        QJsonObject status;
        QTRY_VERIFY_WITH_TIMEOUT(
            (status = send("GET", QStringLiteral("/documents/v2/queue/") + queue).data(),
                status.value(QLatin1String("status")).toString() == QLatin1String("done")),
            5000);
        const QJsonArray details = status.value(QLatin1String("details")).toArray();
        QCOMPARE(details.size(), 2);
        const QJsonObject created0 = details.at(0).toObject().value(QLatin1String("invoice")).toObject();
        const QJsonObject failed1 = details.at(1).toObject().value(QLatin1String("invoice")).toObject();
        QCOMPARE(
            details.at(1).toObject().value(QLatin1String("status")).toString(), QStringLiteral("failed"));
        QVERIFY(!created0.value(QLatin1String("uuid")).toString().isEmpty());
        QCOMPARE(failed1.value(QLatin1String("currencyCode")).toString(), QStringLiteral("francs"));
        QCOMPARE(failed1.value(QLatin1String("type")).toString(), QStringLiteral("invoice"));
        QVERIFY(failed1.value(QLatin1String("uuid")).isNull()); // never saved

        // Receipts' balance: a number in every receipt (sandbox/README.md: its unit is not known), a
        // settled one written as the integer 0.
        const auto receipts = send("GET", QStringLiteral("/documents/v2/receipts?limit=100"));
        bool sawSettled = false;
        for (const QJsonValue &v : receipts.json.value(QLatin1String("data")).toArray()) {
            QVERIFY(v.toObject().value(QLatin1String("balance")).isDouble());
            sawSettled = sawSettled || v.toObject().value(QLatin1String("balance")).toDouble() == 0;
        }
        QVERIFY(sawSettled);
        QVERIFY(receipts.body.contains("\"balance\":0,"));
    }

    void createdDocumentsKeepTheirFields()
    {
        const QString company = companyUuid();
        QVERIFY(!company.isEmpty());
        const QJsonObject invoice {{QStringLiteral("currencyCode"), QStringLiteral("CHF")},
            {QStringLiteral("invoiceDate"), QStringLiteral("2026-03-02")},
            {QStringLiteral("deliveryDate"), QStringLiteral("2026-03-01")},
            {QStringLiteral("receiver"), QJsonObject {{QStringLiteral("companyUuid"), company}}},
            {QStringLiteral("paymentInstructions"),
                QJsonObject {{QStringLiteral("iban"), QStringLiteral("CH9300762011623852957")},
                    {QStringLiteral("reference"), QString()}}},
            {QStringLiteral("cashDiscounts"),
                QJsonArray {QJsonObject {{QStringLiteral("days"), 10}, {QStringLiteral("percentage"), 2}}}},
            {QStringLiteral("positions"),
                QJsonArray {QJsonObject {{QStringLiteral("kind"), QStringLiteral("product")},
                    {QStringLiteral("productDescription"), QStringLiteral("Beratung")},
                    {QStringLiteral("quantity"), 1}, {QStringLiteral("unitCode"), QStringLiteral("HUR")},
                    {QStringLiteral("singlePrice"), 160},
                    {QStringLiteral("vat"), QJsonObject {{QStringLiteral("percentage"), 8.1}}}}}}};
        const auto created = send("POST", QStringLiteral("/documents/v2/invoices"),
            json({{QStringLiteral("documents"), QJsonArray {invoice}}}));
        QCOMPARE(created.status, 201);
        const QJsonObject d = created.data();
        // The spec's single invoice: deliverDate, paymentInstrucations {iban, reference, bic},
        // cashDiscounts[].percentage as a string.
        QCOMPARE(d.value(QLatin1String("deliverDate")).toString(), QStringLiteral("2026-03-01"));
        QCOMPARE(
            d.value(QLatin1String("paymentInstrucations")).toObject().value(QLatin1String("iban")).toString(),
            QStringLiteral("CH9300762011623852957"));
        QVERIFY(d.value(QLatin1String("paymentInstrucations")).toObject().contains(QLatin1String("bic")));
        QCOMPARE(d.value(QLatin1String("cashDiscounts"))
                     .toArray()
                     .first()
                     .toObject()
                     .value(QLatin1String("percentage")),
            QJsonValue(QStringLiteral("2.00")));
        QCOMPARE(d.value(QLatin1String("pricesIncludeVat")), QJsonValue(false)); // not sent: false
        const auto read = send(
            "GET", QStringLiteral("/documents/v2/invoices/") + d.value(QLatin1String("uuid")).toString());
        QCOMPARE(read.data().value(QLatin1String("deliverDate")).toString(), QStringLiteral("2026-03-01"));
        if (!m_peer.isLive())
            return;
        for (const char *k : {"pricesIncludeVat", "customField1", "customField2", "customField3",
                 "customField4", "terms", "publicNotes", "footerText", "title", "reference", "status",
                 "systemInvoiceNumber", "nextDunningDate", "documentDiscount"})
            QVERIFY2(d.contains(QLatin1String(k)), k);
        QVERIFY(d.value(QLatin1String("receiver"))
                    .toObject()
                    .value(QLatin1String("receiverInformation"))
                    .isObject());
        QCOMPARE(d.value(QLatin1String("status")).toString(), QStringLiteral("draft")); // new, not sent
        QVERIFY(d.value(QLatin1String("systemInvoiceNumber")).isNull());
        QVERIFY(d.value(QLatin1String("customField1")).isNull());
        const QJsonObject position = d.value(QLatin1String("positions")).toArray().first().toObject();
        for (const char *k : {"uuid", "unitUuid", "vatUuid"})
            QVERIFY2(position.contains(QLatin1String(k)), k);
        QVERIFY(!position.value(QLatin1String("uuid")).toString().isEmpty());
        // List items carry the kind's fields, null when empty.
        for (const QJsonValue &v : list(QStringLiteral("/documents/v2/quotes?limit=3")))
            QVERIFY(v.toObject().contains(QLatin1String("customField4")));
    }

    // The shapes a published PHP client of the live service reads (php-core/abaninja-sdk; sandbox/README.md,
    // "Profiles" and "The php-core SDK's calls"), read from the bytes as sent (`raw`); in the spec run, the
    // spec's shapes, unchanged.
    void shapesOfThePublishedClient()
    {
        const bool live = m_peer.isLive();
        const QRegularExpression money(QStringLiteral("^-?[0-9]+\\.[0-9]{2}$"));
        const QSet<QString> salutations {
            QStringLiteral("Mr"), QStringLiteral("Mrs"), QStringLiteral("Ms"), QStringLiteral("Family")};
        // Persons: the demo's all have a salutation, in both profiles (it is data the spec lists).
        const QJsonArray persons =
            list(QStringLiteral("/addresses/v2/persons?limit=5")); // the demo's, first by id
        QVERIFY(!persons.isEmpty());
        for (const QJsonValue &v : persons)
            QVERIFY2(salutations.contains(v.toObject().value(QLatin1String("salutation")).toString()),
                qPrintable(v.toObject().value(QLatin1String("last_name")).toString()));
        // Companies: contact_persons a list, empty when there are none (live: also the demo's, which were
        // stored without it; the spec profile writes what was stored).
        const auto company = send("POST", QStringLiteral("/addresses/v2/addresses?force=true"),
            json({{QStringLiteral("type"), QStringLiteral("company")},
                {QStringLiteral("name"), QStringLiteral("Ohne Kontakt AG")}}));
        QCOMPARE(company.status, 201);
        QCOMPARE(company.data().value(QLatin1String("contact_persons")), QJsonValue(QJsonArray {}));
        const QJsonArray companies = list(QStringLiteral("/addresses/v2/companies?limit=50"));
        QVERIFY(!companies.isEmpty());
        for (const QJsonValue &v : companies) {
            const QJsonValue persons = v.toObject().value(QLatin1String("contact_persons"));
            QVERIFY(live ? persons.isArray() : persons.isUndefined() || persons.isArray());
        }
        QVERIFY(live || companies.first().toObject().value(QLatin1String("contact_persons")).isUndefined());
        // Products: their group with every field a value (live: the booking account's id an integer).
        for (const QJsonValue &v : list(QStringLiteral("/products/v2/products?limit=50"))) {
            const QJsonObject group = v.toObject().value(QLatin1String("productGroup")).toObject();
            QVERIFY(!group.isEmpty());
            const QJsonValue id = group.value(QLatin1String("productGroupBookingAccountId"));
            if (live) {
                for (auto it = group.begin(); it != group.end(); ++it)
                    QVERIFY2(!it.value().isNull(), qPrintable(it.key()));
                QVERIFY(id.isDouble() && id.toDouble() == std::floor(id.toDouble()));
            } else {
                QVERIFY(id.isNull());
            }
        }
        int unpriced = 0;
        // Single documents: every position has its kind, texts and a VAT object; the VAT amount is text in
        // the live profile (null where a line has no VAT), a number in the spec's, where only priced lines
        // have one.
        for (const QString &segment : {QStringLiteral("quotes"), QStringLiteral("contract-notes"),
                 QStringLiteral("delivery-notes"), QStringLiteral("invoices"), QStringLiteral("credit-notes"),
                 QStringLiteral("recurring-invoices"), QStringLiteral("templates")}) {
            for (const QJsonValue &listed : list(QStringLiteral("/documents/v2/%1?limit=3").arg(segment))) {
                const auto single = send("GET",
                    QStringLiteral("/documents/v2/%1/%2")
                        .arg(segment, listed.toObject().value(QLatin1String("uuid")).toString()));
                QCOMPARE(single.status, 200);
                const QJsonObject d = live ? single.raw.value(QLatin1String("data"))
                                                 .toObject()
                                                 .value(QLatin1String("documents"))
                                                 .toArray()
                                                 .first()
                                                 .toObject()
                                           : single.data();
                for (const QJsonValue &v : d.value(QLatin1String("positions")).toArray()) {
                    const QJsonObject p = v.toObject();
                    const bool product =
                        p.value(QLatin1String("kind")).toString() == QLatin1String("product");
                    unpriced += product ? 0 : 1;
                    QVERIFY2(p.value(QLatin1String("kind")).isString(), qPrintable(segment));
                    if (!live) {
                        if (!product)
                            QVERIFY2(!p.contains(QLatin1String("vat")), qPrintable(segment));
                        else
                            QVERIFY2(p.value(QLatin1String("vat"))
                                         .toObject()
                                         .value(QLatin1String("amount"))
                                         .isDouble(),
                                qPrintable(segment));
                        continue;
                    }
                    QVERIFY2(p.value(QLatin1String("productNumber")).isString()
                            && p.value(QLatin1String("productDescription")).isString(),
                        qPrintable(segment));
                    const QJsonObject vat = p.value(QLatin1String("vat")).toObject();
                    QVERIFY2(
                        vat.contains(QLatin1String("percentage")) && vat.contains(QLatin1String("amount")),
                        qPrintable(segment));
                    if (product)
                        QVERIFY2(money.match(vat.value(QLatin1String("amount")).toString()).hasMatch(),
                            qPrintable(segment));
                    else
                        QVERIFY2(vat.value(QLatin1String("amount")).isNull(), qPrintable(segment));
                }
            }
        }
        QVERIFY(unpriced > 0); // the demo's subtitles: lines without VAT were checked
        // Invoices' open amount: text with two decimals (live), a number (spec), in lists and single ones.
        const auto invoices = send("GET", QStringLiteral("/documents/v2/invoices?limit=20"));
        const QJsonArray rawInvoices = live
            ? invoices.raw.value(QLatin1String("data")).toObject().value(QLatin1String("documents")).toArray()
            : invoices.json.value(QLatin1String("data")).toArray();
        QCOMPARE(rawInvoices.size(), 20);
        bool sawOpen = false;
        for (const QJsonValue &v : rawInvoices) {
            const QJsonValue open = v.toObject().value(QLatin1String("openAmount"));
            if (live)
                QVERIFY2(money.match(open.toString()).hasMatch(), qPrintable(open.toString()));
            else
                QVERIFY(open.isDouble());
            sawOpen = sawOpen || (open.isString() ? open.toString().toDouble() : open.toDouble()) > 0;
        }
        QVERIFY(sawOpen);
        QVERIFY(live == invoices.body.contains("\"openAmount\":\"0.00\""));
        // Receipts' balance: an integer of whole units (live; 189.90 open is 190), the exact number (spec).
        const auto receipts = send("GET", QStringLiteral("/documents/v2/receipts?limit=100"));
        bool sawCents = false;
        for (const QJsonValue &v : receipts.json.value(QLatin1String("data")).toArray()) {
            const QJsonObject r = v.toObject();
            const double balance = r.value(QLatin1String("balance")).toDouble();
            QVERIFY(r.value(QLatin1String("balance")).isDouble());
            if (r.value(QLatin1String("number")).toString().endsWith(QLatin1String("-0001"))) {
                sawCents = true; // the demo's first receipt: 189.90, nothing paid
                QCOMPARE(r.value(QLatin1String("documentTotal")).toDouble(), 189.9);
                QCOMPARE(balance, live ? 190.0 : 189.9);
            }
            if (live)
                QCOMPARE(balance, std::floor(balance));
        }
        QVERIFY(sawCents);
        QVERIFY(live == receipts.body.contains("\"balance\":190,"));
        // A queue detail's invoice: a single-document answer's data, {documents: [invoice]} (live); the
        // invoice itself (spec).
        const QJsonObject one {{QStringLiteral("currencyCode"), QStringLiteral("CHF")},
            {QStringLiteral("receiver"), QJsonObject {{QStringLiteral("companyUuid"), companyUuid()}}},
            {QStringLiteral("positions"), QJsonArray {}}};
        const auto queued = send("POST", QStringLiteral("/documents/v2/invoices"),
            json({{QStringLiteral("documents"), QJsonArray {one, one}}}));
        QCOMPARE(queued.status, 202);
        const QString queue = queued.data().value(QLatin1String("uuid")).toString();
        SandboxPeer::Answer status;
        QTRY_VERIFY_WITH_TIMEOUT(
            (status = send("GET", QStringLiteral("/documents/v2/queue/") + queue),
                status.data().value(QLatin1String("status")).toString() == QLatin1String("done")),
            5000);
        const QJsonArray details =
            status.raw.value(QLatin1String("data")).toObject().value(QLatin1String("details")).toArray();
        QCOMPARE(details.size(), 2);
        for (const QJsonValue &v : details) {
            const QJsonObject invoice = v.toObject().value(QLatin1String("invoice")).toObject();
            const QJsonObject document =
                live ? invoice.value(QLatin1String("documents")).toArray().first().toObject() : invoice;
            if (live)
                QCOMPARE(invoice.keys(), QStringList {QStringLiteral("documents")});
            QVERIFY(!document.value(QLatin1String("uuid")).toString().isEmpty());
            QCOMPARE(document.value(QLatin1String("type")).toString(), QStringLiteral("invoice"));
            QVERIFY(live == document.value(QLatin1String("openAmount")).isString());
        }
        // Templates offer the spec's conversions, convertTemplateToContractNote among them, in both.
        const QString templateUuid = firstOf(QStringLiteral("/documents/v2/templates?limit=1"));
        const QJsonObject actions =
            send("GET", QStringLiteral("/documents/v2/templates/%1/actions").arg(templateUuid)).data();
        for (const char *name : {"convertTI", "convertTemplateToQuote", "convertTemplateToDeliveryNote",
                 "convertTemplateToCreditNote", "convertTemplateToContractNote"})
            QVERIFY2(actions.contains(QLatin1String(name)), name);
    }

    void amountsTyped()
    {
        // Document amounts are numbers in both profiles (live: "CHF 25.25" as a number, observed).
        const QJsonObject item = list(QStringLiteral("/documents/v2/invoices?limit=1")).first().toObject();
        QVERIFY(item.value(QLatin1String("documentTotal")).isDouble());
        QVERIFY(item.value(QLatin1String("openAmount")).isDouble()); // live: text, read back (SandboxPeer)
        // Product cost: a number in the spec, a string from the live service.
        const QJsonObject product = list(QStringLiteral("/products/v2/products")).first().toObject();
        if (m_peer.isLive()) {
            QVERIFY(product.value(QLatin1String("cost")).isString());
            QVERIFY(product.value(QLatin1String("cost")).toString().contains(QLatin1Char('.')));
        } else {
            QVERIFY(product.value(QLatin1String("cost")).isDouble());
        }
    }

    void phpClientInput()
    {
        // PATCH actions with PHP's empty array as the body.
        QString open;
        for (const QJsonValue &v : list(QStringLiteral("/documents/v2/invoices?limit=200"))) {
            const QJsonObject o = v.toObject();
            if (!o.value(QLatin1String("isArchived")).toBool()
                && !o.value(QLatin1String("isCancelled")).toBool())
                open = o.value(QLatin1String("uuid")).toString();
        }
        QVERIFY(!open.isEmpty());
        QCOMPARE(
            send("PATCH", QStringLiteral("/documents/v2/invoices/%1/actions/archive").arg(open), "[]").status,
            200);
        QCOMPARE(
            send("PATCH", QStringLiteral("/documents/v2/invoices/%1/actions/restore").arg(open), "[]").status,
            200);
        QCOMPARE(send("PATCH", QStringLiteral("/documents/v2/invoices/%1").arg(open), "[]").status,
            422); // no documents
        QCOMPARE(send("PATCH", QStringLiteral("/documents/v2/invoices/%1/actions/archive").arg(open), "[1]")
                     .status,
            400);

        // tags[0]=x as http_build_query writes it, also percent-encoded.
        const auto tagged = send("POST", QStringLiteral("/addresses/v2/addresses?force=1"),
            json({{QStringLiteral("type"), QStringLiteral("company")},
                {QStringLiteral("name"), QStringLiteral("Tag AG")},
                {QStringLiteral("tags"), QJsonArray {QStringLiteral("php-client")}}}));
        QCOMPARE(tagged.status, 201);
        for (const QString &query : {QStringLiteral("tags[0]=php-client"),
                 QStringLiteral("tags%5B0%5D=php-client"), QStringLiteral("tags[]=php-client")}) {
            const QJsonArray found = list(QStringLiteral("/addresses/v2/companies?") + query);
            QCOMPARE(found.size(), 1);
            QCOMPARE(
                found.first().toObject().value(QLatin1String("name")).toString(), QStringLiteral("Tag AG"));
        }

        // Booleans as 1/0.
        const QString hook = send("POST", QStringLiteral("/webhooks/v2/outgoing-webhooks"),
            json({{QStringLiteral("targetUrl"), QStringLiteral("http://127.0.0.1:9/hook")},
                {QStringLiteral("eventTypes"), QJsonArray {QStringLiteral("invoice-paid")}}}))
                                 .data()
                                 .value(QLatin1String("uuid"))
                                 .toString();
        QVERIFY(!hook.isEmpty());
        const auto withKey =
            send("GET", QStringLiteral("/webhooks/v2/outgoing-webhooks/%1?showSignatureKey=1").arg(hook));
        QCOMPARE(withKey.data().value(QLatin1String("signatureKey")).toString().size(), 64);
        QVERIFY(!send("GET", QStringLiteral("/webhooks/v2/outgoing-webhooks/%1?showSignatureKey=0").arg(hook))
                     .data()
                     .contains(QLatin1String("signatureKey")));
        const QString product =
            firstOf(QStringLiteral("/products/v2/products"), QStringLiteral("productUuid"));
        QCOMPARE(send("PATCH", QStringLiteral("/products/v2/products/%1/actions/archive").arg(product), "[]")
                     .status,
            200);
        const auto archived = list(QStringLiteral("/products/v2/products?isArchived=1"));
        QCOMPARE(archived.size(), 1);
        QCOMPARE(archived.first().toObject().value(QLatin1String("productUuid")).toString(), product);
        QCOMPARE(list(QStringLiteral("/products/v2/products?isArchived=0&limit=100")).size(),
            list(QStringLiteral("/products/v2/products?limit=100")).size() - 1);
        const QString group = firstOf(QStringLiteral("/products/v2/product-groups"));
        QCOMPARE(
            send("PATCH", QStringLiteral("/products/v2/product-groups/%1/actions/archive").arg(group), "[]")
                .status,
            200);
        QCOMPARE(list(QStringLiteral("/products/v2/product-groups?onlyArchived=1")).size(), 1);
        QCOMPARE(
            send("PATCH", QStringLiteral("/products/v2/product-groups/%1/actions/restore").arg(group), "[]")
                .status,
            200);
    }

    void specDeviationsFixed()
    {
        // contractNoteNumber is an integer.
        for (const QJsonValue &v : list(QStringLiteral("/documents/v2/contract-notes")))
            QVERIFY(v.toObject().value(QLatin1String("contractNoteNumber")).isDouble());
        // Products: productId, the productGroup object, page and limit.
        const auto page = send("GET", QStringLiteral("/products/v2/products?page=2&limit=5"));
        QCOMPARE(page.status, 200);
        const QJsonArray items = page.json.value(QLatin1String("data")).toArray();
        QCOMPARE(items.size(), 5);
        QCOMPARE(
            page.raw.value(QLatin1String("meta")).toObject().value(QLatin1String("currentPage")).toInt(), 2);
        QCOMPARE(page.raw.value(QLatin1String("meta")).toObject().value(QLatin1String("total")).toInt(), 12);
        const QJsonObject product = items.first().toObject();
        QVERIFY(product.value(QLatin1String("productId")).isDouble());
        QVERIFY(!product.contains(QLatin1String("id")));
        const QJsonObject group = product.value(QLatin1String("productGroup")).toObject();
        for (const char *k :
            {"productGroupId", "productGroupUuid", "productGroupNumber", "productGroupDescription",
                "productGroupBookingAccountNumber", "productGroupBookingAccountId"})
            QVERIFY2(group.contains(QLatin1String(k)), k);
        QCOMPARE(send("GET", QStringLiteral("/products/v2/products?page=0")).status, 422);
        // unitCode is one of the account's units.
        QSet<QString> units;
        for (const QJsonValue &v : list(QStringLiteral("/units/v2/units")))
            units.insert(v.toObject().value(QLatin1String("isocode")).toString());
        QCOMPARE(units, (QSet<QString> {QStringLiteral("C62"), QStringLiteral("HUR")}));
        const QString invoice = firstOf(QStringLiteral("/documents/v2/invoices?limit=1"));
        for (const QJsonValue &v : send("GET", QStringLiteral("/documents/v2/invoices/") + invoice)
                                       .data()
                                       .value(QLatin1String("positions"))
                                       .toArray()) {
            if (v.toObject().value(QLatin1String("kind")).toString() == QLatin1String("product"))
                QVERIFY(units.contains(v.toObject().value(QLatin1String("unitCode")).toString()));
        }
        // 401 says how to authenticate, 405 which methods there are.
        const auto missing = m_peer.request("GET", QStringLiteral("/users/v2/me/accounts"), QString());
        QCOMPARE(missing.status, 401);
        QVERIFY(missing.wwwAuthenticate.startsWith("Bearer"));
        const auto invalid =
            m_peer.request("GET", QStringLiteral("/users/v2/me/accounts"), QStringLiteral("sbx_nope"));
        QCOMPARE(invalid.status, 401);
        QVERIFY(invalid.wwwAuthenticate.contains("invalid_token"));
        const auto refused = send("POST", QStringLiteral("/addresses/v2/companies"), "{}");
        QCOMPARE(refused.status, 405);
        QCOMPARE(refused.allow, QByteArray("GET"));
        QCOMPARE(
            send("PUT", QStringLiteral("/documents/v2/invoices/") + invoice).allow, QByteArray("GET, PATCH"));
    }

    void receiptsSeededWithActions()
    {
        const QJsonArray receipts = list(QStringLiteral("/documents/v2/receipts?limit=100"));
        QVERIFY(receipts.size() >= 8);
        QSet<QString> suppliers, currencies;
        int archived = 0, cancelled = 0, open = 0;
        QString payable;
        for (const QJsonValue &v : receipts) {
            const QJsonObject r = v.toObject();
            suppliers.insert(
                r.value(QLatin1String("receiver")).toObject().value(QLatin1String("name")).toString());
            currencies.insert(r.value(QLatin1String("currencyCode")).toString());
            archived += r.value(QLatin1String("archived")).toBool();
            cancelled += r.value(QLatin1String("cancelled")).toBool();
            if (r.value(QLatin1String("balance")).toDouble() > 0
                && !r.value(QLatin1String("archived")).toBool()) {
                ++open;
                payable = r.value(QLatin1String("uuid")).toString();
            }
            QVERIFY(!r.value(QLatin1String("number")).toString().isEmpty());
            QVERIFY(r.value(QLatin1String("cashDiscounts")).isArray());
        }
        QVERIFY(suppliers.size() >= 5);
        QVERIFY(currencies.size() >= 3);
        QVERIFY(archived > 0 && cancelled > 0 && open > 0);
        const QString actions = QStringLiteral("/documents/v2/receipts/%1/actions").arg(payable);
        const QJsonObject offered = send("GET", actions).data();
        QVERIFY(offered.contains(QLatin1String("paymentAdd")));
        QVERIFY(offered.contains(QLatin1String("archive")));
        const auto paid = send("PATCH", actions + QStringLiteral("/paymentAdd"), R"({"amount":"0.05"})");
        QCOMPARE(paid.status, 200);
        QCOMPARE(paid.data().value(QLatin1String("uuid")).toString(), payable);
        QCOMPARE(send("PATCH", actions + QStringLiteral("/paymentAdd"), R"({"amount":999999})").status, 422);
        QCOMPARE(send("PATCH", actions + QStringLiteral("/archive"), "[]").status, 200);
        QCOMPARE(send("GET", actions).data().keys(), QStringList {QStringLiteral("restore")});
        QCOMPARE(send("PATCH", actions + QStringLiteral("/cancel")).status, 400); // archived: restore only
        QCOMPARE(send("PATCH", actions + QStringLiteral("/restore")).status, 200);
        QCOMPARE(send("PATCH", actions + QStringLiteral("/cancel")).status, 200);
        for (const QJsonValue &v : list(QStringLiteral("/documents/v2/receipts?limit=100"))) {
            if (v.toObject().value(QLatin1String("uuid")).toString() == payable) {
                QVERIFY(v.toObject().value(QLatin1String("cancelled")).toBool());
                QCOMPARE(v.toObject().value(QLatin1String("balance")).toDouble(), 0.0);
            }
        }
        // Receipts need the suppliers scope.
        const QString customersOnly = m_peer.createToken({QStringLiteral("customers")}, {m_account});
        QCOMPARE(m_peer
                     .request("GET", QStringLiteral("/accounts/%1/documents/v2/receipts").arg(m_account),
                         customersOnly)
                     .status,
            403);
    }

private:
    SandboxPeer m_peer {{QStringLiteral("--seed-invoices"), QStringLiteral("60")}};
    QString m_account;
};

QTEST_GUILESS_MAIN(TestSandboxProfiles)
#include "tst_sandbox_profiles.moc"
