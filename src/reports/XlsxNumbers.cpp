#include "reports/XlsxNumbers.h"

#include <QFile>
#include <QLocale>
#include <QRegularExpression>
#include <QSaveFile>
#include <QtEndian>

#include <zlib.h>

#include <optional>

namespace {

constexpr quint32 LocalHeader = 0x04034b50;
constexpr quint32 CentralHeader = 0x02014b50;
constexpr quint32 EndOfCentral = 0x06054b50;
constexpr int LocalHeaderSize = 30;
constexpr int CentralHeaderSize = 46;
constexpr int EndOfCentralSize = 22;
constexpr quint16 Deflated = 8;
constexpr quint16 DataDescriptorFlag = 0x0008;
constexpr quint16 EncryptedFlag = 0x0001;

quint16 u16(const QByteArray &b, qsizetype at)
{
    return qFromLittleEndian<quint16>(b.constData() + at);
}

quint32 u32(const QByteArray &b, qsizetype at)
{
    return qFromLittleEndian<quint32>(b.constData() + at);
}

void put16(QByteArray &b, quint16 v)
{
    char raw[2];
    qToLittleEndian(v, raw);
    b.append(raw, 2);
}

void put32(QByteArray &b, quint32 v)
{
    char raw[4];
    qToLittleEndian(v, raw);
    b.append(raw, 4);
}

std::optional<QByteArray> inflateRaw(const QByteArray &data, quint32 size)
{
    QByteArray out(qsizetype(size), Qt::Uninitialized);
    z_stream z {};
    if (inflateInit2(&z, -MAX_WBITS) != Z_OK)
        return std::nullopt;
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.constData()));
    z.avail_in = uInt(data.size());
    z.next_out = reinterpret_cast<Bytef *>(out.data());
    z.avail_out = uInt(out.size());
    const int result = inflate(&z, Z_FINISH);
    inflateEnd(&z);
    if (result != Z_STREAM_END || z.total_out != size)
        return std::nullopt;
    return out;
}

std::optional<QByteArray> deflateRaw(const QByteArray &data)
{
    z_stream z {};
    if (deflateInit2(&z, Z_DEFAULT_COMPRESSION, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        return std::nullopt;
    QByteArray out(qsizetype(deflateBound(&z, uLong(data.size()))), Qt::Uninitialized);
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.constData()));
    z.avail_in = uInt(data.size());
    z.next_out = reinterpret_cast<Bytef *>(out.data());
    z.avail_out = uInt(out.size());
    const int result = deflate(&z, Z_FINISH);
    deflateEnd(&z);
    if (result != Z_STREAM_END)
        return std::nullopt;
    out.resize(qsizetype(z.total_out));
    return out;
}

bool isWorksheet(const QByteArray &name)
{
    static const QRegularExpression sheet(QStringLiteral("^xl/worksheets/sheet\\d+\\.xml$"));
    return sheet.match(QString::fromUtf8(name)).hasMatch();
}

// The container rebuilt entry by entry from its central directory, the worksheets' XML rewritten;
// nullopt when something in it is not what libxlsxwriter writes.
std::optional<QByteArray> rewritten(const QByteArray &zip)
{
    if (zip.size() < EndOfCentralSize)
        return std::nullopt;
    const qsizetype end = zip.lastIndexOf(QByteArray("PK\x05\x06", 4));
    if (end < 0 || end + EndOfCentralSize > zip.size() || u32(zip, end) != EndOfCentral)
        return std::nullopt;
    const quint16 entries = u16(zip, end + 10);
    const quint32 centralSize = u32(zip, end + 12);
    const quint32 centralOffset = u32(zip, end + 16);
    if (qsizetype(centralOffset) + qsizetype(centralSize) > end)
        return std::nullopt;

    QByteArray out;
    QByteArray central;
    qsizetype at = centralOffset;
    for (quint16 i = 0; i < entries; ++i) {
        if (at + CentralHeaderSize > end || u32(zip, at) != CentralHeader)
            return std::nullopt;
        const quint16 versionMadeBy = u16(zip, at + 4);
        const quint16 versionNeeded = u16(zip, at + 6);
        quint16 flags = u16(zip, at + 8);
        const quint16 method = u16(zip, at + 10);
        const quint16 time = u16(zip, at + 12);
        const quint16 date = u16(zip, at + 14);
        quint32 crc = u32(zip, at + 16);
        quint32 compressedSize = u32(zip, at + 20);
        quint32 size = u32(zip, at + 24);
        const quint16 nameLength = u16(zip, at + 28);
        const quint16 extraLength = u16(zip, at + 30);
        const quint16 commentLength = u16(zip, at + 32);
        const quint16 internalAttributes = u16(zip, at + 36);
        const quint32 externalAttributes = u32(zip, at + 38);
        const quint32 localOffset = u32(zip, at + 42);
        if (at + CentralHeaderSize + nameLength > end || (flags & EncryptedFlag)
            || compressedSize == 0xffffffffu || size == 0xffffffffu || localOffset == 0xffffffffu)
            return std::nullopt;
        const QByteArray name = zip.mid(at + CentralHeaderSize, nameLength);
        at += CentralHeaderSize + nameLength + extraLength + commentLength;

        if (qsizetype(localOffset) + LocalHeaderSize > zip.size() || u32(zip, localOffset) != LocalHeader)
            return std::nullopt;
        const qsizetype dataAt = qsizetype(localOffset) + LocalHeaderSize + u16(zip, localOffset + 26)
            + u16(zip, localOffset + 28);
        if (dataAt + qsizetype(compressedSize) > zip.size())
            return std::nullopt;
        QByteArray data = zip.mid(dataAt, compressedSize);
        if (method == Deflated && isWorksheet(name)) {
            const auto xml = inflateRaw(data, size);
            if (!xml)
                return std::nullopt;
            const QByteArray shorter = XlsxNumbers::shortenSheet(*xml);
            const auto packed = deflateRaw(shorter);
            if (!packed)
                return std::nullopt;
            data = *packed;
            crc = quint32(crc32(crc32(0L, Z_NULL, 0), reinterpret_cast<const Bytef *>(shorter.constData()),
                uInt(shorter.size())));
            compressedSize = quint32(data.size());
            size = quint32(shorter.size());
        }
        flags &= ~DataDescriptorFlag; // the sizes are in the headers written here

        const auto newOffset = quint32(out.size());
        put32(out, LocalHeader);
        put16(out, versionNeeded);
        put16(out, flags);
        put16(out, method);
        put16(out, time);
        put16(out, date);
        put32(out, crc);
        put32(out, compressedSize);
        put32(out, size);
        put16(out, nameLength);
        put16(out, 0);
        out.append(name);
        out.append(data);

        put32(central, CentralHeader);
        put16(central, versionMadeBy);
        put16(central, versionNeeded);
        put16(central, flags);
        put16(central, method);
        put16(central, time);
        put16(central, date);
        put32(central, crc);
        put32(central, compressedSize);
        put32(central, size);
        put16(central, nameLength);
        put16(central, 0);
        put16(central, 0);
        put16(central, 0);
        put16(central, internalAttributes);
        put32(central, externalAttributes);
        put32(central, newOffset);
        central.append(name);
    }
    const auto newCentralOffset = quint32(out.size());
    out.append(central);
    put32(out, EndOfCentral);
    put16(out, 0);
    put16(out, 0);
    put16(out, entries);
    put16(out, entries);
    put32(out, quint32(central.size()));
    put32(out, newCentralOffset);
    put16(out, 0);
    return out;
}

} // namespace

QByteArray XlsxNumbers::shortenSheet(const QByteArray &xml)
{
    static const QRegularExpression cell(QStringLiteral("<c ([^>]*)><v>([^<]*)</v></c>"));
    static const QRegularExpression typed(QStringLiteral("(^|\\s)t="));
    const QString text = QString::fromUtf8(xml);
    QString out;
    out.reserve(text.size());
    qsizetype copied = 0;
    for (auto it = cell.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (m.captured(1).contains(typed))
            continue;
        bool ok = false;
        const double value = m.captured(2).toDouble(&ok); // the C locale's form, as the XML has it
        if (!ok)
            continue;
        out += QStringView(text).mid(copied, m.capturedStart(2) - copied);
        out += QString::number(value, 'f', QLocale::FloatingPointShortest); // never an exponent
        copied = m.capturedEnd(2);
    }
    out += QStringView(text).mid(copied);
    return out.toUtf8();
}

bool XlsxNumbers::shorten(const QString &path, QString *error)
{
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly)) {
        *error = tr("%1 could not be read again: %2").arg(path, in.errorString());
        return false;
    }
    const auto zip = rewritten(in.readAll());
    in.close();
    if (!zip) {
        *error = tr("%1 could not be finished: its numbers could not be rewritten.").arg(path);
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(*zip) != zip->size() || !file.commit()) {
        *error = tr("%1 could not be written: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}
