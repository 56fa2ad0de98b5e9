// The record pages' calls without any widget: RecordController lists a collection into the store,
// saves (create, update, 422 with field errors), runs actions, deletes and keeps the store in step;
// a call whose context is gone never answers. Against a real sandbox.
#include "TestSandbox.h"
#include "api/ApiClient.h"
#include "api/JsonReader.h"
#include "api/ResourceApi.h"
#include "records/ProductRecord.h"
#include "records/RecordController.h"
#include "records/RecordTableModel.h"
#include "records/UnitRecord.h"
#include "store/RecordStore.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

namespace {

// The outcome of one request: the record or list it answered, or the error.
struct Outcome
{
    bool done = false;
    bool ok = false;
    QJsonObject record;
    QList<QJsonObject> records;
    ApiError error;
};

Outcome waitFor(RecordRequest *request)
{
    Outcome outcome;
    if (!request)
        return outcome;
    QObject::connect(request, &RecordRequest::succeeded,
        [&outcome](const QJsonObject &record, const QList<QJsonObject> &list) {
            outcome = {true, true, record, list, {}};
        });
    QObject::connect(request, &RecordRequest::failed, [&outcome](const ApiError &error) {
        outcome = {true, false, {}, {}, error};
    });
    if (!QTest::qWaitFor([&outcome] { return outcome.done; }, 20000))
        outcome.error = ApiError(ApiError::Kind::Timeout, QStringLiteral("no answer in 20 s"));
    return outcome;
}

UnitDraft unitDraft(const QString &code)
{
    UnitDraft d;
    d.isocode = code;
    d.translations.insert(
        QStringLiteral("de"), {QStringLiteral("Liter"), QStringLiteral("Liter"), QString()});
    return d;
}

} // namespace

class TestRecordController : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error()));
        m_account = m_sandbox.accounts().first();
        m_client = new ApiClient(m_sandbox.config(m_account), this);
    }

    void closedSessionSendsNothing()
    {
        RecordController controller(Resource::Units);
        QVERIFY(!controller.isOpen());
        QCOMPARE(controller.save({}, unitDraft(QStringLiteral("LTR")).body(), this), nullptr);
        QCOMPARE(controller.remove(QStringLiteral("x"), this), nullptr);
        controller.openSession(nullptr, m_data.path(), m_account);
        QVERIFY(!controller.isOpen());
    }

    void listsIntoTheStore()
    {
        RecordController controller(Resource::Units);
        controller.openSession(m_client, m_data.path(), m_account);
        QCOMPARE(controller.storeName(), QStringLiteral("units"));
        QSignalSpy listed(&controller, &RecordController::listed);
        controller.refresh();
        QVERIFY(listed.wait(20000));
        QCOMPARE(RecordStore(m_data.path(), m_account).loadAll(QStringLiteral("units")).size(), 2);

        RecordController::Stored stored;
        bool loaded = false;
        controller.loadStored({QStringLiteral("units")}, this, [&](const RecordController::Stored &s) {
            stored = s;
            loaded = true;
        });
        QTRY_VERIFY(loaded);
        QCOMPARE(stored.value(QStringLiteral("units")).size(), 2);
    }

    void savesRefusesAndDeletes()
    {
        RecordController controller(Resource::Units);
        controller.openSession(m_client, m_data.path(), m_account);

        // 422: the verdict names the field, nothing is stored.
        QJsonObject bad = unitDraft(QStringLiteral("LTR")).body();
        bad.insert(QStringLiteral("isocode"), QStringLiteral("ABCDEFGHIJK"));
        const Outcome refused = waitFor(controller.save({}, bad, this));
        QVERIFY(refused.done && !refused.ok);
        QCOMPARE(refused.error.kind(), ApiError::Kind::Validation);
        QVERIFY(refused.error.fieldErrors().contains(QStringLiteral("isocode")));

        // Created: the answer's record with its key, then kept in the store.
        const Outcome created = waitFor(controller.save({}, unitDraft(QStringLiteral("LTR")).body(), this));
        QVERIFY2(created.ok, qPrintable(created.error.message()));
        const QString uuid = RecordTableModel::keyOf(created.record);
        QVERIFY(!uuid.isEmpty());
        QCOMPARE(JsonReader::string(created.record, QLatin1String("isocode")), QStringLiteral("LTR"));
        controller.keepSaved(created.record);
        QTRY_VERIFY(RecordStore(m_data.path(), m_account).find(QStringLiteral("units"), uuid).has_value());

        // Updated: only what is sent changes; read back through the controller.
        UnitDraft changed = UnitDraft::fromRecord(created.record);
        changed.active = false;
        QVERIFY(waitFor(controller.save(uuid, changed.body(), this)).ok);
        const Outcome read = waitFor(controller.fetch(uuid, this));
        QVERIFY(read.ok);
        QVERIFY(!JsonReader::boolean(read.record, QLatin1String("active"), true));

        QVERIFY(waitFor(controller.remove(uuid, this)).ok);
        controller.forgetRemoved(uuid);
        QTRY_VERIFY(!RecordStore(m_data.path(), m_account).find(QStringLiteral("units"), uuid).has_value());
        QCOMPARE(waitFor(controller.fetch(uuid, this)).error.kind(), ApiError::Kind::NotFound);
    }

    void actionsAndQueries()
    {
        RecordController groups(Resource::ProductGroups);
        groups.openSession(m_client, m_data.path(), m_account);
        const Outcome listed = waitFor(groups.list({}, this));
        QVERIFY(listed.ok);
        QVERIFY(!listed.records.isEmpty());
        const QJsonObject group = listed.records.first();
        const QString uuid = RecordTableModel::keyOf(group);

        // A number of another group is taken; its own is not.
        const ProductGroupDraft d = ProductGroupDraft::fromRecord(group);
        QUrlQuery taken;
        taken.addQueryItem(QStringLiteral("groupNumber"), d.groupNumber);
        QCOMPARE(waitFor(groups.check(QStringLiteral("check-group-number"), taken, this)).error.kind(),
            ApiError::Kind::BadRequest);
        taken.addQueryItem(QStringLiteral("groupUuid"), uuid);
        QVERIFY(waitFor(groups.check(QStringLiteral("check-group-number"), taken, this)).ok);

        // Archiving answers the group as it is now.
        const Outcome archived = waitFor(groups.runAction(uuid, QStringLiteral("archive"), this));
        QVERIFY2(archived.ok, qPrintable(archived.error.message()));
        QVERIFY(ProductRecord::isGroupArchived(archived.record));
        const Outcome restored = waitFor(groups.runAction(uuid, QStringLiteral("restore"), this));
        QVERIFY(restored.ok);
        QVERIFY(!ProductRecord::isGroupArchived(restored.record));
    }

    void goneContextNeverAnswers()
    {
        RecordController controller(Resource::Units);
        controller.openSession(m_client, m_data.path(), m_account);
        int answers = 0;
        {
            QObject context;
            RecordRequest *request = controller.fetch(QStringLiteral("anything"), &context);
            QVERIFY(request);
            connect(request, &RecordRequest::succeeded, this, [&answers] { ++answers; });
            connect(request, &RecordRequest::failed, this, [&answers] { ++answers; });
        }
        // A later call of the same client is answered: the first one would have been by then.
        QVERIFY(waitFor(controller.list({}, this)).ok);
        QCOMPARE(answers, 0);
    }

    void abortedSessionEndsWithoutSignal()
    {
        ApiClient client(m_sandbox.config(m_account));
        RecordController controller(Resource::Units);
        controller.openSession(&client, m_data.path(), m_account);
        int answers = 0;
        QPointer<RecordRequest> request = controller.list({}, this);
        QVERIFY(request);
        connect(request, &RecordRequest::succeeded, this, [&answers] { ++answers; });
        connect(request, &RecordRequest::failed, this, [&answers] { ++answers; });
        client.abortAll();
        QTRY_VERIFY(!request); // gone with its job
        QCOMPARE(answers, 0);
    }

private:
    TestSandbox m_sandbox;
    ApiClient *m_client = nullptr;
    QString m_account;
    QTemporaryDir m_data;
};

QTEST_GUILESS_MAIN(TestRecordController)
#include "tst_record_controller.moc"
