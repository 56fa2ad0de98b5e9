#include "api/ListPageReader.h"

#include "api/DocumentSummaryJson.h"
#include "api/JsonReader.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>

#include <algorithm>
#include <charconv>
#include <cstring>
#include <vector>

namespace {

// ---- the tokens ---------------------------------------------------------------------------------------

enum class Type : quint8 { Object, Array, String, Integer, Decimal, True, False, Null };

// One value of the body, in document order; a container's members follow it (an object's as key, value,
// key, value), and `next` is the index after its last one.
struct Node
{
    Type type = Type::Null;
    // Written back byte for byte by QJsonDocument::toJson(Compact): for a container, the whole of it.
    bool canonical = true;
    bool escaped = false; // a string with backslash escapes
    bool ascii = true; // a string of ASCII only
    bool sortedKeys = false; // an object whose keys are plain ASCII in strictly ascending order
    quint32 keysBegin = 0; // an object: its keys' node indices are keys[keysBegin, keysBegin + keyCount)
    quint32 keyCount = 0;
    quint32 begin = 0; // strings: after the opening quote; others: the first byte
    quint32 end = 0; // strings: at the closing quote; others: after the last byte
    quint32 next = 0;
    qint64 integer = 0;
    double decimal = 0;
};

// Strict JSON (RFC 8259) into a list of nodes, refusing (false) what it does not read exactly as Qt's
// parser does; then fromAnswer() decides.
class Scanner
{
public:
    Scanner(const QByteArray &body, std::vector<Node> &nodes, std::vector<quint32> &keys)
        : m_base(body.constData())
        , m_p(body.constData())
        , m_end(body.constData() + body.size())
        , m_nodes(nodes)
        , m_keys(keys)
    { }

    bool scan()
    {
        if (quint64(m_end - m_base) >= 0xffffffffu)
            return false;
        skipSpace();
        if (m_p == m_end || (*m_p != '{' && *m_p != '['))
            return false; // Qt's documents are an object or an array
        if (!value(0))
            return false;
        skipSpace();
        return m_p == m_end;
    }

private:
    static constexpr int maxDepth = 64;

    bool skipSpace()
    {
        const char *start = m_p;
        while (m_p != m_end && (*m_p == ' ' || *m_p == '\n' || *m_p == '\r' || *m_p == '\t'))
            ++m_p;
        return m_p != start;
    }

    quint32 offset() const { return quint32(m_p - m_base); }

    bool value(int depth)
    {
        if (m_p == m_end)
            return false;
        switch (*m_p) {
        case '{':
            return object(depth + 1);
        case '[':
            return array(depth + 1);
        case '"':
            return string();
        case 't':
            return literal("true", Type::True);
        case 'f':
            return literal("false", Type::False);
        case 'n':
            return literal("null", Type::Null);
        default:
            return number();
        }
    }

    bool literal(const char *word, Type type)
    {
        const size_t n = std::strlen(word);
        if (size_t(m_end - m_p) < n || std::memcmp(m_p, word, n) != 0)
            return false;
        Node node;
        node.type = type;
        node.begin = offset();
        m_p += n;
        node.end = offset();
        node.next = quint32(m_nodes.size() + 1);
        m_nodes.push_back(node);
        return true;
    }

    static int hexValue(char c)
    {
        if (c >= '0' && c <= '9')
            return c - '0';
        if (c >= 'a' && c <= 'f')
            return c - 'a' + 10;
        if (c >= 'A' && c <= 'F')
            return c - 'A' + 10;
        return -1;
    }

    // One UTF-8 sequence of two to four bytes at m_p, well formed (no overlong form, no surrogate,
    // nothing above U+10FFFF); m_p after it.
    bool utf8Sequence()
    {
        const auto b = [this](qsizetype i) {
            return uchar(m_p[i]);
        };
        const uchar lead = b(0);
        int length = 0;
        uint min = 0;
        uint cp = 0;
        if (lead >= 0xc2 && lead <= 0xdf) {
            length = 2;
            cp = lead & 0x1f;
            min = 0x80;
        } else if (lead >= 0xe0 && lead <= 0xef) {
            length = 3;
            cp = lead & 0x0f;
            min = 0x800;
        } else if (lead >= 0xf0 && lead <= 0xf4) {
            length = 4;
            cp = lead & 0x07;
            min = 0x10000;
        } else {
            return false;
        }
        if (m_end - m_p < length)
            return false;
        for (int i = 1; i < length; ++i) {
            if ((b(i) & 0xc0) != 0x80)
                return false;
            cp = (cp << 6) | (b(i) & 0x3f);
        }
        if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
            return false;
        m_p += length;
        return true;
    }

    bool string()
    {
        Node node;
        node.type = Type::String;
        ++m_p; // the opening quote
        node.begin = offset();
        while (true) {
            if (m_p == m_end)
                return false;
            const uchar c = uchar(*m_p);
            if (c == '"')
                break;
            if (c < 0x20)
                return false;
            if (c == '\\') {
                node.escaped = true;
                if (m_end - m_p < 2)
                    return false;
                const char e = m_p[1];
                if (e == 'u') {
                    if (m_end - m_p < 6)
                        return false;
                    int unit = 0;
                    for (int i = 2; i < 6; ++i) {
                        const int h = hexValue(m_p[i]);
                        if (h < 0)
                            return false;
                        unit = unit * 16 + h;
                    }
                    // Surrogates (paired or not) and NUL are left to Qt's parser.
                    if (unit == 0 || (unit >= 0xd800 && unit <= 0xdfff))
                        return false;
                    if (unit >= 0x80)
                        node.ascii = false;
                    m_p += 6;
                } else if (e == '"' || e == '\\' || e == '/' || e == 'b' || e == 'f' || e == 'n' || e == 'r'
                    || e == 't') {
                    m_p += 2;
                } else {
                    return false;
                }
                continue;
            }
            if (c >= 0x80) {
                node.ascii = false;
                if (!utf8Sequence())
                    return false;
                continue;
            }
            ++m_p;
        }
        node.end = offset();
        ++m_p; // the closing quote
        node.canonical = !node.escaped;
        node.next = quint32(m_nodes.size() + 1);
        m_nodes.push_back(node);
        return true;
    }

    static bool isDigit(char c) { return c >= '0' && c <= '9'; }

    // -?(0|[1-9][0-9]*)(.[0-9]+)?, of at most 18 digits as an integer, 15 before and 15 after the point
    // otherwise; anything else (exponents, longer numbers) is left to Qt's parser.
    bool number()
    {
        Node node;
        node.begin = offset();
        const char *p = m_p;
        if (p != m_end && *p == '-')
            ++p;
        const char *digits = p;
        if (p == m_end || !isDigit(*p))
            return false;
        if (*p == '0') {
            ++p;
            if (p != m_end && isDigit(*p))
                return false;
        } else {
            while (p != m_end && isDigit(*p))
                ++p;
        }
        const qsizetype intDigits = p - digits;
        qsizetype fracDigits = 0;
        bool fraction = false;
        if (p != m_end && *p == '.') {
            fraction = true;
            ++p;
            const char *from = p;
            while (p != m_end && isDigit(*p))
                ++p;
            fracDigits = p - from;
            if (fracDigits == 0)
                return false;
        }
        if (p != m_end && (*p == 'e' || *p == 'E'))
            return false;
        const char *first = m_p;
        m_p = p;
        node.end = offset();
        if (!fraction) {
            if (intDigits > 18)
                return false;
            const auto result = std::from_chars(first, p, node.integer);
            if (result.ec != std::errc() || result.ptr != p)
                return false;
            node.type = Type::Integer;
            node.canonical = !(node.integer == 0 && *first == '-'); // Qt writes -0 as 0
        } else {
            if (intDigits > 15 || fracDigits > 15)
                return false;
            const auto result = std::from_chars(first, p, node.decimal);
            if (result.ec != std::errc() || result.ptr != p)
                return false;
            node.type = Type::Decimal;
            node.canonical = node.decimal != 0
                && QByteArrayView(QByteArray::number(node.decimal, 'g', QLocale::FloatingPointShortest))
                    == QByteArrayView(first, p - first);
        }
        node.next = quint32(m_nodes.size() + 1);
        m_nodes.push_back(node);
        return true;
    }

    bool object(int depth)
    {
        if (depth > maxDepth)
            return false;
        const size_t index = m_nodes.size();
        Node head;
        head.type = Type::Object;
        head.begin = offset();
        m_nodes.push_back(head);
        ++m_p;
        bool canonical = !skipSpace();
        bool sorted = true;
        const size_t keysFrom = m_keyStack.size();
        size_t previousKey = 0;
        if (m_p != m_end && *m_p == '}') {
            ++m_p;
        } else {
            while (true) {
                if (m_p == m_end || *m_p != '"')
                    return false;
                const size_t key = m_nodes.size();
                if (!string())
                    return false;
                m_keyStack.push_back(quint32(key));
                const Node &k = m_nodes[key];
                if (!k.ascii || k.escaped)
                    sorted = false;
                else if (previousKey && sorted) {
                    // Qt keeps an object's keys in order (of their bytes, for ASCII keys), once each.
                    const Node &prev = m_nodes[previousKey];
                    const size_t a = prev.end - prev.begin;
                    const size_t b = k.end - k.begin;
                    const int c = std::memcmp(m_base + prev.begin, m_base + k.begin, std::min(a, b));
                    if (c > 0 || (c == 0 && a >= b))
                        sorted = false;
                }
                previousKey = key;
                canonical = !skipSpace() && canonical;
                if (m_p == m_end || *m_p != ':')
                    return false;
                ++m_p;
                canonical = !skipSpace() && canonical;
                const size_t member = m_nodes.size();
                if (!value(depth))
                    return false;
                canonical = canonical && m_nodes[member].canonical;
                canonical = !skipSpace() && canonical;
                if (m_p == m_end)
                    return false;
                if (*m_p == ',') {
                    ++m_p;
                    canonical = !skipSpace() && canonical;
                    continue;
                }
                if (*m_p != '}')
                    return false;
                ++m_p;
                break;
            }
        }
        // The object's keys, for find(): moved from the stack the nested objects have taken theirs from.
        Node &node = m_nodes[index];
        node.keysBegin = quint32(m_keys.size());
        node.keyCount = quint32(m_keyStack.size() - keysFrom);
        m_keys.insert(m_keys.end(), m_keyStack.begin() + qsizetype(keysFrom), m_keyStack.end());
        m_keyStack.resize(keysFrom);
        node.end = offset();
        node.canonical = canonical && sorted;
        node.sortedKeys = sorted;
        node.next = quint32(m_nodes.size());
        return true;
    }

    bool array(int depth)
    {
        if (depth > maxDepth)
            return false;
        const size_t index = m_nodes.size();
        Node head;
        head.type = Type::Array;
        head.begin = offset();
        m_nodes.push_back(head);
        ++m_p;
        bool canonical = !skipSpace();
        if (m_p != m_end && *m_p == ']') {
            ++m_p;
        } else {
            while (true) {
                const size_t member = m_nodes.size();
                if (!value(depth))
                    return false;
                canonical = canonical && m_nodes[member].canonical;
                canonical = !skipSpace() && canonical;
                if (m_p == m_end)
                    return false;
                if (*m_p == ',') {
                    ++m_p;
                    canonical = !skipSpace() && canonical;
                    continue;
                }
                if (*m_p != ']')
                    return false;
                ++m_p;
                break;
            }
        }
        Node &node = m_nodes[index];
        node.end = offset();
        node.canonical = canonical;
        node.next = quint32(m_nodes.size());
        return true;
    }

    const char *m_base;
    const char *m_p;
    const char *m_end;
    std::vector<Node> &m_nodes;
    std::vector<quint32> &m_keys;
    std::vector<quint32> m_keyStack;
};

// ---- reading the tokens ---------------------------------------------------------------------------

class Tape
{
public:
    Tape(const QByteArray &body, std::vector<Node> nodes, std::vector<quint32> keys)
        : m_body(body)
        , m_nodes(std::move(nodes))
        , m_keys(std::move(keys))
    { }

    const Node &node(int i) const { return m_nodes[size_t(i)]; }
    bool ambiguous() const { return m_ambiguous; }

    // The member `key` of object `object` (-1: none, or `object` is -1). A key read that the object
    // has twice marks the tape ambiguous: left to Qt's parser.
    int find(int object, QLatin1String key) const
    {
        if (object < 0 || node(object).type != Type::Object)
            return -1;
        const Node &o = node(object);
        const quint32 *first = m_keys.data() + o.keysBegin;
        const quint32 *last = first + o.keyCount;
        if (o.sortedKeys) {
            // Plain keys in ascending order, each once: a binary search.
            const auto less = [this](quint32 k, QLatin1String wanted) {
                const QByteArrayView bytes = this->bytes(int(k));
                const int c =
                    std::memcmp(bytes.data(), wanted.data(), size_t(std::min(bytes.size(), wanted.size())));
                return c < 0 || (c == 0 && bytes.size() < wanted.size());
            };
            const quint32 *at = std::lower_bound(first, last, key, less);
            return at != last && keyEquals(node(int(*at)), key) ? int(*at) + 1 : -1;
        }
        int found = -1;
        for (const quint32 *k = first; k != last; ++k) {
            if (keyEquals(node(int(*k)), key)) {
                if (found >= 0)
                    m_ambiguous = true;
                found = int(*k) + 1;
            }
        }
        return found;
    }

    // The members of an array, by index.
    template<class F> void forEachMember(int array, F &&f) const
    {
        const int end = int(node(array).next);
        for (int i = array + 1; i < end; i = int(node(i).next)) {
            if (!f(i))
                return;
        }
    }

    QString text(int i) const
    {
        const Node &n = node(i);
        const char *data = m_body.constData() + n.begin;
        const qsizetype size = qsizetype(n.end - n.begin);
        if (!n.escaped)
            return n.ascii ? QString::fromLatin1(data, size) : QString::fromUtf8(data, size);
        return unescape(data, size);
    }

    QByteArrayView bytes(int i) const
    {
        const Node &n = node(i);
        return QByteArrayView(m_body.constData() + n.begin, qsizetype(n.end - n.begin));
    }

    // A scalar as QJsonDocument holds it, for the tolerant readers (strings are read as text above).
    QJsonValue scalar(int i) const
    {
        if (i < 0)
            return QJsonValue(QJsonValue::Undefined);
        const Node &n = node(i);
        switch (n.type) {
        case Type::String:
            return QJsonValue(text(i));
        case Type::Integer:
            return QJsonValue(n.integer);
        case Type::Decimal:
            return QJsonValue(n.decimal);
        case Type::True:
            return QJsonValue(true);
        case Type::False:
            return QJsonValue(false);
        case Type::Null:
            return QJsonValue(QJsonValue::Null);
        case Type::Object:
            return QJsonValue(QJsonValue::Object);
        case Type::Array:
            return QJsonValue(QJsonValue::Array);
        }
        return QJsonValue(QJsonValue::Undefined);
    }

private:
    bool keyEquals(const Node &k, QLatin1String key) const
    {
        const char *data = m_body.constData() + k.begin;
        const qsizetype size = qsizetype(k.end - k.begin);
        if (!k.escaped)
            return size == key.size() && std::memcmp(data, key.data(), size_t(size)) == 0;
        return unescape(data, size) == key;
    }

    static QString unescape(const char *data, qsizetype size)
    {
        QString out;
        out.reserve(size);
        qsizetype run = 0;
        const auto flush = [&](qsizetype at) {
            if (at > run)
                out += QString::fromUtf8(data + run, at - run);
        };
        for (qsizetype i = 0; i < size; ++i) {
            if (data[i] != '\\')
                continue;
            flush(i);
            const char e = data[i + 1];
            switch (e) {
            case 'b':
                out += QLatin1Char('\b');
                break;
            case 'f':
                out += QLatin1Char('\f');
                break;
            case 'n':
                out += QLatin1Char('\n');
                break;
            case 'r':
                out += QLatin1Char('\r');
                break;
            case 't':
                out += QLatin1Char('\t');
                break;
            case 'u': {
                char16_t unit = 0;
                for (int k = 2; k < 6; ++k) {
                    const char h = data[i + k];
                    unit =
                        char16_t(unit * 16 + (h <= '9' ? h - '0' : (h >= 'a' ? h - 'a' + 10 : h - 'A' + 10)));
                }
                out += QChar(unit);
                i += 4;
                break;
            }
            default: // " \ /
                out += QLatin1Char(e);
                break;
            }
            ++i;
            run = i + 1;
        }
        flush(size);
        return out;
    }

    const QByteArray &m_body;
    std::vector<Node> m_nodes;
    std::vector<quint32> m_keys;
    mutable bool m_ambiguous = false;
};

// An item of the tape as readDocumentSummary reads it.
class TapeItem
{
public:
    TapeItem(const Tape &tape, int object)
        : m_tape(&tape)
        , m_object(object)
    { }

    QString string(QLatin1String key) const
    {
        const int i = m_tape->find(m_object, key);
        if (i >= 0 && m_tape->node(i).type == Type::String)
            return m_tape->text(i);
        return JsonReader::stringOf(m_tape->scalar(i));
    }
    std::optional<qint64> integer(QLatin1String key) const
    {
        return JsonReader::integerOf(m_tape->scalar(m_tape->find(m_object, key)));
    }
    std::optional<qint64> scaled(QLatin1String key) const
    {
        const int i = m_tape->find(m_object, key);
        if (i >= 0 && m_tape->node(i).type == Type::String)
            return JsonReader::parseDecimal(m_tape->text(i), 2);
        return JsonReader::scaled(m_tape->scalar(i));
    }
    QDate date(QLatin1String key) const { return JsonReader::dateFromText(textOf(key)); }
    QDateTime dateTime(QLatin1String key) const { return JsonReader::dateTimeFromText(textOf(key)); }
    bool boolean(QLatin1String key, bool fallback) const
    {
        return JsonReader::booleanOf(m_tape->scalar(m_tape->find(m_object, key)), fallback);
    }
    TapeItem object(QLatin1String key) const
    {
        const int i = m_tape->find(m_object, key);
        return TapeItem(*m_tape, i >= 0 && m_tape->node(i).type == Type::Object ? i : -1);
    }
    QByteArray compactJson() const
    {
        const QByteArrayView raw = m_tape->bytes(m_object);
        if (m_tape->node(m_object).canonical)
            return raw.toByteArray();
        return QJsonDocument::fromJson(raw.toByteArray()).toJson(QJsonDocument::Compact);
    }

private:
    // QJsonValue::toString(): the text of a string, nothing of anything else.
    QString textOf(QLatin1String key) const
    {
        const int i = m_tape->find(m_object, key);
        return i >= 0 && m_tape->node(i).type == Type::String ? m_tape->text(i) : QString();
    }

    const Tape *m_tape;
    int m_object;
};

// A QJsonObject as readDocumentSummary reads an item (the same as documentSummaryFromJson).
std::optional<DocumentSummary> summaryOf(DocumentKind kind, const QJsonValue &item, QString *why)
{
    if (!item.isObject())
        return std::nullopt;
    return documentSummaryFromJson(kind, item.toObject(), why);
}

std::optional<qint64> pick(const Tape &tape, int meta, QLatin1String camel, QLatin1String snake)
{
    auto v = JsonReader::integerOf(tape.scalar(tape.find(meta, camel)));
    return v ? v : JsonReader::integerOf(tape.scalar(tape.find(meta, snake)));
}

} // namespace

ListPage ListPage::fromAnswer(DocumentKind kind, const QJsonDocument &answer)
{
    ListPage page;
    page.info = PageInfo::fromAnswer(answer);
    const std::optional<QJsonArray> items = JsonReader::listFromEnvelope(answer);
    page.hasItems = items.has_value();
    if (!items)
        return page;
    page.documents.reserve(items->size());
    for (const QJsonValue &item : *items) {
        QString why;
        auto summary = summaryOf(kind, item, &why);
        if (!summary) {
            page.notADocument = why;
            break;
        }
        page.documents.append(std::move(*summary));
    }
    return page;
}

std::optional<ListPage> ListPage::readInPlace(DocumentKind kind, const QByteArray &body)
{
    std::vector<Node> nodes;
    std::vector<quint32> keys;
    nodes.reserve(size_t(body.size() / 8));
    keys.reserve(size_t(body.size() / 32));
    if (!Scanner(body, nodes, keys).scan())
        return std::nullopt;
    const Tape tape(body, std::move(nodes), std::move(keys));
    ListPage page;

    // PageInfo::fromAnswer
    const int root = 0;
    if (tape.node(root).type == Type::Object) {
        const int meta = tape.find(root, QLatin1String("meta"));
        const int metaObject = meta >= 0 && tape.node(meta).type == Type::Object ? meta : -1;
        const auto current =
            pick(tape, metaObject, QLatin1String("currentPage"), QLatin1String("current_page"));
        const auto last = pick(tape, metaObject, QLatin1String("lastPage"), QLatin1String("last_page"));
        if (current && last) {
            PageInfo p;
            p.currentPage = int(*current);
            p.lastPage = int(*last);
            p.perPage =
                int(pick(tape, metaObject, QLatin1String("perPage"), QLatin1String("per_page")).value_or(0));
            p.total = pick(tape, metaObject, QLatin1String("total"), QLatin1String("total")).value_or(-1);
            const int links = tape.find(root, QLatin1String("links"));
            const int next = links >= 0 && tape.node(links).type == Type::Object
                ? tape.find(links, QLatin1String("next"))
                : -1;
            const bool nextNamed =
                next >= 0 && tape.node(next).type == Type::String && !tape.bytes(next).isEmpty();
            p.hasNext = p.currentPage < p.lastPage || nextNamed;
            page.info = p;
        }
    }

    // JsonReader::listFromEnvelope
    int items = -1;
    if (tape.node(root).type == Type::Array) {
        items = root;
    } else {
        const int data = tape.find(root, QLatin1String("data"));
        if (data >= 0 && tape.node(data).type == Type::Array) {
            items = data;
        } else if (data >= 0 && tape.node(data).type == Type::Object) {
            const int documents = tape.find(data, QLatin1String("documents"));
            if (documents >= 0 && tape.node(documents).type == Type::Array)
                items = documents;
        }
    }
    page.hasItems = items >= 0;
    if (items >= 0) {
        tape.forEachMember(items, [&](int item) {
            if (tape.node(item).type != Type::Object) {
                page.notADocument = QString();
                return false;
            }
            QString why;
            auto summary = readDocumentSummary(kind, TapeItem(tape, item), &why);
            if (!summary) {
                page.notADocument = why;
                return false;
            }
            page.documents.append(std::move(*summary));
            return true;
        });
    }
    if (tape.ambiguous())
        return std::nullopt;
    return page;
}

std::optional<ListPage> ListPage::read(DocumentKind kind, const QByteArray &body, QJsonParseError *error)
{
    if (error)
        *error = QJsonParseError {};
    if (auto page = readInPlace(kind, body))
        return page;
    QJsonParseError parseError;
    const QJsonDocument answer = QJsonDocument::fromJson(body, &parseError);
    if (error)
        *error = parseError;
    if (parseError.error != QJsonParseError::NoError)
        return std::nullopt;
    return fromAnswer(kind, answer);
}
