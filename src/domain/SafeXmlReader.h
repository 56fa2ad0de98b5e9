#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QXmlStreamReader>

class QIODevice;

// The bounds of one reading of SafeXmlReader.
struct XmlLimits
{
    qint64 maxBytes = 128 * 1024 * 1024;
    int maxDepth = 64;
    int maxAttributes = 64;
    qint64 maxTextLength = 1024 * 1024; // characters of one element's text or one attribute (UTF-16 units)
    qint64 maxElements = 10'000'000;
};

// XML from outside (a bank's file) read as data only, streaming, over QXmlStreamReader:
//  - a document type declaration (DTD, <!DOCTYPE ...>) is refused where it starts, before any entity it
//    declares could be expanded (the "billion laughs") or an external one named (XXE); XML's own five
//    entities (&amp; ...) and character references are all that is read;
//  - an entity reference that is not resolved, nesting deeper than maxDepth, more than maxAttributes on
//    one element, an element's text, an attribute, a comment or a processing instruction longer than
//    maxTextLength, more than maxElements elements or more than maxBytes of input end the reading with a
//    message; a device whose size is known and over maxBytes is refused before anything is read;
//  - the input is read in chunks, so memory stays bounded by the limits whatever the file holds, and
//    time is linear: one token (comment, processing instruction, text, space, tag) left unfinished for
//    more than maxTextLength characters' worth of input (3 bytes each) ends the reading, and the chunks
//    grow while one stays unfinished, so QXmlStreamReader's scanning it again from its start adds up to
//    about twice its length.
// Nothing is ever fetched: QXmlStreamReader has no network and no file access of its own.
class SafeXmlReader
{
    Q_DECLARE_TR_FUNCTIONS(SafeXmlReader)

public:
    using Limits = XmlLimits;

    // Reads from `device` (open for reading, not owned) or from `bytes`.
    explicit SafeXmlReader(QIODevice *device, Limits limits = {});
    explicit SafeXmlReader(const QByteArray &bytes, Limits limits = {});

    // The next start element, end element or text (comments, processing instructions and the XML
    // declaration are skipped); EndDocument at the end; Invalid on any error (see errorString()).
    QXmlStreamReader::TokenType readNext();
    // Of the current token.
    QStringView name() const { return m_xml.name(); }
    QStringView namespaceUri() const { return m_xml.namespaceUri(); }
    QStringView text() const { return m_xml.text(); }
    QXmlStreamAttributes attributes() const { return m_xml.attributes(); }
    // Elements open around the current token (1 inside the root element).
    int depth() const { return m_depth; }
    qint64 line() const { return m_xml.lineNumber(); }

    // At a start element: its text up to its end element, which becomes the current token. An element
    // inside it is an error ("<Amt>1<b/></Amt>" is not an amount).
    QString readElementText();
    // At a start element: skips to its end element.
    void skipCurrentElement();

    bool hasError() const { return !m_error.isEmpty(); }
    // What is wrong, in words, with the line where it was found.
    QString errorString() const { return m_error; }
    // Ends the reading with the caller's own message (a reader above that finds the content wrong).
    void raiseError(const QString &message);
    // Bytes read so far.
    qint64 bytesRead() const { return m_bytes; }
    // Bytes the parser has scanned so far, counting again what it scans again of a token it could not
    // finish before the next chunk came: the reading's work, linear in the input (a check for tests).
    qint64 bytesScanned() const { return m_work; }

private:
    bool feed();
    void fail(const QString &message);
    QString tooLarge() const;

    QXmlStreamReader m_xml;
    QIODevice *m_device = nullptr;
    Limits m_limits;
    QString m_error;
    qint64 m_bytes = 0;
    QByteArray m_buffer; // the input given as bytes, fed in chunks
    qint64 m_offset = 0; // of m_buffer, fed so far
    qint64 m_chunk = 64 * 1024; // the next chunk's size
    qint64 m_pending = 0; // bytes fed since the parser last finished a token
    qint64 m_work = 0;
    qint64 m_elements = 0;
    qint64 m_textInElement = 0;
    int m_depth = 0;
    bool m_ended = false;
};
