#include "domain/SafeXmlReader.h"

#include <QIODevice>

namespace {

// Read in chunks so that nothing larger than one chunk plus one token is held at a time.
constexpr qint64 chunkBytes = 64 * 1024;
// QXmlStreamReader scans a token it could not finish (a comment, a processing instruction, a run of text
// or space, a tag) again from its start each time data is added: while one stays unfinished the chunks
// double, so the scans of one token add up to about twice its length (not length² / chunk), up to this.
constexpr qint64 maxChunkBytes = 4 * 1024 * 1024;
// UTF-8 takes at most 3 bytes for one UTF-16 unit: the most input one token within the limits can take.
constexpr qint64 bytesPerCharacter = 3;

} // namespace

SafeXmlReader::SafeXmlReader(QIODevice *device, Limits limits)
    : m_device(device)
    , m_limits(limits)
{
    m_xml.setNamespaceProcessing(true);
    // Defence in depth: no DTD is ever read on, but should one be, no entity grows beyond this.
    m_xml.setEntityExpansionLimit(1024);
    // A file whose size is known is refused before anything is read.
    if (m_device && !m_device->isSequential() && m_device->size() - m_device->pos() > m_limits.maxBytes)
        fail(tooLarge());
}

QString SafeXmlReader::tooLarge() const
{
    return tr("The file is larger than %1 MB; it is not read.").arg(m_limits.maxBytes / (1024 * 1024));
}

SafeXmlReader::SafeXmlReader(const QByteArray &bytes, Limits limits)
    : m_limits(limits)
{
    m_xml.setNamespaceProcessing(true);
    m_xml.setEntityExpansionLimit(1024);
    if (bytes.size() > m_limits.maxBytes) {
        fail(tooLarge());
        return;
    }
    // Fed in chunks as from a device, so that every token is bounded in the same way.
    m_buffer = bytes;
}

bool SafeXmlReader::feed()
{
    // Nothing finished since the last chunk: one token is still open, the next chunk is larger.
    m_chunk = m_pending > 0 ? qMin(m_chunk * 2, maxChunkBytes) : chunkBytes;
    const qint64 pendingLimit = qMax<qint64>(chunkBytes, m_limits.maxTextLength * bytesPerCharacter);
    if (m_pending > pendingLimit) {
        fail(tr("Line %1: a comment, processing instruction, tag or run of text or space goes on for more "
                "than %2 characters; the file is not read.")
                 .arg(m_xml.lineNumber())
                 .arg(m_limits.maxTextLength));
        return false;
    }
    QByteArray chunk;
    if (m_device) {
        if (m_device->atEnd())
            return false;
        chunk = m_device->read(m_chunk);
    } else {
        chunk = m_buffer.mid(m_offset, m_chunk);
        m_offset += chunk.size();
        if (m_offset >= m_buffer.size())
            m_buffer.clear();
    }
    if (chunk.isEmpty())
        return false;
    m_bytes += chunk.size();
    if (m_bytes > m_limits.maxBytes) {
        fail(tooLarge());
        return false;
    }
    // The parser scans again what it holds of the open token, then the new chunk.
    m_pending += chunk.size();
    m_work += m_pending;
    m_xml.addData(chunk);
    return true;
}

void SafeXmlReader::fail(const QString &message)
{
    if (m_error.isEmpty())
        m_error = message;
    m_ended = true;
}

void SafeXmlReader::raiseError(const QString &message)
{
    fail(tr("Line %1: %2").arg(m_xml.lineNumber()).arg(message));
}

QXmlStreamReader::TokenType SafeXmlReader::readNext()
{
    while (!m_ended) {
        const QXmlStreamReader::TokenType token = m_xml.readNext();
        if (m_xml.error() == QXmlStreamReader::PrematureEndOfDocumentError) {
            if (feed())
                continue;
            if (!m_ended && m_elements > 0 && m_depth == 0) {
                // All the input is read and the root element closed: only the end was not confirmed.
                m_ended = true;
                return QXmlStreamReader::EndDocument;
            }
            if (!m_ended) {
                fail(m_bytes == 0
                        ? tr("The file is empty.")
                        : tr("The file ends in the middle of the XML (line %1).").arg(m_xml.lineNumber()));
            }
            break;
        }
        m_pending = 0; // a token was finished
        if (m_xml.hasError()) {
            fail(tr("The file is not well-formed XML (line %1): %2")
                     .arg(m_xml.lineNumber())
                     .arg(m_xml.errorString()));
            break;
        }
        switch (token) {
        case QXmlStreamReader::DTD:
            fail(tr("Line %1: the file declares a document type (<!DOCTYPE>). Files with a document type are "
                    "not read, as it could make the file expand or fetch content.")
                     .arg(m_xml.lineNumber()));
            return QXmlStreamReader::Invalid;
        case QXmlStreamReader::EntityReference:
            fail(tr(
                "Line %1: the file refers to an entity (&%2;) that is not one of XML's own; it is not read.")
                     .arg(m_xml.lineNumber())
                     .arg(m_xml.name()));
            return QXmlStreamReader::Invalid;
        case QXmlStreamReader::StartElement: {
            m_textInElement = 0;
            if (m_depth + 1 > m_limits.maxDepth) {
                fail(tr("Line %1: the elements are nested more than %2 levels deep; the file is not read.")
                         .arg(m_xml.lineNumber())
                         .arg(m_limits.maxDepth));
                return QXmlStreamReader::Invalid;
            }
            if (++m_elements > m_limits.maxElements) {
                fail(tr("The file has more than %1 elements; it is not read.").arg(m_limits.maxElements));
                return QXmlStreamReader::Invalid;
            }
            ++m_depth;
            const QXmlStreamAttributes attributes = m_xml.attributes();
            if (attributes.size() > m_limits.maxAttributes) {
                fail(tr("Line %1: an element has more than %2 attributes; the file is not read.")
                         .arg(m_xml.lineNumber())
                         .arg(m_limits.maxAttributes));
                return QXmlStreamReader::Invalid;
            }
            for (const QXmlStreamAttribute &a : attributes) {
                if (a.value().size() > m_limits.maxTextLength) {
                    fail(tr("Line %1: an attribute is longer than %2 characters; the file is not read.")
                             .arg(m_xml.lineNumber())
                             .arg(m_limits.maxTextLength));
                    return QXmlStreamReader::Invalid;
                }
            }
            return token;
        }
        case QXmlStreamReader::EndElement:
            --m_depth;
            m_textInElement = 0;
            return token;
        case QXmlStreamReader::Characters:
            // Text may come in several pieces (chunk borders, CDATA): the bound is on all of an element's.
            m_textInElement += m_xml.text().size();
            if (m_textInElement > m_limits.maxTextLength) {
                fail(tr("Line %1: an element's text is longer than %2 characters; the file is not read.")
                         .arg(m_xml.lineNumber())
                         .arg(m_limits.maxTextLength));
                return QXmlStreamReader::Invalid;
            }
            return token;
        case QXmlStreamReader::EndDocument:
            m_ended = true;
            return token;
        case QXmlStreamReader::Comment:
        case QXmlStreamReader::ProcessingInstruction:
            // Skipped, but bounded like text: their length counts toward the same limit.
            if (m_xml.text().size() + m_xml.processingInstructionData().size() > m_limits.maxTextLength) {
                fail(tr("Line %1: a %2 is longer than %3 characters; the file is not read.")
                         .arg(m_xml.lineNumber())
                         .arg(token == QXmlStreamReader::Comment ? tr("comment")
                                                                 : tr("processing instruction"))
                         .arg(m_limits.maxTextLength));
                return QXmlStreamReader::Invalid;
            }
            continue;
        case QXmlStreamReader::StartDocument:
        case QXmlStreamReader::NoToken:
        case QXmlStreamReader::Invalid:
            continue;
        }
    }
    return QXmlStreamReader::Invalid;
}

QString SafeXmlReader::readElementText()
{
    QString text;
    const int depth = m_depth;
    while (true) {
        switch (readNext()) {
        case QXmlStreamReader::Characters:
            text += m_xml.text();
            continue;
        case QXmlStreamReader::EndElement:
            if (m_depth == depth - 1)
                return text;
            continue;
        case QXmlStreamReader::StartElement:
            raiseError(tr("the element %1 holds another element where text was expected.").arg(name()));
            return {};
        default:
            if (!hasError())
                fail(tr("The file ends in the middle of the XML (line %1).").arg(m_xml.lineNumber()));
            return {};
        }
    }
}

void SafeXmlReader::skipCurrentElement()
{
    const int depth = m_depth;
    while (true) {
        const QXmlStreamReader::TokenType token = readNext();
        if (token == QXmlStreamReader::Invalid || token == QXmlStreamReader::EndDocument)
            return;
        if (token == QXmlStreamReader::EndElement && m_depth == depth - 1)
            return;
    }
}
