// No date a window writes has a two-digit year (issue 37): the views and models format dates only
// through WrittenDate (which takes DateText's four-digit form), checked by reading their sources, and
// WrittenDate itself checked in the languages the program ships.
#include "views/WrittenDate.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

class TestWrittenDates : public QObject
{
    Q_OBJECT

private slots:
    void helperWritesFourDigitYears_data();
    void helperWritesFourDigitYears();
    void viewsFormatDatesOnlyThroughTheHelper();
};

void TestWrittenDates::helperWritesFourDigitYears_data()
{
    QTest::addColumn<QString>("localeName");
    QTest::addColumn<QString>("expectedDate");
    QTest::newRow("de") << QStringLiteral("de_CH") << QStringLiteral("28.11.2026");
    QTest::newRow("fr") << QStringLiteral("fr_CH") << QStringLiteral("28.11.2026");
    QTest::newRow("it") << QStringLiteral("it_CH") << QStringLiteral("28.11.2026");
    QTest::newRow("en") << QStringLiteral("en_US") << QStringLiteral("11/28/2026");
}

void TestWrittenDates::helperWritesFourDigitYears()
{
    QFETCH(QString, localeName);
    QFETCH(QString, expectedDate);
    const QLocale locale(localeName);
    const QDate date(2026, 11, 28);
    QCOMPARE(WrittenDate::date(date, locale), expectedDate);
    // A date and time: the same date, then the time; the year never shortened.
    const QDateTime when(date, QTime(14, 5));
    const QString written = WrittenDate::dateTime(when, locale);
    QVERIFY2(written.startsWith(expectedDate + QLatin1Char(' ')), qPrintable(written));
    QVERIFY2(written.contains(QLatin1String("2026")), qPrintable(written));
    QVERIFY(WrittenDate::date(QDate(), locale).isEmpty());
    QVERIFY(WrittenDate::dateTime(QDateTime(), locale).isEmpty());
    // Early in a century the short format would read "05.01.01".
    QVERIFY(WrittenDate::date(QDate(2001, 1, 5), locale).contains(QLatin1String("2001")));
}

void TestWrittenDates::viewsFormatDatesOnlyThroughTheHelper()
{
    // A locale's date or date-time format handed to toString() (ShortFormat is "dd.MM.yy" in de_CH),
    // or a format string of its own with a year of fewer than four digits.
    static const QRegularExpression localeFormat(
        QStringLiteral(R"(toString\((?:[^;]|\n)*?QLocale::(ShortFormat|LongFormat|NarrowFormat))"));
    static const QRegularExpression shortYearLiteral(
        QStringLiteral(R"("[^"\n]*\b(d{1,2}|M{1,2})[./-][^"\n]*(?<!y)y{1,2}(?!y)[^"\n]*")"));
    const QString src = QStringLiteral(INVOICEDESK_SOURCE_DIR "/src");
    QStringList offenders;
    int scanned = 0;
    // Every layer that writes text a user reads: the views, their models, the reports, the documents'
    // controllers and the command line.
    for (const QString &folder :
        {QStringLiteral("/views"), QStringLiteral("/models"), QStringLiteral("/reports"),
            QStringLiteral("/documents"), QStringLiteral("/headless"), QStringLiteral("/domain")}) {
        QDirIterator it(src + folder, {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
            QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            if (path.endsWith(QLatin1String("/views/WrittenDate.cpp"))
                || path.endsWith(QLatin1String("/domain/DateText.cpp")))
                continue; // the helpers: the time's short format is their business
            QFile file(path);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
            const QString text = QString::fromUtf8(file.readAll());
            ++scanned;
            // Format literals are looked for in the views and models only: elsewhere string literals are
            // SQL, wire formats and ISO dates.
            const bool view = folder == QLatin1String("/views") || folder == QLatin1String("/models");
            for (const QRegularExpression *re : {&localeFormat, &shortYearLiteral}) {
                if (re == &shortYearLiteral && !view)
                    continue;
                auto matches = re->globalMatch(text);
                while (matches.hasNext()) {
                    const auto m = matches.next();
                    const int line = int(text.left(m.capturedStart()).count(QLatin1Char('\n'))) + 1;
                    offenders << QStringLiteral("%1:%2: %3")
                                     .arg(path.mid(src.size() + 1))
                                     .arg(line)
                                     .arg(m.captured().simplified().left(120));
                }
            }
        }
    }
    QVERIFY2(scanned > 50, "the views' sources were not found");
    QVERIFY2(offenders.isEmpty(),
        qPrintable(
            QStringLiteral("dates formatted outside WrittenDate:\n") + offenders.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestWrittenDates)
#include "tst_written_dates.moc"
