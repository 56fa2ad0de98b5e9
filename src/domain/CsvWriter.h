#pragma once

#include <QByteArray>
#include <QChar>
#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

// The one writer of every CSV file the program writes (report exports, the failed rows of an import, run
// summaries). RFC 4180 text: fields quoted when they hold the delimiter, a quote or a line break; CRLF line
// ends; UTF-8 with a BOM so spreadsheet programs read the umlauts right.
//
// Cells are typed, because a spreadsheet program runs a cell that starts with =, +, -, @, a tab or a
// carriage return as a formula (the OWASP "CSV injection" case), and most text in these files came from
// outside (customer names, titles, references typed by anyone with access to the account):
//  - text() is text from anywhere; one that starts with a dangerous character gets an apostrophe in
//    front, so the spreadsheet shows it as text (CsvReader drops that apostrophe again on reading, so a
//    written file reads back as it was);
//  - money(), integer() and date() are numbers and dates the program itself makes: a negative amount
//    stays "-12.50", a number the spreadsheet can add up.
//
// Every file the program exports (reports, the VAT CSV, the bank file's summary, the command line's
// reports) is written in one dialect: exportDelimiter, headers in the user's language, amounts with a
// "." and two decimals, dates yyyy-MM-dd (docs/user-guide.md, "CSV files"). Only the failed rows of an
// import keep the delimiter of the file they came from.
class CsvWriter
{
public:
    // ";": what a spreadsheet program in a Swiss, German, French or Italian locale opens in columns.
    static constexpr QChar exportDelimiter = QLatin1Char(';');

    explicit CsvWriter(QChar delimiter = exportDelimiter);

    CsvWriter &text(const QString &value);
    CsvWriter &money(qint64 minor); // "1234.50", "-0.05"
    CsvWriter &integer(qint64 value);
    CsvWriter &date(const QDate &date); // yyyy-MM-dd; an invalid date is an empty cell
    CsvWriter &empty();
    // Ends the current record (a line). A record of one empty cell is written as "" so that readers do
    // not skip it as a blank line.
    void endRecord();

    QChar delimiter() const { return m_delimiter; }
    // The whole file: BOM and UTF-8.
    QByteArray toUtf8() const;

    // Every record of text cells (the failed rows of an import are the user's own cells, text).
    static QByteArray write(const QList<QStringList> &records, QChar delimiter = exportDelimiter);
    // One text cell as it is written: neutralised, then quoted where needed.
    static QString textField(const QString &value, QChar delimiter);
    // Whether a spreadsheet program would read the text as a formula (first character =, +, -, @,
    // tab or carriage return).
    static bool startsDangerously(QStringView value);
    // The prefix put in front of such text.
    static constexpr QChar neutraliser = QLatin1Char('\'');

private:
    void add(const QString &field);

    QChar m_delimiter;
    QString m_text;
    QStringList m_record;
};
