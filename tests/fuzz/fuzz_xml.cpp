// The hardened XML reader on any file a bank (or anyone) may send: it always ends, never goes deeper
// than its limit, never reads past the input, and a file it accepts has balanced elements.
#include "FuzzCheck.h"
#include "domain/SafeXmlReader.h"

#include <QBuffer>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    XmlLimits limits;
    limits.maxDepth = 16;
    limits.maxTextLength = 4096;
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    SafeXmlReader reader(&buffer, limits);
    int opened = 0;
    int closed = 0;
    while (true) {
        const QXmlStreamReader::TokenType token = reader.readNext();
        FUZZ_CHECK(reader.depth() <= limits.maxDepth);
        if (token == QXmlStreamReader::StartElement) {
            ++opened;
            if (opened % 3 == 0)
                reader.readElementText(); // may fail on an element inside: that is an error, not a crash
        } else if (token == QXmlStreamReader::EndElement) {
            ++closed;
        } else if (token == QXmlStreamReader::Characters) {
            FUZZ_CHECK(reader.text().size() <= limits.maxTextLength);
        } else if (token == QXmlStreamReader::Invalid) {
            FUZZ_CHECK(reader.hasError());
            break;
        } else if (token == QXmlStreamReader::EndDocument) {
            break;
        }
    }
    FUZZ_CHECK(reader.bytesRead() <= bytes.size());
    if (!reader.hasError())
        FUZZ_CHECK(reader.depth() == 0);
    return 0;
}
