#include "domain/SafeXmlReader.h"

#include <QIODevice>

namespace {

// Read in chunks so that nothing larger than one chunk plus one token is held at a time.
constexpr qint64 chunkBytes = 64 * 1024;

} // namespace

SafeXmlReader::SafeXmlReader(QIODevice *device, Limits limits)
    : m_device(device)
    , m_limits(limits)
{
    m_xml.setNamespaceProcessing(true);
    // Defence in depth: no DTD is ever read on, but should one be, no entity grows beyond this.
    m_xml.setEntityExpansionLimit(1024);
}

SafeXmlReader::SafeXmlReader(const QByteArray &bytes, Limits limits)
    : m_limits(limits)
{
    m_xml.setNamespaceProcessing(true);
    m_xml.setEntityExpansionLimit(1024);
    if (bytes.size() > m_limits.maxBytes) {
        fail(tr("The file is larger than %1 MB; it is not read.").arg(m_limits.maxBytes / (1024 * 1024)));
        return;
    }
    m_bytes = bytes.size();
    m_xml.addData(bytes);
}

bool SafeXmlReader::feed()
{
    if (!m_device || m_device->atEnd())
        return false;
    const QByteArray chunk = m_device->read(chunkBytes);
    if (chunk.isEmpty())
        return false;
    m_bytes += chunk.size();
    if (m_bytes > m_limits.maxBytes) {
        fail(tr("The file is larger than %1 MB; it is not read.").arg(m_limits.maxBytes / (1024 * 1024)));
        return false;
    }
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
        case QXmlStreamReader::StartDocument:
        case QXmlStreamReader::Comment:
        case QXmlStreamReader::ProcessingInstruction:
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
