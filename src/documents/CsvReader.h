#pragma once

#include "domain/CsvWriter.h" // the writer, for the reader's users that write back

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

// A CSV file read as RFC 4180 says: fields separated by `,` or `;` (detected from the header line),
// quoted fields may hold the separator, line breaks and doubled quotes. The first record is the header;
// records whose fields are all empty (";;;" from a spreadsheet) are left out. An apostrophe that CsvWriter
// put in front of a cell starting with =, +, -, @, tab or carriage return is dropped again.
struct CsvTable
{
    QStringList header;
    QList<QStringList> rows; // every row has exactly header.size() fields (missing ones are empty)
    QList<int> fieldCounts; // how many fields each row had in the file (more than the header: suspect)
    QList<int> rowNumbers; // the row number a spreadsheet shows for each row (the header is row 1)
    QChar delimiter = QLatin1Char(',');
    bool hadBom = false;
    QString error; // empty when the file could be read

    bool isValid() const { return error.isEmpty() && !header.isEmpty(); }
};

class CsvReader
{
    Q_DECLARE_TR_FUNCTIONS(CsvReader)

public:
    // `delimiter` null: detected from the first record (the one of `,` and `;` found more often
    // outside quotes; `,` when neither occurs). UTF-8 with or without BOM; bytes that are not UTF-8 are
    // read as Windows-1252, as older spreadsheet programs write them.
    static CsvTable parse(const QByteArray &bytes, QChar delimiter = QChar());
    // Records of already decoded text; *error says what is wrong (e.g. an unclosed quote).
    static QList<QStringList> records(QStringView text, QChar delimiter, QString *error = nullptr);
    static QChar detectDelimiter(QStringView text);
};
