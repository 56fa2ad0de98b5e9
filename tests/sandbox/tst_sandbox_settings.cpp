// Invoice settings, webhooks and their signed deliveries, and addresses in the sandbox.
#include "SandboxPeer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QMessageAuthenticationCode>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>

class TestSandboxSettings : public QObject
{
    Q_OBJECT

    QString path(const QString &suffix) const
    {
        return QStringLiteral("/accounts/%1").arg(m_account) + suffix;
    }
    SandboxPeer::Answer send(const QByteArray &verb, const QString &suffix, const QByteArray &body = {})
    {
        return m_peer.request(verb, path(suffix), QStringLiteral("demo"), body);
    }
    static QByteArray json(const QJsonObject &o) { return QJsonDocument(o).toJson(); }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_peer.error().isEmpty(), qPrintable(m_peer.error()));
        m_account = m_peer.accounts().first();
    }

    void settingsLoadPatchAndReadBack()
    {
        const QString base = QStringLiteral("/documents/v2/invoices/settings/");
        for (const char *resource :
            {"conditions", "default-conditions", "dunnings", "dunnings/dunning-level-1",
                "dunnings/dunning-level-2", "dunnings/dunning-level-3", "payment-slip",
                "number-ranges/invoices", "number-ranges/recurring-invoices", "number-ranges/templates"}) {
            const auto a = send("GET", base + QLatin1String(resource));
            QCOMPARE(a.status, 200);
            QVERIFY2(!a.data().isEmpty(), resource);
            QVERIFY(a.json.contains(QLatin1String("meta")));
        }
        // Only the field sent changes.
        const auto patched = send("PATCH", base + QStringLiteral("payment-slip"), R"({"showAmount": false})");
        QCOMPARE(patched.status, 200);
        const QJsonObject slip = send("GET", base + QStringLiteral("payment-slip")).data();
        QCOMPARE(slip.value(QLatin1String("showAmount")).toBool(), false);
        QCOMPARE(slip.value(QLatin1String("newPage")).toBool(), false);
        // Nested texts merge per language and field.
        QCOMPARE(send("PATCH", base + QStringLiteral("default-conditions"),
                     R"({"fr": {"defaultConditions": "Net à 10 jours."}})")
                     .status,
            200);
        const QJsonObject texts = send("GET", base + QStringLiteral("default-conditions")).data();
        QCOMPARE(
            texts.value(QLatin1String("fr")).toObject().value(QLatin1String("defaultConditions")).toString(),
            QStringLiteral("Net à 10 jours."));
        QVERIFY(texts.value(QLatin1String("de"))
                    .toObject()
                    .value(QLatin1String("defaultConditions"))
                    .toString()
                    .startsWith(QStringLiteral("Zahlbar")));
        // A level changed on its own is part of the dunning settings.
        QCOMPARE(send("PATCH", base + QStringLiteral("dunnings/dunning-level-2"), R"({"numberOfDays": 25})")
                     .status,
            200);
        QCOMPARE(send("GET", base + QStringLiteral("dunnings"))
                     .data()
                     .value(QLatin1String("dunningLevel2"))
                     .toObject()
                     .value(QLatin1String("numberOfDays"))
                     .toInt(),
            25);
        // Wrong type, unknown field, broken rule, not JSON.
        auto refused = send("PATCH", base + QStringLiteral("dunnings/dunning-level-1"),
            R"({"isEnabled": "yes", "colour": 1})");
        QCOMPARE(refused.status, 422);
        QVERIFY(refused.json.value(QLatin1String("errors")).toObject().contains(QLatin1String("isEnabled")));
        QVERIFY(refused.json.value(QLatin1String("errors")).toObject().contains(QLatin1String("colour")));
        QVERIFY(send("PATCH", base + QStringLiteral("conditions"), R"({"paymentTerms": 45})")
                    .json.value(QLatin1String("errors"))
                    .toObject()
                    .contains(QLatin1String("paymentTerms")));
        QCOMPARE(send("PATCH", base + QStringLiteral("conditions"), "paymentTerms=45").status, 400);
        const QString noSettings = m_peer.createToken({QStringLiteral("customers")}, {m_account});
        QCOMPARE(m_peer.request("GET", path(base + QStringLiteral("conditions")), noSettings).status, 403);
    }

    void reminderLettersGreetAsALetterDoes()
    {
        // The salutation line of a letter ends with a comma, in each language's usual form.
        const QString base = QStringLiteral("/documents/v2/invoices/settings/dunnings/dunning-level-");
        const QList<std::pair<QString, QString>> greetings {
            {QStringLiteral("de"), QStringLiteral("Sehr geehrte Damen und Herren,\n\n")},
            {QStringLiteral("en"), QStringLiteral("Dear Sir or Madam,\n\n")},
            {QStringLiteral("fr"), QStringLiteral("Madame, Monsieur,\n\n")},
            {QStringLiteral("it"), QStringLiteral("Gentili signore e signori,\n\n")}};
        for (int level = 1; level <= 3; ++level) {
            const QJsonObject translations = send("GET", base + QString::number(level))
                                                 .data()
                                                 .value(QLatin1String("translations"))
                                                 .toObject();
            for (const auto &[language, greeting] : greetings) {
                const QString letter =
                    translations.value(language).toObject().value(QLatin1String("dunningLetter")).toString();
                QVERIFY2(letter.startsWith(greeting), qPrintable(language + QLatin1String(": ") + letter));
            }
        }
    }

    void numberRangeGivesTheNextInvoiceNumber()
    {
        const QString range = QStringLiteral("/documents/v2/invoices/settings/number-ranges/invoices");
        QCOMPARE(send("PATCH", range, R"({"pattern": "F{YY}{MM}-{COUNTER}", "counter": 500, "padding": 5})")
                     .status,
            200);
        QString company;
        for (const QJsonValue &v : send("GET", QStringLiteral("/addresses/v2/companies"))
                                       .json.value(QLatin1String("data"))
                                       .toArray())
            company = company.isEmpty() ? v.toObject().value(QLatin1String("uuid")).toString() : company;
        const QJsonObject d {{QStringLiteral("currencyCode"), QStringLiteral("CHF")},
            {QStringLiteral("invoiceDate"), QStringLiteral("2026-07-15")},
            {QStringLiteral("receiver"), QJsonObject {{QStringLiteral("companyUuid"), company}}}};
        const auto created = send("POST", QStringLiteral("/documents/v2/invoices"),
            json({{QStringLiteral("documents"), QJsonArray {d}}}));
        QCOMPARE(created.status, 201);
        QCOMPARE(
            created.data().value(QLatin1String("invoiceNumber")).toString(), QStringLiteral("F2607-00500"));
        QCOMPARE(send("GET", range).data().value(QLatin1String("counter")).toInt(), 501);
        QCOMPARE(send("PATCH", range, R"({"pattern": "no counter"})").status, 422);
    }

    void webhooksAndSignedDeliveries()
    {
        QTcpServer receiver;
        QVERIFY(receiver.listen(QHostAddress::LocalHost));
        QByteArray received;
        connect(&receiver, &QTcpServer::newConnection, this, [&] {
            QTcpSocket *s = receiver.nextPendingConnection();
            connect(s, &QTcpSocket::readyRead, s, [&received, s] {
                received += s->readAll();
                const qsizetype end = received.indexOf("\r\n\r\n");
                const QByteArray head = received.left(end).toLower();
                const qsizetype at = head.indexOf("content-length: ");
                const int length = at < 0 ? 0 : head.mid(at + 16, head.indexOf('\r', at) - at - 16).toInt();
                if (end >= 0 && received.size() >= end + 4 + length)
                    s->write("HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n");
            });
        });
        const QString hooks = QStringLiteral("/webhooks/v2/outgoing-webhooks");
        const QString target = QStringLiteral("http://127.0.0.1:%1/hook").arg(receiver.serverPort());
        QCOMPARE(send("POST", hooks,
                     json({{QStringLiteral("targetUrl"), QStringLiteral("http://example.com/hook")},
                         {QStringLiteral("eventTypes"), QJsonArray {QStringLiteral("invoice-paid")}}}))
                     .status,
            422);
        QCOMPARE(send("POST", hooks,
                     json({{QStringLiteral("targetUrl"), target},
                         {QStringLiteral("eventTypes"), QJsonArray {QStringLiteral("invoice-burnt")}}}))
                     .status,
            422);
        const auto plain = send("POST", hooks,
            json({{QStringLiteral("targetUrl"), target},
                {QStringLiteral("eventTypes"), QJsonArray {QStringLiteral("invoice-paid")}}}));
        QCOMPARE(plain.status, 201);
        QVERIFY(!plain.data().contains(QLatin1String("signatureKey")));
        const QString uuid = plain.data().value(QLatin1String("uuid")).toString();
        const QString key =
            send("GET", hooks + QLatin1Char('/') + uuid + QStringLiteral("?showSignatureKey=true"))
                .data()
                .value(QLatin1String("signatureKey"))
                .toString();
        QCOMPARE(key.size(), 64);
        QCOMPARE(send("GET", hooks).json.value(QLatin1String("data")).toArray().size(), 1);

        // Pay an open invoice in full: the webhook hears invoice-paid, signed with its key.
        QString invoice;
        for (const QJsonValue &v : send("GET", QStringLiteral("/documents/v2/invoices?limit=500"))
                                       .json.value(QLatin1String("data"))
                                       .toArray()) {
            const QJsonObject o = v.toObject();
            if (o.value(QLatin1String("openAmount")).toDouble() > 0
                && !o.value(QLatin1String("isCancelled")).toBool()
                && !o.value(QLatin1String("isArchived")).toBool())
                invoice = o.value(QLatin1String("uuid")).toString();
        }
        QVERIFY(!invoice.isEmpty());
        QCOMPARE(
            send("PATCH", QStringLiteral("/documents/v2/invoices/%1/actions/paymentAdd").arg(invoice)).status,
            200);
        QTRY_VERIFY_WITH_TIMEOUT(received.contains("invoice-paid"), 5000);
        const QByteArray body = received.mid(received.indexOf("\r\n\r\n") + 4);
        const qsizetype at = received.toLower().indexOf("x-signature: ");
        const QByteArray signature = received.mid(at + 13, received.indexOf('\r', at) - at - 13);
        QCOMPARE(signature,
            QMessageAuthenticationCode::hash(body, key.toUtf8(), QCryptographicHash::Sha256).toHex());
        QCOMPARE(QJsonDocument::fromJson(body)
                     .object()
                     .value(QLatin1String("data"))
                     .toObject()
                     .value(QLatin1String("invoiceUuid"))
                     .toString(),
            invoice);
        QTRY_VERIFY_WITH_TIMEOUT(
            !send("GET", hooks + QLatin1Char('/') + uuid).data().value(QLatin1String("latestEvent")).isNull(),
            5000);
        QCOMPARE(send("GET", hooks + QLatin1Char('/') + uuid)
                     .data()
                     .value(QLatin1String("latestEvent"))
                     .toObject()
                     .value(QLatin1String("status"))
                     .toString(),
            QStringLiteral("delivered"));
        QCOMPARE(send("DELETE", hooks + QLatin1Char('/') + uuid).status, 200);
        QCOMPARE(send("GET", hooks + QLatin1Char('/') + uuid).status, 404);
    }

    void addresses()
    {
        const auto companies = send("GET", QStringLiteral("/addresses/v2/companies?limit=5&page=2"));
        QCOMPARE(companies.status, 200);
        const QJsonObject meta = companies.json.value(QLatin1String("meta")).toObject();
        QCOMPARE(meta.value(QLatin1String("current_page")).toInt(), 2);
        QCOMPARE(meta.value(QLatin1String("per_page")).toInt(), 5);
        QCOMPARE(meta.value(QLatin1String("total")).toInt(), 20);
        QCOMPARE(meta.value(QLatin1String("from")).toInt(), 6);
        QVERIFY(companies.json.value(QLatin1String("links"))
                    .toObject()
                    .value(QLatin1String("next"))
                    .toString()
                    .contains(QStringLiteral("page=3")));
        QCOMPARE(send("POST", QStringLiteral("/addresses/v2/companies"), "{}").status, 405);

        QJsonObject company {{QStringLiteral("type"), QStringLiteral("company")},
            {QStringLiteral("name"), QStringLiteral("Neue Bäckerei AG")},
            {QStringLiteral("payment_terms"), 30},
            {QStringLiteral("tags"), QJsonArray {QStringLiteral("VIP")}},
            {QStringLiteral("contacts"),
                QJsonArray {QJsonObject {{QStringLiteral("type"), QStringLiteral("email")},
                    {QStringLiteral("value"), QStringLiteral("hallo@neue-baeckerei.ch")},
                    {QStringLiteral("primary"), true}}}},
            {QStringLiteral("addresses"),
                QJsonArray {QJsonObject {{QStringLiteral("address"), QStringLiteral("Marktgasse 1")},
                    {QStringLiteral("zip_code"), QStringLiteral("3011")},
                    {QStringLiteral("city"), QStringLiteral("Bern")},
                    {QStringLiteral("country_code"), QStringLiteral("CH")},
                    {QStringLiteral("state"), QStringLiteral("BE")}}}}};
        const auto created = send("POST", QStringLiteral("/addresses/v2/addresses"), json(company));
        QCOMPARE(created.status, 201);
        const QString uuid = created.data().value(QLatin1String("uuid")).toString();
        QVERIFY(created.data()
                    .value(QLatin1String("contacts"))
                    .toArray()
                    .first()
                    .toObject()
                    .value(QLatin1String("is_primary"))
                    .toBool());
        const QString number = created.data().value(QLatin1String("customer_number")).toString();
        QCOMPARE(send("GET", QStringLiteral("/addresses/v2/check-customer-number?customerNumber=") + number)
                     .status,
            400);
        QCOMPARE(send("GET",
                     QStringLiteral("/addresses/v2/check-customer-number?customerNumber=%1&addressUuid=%2")
                         .arg(number, uuid))
                     .status,
            200);
        QCOMPARE(
            send("GET", QStringLiteral("/addresses/v2/check-customer-number?customerNumber=99999")).status,
            200);
        QCOMPARE(send("GET", QStringLiteral("/addresses/v2/companies?tags[]=VIP"))
                     .json.value(QLatin1String("data"))
                     .toArray()
                     .size(),
            1);

        // The same name again: a likely duplicate, unless forced.
        const auto duplicate = send("POST", QStringLiteral("/addresses/v2/addresses"), json(company));
        QCOMPARE(duplicate.status, 409);
        QCOMPARE(duplicate.json.value(QLatin1String("data"))
                     .toArray()
                     .first()
                     .toObject()
                     .value(QLatin1String("uuid"))
                     .toString(),
            uuid);
        QCOMPARE(
            send("POST", QStringLiteral("/addresses/v2/addresses?force=true"), json(company)).status, 201);

        QJsonObject change {{QStringLiteral("type"), QStringLiteral("company")},
            {QStringLiteral("uuid"), uuid}, {QStringLiteral("name"), QStringLiteral("Neue Bäckerei AG")},
            {QStringLiteral("private_notes"), QStringLiteral("Lieferung nur vormittags")}};
        QCOMPARE(send("PATCH", QStringLiteral("/addresses/v2/companies/") + uuid, json(change)).status, 200);
        QCOMPARE(send("GET", QStringLiteral("/addresses/v2/companies/") + uuid)
                     .data()
                     .value(QLatin1String("private_notes"))
                     .toString(),
            QStringLiteral("Lieferung nur vormittags"));
        change.insert(QStringLiteral("type"), QStringLiteral("person"));
        QCOMPARE(send("PATCH", QStringLiteral("/addresses/v2/companies/") + uuid, json(change)).status, 422);
        for (const auto &[field, value] : {std::pair {"payment_terms", QJsonValue(45)},
                 std::pair {"language", QJsonValue(QStringLiteral("rm"))}}) {
            QJsonObject bad = company;
            bad.insert(QLatin1String(field), value);
            QVERIFY(send("POST", QStringLiteral("/addresses/v2/addresses?force=true"), json(bad))
                        .json.value(QLatin1String("errors"))
                        .toObject()
                        .contains(QLatin1String(field)));
        }
        QJsonObject badCanton = company;
        QJsonObject address = company.value(QLatin1String("addresses")).toArray().first().toObject();
        address.insert(QStringLiteral("state"), QStringLiteral("XX"));
        badCanton.insert(QStringLiteral("addresses"), QJsonArray {address});
        QVERIFY(send("POST", QStringLiteral("/addresses/v2/addresses?force=true"), json(badCanton))
                    .json.value(QLatin1String("errors"))
                    .toObject()
                    .contains(QLatin1String("addresses.0.state")));
        QCOMPARE(send("DELETE", QStringLiteral("/addresses/v2/companies/") + uuid).status, 200);
        QCOMPARE(send("GET", QStringLiteral("/addresses/v2/companies/") + uuid).status, 404);
    }

private:
    SandboxPeer m_peer {{QStringLiteral("--seed-invoices"), QStringLiteral("40")}};
    QString m_account;
};

QTEST_GUILESS_MAIN(TestSandboxSettings)
#include "tst_sandbox_settings.moc"
