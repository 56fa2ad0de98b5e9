// Each resource's calls against a real sandbox: create, read back, update, delete or archive, and one
// refused input whose verdict names the field.
#include "TestSandbox.h"
#include "api/ApiJob.h"
#include "api/JsonReader.h"
#include "api/ResourceApi.h"
#include "records/BankAccountRecord.h"
#include "records/EmployeeRecord.h"
#include "records/ProductRecord.h"
#include "records/RecordTableModel.h"
#include "records/UnitRecord.h"
#include "store/RecordStore.h"

#include <QJsonArray>
#include <QTest>

namespace {

QJsonObject recordOf(const TestSandbox::Result &r)
{
    const auto record = ResourceApi::recordFromAnswer(r.answer);
    return record ? *record : QJsonObject();
}

QList<QJsonObject> listOf(const TestSandbox::Result &r)
{
    QList<QJsonObject> list;
    for (const QJsonValue &v : JsonReader::listFromEnvelope(r.answer).value_or(QJsonArray()))
        list << v.toObject();
    return list;
}

QUrlQuery flag(const char *name)
{
    QUrlQuery query;
    query.addQueryItem(QString::fromLatin1(name), QStringLiteral("true"));
    return query;
}

QUrlQuery groupNumber(qint64 number, const QString &groupUuid = {})
{
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("groupNumber"), QString::number(number));
    if (!groupUuid.isEmpty())
        query.addQueryItem(QStringLiteral("groupUuid"), groupUuid);
    return query;
}

QUrlQuery isArchived(bool archived)
{
    QUrlQuery query;
    query.addQueryItem(
        QStringLiteral("isArchived"), archived ? QStringLiteral("true") : QStringLiteral("false"));
    return query;
}

QUrlQuery employeeQuery(const QString &employee)
{
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("employeeUuid"), employee);
    return query;
}

bool containsKey(const QList<QJsonObject> &list, const QString &key)
{
    return std::any_of(
        list.begin(), list.end(), [&](const QJsonObject &o) { return RecordTableModel::keyOf(o) == key; });
}

} // namespace

class TestRecordsApi : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error()));
        m_client = new ApiClient(m_sandbox.config(m_sandbox.accounts().first()), this);
        // A unit of the account for the products.
        const auto units = TestSandbox::wait(ResourceApi(m_client, Resource::Units).list());
        QVERIFY(units.ok);
        QVERIFY(!listOf(units).isEmpty());
        m_unit = RecordTableModel::keyOf(listOf(units).first());
    }

    void units()
    {
        const ResourceApi api(m_client, Resource::Units);
        UnitDraft d;
        d.isocode = QStringLiteral("KGM");
        d.translations.insert(
            QStringLiteral("de"), {QStringLiteral("Kilogramm"), QStringLiteral("Kilogramm"), QString()});
        d.translations.insert(
            QStringLiteral("en"), {QStringLiteral("kilogram"), QStringLiteral("kilograms"), QString()});
        QCOMPARE(d.problems(), FieldProblems());
        const auto created = TestSandbox::wait(api.create(d.body()));
        QVERIFY2(created.ok, qPrintable(created.error.message()));
        const QString uuid = RecordTableModel::keyOf(recordOf(created));
        QVERIFY(!uuid.isEmpty());

        const auto read = TestSandbox::wait(api.get(uuid));
        QVERIFY(read.ok);
        UnitDraft back = UnitDraft::fromRecord(recordOf(read));
        QCOMPARE(back.isocode, QStringLiteral("KGM"));
        QCOMPARE(back.translations.value(QStringLiteral("en")).plural, QStringLiteral("kilograms"));

        back.active = false;
        QVERIFY(TestSandbox::wait(api.update(uuid, back.body())).ok);
        QCOMPARE(
            JsonReader::boolean(recordOf(TestSandbox::wait(api.get(uuid))), QLatin1String("active"), true),
            false);

        // Refused: an ISO code longer than 10 characters.
        QJsonObject bad = back.body();
        bad.insert(QStringLiteral("isocode"), QStringLiteral("ABCDEFGHIJK"));
        const auto refused = TestSandbox::wait(api.create(bad));
        QCOMPARE(refused.error.kind(), ApiError::Kind::Validation);
        QVERIFY(refused.error.fieldErrors().contains(QStringLiteral("isocode")));

        QVERIFY(TestSandbox::wait(api.remove(uuid)).ok);
        QCOMPARE(TestSandbox::wait(api.get(uuid)).error.kind(), ApiError::Kind::NotFound);
    }

    void productGroups()
    {
        const ResourceApi api(m_client, Resource::ProductGroups);
        ProductGroupDraft d;
        d.groupNumber = QStringLiteral("77");
        d.bookingAccountNumber = QStringLiteral("3400");
        d.descriptions.insert(QStringLiteral("de"), QStringLiteral("Werkzeug"));
        QVERIFY(
            TestSandbox::wait(api.query(QStringLiteral("check-group-number"), groupNumber(77))).ok); // free
        const auto created = TestSandbox::wait(api.create(d.body()));
        QVERIFY2(created.ok, qPrintable(created.error.message()));
        const QString uuid = RecordTableModel::keyOf(recordOf(created));

        // Taken now, except for the group itself.
        QCOMPARE(
            TestSandbox::wait(api.query(QStringLiteral("check-group-number"), groupNumber(77))).error.kind(),
            ApiError::Kind::BadRequest);
        QVERIFY(TestSandbox::wait(api.query(QStringLiteral("check-group-number"), groupNumber(77, uuid))).ok);
        // Refused: a second group with the number.
        const auto duplicate = TestSandbox::wait(api.create(d.body()));
        QCOMPARE(duplicate.error.kind(), ApiError::Kind::Validation);
        QVERIFY(duplicate.error.fieldErrors().contains(QStringLiteral("groupNumber")));

        d.descriptions.insert(QStringLiteral("fr"), QStringLiteral("Outils"));
        QVERIFY(TestSandbox::wait(api.update(uuid, d.body())).ok);
        const ProductGroupDraft back =
            ProductGroupDraft::fromRecord(recordOf(TestSandbox::wait(api.get(uuid))));
        QCOMPARE(back.descriptions.value(QStringLiteral("fr")), QStringLiteral("Outils"));
        QCOMPARE(back.bookingAccountNumber, QStringLiteral("3400"));

        const auto archived = TestSandbox::wait(api.action(uuid, QStringLiteral("archive")));
        QVERIFY(archived.ok);
        QVERIFY(ProductRecord::isGroupArchived(recordOf(archived)));
        QVERIFY(!containsKey(listOf(TestSandbox::wait(api.list())), uuid));
        QVERIFY(containsKey(listOf(TestSandbox::wait(api.list(flag("onlyArchived")))), uuid));
        const auto restored = TestSandbox::wait(api.action(uuid, QStringLiteral("restore")));
        QVERIFY(!ProductRecord::isGroupArchived(recordOf(restored)));
        QVERIFY(containsKey(listOf(TestSandbox::wait(api.list())), uuid));
    }

    void products()
    {
        const ResourceApi api(m_client, Resource::Products);
        ProductDraft d;
        d.productKey = QStringLiteral("API-TEST-1");
        d.unitUuid = m_unit;
        d.cost = QStringLiteral("19.95");
        d.taxRate = QStringLiteral("8.1");
        d.eanCode = QStringLiteral("4006381333931");
        d.groupNumber = QStringLiteral("10");
        d.tags = {QStringLiteral("test")};
        d.properties.append(QJsonObject {{QStringLiteral("type"), QStringLiteral("weight")},
            {QStringLiteral("value"), QStringLiteral("2")},
            {QStringLiteral("isocode"), QStringLiteral("KGM")}});
        d.translations.insert(
            QStringLiteral("de"), {QStringLiteral("Prüfgerät"), QStringLiteral("Für Tests")});
        QCOMPARE(d.problems(), FieldProblems());
        const auto created = TestSandbox::wait(api.create(d.body()));
        QVERIFY2(created.ok, qPrintable(created.error.message()));
        QVERIFY(created.answer.object().value(QLatin1String("data")).isArray()); // as the spec says
        const QString uuid = RecordTableModel::keyOf(recordOf(created));
        QVERIFY(!uuid.isEmpty());

        const ProductDraft back = ProductDraft::fromRecord(recordOf(TestSandbox::wait(api.get(uuid))));
        QCOMPARE(back.productKey, d.productKey);
        QCOMPARE(back.unitUuid, m_unit);
        QCOMPARE(Validators::parseAmount(back.cost, ProductDraft::costDecimals), 199500);
        QCOMPARE(Validators::parseAmount(back.taxRate, 2), 810);
        QCOMPARE(back.eanCode, d.eanCode);
        QCOMPARE(back.translations.value(QStringLiteral("de")).name, QStringLiteral("Prüfgerät"));
        QCOMPARE(back.properties.size(), 1);

        ProductDraft changed = back;
        changed.cost = QStringLiteral("0.3");
        QVERIFY(TestSandbox::wait(api.update(uuid, changed.body())).ok);
        const QJsonObject updated = recordOf(TestSandbox::wait(api.get(uuid)));
        QCOMPARE(costOf(updated), 3000);

        // Refused: a wrong EAN check digit, sent past the editor's own check.
        QJsonObject bad = changed.body();
        bad.insert(QStringLiteral("eanCode"), QStringLiteral("4006381333932"));
        const auto refused = TestSandbox::wait(api.update(uuid, bad));
        QCOMPARE(refused.error.kind(), ApiError::Kind::Validation);
        QVERIFY(refused.error.fieldErrors().contains(QStringLiteral("eanCode")));

        // Actions: archive, then delete.
        const QJsonArray actions =
            TestSandbox::wait(api.actions(uuid)).answer.object().value(QLatin1String("data")).toArray();
        QVERIFY(actions.contains(QStringLiteral("archive")));
        QVERIFY(TestSandbox::wait(api.action(uuid, QStringLiteral("archive"))).ok);
        QVERIFY(ProductRecord::isArchived(recordOf(TestSandbox::wait(api.get(uuid)))));
        QVERIFY(containsKey(listOf(TestSandbox::wait(api.list(isArchived(true)))), uuid));
        QVERIFY(!containsKey(listOf(TestSandbox::wait(api.list(isArchived(false)))), uuid));
        QVERIFY(TestSandbox::wait(api.action(uuid, QStringLiteral("delete"))).ok);
        QCOMPARE(TestSandbox::wait(api.get(uuid)).error.kind(), ApiError::Kind::NotFound);
    }

    void bankAccounts()
    {
        const ResourceApi api(m_client, Resource::BankAccounts);
        BankAccountDraft d;
        d.name = QStringLiteral("Test account");
        d.iban = QStringLiteral("ch93 0076 2011 6238 5295 7");
        d.bic = QStringLiteral("UBSWCHZH80A");
        d.bankName = QStringLiteral("UBS Switzerland AG");
        d.bankCity = QStringLiteral("8001 Zürich");
        d.qrBillActive = true;
        d.qrIban = QStringLiteral("CH44 3199 9123 0008 8901 2");
        d.besrId = QStringLiteral("123456");
        QCOMPARE(d.problems(), FieldProblems());
        const auto created = TestSandbox::wait(api.create(d.body()));
        QVERIFY2(created.ok, qPrintable(created.error.message()));
        const QString uuid = RecordTableModel::keyOf(recordOf(created));

        BankAccountDraft back = BankAccountDraft::fromRecord(recordOf(TestSandbox::wait(api.get(uuid))));
        QCOMPARE(back.iban, QStringLiteral("CH93 0076 2011 6238 5295 7"));
        QCOMPARE(back.qrIban, QStringLiteral("CH44 3199 9123 0008 8901 2"));
        QVERIFY(back.isActive);
        QVERIFY(!back.isDefault);

        // Made the default: exactly one default afterwards.
        back.isDefault = true;
        QVERIFY(TestSandbox::wait(api.update(uuid, back.body())).ok);
        const QList<QJsonObject> all = listOf(TestSandbox::wait(api.list()));
        QCOMPARE(std::count_if(all.begin(), all.end(),
                     [](const QJsonObject &b) { return BankAccountRecord::isDefault(b); }),
            1);
        QVERIFY(BankAccountRecord::isDefault(recordOf(TestSandbox::wait(api.get(uuid)))));
        // The default cannot be deleted.
        QCOMPARE(TestSandbox::wait(api.remove(uuid)).error.kind(), ApiError::Kind::BadRequest);

        // Refused: an IBAN with an altered digit.
        QJsonObject bad = back.body();
        bad.insert(QStringLiteral("iban"), QStringLiteral("CH9300762011623852958"));
        const auto refused = TestSandbox::wait(api.update(uuid, bad));
        QCOMPARE(refused.error.kind(), ApiError::Kind::Validation);
        QVERIFY(refused.error.fieldErrors().contains(QStringLiteral("iban")));

        // Another account becomes the default again, then this one can go.
        const QString other = RecordTableModel::keyOf(*std::find_if(all.begin(), all.end(),
            [&](const QJsonObject &b) { return RecordTableModel::keyOf(b) != uuid; }));
        QVERIFY(TestSandbox::wait(api.update(other, QJsonObject {{QStringLiteral("isDefault"), true}})).ok);
        QVERIFY(TestSandbox::wait(api.remove(uuid)).ok);
        QCOMPARE(TestSandbox::wait(api.get(uuid)).error.kind(), ApiError::Kind::NotFound);
    }

    void employeesAndUsers()
    {
        const ResourceApi api(m_client, Resource::Employees);
        const ResourceApi userApi(m_client, Resource::Users);
        const QList<QJsonObject> users = listOf(TestSandbox::wait(userApi.list()));
        QVERIFY(users.size() >= 3);
        // The demo's third user has no employee: link the new one to it.
        const QString user = RecordTableModel::keyOf(users.last());
        EmployeeDraft d;
        d.employeeNumber = QStringLiteral("M-900");
        d.firstName = QStringLiteral("Lea");
        d.lastName = QStringLiteral("Brunner");
        d.employmentStartDate = QDate(2024, 3, 1);
        d.timeTrackingStartDate = QDate(2024, 3, 1);
        d.birthDate = QDate(1990, 5, 17);
        d.userUuid = user;
        QCOMPARE(d.problems(), FieldProblems());
        const auto created = TestSandbox::wait(api.create(d.body()));
        QVERIFY2(created.ok, qPrintable(created.error.message()));
        QVERIFY(created.answer.isObject()
            && !created.answer.object().contains(QLatin1String("data"))); // bare JSON
        const QString uuid = RecordTableModel::keyOf(recordOf(created));

        const QJsonObject read = recordOf(TestSandbox::wait(api.get(uuid)));
        EmployeeDraft back = EmployeeDraft::fromRecord(read);
        QCOMPARE(back.birthDate, QDate(1990, 5, 17));
        QCOMPARE(back.userUuid, user);
        QCOMPARE(EmployeeRecord::fullName(read), QStringLiteral("Lea Brunner"));

        // Users filtered by the employee: just the linked one.
        const QList<QJsonObject> linked = listOf(TestSandbox::wait(userApi.list(employeeQuery(uuid))));
        QCOMPARE(linked.size(), 1);
        QCOMPARE(RecordTableModel::keyOf(linked.first()), user);

        back.lastName = QStringLiteral("Brunner-Meier");
        QVERIFY(TestSandbox::wait(api.update(uuid, back.body())).ok);
        QCOMPARE(JsonReader::string(recordOf(TestSandbox::wait(api.get(uuid))), QLatin1String("lastName")),
            QStringLiteral("Brunner-Meier"));
        QVERIFY(containsKey(listOf(TestSandbox::wait(api.list())), uuid));
        QVERIFY(!containsKey(listOf(TestSandbox::wait(api.list(flag("onlyInactive")))), uuid));

        // Refused: a user that is not one of the account's.
        QJsonObject bad = back.body();
        bad.insert(QStringLiteral("userUuid"), QStringLiteral("00000000-0000-0000-0000-000000000000"));
        const auto refused = TestSandbox::wait(api.update(uuid, bad));
        QCOMPARE(refused.error.kind(), ApiError::Kind::Validation);
        QVERIFY(refused.error.fieldErrors().contains(QStringLiteral("userUuid")));

        QVERIFY(TestSandbox::wait(api.remove(uuid)).ok);
        QCOMPARE(TestSandbox::wait(api.get(uuid)).error.kind(), ApiError::Kind::NotFound);
    }

    void answersReadInEveryShape()
    {
        const auto doc = [](const char *json) {
            return QJsonDocument::fromJson(json);
        };
        QCOMPARE(RecordTableModel::keyOf(*ResourceApi::recordFromAnswer(doc(R"({"data":{"uuid":"a"}})"))),
            QStringLiteral("a"));
        QCOMPARE(
            RecordTableModel::keyOf(*ResourceApi::recordFromAnswer(doc(R"({"data":[{"productUuid":"p"}]})"))),
            QStringLiteral("p"));
        QCOMPARE(RecordTableModel::keyOf(
                     *ResourceApi::recordFromAnswer(doc(R"({"data":{"documents":[{"id":7}]}})"))),
            QStringLiteral("7"));
        QCOMPARE(RecordTableModel::keyOf(*ResourceApi::recordFromAnswer(doc(R"({"uuid":"bare"})"))),
            QStringLiteral("bare"));
        QVERIFY(!ResourceApi::recordFromAnswer(doc(R"({"data":[]})")));
        QVERIFY(!ResourceApi::recordFromAnswer(doc(R"({"status":200,"message":""})")));
        QVERIFY(!ResourceApi::recordFromAnswer(doc("[1,2]")));
        // Live products carry only productUuid: the store finds them by it.
        QCOMPARE(RecordStore::keyOf(RecordTableModel::withStoreKey(
                     QJsonObject {{QStringLiteral("productUuid"), QStringLiteral("p")}})),
            QStringLiteral("p"));
    }

private:
    static qint64 costOf(const QJsonObject &product)
    {
        return Validators::parseAmount(ProductDraft::fromRecord(product).cost, ProductDraft::costDecimals)
            .value_or(-1);
    }

    TestSandbox m_sandbox;
    ApiClient *m_client = nullptr;
    QString m_unit;
};

QTEST_GUILESS_MAIN(TestRecordsApi)
#include "tst_records_api.moc"
