#include "SandboxPeer.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkReply>
#include <QTest>
#include <QUrl>

namespace {

void appendCodePoint(QByteArray &out, char32_t cp)
{
    const auto unit = [&out](unsigned u) {
        out += "\\u" + QByteArray::number(u, 16).rightJustified(4, '0');
    };
    if (cp == '"' || cp == '\\' || cp == '/') {
        out += '\\';
        out += char(cp);
    } else if (cp == 0x08) {
        out += "\\b";
    } else if (cp == 0x0c) {
        out += "\\f";
    } else if (cp == 0x0a) {
        out += "\\n";
    } else if (cp == 0x0d) {
        out += "\\r";
    } else if (cp == 0x09) {
        out += "\\t";
    } else if (cp < 0x20 || (cp > 0x7f && cp < 0x10000)) {
        unit(unsigned(cp));
    } else if (cp >= 0x10000) {
        const char32_t v = cp - 0x10000;
        unit(0xd800 + unsigned(v >> 10));
        unit(0xdc00 + unsigned(v & 0x3ff));
    } else {
        out += char(cp);
    }
}

// A JSON text re-encoded as json_encode(json_decode(text)) would write it: key order and number text kept,
// whitespace dropped, strings decoded and written by the rules. nullopt if the text is not JSON.
class Reencoder
{
public:
    explicit Reencoder(const QByteArray &text)
        : m_in(text)
    { }
    std::optional<QByteArray> run()
    {
        if (!value())
            return std::nullopt;
        skipSpace();
        if (m_at != m_in.size())
            return std::nullopt;
        return m_out;
    }

private:
    void skipSpace()
    {
        while (m_at < m_in.size()
            && (m_in[m_at] == ' ' || m_in[m_at] == '\n' || m_in[m_at] == '\r' || m_in[m_at] == '\t'))
            ++m_at;
    }
    bool literal(const char *word)
    {
        const QByteArray w(word);
        if (m_in.mid(m_at, w.size()) != w)
            return false;
        m_out += w;
        m_at += w.size();
        return true;
    }
    bool value()
    {
        skipSpace();
        if (m_at >= m_in.size())
            return false;
        const char c = m_in[m_at];
        if (c == '{' || c == '[') {
            const char close = c == '{' ? '}' : ']';
            m_out += c;
            ++m_at;
            skipSpace();
            if (m_at < m_in.size() && m_in[m_at] == close) {
                m_out += close;
                ++m_at;
                return true;
            }
            for (;;) {
                if (c == '{') {
                    skipSpace();
                    if (!string())
                        return false;
                    skipSpace();
                    if (m_at >= m_in.size() || m_in[m_at] != ':')
                        return false;
                    m_out += ':';
                    ++m_at;
                }
                if (!value())
                    return false;
                skipSpace();
                if (m_at >= m_in.size())
                    return false;
                if (m_in[m_at] == close) {
                    m_out += close;
                    ++m_at;
                    return true;
                }
                if (m_in[m_at] != ',')
                    return false;
                m_out += ',';
                ++m_at;
            }
        }
        if (c == '"')
            return string();
        if (c == 't')
            return literal("true");
        if (c == 'f')
            return literal("false");
        if (c == 'n')
            return literal("null");
        const qsizetype start = m_at;
        while (m_at < m_in.size() && QByteArray("+-0123456789.eE").contains(m_in[m_at]))
            ++m_at;
        if (m_at == start)
            return false;
        m_out += m_in.mid(start, m_at - start);
        return true;
    }
    // Decodes a string token to code points, then writes it by the rules.
    bool string()
    {
        if (m_at >= m_in.size() || m_in[m_at] != '"')
            return false;
        ++m_at;
        QByteArray utf8;
        QList<char32_t> points;
        const auto flush = [&] {
            for (const char32_t cp : QString::fromUtf8(utf8).toUcs4())
                points.append(cp);
            utf8.clear();
        };
        while (m_at < m_in.size() && m_in[m_at] != '"') {
            const char c = m_in[m_at++];
            if (c != '\\') {
                utf8 += c;
                continue;
            }
            flush();
            if (m_at >= m_in.size())
                return false;
            const char e = m_in[m_at++];
            static const QByteArray simple("\"\\/bfnrt");
            static const char32_t meaning[] = {'"', '\\', '/', 0x08, 0x0c, 0x0a, 0x0d, 0x09};
            if (simple.contains(e)) {
                points.append(meaning[simple.indexOf(e)]);
            } else if (e == 'u') {
                bool ok = false;
                char32_t unit = m_in.mid(m_at, 4).toUInt(&ok, 16);
                m_at += 4;
                if (!ok)
                    return false;
                if (unit >= 0xd800 && unit < 0xdc00 && m_in.mid(m_at, 2) == "\\u") {
                    const char32_t low = m_in.mid(m_at + 2, 4).toUInt(&ok, 16);
                    if (ok && low >= 0xdc00 && low < 0xe000) {
                        unit = 0x10000 + ((unit - 0xd800) << 10) + (low - 0xdc00);
                        m_at += 6;
                    }
                }
                points.append(unit);
            } else {
                return false;
            }
        }
        if (m_at >= m_in.size())
            return false;
        ++m_at;
        flush();
        m_out += '"';
        for (const char32_t cp : points)
            appendCodePoint(m_out, cp);
        m_out += '"';
        return true;
    }

    const QByteArray m_in;
    qsizetype m_at = 0;
    QByteArray m_out;
};

// "/accounts/{a}/documents/v2/{segment}[/{uuid}|/import]" and whether the answer is a list.
bool isDocumentPath(const QString &path, bool *list)
{
    const QStringList parts = QUrl(path).path().split(QLatin1Char('/'), Qt::SkipEmptyParts);
    if (parts.size() < 5 || parts.size() > 6 || parts.at(0) != QLatin1String("accounts")
        || parts.at(2) != QLatin1String("documents") || parts.at(4) == QLatin1String("queue"))
        return false;
    *list = parts.size() == 5;
    return true;
}

// The spec's form of a live document: the amounts the live profile writes as text (an invoice's
// openAmount, a position's vat.amount) as numbers again. A receipt's balance, an integer in the live
// profile, cannot be given back its cents: tests of balances read `raw` or run in the spec profile.
QJsonValue numberAgain(const QJsonValue &v)
{
    bool ok = false;
    const double d = v.toString().toDouble(&ok);
    return v.isString() && ok ? QJsonValue(d) : v;
}

QJsonArray specPositions(const QJsonArray &positions)
{
    QJsonArray out;
    for (const QJsonValue &v : positions) {
        QJsonObject p = v.toObject();
        if (p.value(QLatin1String("vat")).isObject()) {
            QJsonObject vat = p.value(QLatin1String("vat")).toObject();
            vat.insert(QStringLiteral("amount"), numberAgain(vat.value(QLatin1String("amount"))));
            p.insert(QStringLiteral("vat"), vat);
        }
        if (p.value(QLatin1String("items")).isArray())
            p.insert(QStringLiteral("items"), specPositions(p.value(QLatin1String("items")).toArray()));
        out.append(v.isObject() ? QJsonValue(p) : v);
    }
    return out;
}

QJsonObject specDocument(QJsonObject d)
{
    if (d.contains(QLatin1String("openAmount")))
        d.insert(QStringLiteral("openAmount"), numberAgain(d.value(QLatin1String("openAmount"))));
    if (d.value(QLatin1String("positions")).isArray())
        d.insert(QStringLiteral("positions"), specPositions(d.value(QLatin1String("positions")).toArray()));
    return d;
}

// A queue status: each detail's invoice is a single-document answer's data ({documents: [..]}) in the
// live profile, the document itself in the spec's.
QJsonObject specQueue(QJsonObject q)
{
    QJsonArray details;
    for (const QJsonValue &v : q.value(QLatin1String("details")).toArray()) {
        QJsonObject detail = v.toObject();
        const QJsonObject invoice = detail.value(QLatin1String("invoice")).toObject();
        if (invoice.size() == 1 && invoice.value(QLatin1String("documents")).isArray())
            detail.insert(QStringLiteral("invoice"),
                specDocument(invoice.value(QLatin1String("documents")).toArray().first().toObject()));
        details.append(detail);
    }
    q.insert(QStringLiteral("details"), details);
    return q;
}

} // namespace

QString SandboxPeer::testProfile()
{
    const QString p = qEnvironmentVariable("INVOICEDESK_TEST_PROFILE");
    return p.isEmpty() ? QStringLiteral("spec") : p;
}

std::optional<QByteArray> SandboxPeer::phpReencode(const QByteArray &json)
{
    return Reencoder(json).run();
}

SandboxPeer::SandboxPeer(const QStringList &arguments, bool testHooks)
{
    QStringList profile;
    if (!arguments.contains(QLatin1String("--profile")) && !arguments.contains(QLatin1String("--envelope")))
        profile = {QStringLiteral("--profile"), testProfile()};
    const qsizetype named =
        qMax(arguments.indexOf(QLatin1String("--profile")), arguments.indexOf(QLatin1String("--envelope")));
    m_live = named >= 0 ? arguments.value(named + 1) == QLatin1String("live")
                        : testProfile() == QLatin1String("live");
    m_process.setProgram(qEnvironmentVariable("INVOICEDESK_SANDBOX"));
    m_process.setArguments(QStringList {
                               QStringLiteral("--port"),
                               QStringLiteral("0"),
                               QStringLiteral("--data"),
                               m_dir.path(),
                           }
        + (testHooks ? QStringList {QStringLiteral("--test-hooks")} : QStringList()) + profile + arguments);
    m_process.start();
    if (!m_process.waitForStarted()) {
        m_error = QStringLiteral("cannot start %1: %2").arg(m_process.program(), m_process.errorString());
        return;
    }
    while (!m_readyLine.contains('\n') && m_process.waitForReadyRead(30000))
        m_readyLine += m_process.readAllStandardOutput();
    const QByteArray prefix("INVOICEDESK_SANDBOX ");
    if (!m_readyLine.startsWith(prefix)) {
        m_error = QStringLiteral("no ready line: ")
            + QString::fromUtf8(m_readyLine + m_process.readAllStandardError());
        return;
    }
    const QJsonObject ready = QJsonDocument::fromJson(m_readyLine.mid(prefix.size())).object();
    m_url = ready.value(QLatin1String("url")).toString();
    m_token = ready.value(QLatin1String("token")).toString();
    for (const QJsonValue &v : ready.value(QLatin1String("accounts")).toArray())
        m_accounts << v.toString();
}

SandboxPeer::~SandboxPeer()
{
    stop();
}

QByteArray SandboxPeer::standardError()
{
    return m_process.readAllStandardError();
}

bool SandboxPeer::stop()
{
    if (m_process.state() == QProcess::NotRunning)
        return true;
    m_process.terminate();
    return m_process.waitForFinished(5000);
}

SandboxPeer::Answer SandboxPeer::request(
    const QByteArray &verb, const QString &path, const QString &token, const QByteArray &body)
{
    QNetworkRequest r(QUrl(path.startsWith(QLatin1String("http")) ? path : m_url + path));
    if (token == QLatin1String("demo"))
        r.setRawHeader("Authorization", "Bearer " + m_token.toUtf8());
    else if (!token.isEmpty())
        r.setRawHeader("Authorization", "Bearer " + token.toUtf8());
    r.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    QNetworkReply *reply = m_nam.sendCustomRequest(r, verb, body);
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    loop.exec();
    Answer a;
    a.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    a.body = reply->readAll();
    const QJsonDocument parsed = QJsonDocument::fromJson(a.body);
    a.raw = parsed.object();
    a.json = a.raw;
    a.retryAfter = reply->rawHeader("Retry-After");
    a.contentType = reply->rawHeader("Content-Type");
    a.allow = reply->rawHeader("Allow");
    a.wwwAuthenticate = reply->rawHeader("WWW-Authenticate");
    const bool control = QUrl(path).path().startsWith(QLatin1String("/__sandbox/"))
        || path.startsWith(QLatin1String("/__sandbox/"));
    if (m_live && !control && a.contentType.contains("json")) {
        // Every answer of the live profile is byte for byte what json_encode makes of it.
        // (Bodies that are not JSON at all are faults injected on purpose.)
        const QByteArray expected = phpReencode(a.body).value_or(a.body);
        if (expected != a.body && !m_byteFormFailed) {
            m_byteFormFailed = true;
            QTest::qFail(
                qPrintable(QStringLiteral("%1 %2: the body is not json_encode's bytes:\n  got  %3\n  want %4")
                               .arg(QString::fromLatin1(verb), path, QString::fromUtf8(a.body.left(600)),
                                   QString::fromUtf8(expected.left(600)))),
                __FILE__, __LINE__);
        }
        // Documents sit in data.documents on the live service: lists as they are, one as [0].
        bool list = false;
        const QJsonObject data = a.raw.value(QLatin1String("data")).toObject();
        if (isDocumentPath(path, &list) && data.size() == 1
            && data.value(QLatin1String("documents")).isArray()) {
            QJsonArray documents;
            for (const QJsonValue &v : data.value(QLatin1String("documents")).toArray())
                documents.append(specDocument(v.toObject()));
            a.json.insert(
                QStringLiteral("data"), list && verb == "GET" ? QJsonValue(documents) : documents.first());
        } else if (data.value(QLatin1String("details")).isArray()) {
            a.json.insert(QStringLiteral("data"), specQueue(data));
        }
    }
    reply->deleteLater();
    return a;
}

QString SandboxPeer::createToken(
    const QStringList &scopes, const QStringList &accounts, const QString &expiresAt)
{
    const QJsonObject body {{QStringLiteral("scopes"), QJsonArray::fromStringList(scopes)},
        {QStringLiteral("accounts"), QJsonArray::fromStringList(accounts)},
        {QStringLiteral("expiresAt"), expiresAt.isEmpty() ? QJsonValue() : QJsonValue(expiresAt)}};
    return request("POST", QStringLiteral("/__sandbox/tokens"), {}, QJsonDocument(body).toJson())
        .json.value(QLatin1String("token"))
        .toString();
}
