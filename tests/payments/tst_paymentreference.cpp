// QR reference and creditor reference against published examples:
//  - the QR reference of the SIX Swiss Payment Standards' QR-bill implementation guidelines' example,
//    21 00000 00003 13947 14300 09017 (check digit 7);
//  - the ISO 11649 example creditor reference RF18 5390 0754 7034.
// Wrong check digits, wrong lengths and characters are refused.
#include "domain/PaymentReference.h"

#include <QTest>

using namespace PaymentReference;

class TestPaymentReference : public QObject
{
    Q_OBJECT

private slots:
    void publishedQrr()
    {
        QCOMPARE(qrrCheckDigit(u"21000000000313947143000901"), 7);
        QCOMPARE(makeQrr(u"21000000000313947143000901"), QStringLiteral("210000000003139471430009017"));
        QCOMPARE(typeOf(u"21 00000 00003 13947 14300 09017"), Type::Qrr);
        QCOMPARE(
            formatted(u"210000000003139471430009017"), QStringLiteral("21 00000 00003 13947 14300 09017"));
    }

    void publishedScor()
    {
        QCOMPARE(typeOf(u"RF18 5390 0754 7034"), Type::Scor);
        QCOMPARE(makeScor(u"539007547034"), QStringLiteral("RF18539007547034"));
        QCOMPARE(formatted(u"rf18539007547034"), QStringLiteral("RF18 5390 0754 7034"));
    }

    void ibanInGroupsOfFour()
    {
        // As the QR-bill's "Account / Payable to" prints it (SIX implementation guidelines' example).
        QCOMPARE(groupedIban(u"CH4431999123000889012"), QStringLiteral("CH44 3199 9123 0008 8901 2"));
        QCOMPARE(groupedIban(u"ch44 3199 9123 0008 8901 2"), QStringLiteral("CH44 3199 9123 0008 8901 2"));
        QCOMPARE(groupedIban(u"n/a"), QStringLiteral("n/a"));
    }

    void refused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("qrr check digit wrong") << "210000000003139471430009018";
        QTest::newRow("qrr 26 digits") << "21000000000313947143000901";
        QTest::newRow("qrr letter") << "2100000000031394714300090A7";
        QTest::newRow("scor check wrong") << "RF19539007547034";
        QTest::newRow("scor digits swapped") << "RF18539007547043";
        QTest::newRow("scor too long") << "RF18539007547034539007547034";
        QTest::newRow("scor umlaut") << "RF18ÄBC";
        QTest::newRow("scor short") << "RF18";
        QTest::newRow("empty") << "";
        QTest::newRow("free text") << "Rechnung 2026-0001";
    }

    void refused()
    {
        QFETCH(QString, text);
        QCOMPARE(typeOf(text), Type::None);
    }

    void madeOnesCheck()
    {
        // Every reference made is valid, and changing any one digit makes it invalid (the modulo 10
        // recursive check finds every single wrong digit).
        const QString qrr = makeQrr(u"20260001");
        QCOMPARE(qrr,
            QStringLiteral("00000000000000000020260001")
                + QString::number(qrrCheckDigit(u"00000000000000000020260001")));
        QVERIFY(isValidQrr(qrr));
        for (int i = 0; i < qrr.size(); ++i) {
            for (char d = '0'; d <= '9'; ++d) {
                QString changed = qrr;
                if (changed.at(i) == QLatin1Char(d))
                    continue;
                changed[i] = QLatin1Char(d);
                QVERIFY2(!isValidQrr(changed), qPrintable(changed));
            }
        }
        QVERIFY(makeQrr(u"123456789012345678901234567").isEmpty()); // 27 digits: no room for the check
        QVERIFY(makeQrr(u"12a").isEmpty());
        const QString scor = makeScor(u"RE 2026 0001");
        QVERIFY(scor.startsWith(QStringLiteral("RF")));
        QCOMPARE(scor.mid(4), QStringLiteral("RE20260001"));
        QCOMPARE(typeOf(scor), Type::Scor);
        QVERIFY(makeScor(u"ABCDEFGHIJKLMNOPQRSTUV").isEmpty()); // 22 characters
    }
};

QTEST_GUILESS_MAIN(TestPaymentReference)
#include "tst_paymentreference.moc"
