// Tolerant JSON reading, exact money, paging and envelopes: everything at the JSON boundary.
#include "api/Account.h"
#include "api/ApiError.h"
#include "api/DocumentDetail.h"
#include "api/DocumentSummaryJson.h"
#include "api/FieldMessages.h"
#include "api/JsonReader.h"
#include "api/ListPageReader.h"
#include "api/PageInfo.h"
#include "domain/Money.h"
#include "records/AddressRecord.h"
#include "records/ProductRecord.h"

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
        QTest::newRow("half at a cent") << "1.005" << 2 << qint64(101);
        QTest::newRow("just below half") << "1.0049999" << 2 << qint64(100);
        QTest::newRow("carry") << "0.995" << 2 << qint64(100);
        QTest::newRow("negative grouped") << "-1'234.565" << 2 << qint64(-123457);
        QTest::newRow("negative small") << "-0.004" << 2 << qint64(0);
        QTest::newRow("plus sign and spaces") << " +5 " << 2 << qint64(500);
        QTest::newRow("trailing zeros") << "12.300000" << 2 << qint64(1230);
        QTest::newRow("exponent half") << "5e-3" << 2 << qint64(1);
        QTest::newRow("exponent tiny") << "9e-4" << 2 << qint64(0);
        QTest::newRow("exponent up") << "1.5E+3" << 2 << qint64(150000);
        QTest::newRow("leading point") << ".5" << 2 << qint64(50);
        QTest::newRow("large") << "99999999999999.99" << 2 << qint64(9999999999999999);
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
        QVERIFY(!JsonReader::parseDecimal(u"-", 2));
        QVERIFY(!JsonReader::parseDecimal(u"--1", 2));
        QVERIFY(!JsonReader::parseDecimal(u"1e", 2));
        QVERIFY(!JsonReader::parseDecimal(u"1e400", 2));
        QVERIFY(!JsonReader::parseDecimal(u"12,50", 2)); // a comma is no decimal point here
        QVERIFY(!JsonReader::parseDecimal(u"CHF 12", 2));
        QVERIFY(!JsonReader::parseDecimal(u"1234567890123456789012", 2)); // beyond qint64: refused
        // Eighteen nines rounded up would be 10^18, past the eighteen digits an amount may have (fuzz_json).
        QCOMPARE(JsonReader::parseDecimal(u"999999999999999999.4", 0),
            std::optional<qint64>(999'999'999'999'999'999));
        QVERIFY(!JsonReader::parseDecimal(u"999999999999999999.9999", 0));
        QVERIFY(!JsonReader::parseDecimal(u"-999999999999999999.5", 0));
    }

    // Numbers as JSON numbers: the decimal the server wrote, not the nearest double's digits.
    void decimalsFromNumbers_data()
    {
        QTest::addColumn<double>("number");
        QTest::addColumn<qint64>("expected");
        QTest::newRow("0.1") << 0.1 << qint64(10);
        QTest::newRow("1234.55") << 1234.55 << qint64(123455);
        QTest::newRow("1e-2") << 1e-2 << qint64(1);
        QTest::newRow("0.1 + 0.2") << (0.1 + 0.2) << qint64(30);
        QTest::newRow("negative") << -25.25 << qint64(-2525);
        QTest::newRow("half away") << -0.125 << qint64(-13);
        QTest::newRow("integer") << 1077.0 << qint64(107700);
    }
    void decimalsFromNumbers()
    {
        QFETCH(double, number);
        QFETCH(qint64, expected);
        QCOMPARE(JsonReader::scaled(QJsonValue(number)), std::optional<qint64>(expected));
        // The same through a JSON text, as the service sends it.
        const QJsonDocument doc =
            QJsonDocument::fromJson("{\"v\":" + QByteArray::number(number, 'g', 17) + "}");
        QCOMPARE(JsonReader::scaled(doc.object(), QLatin1String("v")), std::optional<qint64>(expected));
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

    void tolerantFieldsMore()
    {
        const QJsonObject o = obj(R"({"zero":0,"szero":"0","sfalse":"false","sFALSE":" FALSE ","odd":"maybe",
                                      "arr":[1],"obj":{},"big":1e300,"neg":"-42","frac":0.1,"int":17,
                                      "micro":"2026-03-01T10:00:00.123456Z",
                                      "offset":"2026-03-01T10:00:00+01:00",
                                      "dateOnly":"2026-03-01","bad":"31.02.2026"})");
        QVERIFY(!JsonReader::boolean(o, QLatin1String("zero"), true));
        QVERIFY(!JsonReader::boolean(o, QLatin1String("szero"), true));
        QVERIFY(!JsonReader::boolean(o, QLatin1String("sfalse"), true));
        QVERIFY(!JsonReader::boolean(o, QLatin1String("sFALSE"), true));
        QVERIFY(JsonReader::boolean(o, QLatin1String("odd"), true)); // unknown text: the fallback
        QVERIFY(!JsonReader::boolean(o, QLatin1String("odd"), false));
        QVERIFY(JsonReader::boolean(o, QLatin1String("missing"), true));
        QVERIFY(!JsonReader::integer(o, QLatin1String("arr")));
        QVERIFY(!JsonReader::integer(o, QLatin1String("obj")));
        QVERIFY(!JsonReader::integer(o, QLatin1String("big")));
        QCOMPARE(JsonReader::integer(o, QLatin1String("neg")), std::optional<qint64>(-42));
        QVERIFY(!JsonReader::scaled(o, QLatin1String("arr")));
        QVERIFY(!JsonReader::scaled(o, QLatin1String("big")));
        QCOMPARE(JsonReader::string(o, QLatin1String("int")), QStringLiteral("17"));
        QCOMPARE(JsonReader::string(o, QLatin1String("frac")), QStringLiteral("0.1"));
        QCOMPARE(JsonReader::string(o, QLatin1String("arr")), QString());
        QCOMPARE(JsonReader::dateTime(o, QLatin1String("micro")),
            QDateTime(QDate(2026, 3, 1), QTime(10, 0, 0, 123), Qt::UTC));
        QCOMPARE(JsonReader::dateTime(o, QLatin1String("offset")).toUTC(),
            QDateTime(QDate(2026, 3, 1), QTime(9, 0), Qt::UTC));
        QCOMPARE(JsonReader::dateTime(o, QLatin1String("dateOnly")),
            QDateTime(QDate(2026, 3, 1), QTime(0, 0), Qt::UTC));
        QCOMPARE(JsonReader::date(o, QLatin1String("micro")), QDate(2026, 3, 1));
        QVERIFY(!JsonReader::date(o, QLatin1String("bad")).isValid());
        QVERIFY(!JsonReader::date(o, QLatin1String("zero")).isValid());
    }

    void roundToFiveHundredths_data()
    {
        QTest::addColumn<qint64>("minor");
        QTest::addColumn<qint64>("expected");
        const qint64 cases[][2] = {{0, 0}, {1, 0}, {2, 0}, {3, 5}, {4, 5}, {5, 5}, {7, 5}, {8, 10}, {10, 10},
            {123452, 123450}, {123453, 123455}, {123457, 123455}, {123458, 123460}, {-2, 0}, {-3, -5},
            {-7, -5}, {-8, -10}};
        for (const auto &c : cases)
            QTest::addRow("%lld", static_cast<long long>(c[0])) << c[0] << c[1];
    }
    void roundToFiveHundredths()
    {
        QFETCH(qint64, minor);
        QFETCH(qint64, expected);
        QCOMPARE(Money::roundToFiveHundredths(minor), expected);
    }

    void money()
    {
        QCOMPARE(Money::roundToFiveHundredths(123452), qint64(123450));
        QCOMPARE(Money::roundToFiveHundredths(123453), qint64(123455));
        QCOMPARE(Money::roundToFiveHundredths(-123453), qint64(-123455));
        QCOMPARE(Money::percentOf(10000, 810), qint64(810));
        QCOMPARE(Money::percentOf(35600, 260), qint64(926)); // 9.256 -> 9.26
        QCOMPARE(Money::percentOf(-35600, 260), qint64(-926));
        QCOMPARE(Money::percentOf(5, 5000), qint64(3)); // 2.5 -> 3: half away from zero
        QCOMPARE(Money::percentOf(-5, 5000), qint64(-3));
        QCOMPARE(Money::percentOf(123456, 0), qint64(0));
        QCOMPARE(Money::percentOf(100000, 10000), qint64(100000));
        // A Swiss invoice: net 1000.00, VAT 8.1 % = 81.00, total 1081.00; 99.95 at 7.7 % = 7.70 (7.696).
        QCOMPARE(Money::percentOf(9995, 770), qint64(770));
        QCOMPARE(Money::toDecimalString(-5), QStringLiteral("-0.05"));
        QCOMPARE(Money::toDecimalString(0), QStringLiteral("0.00"));
        QCOMPARE(Money::toDecimalString(123456789), QStringLiteral("1234567.89"));
        QCOMPARE(
            Money::format(123450, QStringLiteral("CHF"), QLocale(QLocale::English, QLocale::UnitedStates)),
            QStringLiteral("CHF\u00a01,234.50"));
        QCOMPARE(Money::format(123450, QStringLiteral("CHF"), QLocale(QLocale::German, QLocale::Switzerland)),
            QStringLiteral("CHF\u00a01’234.50"));
        QCOMPARE(Money::format(123450, QStringLiteral("EUR"), QLocale(QLocale::French, QLocale::Switzerland)),
            QStringLiteral("EUR\u00a01\u202f234,50"));
        QCOMPARE(
            Money::format(-123450, QStringLiteral("CHF"), QLocale(QLocale::German, QLocale::Switzerland)),
            QStringLiteral("CHF\u00a0-1’234.50"));
        QCOMPARE(Money::format(5, QString(), QLocale(QLocale::English, QLocale::UnitedStates)),
            QStringLiteral("0.05"));
        QCOMPARE(
            Money::format(123456789, QStringLiteral("CHF"), QLocale(QLocale::German, QLocale::Switzerland)),
            QStringLiteral("CHF\u00a01’234’567.89"));
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
        QVERIFY(!PageInfo::fromAnswer(QJsonDocument::fromJson("[]")));
        // Laravel style with a next link but a last_page that says otherwise: the link wins.
        p = PageInfo::fromAnswer(QJsonDocument(obj(
            R"({"links":{"next":"?page=2"},
                "meta":{"current_page":1,"last_page":1,"per_page":"10","total":"11"}})")));
        QVERIFY(p);
        QVERIFY(p->hasNext);
        QCOMPARE(p->perPage, 10);
        QCOMPARE(p->total, 11);
        // No total: said so.
        p = PageInfo::fromAnswer(QJsonDocument(obj(R"({"meta":{"currentPage":1,"lastPage":1}})")));
        QVERIFY(p);
        QCOMPARE(p->total, -1);
        QVERIFY(!p->hasNext);
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
        QCOMPARE(JsonReader::listFromEnvelope(QJsonDocument(obj(R"({"status":200,"data":[{"uuid":"a"}]})")))
                     ->first()
                     .toObject()
                     .value(QLatin1String("uuid"))
                     .toString(),
            QStringLiteral("a"));
        QCOMPARE(JsonReader::listFromEnvelope(QJsonDocument(obj(R"({"data":[]})")))->size(), 0);
        QVERIFY(!JsonReader::singleFromEnvelope(QJsonDocument::fromJson("[{}]")));
        QVERIFY(!JsonReader::singleFromEnvelope(QJsonDocument(obj(R"({"data":null})"))));
        QVERIFY(!JsonReader::singleFromEnvelope(QJsonDocument(obj(R"({"data":{"documents":[1]}})"))));
    }

    void documentsSpecAndLiveShapes()
    {
        QString error;
        QVERIFY(!documentSummaryFromJson(DocumentKind::Invoice, obj(R"({"id":1})"), &error));
        QVERIFY(error.contains(QStringLiteral("uuid")));
        error.clear();
        QVERIFY(
            !DocumentDetail::fromJson(DocumentKind::Invoice, obj(R"({"uuid":null,"positions":[]})"), &error));
        QVERIFY(error.contains(QStringLiteral("uuid")));
        // Nothing but a uuid is needed; everything else may be missing or null.
        const auto bare = DocumentDetail::fromJson(DocumentKind::Invoice,
            obj(R"({"uuid":"x","documentTotal":null,"receiver":null,"positions":null,"invoiceDate":null})"));
        QVERIFY(bare);
        QCOMPARE(bare->summary.totalMinor, qint64(0));
        QVERIFY(bare->positions.isEmpty());
        QVERIFY(!bare->summary.date.isValid());

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
        QCOMPARE(spec->bic, QStringLiteral("X"));
        QCOMPARE(spec->summary.receiverName, QStringLiteral("Müller AG"));
        QCOMPARE(spec->summary.date, QDate(2026, 1, 31));
        QCOMPARE(spec->positions.first().singlePriceMinor, qint64(50000));
        QCOMPARE(spec->positions.first().discountBasisPoints, qint64(0));
        QCOMPARE(spec->netMinor(), qint64(100000));
        // Unknown fields are kept for an edit to send back.
        QVERIFY(spec->raw.contains(QLatin1String("somethingNew")));
        QVERIFY(spec->summary.json.contains("somethingNew"));

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
        QCOMPARE(live->paymentReference, QStringLiteral("R"));
        QCOMPARE(live->positions.first().singlePriceMinor, qint64(2525));

        // The same document in the observed envelope, read through it.
        const QJsonDocument observed(obj(R"({"status":200,"message":"","data":{"documents":[
            {"uuid":"c","invoiceNumber":"RE-3","documentTotal":"10.05","isArchived":0,"isCancelled":"true",
             "positions":[{"quantity":"1.5","singlePrice":"6.70","discount":{"percentage":"2.5"}}]}]}})"));
        const auto viaEnvelope =
            DocumentDetail::fromJson(DocumentKind::Invoice, *JsonReader::singleFromEnvelope(observed));
        QVERIFY(viaEnvelope);
        QCOMPARE(viaEnvelope->summary.uuid, QStringLiteral("c"));
        QCOMPARE(viaEnvelope->summary.totalMinor, qint64(1005));
        QVERIFY(!viaEnvelope->summary.archived);
        QVERIFY(viaEnvelope->summary.cancelled);
        QCOMPARE(viaEnvelope->positions.first().kind, QStringLiteral("product"));
        QCOMPARE(viaEnvelope->positions.first().quantityMilli, qint64(1500));
        QCOMPARE(viaEnvelope->positions.first().discountBasisPoints, qint64(250));
    }

    // A list page read in place: what it keeps as each row's JSON is what QJsonDocument::toJson(Compact)
    // writes (keys in byte order, no spaces, numbers as Qt writes them, escapes resolved), here written by
    // hand; the values are the tolerant readers' (strings for numbers, 0/1 for booleans, UTC times).
    void listPageInPlace()
    {
        const QByteArray spaced(R"( { "meta" : { "current_page" : "2", "last_page" : 3,
            "per_page" : 2 , "total" : "5" }, "data" : [ { "uuid" : "a", "id" : "12", "invoiceNumber" : 7,
            "documentTotal" : 12.50, "openAmount" : "1'077.05", "isArchived" : 1, "title" : "M\u00fcller \/ AG",
            "receiver" : { "receiverInformation" : { "name" : "B\u00e4r" }, "customerNumber" : 1001 },
            "invoiceDate" : "2026-01-31", "updatedAt" : "2026-01-31 10:11:12" },
            {"id":13,"isCancelled":"true","updatedAt":"2026-02-01T00:00:00.250Z","uuid":"b"} ] } )");
        const auto page = ListPage::readInPlace(DocumentKind::Invoice, spaced);
        QVERIFY(page);
        QVERIFY(page->hasItems);
        QVERIFY(page->info);
        QCOMPARE(page->info->currentPage, 2);
        QCOMPARE(page->info->lastPage, 3);
        QCOMPARE(page->info->perPage, 2);
        QCOMPARE(page->info->total, qint64(5));
        QVERIFY(page->info->hasNext);
        QVERIFY(!page->notADocument);
        QCOMPARE(page->documents.size(), 2);
        const DocumentSummary &a = page->documents.at(0);
        QCOMPARE(a.uuid, QStringLiteral("a"));
        QCOMPARE(a.id, qint64(12));
        QCOMPARE(a.number, QStringLiteral("7"));
        QCOMPARE(a.totalMinor, qint64(1250));
        QCOMPARE(a.openMinor, std::optional<qint64>(107705));
        QVERIFY(a.archived);
        QCOMPARE(a.title, QString::fromUtf8("Müller / AG"));
        QCOMPARE(a.receiverName, QString::fromUtf8("Bär"));
        QCOMPARE(a.customerNumber, QStringLiteral("1001"));
        QCOMPARE(a.date, QDate(2026, 1, 31));
        QCOMPARE(a.updatedAt, QDateTime(QDate(2026, 1, 31), QTime(10, 11, 12), Qt::UTC));
        QCOMPARE(a.json,
            QByteArray(R"({"documentTotal":12.5,"id":"12","invoiceDate":"2026-01-31","invoiceNumber":7,)"
                       R"("isArchived":1,"openAmount":"1'077.05","receiver":{"customerNumber":1001,)"
                       R"("receiverInformation":{"name":"Bär"}},"title":"Müller / AG",)"
                       R"("updatedAt":"2026-01-31 10:11:12","uuid":"a"})"));
        const DocumentSummary &b = page->documents.at(1);
        QVERIFY(b.cancelled);
        QCOMPARE(b.updatedAt, QDateTime(QDate(2026, 2, 1), QTime(0, 0, 0, 250), Qt::UTC));
        // Already as Qt writes it: kept byte for byte.
        QCOMPARE(b.json,
            QByteArray(
                R"({"id":13,"isCancelled":"true","updatedAt":"2026-02-01T00:00:00.250Z","uuid":"b"})"));

        // Left to QJsonDocument: an exponent, a surrogate pair, a key read twice (Qt keeps the last).
        const QByteArray exponent(
            R"({"data":[{"uuid":"e","documentTotal":1e2}],"meta":{"currentPage":1,"lastPage":1}})");
        QVERIFY(!ListPage::readInPlace(DocumentKind::Invoice, exponent));
        auto read = ListPage::read(DocumentKind::Invoice, exponent);
        QVERIFY(read);
        QCOMPARE(read->documents.first().totalMinor, qint64(10000));
        QCOMPARE(read->documents.first().json, QByteArray(R"({"documentTotal":100,"uuid":"e"})"));
        const QByteArray twice(R"({"data":[{"uuid":"x","uuid":"y"}],"meta":{"currentPage":1,"lastPage":1}})");
        QVERIFY(!ListPage::readInPlace(DocumentKind::Invoice, twice));
        read = ListPage::read(DocumentKind::Invoice, twice);
        QVERIFY(read);
        QCOMPARE(read->documents.first().uuid, QStringLiteral("y"));
        QVERIFY(!ListPage::readInPlace(DocumentKind::Invoice, QByteArray(R"([{"uuid":"\ud83e\udd50"}])")));

        // Not JSON: refused with Qt's error, as the job then reports and asks again.
        QJsonParseError error;
        QVERIFY(!ListPage::read(DocumentKind::Invoice, QByteArray(R"({"data":[{"uuid":"a",)"), &error));
        QVERIFY(error.error != QJsonParseError::NoError);
        // An entry that is not a document: the rows before it, and why.
        read = ListPage::read(DocumentKind::Invoice, QByteArray(R"([{"uuid":"a"},{"id":2},{"uuid":"c"}])"));
        QVERIFY(read);
        QVERIFY(!read->info);
        QCOMPARE(read->documents.size(), 1);
        QVERIFY(read->notADocument && read->notADocument->contains(QStringLiteral("uuid")));
        read = ListPage::read(DocumentKind::Invoice, QByteArray(R"({"data":{"documents":[7]}})"));
        QVERIFY(read && read->hasItems && read->notADocument && read->notADocument->isEmpty());
        read = ListPage::read(
            DocumentKind::Invoice, QByteArray(R"({"data":"none","meta":{"currentPage":1,"lastPage":1}})"));
        QVERIFY(read && !read->hasItems && read->info);
    }

    // The list item of each kind carries its number and date under its own names.
    void summaryOfEachKind()
    {
        const auto credit = documentSummaryFromJson(DocumentKind::CreditNote,
            obj(R"({"uuid":"k","creditNoteNumber":"GS-1","creditNoteDate":"2026-04-02",
                    "openAmount":"-12.5"})"));
        QVERIFY(credit);
        QCOMPARE(credit->number, QStringLiteral("GS-1"));
        QCOMPARE(credit->date, QDate(2026, 4, 2));
        QCOMPARE(credit->openMinor, std::optional<qint64>(-1250));
        const auto receipt = documentSummaryFromJson(DocumentKind::Receipt,
            obj(R"({"uuid":"r","number":"B-7","balance":3.5,"archived":true,"deliverDate":"2026-01-02"})"));
        QVERIFY(receipt);
        QCOMPARE(receipt->number, QStringLiteral("B-7"));
        QCOMPARE(receipt->openMinor, std::optional<qint64>(350));
        QVERIFY(receipt->archived);
        QCOMPARE(receipt->deliveryDate, QDate(2026, 1, 2));
    }

    // The live service's bytes (json_encode: \/ and \uXXXX, surrogate pairs), null for every empty field,
    // amounts as strings, an integer contractNoteNumber, company_name instead of name.
    void liveBytesAndNulls()
    {
        const QJsonDocument answer = QJsonDocument::fromJson(QByteArray(
            R"({"status":200,"message":"","data":{"documents":[{"uuid":"d","contractNoteNumber":7,)"
            R"("title":"M\u00fcller \/ Z\u00fcrich \ud83e\udd50","documentTotal":"1250.50","openAmount":null,)"
            R"("contractNoteDate":"2026-05-04","dueDate":null,"isArchived":null,"customField1":null,)"
            R"("receiver":{"name":null,"receiverInformation":{"name":"B\u00e4r AG","address":null,"city":null}},)"
            R"("positions":[{"kind":"product","uuid":null,"unitUuid":null,"vatUuid":null,"quantity":"2",)"
            R"("singlePrice":"625.25","positionTotal":"1250.50","discounts":null,"discount":null,"vat":null}]}]},)"
            R"("meta":{}})"));
        QVERIFY(answer.isObject());
        const auto list = JsonReader::listFromEnvelope(answer);
        QVERIFY(list);
        QCOMPARE(list->size(), 1);
        const auto d =
            DocumentDetail::fromJson(DocumentKind::ContractNote, *JsonReader::singleFromEnvelope(answer));
        QVERIFY(d);
        QCOMPARE(d->summary.number, QStringLiteral("7"));
        QCOMPARE(d->summary.title, QString::fromUtf8("Müller / Zürich \xF0\x9F\xA5\x90"));
        QCOMPARE(d->summary.totalMinor, qint64(125050));
        QVERIFY(!d->summary.openMinor);
        QVERIFY(!d->summary.dueDate.isValid());
        QVERIFY(!d->summary.archived);
        QCOMPARE(d->summary.receiverName, QString::fromUtf8("Bär AG"));
        QCOMPARE(d->positions.size(), 1);
        QCOMPARE(d->positions.first().singlePriceMinor, qint64(62525));
        QCOMPARE(d->positions.first().discountBasisPoints, qint64(0));
        QCOMPARE(d->positions.first().vatMinor, qint64(0));

        const auto company = AddressRecord::fromJson(obj(R"({"type":"company","uuid":"c","name":null,
            "company_name":"M\u00fcller \/ S\u00f6hne AG","id_number":null,"vat_number":null,"contact_persons":null,
            "private_notes":null,"automatic_dunning":null,"payment_terms":null,"tags":[""],"contacts":null,
            "addresses":[{"uuid":"e","address":"Seestrasse","street_number":null,"extension":null,
            "additional_field":null,"city":"Z\u00fcrich","zip_code":"8001","country_code":"CH","state":null}]})"));
        QVERIFY(company);
        QCOMPARE(company->name, QString::fromUtf8("Müller / Söhne AG"));
        QVERIFY(company->tags.isEmpty());
        QVERIFY(company->contactPersons.isEmpty());
        QVERIFY(!company->automaticDunning);
        QCOMPARE(company->addresses.size(), 1);
        QCOMPARE(company->addresses.first().city, QString::fromUtf8("Zürich"));
        QVERIFY(company->addresses.first().streetNumber.isEmpty());
        const auto person = AddressRecord::fromJson(obj(
            R"({"type":"person","uuid":"p","first_name":"Anna","last_name":"B\u00e4r","salutation":null})"));
        QVERIFY(person);
        QVERIFY(person->salutation.isEmpty());

        const ProductDraft product = ProductDraft::fromRecord(obj(R"({"productId":3,"productUuid":"u",
            "productKey":"CONS-01","cost":"160.00","taxRate":null,"eanCode":null,"productGroup":null,
            "productGroupNumber":null,"productUnit":null,"tags":null,"translations":null})"));
        QCOMPARE(product.productKey, QStringLiteral("CONS-01"));
        QVERIFY(product.cost.contains(QStringLiteral("160")));
        QVERIFY(product.taxRate.isEmpty());
        QVERIFY(product.groupNumber.isEmpty());
    }

    void fieldMessagesOfA422()
    {
        // A 422 body as the spec writes it: {error, error_description, errors: {field: [messages]}}.
        const QByteArray body = R"({"error":"invalid","error_description":"Invalid input",
            "errors":{"iban":["must not be empty","is not an IBAN"],"date":"is not a date"}})";
        const ApiError error = ApiError::fromHttp(422, body);
        QCOMPARE(error.kind(), ApiError::Kind::Validation);
        const QHash<QString, QString> fields = ::fieldMessages(error);
        QCOMPARE(fields.size(), 2);
        QCOMPARE(fields.value(QStringLiteral("iban")), QStringLiteral("must not be empty is not an IBAN"));
        QCOMPARE(fields.value(QStringLiteral("date")), QStringLiteral("is not a date"));
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
