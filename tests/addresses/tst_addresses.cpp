// Companies and persons without widgets: reading what the service sends (also the live service's
// variants), the create and update bodies, the checks before sending, the address calls against a real
// sandbox (create, read back, update, delete, duplicates, customer numbers, tags) and the list models
// filled from the store by RecordSync.
#include "TestSandbox.h"
#include "api/ApiClient.h"
#include "api/ApiJob.h"
#include "api/PageInfo.h"
#include "records/AddressFilterModel.h"
#include "records/AddressListModel.h"
#include "records/AddressRecord.h"
#include "records/AddressesApi.h"
#include "records/Validators.h"
#include "store/RecordStore.h"
#include "sync/RecordSync.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace {

QJsonObject parse(const char *json)
{
    return QJsonDocument::fromJson(json).object();
}

// Every uuid anywhere in a JSON value.
bool containsKey(const QJsonValue &v, const QString &key)
{
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        if (o.contains(key))
            return true;
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (containsKey(it.value(), key))
                return true;
        }
    }
    if (v.isArray()) {
        for (const QJsonValue &e : v.toArray()) {
            if (containsKey(e, key))
                return true;
        }
    }
    return false;
}

AddressRecord sampleCompany(const QString &name)
{
    AddressRecord r;
    r.kind = AddressKind::Company;
    r.name = name;
    r.idNumber = QStringLiteral("CHE-109.322.551");
    r.vatNumber = QStringLiteral("CHE-109.322.551 MWST");
    r.currencyCode = QStringLiteral("EUR");
    r.language = QStringLiteral("fr");
    r.paymentTerms = 30;
    r.automaticDunning = true;
    r.tags = {QStringLiteral("vip"), QStringLiteral("tst-%1").arg(name.size())};
    r.privateNotes = QStringLiteral("Pays late.\nCall first.");
    const QString mail = name.toLower().remove(QLatin1Char(' ')) + QStringLiteral("@example.ch");
    r.contacts = {{QString(), QStringLiteral("email"), QStringLiteral("info.") + mail, false},
        {QString(), QStringLiteral("email"), QStringLiteral("billing.") + mail, true},
        {QString(), QStringLiteral("phone"), QStringLiteral("+41 44 123 45 67"), true}};
    r.contactPersons = {{QString(), QStringLiteral("Ms"), QStringLiteral("Anna"), QStringLiteral("Meier"),
        {{QString(), QStringLiteral("mobile"), QStringLiteral("+41 79 000 00 00"), true}}}};
    r.addresses = {{QString(), QStringLiteral("Bahnhofstrasse"), QStringLiteral("1"),
                       QStringLiteral("3. Stock"), QStringLiteral("Postfach"), QStringLiteral("8001"),
                       QStringLiteral("Zürich"), QStringLiteral("CH"), QStringLiteral("ZH")},
        {QString(), QStringLiteral("Rue de Rivoli"), QStringLiteral("10"), QString(), QString(),
            QStringLiteral("75001"), QStringLiteral("Paris"), QStringLiteral("FR"), QString()}};
    return r;
}

// Compares what was sent with what came back, leaving out what the service assigns.
void compareContent(AddressRecord back, AddressRecord sent)
{
    const auto clearUuids = [](AddressRecord &r) {
        r.uuid.clear();
        for (AddressContact &c : r.contacts)
            c.uuid.clear();
        for (AddressContactPerson &p : r.contactPersons) {
            p.uuid.clear();
            for (AddressContact &c : p.contacts)
                c.uuid.clear();
        }
        for (AddressEntry &e : r.addresses)
            e.uuid.clear();
    };
    clearUuids(back);
    clearUuids(sent);
    if (sent.customerNumber.isEmpty())
        back.customerNumber.clear();
    if (!sent.automaticDunning) // not sent: the service's own (the live profile writes false)
        back.automaticDunning.reset();
    QCOMPARE(back.name, sent.name);
    QCOMPARE(back.firstName, sent.firstName);
    QCOMPARE(back.contacts, sent.contacts);
    QCOMPARE(back.contactPersons, sent.contactPersons);
    QCOMPARE(back.addresses, sent.addresses);
    QCOMPARE(back.tags, sent.tags);
    QVERIFY(back == sent);
}

} // namespace

class TestAddresses : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error()));
        m_client = new ApiClient(m_sandbox.config(), this);
    }

    void readsTheLiveVariants()
    {
        const std::optional<AddressRecord> live = AddressRecord::fromJson(parse(R"({
            "uuid": "c1", "company_name": "Live AG", "customer_number": 1042,
            "tags": ["", "vip", 7, " b2b "], "payment_terms": "30", "automatic_dunning": 1,
            "contacts": [{"type": "email", "value": "a@live.ch", "primary": true},
                         {"type": "phone", "value": "044", "is_primary": "true"}, "junk"],
            "addresses": [{"address": "Weg", "zip_code": 3000, "city": "Bern", "country_code": "ch",
                           "state": "be"}, null],
            "contact_persons": [{"first_name": "Eva", "last_name": "Frei", "contacts": null}]
        })"),
            AddressKind::Company);
        QVERIFY(live);
        QCOMPARE(live->kind, AddressKind::Company);
        QCOMPARE(live->name, QStringLiteral("Live AG"));
        QCOMPARE(live->customerNumber, QStringLiteral("1042"));
        QCOMPARE(live->tags, (QStringList {QStringLiteral("vip"), QStringLiteral("b2b")}));
        QCOMPARE(live->paymentTerms, std::optional<int>(30));
        QCOMPARE(live->automaticDunning, std::optional<bool>(true));
        QCOMPARE(live->contacts.size(), 2);
        QVERIFY(live->contacts.at(0).primary);
        QVERIFY(live->contacts.at(1).primary);
        QCOMPARE(live->email(), QStringLiteral("a@live.ch"));
        QCOMPARE(live->addresses.size(), 1);
        QCOMPARE(live->addresses.first().zipCode, QStringLiteral("3000"));
        QCOMPARE(live->addresses.first().countryCode, QStringLiteral("CH"));
        QCOMPARE(live->addresses.first().state, QStringLiteral("BE"));
        QCOMPARE(live->city(), QStringLiteral("Bern"));
        QCOMPARE(live->contactPersons.size(), 1);
        QVERIFY(live->contactPersons.first().contacts.isEmpty());

        // The record's own type wins; without one and without an expected kind it is not an address.
        const auto person = AddressRecord::fromJson(
            parse(R"({"type": "person", "first_name": "Max", "last_name": "Muster"})"), AddressKind::Company);
        QVERIFY(person);
        QCOMPARE(person->kind, AddressKind::Person);
        QCOMPARE(person->displayName(), QStringLiteral("Max Muster"));
        QVERIFY(!AddressRecord::fromJson(parse(R"({"name": "?"})")));
        QVERIFY(!AddressRecord::fromJson(parse(R"({"type": "robot"})")));

        // Answers: data, data.documents[0], a bare record; a record without uuid is no answer.
        QVERIFY(AddressesApi::recordFromAnswer(
            QJsonDocument(parse(R"({"data": {"type": "company", "uuid": "u", "name": "A"}})"))));
        QVERIFY(AddressesApi::recordFromAnswer(
            QJsonDocument(parse(R"({"data": {"documents": [{"type": "company", "uuid": "u"}]}})"))));
        QVERIFY(AddressesApi::recordFromAnswer(QJsonDocument(parse(R"({"type": "person", "uuid": "u"})"))));
        QVERIFY(!AddressesApi::recordFromAnswer(QJsonDocument(parse(R"({"data": {"type": "company"}})"))));
        QVERIFY(!AddressesApi::recordFromAnswer(QJsonDocument(parse(R"({"data": [1, 2]})"))));
        QVERIFY(!AddressesApi::recordFromAnswer(QJsonDocument()));

        // A 409's similar records: without a type they are of the kind being created.
        const ApiError conflict = ApiError::fromHttp(409, R"({"status": 409, "data": [
            {"uuid": "x", "company_name": "Live AG"}, {"type": "person", "uuid": "y", "first_name": "A"}, 3]})");
        const QList<AddressRecord> similar = AddressesApi::duplicatesOf(conflict, AddressKind::Company);
        QCOMPARE(similar.size(), 2);
        QCOMPARE(similar.at(0).kind, AddressKind::Company);
        QCOMPARE(similar.at(0).name, QStringLiteral("Live AG"));
        QCOMPARE(similar.at(1).kind, AddressKind::Person);
        QVERIFY(AddressesApi::duplicatesOf(ApiError::fromHttp(409, "{}"), AddressKind::Person).isEmpty());
    }

    void bodiesFollowTheSpec()
    {
        AddressRecord r = sampleCompany(QStringLiteral("Body AG"));
        r.uuid = QStringLiteral("u-1");
        r.contacts[0].uuid = QStringLiteral("c-1");
        r.contactPersons[0].uuid = QStringLiteral("p-1");
        r.addresses[0].uuid = QStringLiteral("a-1");
        r.addresses[1].state = QStringLiteral("ZH"); // not Swiss: no canton is sent

        const QJsonObject create = r.toCreateBody();
        QCOMPARE(create.value(QLatin1String("type")).toString(), QStringLiteral("company"));
        QVERIFY(!containsKey(create, QStringLiteral("uuid")));
        QVERIFY(!containsKey(create, QStringLiteral("is_primary")));
        const QJsonArray contacts = create.value(QLatin1String("contacts")).toArray();
        QCOMPARE(contacts.size(), 3);
        QCOMPARE(contacts.at(0).toObject().value(QLatin1String("primary")), QJsonValue(false));
        QCOMPARE(contacts.at(1).toObject().value(QLatin1String("primary")), QJsonValue(true));
        // The only phone is that type's primary.
        QCOMPARE(contacts.at(2).toObject().value(QLatin1String("primary")), QJsonValue(true));
        QCOMPARE(create.value(QLatin1String("contact_persons"))
                     .toArray()
                     .first()
                     .toObject()
                     .value(QLatin1String("contacts"))
                     .toArray()
                     .first()
                     .toObject()
                     .value(QLatin1String("primary")),
            QJsonValue(true));
        QCOMPARE(create.value(QLatin1String("payment_terms")).toInt(), 30);
        QCOMPARE(
            create.value(QLatin1String("addresses")).toArray().at(1).toObject().value(QLatin1String("state")),
            QJsonValue(QString()));
        QVERIFY(!create.contains(QLatin1String("first_name")));

        const QJsonObject update = r.toUpdateBody();
        QCOMPARE(update.value(QLatin1String("uuid")).toString(), QStringLiteral("u-1"));
        QVERIFY(!containsKey(update, QStringLiteral("primary")));
        QCOMPARE(
            update.value(QLatin1String("contacts")).toArray().first().toObject().value(QLatin1String("uuid")),
            QJsonValue(QStringLiteral("c-1")));
        QCOMPARE(update.value(QLatin1String("contacts"))
                     .toArray()
                     .at(1)
                     .toObject()
                     .value(QLatin1String("is_primary")),
            QJsonValue(true));

        // Cleared choices: left out when creating, null when updating.
        r.language.clear();
        r.paymentTerms.reset();
        QVERIFY(!r.toCreateBody().contains(QLatin1String("language")));
        QVERIFY(!r.toCreateBody().contains(QLatin1String("payment_terms")));
        QVERIFY(r.toUpdateBody().value(QLatin1String("language")).isNull());
        QVERIFY(r.toUpdateBody().value(QLatin1String("payment_terms")).isNull());

        // Two primaries of one type: the first stays primary.
        r.contacts[0].primary = true;
        const QJsonArray fixed = r.toCreateBody().value(QLatin1String("contacts")).toArray();
        QCOMPARE(fixed.at(0).toObject().value(QLatin1String("primary")), QJsonValue(true));
        QCOMPARE(fixed.at(1).toObject().value(QLatin1String("primary")), QJsonValue(false));
    }

    // Issue 32: automatic dunning the address does not set is read as not set (the service's default,
    // on, as the reminder run takes it), never as off, and not sent; an edit sends only the fields that
    // differ from the record as shown, besides what the update operation requires.
    void updateSendsOnlyWhatChanged()
    {
        for (const char *json : {R"({"type": "company", "uuid": "c1", "name": "A AG"})",
                 R"({"type": "company", "uuid": "c1", "name": "A AG", "automatic_dunning": null})",
                 R"({"type": "company", "uuid": "c1", "name": "A AG", "automatic_dunning": "maybe"})"}) {
            const std::optional<AddressRecord> r = AddressRecord::fromJson(parse(json));
            QVERIFY(r);
            QCOMPARE(r->automaticDunning, std::optional<bool>());
            QVERIFY(r->automaticDunningInEffect());
            QCOMPARE(AddressRecord::automaticDunningText(r->automaticDunning),
                QStringLiteral("yes (service default)"));
            QVERIFY(!r->toUpdateBody().contains(QLatin1String("automatic_dunning")));
            QVERIFY(!r->toCreateBody().contains(QLatin1String("automatic_dunning")));
        }
        const std::optional<AddressRecord> off = AddressRecord::fromJson(
            parse(R"({"type": "company", "uuid": "c1", "name": "A AG", "automatic_dunning": false})"));
        QCOMPARE(off->automaticDunning, std::optional<bool>(false));
        QVERIFY(!off->automaticDunningInEffect());
        QCOMPARE(AddressRecord::automaticDunningText(off->automaticDunning), QStringLiteral("no"));

        AddressRecord shown = sampleCompany(QStringLiteral("Diff AG"));
        shown.uuid = QStringLiteral("c-9");
        shown.automaticDunning.reset();
        AddressRecord edited = shown;
        edited.paymentTerms = 60;
        const QJsonObject body = edited.toUpdateBody(shown);
        QCOMPARE(body.keys(),
            (QStringList {QStringLiteral("name"), QStringLiteral("payment_terms"), QStringLiteral("type"),
                QStringLiteral("uuid")}));
        QCOMPARE(body.value(QLatin1String("payment_terms")).toInt(), 60);
        // A list is sent whole when one of its entries changed; a cleared field as null.
        edited.contacts[0].value = QStringLiteral("new@diff.ch");
        edited.language.clear();
        edited.automaticDunning = false;
        const QJsonObject more = edited.toUpdateBody(shown);
        QCOMPARE(more.value(QLatin1String("contacts")).toArray().size(), 3);
        QVERIFY(more.value(QLatin1String("language")).isNull());
        QVERIFY(more.contains(QLatin1String("language")));
        QCOMPARE(more.value(QLatin1String("automatic_dunning")), QJsonValue(false));
        QVERIFY(!more.contains(QLatin1String("addresses")));
        QVERIFY(!more.contains(QLatin1String("tags")));
        // A person: its names are what the update requires.
        AddressRecord person;
        person.kind = AddressKind::Person;
        person.uuid = QStringLiteral("p-1");
        person.firstName = QStringLiteral("Eva");
        person.lastName = QStringLiteral("Frei");
        AddressRecord renamed = person;
        renamed.privateNotes = QStringLiteral("note");
        QCOMPARE(renamed.toUpdateBody(person).keys(),
            (QStringList {QStringLiteral("first_name"), QStringLiteral("last_name"),
                QStringLiteral("private_notes"), QStringLiteral("type"), QStringLiteral("uuid")}));
    }

    void problemsBeforeSending()
    {
        QVERIFY(sampleCompany(QStringLiteral("Fine AG")).problems().isEmpty());

        AddressRecord r = sampleCompany(QString());
        r.contacts[1].value = QStringLiteral("no-at-sign.ch");
        r.contacts.append({QString(), QStringLiteral("website"), QString(), false});
        r.contactPersons[0].lastName.clear();
        r.addresses[0].state = QStringLiteral("XX");
        r.addresses[1].countryCode.clear();
        r.currencyCode = QStringLiteral("EURO");
        r.language = QStringLiteral("es");
        r.paymentTerms = 45;
        r.vatNumber = QString(256, QLatin1Char('x'));
        const AddressProblems p = r.problems();
        const QStringList expected {QStringLiteral("name"), QStringLiteral("contacts.1.value"),
            QStringLiteral("contacts.3.value"), QStringLiteral("contact_persons.0.last_name"),
            QStringLiteral("addresses.0.state"), QStringLiteral("addresses.1.country_code"),
            QStringLiteral("currency_code"), QStringLiteral("language"), QStringLiteral("payment_terms"),
            QStringLiteral("vat_number")};
        for (const QString &field : expected)
            QVERIFY2(p.contains(field), qPrintable(field));
        QCOMPARE(p.size(), expected.size());
        QVERIFY(p.value(QStringLiteral("vat_number")).contains(QStringLiteral("255")));
        QVERIFY(p.value(QStringLiteral("contacts.1.value")).contains(QStringLiteral("e-mail")));

        AddressRecord person;
        person.kind = AddressKind::Person;
        person.salutation = QStringLiteral("Dr");
        const AddressProblems pp = person.problems();
        QVERIFY(pp.contains(QStringLiteral("first_name")));
        QVERIFY(pp.contains(QStringLiteral("last_name")));
        QVERIFY(pp.contains(QStringLiteral("salutation")));

        QVERIFY(AddressRecord::isEmailAddress(QStringLiteral("a.b@example.ch")));
        QVERIFY(!AddressRecord::isEmailAddress(QStringLiteral("a@b")));
        QVERIFY(!AddressRecord::isEmailAddress(QStringLiteral("a b@example.ch")));
        QCOMPARE(AddressRecord::fieldLabel(QStringLiteral("contact_persons.0.contacts.1.value")),
            QStringLiteral("Contact person 1, Contact 2: value"));
        QCOMPARE(AddressRecord::fieldLabel(QStringLiteral("addresses.1.country_code")),
            QStringLiteral("Address 2: country"));
        QCOMPARE(AddressRecord::fieldLabel(QStringLiteral("name")), QStringLiteral("Name"));
        QCOMPARE(AddressRecord::paymentTermsText(-1), QStringLiteral("None"));
    }

    void uidCheckDigit_data()
    {
        QTest::addColumn<QString>("uid");
        QTest::addColumn<QString>("problemContains"); // empty: valid
        QTest::newRow("valid") << "CHE-109.322.551"
                               << "";
        QTest::newRow("valid with MWST") << "CHE-116.281.710 MWST"
                                         << "";
        QTest::newRow("valid compact, lower case") << "che109322551"
                                                   << "";
        QTest::newRow("valid with spaces and TVA") << "CHE 109 322 551 TVA"
                                                   << "";
        QTest::newRow("wrong check digit") << "CHE-109.322.552"
                                           << "should be 1, not 2";
        QTest::newRow("swapped digits") << "CHE-190.322.551"
                                        << "check digit";
        QTest::newRow("check digit would be 10") << "CHE-100.000.160"
                                                 << "no UID has";
        QTest::newRow("too short") << "CHE-109.322.55"
                                   << "CHE-123.456.789";
        QTest::newRow("letters") << "CHE-1O9.322.551"
                                 << "CHE-123.456.789";
    }

    void uidCheckDigit()
    {
        QFETCH(QString, uid);
        QFETCH(QString, problemContains);
        const QString problem = Validators::uidProblem(uid);
        if (problemContains.isEmpty()) {
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            QVERIFY(Validators::formatUid(uid).startsWith(QStringLiteral("CHE-109.322.551"))
                || Validators::formatUid(uid).startsWith(QStringLiteral("CHE-116.281.710")));
        } else {
            QVERIFY2(problem.contains(problemContains), qPrintable(problem));
            QCOMPARE(Validators::formatUid(uid), uid);
        }
        // The company's fields: Swiss numbers are checked, foreign VAT numbers are not.
        AddressRecord company = sampleCompany(QStringLiteral("Fine AG"));
        company.idNumber = uid;
        company.vatNumber = QStringLiteral("DE123456789");
        QCOMPARE(company.problems().contains(QStringLiteral("id_number")), !problemContains.isEmpty());
        QVERIFY(!company.problems().contains(QStringLiteral("vat_number")));
        if (!problemContains.isEmpty())
            QVERIFY(
                company.problems().value(QStringLiteral("id_number")).startsWith(QStringLiteral("The UID ")));
    }

    void likelyDuplicatesFoldSpellings()
    {
        QCOMPARE(AddressRecord::duplicateKey(QStringLiteral("Mueller AG")), QStringLiteral("muellerag"));
        for (const char *same : {"Müller AG", "MÜLLER A.G.", "Mueller  AG", "müller-ag"})
            QCOMPARE(AddressRecord::duplicateKey(QString::fromUtf8(same)), QStringLiteral("muellerag"));
        QCOMPARE(AddressRecord::duplicateKey(QStringLiteral("Strasse")),
            AddressRecord::duplicateKey(QString::fromUtf8("Straße")));
        QCOMPARE(AddressRecord::duplicateKey(QString::fromUtf8("Café Zoë")), QStringLiteral("cafezoe"));
        QCOMPARE(AddressRecord::duplicateKey(QString::fromUtf8("Jörg Bär")), QStringLiteral("joergbaer"));
        QVERIFY(AddressRecord::duplicateKey(QStringLiteral("Muller AG")) != QStringLiteral("muellerag"));

        AddressRecord known = sampleCompany(QString::fromUtf8("Müller AG"));
        known.uuid = QStringLiteral("known");
        AddressRecord other = sampleCompany(QStringLiteral("Meier GmbH"));
        other.uuid = QStringLiteral("other");
        AddressRecord typed = sampleCompany(QStringLiteral("Mueller AG"));
        const QList<AddressRecord> found = typed.likelyDuplicates({known, other});
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.first().uuid, QStringLiteral("known"));
        QVERIFY(known.likelyDuplicates({known}).isEmpty()); // a record is no duplicate of itself
    }

    void changeDuringReloadReadsTheStoreAgain()
    {
        // Unlike the record tables, the address list reads the store again when a change overtakes a
        // reload: the page writes a saved address to the store before it shows it, so the new read
        // has it and the other stored records, and the stale first read is dropped.
        QTemporaryDir data;
        const QString account = QStringLiteral("local-account");
        const QString companies = AddressKinds::resource(AddressKind::Company);
        const auto company = [](const QString &uuid, const QString &name) {
            return QJsonObject {{QStringLiteral("uuid"), uuid},
                {QStringLiteral("type"), QStringLiteral("company")}, {QStringLiteral("name"), name}};
        };
        QVERIFY(RecordStore(data.path(), account)
                    .upsert(companies, company(QStringLiteral("s1"), QStringLiteral("Stored AG"))));
        AddressListModel model(AddressKind::Company);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy reloaded(&model, &AddressListModel::reloaded);
        model.reloadFromStore(data.path(), account);
        const QJsonObject saved = company(QStringLiteral("s2"), QStringLiteral("Saved AG"));
        QVERIFY(RecordStore(data.path(), account).upsert(companies, saved));
        model.upsert(*AddressRecord::fromJson(saved, AddressKind::Company));
        QCOMPARE(model.rowCount(), 1); // only the saved one so far: no read has been applied
        QTRY_COMPARE_WITH_TIMEOUT(reloaded.count(), 1, 10000);
        QCOMPARE(model.rowCount(), 2); // s1 from the store, s2 saved meanwhile
        QVERIFY(model.rowOfKey(QStringLiteral("s1")) >= 0);
        QVERIFY(model.rowOfKey(QStringLiteral("s2")) >= 0);
        QTest::qWait(200);
        QCOMPARE(reloaded.count(), 1); // the first, overtaken read never applied
    }

    void companyCreateReadUpdateDelete()
    {
        const AddressesApi api(m_client);
        const AddressRecord sent = sampleCompany(QStringLiteral("Crud Versuch AG"));
        TestSandbox::Result created = TestSandbox::wait(api.create(sent, false));
        QVERIFY2(created.ok, qPrintable(created.error.message()));
        const std::optional<AddressRecord> made = AddressesApi::recordFromAnswer(created.answer);
        QVERIFY(made);
        QVERIFY(!made->uuid.isEmpty());
        QVERIFY(!made->customerNumber.isEmpty()); // assigned by the service

        TestSandbox::Result read = TestSandbox::wait(api.get(AddressKind::Company, made->uuid));
        QVERIFY2(read.ok, qPrintable(read.error.message()));
        std::optional<AddressRecord> back = AddressesApi::recordFromAnswer(read.answer, AddressKind::Company);
        QVERIFY(back);
        compareContent(*back, sent);
        QVERIFY(!back->addresses.first().uuid.isEmpty());

        AddressRecord changed = *back;
        changed.name = QStringLiteral("Crud Versuch GmbH");
        changed.contacts.removeLast();
        changed.contacts[0].primary = true;
        changed.contacts[1].primary = false;
        changed.addresses.removeFirst();
        changed.addresses.append({QString(), QStringLiteral("Via Nassa"), QStringLiteral("5"), QString(),
            QString(), QStringLiteral("6900"), QStringLiteral("Lugano"), QStringLiteral("CH"),
            QStringLiteral("TI")});
        changed.contactPersons.append(
            {QString(), QStringLiteral("Mr"), QStringLiteral("Luca"), QStringLiteral("Rossi"),
                {{QString(), QStringLiteral("email"), QStringLiteral("luca@example.ch"), true}}});
        changed.paymentTerms = -1;
        changed.language.clear();
        changed.tags = {QStringLiteral("b2b")};
        TestSandbox::Result updated = TestSandbox::wait(api.update(*back, changed));
        QVERIFY2(updated.ok, qPrintable(updated.error.message()));

        read = TestSandbox::wait(api.get(AddressKind::Company, made->uuid));
        back = AddressesApi::recordFromAnswer(read.answer, AddressKind::Company);
        QVERIFY(back);
        QCOMPARE(back->name, QStringLiteral("Crud Versuch GmbH"));
        QCOMPARE(back->paymentTerms, std::optional<int>(-1));
        QVERIFY(back->language.isEmpty());
        QCOMPARE(back->contacts.size(), 2);
        QVERIFY(back->contacts.at(0).primary);
        QVERIFY(!back->contacts.at(1).primary);
        QCOMPARE(back->addresses.size(), 2);
        QCOMPARE(back->addresses.last().state, QStringLiteral("TI"));
        QVERIFY(!back->addresses.last().uuid.isEmpty()); // new entries get a uuid
        QCOMPARE(back->contactPersons.size(), 2);
        QCOMPARE(back->tags, QStringList {QStringLiteral("b2b")});

        QVERIFY(TestSandbox::wait(api.remove(AddressKind::Company, made->uuid)).ok);
        read = TestSandbox::wait(api.get(AddressKind::Company, made->uuid));
        QVERIFY(!read.ok);
        QCOMPARE(read.error.kind(), ApiError::Kind::NotFound);
        const TestSandbox::Result again = TestSandbox::wait(api.remove(AddressKind::Company, made->uuid));
        QCOMPARE(again.error.kind(), ApiError::Kind::NotFound);
    }

    void personCreateReadUpdateDelete()
    {
        const AddressesApi api(m_client);
        AddressRecord sent;
        sent.kind = AddressKind::Person;
        sent.salutation = QStringLiteral("Mrs");
        sent.firstName = QStringLiteral("Petra");
        sent.lastName = QStringLiteral("Crudlinger");
        sent.customerNumber = QStringLiteral("P-77001");
        sent.language = QStringLiteral("de");
        sent.currencyCode = QStringLiteral("CHF");
        sent.paymentTerms = 10;
        sent.contacts = {{QString(), QStringLiteral("email"), QStringLiteral("petra@crudlinger.ch"), true},
            {QString(), QStringLiteral("skype"), QStringLiteral("petra.c"), true}};
        sent.addresses = {
            {QString(), QStringLiteral("Dorfstrasse"), QStringLiteral("3"), QString(), QString(),
                QStringLiteral("3000"), QStringLiteral("Bern"), QStringLiteral("CH"), QStringLiteral("BE")}};
        const TestSandbox::Result created = TestSandbox::wait(api.create(sent, false));
        QVERIFY2(created.ok, qPrintable(created.error.message()));
        const std::optional<AddressRecord> made = AddressesApi::recordFromAnswer(created.answer);
        QVERIFY(made);
        QCOMPARE(made->kind, AddressKind::Person);

        TestSandbox::Result read = TestSandbox::wait(api.get(AddressKind::Person, made->uuid));
        std::optional<AddressRecord> back = AddressesApi::recordFromAnswer(read.answer, AddressKind::Person);
        QVERIFY(back);
        compareContent(*back, sent);

        AddressRecord changed = *back;
        changed.lastName = QStringLiteral("Crudlinger-Frei");
        changed.salutation.clear();
        changed.automaticDunning = true;
        QVERIFY(TestSandbox::wait(api.update(*back, changed)).ok);
        read = TestSandbox::wait(api.get(AddressKind::Person, made->uuid));
        back = AddressesApi::recordFromAnswer(read.answer, AddressKind::Person);
        QVERIFY(back);
        QCOMPARE(back->lastName, QStringLiteral("Crudlinger-Frei"));
        QVERIFY(back->salutation.isEmpty());
        QCOMPARE(back->automaticDunning, std::optional<bool>(true));

        // A person is not found among the companies.
        QCOMPARE(TestSandbox::wait(api.get(AddressKind::Company, made->uuid)).error.kind(),
            ApiError::Kind::NotFound);
        QVERIFY(TestSandbox::wait(api.remove(AddressKind::Person, made->uuid)).ok);
        QCOMPARE(TestSandbox::wait(api.get(AddressKind::Person, made->uuid)).error.kind(),
            ApiError::Kind::NotFound);
    }

    void duplicatesAnswer409UntilForced()
    {
        const AddressesApi api(m_client);
        const AddressRecord first = sampleCompany(QStringLiteral("Doppel Test AG"));
        QVERIFY(TestSandbox::wait(api.create(first, false)).ok);
        const int before = countNamed(AddressKind::Company, first.name);

        AddressRecord second = first;
        second.contacts = {{QString(), QStringLiteral("email"), QStringLiteral("other@elsewhere.ch"), true}};
        const TestSandbox::Result refused = TestSandbox::wait(api.create(second, false));
        QVERIFY(!refused.ok);
        QCOMPARE(refused.error.kind(), ApiError::Kind::Conflict);
        const QList<AddressRecord> similar = AddressesApi::duplicatesOf(refused.error, AddressKind::Company);
        QVERIFY(!similar.isEmpty());
        QVERIFY(std::any_of(
            similar.begin(), similar.end(), [&](const AddressRecord &r) { return r.name == first.name; }));
        QCOMPARE(countNamed(AddressKind::Company, first.name), before); // nothing written

        // A person sharing an e-mail address is similar too.
        AddressRecord person;
        person.kind = AddressKind::Person;
        person.firstName = QStringLiteral("Doppel");
        person.lastName = QStringLiteral("Mail");
        person.contacts = {first.contacts.at(1)};
        const TestSandbox::Result shared = TestSandbox::wait(api.create(person, false));
        QCOMPARE(shared.error.kind(), ApiError::Kind::Conflict);
        QCOMPARE(
            AddressesApi::duplicatesOf(shared.error, AddressKind::Person).first().kind, AddressKind::Company);

        QVERIFY(TestSandbox::wait(api.create(second, true)).ok);
        QCOMPARE(countNamed(AddressKind::Company, first.name), before + 1);
    }

    void customerNumberCheck()
    {
        const AddressesApi api(m_client);
        AddressRecord r = sampleCompany(QStringLiteral("Nummer Test AG"));
        r.customerNumber = QStringLiteral("K-90210");
        const TestSandbox::Result created = TestSandbox::wait(api.create(r, false));
        QVERIFY2(created.ok, qPrintable(created.error.message()));
        const QString uuid = AddressesApi::recordFromAnswer(created.answer)->uuid;

        const TestSandbox::Result taken =
            TestSandbox::wait(api.checkCustomerNumber(QStringLiteral("K-90210")));
        QVERIFY(!taken.ok);
        QVERIFY(AddressesApi::isCustomerNumberTaken(taken.error));
        QVERIFY(TestSandbox::wait(api.checkCustomerNumber(QStringLiteral("K-90210"), uuid)).ok); // its own
        QVERIFY(TestSandbox::wait(api.checkCustomerNumber(QStringLiteral("K-90211"))).ok);
        const TestSandbox::Result missing = TestSandbox::wait(api.checkCustomerNumber(QString()));
        QCOMPARE(missing.error.kind(), ApiError::Kind::Validation);
        QVERIFY(!AddressesApi::isCustomerNumberTaken(missing.error)); // unknown, not taken

        // Creating with a taken number is refused, and the refusal names the customer number.
        AddressRecord other = sampleCompany(QStringLiteral("Nummer Zwei AG"));
        other.customerNumber = QStringLiteral("K-90210");
        const TestSandbox::Result refused = TestSandbox::wait(api.create(other, true));
        QCOMPARE(refused.error.kind(), ApiError::Kind::BadRequest);
        QVERIFY(AddressesApi::isCustomerNumberError(refused.error));
    }

    void serviceValidationNamesTheField()
    {
        const AddressesApi api(m_client);
        AddressRecord r = sampleCompany(QStringLiteral("Invalid Mail AG"));
        r.contacts[0].value = QStringLiteral("not-an-address");
        const TestSandbox::Result refused = TestSandbox::wait(api.create(r, true));
        QCOMPARE(refused.error.kind(), ApiError::Kind::Validation);
        QVERIFY(refused.error.fieldErrors().contains(QStringLiteral("contacts.0.value")));
    }

    void listsByTag()
    {
        const AddressesApi api(m_client);
        AddressRecord r = sampleCompany(QStringLiteral("Tag Test AG"));
        r.tags = {QStringLiteral("tst-only-here"), QStringLiteral("vip")};
        QVERIFY(TestSandbox::wait(api.create(r, true)).ok);
        const TestSandbox::Result listed =
            TestSandbox::wait(api.list(AddressKind::Company, 1, 50, {QStringLiteral("tst-only-here")}));
        QVERIFY2(listed.ok, qPrintable(listed.error.message()));
        const std::optional<QList<AddressRecord>> records =
            AddressesApi::recordsFromAnswer(listed.answer, AddressKind::Company);
        QVERIFY(records);
        QCOMPARE(records->size(), 1);
        QCOMPARE(records->first().name, r.name);
        const TestSandbox::Result none = TestSandbox::wait(api.list(
            AddressKind::Company, 1, 50, {QStringLiteral("tst-only-here"), QStringLiteral("no-such-tag")}));
        QCOMPARE(AddressesApi::recordsFromAnswer(none.answer, AddressKind::Company)->size(), 0);
    }

    void syncedListModels_data()
    {
        QTest::addColumn<AddressKind>("kind");
        QTest::newRow("companies") << AddressKind::Company;
        QTest::newRow("persons") << AddressKind::Person;
    }
    void syncedListModels()
    {
        QFETCH(AddressKind, kind);
        const AddressesApi api(m_client);
        // The demo's records have no tags: one that has two.
        AddressRecord tagged = sampleCompany(QStringLiteral("Tagged Sync AG"));
        tagged.kind = kind;
        tagged.firstName = QStringLiteral("Tagged");
        tagged.lastName = QStringLiteral("Sync");
        tagged.tags = {QStringLiteral("sync-a"), QStringLiteral("sync-b")};
        QVERIFY(TestSandbox::wait(api.create(tagged, true)).ok);
        const TestSandbox::Result first = TestSandbox::wait(api.list(kind, 1, 1));
        QVERIFY(first.ok);
        const qint64 total = PageInfo::fromAnswer(first.answer)->total;
        QVERIFY(total > 3);

        QTemporaryDir data;
        RecordSync sync(m_client, data.path(), m_sandbox.accounts().first());
        QSignalSpy finished(&sync, &RecordSync::finished);
        sync.start(AddressKinds::resource(kind), AddressesApi::collectionPath(kind), 2); // several pages
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.first().at(1).toInt(), int(total));

        AddressListModel model(kind);
        AddressFilterModel filter;
        filter.setSourceModel(&model);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester filterTester(
            &filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy reloaded(&model, &AddressListModel::reloaded);
        model.reloadFromStore(data.path(), m_sandbox.accounts().first());
        QVERIFY(reloaded.wait(10000));
        QCOMPARE(model.rowCount(), int(total));
        QCOMPARE(model.columnCount(), int(AddressListModel::ColumnCount));
        for (int row = 0; row < model.rowCount(); ++row) {
            QVERIFY(!model.index(row, AddressListModel::Name).data().toString().isEmpty());
            QVERIFY(!model.index(row, AddressListModel::CustomerNumber).data().toString().isEmpty());
            QCOMPARE(model.record(row).kind, kind);
        }

        // Search: every term must occur; the name and the city of a row find it.
        const QString name = model.index(0, AddressListModel::Name).data().toString();
        filter.setSearchText(name.toUpper());
        QVERIFY(filter.rowCount() >= 1);
        for (int row = 0; row < filter.rowCount(); ++row)
            QVERIFY(filter.index(row, 0)
                        .data(AddressListModel::SearchTextRole)
                        .toString()
                        .contains(name.toCaseFolded()));
        filter.setSearchText(name + QStringLiteral(" no-such-term-xyz"));
        QCOMPARE(filter.rowCount(), 0);
        filter.setSearchText(QString());
        QCOMPARE(filter.rowCount(), int(total));

        // Tag filter against the service's own tags[] filter.
        QVERIFY(!model.allTags().isEmpty());
        const QString tag = model.allTags().first();
        filter.setTag(tag);
        const TestSandbox::Result withTag = TestSandbox::wait(api.list(kind, 1, 500, {tag}));
        QCOMPARE(filter.rowCount(), int(AddressesApi::recordsFromAnswer(withTag.answer, kind)->size()));
        QVERIFY(filter.rowCount() > 0);
        for (int row = 0; row < filter.rowCount(); ++row)
            QVERIFY(filter.index(row, 0).data(AddressListModel::TagsRole).toStringList().contains(tag));
        filter.setTag(QString());

        // Sorting by customer number compares numbers by value.
        filter.sort(AddressListModel::CustomerNumber, Qt::AscendingOrder);
        for (int row = 1; row < filter.rowCount(); ++row) {
            const QString a = filter.index(row - 1, AddressListModel::CustomerNumber).data().toString();
            const QString b = filter.index(row, AddressListModel::CustomerNumber).data().toString();
            bool numbers[2] = {};
            const qint64 x = a.toLongLong(&numbers[0]);
            const qint64 y = b.toLongLong(&numbers[1]);
            if (numbers[0] && numbers[1])
                QVERIFY2(x <= y, qPrintable(a + QLatin1Char(' ') + b));
        }

        // Local changes without a reset: upsert in place, append, remove.
        AddressRecord changed = model.record(0);
        changed.tags = {QStringLiteral("brand-new-tag")};
        QSignalSpy tags(&model, &AddressListModel::tagsChanged);
        model.upsert(changed);
        QCOMPARE(model.rowCount(), int(total));
        QVERIFY(model.allTags().contains(QStringLiteral("brand-new-tag")));
        QCOMPARE(tags.count(), 1);
        AddressRecord added = changed;
        added.uuid = QStringLiteral("local-only");
        model.upsert(added);
        QCOMPARE(model.rowCount(), int(total) + 1);
        QVERIFY(filter.indexOfUuid(QStringLiteral("local-only")).isValid());
        QVERIFY(model.removeKey(QStringLiteral("local-only")));
        QVERIFY(!model.removeKey(QStringLiteral("local-only")));
        QCOMPARE(model.rowCount(), int(total));
    }

private:
    int countNamed(AddressKind kind, const QString &name)
    {
        const TestSandbox::Result listed = TestSandbox::wait(AddressesApi(m_client).list(kind, 1, 500));
        int n = 0;
        for (const AddressRecord &r :
            AddressesApi::recordsFromAnswer(listed.answer, kind).value_or(QList<AddressRecord> {}))
            n += r.name == name ? 1 : 0;
        return n;
    }

    TestSandbox m_sandbox;
    ApiClient *m_client = nullptr;
};

QTEST_GUILESS_MAIN(TestAddresses)
#include "tst_addresses.moc"
