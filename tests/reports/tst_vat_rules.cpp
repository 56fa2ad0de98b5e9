// The VAT return's rules for one document (domain/VatBreakdown), against figures worked out by hand
// here, the arithmetic in the comments; the service's totals are the sandbox's rules (price, line
// discount, VAT per position half up, document discount after VAT, CHF rounded to 0.05).
#include "domain/VatBreakdown.h"

#include <QTest>

class TestVatRules : public QObject
{
    Q_OBJECT

private slots:
    void documentDiscountIsTakenProRataPerRate()
    {
        // 1,000.00 at 8.1 % (VAT 81.00) and 100.05 at 2.6 % (VAT 2.60130 -> 2.60): 1,183.65 with VAT;
        // 10 % off: 118.365 -> 118.37, 1,065.28, rounded to 0.05: the service's total 1,065.30.
        // Per rate x 0.9: 900.00 and 72.90; 90.045 -> 90.05 and 2.34. Turnover 990.05, tax 75.24;
        // 1,065.30 - 990.05 - 75.24 = 0.01 rounding.
        const VatBreakdown b = VatRules::breakdown({{810, 100000, 8100, {}}, {260, 10005, 260, {}}},
            {VatDiscount::Kind::Percent, 1000}, 106530, true);
        QCOMPARE(b.shares.size(), 2);
        QCOMPARE(b.shares.at(0).netMinor, 90000);
        QCOMPARE(b.shares.at(0).vatMinor, 7290);
        QCOMPARE(b.shares.at(1).netMinor, 9005);
        QCOMPARE(b.shares.at(1).vatMinor, 234);
        QCOMPARE(b.shares.at(0).netMinor + b.shares.at(1).netMinor, 99005);
        QCOMPARE(b.shares.at(0).vatMinor + b.shares.at(1).vatMinor, 7524);
        QCOMPARE(b.discountMinor, 11837);
        QCOMPARE(b.roundingMinor, 1);
        QVERIFY(b.reconciles);
        // Ignoring the discount (the old report) would leave 1,183.65 - 1,065.30 = 118.35 unexplained.
        QVERIFY(!VatRules::breakdown({{810, 100000, 8100, {}}, {260, 10005, 260, {}}}, {}, 106530, true)
                     .reconciles);
    }

    void amountDiscount()
    {
        // 200.00 at 8.1 % (16.20) = 216.20; 21.62 off: factor 194.58 / 216.20 = 0.9 exactly:
        // 180.00 and 14.58; total 194.58 -> 194.60 in CHF: rounding 0.02.
        const VatBreakdown b =
            VatRules::breakdown({{810, 20000, 1620, {}}}, {VatDiscount::Kind::Amount, 2162}, 19460, true);
        QCOMPARE(b.shares.at(0).netMinor, 18000);
        QCOMPARE(b.shares.at(0).vatMinor, 1458);
        QCOMPARE(b.roundingMinor, 2);
        QVERIFY(b.reconciles);
    }

    void fiveHundredthsRounding()
    {
        // 10.01 at 8.1 %: VAT 0.81081 -> 0.81, 10.82 -> 10.80: rounding -0.02, within the 0.05 rule.
        VatBreakdown b = VatRules::breakdown({{810, 1001, 81, {}}}, {}, 1080, true);
        QCOMPARE(b.roundingMinor, -2);
        QVERIFY(b.reconciles);
        // The same in EUR is not rounded: a total of 10.80 does not reconcile (0.02 off).
        b = VatRules::breakdown({{810, 1001, 81, {}}}, {}, 1080, false);
        QCOMPARE(b.roundingMinor, -2);
        QVERIFY(!b.reconciles);
        // Three Rappen off is more than the 0.05 rounding can make.
        QVERIFY(!VatRules::breakdown({{810, 1001, 81, {}}}, {}, 1079, true).reconciles);
    }

    void pricesIncludingVat()
    {
        // A position of 108.10 with 8.1 % inside: VAT 108.10 x 8.1 / 108.1 = 8.10, net 100.00; the total
        // is the positions' 108.10 (108.10 is on the 0.05 grid).
        const VatBreakdown b = VatRules::breakdown({{810, 10000, 810, {}}}, {}, 10810, true);
        QCOMPARE(b.roundingMinor, 0);
        QVERIFY(b.reconciles);
    }

    void oldAndNewRates()
    {
        // 7.7 % of 1,000.00 = 77.00, 2.5 % of 100.00 = 2.50, 3.7 % of 200.00 = 7.40: 1,386.90.
        const VatBreakdown b = VatRules::breakdown(
            {{770, 100000, 7700, {}}, {250, 10000, 250, {}}, {370, 20000, 740, {}}}, {}, 138690, true);
        QCOMPARE(b.roundingMinor, 0);
        QVERIFY(b.reconciles);
        // The form's tax: 152,678.90 x 8.1 % = 12,366.990900 -> 12,366.99 (the third quarter);
        // 3.8 % of 99.99 = 3.79962 -> 3.80; a credit: -5.01 x 8.1 % = -0.40581 -> -0.41.
        QCOMPARE(VatRules::formTax(15267890, 810), 1236699);
        QCOMPARE(VatRules::formTax(9999, 380), 380);
        QCOMPARE(VatRules::formTax(-501, 810), -41);
    }

    void chfConversion()
    {
        // EUR 100.00 at 0.9512 = CHF 95.12; VAT EUR 8.10 x 0.9512 = 7.704720 -> 7.70; a credit note
        // EUR -5.05 x 0.9512 = -4.80356 -> -4.80; 0.000001 is the finest rate.
        QCOMPARE(VatRules::toChf(10000, 951200), 9512);
        QCOMPARE(VatRules::toChf(810, 951200), 770);
        QCOMPARE(VatRules::toChf(-505, 951200), -480);
        QCOMPARE(VatRules::rateMicroFromText(QStringLiteral("0.9512")), std::optional<qint64>(951200));
        QCOMPARE(VatRules::rateMicroFromText(QStringLiteral("1.0000001")), std::nullopt);
        QCOMPARE(VatRules::rateMicroFromText(QStringLiteral("0")), std::nullopt);
        QCOMPARE(VatRules::rateMicroFromText(QStringLiteral("-1.2")), std::nullopt);
        // A decimal comma as the VAT method's rates take it; never a comma and a point together.
        QCOMPARE(VatRules::rateMicroFromText(QStringLiteral("0,9512")), std::optional<qint64>(951200));
        QCOMPARE(VatRules::rateMicroFromText(QStringLiteral(" 1,05 ")), std::optional<qint64>(1050000));
        QCOMPARE(VatRules::rateMicroFromText(QStringLiteral("1,000.5")), std::nullopt);
        QCOMPARE(VatRules::rateMicroFromText(QStringLiteral("0,95,1")), std::nullopt);
        QCOMPARE(VatRules::rateMicroToText(951200), QStringLiteral("0.9512"));
        QCOMPARE(VatRules::rateMicroToText(1083456), QStringLiteral("1.083456"));
    }

    void zeroRateClassesRoundTrip()
    {
        for (const ZeroRateClass c : {ZeroRateClass::Export, ZeroRateClass::Abroad, ZeroRateClass::Excluded,
                 ZeroRateClass::NoConsideration})
            QCOMPARE(VatRules::zeroRateClassFromKey(VatRules::zeroRateClassKey(c)), c);
        QCOMPARE(VatRules::zeroRateClassFromKey(QStringLiteral("export ")), ZeroRateClass::Unclassified);
    }
};

QTEST_GUILESS_MAIN(TestVatRules)
#include "tst_vat_rules.moc"
