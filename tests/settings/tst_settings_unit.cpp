// The GUI-free parts of the settings and webhooks: the number pattern, the PATCH difference, the webhook
// target check and answers, and the two item models (checked with QAbstractItemModelTester).
#include "api/ResourceApi.h"
#include "records/NumberRangeFormat.h"
#include "records/SettingsApi.h"
#include "records/SettingsConditionsModel.h"
#include "records/WebhookApi.h"
#include "records/WebhookListModel.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

class TestSettingsUnit : public QObject
{
    Q_OBJECT

private slots:
    void numberPattern_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<qint64>("counter");
        QTest::addColumn<int>("padding");
        QTest::addColumn<QDate>("date");
        QTest::addColumn<QString>("expected");
        const QDate march(2026, 3, 5);
        QTest::newRow("default") << "RE-{YYYY}-{COUNTER}" << qint64(7) << 4 << march << "RE-2026-0007";
        QTest::newRow("short year and month")
            << "{YY}{MM}/{COUNTER}" << qint64(12) << 3 << march << "2603/012";
        QTest::newRow("no padding") << "N{COUNTER}" << qint64(5) << 0 << march << "N5";
        QTest::newRow("counter wider than padding")
            << "{COUNTER}" << qint64(123456) << 4 << march << "123456";
        QTest::newRow("every occurrence") << "{COUNTER}-{COUNTER}" << qint64(3) << 2 << march << "03-03";
        QTest::newRow("year before two-digit year")
            << "{YYYY}{YY}" << qint64(1) << 0 << QDate(2009, 12, 31) << "200909";
        QTest::newRow("unknown placeholder kept") << "{DD}-{COUNTER}" << qint64(1) << 1 << march << "{DD}-1";
    }
    void numberPattern()
    {
        QFETCH(QString, pattern);
        QFETCH(qint64, counter);
        QFETCH(int, padding);
        QFETCH(QDate, date);
        QFETCH(QString, expected);
        QCOMPARE((NumberRange {counter, pattern, padding}.format(date)), expected);
    }

    void numberRangeFromJson()
    {
        const auto range = NumberRange::fromJson(QJsonObject {{QStringLiteral("counter"), 42},
            {QStringLiteral("pattern"), QStringLiteral("X{COUNTER}")}, {QStringLiteral("padding"), 3}});
        QVERIFY(range);
        QCOMPARE(range->counter, 42);
        QCOMPARE(range->padding, 3);
        QVERIFY(range->hasCounter());
        QCOMPARE(range->toJson().value(QLatin1String("pattern")).toString(), QStringLiteral("X{COUNTER}"));
        QVERIFY(!NumberRange::fromJson(QJsonObject {{QStringLiteral("pattern"), QStringLiteral("X")}}));
        QVERIFY(!NumberRange::fromJson(QJsonObject {{QStringLiteral("counter"), 1}}));
        QVERIFY(!(NumberRange {1, QStringLiteral("RE-{YYYY}"), 0}.hasCounter()));
    }

    void changedFieldsOnlyWhatDiffers()
    {
        const QJsonObject original {{QStringLiteral("a"), 1}, {QStringLiteral("b"), QStringLiteral("x")},
            {QStringLiteral("list"), QJsonArray {1, 2}},
            {QStringLiteral("texts"),
                QJsonObject {
                    {QStringLiteral("de"), QJsonObject {{QStringLiteral("t"), QStringLiteral("Hallo")}}},
                    {QStringLiteral("en"), QJsonObject {{QStringLiteral("t"), QStringLiteral("Hello")}}}}}};
        QVERIFY(SettingsApi::changedFields(original, original).isEmpty());

        QJsonObject edited = original;
        edited.insert(QStringLiteral("a"), 2);
        QJsonObject texts = edited.value(QLatin1String("texts")).toObject();
        texts.insert(QStringLiteral("en"), QJsonObject {{QStringLiteral("t"), QStringLiteral("Hi")}});
        edited.insert(QStringLiteral("texts"), texts);
        edited.insert(QStringLiteral("list"), QJsonArray {1, 2, 3});
        const QJsonObject changes = SettingsApi::changedFields(original, edited);
        const QJsonObject expected {{QStringLiteral("a"), 2}, {QStringLiteral("list"), QJsonArray {1, 2, 3}},
            {QStringLiteral("texts"),
                QJsonObject {
                    {QStringLiteral("en"), QJsonObject {{QStringLiteral("t"), QStringLiteral("Hi")}}}}}};
        QCOMPARE(changes, expected);
        // Laid over the original the way the service merges, the changes give the edited object.
        QCOMPARE(SettingsApi::merged(original, changes), edited);
    }

    void resourceFromAnswer()
    {
        const QJsonObject data {{QStringLiteral("paymentTerms"), 30}};
        QCOMPARE(
            *SettingsApi::resourceFromAnswer(QJsonDocument(QJsonObject {{QStringLiteral("data"), data}})),
            data);
        QString why;
        QVERIFY(!SettingsApi::resourceFromAnswer(QJsonDocument(QJsonArray {1}), &why));
        QVERIFY(!why.isEmpty());
        QVERIFY(SettingsApi::path(QStringLiteral("number-ranges/invoices"))
                    .endsWith(QLatin1String("/documents/v2/invoices/settings/number-ranges/invoices")));
    }

    void targetUrlCheck_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("https") << "https://example.com/hooks" << true;
        QTest::newRow("http loopback v4") << "http://127.0.0.1:8080/in" << true;
        QTest::newRow("http localhost") << "http://localhost/in" << true;
        QTest::newRow("http loopback v6") << "http://[::1]:9000/" << true;
        QTest::newRow("http elsewhere") << "http://example.com/hooks" << false;
        QTest::newRow("ftp") << "ftp://example.com/x" << false;
        QTest::newRow("no host") << "https://" << false;
        QTest::newRow("words") << "hooks please" << false;
    }
    void targetUrlCheck()
    {
        QFETCH(QString, url);
        QFETCH(bool, accepted);
        const QString problem = WebhookApi::checkTargetUrl(QUrl(url, QUrl::StrictMode));
        QCOMPARE(problem.isEmpty(), accepted);
        if (!accepted)
            QVERIFY2(problem.startsWith(QStringLiteral("Target URL:")), qPrintable(problem));
    }

    void webhookAnswers()
    {
        const QJsonObject o {{QStringLiteral("uuid"), QStringLiteral("w1")},
            {QStringLiteral("targetUrl"), QStringLiteral("https://x.test/h")},
            {QStringLiteral("eventTypes"), QJsonArray {QStringLiteral("invoice-paid")}},
            {QStringLiteral("signatureKey"), QStringLiteral("abc")},
            {QStringLiteral("latestEvent"),
                QJsonObject {{QStringLiteral("dateTime"), QStringLiteral("2026-11-22T10:00:00Z")},
                    {QStringLiteral("status"), QStringLiteral("delivered")}}}};
        const auto w = WebhookApi::fromRecord(
            ResourceApi::recordFromAnswer(QJsonDocument(QJsonObject {{QStringLiteral("data"), o}})).value());
        QVERIFY(w);
        QCOMPARE(w->signatureKey, QStringLiteral("abc"));
        QVERIFY(w->hasLatestEvent());
        QCOMPARE(w->latestEventDateTime(), QDateTime(QDate(2026, 11, 22), QTime(10, 0), Qt::UTC));
        // The key never goes into the local store.
        QVERIFY(!w->toStoredJson().contains(QLatin1String("signatureKey")));
        QCOMPARE(Webhook::fromJson(w->toStoredJson())->targetUrl, w->targetUrl);

        const auto records =
            ResourceApi::recordsFromAnswer(QJsonDocument(QJsonObject {{QStringLiteral("data"),
                QJsonArray {o, QJsonObject {{QStringLiteral("targetUrl"), QStringLiteral("no uuid")}}}}}));
        QVERIFY(records);
        // an entry without uuid cannot be shown or deleted
        QCOMPARE(WebhookApi::fromRecords(*records).size(), 1);
        QVERIFY(!ResourceApi::recordsFromAnswer(QJsonDocument(QJsonObject {{QStringLiteral("data"), 5}})));
        QString why;
        QVERIFY(!WebhookApi::fromRecord(QJsonObject(), &why));
        QCOMPARE(why, u"the answer holds no webhook");
    }

    void webhookListModel()
    {
        WebhookListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        Webhook a {QStringLiteral("a"), QStringLiteral("https://a.test"), {QStringLiteral("invoice-paid")},
            {}, {}, {}};
        Webhook b {QStringLiteral("b"), QStringLiteral("https://b.test"),
            {QStringLiteral("payment-received"), QStringLiteral("invoice-paid")}, {},
            QStringLiteral("2026-11-22T10:00:00Z"), QStringLiteral("failed: 500 (attempt 4 of 4)")};
        model.setRecords({a});
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0, WebhookListModel::LatestDelivery).data().toString(),
            QStringLiteral("No delivery yet"));
        model.upsert(b);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(1, WebhookListModel::Events).data().toString(),
            QStringLiteral("payment-received, invoice-paid"));
        QCOMPARE(model.index(1, WebhookListModel::Outcome).data().toString(), b.latestEventStatus);
        QCOMPARE(model.index(1, WebhookListModel::LatestDelivery).data().toString(),
            QLocale().toString(b.latestEventDateTime().toLocalTime(), QLocale::ShortFormat));
        a.targetUrl = QStringLiteral("https://a2.test");
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.upsert(a);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0, WebhookListModel::Target).data().toString(), a.targetUrl);
        model.removeKey(QStringLiteral("a"));
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0, 0).data(WebhookListModel::UuidRole).toString(), QStringLiteral("b"));
        model.removeKey(QStringLiteral("nope"));
        QCOMPARE(model.rowCount(), 1);
    }

    void conditionsModel()
    {
        SettingsConditionsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QJsonArray given {QJsonObject {{QStringLiteral("condition"), 2},
                                    {QStringLiteral("amount"), 2.5}, {QStringLiteral("days"), 10}},
            QJsonObject {{QStringLiteral("condition"), 1}, {QStringLiteral("amount"), 0.1},
                {QStringLiteral("days"), 30}}};
        model.setConditions(given);
        QCOMPARE(model.rowCount(), 2);
        // Unchanged, the rows go back exactly as they came.
        QCOMPARE(model.conditions(), given);
        QCOMPARE(model.index(0, SettingsConditionsModel::Condition).data().toString(),
            QStringLiteral("Condition type as stored by the service: 2"));
        QCOMPARE(model.index(1, SettingsConditionsModel::Amount).data().toString(), QStringLiteral("0.1"));

        QSignalSpy edited(&model, &SettingsConditionsModel::edited);
        QSignalSpy rejected(&model, &SettingsConditionsModel::inputRejected);
        QVERIFY(model.setData(model.index(0, SettingsConditionsModel::Amount), QStringLiteral("3.75")));
        QVERIFY(!model.setData(model.index(0, SettingsConditionsModel::Amount), QStringLiteral("three")));
        QVERIFY(!model.setData(model.index(0, SettingsConditionsModel::Days), QStringLiteral("1.5")));
        QCOMPARE(rejected.count(), 2);
        QVERIFY(rejected.at(0).at(0).toString().startsWith(QStringLiteral("Amount, row 1")));
        QVERIFY(rejected.at(1).at(0).toString().startsWith(QStringLiteral("Days, row 1")));
        QCOMPARE(model.conditions().at(0).toObject().value(QLatin1String("amount")).toDouble(), 3.75);

        QVERIFY(model.insertRows(2, 1));
        QVERIFY(model.setData(model.index(2, SettingsConditionsModel::Condition), 7));
        QVERIFY(model.setData(model.index(2, SettingsConditionsModel::Days), 14));
        QCOMPARE(model.rowCount(), 3);
        QVERIFY(model.removeRows(0, 1));
        QVERIFY(!model.removeRows(5, 1));
        QCOMPARE(model.rowCount(), 2);
        const QJsonObject last = model.conditions().at(1).toObject();
        QCOMPARE(last.value(QLatin1String("condition")).toInt(), 7);
        QCOMPARE(last.value(QLatin1String("days")).toInt(), 14);
        QCOMPARE(edited.count(), 5);
    }
};

QTEST_GUILESS_MAIN(TestSettingsUnit)
#include "tst_settings_unit.moc"
