// The hardened XML reader against the classic hostile files: the "billion laughs" entity bomb, an
// external entity that names a local file, an external DTD, a parameter entity, 100 levels of nesting, a
// huge text and a file over the size limit. Each is refused with a message, quickly and without
// growing memory; an ordinary document, read in chunks, reads whole.
#include "domain/SafeXmlReader.h"

#include <QBuffer>
#include <QElapsedTimer>
#include <QTest>

namespace {

struct Outcome
{
    bool refused = false;
    QString error;
    QString text; // every text read, joined
    qint64 ms = 0;
};

Outcome readAll(const QByteArray &xml, SafeXmlReader::Limits limits = {})
{
    QBuffer buffer;
    buffer.setData(xml);
    buffer.open(QIODevice::ReadOnly);
    QElapsedTimer timer;
    timer.start();
    SafeXmlReader reader(&buffer, limits);
    Outcome o;
    while (true) {
        const QXmlStreamReader::TokenType token = reader.readNext();
        if (token == QXmlStreamReader::Characters)
            o.text += reader.text();
        if (token == QXmlStreamReader::EndDocument || token == QXmlStreamReader::Invalid)
            break;
    }
    o.refused = reader.hasError();
    o.error = reader.errorString();
    o.ms = timer.elapsed();
    return o;
}

} // namespace

class TestSafeXml : public QObject
{
    Q_OBJECT

private slots:
    void hostile_data()
    {
        QTest::addColumn<QByteArray>("xml");
        QTest::addColumn<QString>("says");
        // Ten levels of ten: 10^9 "lol" if expanded.
        QByteArray bomb = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n";
        for (int i = 1; i <= 9; ++i) {
            bomb += " <!ENTITY lol" + QByteArray::number(i) + " \"";
            for (int j = 0; j < 10; ++j)
                bomb += "&lol" + (i == 1 ? QByteArray() : QByteArray::number(i - 1)) + ";";
            bomb += "\">\n";
        }
        bomb += "]>\n<lolz>&lol9;</lolz>\n";
        QTest::newRow("billion laughs") << bomb << "document type";
        QTest::newRow("external entity") << QByteArray(
            "<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY xxe SYSTEM \"file:///etc/passwd\">]>\n"
            "<Document>&xxe;</Document>") << "document type";
        QTest::newRow("external DTD") << QByteArray(
            "<?xml version=\"1.0\"?>\n<!DOCTYPE Document SYSTEM \"http://example.invalid/evil.dtd\">\n"
            "<Document/>") << "document type";
        QTest::newRow("parameter entity")
            << QByteArray("<!DOCTYPE d [<!ENTITY % p SYSTEM \"http://example.invalid/p\"> %p;]><d/>")
            << "document type";
        QTest::newRow("undeclared entity") << QByteArray("<d>&passwd;</d>") << "";
        QByteArray deep;
        for (int i = 0; i < 100; ++i)
            deep += "<a>";
        for (int i = 0; i < 100; ++i)
            deep += "</a>";
        QTest::newRow("100 levels") << deep << "nested more than 64";
        QTest::newRow("huge text") << "<d>" + QByteArray(2 * 1024 * 1024, 'x') + "</d>"
                                   << "text is longer";
        QTest::newRow("huge attribute") << "<d a=\"" + QByteArray(2 * 1024 * 1024, 'x') + "\"/>"
                                        << "attribute is longer";
        QTest::newRow("not XML") << QByteArray("%PDF-1.7 not xml") << "not well-formed";
        QTest::newRow("cut off") << QByteArray("<d><e>1</e>") << "ends in the middle";
        QTest::newRow("empty") << QByteArray() << "empty";
    }

    void hostile()
    {
        QFETCH(QByteArray, xml);
        QFETCH(QString, says);
        const Outcome o = readAll(xml);
        QVERIFY2(o.refused, qPrintable(o.text.left(200)));
        QVERIFY2(o.error.contains(says), qPrintable(o.error));
        QVERIFY2(!o.text.contains(QStringLiteral("lollol")), "an entity was expanded");
        QVERIFY2(!o.text.contains(QStringLiteral("root:")), "a local file was read");
        QVERIFY2(o.ms < 2000, qPrintable(QString::number(o.ms)));
    }

    void sizeLimit()
    {
        // The limit is on what is read, in chunks: a file twice the limit stops at the limit.
        SafeXmlReader::Limits limits;
        limits.maxBytes = 1024 * 1024;
        QByteArray big = "<d>";
        for (int i = 0; i < 60000; ++i)
            big += "<e>0123456789012345678901234567890123456789</e>";
        big += "</d>";
        QVERIFY(big.size() > 2 * limits.maxBytes);
        QBuffer buffer(&big);
        buffer.open(QIODevice::ReadOnly);
        SafeXmlReader reader(&buffer, limits);
        while (reader.readNext() != QXmlStreamReader::Invalid) { }
        QVERIFY(reader.errorString().contains(QStringLiteral("larger than 1 MB")));
        QVERIFY(reader.bytesRead() <= limits.maxBytes + 64 * 1024);
        QVERIFY(SafeXmlReader(big, limits).hasError());
    }

    void ordinaryDocumentInChunks()
    {
        // A text of 200'000 characters crosses several 64 KiB chunks and still reads as one; XML's own
        // entities and character references are read as characters.
        const QByteArray text(200000, 'z');
        const QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- a comment -->\n"
                               "<Document xmlns=\"urn:iso:std:iso:20022:tech:xsd:camt.054.001.08\">"
                               "<Nm>M&amp;M &#x41;G</Nm><Long>"
            + text + "</Long><Empty/></Document>\n";
        QBuffer buffer;
        buffer.setData(xml);
        buffer.open(QIODevice::ReadOnly);
        SafeXmlReader reader(&buffer);
        QStringList seen;
        while (true) {
            const QXmlStreamReader::TokenType token = reader.readNext();
            if (token == QXmlStreamReader::Invalid || token == QXmlStreamReader::EndDocument)
                break;
            if (token != QXmlStreamReader::StartElement)
                continue;
            QCOMPARE(reader.namespaceUri(), QStringLiteral("urn:iso:std:iso:20022:tech:xsd:camt.054.001.08"));
            if (reader.name() == QLatin1String("Nm")) {
                QCOMPARE(reader.readElementText(), QStringLiteral("M&M AG"));
                seen << QStringLiteral("Nm");
            } else if (reader.name() == QLatin1String("Long")) {
                QCOMPARE(reader.readElementText().size(), text.size());
                seen << QStringLiteral("Long");
            }
        }
        QVERIFY2(!reader.hasError(), qPrintable(reader.errorString()));
        QCOMPARE(seen, (QStringList {QStringLiteral("Nm"), QStringLiteral("Long")}));
    }

    void elementInsideText()
    {
        SafeXmlReader reader(QByteArray("<d><Amt>1<b/></Amt></d>"));
        reader.readNext();
        reader.readNext();
        QCOMPARE(reader.name(), QStringLiteral("Amt"));
        reader.readElementText();
        QVERIFY(reader.hasError());
        QVERIFY2(reader.errorString().contains(QStringLiteral("Line 1")), qPrintable(reader.errorString()));
    }
};

QTEST_GUILESS_MAIN(TestSafeXml)
#include "tst_safexml.moc"
