// Payment references and the sandbox as the bank. Every invoice gets a reference by its bank account: a
// QR reference (QRR) on the account with a QR-IBAN, a creditor reference (SCOR) on a plain IBAN, kept when
// the client sends one that fits and refused (422) when it does not; a clone or a changed bank account gets
// its own. The camt.054 control route answers the notification a bank would send for chosen payments.
// The check digits are verified by this test's own arithmetic, itself checked against the published
// examples of the SIX QR-bill guidelines and ISO 11649.
#include "SandboxPeer.h"

#include <QDate>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

namespace {

// Modulo 10 recursive over the first 26 digits, compared with the 27th (SIX, QR-bill guidelines).
bool validQrr(const QString &r)
{
    static const QRegularExpression digits(QStringLiteral("^[0-9]{27}$"));
    if (!digits.match(r).hasMatch())
        return false;
    static const int table[] = {0, 9, 4, 6, 8, 2, 7, 1, 3, 5};
    int carry = 0;
    for (int i = 0; i < 26; ++i)
        carry = table[(carry + r.at(i).digitValue()) % 10];
    return (10 - carry) % 10 == r.at(26).digitValue();
}

// ISO 11649: the first four characters moved to the end, letters as 10..35, the number modulo 97 is 1.
bool validScor(const QString &r)
{
    static const QRegularExpression form(QStringLiteral("^RF[0-9]{2}[0-9A-Z]{1,21}$"));
    if (!form.match(r).hasMatch())
        return false;
    QString numeric;
    for (const QChar c : r.mid(4) + r.left(4))
        numeric += c.isDigit() ? QString(c) : QString::number(c.unicode() - 'A' + 10);
    int remainder = 0;
    for (const QChar c : numeric)
        remainder = (remainder * 10 + c.digitValue()) % 97;
    return remainder == 1;
}

} // namespace

class TestSandboxPayments : public QObject
{
    Q_OBJECT

    QString path(const QString &suffix) const
    {
        return QStringLiteral("/accounts/%1").arg(m_account) + suffix;
    }
    SandboxPeer::Answer send(const QByteArray &verb, const QString &suffix, const QJsonObject &body = {})
    {
        return m_peer.request(verb, path(suffix), QStringLiteral("demo"),
            body.isEmpty() ? QByteArray() : QJsonDocument(body).toJson(QJsonDocument::Compact));
    }
    static QJsonObject instructions(const QJsonObject &invoice)
    {
        return invoice.value(QLatin1String("paymentInstrucations")).toObject();
    }
    static QString referenceOf(const QJsonObject &invoice)
    {
        return instructions(invoice).value(QLatin1String("reference")).toString();
    }
    // A CHF or EUR invoice of 2 x 100.00 at 8.1 % (216.20) to the demo's first company, with `extra`.
    SandboxPeer::Answer create(const QString &currency, const QJsonObject &extra = {})
    {
        QJsonObject d {{QStringLiteral("currencyCode"), currency},
            {QStringLiteral("receiver"), QJsonObject {{QStringLiteral("companyUuid"), m_company}}},
            {QStringLiteral("positions"),
                QJsonArray {
                    QJsonObject {{QStringLiteral("quantity"), 2}, {QStringLiteral("singlePrice"), 100},
                        {QStringLiteral("vat"), QJsonObject {{QStringLiteral("percentage"), 8.1}}}}}}};
        for (auto it = extra.begin(); it != extra.end(); ++it)
            d.insert(it.key(), it.value());
        return send("POST", QStringLiteral("/documents/v2/invoices"),
            QJsonObject {{QStringLiteral("documents"), QJsonArray {d}}});
    }
    static QJsonObject payTo(const QString &iban, const QString &reference)
    {
        return {{QStringLiteral("paymentInstructions"),
            QJsonObject {{QStringLiteral("iban"), iban}, {QStringLiteral("reference"), reference}}}};
    }
    static QString fieldErrors(const SandboxPeer::Answer &a)
    {
        return QString::fromUtf8(QJsonDocument(a.json.value(QLatin1String("errors")).toObject()).toJson());
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_peer.error().isEmpty(), qPrintable(m_peer.error()));
        m_account = m_peer.accounts().first();
        for (const QJsonValue &v : send("GET", QStringLiteral("/finances/v2/bank-accounts"))
                                       .json.value(QLatin1String("data"))
                                       .toArray()) {
            const QJsonObject a = v.toObject();
            if (a.value(QLatin1String("currencyCode")).toString() == QLatin1String("CHF"))
                m_chfAccount = a;
            else
                m_eurAccount = a;
        }
        // The demo's accounts: CHF with QR-bill payments on a QR-IBAN, EUR on a plain IBAN.
        QCOMPARE(
            m_chfAccount.value(QLatin1String("iban")).toString(), QStringLiteral("CH9300762011623852957"));
        QCOMPARE(
            m_eurAccount.value(QLatin1String("iban")).toString(), QStringLiteral("CH5604835012345678009"));
        const QJsonArray companies = send("GET", QStringLiteral("/addresses/v2/companies?limit=1"))
                                         .json.value(QLatin1String("data"))
                                         .toArray();
        m_company = companies.first().toObject().value(QLatin1String("uuid")).toString();
        QVERIFY(!m_company.isEmpty());
    }

    // The arithmetic of this test against published references: the QRR of the SIX QR-bill guidelines'
    // example and the creditor reference of ISO 11649's, each also with one digit changed.
    void checkDigitsOfPublishedExamples()
    {
        QVERIFY(validQrr(QStringLiteral("210000000003139471430009017")));
        QVERIFY(!validQrr(QStringLiteral("210000000003139471430009018")));
        QVERIFY(validScor(QStringLiteral("RF18539007547034")));
        QVERIFY(!validScor(QStringLiteral("RF19539007547034")));
    }

    // With nothing sent, a CHF invoice is paid to the default CHF account, which has a QR-IBAN: a QRR whose
    // digits count the invoice's id. An EUR invoice goes to the EUR account: a SCOR made of its number.
    void newInvoicesGetTheirAccountsReference()
    {
        const auto chf = create(QStringLiteral("CHF"));
        QCOMPARE(chf.status, 201);
        const QJsonObject d = chf.data();
        QCOMPARE(
            instructions(d).value(QLatin1String("iban")).toString(), QStringLiteral("CH9300762011623852957"));
        QCOMPARE(instructions(d).value(QLatin1String("bic")).toString(), QStringLiteral("POFICHBEXXX"));
        const QString qrr = referenceOf(d);
        QVERIFY2(validQrr(qrr), qPrintable(qrr));
        QCOMPARE(qrr.left(26).toLongLong(), d.value(QLatin1String("id")).toInteger());
        // Read again, the same.
        const QString uuid = d.value(QLatin1String("uuid")).toString();
        QCOMPARE(referenceOf(send("GET", QStringLiteral("/documents/v2/invoices/") + uuid).data()), qrr);

        const auto eur = create(QStringLiteral("EUR"));
        QCOMPARE(eur.status, 201);
        QCOMPARE(instructions(eur.data()).value(QLatin1String("iban")).toString(),
            QStringLiteral("CH5604835012345678009"));
        const QString scor = referenceOf(eur.data());
        QVERIFY2(validScor(scor), qPrintable(scor));
        QCOMPARE(scor.mid(4),
            eur.data().value(QLatin1String("invoiceNumber")).toString().remove(QLatin1Char('-')).toUpper());

        // "(none)": an invoice that names no IBAN has no reference.
        const auto none = create(QStringLiteral("CHF"), payTo(QString(), QString()));
        QCOMPARE(none.status, 201);
        QCOMPARE(referenceOf(none.data()), QString());
    }

    void theDemosInvoicesHaveReferences()
    {
        const auto list = send("GET", QStringLiteral("/documents/v2/invoices?limit=40"));
        QSet<QString> seen;
        for (const QJsonValue &v : list.json.value(QLatin1String("data")).toArray()) {
            const QString uuid = v.toObject().value(QLatin1String("uuid")).toString();
            const QJsonObject d = send("GET", QStringLiteral("/documents/v2/invoices/") + uuid).data();
            const QString reference = referenceOf(d);
            if (d.value(QLatin1String("currencyCode")).toString() == QLatin1String("CHF"))
                QVERIFY2(validQrr(reference), qPrintable(reference));
            else
                QVERIFY2(validScor(reference), qPrintable(reference));
            QVERIFY2(!seen.contains(reference), qPrintable(reference));
            seen.insert(reference);
        }
        QCOMPARE(seen.size(), 40);
    }

    // A reference the client sends is kept when it fits the account, refused naming the field otherwise.
    void sentReferencesAreCheckedAgainstTheAccount()
    {
        const QString published = QStringLiteral("210000000003139471430009017");
        const auto kept =
            create(QStringLiteral("CHF"), payTo(QStringLiteral("CH9300762011623852957"), published));
        QCOMPARE(kept.status, 201);
        QCOMPARE(referenceOf(kept.data()), published);
        // Spaces as printed are taken too, and kept without them.
        const auto spaced = create(QStringLiteral("EUR"),
            payTo(QStringLiteral("CH5604835012345678009"), QStringLiteral("RF18 5390 0754 7034")));
        QCOMPARE(spaced.status, 201);
        QCOMPARE(referenceOf(spaced.data()), QStringLiteral("RF18539007547034"));

        const QString field = QStringLiteral("documents.0.paymentInstructions.reference");
        for (const auto &[iban, reference] : {std::pair {QStringLiteral("CH9300762011623852957"),
                                                  QStringLiteral("210000000003139471430009018")},
                 std::pair {QStringLiteral("CH9300762011623852957"), QStringLiteral("RF18539007547034")},
                 std::pair {QStringLiteral("CH5604835012345678009"), QStringLiteral("RF19539007547034")},
                 std::pair {QStringLiteral("CH5604835012345678009"), published}}) {
            const auto refused = create(QStringLiteral("CHF"), payTo(iban, reference));
            QCOMPARE(refused.status, 422);
            QVERIFY2(refused.json.value(QLatin1String("errors")).toObject().contains(field),
                qPrintable(fieldErrors(refused)));
        }
    }

    // PATCH: the reference stays; moved to the EUR account with the old QRR sent back, the invoice gets a
    // SCOR; a clone gets a reference of its own.
    void changesAndClonesGetFittingReferences()
    {
        const auto created = create(QStringLiteral("CHF"));
        const QString uuid = created.data().value(QLatin1String("uuid")).toString();
        const QString qrr = referenceOf(created.data());
        const QString one = QStringLiteral("/documents/v2/invoices/") + uuid;
        auto patched = send("PATCH", one,
            {{QStringLiteral("documents"),
                QJsonArray {QJsonObject {{QStringLiteral("title"), QStringLiteral("Neuer Titel")}}}}});
        QCOMPARE(patched.status, 200);
        QCOMPARE(referenceOf(patched.data()), qrr);
        QJsonObject moved = payTo(QStringLiteral("CH5604835012345678009"), qrr);
        patched = send("PATCH", one, {{QStringLiteral("documents"), QJsonArray {moved}}});
        QCOMPARE(patched.status, 200);
        const QString scor = referenceOf(patched.data());
        QVERIFY2(validScor(scor), qPrintable(scor));
        QCOMPARE(instructions(patched.data()).value(QLatin1String("bic")).toString(),
            QStringLiteral("UBSWCHZH80A"));

        const auto cloned = send("PATCH", one + QStringLiteral("/actions/clone"));
        QCOMPARE(cloned.status, 200);
        const QJsonObject copy = send("GET",
            QStringLiteral("/documents/v2/invoices/") + cloned.data().value(QLatin1String("uuid")).toString())
                                     .data();
        QVERIFY2(validScor(referenceOf(copy)), qPrintable(referenceOf(copy)));
        QVERIFY(referenceOf(copy) != scor);
    }

    // paymentAdd takes a QR or creditor reference only with a right check digit.
    void paymentAddChecksStructuredReferences()
    {
        const QString uuid = create(QStringLiteral("CHF")).data().value(QLatin1String("uuid")).toString();
        const QString action = QStringLiteral("/documents/v2/invoices/%1/actions/paymentAdd").arg(uuid);
        for (const QString &wrong :
            {QStringLiteral("210000000003139471430009018"), QStringLiteral("RF19539007547034")}) {
            const auto refused =
                send("PATCH", action, {{QStringLiteral("amount"), 10}, {QStringLiteral("reference"), wrong}});
            QCOMPARE(refused.status, 422);
            QVERIFY(
                refused.json.value(QLatin1String("errors")).toObject().contains(QStringLiteral("reference")));
        }
        const auto booked = send("PATCH", action,
            {{QStringLiteral("amount"), 10},
                {QStringLiteral("reference"), QStringLiteral("RF18 5390 0754 7034")},
                {QStringLiteral("bankAccountUuid"), m_eurAccount.value(QLatin1String("uuid"))}});
        QCOMPARE(booked.status, 200);
        const QJsonObject d = send("GET", QStringLiteral("/documents/v2/invoices/") + uuid).data();
        const QJsonObject payment = d.value(QLatin1String("payments")).toArray().last().toObject();
        QCOMPARE(payment.value(QLatin1String("reference")).toString(), QStringLiteral("RF18 5390 0754 7034"));
        QCOMPARE(payment.value(QLatin1String("bankAccountUuid")).toString(),
            m_eurAccount.value(QLatin1String("uuid")).toString());
        QCOMPARE(d.value(QLatin1String("openAmount")).toDouble(), 206.20); // 216.20 - 10.00
    }

    // The bank: a camt.054 in the version asked for, one entry per payment, amounts and references as
    // chosen; the full amount of an invoice when none is given. (Its reading by the client's CamtReader is
    // tst_camtreader_sandbox.)
    void camt054ForChosenPayments_data()
    {
        QTest::addColumn<QString>("version");
        QTest::newRow("001.04") << QStringLiteral("04");
        QTest::newRow("001.08") << QStringLiteral("08");
    }
    void camt054ForChosenPayments()
    {
        QFETCH(QString, version);
        const QJsonObject invoice = create(QStringLiteral("CHF")).data(); // 216.20 open
        const QString uuid = invoice.value(QLatin1String("uuid")).toString();
        const QJsonObject request {{QStringLiteral("version"), version},
            {QStringLiteral("bookingDate"), QStringLiteral("2026-11-20")},
            {QStringLiteral("payments"),
                QJsonArray {QJsonObject {{QStringLiteral("invoiceUuid"), uuid}},
                    QJsonObject {{QStringLiteral("invoiceUuid"), uuid}, {QStringLiteral("amount"), 16.2}},
                    QJsonObject {{QStringLiteral("unknownReference"), true}, {QStringLiteral("amount"), 50}},
                    QJsonObject {{QStringLiteral("invoiceUuid"), uuid},
                        {QStringLiteral("currency"), QStringLiteral("EUR")},
                        {QStringLiteral("amount"), QStringLiteral("300.05")}}}}};
        const auto answer =
            m_peer.request("POST", QStringLiteral("/__sandbox/accounts/%1/camt054").arg(m_account), QString(),
                QJsonDocument(request).toJson());
        QCOMPARE(answer.status, 200);
        QVERIFY2(answer.contentType.startsWith("application/xml"), answer.contentType.constData());

        QXmlStreamReader xml(answer.body);
        QStringList amounts;
        QStringList currencies;
        QStringList references;
        QString namespaceUri;
        QString accountIban;
        QStringList path;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement()) {
                path << xml.name().toString();
                if (namespaceUri.isEmpty())
                    namespaceUri = xml.namespaceUri().toString();
                const QString at = path.join(QLatin1Char('/'));
                if (at.endsWith(QLatin1String("Ntry/Amt"))) {
                    currencies << xml.attributes().value(QLatin1String("Ccy")).toString();
                    amounts << xml.readElementText();
                    path.removeLast();
                } else if (at.endsWith(QLatin1String("CdtrRefInf/Ref"))) {
                    references << xml.readElementText();
                    path.removeLast();
                } else if (at.endsWith(QLatin1String("Ntfctn/Acct/Id/IBAN"))) {
                    accountIban = xml.readElementText();
                    path.removeLast();
                }
            } else if (xml.isEndElement()) {
                path.removeLast();
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(namespaceUri, QStringLiteral("urn:iso:std:iso:20022:tech:xsd:camt.054.001.") + version);
        QCOMPARE(accountIban, QStringLiteral("CH9300762011623852957"));
        QCOMPARE(amounts,
            (QStringList {QStringLiteral("216.20"), QStringLiteral("16.20"), QStringLiteral("50.00"),
                QStringLiteral("300.05")}));
        QCOMPARE(currencies,
            (QStringList {
                QStringLiteral("CHF"), QStringLiteral("CHF"), QStringLiteral("CHF"), QStringLiteral("EUR")}));
        QCOMPARE(references.size(), 4);
        QCOMPARE(references.at(0), referenceOf(invoice));
        QCOMPARE(references.at(1), referenceOf(invoice));
        QVERIFY2(validQrr(references.at(2)) && references.at(2) != referenceOf(invoice),
            qPrintable(references.at(2)));
        QCOMPARE(references.at(3), referenceOf(invoice));
        // Nothing was booked: the bank only tells.
        QCOMPARE(send("GET", QStringLiteral("/documents/v2/invoices/") + uuid)
                     .data()
                     .value(QLatin1String("openAmount"))
                     .toDouble(),
            216.20);
    }

    void camt054RefusesWhatItCannotWrite()
    {
        const auto refused = [this](const QJsonObject &request, const QString &field) {
            const auto a =
                m_peer.request("POST", QStringLiteral("/__sandbox/accounts/%1/camt054").arg(m_account),
                    QString(), QJsonDocument(request).toJson());
            if (a.status != 422)
                return QStringLiteral("%1: status %2").arg(field).arg(a.status);
            return a.json.value(QLatin1String("errors")).toObject().contains(field) ? QString()
                                                                                    : fieldErrors(a);
        };
        const QJsonArray one {
            QJsonObject {{QStringLiteral("unknownReference"), true}, {QStringLiteral("amount"), 1}}};
        QCOMPARE(refused({}, QStringLiteral("payments")), QString());
        QCOMPARE(
            refused({{QStringLiteral("version"), QStringLiteral("05")}, {QStringLiteral("payments"), one}},
                QStringLiteral("version")),
            QString());
        QCOMPARE(
            refused({{QStringLiteral("payments"),
                        QJsonArray {QJsonObject {{QStringLiteral("invoiceUuid"), QStringLiteral("nope")}}}}},
                QStringLiteral("payments.0.invoiceUuid")),
            QString());
        QCOMPARE(
            refused({{QStringLiteral("payments"), QJsonArray {QJsonObject {{QStringLiteral("amount"), 5}}}}},
                QStringLiteral("payments.0")),
            QString());
        QCOMPARE(refused({{QStringLiteral("payments"),
                             QJsonArray {QJsonObject {{QStringLiteral("unknownReference"), true}}}}},
                     QStringLiteral("payments.0.amount")),
            QString());
        QCOMPARE(m_peer
                     .request("POST", QStringLiteral("/__sandbox/accounts/nope/camt054"), QString(),
                         QJsonDocument(QJsonObject {{QStringLiteral("payments"), one}}).toJson())
                     .status,
            404);
    }

private:
    SandboxPeer m_peer {{QStringLiteral("--seed-invoices"), QStringLiteral("60")}};
    QString m_account;
    QString m_company;
    QJsonObject m_chfAccount;
    QJsonObject m_eurAccount;
};

QTEST_GUILESS_MAIN(TestSandboxPayments)
#include "tst_sandbox_payments.moc"
