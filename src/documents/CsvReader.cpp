#include "documents/CsvReader.h"

#include <QStringDecoder>

#include <algorithm>

namespace {

const QChar quote(QLatin1Char('"'));

bool isLineBreak(QChar c)
{
    return c == QLatin1Char('\n') || c == QLatin1Char('\r');
}

// Windows-1252 where it differs from Latin-1 (0x80-0x9f); the rest maps one to one.
QString decodeWindows1252(const QByteArray &bytes)
{
    static const char16_t high[32] = {0x20ac, 0xfffd, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6,
        0x2030, 0x0160, 0x2039, 0x0152, 0xfffd, 0x017d, 0xfffd, 0xfffd, 0x2018, 0x2019, 0x201c, 0x201d,
        0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0xfffd, 0x017e, 0x0178};
    QString text;
    text.reserve(bytes.size());
    for (const char byte : bytes) {
        const auto b = static_cast<unsigned char>(byte);
        text += (b >= 0x80 && b < 0xa0) ? QChar(high[b - 0x80]) : QChar(char16_t(b));
    }
    return text;
}

} // namespace

QChar CsvReader::detectDelimiter(QStringView text)
{
    int commas = 0;
    int semicolons = 0;
    bool quoted = false;
    for (const QChar c : text) {
        if (c == quote)
            quoted = !quoted; // a doubled quote toggles twice, which is right
        else if (!quoted && isLineBreak(c))
            break;
        else if (!quoted && c == QLatin1Char(','))
            ++commas;
        else if (!quoted && c == QLatin1Char(';'))
            ++semicolons;
    }
    return semicolons > commas ? QLatin1Char(';') : QLatin1Char(',');
}

QList<QStringList> CsvReader::records(QStringView text, QChar delimiter, QString *error)
{
    QList<QStringList> result;
    QStringList record;
    QString field;
    bool quoted = false; // inside a quoted field
    bool wasQuoted = false; // the current field started with a quote
    bool recordHasContent = false;
    int line = 1;
    int quoteLine = 0;
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == quote) {
                if (i + 1 < n && text.at(i + 1) == quote) {
                    field += quote;
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                if (c == QLatin1Char('\n'))
                    ++line;
                field += c;
            }
            continue;
        }
        if (c == quote && field.isEmpty() && !wasQuoted) {
            quoted = true;
            wasQuoted = true;
            recordHasContent = true;
            quoteLine = line;
        } else if (c == delimiter) {
            record << field;
            field.clear();
            wasQuoted = false;
            recordHasContent = true;
        } else if (isLineBreak(c)) {
            if (c == QLatin1Char('\r') && i + 1 < n && text.at(i + 1) == QLatin1Char('\n'))
                ++i;
            ++line;
            if (recordHasContent || !field.isEmpty()) {
                record << field;
                result << record;
            }
            record.clear();
            field.clear();
            wasQuoted = false;
            recordHasContent = false;
        } else {
            // Text after a closing quote ("ab"c) is kept as it stands rather than refused.
            field += c;
            recordHasContent = true;
        }
    }
    if (quoted) {
        if (error)
            *error = tr("A quoted field that starts on line %1 is not closed.").arg(quoteLine);
        return {};
    }
    if (recordHasContent || !field.isEmpty()) {
        record << field;
        result << record;
    }
    if (error)
        error->clear();
    return result;
}

CsvTable CsvReader::parse(const QByteArray &bytes, QChar delimiter)
{
    CsvTable table;
    QByteArray data = bytes;
    if (data.startsWith("\xEF\xBB\xBF")) {
        table.hadBom = true;
        data.remove(0, 3);
    }
    QStringDecoder utf8(QStringDecoder::Utf8);
    QString text = utf8.decode(data);
    if (utf8.hasError())
        text = decodeWindows1252(data);
    if (text.trimmed().isEmpty()) {
        table.error = tr("The file is empty.");
        return table;
    }
    table.delimiter = delimiter.isNull() ? detectDelimiter(text) : delimiter;
    QList<QStringList> all = records(text, table.delimiter, &table.error);
    if (!table.error.isEmpty())
        return table;
    // What CsvWriter neutralised reads as it was: the failed rows of an import go back in unchanged.
    const auto restore = [](QString &field) {
        if (field.startsWith(CsvWriter::neutraliser)
            && CsvWriter::startsDangerously(QStringView(field).mid(1)))
            field.remove(0, 1);
    };
    table.header = all.takeFirst();
    // A byte order mark is never part of a name: the decoder drops only the first of a doubled one, and
    // one after blank lines is not at the start of the file at all.
    for (QString &name : table.header) {
        name = name.remove(QChar(0xfeff)).trimmed();
        restore(name);
    }
    for (QStringList &record : all) {
        for (QString &field : record)
            restore(field);
    }
    const qsizetype width = table.header.size();
    for (int i = 0; i < all.size(); ++i) {
        QStringList &row = all[i];
        if (std::all_of(row.cbegin(), row.cend(), [](const QString &f) { return f.trimmed().isEmpty(); }))
            continue;
        table.fieldCounts << int(row.size());
        table.rowNumbers << i + 2;
        // A spreadsheet drops trailing empty cells; extra cells of a longer row are reported by the
        // import's validation (often an unquoted decimal comma) and otherwise left out.
        while (row.size() < width)
            row << QString();
        if (row.size() > width)
            row.resize(width);
        table.rows << row;
    }
    if (table.rows.isEmpty())
        table.error = tr("The file has a header line but no rows.");
    return table;
}
