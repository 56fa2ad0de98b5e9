// The address pages' calls without any widget: AddressController lists into the store, creates (409
// with similar records unless forced), checks customer numbers, updates, deletes and keeps the store in
// step. Against a real sandbox.
#include "TestSandbox.h"
#include "api/ApiClient.h"
#include "records/AddressController.h"
#include "records/AddressesApi.h"
#include "store/RecordStore.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace {

AddressRecord company(const QString &name, const QString &number)
{
    AddressRecord r;
    r.kind = AddressKind::Company;
    r.name = name;
    r.customerNumber = number;
    r.currencyCode = QStringLiteral("CHF");
    r.language = QStringLiteral("de");
    return r;
}

// The outcome of one call.
struct Outcome
{
    bool done = false;
    bool ok = false;
    std::optional<AddressRecord> record;
    QJsonObject json;
    bool wasGone = false;
    ApiError error;

    bool wait()
    {
        return QTest::qWaitFor([this] { return done; }, 20000);
    }
    AddressController::Saved saved()
    {
        return [this](const std::optional<AddressRecord> &r, const QJsonObject &j) {
            done = ok = true;
            record = r;
            json = j;
        };
    }
    AddressController::Failed failed()
    {
        return [this](const ApiError &e) {
            done = true;
            error = e;
        };
    }
};

} // namespace

class TestAddressController : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error()));
        m_account = m_sandbox.accounts().first();
        m_client = new ApiClient(m_sandbox.config(m_account), this);
    }

    void listsIntoTheStore()
    {
        AddressController addresses;
        QVERIFY(!addresses.isOpen());
        QCOMPARE(addresses.create(company(QStringLiteral("X"), {}), true, this, {}, {}), nullptr);
        addresses.openSession(m_client, m_data.path(), m_account);
        QSignalSpy listed(&addresses, &AddressController::listed);
        addresses.refresh(AddressKind::Company);
        QVERIFY(listed.wait(20000));
        QCOMPARE(listed.first().first().toString(), AddressKinds::resource(AddressKind::Company));
        QVERIFY(!RecordStore(m_data.path(), m_account)
                     .loadAll(AddressKinds::resource(AddressKind::Company))
                     .isEmpty());
    }

    void createCheckUpdateDelete()
    {
        AddressController addresses;
        addresses.openSession(m_client, m_data.path(), m_account);
        const AddressRecord sent = company(QStringLiteral("Kontroll Test AG"), QStringLiteral("K-77001"));

        Outcome created;
        QVERIFY(addresses.create(sent, true, this, created.saved(), created.failed()));
        QVERIFY(created.wait());
        QVERIFY2(created.ok, qPrintable(created.error.message()));
        QVERIFY(created.record);
        const QString uuid = created.record->uuid;
        QVERIFY(!uuid.isEmpty());
        QCOMPARE(addresses.keep(AddressKind::Company, created.json), QString());
        QVERIFY(
            RecordStore(m_data.path(), m_account).find(AddressKinds::resource(AddressKind::Company), uuid));

        // The number is taken for another address, free for this one.
        bool free = false;
        Outcome taken;
        addresses.checkCustomerNumber(
            QStringLiteral("K-77001"), {}, this, [&free] { free = true; }, taken.failed());
        QVERIFY(taken.wait());
        QVERIFY(!free);
        QVERIFY(AddressesApi::isCustomerNumberTaken(taken.error));
        addresses.checkCustomerNumber(
            QStringLiteral("K-77001"), uuid, this, [&free] { free = true; }, [](const ApiError &) {});
        QTRY_VERIFY_WITH_TIMEOUT(free, 20000);

        // A second create without force: 409 with the similar record.
        Outcome duplicate;
        addresses.create(company(QStringLiteral("Kontroll Test AG"), {}), false, this, duplicate.saved(),
            duplicate.failed());
        QVERIFY(duplicate.wait());
        QCOMPARE(duplicate.error.kind(), ApiError::Kind::Conflict);
        QVERIFY(!AddressesApi::duplicatesOf(duplicate.error, AddressKind::Company).isEmpty());

        AddressRecord changed = *created.record;
        changed.name = QStringLiteral("Kontroll Test GmbH");
        Outcome updated;
        addresses.update(*created.record, changed, this, updated.saved(), updated.failed());
        QVERIFY(updated.wait());
        QVERIFY2(updated.ok, qPrintable(updated.error.message()));

        // A cancelled call answers with Cancelled, once.
        Outcome cancelled;
        RecordRequest *call =
            addresses.update(*created.record, changed, this, cancelled.saved(), cancelled.failed());
        call->cancel();
        QVERIFY(cancelled.wait());
        QCOMPARE(cancelled.error.kind(), ApiError::Kind::Cancelled);

        Outcome removed;
        addresses.remove(
            changed, this,
            [&removed](bool wasGone, const QString &storeProblem) {
                QVERIFY(storeProblem.isEmpty());
                removed.done = removed.ok = true;
                removed.wasGone = wasGone;
            },
            removed.failed());
        QVERIFY(removed.wait());
        QVERIFY(removed.ok);
        QVERIFY(!removed.wasGone);
        QVERIFY(
            !RecordStore(m_data.path(), m_account).find(AddressKinds::resource(AddressKind::Company), uuid));
        Outcome again;
        addresses.remove(
            changed, this,
            [&again](bool wasGone, const QString &) {
                again.done = again.ok = true;
                again.wasGone = wasGone;
            },
            again.failed());
        QVERIFY(again.wait());
        QVERIFY(again.wasGone); // already gone on the service
    }

private:
    TestSandbox m_sandbox;
    ApiClient *m_client = nullptr;
    QString m_account;
    QTemporaryDir m_data;
};

QTEST_GUILESS_MAIN(TestAddressController)
#include "tst_address_controller.moc"
