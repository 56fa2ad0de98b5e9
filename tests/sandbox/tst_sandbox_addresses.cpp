// Companies and persons in the sandbox: lists (Laravel links and meta, tags[]), get, create with
// duplicate detection and force, the customer-number check, update, validation, delete, methods and scope.
#include "SandboxPeer.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>
#include <QUuid>

class TestSandboxAddresses : public QObject
{
    Q_OBJECT

    QString path(const QString &suffix) const
    {
        return QStringLiteral("/accounts/%1/addresses/v2").arg(m_account) + suffix;
    }
    SandboxPeer::Answer send(const QByteArray &verb, const QString &suffix, const QJsonObject &body = {})
    {
        return m_peer.request(verb, path(suffix), QStringLiteral("demo"),
            body.isEmpty() ? QByteArray() : QJsonDocument(body).toJson(QJsonDocument::Compact));
    }
    static QStringList errorFields(const SandboxPeer::Answer &a)
    {
        return a.json.value(QLatin1String("errors")).toObject().keys();
    }
    static QJsonArray dataList(const SandboxPeer::Answer &a)
    {
        return a.json.value(QLatin1String("data")).toArray();
    }

    // A new company, unlike any demo company (its name and e-mail are its own).
    static QJsonObject company(const QString &name)
    {
        return {{QStringLiteral("type"), QStringLiteral("company")}, {QStringLiteral("name"), name},
            {QStringLiteral("payment_terms"), 30}, {QStringLiteral("language"), QStringLiteral("de")},
            {QStringLiteral("currency_code"), QStringLiteral("CHF")},
            {QStringLiteral("tags"), QJsonArray {QStringLiteral("VIP"), QStringLiteral("Bern")}},
            {QStringLiteral("contacts"),
                QJsonArray {QJsonObject {{QStringLiteral("type"), QStringLiteral("email")},
                                {QStringLiteral("value"), QStringLiteral("hallo@zytglogge-beck.ch")}},
                    QJsonObject {{QStringLiteral("type"), QStringLiteral("phone")},
                        {QStringLiteral("value"), QStringLiteral("+41 31 123 45 67")},
                        {QStringLiteral("primary"), true}}}},
            {QStringLiteral("contact_persons"),
                QJsonArray {QJsonObject {{QStringLiteral("first_name"), QStringLiteral("Anna")},
                    {QStringLiteral("last_name"), QStringLiteral("Keller")},
                    {QStringLiteral("salutation"), QStringLiteral("Ms")}}}},
            {QStringLiteral("addresses"),
                QJsonArray {QJsonObject {{QStringLiteral("address"), QStringLiteral("Kramgasse")},
                    {QStringLiteral("street_number"), QStringLiteral("12")},
                    {QStringLiteral("zip_code"), QStringLiteral("3011")},
                    {QStringLiteral("city"), QStringLiteral("Bern")},
                    {QStringLiteral("country_code"), QStringLiteral("CH")},
                    {QStringLiteral("state"), QStringLiteral("BE")}}}}};
    }
    QString create(const QJsonObject &body)
    {
        const auto a = send("POST", QStringLiteral("/addresses?force=true"), body);
        return a.status == 201 ? a.data().value(QLatin1String("uuid")).toString() : QString();
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_peer.error().isEmpty(), qPrintable(m_peer.error()));
        m_account = m_peer.accounts().first();
    }

    void listPagesWithLinksAndMeta()
    {
        const auto a = send("GET", QStringLiteral("/companies?page=2&limit=7"));
        QCOMPARE(a.status, 200);
        QCOMPARE(dataList(a).size(), 7);
        const QJsonObject meta = a.json.value(QLatin1String("meta")).toObject();
        QCOMPARE(meta.value(QLatin1String("current_page")).toInt(), 2);
        QCOMPARE(meta.value(QLatin1String("per_page")).toInt(), 7);
        QCOMPARE(meta.value(QLatin1String("total")).toInt(), 20); // the demo account's companies
        QCOMPARE(meta.value(QLatin1String("last_page")).toInt(), 3);
        QCOMPARE(meta.value(QLatin1String("from")).toInt(), 8);
        QCOMPARE(meta.value(QLatin1String("to")).toInt(), 14);
        QCOMPARE(
            meta.value(QLatin1String("path")).toString(), m_peer.url() + path(QStringLiteral("/companies")));
        const QJsonObject links = a.json.value(QLatin1String("links")).toObject();
        for (const auto &[name, page] :
            {std::pair {"first", 1}, std::pair {"last", 3}, std::pair {"prev", 1}, std::pair {"next", 3}}) {
            const QString link = links.value(QLatin1String(name)).toString();
            QVERIFY2(link.startsWith(QLatin1String("http://")), name);
            QVERIFY2(link.endsWith(QStringLiteral("page=%1").arg(page)), qPrintable(link));
        }
        // The last page has no next; the first no prev.
        const auto last = send("GET", QStringLiteral("/companies?page=3&limit=7"));
        QCOMPARE(dataList(last).size(), 6);
        QVERIFY(last.json.value(QLatin1String("links")).toObject().value(QLatin1String("next")).isNull());
        const auto first = send("GET", QStringLiteral("/persons"));
        QCOMPARE(first.status, 200);
        QVERIFY(first.json.value(QLatin1String("links")).toObject().value(QLatin1String("prev")).isNull());
        QCOMPARE(
            first.json.value(QLatin1String("meta")).toObject().value(QLatin1String("per_page")).toInt(), 25);
        QCOMPARE(dataList(first).size(), 8);
        QCOMPARE(dataList(first).first().toObject().value(QLatin1String("type")).toString(),
            QStringLiteral("person"));
        // Bad paging.
        for (const char *query : {"?page=0", "?page=x", "?limit=0", "?limit=-3"}) {
            const auto bad = send("GET", QStringLiteral("/companies") + QLatin1String(query));
            QCOMPARE(bad.status, 422);
        }
        QVERIFY(errorFields(send("GET", QStringLiteral("/companies?limit=abc")))
                    .contains(QStringLiteral("limit")));
    }

    void getOne()
    {
        const QJsonObject listed =
            dataList(send("GET", QStringLiteral("/companies?limit=1"))).first().toObject();
        const QString uuid = listed.value(QLatin1String("uuid")).toString();
        const auto a = send("GET", QStringLiteral("/companies/") + uuid);
        QCOMPARE(a.status, 200);
        QCOMPARE(a.data(), listed);
        QVERIFY(!a.data().value(QLatin1String("name")).toString().isEmpty());
        QCOMPARE(send("GET", QStringLiteral("/companies/00000000-0000-4000-8000-000000000000")).status, 404);
        // A company is not a person.
        QCOMPARE(send("GET", QStringLiteral("/persons/") + uuid).status, 404);
    }

    void createReadBackAndTags()
    {
        const auto created = send(
            "POST", QStringLiteral("/addresses?force=false"), company(QStringLiteral("Zytglogge Beck AG")));
        QCOMPARE(created.status, 201);
        QCOMPARE(created.json.value(QLatin1String("status")).toInt(), 201);
        const QJsonObject c = created.data();
        const QString uuid = c.value(QLatin1String("uuid")).toString();
        m_created = uuid;
        QVERIFY(!QUuid::fromString(uuid).isNull());
        QVERIFY(!c.value(QLatin1String("customer_number")).toString().isEmpty());
        QVERIFY(!c.value(QLatin1String("addresses"))
                     .toArray()
                     .first()
                     .toObject()
                     .value(QLatin1String("uuid"))
                     .toString()
                     .isEmpty());
        QVERIFY(!c.value(QLatin1String("contact_persons"))
                     .toArray()
                     .first()
                     .toObject()
                     .value(QLatin1String("uuid"))
                     .toString()
                     .isEmpty());
        // `primary` is stored as `is_primary`, one per type: the unmarked e-mail is the first of its type.
        for (const QJsonValue &v : c.value(QLatin1String("contacts")).toArray()) {
            QVERIFY(!v.toObject().contains(QLatin1String("primary")));
            QVERIFY(v.toObject().value(QLatin1String("is_primary")).toBool());
        }
        QCOMPARE(send("GET", QStringLiteral("/companies/") + uuid).data(), c);

        // Tags: every tag given must be present.
        const QJsonObject other {{QStringLiteral("type"), QStringLiteral("person")},
            {QStringLiteral("first_name"), QStringLiteral("Lea")},
            {QStringLiteral("last_name"), QStringLiteral("Zbinden")},
            {QStringLiteral("salutation"), QStringLiteral("Mrs")},
            {QStringLiteral("tags"), QJsonArray {QStringLiteral("VIP")}}};
        QVERIFY(!create(other).isEmpty());
        auto tagged = send("GET", QStringLiteral("/companies?tags[]=VIP"));
        QCOMPARE(dataList(tagged).size(), 1);
        QCOMPARE(dataList(tagged).first().toObject().value(QLatin1String("uuid")).toString(), uuid);
        QCOMPARE(dataList(send("GET", QStringLiteral("/companies?tags[]=VIP&tags[]=Bern"))).size(), 1);
        QCOMPARE(dataList(send("GET", QStringLiteral("/companies?tags[]=VIP&tags[]=Thun"))).size(), 0);
        QCOMPARE(send("GET", QStringLiteral("/companies?tags%5B%5D=VIP"))
                     .json.value(QLatin1String("meta"))
                     .toObject()
                     .value(QLatin1String("total"))
                     .toInt(),
            1);
        QCOMPARE(dataList(send("GET", QStringLiteral("/persons?tags[]=VIP"))).size(), 1);
    }

    void duplicatesAndForce()
    {
        QVERIFY(!m_created.isEmpty());
        // The same name, other case and spaces, and no shared e-mail: a possible duplicate.
        QJsonObject again = company(QStringLiteral("  zytglogge beck ag "));
        again.remove(QStringLiteral("contacts"));
        const auto duplicate = send("POST", QStringLiteral("/addresses?force=false"), again);
        QCOMPARE(duplicate.status, 409);
        QCOMPARE(duplicate.json.value(QLatin1String("status")).toInt(), 409);
        QCOMPARE(duplicate.json.value(QLatin1String("message")).toString(),
            QStringLiteral("Possible duplicates found"));
        QCOMPARE(dataList(duplicate).size(), 1);
        QCOMPARE(dataList(duplicate).first().toObject().value(QLatin1String("uuid")).toString(), m_created);
        // A shared e-mail address is a duplicate too, whatever the name.
        QJsonObject sameMail = company(QStringLiteral("Ganz Andere GmbH"));
        const auto mail = send("POST", QStringLiteral("/addresses"), sameMail);
        QCOMPARE(mail.status, 409);
        QCOMPARE(dataList(mail).first().toObject().value(QLatin1String("uuid")).toString(), m_created);
        // Nothing was written by the refusals.
        const int before = send("GET", QStringLiteral("/companies"))
                               .json.value(QLatin1String("meta"))
                               .toObject()
                               .value(QLatin1String("total"))
                               .toInt();
        QCOMPARE(before, 21);
        // force=true saves anyway: now there are two.
        const auto forced = send("POST", QStringLiteral("/addresses?force=true"), again);
        QCOMPARE(forced.status, 201);
        QVERIFY(forced.data().value(QLatin1String("uuid")).toString() != m_created);
        QVERIFY(forced.data().value(QLatin1String("customer_number")).toString()
            != send("GET", QStringLiteral("/companies/") + m_created)
                   .data()
                   .value(QLatin1String("customer_number"))
                   .toString());
        int same = 0;
        for (const QJsonValue &v : dataList(send("GET", QStringLiteral("/companies?limit=500"))))
            same += v.toObject().value(QLatin1String("name")).toString().trimmed().toLower()
                == QLatin1String("zytglogge beck ag");
        QCOMPARE(same, 2);
    }

    void customerNumbers()
    {
        const QString number = send("GET", QStringLiteral("/companies/") + m_created)
                                   .data()
                                   .value(QLatin1String("customer_number"))
                                   .toString();
        QVERIFY(!number.isEmpty());
        auto taken = send("GET", QStringLiteral("/check-customer-number?customerNumber=") + number);
        QCOMPARE(taken.status, 400);
        QCOMPARE(
            taken.json.value(QLatin1String("error")).toString(), QStringLiteral("customer_number_taken"));
        QVERIFY(!taken.json.value(QLatin1String("error_description")).toString().isEmpty());
        auto own = send("GET",
            QStringLiteral("/check-customer-number?customerNumber=%1&addressUuid=%2").arg(number, m_created));
        QCOMPARE(own.status, 200);
        QCOMPARE(own.data().value(QLatin1String("available")).toBool(), true);
        auto free = send("GET", QStringLiteral("/check-customer-number?customerNumber=K-77777"));
        QCOMPARE(free.status, 200);
        QCOMPARE(free.json.value(QLatin1String("status")).toInt(), 200);
        QCOMPARE(free.data().value(QLatin1String("available")).toBool(), true);
        QCOMPARE(send("GET", QStringLiteral("/check-customer-number")).status, 422);
        // Creating with a taken number: 400; with a free one: kept.
        QJsonObject withNumber = company(QStringLiteral("Nummer Test AG"));
        withNumber.remove(QStringLiteral("contacts"));
        withNumber.insert(QStringLiteral("customer_number"), number);
        auto refused = send("POST", QStringLiteral("/addresses?force=true"), withNumber);
        QCOMPARE(refused.status, 400);
        QCOMPARE(
            refused.json.value(QLatin1String("error")).toString(), QStringLiteral("customer_number_taken"));
        withNumber.insert(QStringLiteral("customer_number"), QStringLiteral("K-77777"));
        auto kept = send("POST", QStringLiteral("/addresses?force=true"), withNumber);
        QCOMPARE(kept.status, 201);
        QCOMPARE(kept.data().value(QLatin1String("customer_number")).toString(), QStringLiteral("K-77777"));
        QCOMPARE(send("GET", QStringLiteral("/check-customer-number?customerNumber=K-77777")).status, 400);
    }

    void updateAndReadBack()
    {
        QVERIFY(!m_created.isEmpty());
        QJsonObject stored = send("GET", QStringLiteral("/companies/") + m_created).data();
        QJsonArray entries = stored.value(QLatin1String("addresses")).toArray();
        QJsonObject entry = entries.first().toObject();
        entry.insert(QStringLiteral("city"), QStringLiteral("Thun"));
        entry.insert(QStringLiteral("zip_code"), QStringLiteral("3600"));
        entries.replace(0, entry);
        const QJsonObject change {{QStringLiteral("type"), QStringLiteral("company")},
            {QStringLiteral("uuid"), m_created},
            {QStringLiteral("name"), QStringLiteral("Zytglogge Beck AG")},
            {QStringLiteral("addresses"), entries}};
        const auto updated = send("PATCH", QStringLiteral("/companies/") + m_created, change);
        QCOMPARE(updated.status, 200);
        QCOMPARE(updated.data()
                     .value(QLatin1String("addresses"))
                     .toArray()
                     .first()
                     .toObject()
                     .value(QLatin1String("city"))
                     .toString(),
            QStringLiteral("Thun"));
        const QJsonObject back = send("GET", QStringLiteral("/companies/") + m_created).data();
        QCOMPARE(back.value(QLatin1String("addresses"))
                     .toArray()
                     .first()
                     .toObject()
                     .value(QLatin1String("city"))
                     .toString(),
            QStringLiteral("Thun"));
        QCOMPARE(
            back.value(QLatin1String("addresses")).toArray().first().toObject().value(QLatin1String("uuid")),
            entry.value(QLatin1String("uuid")));
        // Fields not sent stay.
        QCOMPARE(back.value(QLatin1String("tags")), stored.value(QLatin1String("tags")));
        QCOMPARE(
            back.value(QLatin1String("customer_number")), stored.value(QLatin1String("customer_number")));

        // Wrong type, wrong uuid, missing name: 422 naming the field; nothing changes.
        QJsonObject wrongType = change;
        wrongType.insert(QStringLiteral("type"), QStringLiteral("person"));
        auto a = send("PATCH", QStringLiteral("/companies/") + m_created, wrongType);
        QCOMPARE(a.status, 422);
        QVERIFY(errorFields(a).contains(QStringLiteral("type")));
        QJsonObject wrongUuid = change;
        wrongUuid.insert(QStringLiteral("uuid"), QStringLiteral("00000000-0000-4000-8000-000000000000"));
        QVERIFY(errorFields(send("PATCH", QStringLiteral("/companies/") + m_created, wrongUuid))
                    .contains(QStringLiteral("uuid")));
        QJsonObject noName = change;
        noName.insert(QStringLiteral("name"), QStringLiteral(" "));
        QVERIFY(errorFields(send("PATCH", QStringLiteral("/companies/") + m_created, noName))
                    .contains(QStringLiteral("name")));
        QCOMPARE(
            send("PATCH", QStringLiteral("/companies/00000000-0000-4000-8000-000000000000"), change).status,
            404);
        QCOMPARE(m_peer
                     .request("PATCH", path(QStringLiteral("/companies/") + m_created),
                         QStringLiteral("demo"), "type=company")
                     .status,
            400);
        QCOMPARE(send("GET", QStringLiteral("/companies/") + m_created).data(), back);

        // A person: first and last name required.
        const QString person = dataList(send("GET", QStringLiteral("/persons?limit=1")))
                                   .first()
                                   .toObject()
                                   .value(QLatin1String("uuid"))
                                   .toString();
        QJsonObject personChange {{QStringLiteral("type"), QStringLiteral("person")},
            {QStringLiteral("uuid"), person}, {QStringLiteral("first_name"), QStringLiteral("Reto")},
            {QStringLiteral("last_name"), QString()}};
        QVERIFY(errorFields(send("PATCH", QStringLiteral("/persons/") + person, personChange))
                    .contains(QStringLiteral("last_name")));
        personChange.insert(QStringLiteral("last_name"), QStringLiteral("Brunner"));
        QCOMPARE(send("PATCH", QStringLiteral("/persons/") + person, personChange)
                     .data()
                     .value(QLatin1String("last_name"))
                     .toString(),
            QStringLiteral("Brunner"));
    }

    void validation_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("named");
        QTest::newRow("payment_terms")
            << QStringLiteral("payment_terms") << QJsonValue(45) << QStringLiteral("payment_terms");
        QTest::newRow("language") << QStringLiteral("language") << QJsonValue(QStringLiteral("rm"))
                                  << QStringLiteral("language");
        QTest::newRow("currency") << QStringLiteral("currency_code") << QJsonValue(QStringLiteral("chf"))
                                  << QStringLiteral("currency_code");
        QTest::newRow("tags") << QStringLiteral("tags") << QJsonValue(QJsonArray {1})
                              << QStringLiteral("tags");
        QTest::newRow("name") << QStringLiteral("name") << QJsonValue(QString(256, QLatin1Char('x')))
                              << QStringLiteral("name");
        QTest::newRow("uuid") << QStringLiteral("uuid")
                              << QJsonValue(QStringLiteral("00000000-0000-4000-8000-000000000001"))
                              << QStringLiteral("uuid");
        QTest::newRow("canton") << QStringLiteral("addresses")
                                << QJsonValue(QJsonArray {
                                       QJsonObject {{QStringLiteral("country_code"), QStringLiteral("CH")},
                                           {QStringLiteral("state"), QStringLiteral("XX")}}})
                                << QStringLiteral("addresses.0.state");
        QTest::newRow("country") << QStringLiteral("addresses")
                                 << QJsonValue(QJsonArray {QJsonObject {
                                        {QStringLiteral("country_code"), QStringLiteral("Schweiz")}}})
                                 << QStringLiteral("addresses.0.country_code");
        QTest::newRow("entry uuid") << QStringLiteral("addresses")
                                    << QJsonValue(QJsonArray {QJsonObject {
                                           {QStringLiteral("country_code"), QStringLiteral("DE")},
                                           {QStringLiteral("uuid"), QStringLiteral("x")}}})
                                    << QStringLiteral("addresses.0.uuid");
        QTest::newRow("email") << QStringLiteral("contacts")
                               << QJsonValue(QJsonArray {
                                      QJsonObject {{QStringLiteral("type"), QStringLiteral("email")},
                                          {QStringLiteral("value"), QStringLiteral("not an address")}}})
                               << QStringLiteral("contacts.0.value");
        QTest::newRow("contact type")
            << QStringLiteral("contacts")
            << QJsonValue(QJsonArray {QJsonObject {{QStringLiteral("type"), QStringLiteral("telex")},
                   {QStringLiteral("value"), QStringLiteral("1234")}}})
            << QStringLiteral("contacts.0.type");
        QTest::newRow("contact person uuid")
            << QStringLiteral("contact_persons")
            << QJsonValue(QJsonArray {QJsonObject {{QStringLiteral("uuid"), QStringLiteral("x")},
                   {QStringLiteral("first_name"), QStringLiteral("A")},
                   {QStringLiteral("last_name"), QStringLiteral("B")}}})
            << QStringLiteral("contact_persons.0.uuid");
    }

    void validation()
    {
        QFETCH(QString, field);
        QFETCH(QJsonValue, value);
        QFETCH(QString, named);
        QJsonObject body = company(QStringLiteral("Validierung AG"));
        body.remove(QStringLiteral("contacts"));
        body.insert(field, value);
        const int before = send("GET", QStringLiteral("/companies"))
                               .json.value(QLatin1String("meta"))
                               .toObject()
                               .value(QLatin1String("total"))
                               .toInt();
        const auto a = send("POST", QStringLiteral("/addresses?force=true"), body);
        QCOMPARE(a.status, 422);
        QVERIFY2(errorFields(a).contains(named), qPrintable(errorFields(a).join(QLatin1Char(','))));
        QCOMPARE(send("GET", QStringLiteral("/companies"))
                     .json.value(QLatin1String("meta"))
                     .toObject()
                     .value(QLatin1String("total"))
                     .toInt(),
            before);
    }

    void personValidation()
    {
        QJsonObject person {{QStringLiteral("type"), QStringLiteral("person")},
            {QStringLiteral("first_name"), QStringLiteral("Urs")},
            {QStringLiteral("last_name"), QStringLiteral("Gerber")},
            {QStringLiteral("salutation"), QStringLiteral("Dr")}};
        QVERIFY(errorFields(send("POST", QStringLiteral("/addresses"), person))
                    .contains(QStringLiteral("salutation")));
        person.insert(QStringLiteral("salutation"), QStringLiteral("Family"));
        person.remove(QStringLiteral("first_name"));
        QVERIFY(errorFields(send("POST", QStringLiteral("/addresses"), person))
                    .contains(QStringLiteral("first_name")));
        QVERIFY(errorFields(
            send("POST", QStringLiteral("/addresses"), {{QStringLiteral("type"), QStringLiteral("robot")}}))
                    .contains(QStringLiteral("type")));
        QCOMPARE(
            m_peer.request("POST", path(QStringLiteral("/addresses")), QStringLiteral("demo"), "not json")
                .status,
            400);
    }

    void deleteThenGone()
    {
        const QString uuid = create(company(QStringLiteral("Kurzlebig GmbH")));
        QVERIFY(!uuid.isEmpty());
        const auto a = send("DELETE", QStringLiteral("/companies/") + uuid);
        QCOMPARE(a.status, 200);
        QCOMPARE(send("GET", QStringLiteral("/companies/") + uuid).status, 404);
        QCOMPARE(send("DELETE", QStringLiteral("/companies/") + uuid).status, 404);
        QCOMPARE(send("PATCH", QStringLiteral("/companies/") + uuid,
                     {{QStringLiteral("type"), QStringLiteral("company")}, {QStringLiteral("uuid"), uuid},
                         {QStringLiteral("name"), QStringLiteral("Kurzlebig GmbH")}})
                     .status,
            404);
    }

    void methodsAndAuthorization()
    {
        QCOMPARE(
            send("POST", QStringLiteral("/companies"), company(QStringLiteral("Falscher Weg AG"))).status,
            405);
        QCOMPARE(
            send("POST", QStringLiteral("/persons"), {{QStringLiteral("type"), QStringLiteral("person")}})
                .status,
            405);
        QCOMPARE(m_peer.request("GET", path(QStringLiteral("/companies")), QString()).status, 401);
        QCOMPARE(
            m_peer.request("GET", path(QStringLiteral("/companies")), QStringLiteral("sbx_wrong")).status,
            401);
        const QString noCustomers =
            m_peer.createToken({QStringLiteral("products"), QStringLiteral("profile")}, {m_account});
        QVERIFY(!noCustomers.isEmpty());
        for (const auto &[verb, suffix] :
            {std::pair {"GET", "/companies"}, std::pair {"GET", "/persons"}, std::pair {"POST", "/addresses"},
                std::pair {"GET", "/check-customer-number?customerNumber=1"}}) {
            const auto a = m_peer.request(verb, path(QLatin1String(suffix)), noCustomers,
                QJsonDocument(company(QStringLiteral("Ohne Recht AG"))).toJson());
            QCOMPARE(a.status, 403);
            QCOMPARE(a.json.value(QLatin1String("error")).toString(), QStringLiteral("insufficient_scope"));
        }
        const QString customers = m_peer.createToken({QStringLiteral("customers")}, {m_account});
        QCOMPARE(m_peer.request("GET", path(QStringLiteral("/companies")), customers).status, 200);
        // Another account's addresses are out of this token's reach.
        const QString other = m_peer.accounts().value(1);
        QCOMPARE(
            m_peer.request("GET", QStringLiteral("/accounts/%1/addresses/v2/companies").arg(other), customers)
                .status,
            404);
    }

private:
    SandboxPeer m_peer {{QStringLiteral("--seed-invoices"), QStringLiteral("20"), QStringLiteral("--quiet")}};
    QString m_account;
    QString m_created;
};

QTEST_GUILESS_MAIN(TestSandboxAddresses)
#include "tst_sandbox_addresses.moc"
