// What a bookkeeper types into a date field, read in the locale's day-month-year order.

#include "views/DateField.h"

#include <QApplication>
#include <QSignalSpy>
#include <QTest>

class TestDateField : public QObject
{
    Q_OBJECT

private slots:
    void parse_data();
    void parse();
    void typing();
    void badInputIsRevertedWithMessage();
    void optionalFieldMayBeEmpty();
};

void TestDateField::parse_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QDate>("expected"); // invalid: not a date

    const QString ch = QStringLiteral("de_CH");
    // today is 2026-11-24 in every row
    QTest::newRow("full") << ch << "23.11.2026" << QDate(2026, 11, 23);
    QTest::newRow("two-digit year") << ch << "23.11.26" << QDate(2026, 11, 23);
    QTest::newRow("this year, trailing dot") << ch << "23.11." << QDate(2026, 11, 23);
    QTest::newRow("this year, no dot") << ch << "23.11" << QDate(2026, 11, 23);
    QTest::newRow("compact six") << ch << "231126" << QDate(2026, 11, 23);
    QTest::newRow("compact eight") << ch << "23112026" << QDate(2026, 11, 23);
    QTest::newRow("compact four: this year") << ch << "0102" << QDate(2026, 2, 1);
    QTest::newRow("day only: this month") << ch << "5" << QDate(2026, 11, 5);
    QTest::newRow("single digits") << ch << "1.2.27" << QDate(2027, 2, 1);
    QTest::newRow("spaces around") << ch << "  23.11.2026 " << QDate(2026, 11, 23);
    QTest::newRow("two-digit year of the last century") << ch << "29.2.88" << QDate(1988, 2, 29);
    QTest::newRow("two-digit year 20 years ahead") << ch << "1.1.46" << QDate(2046, 1, 1);
    QTest::newRow("two-digit year 21 years ahead") << ch << "1.1.47" << QDate(1947, 1, 1);
    QTest::newRow("slashes") << ch << "23/11/2026" << QDate(2026, 11, 23);
    QTest::newRow("iso") << ch << "2026-11-23" << QDate(2026, 11, 23);
    QTest::newRow("today t") << ch << "t" << QDate(2026, 11, 24);
    QTest::newRow("today h") << ch << "H" << QDate(2026, 11, 24);
    QTest::newRow("plus 30") << ch << "+30" << QDate(2026, 12, 24);
    QTest::newRow("minus 7") << ch << "-7" << QDate(2026, 11, 17);
    QTest::newRow("long form") << ch << "23. November 2026" << QDate(2026, 11, 23);
    QTest::newRow("long form with weekday") << ch << "Montag, 23. November 2026" << QDate(2026, 11, 23);
    QTest::newRow("no such day") << ch << "31.11.2026" << QDate();
    QTest::newRow("no 29 February") << ch << "29.02.2027" << QDate();
    QTest::newRow("month 13") << ch << "1.13.2026" << QDate();
    QTest::newRow("three-digit year") << ch << "1.1.202" << QDate();
    QTest::newRow("five digits") << ch << "23112" << QDate();
    QTest::newRow("words") << ch << "soon" << QDate();
    QTest::newRow("empty") << ch << "" << QDate();
    QTest::newRow("four parts") << ch << "1.2.3.4" << QDate();

    const QString us = QStringLiteral("en_US");
    QTest::newRow("us month first") << us << "11/23/2026" << QDate(2026, 11, 23);
    QTest::newRow("us compact") << us << "112326" << QDate(2026, 11, 23);
    QTest::newRow("us this year") << us << "2/1" << QDate(2026, 2, 1);
    QTest::newRow("us long form") << us << "November 23, 2026" << QDate(2026, 11, 23);
    QTest::newRow("us day 23 is no month") << us << "23/11/2026" << QDate();

    const QString fr = QStringLiteral("fr_CH");
    QTest::newRow("fr dots") << fr << "23.11.26" << QDate(2026, 11, 23);
    QTest::newRow("fr long form") << fr << "23 novembre 2026" << QDate(2026, 11, 23);
    QTest::newRow("it compact") << "it_CH"
                                << "231126" << QDate(2026, 11, 23);
}

void TestDateField::parse()
{
    QFETCH(QString, locale);
    QFETCH(QString, text);
    QFETCH(QDate, expected);
    const std::optional<QDate> parsed = DateField::parse(text, QLocale(locale), QDate(2026, 11, 24));
    QCOMPARE(parsed.value_or(QDate()), expected);
}

void TestDateField::typing()
{
    QLocale::setDefault(QLocale(QStringLiteral("de_CH")));
    DateField field;
    field.show();
    QCOMPARE(field.date(), QDate::currentDate());
    QSignalSpy changed(&field, &DateField::dateChanged);
    field.selectAll();
    QTest::keyClicks(&field, QStringLiteral("231126"));
    QTest::keyClick(&field, Qt::Key_Return);
    QCOMPARE(field.date(), QDate(2026, 11, 23));
    QCOMPARE(field.text(), QStringLiteral("23.11.2026"));
    QCOMPARE(changed.count(), 1);
    QTest::keyClick(&field, Qt::Key_Up);
    QCOMPARE(field.date(), QDate(2026, 11, 24));
    QCOMPARE(changed.count(), 2);
    QLocale::setDefault(QLocale::c());
}

void TestDateField::badInputIsRevertedWithMessage()
{
    QLocale::setDefault(QLocale(QStringLiteral("de_CH")));
    DateField field;
    field.setFieldName(QStringLiteral("Due date"));
    field.setDate(QDate(2026, 1, 31));
    QSignalSpy changed(&field, &DateField::dateChanged);
    field.setText(QStringLiteral("31.02."));
    QTest::keyClick(&field, Qt::Key_Return);
    QCOMPARE(field.date(), QDate(2026, 1, 31));
    QCOMPARE(field.text(), QStringLiteral("31.01.2026"));
    QCOMPARE(changed.count(), 0);
    QLocale::setDefault(QLocale::c());
}

void TestDateField::optionalFieldMayBeEmpty()
{
    DateField field;
    QVERIFY(field.date().isValid());
    field.clear();
    QTest::keyClick(&field, Qt::Key_Return);
    QVERIFY(field.date().isValid()); // a required field keeps its date
    field.setOptional(true);
    field.clear();
    QTest::keyClick(&field, Qt::Key_Return);
    QVERIFY(!field.date().isValid());
    QVERIFY(field.text().isEmpty());
}

QTEST_MAIN(TestDateField)
#include "tst_datefield.moc"
