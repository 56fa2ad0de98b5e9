// The editors' own checks with published examples: IBANs (ECBS/SWIFT registry examples), QR-IBANs
// (SIX implementation guidelines), BICs, EAN/GTIN check digits; and what the drafts send.
#include "records/BankAccountRecord.h"
#include "records/EmployeeRecord.h"
#include "records/ProductRecord.h"
#include "records/UnitRecord.h"
#include "records/Validators.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

class TestRecordValidators : public QObject
{
    Q_OBJECT

private slots:
    void ibanValid_data()
    {
        QTest::addColumn<QString>("iban");
        QTest::newRow("CH compact") << QStringLiteral("CH9300762011623852957");
        QTest::newRow("CH grouped") << QStringLiteral("CH93 0076 2011 6238 5295 7");
        QTest::newRow("CH odd spacing and lower case") << QStringLiteral(" ch93  00762 011623852957\t");
        QTest::newRow("GB") << QStringLiteral("GB82WEST12345698765432");
        QTest::newRow("DE") << QStringLiteral("DE89370400440532013000");
        QTest::newRow("DE non-breaking spaces")
            << QStringLiteral("DE89\u00a03704\u00a00044\u00a00532\u00a00130\u00a000");
        QTest::newRow("FR") << QStringLiteral("FR1420041010050500013M02606");
        QTest::newRow("LI") << QStringLiteral("LI21088100002324013AA");
        QTest::newRow("NO shortest") << QStringLiteral("NO9386011117947");
        QTest::newRow("QR-IBAN is an IBAN too") << QStringLiteral("CH4431999123000889012");
    }
    void ibanValid()
    {
        QFETCH(QString, iban);
        QCOMPARE(Validators::ibanProblem(iban), QString());
    }

    void ibanInvalid_data()
    {
        QTest::addColumn<QString>("iban");
        QTest::addColumn<QString>("words");
        QTest::newRow("empty") << QString() << QStringLiteral("required");
        QTest::newRow("one digit altered")
            << QStringLiteral("CH9300762011623852958") << QStringLiteral("check digits");
        QTest::newRow("two digits swapped")
            << QStringLiteral("GB82WEST12345698765423") << QStringLiteral("check digits");
        QTest::newRow("check digits altered")
            << QStringLiteral("DE88370400440532013000") << QStringLiteral("check digits");
        QTest::newRow("too short for CH")
            << QStringLiteral("CH930076201162385295") << QStringLiteral("21 characters");
        QTest::newRow("too long for DE")
            << QStringLiteral("DE893704004405320130001") << QStringLiteral("22 characters");
        QTest::newRow("unknown country") << QStringLiteral("XX9300762011623852957") << QStringLiteral("XX");
        QTest::newRow("no check digits")
            << QStringLiteral("CHAB00762011623852957") << QStringLiteral("country code");
        QTest::newRow("punctuation") << QStringLiteral("CH93.0076.2011.6238.5295.7")
                                     << QStringLiteral("country code");
        QTest::newRow("CH letters in clearing number")
            << QStringLiteral("CH93A0762011623852957") << QStringLiteral("clearing");
    }
    void ibanInvalid()
    {
        QFETCH(QString, iban);
        QFETCH(QString, words);
        const QString problem = Validators::ibanProblem(iban);
        QVERIFY2(problem.contains(words), qPrintable(problem));
    }

    void ibanDisplay()
    {
        QCOMPARE(Validators::formatIban(QStringLiteral(" ch9300762011623852957 ")),
            QStringLiteral("CH93 0076 2011 6238 5295 7"));
        QCOMPARE(Validators::formatIban(QStringLiteral("GB82 WEST 1234 5698 7654 32")),
            QStringLiteral("GB82 WEST 1234 5698 7654 32"));
        QCOMPARE(Validators::compactIban(QStringLiteral("CH93 0076\u00a02011 6238 5295 7")),
            QStringLiteral("CH9300762011623852957"));
        QCOMPARE(Validators::ibanLength(QStringLiteral("ch")), 21);
        QCOMPARE(Validators::ibanLength(QStringLiteral("US")), 0);
    }

    void qrIban()
    {
        // SIX's example QR-IBAN (IID 31999), and the edges of the range.
        QVERIFY(Validators::isQrIban(QStringLiteral("CH44 3199 9123 0008 8901 2")));
        QCOMPARE(Validators::qrIbanProblem(QStringLiteral("CH4431999123000889012")), QString());
        QVERIFY(Validators::isQrIban(QStringLiteral("CH0830000000000000000")));
        QVERIFY(!Validators::isQrIban(QStringLiteral("CH9300762011623852957"))); // IID 00762
        QVERIFY(!Validators::isQrIban(QStringLiteral("CH5932000000000000000"))); // IID 32000
        QVERIFY(!Validators::isQrIban(QStringLiteral("DE89370400440532013000")));
        QVERIFY(Validators::qrIbanProblem(QStringLiteral("CH9300762011623852957"))
                    .contains(QStringLiteral("not a QR-IBAN")));
        // A QR-IBAN with an altered digit is refused for its check digits, not waved through by its IID.
        QVERIFY(Validators::isQrIban(QStringLiteral("CH4431999123000889013")));
        QVERIFY(Validators::qrIbanProblem(QStringLiteral("CH4431999123000889013"))
                    .contains(QStringLiteral("check digits")));
    }

    void bic_data()
    {
        QTest::addColumn<QString>("bic");
        QTest::addColumn<bool>("valid");
        QTest::newRow("8 characters") << QStringLiteral("DEUTDEFF") << true;
        QTest::newRow("11 characters") << QStringLiteral("UBSWCHZH80A") << true;
        QTest::newRow("PostFinance") << QStringLiteral("POFICHBEXXX") << true;
        QTest::newRow("lower case typed") << QStringLiteral(" deutdeff ") << true;
        QTest::newRow("empty") << QString() << false;
        QTest::newRow("9 characters") << QStringLiteral("DEUTDEFF5") << false;
        QTest::newRow("digit in bank code") << QStringLiteral("DEU1DEFF") << false;
        QTest::newRow("location 0 then O") << QStringLiteral("DEUTDE0O") << false;
        QTest::newRow("location 1 first") << QStringLiteral("DEUTDE1F") << false;
    }
    void bic()
    {
        QFETCH(QString, bic);
        QFETCH(bool, valid);
        QCOMPARE(Validators::bicProblem(bic).isEmpty(), valid);
    }

    void ean_data()
    {
        QTest::addColumn<QString>("ean");
        QTest::addColumn<QString>("words");
        QTest::newRow("EAN-13") << QStringLiteral("4006381333931") << QString();
        QTest::newRow("EAN-13 GS1 example") << QStringLiteral("5901234123457") << QString();
        QTest::newRow("EAN-8") << QStringLiteral("96385074") << QString();
        QTest::newRow("UPC-A") << QStringLiteral("036000291452") << QString();
        QTest::newRow("empty is optional") << QString() << QString();
        QTest::newRow("EAN-13 altered") << QStringLiteral("4006381333932") << QStringLiteral("should be 1");
        QTest::newRow("EAN-8 altered") << QStringLiteral("96385075") << QStringLiteral("should be 4");
        QTest::newRow("letters") << QStringLiteral("40063813339AB") << QStringLiteral("digits only");
        QTest::newRow("wrong length") << QStringLiteral("400638133") << QStringLiteral("8 or 13");
        QTest::newRow("too long") << QStringLiteral("40063813339310") << QStringLiteral("13");
    }
    void ean()
    {
        QFETCH(QString, ean);
        QFETCH(QString, words);
        const QString problem = Validators::eanProblem(ean);
        if (words.isEmpty())
            QCOMPARE(problem, QString());
        else
            QVERIFY2(problem.contains(words), qPrintable(problem));
    }

    void amounts()
    {
        const QLocale c(QLocale::C);
        const QLocale german(QLocale::German, QLocale::Germany);
        const QLocale swiss(QLocale::German, QLocale::Switzerland);
        QCOMPARE(Validators::parseAmount(QStringLiteral("1234.5"), 2, c), 123450);
        QCOMPARE(Validators::parseAmount(QStringLiteral("1'234.55"), 2, swiss), 123455);
        QCOMPARE(Validators::parseAmount(QStringLiteral("1.234,55"), 2, german), 123455);
        // A decimal comma where the locale writes a point and groups with ’ (de_CH, it_CH): one comma,
        // no point.
        QCOMPARE(Validators::parseAmount(QStringLiteral("12,50"), 2, swiss), 1250);
        QCOMPARE(Validators::parseAmount(QStringLiteral("1'234,5"), 2, swiss), 123450);
        QVERIFY(!Validators::parseAmount(QStringLiteral("1,234.5"), 2, swiss)); // both: not a number
        QVERIFY(!Validators::parseAmount(QStringLiteral("1,2,3"), 2, swiss));
        QCOMPARE(Validators::parseAmount(QStringLiteral("0.1"), 4, c), 1000);
        QCOMPARE(Validators::parseAmount(QStringLiteral("-3.05"), 2, c), -305);
        // 0.1 + 0.2 style values stay exact.
        QCOMPARE(Validators::parseAmount(QStringLiteral("0.3"), 2, c), 30);
        QVERIFY(!Validators::parseAmount(QStringLiteral("1.234"), 2, c)); // more places than allowed
        QVERIFY(!Validators::parseAmount(QStringLiteral("12a"), 2, c));
        QVERIFY(!Validators::parseAmount(QStringLiteral("1e3"), 2, c));
        QVERIFY(!Validators::parseAmount(QString(), 2, c));
    }

    void productDraft()
    {
        ProductDraft d;
        FieldProblems p = d.problems();
        for (const char *field : {"productKey", "unitUuid", "cost", "translations.de.productName"})
            QVERIFY2(p.contains(QLatin1String(field)), field);
        d.productKey = QStringLiteral("P-1");
        d.unitUuid = QStringLiteral("u");
        d.cost = QStringLiteral("0.1");
        d.taxRate = QStringLiteral("8.1");
        d.eanCode = QStringLiteral("4006381333931");
        d.translations.insert(QStringLiteral("fr"), {QStringLiteral("Conseil"), QString()});
        d.tags = {QStringLiteral("a"), QStringLiteral("b")};
        QCOMPARE(d.problems(), FieldProblems());
        const QJsonObject body = d.body();
        // Sent as JSON numbers whose text is exactly the decimal typed.
        QCOMPARE(QJsonDocument(QJsonObject {{QStringLiteral("c"), body.value(QLatin1String("cost"))}})
                     .toJson(QJsonDocument::Compact),
            QByteArray(R"({"c":0.1})"));
        QCOMPARE(QJsonDocument(QJsonObject {{QStringLiteral("t"), body.value(QLatin1String("taxRate"))}})
                     .toJson(QJsonDocument::Compact),
            QByteArray(R"({"t":8.1})"));
        QVERIFY(body.value(QLatin1String("productGroupNumber")).isNull());
        QVERIFY(body.value(QLatin1String("bookingAccountNumber")).isNull());
        QCOMPARE(body.value(QLatin1String("translations")).toObject().size(), 4);
        QCOMPARE(body.value(QLatin1String("tags")).toArray().size(), 2);

        d.productKey = QString(31, QLatin1Char('K'));
        d.eanCode = QStringLiteral("4006381333932");
        d.taxRate = QStringLiteral("101");
        d.cost = QStringLiteral("1.23456");
        p = d.problems();
        for (const char *field : {"productKey", "eanCode", "taxRate", "cost"})
            QVERIFY2(p.contains(QLatin1String(field)), field);

        // Read back from a record as the live service may send it (cost as text).
        const ProductDraft read =
            ProductDraft::fromRecord(QJsonObject {{QStringLiteral("productKey"), QStringLiteral("X")},
                {QStringLiteral("cost"), QStringLiteral("12.3450")}, {QStringLiteral("taxRate"), 2.6},
                {QStringLiteral("productUnit"),
                    QJsonObject {{QStringLiteral("uuid"), QStringLiteral("unit-1")}}}});
        QCOMPARE(read.unitUuid, QStringLiteral("unit-1"));
        QCOMPARE(Validators::parseAmount(read.cost, ProductDraft::costDecimals), 123450);
        QCOMPARE(Validators::parseAmount(read.taxRate, 2), 260);
    }

    void groupAndUnitDrafts()
    {
        ProductGroupDraft g;
        g.groupNumber = QStringLiteral("x");
        QVERIFY(g.problems().contains(QStringLiteral("groupNumber")));
        QVERIFY(g.problems().contains(QStringLiteral("translations.de.description")));
        g.groupNumber = QStringLiteral("40");
        g.descriptions.insert(QStringLiteral("en"), QStringLiteral("Hardware"));
        QCOMPARE(g.problems(), FieldProblems());
        QCOMPARE(g.body().value(QLatin1String("groupNumber")).toInteger(), 40);
        QVERIFY(g.body().contains(QLatin1String("bookingAccountNumber"))); // required, as null

        UnitDraft u;
        u.isocode = QStringLiteral("ABCDEFGHIJK");
        QVERIFY(u.problems().contains(QStringLiteral("isocode")));
        QVERIFY(u.problems().contains(QStringLiteral("translations.de.unit")));
        u.isocode = QStringLiteral("KGM");
        u.translations.insert(QStringLiteral("de"), {QStringLiteral("Kilogramm"), QString(), QString()});
        QCOMPARE(u.problems(), FieldProblems());
        QVERIFY(u.body()
                    .value(QLatin1String("translations"))
                    .toObject()
                    .value(QLatin1String("en"))
                    .toObject()
                    .value(QLatin1String("unitPlural"))
                    .isNull());
    }

    void bankAccountDraft()
    {
        BankAccountDraft b;
        b.name = QStringLiteral("Main");
        b.iban = QStringLiteral("ch93 0076 2011 6238 5295 7");
        b.bic = QStringLiteral("ubswchzh80a");
        QCOMPARE(b.problems(), FieldProblems());
        QCOMPARE(b.body().value(QLatin1String("iban")).toString(), QStringLiteral("CH9300762011623852957"));
        QCOMPARE(b.body().value(QLatin1String("bic")).toString(), QStringLiteral("UBSWCHZH80A"));
        b.qrBillActive = true;
        QVERIFY(b.problems().contains(QStringLiteral("qrBill.qrIban")));
        b.qrIban = QStringLiteral("CH9300762011623852957");
        QVERIFY(
            b.problems().value(QStringLiteral("qrBill.qrIban")).contains(QStringLiteral("not a QR-IBAN")));
        b.qrIban = QStringLiteral("CH44 3199 9123 0008 8901 2");
        QCOMPARE(b.problems(), FieldProblems());
        QCOMPARE(b.body().value(QLatin1String("qrBill")).toObject().value(QLatin1String("qrIban")).toString(),
            QStringLiteral("CH4431999123000889012"));
        b.currencyCode = QStringLiteral("chf1");
        b.name.clear();
        QVERIFY(b.problems().contains(QStringLiteral("currencyCode")));
        QVERIFY(b.problems().contains(QStringLiteral("name")));
    }

    void employeeDraft()
    {
        EmployeeDraft e;
        const FieldProblems p = e.problems(QDate(2026, 1, 1));
        for (const char *field :
            {"employeeNumber", "firstName", "employmentStartDate", "timeTrackingStartDate"})
            QVERIFY2(p.contains(QLatin1String(field)), field);
        e.employeeNumber = QStringLiteral("M-1");
        e.firstName = QStringLiteral("Anna");
        e.employmentStartDate = QDate(2020, 1, 1);
        e.timeTrackingStartDate = QDate(2020, 2, 1);
        QCOMPARE(e.problems(QDate(2026, 1, 1)), FieldProblems());
        e.birthDate = QDate(2021, 1, 1);
        QVERIFY(e.problems(QDate(2026, 1, 1)).contains(QStringLiteral("birthDate")));
        const QJsonObject body = e.body();
        QCOMPARE(body.value(QLatin1String("employmentStartDate")).toString(), QStringLiteral("2020-01-01"));
        QVERIFY(body.contains(QLatin1String("employeeGroupUuid")));
        QVERIFY(body.value(QLatin1String("employeeGroupUuid")).isNull());
        QVERIFY(body.value(QLatin1String("userUuid")).isNull());
    }
};

QTEST_GUILESS_MAIN(TestRecordValidators)
#include "tst_records_validators.moc"
