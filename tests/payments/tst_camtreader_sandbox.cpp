// The sandbox as the bank, read by the client: the camt.054 files of POST /__sandbox/accounts/{a}/camt054
// in both versions parse with CamtReader, and each entry carries what was asked for: the invoice's
// reference (checked as valid by the reader), the amount, the currency, the debtor, the account, and a
// bank reference of its own. A debit and the same bank reference twice come out as the reader flags them.
#include "TestSandbox.h"

#include "api/ApiClient.h"
#include "api/DocumentsApi.h"
#include "api/JsonReader.h"
#include "documents/CamtReader.h"

#include <QJsonArray>
#include <QTest>

class TestCamtReaderSandbox : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(m_sandbox.isReady(), qPrintable(m_sandbox.error()));
        m_client = new ApiClient(m_sandbox.config(), this);
        const auto list =
            TestSandbox::wait(DocumentsApi(m_client).list(DocumentKind::Invoice, 1, 60, std::nullopt));
        QVERIFY(list.ok);
        // An open CHF invoice and an open EUR one, as the service keeps them.
        for (const QJsonValue &v : JsonReader::listFromEnvelope(list.answer).value_or(QJsonArray())) {
            const QJsonObject item = v.toObject();
            if (JsonReader::scaled(item, QLatin1String("openAmount")).value_or(0) <= 0)
                continue;
            QJsonObject &slot =
                item.value(QLatin1String("currencyCode")).toString() == QLatin1String("CHF") ? m_chf : m_eur;
            if (!slot.isEmpty())
                continue;
            const auto one = TestSandbox::wait(DocumentsApi(m_client).get(
                DocumentKind::Invoice, item.value(QLatin1String("uuid")).toString()));
            slot = JsonReader::singleFromEnvelope(one.answer).value_or(QJsonObject());
        }
        QVERIFY(!m_chf.isEmpty());
        QVERIFY(!m_eur.isEmpty());
    }

    void notificationFromTheBank_data()
    {
        QTest::addColumn<QString>("version");
        QTest::newRow("001.04") << QStringLiteral("04");
        QTest::newRow("001.08") << QStringLiteral("08");
    }
    void notificationFromTheBank()
    {
        QFETCH(QString, version);
        const auto reference = [](const QJsonObject &invoice) {
            return invoice.value(QLatin1String("paymentInstrucations"))
                .toObject()
                .value(QLatin1String("reference"))
                .toString();
        };
        const auto uuid = [](const QJsonObject &invoice) {
            return invoice.value(QLatin1String("uuid")).toString();
        };
        const qint64 open = JsonReader::scaled(m_chf, QLatin1String("openAmount")).value_or(0);
        const QJsonObject request {{QStringLiteral("version"), version},
            {QStringLiteral("bookingDate"), QStringLiteral("2026-11-20")},
            {QStringLiteral("payments"),
                QJsonArray {QJsonObject {{QStringLiteral("invoiceUuid"), uuid(m_chf)}}, // in full
                    QJsonObject {
                        {QStringLiteral("invoiceUuid"), uuid(m_chf)}, {QStringLiteral("amount"), 12.5}},
                    QJsonObject {
                        {QStringLiteral("invoiceUuid"), uuid(m_chf)}, {QStringLiteral("amount"), 99999}},
                    QJsonObject {{QStringLiteral("unknownReference"), true}, {QStringLiteral("amount"), 40}},
                    QJsonObject {{QStringLiteral("invoiceUuid"), uuid(m_eur)}},
                    QJsonObject {{QStringLiteral("invoiceUuid"), uuid(m_chf)}, {QStringLiteral("amount"), 5},
                        {QStringLiteral("debit"), true},
                        {QStringLiteral("bankReference"), QStringLiteral("SAME")}},
                    QJsonObject {{QStringLiteral("invoiceUuid"), uuid(m_chf)}, {QStringLiteral("amount"), 6},
                        {QStringLiteral("bankReference"), QStringLiteral("SAME")},
                        {QStringLiteral("debtorName"), QStringLiteral("Zahler & Co")}}}}};
        const QByteArray xml = m_sandbox.camt054(m_sandbox.accounts().first(), request);
        const CamtFile file = CamtReader::read(xml);
        QVERIFY2(file.isValid(), qPrintable(file.error + QString::fromUtf8(xml)));
        QCOMPARE(file.kind, CamtFile::Kind::Notification);
        QCOMPARE(file.version, QStringLiteral("001.") + version);
        QVERIFY(file.messageId.startsWith(QStringLiteral("SBX-054-")));
        QCOMPARE(file.entries.size(), 7);

        const CamtEntry &full = file.entries.at(0);
        QVERIFY(full.isPayment());
        QCOMPARE(full.amountMinor, open);
        QCOMPARE(full.currency, QStringLiteral("CHF"));
        QCOMPARE(full.reference, reference(m_chf));
        QCOMPARE(full.referenceType, PaymentReference::Type::Qrr);
        QCOMPARE(full.referenceKind, QStringLiteral("QRR"));
        QCOMPARE(full.bookingDate, QDate(2026, 11, 20));
        QCOMPARE(full.accountIban, QStringLiteral("CH9300762011623852957"));
        QCOMPARE(full.debtorName,
            m_chf.value(QLatin1String("receiver")).toObject().value(QLatin1String("name")).toString());
        QCOMPARE(file.entries.at(1).amountMinor, 1250);
        QCOMPARE(file.entries.at(2).amountMinor, 9999900);

        const CamtEntry &unknown = file.entries.at(3);
        QCOMPARE(unknown.referenceType, PaymentReference::Type::Qrr); // valid, but no invoice's
        QVERIFY(unknown.reference != reference(m_chf));
        QCOMPARE(unknown.amountMinor, 4000);

        const CamtEntry &euro = file.entries.at(4);
        QCOMPARE(euro.currency, QStringLiteral("EUR"));
        QCOMPARE(euro.referenceType, PaymentReference::Type::Scor);
        QCOMPARE(euro.reference, reference(m_eur));
        QCOMPARE(euro.amountMinor, JsonReader::scaled(m_eur, QLatin1String("openAmount")).value_or(-1));

        QVERIFY(!file.entries.at(5).credit);
        QVERIFY(!file.entries.at(5).isPayment());
        QCOMPARE(file.entries.at(6).debtorName, QStringLiteral("Zahler & Co"));
        QVERIFY(file.entries.at(6).duplicateInFile);
        // Every other entry has a bank reference of its own.
        QSet<QString> bankReferences;
        for (int i = 0; i < 5; ++i)
            bankReferences.insert(file.entries.at(i).bankReference);
        QCOMPARE(bankReferences.size(), 5);
    }

private:
    TestSandbox m_sandbox {{QStringLiteral("--seed-invoices"), QStringLiteral("60")}};
    ApiClient *m_client = nullptr;
    QJsonObject m_chf;
    QJsonObject m_eur;
};

QTEST_MAIN(TestCamtReaderSandbox)
#include "tst_camtreader_sandbox.moc"
