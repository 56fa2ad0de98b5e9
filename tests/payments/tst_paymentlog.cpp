// The payment history of the local copy (PaymentLog, schema 8): the dialog's payments, bank entries
// claimed before they are sent, confirmed, released after a refusal, and a claim that stays when the
// answer was lost, so that one bank entry is never booked twice.
#include "documents/PaymentHistory.h"
#include "store/AccountDatabase.h"
#include "store/PaymentLog.h"
#include "store/SchemaMigrations.h"

#include <QTemporaryDir>
#include <QTest>

class TestPaymentLog : public QObject
{
    Q_OBJECT

    static PaymentRecord payment(const QString &invoice, qint64 minor, const QString &key, const QDate &date)
    {
        PaymentRecord p;
        p.invoiceUuid = invoice;
        p.invoiceNumber = "RE-1";
        p.date = date;
        p.amountMinor = minor;
        p.currency = "CHF";
        p.reference = "210000000003139471430009017";
        p.entryKey = key;
        p.source = key.isEmpty() ? PaymentRecord::Source::Dialog : PaymentRecord::Source::BankFile;
        return p;
    }

private slots:
    void schemaHasThePaymentsTable() { QVERIFY(SchemaMigrations::latestVersion() >= 8); }

    void claimsConfirmsAndReleases()
    {
        QTemporaryDir dir;
        PaymentLog log(dir.path(), "acc");
        QVERIFY2(log.isOpen(), qPrintable(log.errorString()));
        QVERIFY(log.add(payment("inv-a", 5000, {}, QDate(2026, 3, 2))));
        QVERIFY(log.claim(payment("inv-a", 7050, "bank:E-1", QDate(2026, 3, 1))));
        // The same bank entry once more: refused, whatever the amount or invoice.
        QVERIFY(!log.claim(payment("inv-b", 7050, "bank:E-1", QDate(2026, 3, 1))));
        QVERIFY(log.errorString().contains("E-1"));
        QCOMPARE(log.claims().value("bank:E-1").state, PaymentRecord::State::Sending);
        QCOMPARE(log.claims().value("bank:E-1").invoiceUuid, QString("inv-a"));
        QVERIFY(log.confirm("bank:E-1"));
        QCOMPARE(log.claims().value("bank:E-1").state, PaymentRecord::State::Booked);
        QCOMPARE(log.claimedEntries(), QSet<QString> {"bank:E-1"});
        // A release after a refusal frees the entry for the next import; a booked one is never released.
        QVERIFY(log.claim(payment("inv-b", 100, "bank:E-2", QDate(2026, 3, 3))));
        QVERIFY(log.release("bank:E-2"));
        QVERIFY(log.release("bank:E-1"));
        QCOMPARE(log.claimedEntries(), QSet<QString> {"bank:E-1"});
        QVERIFY(log.claim(payment("inv-b", 100, "bank:E-2", QDate(2026, 3, 3))));

        // In date order, with their source; 50.00 by hand on 2 March, 70.50 from the bank on 1 March.
        const QList<BookedPayment> history = PaymentHistory::read(dir.path(), "acc", "inv-a");
        QCOMPARE(history.size(), 2);
        QCOMPARE(history.at(0).amountMinor, 7050);
        QVERIFY(history.at(0).fromBankFile);
        QVERIFY(!history.at(0).answerLost);
        QCOMPARE(history.at(1).amountMinor, 5000);
        QVERIFY(!history.at(1).fromBankFile);
        QCOMPARE(history.at(1).reference, QString("210000000003139471430009017"));
        // The claim still sending shows as such.
        const QList<BookedPayment> b = PaymentHistory::read(dir.path(), "acc", "inv-b");
        QCOMPARE(b.size(), 1);
        QVERIFY(b.first().answerLost);
    }
};

QTEST_GUILESS_MAIN(TestPaymentLog)
#include "tst_paymentlog.moc"
