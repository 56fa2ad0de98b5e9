// The matching rules as a table: invoices and bank entries written here, each entry's expected outcome
// worked out by hand from the rules in documents/PaymentMatcher.h (amounts in Rappen in the comments).
#include "documents/PaymentMatcher.h"

#include <QTest>

namespace {

const QString refA = QStringLiteral("210000000003139471430009017"); // the SIX example QRR
const QString refB = QStringLiteral("RF18539007547034"); // the ISO 11649 example

OpenInvoice invoice(const QString &uuid, const QString &reference, const QString &currency, qint64 open,
    const QString &customer, bool cancelled = false)
{
    return {uuid, QStringLiteral("RE-") + uuid, reference, currency, open, customer, cancelled};
}

CamtEntry entry(const QString &bankReference, const QString &reference, qint64 amount, const QString &debtor,
    const QString &currency = QStringLiteral("CHF"))
{
    CamtEntry e;
    e.bankReference = bankReference;
    e.reference = reference;
    e.referenceType = PaymentReference::typeOf(reference);
    e.amountMinor = amount;
    e.currency = currency;
    e.debtorName = debtor;
    e.status = QStringLiteral("BOOK");
    e.bookingDate = QDate(2026, 3, 10);
    return e;
}

} // namespace

class TestPaymentMatcher : public QObject
{
    Q_OBJECT

private slots:
    void table()
    {
        const QString refF = PaymentReference::makeQrr(u"5");
        const QString refG = PaymentReference::makeQrr(u"7");
        const QString refH = PaymentReference::makeQrr(u"9");
        const QString refJ = PaymentReference::makeQrr(u"11");
        const QList<OpenInvoice> invoices {
            invoice("a", refA, "CHF", 100000, "Muster & Co AG"),
            invoice("b", refB, "CHF", 10000, "Hans Meier"),
            invoice("c", {}, "CHF", 43215, "Beispiel GmbH"),
            invoice("d", {}, "CHF", 5000, "Müller AG"),
            invoice("e", {}, "CHF", 5000, "Muller GmbH"),
            invoice("f", refF, "EUR", 2000, "Exemple SARL"),
            invoice("g", refG, "CHF", 2000, "Storniert AG", true),
            invoice("h", refH, "CHF", 2000, "Doppelt AG"),
            invoice("i", refH, "CHF", 2000, "Doppelt AG"),
            invoice("j", refJ, "CHF", 0, "Bezahlt AG"),
        };
        QList<CamtEntry> entries;
        entries << entry("T1", refA, 100000, "Muster & Co AG"); // 1000.00 = open -> matched
        entries << entry("T2", refB, 8050, "Hans Meier"); // 80.50 of 100.00 -> partial, 19.50 open
        entries << entry("T3", refB, 3000, "Hans Meier"); // 30.00 of the 19.50 left -> over by 10.50
        entries << entry("T4", {}, 43215, "BEISPIEL GMBH"); // no reference, 432.15 fits c -> suggested
        entries << entry("T5", {}, 43215, "Andere AG"); // same amount, other name -> unmatched
        // ü = ue (PartyName): "Mueller" is d's "Müller AG" (the AG aside), not e's "Muller GmbH" -> suggested
        // d
        entries << entry("T6", {}, 5000, "Mueller");
        entries << entry("T7", {}, 5000, "MÜLLER"); // "mueller" again: d only -> suggested d
        entries << entry("T8", refF, 2000, "Exemple SARL"); // f is in EUR -> wrong currency
        entries << entry("T9", refG, 2000, "Storniert AG"); // g is cancelled -> unmatched
        entries << entry("T10", refH, 2000, "Doppelt AG"); // h and i share it -> ambiguous
        entries << entry("T11", PaymentReference::makeQrr(u"12345"), 2000, "X"); // nobody's -> unmatched
        CamtEntry debit = entry("T12", {}, 2500, "Bank");
        debit.credit = false;
        entries << debit; // -> not a payment
        entries << entry("T13", refA, 100000, "Muster & Co AG"); // in `booked` -> already booked
        CamtEntry twice = entry("T2", refB, 8050, "Hans Meier");
        twice.duplicateInFile = true;
        entries << twice; // -> duplicate in file
        entries << entry("T15", refJ, 1000, "Bezahlt AG"); // j has nothing open -> already paid, not booked
        CamtEntry pending = entry("T16", refA, 100, "Muster & Co AG");
        pending.status = QStringLiteral("PDNG");
        entries << pending; // -> not a payment
        CamtEntry unreadable = entry("T17", "210000000003139471430009018", 100, "X");
        unreadable.problem = QStringLiteral("wrong check digit");
        entries << unreadable; // -> not a payment, the reader's reason
        CamtEntry reversal = entry("T18", refA, 100000, "Muster & Co AG");
        reversal.reversal = true;
        entries << reversal; // -> not a payment
        // a was paid in full by T1 (100000 - 100000 = 0 open) -> already paid, not an over-payment
        entries << entry("T19", refA, 500, "Muster & Co AG");

        using K = PaymentMatch::Kind;
        struct Expected
        {
            K kind;
            QStringList invoices;
            qint64 openBefore;
            qint64 openAfter;
            qint64 excess;
        };
        const QList<Expected> expected {
            {K::Matched, {"a"}, 100000, 0, 0},
            {K::Partial, {"b"}, 10000, 1950, 0},
            {K::Overpaid, {"b"}, 1950, 0, 1050},
            {K::Suggested, {"c"}, 0, 0, 0},
            {K::Unmatched, {}, 0, 0, 0},
            {K::Suggested, {"d"}, 0, 0, 0},
            {K::Suggested, {"d"}, 0, 0, 0},
            {K::WrongCurrency, {"f"}, 0, 0, 0},
            {K::Unmatched, {"g"}, 0, 0, 0},
            {K::Ambiguous, {"h", "i"}, 0, 0, 0},
            {K::Unmatched, {}, 0, 0, 0},
            {K::NotAPayment, {}, 0, 0, 0},
            {K::AlreadyBooked, {}, 0, 0, 0},
            {K::DuplicateInFile, {}, 0, 0, 0},
            {K::AlreadyPaid, {"j"}, 0, 0, 0},
            {K::NotAPayment, {}, 0, 0, 0},
            {K::NotAPayment, {}, 0, 0, 0},
            {K::NotAPayment, {}, 0, 0, 0},
            {K::AlreadyPaid, {"a"}, 0, 0, 0},
        };
        QCOMPARE(entries.size(), expected.size());
        const QSet<QString> booked {PaymentMatcher::bookingKey(entries.at(12))};
        const QList<PaymentMatch> results = PaymentMatcher::match(entries, invoices, booked);
        QCOMPARE(results.size(), expected.size());
        for (int i = 0; i < results.size(); ++i) {
            const PaymentMatch &m = results.at(i);
            const Expected &x = expected.at(i);
            const QByteArray where = "entry T" + QByteArray::number(i + 1) + ": " + m.reason.toUtf8();
            QVERIFY2(m.kind == x.kind, where.constData());
            QStringList got = m.invoices;
            got.sort();
            QVERIFY2(got == x.invoices, where.constData());
            QVERIFY2(m.openBefore == x.openBefore, where.constData());
            QVERIFY2(m.openAfter == x.openAfter, where.constData());
            QVERIFY2(m.excess == x.excess, where.constData());
            QVERIFY2(!m.reason.isEmpty(), where.constData());
        }
        QVERIFY(results.at(16).reason.contains("wrong check digit"));
        QVERIFY2(results.at(14).reason.contains("RE-j is already paid"), qPrintable(results.at(14).reason));
        QVERIFY2(results.at(18).reason.contains("RE-a is already paid by an earlier entry"),
            qPrintable(results.at(18).reason));
        QVERIFY(!results.at(14).bookable() && !results.at(18).bookable());
        // Only reference matches are bookable; a suggestion waits for the bookkeeper.
        QVERIFY(results.at(0).bookable() && results.at(1).bookable() && results.at(2).bookable());
        QVERIFY(!results.at(3).bookable());
    }

    void servicePayments()
    {
        // The invoice k (open 300.00 of 1000.00) as the service reports it: a payment of 700.00 on
        // 2026-03-10 with the bank reference "S-1" (booked by another copy from this very file).
        const QString refK = PaymentReference::makeQrr(u"21");
        const QList<OpenInvoice> invoices {invoice("k", refK, "CHF", 30000, "Kunde AG")};
        ServicePayments payments;
        payments.insert("k", {ServicePayment {70000, QDate(2026, 3, 10), "S-1"}});
        QList<CamtEntry> entries;
        entries << entry("S-1", refK, 70000, "Kunde AG"); // S-1 at the service -> already booked
        entries << entry("S-2", refK, 10000, "Kunde AG"); // another bank entry: 100.00 of 300.00 -> partial
        const QList<PaymentMatch> seen = PaymentMatcher::match(entries, invoices, {}, payments);
        QCOMPARE(seen.size(), 2);
        QVERIFY2(seen.at(0).kind == PaymentMatch::Kind::AlreadyBooked, qPrintable(seen.at(0).reason));
        QVERIFY2(seen.at(0).reason.contains("S-1"), qPrintable(seen.at(0).reason));
        QVERIFY2(seen.at(1).kind == PaymentMatch::Kind::Partial, qPrintable(seen.at(1).reason));
        QCOMPARE(seen.at(1).openAfter, 20000); // 300.00 - 100.00
        QVERIFY(!seen.at(1).reason.contains("cannot be seen"));

        // Without the service's payments: S-1 is matched (700.00 of 300.00 open: over by 400.00), and the
        // reason says that a booking from another copy cannot be seen.
        const QList<PaymentMatch> unseen = PaymentMatcher::match(entries, invoices, {});
        QVERIFY(unseen.at(0).kind == PaymentMatch::Kind::Overpaid);
        QCOMPARE(unseen.at(0).excess, 40000);
        QVERIFY2(unseen.at(0).reason.contains("cannot be seen"), qPrintable(unseen.at(0).reason));

        // bookedBefore: by the bank reference (amount at most the entry's: an over-payment books what was
        // open), else by the structured reference with the same date and amount.
        const QList<ServicePayment> list {ServicePayment {30000, QDate(2026, 3, 10), "S-9"},
            ServicePayment {12500, QDate(2026, 3, 10), refK}};
        QCOMPARE(PaymentMatcher::bookedBefore(entry("S-9", refK, 50000, "X"), list, 0), 0);
        QCOMPARE(
            PaymentMatcher::bookedBefore(entry("S-9", refK, 20000, "X"), list, 100), -1); // 300.00 > 200.00
        QCOMPARE(PaymentMatcher::bookedBefore(entry("S-7", refK, 12500, "X"), list, 100), 1);
        CamtEntry otherDay = entry("S-7", refK, 12500, "X");
        otherDay.bookingDate = QDate(2026, 3, 11);
        QCOMPARE(PaymentMatcher::bookedBefore(otherDay, list, 100), -1);
        QCOMPARE(PaymentMatcher::bookedBefore(entry("S-7", refK, 12500, "X"), list, 100, {1}), -1);
        QCOMPARE(PaymentMatcher::sentReference(entry("S-7", refK, 1, "X")), QString("S-7"));
        QCOMPARE(PaymentMatcher::sentReference(entry({}, refK, 1, "X")), refK);
    }

    void bookingKeys()
    {
        CamtEntry e = entry("TX-1", refA, 100000, "X");
        QCOMPARE(PaymentMatcher::bookingKey(e), QStringLiteral("bank:TX-1"));
        e.bankReference.clear();
        QCOMPARE(PaymentMatcher::bookingKey(e),
            QStringLiteral("ref:210000000003139471430009017|1000.00|CHF|2026-03-10"));
    }

    void names_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<bool>("similar");
        QTest::newRow("legal form and case") << "Muster & Co AG"
                                             << "MUSTER AG" << true;
        QTest::newRow("order") << "Hans Meier"
                               << "Meier Hans" << true;
        QTest::newRow("fewer words") << "Beispiel GmbH"
                                     << "Beispiel" << true;
        QTest::newRow("accents") << "Société Genève SA"
                                 << "SOCIETE GENEVE" << true;
        // Issue 32, item 8: ä = ae, ö = oe, ü = ue, case and company forms aside.
        QTest::newRow("ae for ä") << "Steiner Sanitaer GmbH"
                                  << "Steiner Sanitär GmbH" << true;
        QTest::newRow("oe, ue, capitals, form") << "BOESCH & MUELLER AG"
                                                << "Bösch + Müller GmbH" << true;
        QTest::newRow("dotted form") << "Huber A.G."
                                     << "huber" << true;
        QTest::newRow("u is not ue") << "Muller AG"
                                     << "Müller AG" << false;
        QTest::newRow("other first name") << "Hans Meier"
                                          << "Peter Meier" << false;
        QTest::newRow("only legal forms") << "AG"
                                          << "AG" << false;
        QTest::newRow("empty") << ""
                               << "Muster" << false;
    }

    void names()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(bool, similar);
        QCOMPARE(PaymentMatcher::similarNames(a, b), similar);
    }
};

QTEST_GUILESS_MAIN(TestPaymentMatcher)
#include "tst_paymentmatcher.moc"
