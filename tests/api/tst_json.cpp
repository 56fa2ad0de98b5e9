// Tolerant JSON reading, exact money, paging and envelopes: everything at the JSON boundary.
#include "Account.h"
#include "DocumentDetail.h"
#include "JsonReader.h"
#include "Money.h"
#include "PageInfo.h"

#include <QTest>

namespace {
QJsonObject obj(const char *json)
{
    return QJsonDocument::fromJson(QByteArray(json)).object();
}
} // namespace

class TestJson : public QObject
{
    Q_OBJECT

private slots:
    void decimals_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("decimals");
        QTest::addColumn<qint64>("expected");
        QTest::newRow("plain") << "1234.55" << 2 << qint64(123455);
        QTest::newRow("tenth") << "0.1" << 2 << qint64(10);
        QTest::newRow("swiss grouping") << "1'234.50" << 2 << qint64(123450);
        QTest::newRow("exponent") << "1e-2" << 2 << qint64(1);
        QTest::newRow("half up") << "0.125" << 2 << qint64(13);
        QTest::newRow("half away negative") << "-0.125" << 2 << qint64(-13);
        QTest::newRow("integer") << "42" << 2 << qint64(4200);
        QTest::newRow("quantity") << "2.5" << 3 << qint64(2500);
    }
    void decimals()
    {
        QFETCH(QString, text);
        QFETCH(int, decimals);
        QFETCH(qint64, expected);
        QCOMPARE(JsonReader::parseDecimal(text, decimals), std::optional<qint64>(expected));
    }

    void rejectsGarbage()
    {
        QVERIFY(!JsonReader::parseDecimal(u"abc", 2));
        QVERIFY(!JsonReader::parseDecimal(u"1.2.3", 2));
        QVERIFY(!JsonReader::parseDecimal(u"", 2));
    }

    void tolerantFields()
    {
        const QJsonObject o = obj(R"({"n":"17","d":1234.55,"s":"1234.55","b1":1,"b2":"true","b3":false,
                                      "nul":null,"date":"2026-03-01T10:00:00Z","ts":"2026-03-01 10:00:00"})");
        QCOMPARE(JsonReader::integer(o, QLatin1String("n")), std::optional<qint64>(17));
        QCOMPARE(JsonReader::scaled(o, QLatin1String("d")), std::optional<qint64>(123455));
        QCOMPARE(JsonReader::scaled(o, QLatin1String("s")), std::optional<qint64>(123455));
        QVERIFY(!JsonReader::scaled(o, QLatin1String("nul")));
        QVERIFY(!JsonReader::scaled(o, QLatin1String("missing")));
        QVERIFY(JsonReader::boolean(o, QLatin1String("b1")));
        QVERIFY(JsonReader::boolean(o, QLatin1String("b2")));
        QVERIFY(!JsonReader::boolean(o, QLatin1String("b3"), true));
        QVERIFY(JsonReader::boolean(o, QLatin1String("nul"), true));
        QCOMPARE(JsonReader::string(o, QLatin1String("n")), QStringLiteral("17"));
        QCOMPARE(JsonReader::string(o, QLatin1String("nul")), QString());
        QCOMPARE(JsonReader::date(o, QLatin1String("date")), QDate(2026, 3, 1));
        QCOMPARE(JsonReader::dateTime(o, QLatin1String("ts")),
            QDateTime(QDate(2026, 3, 1), QTime(10, 0), Qt::UTC));
    }

    void money()
    {
        QCOMPARE(Money::roundToFiveHundredths(123452), qint64(123450));
        QCOMPARE(Money::roundToFiveHundredths(123453), qint64(123455));
        QCOMPARE(Money::roundToFiveHundredths(-123453), qint64(-123455));
        QCOMPARE(Money::percentOf(10000, 810), qint64(810));
        QCOMPARE(Money::percentOf(35600, 260), qint64(926)); // 9.256 -> 9.26
        QCOMPARE(Money::toDecimalString(-5), QStringLiteral("-0.05"));
        QCOMPARE(
            Money::format(123450, QStringLiteral("CHF"), QLocale(QLocale::English, QLocale::UnitedStates)),
            QStringLiteral("CHF\u00a01,234.50"));
        QCOMPARE(Money::format(123450, QStringLiteral("CHF"), QLocale(QLocale::German, QLocale::Switzerland)),
            QStringLiteral("CHF\u00a01’234.50"));
        QVERIFY(Money::format(123450, QStringLiteral("EUR"), QLocale(QLocale::French, QLocale::Switzerland))
                    .endsWith(QStringLiteral("234,50")));
        QCOMPARE(Money::formatPercent(810, QLocale(QLocale::English)), QStringLiteral("8.1\u00a0%"));
        QCOMPARE(Money::formatPercent(0, QLocale(QLocale::English)), QStringLiteral("0\u00a0%"));
    }

    void paging()
    {
        auto p = PageInfo::fromAnswer(QJsonDocument(
            obj(R"({"data":[],"meta":{"currentPage":2,"lastPage":5,"perPage":25,"total":111}})")));
        QVERIFY(p);
        QCOMPARE(p->currentPage, 2);
        QCOMPARE(p->lastPage, 5);
        QCOMPARE(p->total, 111);
        QVERIFY(p->hasNext);
        p = PageInfo::fromAnswer(QJsonDocument(obj(
            R"({"data":[],"links":{"next":null},"meta":{"current_page":"3","last_page":3,"per_page":10,"total":30}})")));
        QVERIFY(p);
        QCOMPARE(p->currentPage, 3);
        QVERIFY(!p->hasNext);
        QVERIFY(!PageInfo::fromAnswer(QJsonDocument(obj(R"({"data":[]})"))));
    }

    void envelopes()
    {
        const auto spec =
            JsonReader::singleFromEnvelope(QJsonDocument(obj(R"({"status":200,"data":{"uuid":"u1"}})")));
        QCOMPARE(spec->value(QLatin1String("uuid")).toString(), QStringLiteral("u1"));
        const auto live = JsonReader::singleFromEnvelope(
            QJsonDocument(obj(R"({"status":200,"message":"","data":{"documents":[{"uuid":"u2"}]}})")));
        QCOMPARE(live->value(QLatin1String("uuid")).toString(), QStringLiteral("u2"));
        QVERIFY(!JsonReader::singleFromEnvelope(QJsonDocument(obj(R"({"data":{"documents":[]}})"))));
        QVERIFY(!JsonReader::singleFromEnvelope(QJsonDocument(obj(R"({"error":"x"})"))));
        QCOMPARE(
            JsonReader::listFromEnvelope(QJsonDocument(obj(R"({"data":{"documents":[{},{}]}})")))->size(), 2);
        QCOMPARE(JsonReader::listFromEnvelope(QJsonDocument::fromJson("[1,2,3]"))->size(), 3);
        QVERIFY(!JsonReader::listFromEnvelope(QJsonDocument(obj(R"({"data":"nope"})"))));
    }

    void documentsSpecAndLiveShapes()
    {
        QString error;
        QVERIFY(!DocumentSummary::fromJson(DocumentKind::Invoice, obj(R"({"id":1})"), &error));
        QVERIFY(!error.isEmpty());

        const auto spec = DocumentDetail::fromJson(DocumentKind::Invoice, obj(R"({
            "uuid":"a","invoiceNumber":"RE-1","documentTotal":"1077.00","openAmount":null,
            "receiver":{"name":"Müller AG","customerNumber":1001},"invoiceDate":"2026-01-31","isArchived":"1",
            "positions":[{"kind":"product","quantity":"2","singlePrice":500,"positionTotal":1000,
                          "discounts":{"percentage":0},"vat":{"percentage":"7.7","amount":77}}],
            "paymentInstrucations":{"iban":"CH93 0076 2011 6238 5295 7","reference":"","bic":"X"},
            "somethingNew":{"ignored":true}})"));
        QVERIFY(spec);
        QCOMPARE(spec->summary.number, QStringLiteral("RE-1"));
        QCOMPARE(spec->summary.totalMinor, qint64(107700));
        QVERIFY(!spec->summary.openMinor);
        QCOMPARE(spec->summary.customerNumber, QStringLiteral("1001"));
        QVERIFY(spec->summary.archived);
        QCOMPARE(spec->positions.first().quantityMilli, qint64(2000));
        QCOMPARE(spec->positions.first().vatBasisPoints, qint64(770));
        QCOMPARE(spec->vatByRate().value(770), qint64(7700));
        QCOMPARE(spec->iban, QStringLiteral("CH93 0076 2011 6238 5295 7"));

        // As the live service sends it: receiverInformation, discount, paymentInstructions.
        const auto live = DocumentDetail::fromJson(DocumentKind::Invoice, obj(R"({
            "uuid":"b","invoiceNumber":"RE-2","documentTotal":25.25,"status":"draft","type":"invoice",
            "receiver":{"receiverInformation":{"name":"Rossi SA","city":"Lugano","zipCode":"6900"}},
            "positions":[{"kind":"product","uuid":"p","quantity":1,"singlePrice":25.25,"positionTotal":25.25,
                          "discount":{"percentage":10},"vat":{"percentage":0,"amount":0}}],
            "paymentInstructions":{"iban":"CH44","reference":"R"}, "deliverDate":"2026-02-01"})"));
        QVERIFY(live);
        QCOMPARE(live->summary.receiverName, QStringLiteral("Rossi SA"));
        QVERIFY(live->receiverAddress.contains(QStringLiteral("6900 Lugano")));
        QCOMPARE(live->summary.totalMinor, qint64(2525));
        QCOMPARE(live->positions.first().discountBasisPoints, qint64(1000));
        QCOMPARE(live->iban, QStringLiteral("CH44"));
        QCOMPARE(live->summary.deliveryDate, QDate(2026, 2, 1));
    }

    void accounts()
    {
        const auto list =
            Account::listFromAnswer(QJsonDocument::fromJson(R"([{"uuid":"x"},{"name":"no uuid"}])"));
        QVERIFY(list);
        QCOMPARE(list->size(), 1);
        QCOMPARE(list->first().name, QStringLiteral("x"));
        QVERIFY(!Account::listFromAnswer(QJsonDocument(obj(R"({"data":null})"))));
    }
};

QTEST_GUILESS_MAIN(TestJson)
#include "tst_json.moc"
