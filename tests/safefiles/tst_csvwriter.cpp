// The one CSV writer, as a table: each character a spreadsheet program reads as the start of a formula
// (OWASP "CSV injection": =, +, -, @, tab, carriage return) gets an apostrophe in front when it comes as
// text, never when the program writes its own number; quotes, delimiters and line breaks are quoted as
// RFC 4180 says. The expected bytes are written out by hand below, not produced by the writer.
#include "documents/CsvReader.h"
#include "domain/CsvWriter.h"

#include <QTest>

class TestCsvWriter : public QObject
{
    Q_OBJECT

private slots:
    void textCell_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("written");
        QTest::newRow("plain") << "Muster AG"
                               << "Muster AG";
        QTest::newRow("empty") << ""
                               << "";
        QTest::newRow("equals") << "=1+2"
                                << "'=1+2";
        QTest::newRow("hyperlink") << "=HYPERLINK(\"http://example.invalid\",\"Zahlen\")"
                                   << "\"'=HYPERLINK(\"\"http://example.invalid\"\",\"\"Zahlen\"\")\"";
        QTest::newRow("plus") << "+41 44 000 00 00"
                              << "'+41 44 000 00 00";
        QTest::newRow("minus") << "-2+3+cmd|' /C calc'!A0"
                               << "'-2+3+cmd|' /C calc'!A0";
        QTest::newRow("minus as text") << "-12.50"
                                       << "'-12.50";
        QTest::newRow("at") << "@SUM(A1:A9)"
                            << "'@SUM(A1:A9)";
        QTest::newRow("tab") << "\t=1+1"
                             << "'\t=1+1";
        QTest::newRow("carriage return") << "\r=1+1"
                                         << "\"'\r=1+1\"";
        QTest::newRow("equals later") << "a=b"
                                      << "a=b";
        QTest::newRow("space first") << " =1"
                                     << " =1";
        QTest::newRow("apostrophe") << "'s Hertogenbosch"
                                    << "'s Hertogenbosch";
        QTest::newRow("quote") << "say \"hi\""
                               << "\"say \"\"hi\"\"\"";
        QTest::newRow("delimiter") << "a;b"
                                   << "\"a;b\"";
        QTest::newRow("comma, other delimiter") << "a,b"
                                                << "a,b";
        QTest::newRow("line feed") << "line\nbreak"
                                   << "\"line\nbreak\"";
        QTest::newRow("crlf inside") << "line\r\nbreak"
                                     << "\"line\r\nbreak\"";
        QTest::newRow("dangerous and delimiter") << "=A1;B1"
                                                 << "\"'=A1;B1\"";
    }

    void textCell()
    {
        QFETCH(QString, value);
        QFETCH(QString, written);
        QCOMPARE(CsvWriter::textField(value, QLatin1Char(';')), written);
        CsvWriter csv(QLatin1Char(';'));
        csv.text(value).text(QStringLiteral("x"));
        csv.endRecord();
        QCOMPARE(csv.toUtf8(), QByteArray("\xEF\xBB\xBF") + (written + QStringLiteral(";x\r\n")).toUtf8());
        // Read back as it was: the apostrophe is the writer's, not part of the value.
        const CsvTable back = CsvReader::parse(
            CsvWriter::write(
                {{QStringLiteral("h"), QStringLiteral("i")}, {value, QStringLiteral("x")}}, QLatin1Char(';')),
            QLatin1Char(';'));
        QVERIFY2(back.isValid(), qPrintable(back.error));
        QCOMPARE(back.rows.first().first(), value);
    }

    void ourNumbersStayNumbers()
    {
        CsvWriter csv(QLatin1Char(';'));
        // -1250 minor units is the program's own amount: -12.50, a number the spreadsheet adds up.
        csv.money(-1250).money(123450).money(-5).integer(-3).date(QDate(2026, 3, 5)).date(QDate()).empty();
        csv.endRecord();
        QCOMPARE(csv.toUtf8(), QByteArray("\xEF\xBB\xBF-12.50;1234.50;-0.05;-3;2026-03-05;;\r\n"));
    }

    void oneEmptyCellIsNotABlankLine()
    {
        CsvWriter csv;
        csv.empty();
        csv.endRecord();
        QCOMPARE(csv.toUtf8(), QByteArray("\xEF\xBB\xBF\"\"\r\n"));
    }

    void readerKeepsOtherApostrophes()
    {
        // Only the writer's apostrophe (one, right before a dangerous character) is dropped on reading.
        const CsvTable t = CsvReader::parse("a;b\n'x;''=y\n", QLatin1Char(';'));
        QVERIFY2(t.isValid(), qPrintable(t.error));
        QCOMPARE(t.rows.first(), (QStringList {QStringLiteral("'x"), QStringLiteral("''=y")}));
    }
};

QTEST_GUILESS_MAIN(TestCsvWriter)
#include "tst_csvwriter.moc"
