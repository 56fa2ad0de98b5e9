// The CSV reader on any file a user may pick: encodings, quotes, line breaks, both delimiters. What it
// reads, the writer writes back so that it reads the same.
#include "FuzzCheck.h"
#include "documents/CsvReader.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const CsvTable table = CsvReader::parse(bytes);
    CsvReader::parse(bytes, QLatin1Char(';'));
    if (!table.isValid())
        return 0;
    FUZZ_CHECK(table.rows.size() == table.fieldCounts.size());
    FUZZ_CHECK(table.rows.size() == table.rowNumbers.size());
    int previous = 1; // the header's row
    for (qsizetype i = 0; i < table.rows.size(); ++i) {
        FUZZ_CHECK(table.rows.at(i).size() == table.header.size());
        FUZZ_CHECK(table.rowNumbers.at(i) > previous);
        previous = table.rowNumbers.at(i);
    }

    // Written and read again: the same header and rows. Only a row whose cells within the header's width
    // are all blank is left out then (it was kept for the extra cells beyond, which the writer drops).
    QList<QStringList> records {table.header};
    records += table.rows;
    QList<QStringList> expected;
    for (const QStringList &row : table.rows) {
        if (!std::all_of(row.cbegin(), row.cend(), [](const QString &f) { return f.trimmed().isEmpty(); }))
            expected << row;
    }
    const CsvTable again = CsvReader::parse(CsvWriter::write(records, table.delimiter), table.delimiter);
    FUZZ_CHECK(again.isValid() == !expected.isEmpty());
    if (again.isValid()) {
        FUZZ_CHECK(again.header == table.header);
        FUZZ_CHECK(again.rows == expected);
    }
    return 0;
}
