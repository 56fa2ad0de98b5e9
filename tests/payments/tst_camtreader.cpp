// The camt reader on hand-written files (tests/payments/data) of both versions and a statement; every
// expected value below is read off the file by hand. Then hostile and wrong files: each refused with a
// message, in bounded time.
#include "documents/CamtReader.h"

#include <QBuffer>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

namespace {

CamtFile readFixture(const QString &name)
{
    QFile file(QFINDTESTDATA("data/" + name));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return CamtReader::read(&file);
}

// A camt.054 with one entry and, inside its root element, `filler` of about `bytes` bytes.
QByteArray withFiller(const QByteArray &what, qint64 bytes)
{
    QByteArray filler;
    if (what == "comment")
        filler = "<!--" + QByteArray(bytes, 'x') + "-->";
    else if (what == "pi")
        filler = "<?pad " + QByteArray(bytes, 'x') + "?>";
    else if (what == "whitespace")
        filler = QByteArray(bytes, ' ');
    else if (what == "comments") // many, each well within the limits
        filler = QByteArray("<!--" + QByteArray(100 * 1024, 'x') + "--><?pi x?>\n")
                     .repeated(int(bytes / (100 * 1024)));
    return "<?xml version=\"1.0\"?><Document xmlns=\"urn:iso:std:iso:20022:tech:xsd:camt.054.001.08\">"
           "<BkToCstmrDbtCdtNtfctn><GrpHdr><MsgId>M</MsgId></GrpHdr>"
        + filler
        + "<Ntfctn><Id>N</Id><Ntry><Amt Ccy=\"CHF\">10.00</Amt><CdtDbtInd>CRDT</CdtDbtInd></Ntry></Ntfctn>"
          "</BkToCstmrDbtCdtNtfctn></Document>";
}

// Reads `xml` to its end or its first error; the parser's work and the error.
struct Reading
{
    qint64 scanned = 0;
    qint64 read = 0;
    QString error;
};

Reading readAll(const QByteArray &xml)
{
    QBuffer buffer;
    buffer.setData(xml);
    buffer.open(QIODevice::ReadOnly);
    SafeXmlReader reader(&buffer);
    while (true) {
        const auto token = reader.readNext();
        if (token == QXmlStreamReader::Invalid || token == QXmlStreamReader::EndDocument)
            break;
    }
    return {reader.bytesScanned(), reader.bytesRead(), reader.errorString()};
}

} // namespace

class TestCamtReader : public QObject
{
    Q_OBJECT

private slots:
    void notificationVersion04()
    {
        const CamtFile f = readFixture("camt054_v04.xml");
        QVERIFY2(f.isValid(), qPrintable(f.error));
        QCOMPARE(f.kind, CamtFile::Kind::Notification);
        QCOMPARE(f.version, QStringLiteral("001.04"));
        QCOMPARE(f.messageId, QStringLiteral("MSG-054-04-0001"));
        // The batch entry of 1080.50 is two transactions (1000.00 + 80.50), then the debit, then the credit
        // of 50 whose reference's check digit is wrong.
        QCOMPARE(f.entries.size(), 4);
        const CamtEntry &qrr = f.entries.at(0);
        QVERIFY(qrr.credit);
        QVERIFY(qrr.isPayment());
        QCOMPARE(qrr.amountMinor, 100000);
        QCOMPARE(qrr.currency, QStringLiteral("CHF"));
        QCOMPARE(qrr.bookingDate, QDate(2026, 3, 10));
        QCOMPARE(qrr.valueDate, QDate(2026, 3, 11));
        QCOMPARE(qrr.bankReference, QStringLiteral("TX-0001"));
        QCOMPARE(qrr.reference, QStringLiteral("210000000003139471430009017"));
        QCOMPARE(qrr.referenceType, PaymentReference::Type::Qrr);
        QCOMPARE(qrr.referenceKind, QStringLiteral("QRR"));
        QCOMPARE(qrr.debtorName, QStringLiteral("Muster & Co AG"));
        QCOMPARE(qrr.debtorIban, QStringLiteral("CH9300762011623852957"));
        QCOMPARE(qrr.accountIban, QStringLiteral("CH4431999123000889012"));
        QCOMPARE(qrr.status, QStringLiteral("BOOK"));

        const CamtEntry &scor = f.entries.at(1);
        QCOMPARE(scor.amountMinor, 8050);
        QCOMPARE(scor.bankReference, QStringLiteral("TX-0002"));
        QCOMPARE(scor.reference, QStringLiteral("RF18539007547034"));
        QCOMPARE(scor.referenceType, PaymentReference::Type::Scor);
        QCOMPARE(scor.unstructured, QStringLiteral("Rechnung RE-2026-0002"));
        QCOMPARE(scor.debtorName, QStringLiteral("Hans Meier"));

        const CamtEntry &debit = f.entries.at(2);
        QVERIFY(!debit.credit);
        QVERIFY(!debit.isPayment());
        QCOMPARE(debit.amountMinor, 2500);
        QCOMPARE(debit.bankReference, QStringLiteral("ENTRY-0002"));

        const CamtEntry &wrong = f.entries.at(3);
        QCOMPARE(wrong.amountMinor, 5000); // "50", the entry's amount: the transaction has none of its own
        QCOMPARE(wrong.bookingDate, QDate(2026, 3, 12)); // from DtTm
        QCOMPARE(wrong.bankReference, QStringLiteral("ENTRY-0003"));
        QCOMPARE(wrong.referenceType, PaymentReference::Type::None);
        QVERIFY2(wrong.problem.contains(QStringLiteral("check digit")), qPrintable(wrong.problem));
        QVERIFY(!wrong.isPayment());
    }

    void notificationVersion08()
    {
        const CamtFile f = readFixture("camt054_v08.xml");
        QVERIFY2(f.isValid(), qPrintable(f.error));
        QCOMPARE(f.version, QStringLiteral("001.08"));
        QCOMPARE(f.entries.size(), 4);
        const CamtEntry &first = f.entries.at(0);
        QVERIFY(first.isPayment());
        QCOMPARE(first.amountMinor, 43215);
        QCOMPARE(first.debtorName, QStringLiteral("Beispiel GmbH")); // Dbtr/Pty/Nm in .08
        QCOMPARE(first.status, QStringLiteral("BOOK")); // Sts/Cd in .08
        QCOMPARE(first.reference, QStringLiteral("000000000000000000202600013"));
        QCOMPARE(first.referenceType, PaymentReference::Type::Qrr);
        QCOMPARE(first.bankReference, QStringLiteral("T-0801"));
        QCOMPARE(first.accountIban, QStringLiteral("CH5604835012345678009"));

        const CamtEntry &euro = f.entries.at(1);
        QCOMPARE(euro.currency, QStringLiteral("EUR"));
        QCOMPARE(euro.amountMinor, 9990);
        QVERIFY(euro.credit); // the transaction says nothing: the entry's CRDT holds
        QCOMPARE(euro.bankReference, QStringLiteral("E-0802"));
        QVERIFY(!euro.duplicateInFile);
        QVERIFY(f.entries.at(2).duplicateInFile); // E-0802 again

        const CamtEntry &pending = f.entries.at(3);
        QCOMPARE(pending.status, QStringLiteral("PDNG"));
        QVERIFY(!pending.isPayment());
    }

    void statement()
    {
        const CamtFile f = readFixture("camt053_v08.xml");
        QVERIFY2(f.isValid(), qPrintable(f.error));
        QCOMPARE(f.kind, CamtFile::Kind::Statement);
        QCOMPARE(f.messageId, QStringLiteral("STMT-2026-03"));
        // The balance's Amt is not an entry: three entries.
        QCOMPARE(f.entries.size(), 3);
        QCOMPARE(f.entries.at(0).amountMinor, 120000);
        QCOMPARE(f.entries.at(0).referenceType, PaymentReference::Type::Scor);
        QCOMPARE(f.entries.at(0).accountIban, QStringLiteral("CH5604835012345678009"));
        QVERIFY(f.entries.at(0).isPayment());
        QVERIFY(f.entries.at(1).reversal);
        QVERIFY(!f.entries.at(1).isPayment());
        QVERIFY(!f.entries.at(2).credit);
        QCOMPARE(f.entries.at(2).amountMinor, 7435);
    }

    void amounts_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("minor"); // -1: refused
        QTest::newRow("two decimals") << "1234.50" << qint64(123450);
        QTest::newRow("one decimal") << "0.5" << qint64(50);
        QTest::newRow("whole") << "7" << qint64(700);
        QTest::newRow("trailing zeros") << "1.23000" << qint64(123);
        QTest::newRow("third decimal") << "1.235" << qint64(-1);
        QTest::newRow("negative") << "-5.00" << qint64(-1);
        QTest::newRow("comma") << "5,00" << qint64(-1);
        QTest::newRow("exponent") << "1e3" << qint64(-1);
        QTest::newRow("empty") << "" << qint64(-1);
    }

    void amounts()
    {
        QFETCH(QString, text);
        QFETCH(qint64, minor);
        const std::optional<qint64> parsed = CamtReader::parseAmount(text);
        QCOMPARE(parsed.value_or(-1), minor);
    }

    void refused_data()
    {
        QTest::addColumn<QByteArray>("xml");
        QTest::addColumn<QString>("says");
        const QByteArray ns = "urn:iso:std:iso:20022:tech:xsd:camt.054.001.08";
        QTest::newRow("not XML") << QByteArray("Datum;Betrag\n2026-03-01;100.00\n") << "not well-formed";
        QTest::newRow("camt.052") << QByteArray(
            "<Document xmlns=\"urn:iso:std:iso:20022:tech:xsd:camt.052.001.08\">"
            "<BkToCstmrAcctRpt/></Document>")
                                  << "not a camt.054";
        QTest::newRow("pain.001") << QByteArray(
            "<Document xmlns=\"urn:iso:std:iso:20022:tech:xsd:pain.001.001.09\"/>")
                                  << "not a camt.054";
        QTest::newRow("wrong body") << "<Document xmlns=\"" + ns + "\"><BkToCstmrStmt/></Document>"
                                    << "is not what";
        QTest::newRow("no namespace")
            << QByteArray("<Document><BkToCstmrDbtCdtNtfctn/></Document>") << "not a camt.054";
        QTest::newRow("external entity")
            << "<!DOCTYPE Document [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><Document xmlns=\"" + ns
                + "\"><BkToCstmrDbtCdtNtfctn><GrpHdr><MsgId>&x;</MsgId></GrpHdr></BkToCstmrDbtCdtNtfctn></"
                  "Document>"
            << "document type";
        QByteArray bomb = "<!DOCTYPE Document [<!ENTITY a \"aaaaaaaaaa\">";
        for (int i = 1; i <= 9; ++i)
            bomb += "<!ENTITY a" + QByteArray::number(i) + " \""
                + QByteArray("&a" + (i == 1 ? QByteArray() : QByteArray::number(i - 1)) + ";").repeated(10)
                + "\">";
        bomb += "]><Document xmlns=\"" + ns
            + "\"><BkToCstmrDbtCdtNtfctn><GrpHdr><MsgId>&a9;</MsgId></GrpHdr>"
              "</BkToCstmrDbtCdtNtfctn></Document>";
        QTest::newRow("entity bomb") << bomb << "document type";
        QByteArray deep = "<Document xmlns=\"" + ns + "\"><BkToCstmrDbtCdtNtfctn><Ntfctn><Ntry>";
        for (int i = 0; i < 100; ++i)
            deep += "<NtryDtls>";
        QTest::newRow("100 levels") << deep << "nested more than";
        QTest::newRow("empty") << QByteArray() << "empty";
    }

    // Issue 36: a 16 MB comment took 22 s (the parser scanned it again from its start with every chunk).
    // Comments, processing instructions and space count toward the limits like text, and the work is
    // linear: the 16 MB case no more than about 8 times the 2 MB case, and never much more than the input.
    void fillerIsLinear_data()
    {
        QTest::addColumn<QByteArray>("what");
        QTest::addColumn<bool>("refused");
        QTest::newRow("one comment") << QByteArray("comment") << true;
        QTest::newRow("one processing instruction") << QByteArray("pi") << true;
        QTest::newRow("a run of space") << QByteArray("whitespace") << true;
        QTest::newRow("comments of 100 KB") << QByteArray("comments") << false;
    }

    void fillerIsLinear()
    {
        QFETCH(QByteArray, what);
        QFETCH(bool, refused);
        const qint64 mb = 1024 * 1024;
        const QByteArray small = withFiller(what, 2 * mb);
        const QByteArray large = withFiller(what, 16 * mb);
        const Reading a = readAll(small);
        const Reading b = readAll(large);
        QCOMPARE(!a.error.isEmpty(), refused);
        QCOMPARE(!b.error.isEmpty(), refused);
        if (refused) {
            QVERIFY2(b.error.contains("1048576 characters"), qPrintable(b.error));
            // Refused once past the limit, long before the end of the 16 MB.
            QVERIFY2(b.read < 6 * mb, qPrintable(QString::number(b.read)));
        } else {
            QCOMPARE(b.read, large.size());
        }
        QVERIFY2(b.scanned <= 8 * a.scanned + 2 * mb,
            qPrintable(QStringLiteral("2 MB: %1 bytes scanned, 16 MB: %2").arg(a.scanned).arg(b.scanned)));
        QVERIFY2(a.scanned <= 3 * small.size() && b.scanned <= 3 * large.size(),
            qPrintable(QStringLiteral("2 MB: %1 bytes scanned, 16 MB: %2").arg(a.scanned).arg(b.scanned)));
        // The reader above gives the same answer.
        const CamtFile f = CamtReader::read(large);
        QCOMPARE(f.isValid(), !refused);
        if (!refused)
            QCOMPARE(f.entries.size(), 1);
    }

    void commentsWithinTheLimitsAreRead()
    {
        const QByteArray xml = withFiller("comment", 900 * 1024);
        const CamtFile f = CamtReader::read(xml);
        QVERIFY2(f.isValid(), qPrintable(f.error));
        QCOMPARE(f.entries.size(), 1);
        QCOMPARE(f.entries.first().amountMinor, 1000);
    }

    // A file whose size is known and over the limit is refused before a byte of it is read (a 200 MB
    // comment took 13½ minutes before it was refused).
    void overTheLimitRefusedUnread()
    {
        QTemporaryDir dir;
        QFile f(dir.filePath("large.xml"));
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.write(withFiller("comment", 1024)));
        QVERIFY(f.resize(200 * 1024 * 1024)); // sparse: no time, no disk
        QVERIFY(f.seek(0));
        QElapsedTimer timer;
        timer.start();
        const CamtFile camt = CamtReader::read(&f);
        QVERIFY(!camt.isValid());
        QVERIFY2(camt.error.contains("larger than 128 MB"), qPrintable(camt.error));
        QCOMPARE(f.pos(), 0);
        const CamtFile head = CamtReader::readHead(&f);
        QVERIFY2(head.error.contains("larger than 128 MB"), qPrintable(head.error));
        QCOMPARE(f.pos(), 0);
        QVERIFY(timer.elapsed() < 1000);
    }

    // The headless import's check: the head only (kind, version), then the import reads the file once.
    void headOnly()
    {
        QFile file(QFINDTESTDATA("data/camt054_v04.xml"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const CamtFile head = CamtReader::readHead(&file);
        QVERIFY2(head.isValid(), qPrintable(head.error));
        QCOMPARE(head.kind, CamtFile::Kind::Notification);
        QCOMPARE(head.version, QStringLiteral("001.04"));
        QVERIFY(head.entries.isEmpty());
        QBuffer other;
        other.setData("<Document xmlns=\"urn:iso:std:iso:20022:tech:xsd:pain.001.001.09\"/>");
        other.open(QIODevice::ReadOnly);
        QVERIFY(CamtReader::readHead(&other).error.contains("not a camt.054"));
    }

    void refused()
    {
        QFETCH(QByteArray, xml);
        QFETCH(QString, says);
        QElapsedTimer timer;
        timer.start();
        const CamtFile f = CamtReader::read(xml);
        QVERIFY(!f.isValid());
        QVERIFY2(f.error.contains(says), qPrintable(f.error));
        QVERIFY(f.entries.isEmpty());
        QVERIFY(timer.elapsed() < 2000);
    }
};

QTEST_GUILESS_MAIN(TestCamtReader)
#include "tst_camtreader.moc"
