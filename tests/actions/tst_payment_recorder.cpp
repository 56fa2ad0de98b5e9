// PaymentRecorder without any widget, against a real sandbox: the invoice is read fresh from the service
// (its open amount exact, in minor units), a partial payment is booked and the service's open amount
// drops by exactly that much, a payment above what is open is refused with the field named, an unknown
// invoice fails, the bank accounts come from the local copy (inactive ones left out) and the likely one
// is the default in the invoice's currency.
#include "TestSandbox.h"
#include "api/ApiJob.h"
#include "api/DocumentsApi.h"
#include "api/JsonReader.h"
#include "documents/PaymentRecorder.h"
#include "store/RecordStore.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;

class TestPaymentRecorder : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error()));
        m_client = new ApiClient(m_sandbox.config(), this);
    }

    void loadsFreshAndBooksExactly()
    {
        const QJsonObject invoice = pickOpenInvoice();
        QVERIFY(!invoice.isEmpty());
        const QString uuid = invoice.value("uuid"_L1).toString();
        const qint64 open = openMinorOnService(uuid);
        QVERIFY(open >= 1000);

        PaymentRecorder recorder(m_client, uuid);
        QSignalSpy loaded(&recorder, &PaymentRecorder::loaded);
        QVERIFY(recorder.load());
        QVERIFY(recorder.isBusy());
        QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 10000);
        QVERIFY(!recorder.isBusy());
        const auto fetched = loaded.first().first().value<PaymentInvoice>();
        QCOMPARE(fetched.uuid, uuid);
        QCOMPARE(fetched.openMinor, open);
        QCOMPARE(fetched.currency, invoice.value("currencyCode"_L1).toString());
        QCOMPARE(fetched.number, invoice.value("invoiceNumber"_L1).toString());

        // Part of it, with a date and a reference: the service's open amount drops by exactly that.
        const qint64 part = open / 3;
        PaymentInput input;
        input.amountMinor = part;
        input.date = QDate::currentDate();
        input.reference = u"  Statement 7  "_s;
        QCOMPARE(input.body().value("reference"_L1).toString(), u"Statement 7"_s);
        QVERIFY(!input.body().contains("bankAccountUuid"_L1));
        QSignalSpy recorded(&recorder, &PaymentRecorder::recorded);
        QSignalSpy refused(&recorder, &PaymentRecorder::refused);
        QVERIFY(recorder.record(input));
        QTRY_COMPARE_WITH_TIMEOUT(recorded.count(), 1, 10000);
        QCOMPARE(refused.count(), 0);
        QCOMPARE(recorded.first().first().toLongLong(), part);
        QCOMPARE(openMinorOnService(uuid), open - part);

        // More than is left: refused, the amount named; nothing booked.
        input.amountMinor = open - part + 1;
        QVERIFY(recorder.record(input));
        QTRY_COMPARE_WITH_TIMEOUT(refused.count(), 1, 10000);
        const auto error = refused.first().first().value<ApiError>();
        QVERIFY2(error.fieldErrors().contains(u"amount"_s), qPrintable(error.message()));
        QCOMPARE(recorded.count(), 1);
        QCOMPARE(openMinorOnService(uuid), open - part);
    }

    void unknownInvoiceFails()
    {
        PaymentRecorder recorder(m_client, u"00000000-0000-4000-8000-000000000000"_s);
        QSignalSpy loaded(&recorder, &PaymentRecorder::loaded);
        QSignalSpy failed(&recorder, &PaymentRecorder::loadFailed);
        QVERIFY(recorder.load());
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 10000);
        QCOMPARE(loaded.count(), 0);
        QVERIFY(!failed.first().first().value<ApiError>().message().isEmpty());
    }

    void withoutClientNothingIsSent()
    {
        PaymentRecorder recorder(nullptr, u"x"_s);
        QSignalSpy failed(&recorder, &PaymentRecorder::loadFailed);
        QVERIFY(!recorder.hasClient());
        QVERIFY(!recorder.load());
        QVERIFY(!recorder.record({}));
        QVERIFY(!recorder.isBusy());
        QCOMPARE(failed.count(), 0);
    }

    void bankAccountsFromTheLocalCopy()
    {
        QTemporaryDir data;
        const QString account = m_sandbox.accounts().first();
        QVERIFY(
            RecordStore(data.path(), account)
                .replaceAll(u"bankAccounts"_s,
                    {QJsonObject {{"uuid"_L1, "eur"_L1}, {"name"_L1, "Euro"_L1}, {"iban"_L1, "CH93"_L1},
                         {"currencyCode"_L1, "EUR"_L1}, {"isDefault"_L1, true}},
                        QJsonObject {{"uuid"_L1, "old"_L1}, {"name"_L1, "Closed"_L1},
                            {"currencyCode"_L1, "CHF"_L1}, {"isActive"_L1, false}, {"isDefault"_L1, true}},
                        QJsonObject {
                            {"uuid"_L1, "chf"_L1}, {"name"_L1, "Franken"_L1}, {"currencyCode"_L1, "CHF"_L1}},
                        QJsonObject {{"uuid"_L1, "chf2"_L1}, {"name"_L1, "Franken 2"_L1},
                            {"currencyCode"_L1, "CHF"_L1}, {"isDefault"_L1, true}}}));
        const QList<PaymentBankAccount> accounts = PaymentRecorder::bankAccounts(data.path(), account);
        QStringList uuids;
        for (const PaymentBankAccount &a : accounts)
            uuids << a.uuid;
        QCOMPARE(uuids, (QStringList {u"eur"_s, u"chf"_s, u"chf2"_s})); // the inactive one is left out
        QCOMPARE(accounts.first().iban, u"CH93"_s);
        QCOMPARE(PaymentRecorder::likelyAccount(accounts, u"CHF"_s), 2); // default in the currency
        QCOMPARE(PaymentRecorder::likelyAccount(accounts, u"EUR"_s), 0);
        QCOMPARE(PaymentRecorder::likelyAccount(accounts, u"USD"_s), 0); // the default one
        QCOMPARE(PaymentRecorder::likelyAccount({}, u"CHF"_s), -1);
        QVERIFY(PaymentRecorder::bankAccounts({}, account).isEmpty());
    }

private:
    QJsonObject pickOpenInvoice()
    {
        const auto r =
            TestSandbox::wait(DocumentsApi(m_client).list(DocumentKind::Invoice, 1, 500, std::nullopt));
        for (const QJsonValue &v : JsonReader::listFromEnvelope(r.answer).value_or(QJsonArray())) {
            const QJsonObject item = v.toObject();
            if (item.value("sentStatus"_L1).toString() == "SENT"_L1 && !item.value("isArchived"_L1).toBool()
                && !item.value("isCancelled"_L1).toBool() && item.value("openAmount"_L1).toDouble() >= 10.0)
                return item;
        }
        return {};
    }

    // The open amount as the service has it, read without the client's parsing.
    qint64 openMinorOnService(const QString &uuid)
    {
        const auto r = TestSandbox::wait(DocumentsApi(m_client).get(DocumentKind::Invoice, uuid));
        const QJsonObject document = JsonReader::singleFromEnvelope(r.answer).value_or(QJsonObject());
        return qRound64(document.value("openAmount"_L1).toDouble() * 100);
    }

    TestSandbox m_sandbox;
    ApiClient *m_client = nullptr;
};

QTEST_MAIN(TestPaymentRecorder)
#include "tst_payment_recorder.moc"
