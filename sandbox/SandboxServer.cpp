#include "SandboxServer.h"

#include "LiveProfile.h"

#include <QElapsedTimer>
#include <QHttpServerRequest>
#include <QJsonDocument>
#include <QPointer>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSocketNotifier>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <cmath>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <limits>
#include <memory>

#include <fcntl.h>
#include <sys/socket.h>
#include <unistd.h>

namespace {

QByteArray methodName(QHttpServerRequest::Method m)
{
    switch (m) {
    case QHttpServerRequest::Method::Get:
        return "GET";
    case QHttpServerRequest::Method::Put:
        return "PUT";
    case QHttpServerRequest::Method::Delete:
        return "DELETE";
    case QHttpServerRequest::Method::Post:
        return "POST";
    case QHttpServerRequest::Method::Head:
        return "HEAD";
    case QHttpServerRequest::Method::Options:
        return "OPTIONS";
    case QHttpServerRequest::Method::Patch:
        return "PATCH";
    default:
        return "OTHER";
    }
}

QByteArray reason(int status)
{
    switch (status) {
    case 200:
        return "OK";
    case 201:
        return "Created";
    case 204:
        return "No Content";
    case 400:
        return "Bad Request";
    case 401:
        return "Unauthorized";
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 409:
        return "Conflict";
    case 413:
        return "Content Too Large";
    case 422:
        return "Unprocessable Entity";
    case 429:
        return "Too Many Requests";
    case 431:
        return "Request Header Fields Too Large";
    case 500:
        return "Internal Server Error";
    case 502:
        return "Bad Gateway";
    case 503:
        return "Service Unavailable";
    case 504:
        return "Gateway Timeout";
    default:
        return "Status";
    }
}

// A QTcpServer that lets the sandbox see each connection before QtHttpServer does: the sandbox's
// readyRead handler is connected first, so it runs before QtHttpServer reads (and keeps) the bytes.
// It also accepts the connections itself: Qt 6.4's own accept loop retries an accept that failed with
// EMFILE at once, without emitting acceptError (strace: 7,352 failed accept4 calls in 1.5 s, a core
// busy), so here an accept that fails for want of descriptors pauses for `pauseMs` instead.
class GatedTcpServer : public QTcpServer
{
public:
    using QTcpServer::QTcpServer;
    ~GatedTcpServer() override
    {
        if (m_listening >= 0)
            ::close(m_listening);
    }
    std::function<void(QTcpSocket *)> onConnection;
    std::function<void(int error)> onPause; // errno of the accept that failed
    int pauseMs = 0;

    // After listen(): Qt's loop may keep no pending connection, so it never accepts; this server
    // accepts on a duplicate of the listening descriptor (a notifier of its own on its own number).
    bool acceptItself()
    {
        setMaxPendingConnections(0);
        m_listening = ::fcntl(int(socketDescriptor()), F_DUPFD_CLOEXEC, 0);
        if (m_listening < 0)
            return false;
        m_notifier = new QSocketNotifier(m_listening, QSocketNotifier::Read, this);
        connect(m_notifier, &QSocketNotifier::activated, this, &GatedTcpServer::acceptAll);
        return true;
    }

private:
    void acceptAll()
    {
        for (;;) {
            const int handle = ::accept4(m_listening, nullptr, nullptr, SOCK_CLOEXEC | SOCK_NONBLOCK);
            if (handle >= 0) {
                incomingConnection(handle);
                emit newConnection();
                continue;
            }
            if (errno == EINTR || errno == ECONNABORTED)
                continue;
            if (errno == EAGAIN || errno == EWOULDBLOCK)
                return;
            // EMFILE, ENFILE, ENOBUFS, ENOMEM: the connection waits in the kernel's queue meanwhile.
            const int error = errno;
            m_notifier->setEnabled(false);
            if (onPause)
                onPause(error);
            QTimer::singleShot(pauseMs, m_notifier, [n = m_notifier] { n->setEnabled(true); });
            return;
        }
    }

    int m_listening = -1;
    QSocketNotifier *m_notifier = nullptr;

protected:
    void incomingConnection(qintptr handle) override
    {
        auto *socket = new QTcpSocket(this);
        if (!socket->setSocketDescriptor(handle)) {
            delete socket;
            return;
        }
        if (onConnection)
            onConnection(socket);
        addPendingConnection(socket);
    }
};

// Content-Length of a request head (its first line and headers, without the blank line); -1 without one.
qint64 contentLength(const QByteArray &head)
{
    for (const QByteArray &line : head.split('\n')) {
        const qsizetype colon = line.indexOf(':');
        if (colon > 0 && line.left(colon).trimmed().toLower() == "content-length") {
            bool ok = false;
            const qint64 n = line.mid(colon + 1).trimmed().toLongLong(&ok);
            return ok ? n : std::numeric_limits<qint64>::max(); // unreadable: treated as too large
        }
    }
    return -1;
}

} // namespace

quint16 SandboxServer::listen(const QHostAddress &address, quint16 port)
{
    auto *server = new GatedTcpServer(this);
    server->onConnection = [this](QTcpSocket *socket) {
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { gate(socket); });
        connect(socket, &QObject::destroyed, this, [this, socket] { m_gates.remove(socket); });
    };
    // Out of descriptors (EMFILE, ENFILE): accepting pauses instead of being retried at once (which
    // spun at full CPU), and is tried again a moment later, when a connection may have closed.
    server->pauseMs = acceptPauseMs;
    server->onPause = [this](int error) {
        if (!quiet)
            std::fprintf(stderr, "invoicedesk-sandbox: accepting paused for %d ms: %s (errno %d)\n",
                acceptPauseMs, std::strerror(error), error);
    };
    if (!server->listen(address, port)) {
        delete server;
        return 0;
    }
    bind(server);
    if (!server->acceptItself()) {
        delete server;
        return 0;
    }
    return server->serverPort();
}

void SandboxServer::gate(QTcpSocket *socket)
{
    Gate &g = m_gates[socket];
    // What QtHttpServer has not read yet: the bytes that came since the last readyRead.
    const qint64 fresh = socket->bytesAvailable();
    if (g.headEnd < 0 && g.head.size() < maxHeadBytes + 4) {
        const qsizetype from = qMax<qsizetype>(0, g.head.size() - 3);
        g.head += socket->peek(qMin<qint64>(fresh, maxHeadBytes + 4 - g.head.size()));
        const qsizetype blank = g.head.indexOf("\r\n\r\n", from);
        if (blank >= 0) {
            g.head.truncate(blank);
            g.headEnd = blank + 4;
            const qint64 length = contentLength(g.head);
            if (length > maxBodyBytes) {
                refuse(socket, 413,
                    QStringLiteral(
                        "The request body (Content-Length %1) is larger than the sandbox's limit of "
                        "%2 bytes.")
                        .arg(length)
                        .arg(maxBodyBytes),
                    g.head);
                return;
            }
        }
    }
    g.received += fresh;
    if (g.headEnd < 0 && g.received > maxHeadBytes) {
        refuse(socket, 431,
            QStringLiteral("The request head is larger than the sandbox's limit of %1 bytes.")
                .arg(maxHeadBytes),
            g.head);
        return;
    }
    if (g.headEnd >= 0 && g.received - g.headEnd > maxBodyBytes) {
        // A body without a length (chunked) or longer than its length says.
        refuse(socket, 413,
            QStringLiteral("The request body is larger than the sandbox's limit of %1 bytes.")
                .arg(maxBodyBytes),
            g.head);
    }
}

// `head` by value: it is usually the gate's own, which goes below.
void SandboxServer::refuse(QTcpSocket *socket, int status, const QString &why, QByteArray head)
{
    // QtHttpServer's handler (connected after this one) is not called for these bytes nor any later.
    disconnect(socket, &QTcpSocket::readyRead, nullptr, nullptr);
    m_gates.remove(socket);
    // QtHttpServer reads a request inside a transaction, keeping every byte until it is complete: ending
    // it lets go of them.
    if (socket->isTransactionStarted())
        socket->commitTransaction();
    socket->readAll();
    SandboxResponse response = SandboxResponse::error(
        status, status == 413 ? QStringLiteral("body_too_large") : QStringLiteral("head_too_large"), why);
    QByteArray out = wire(response);
    out.replace("Connection: keep-alive\r\n", "Connection: close\r\n");
    socket->write(out);
    // Whatever the client still sends is read and dropped (so it reads the answer rather than a reset),
    // for at most 5 seconds; then the connection is closed.
    connect(socket, &QTcpSocket::readyRead, socket, [socket] { socket->readAll(); });
    QPointer<QTcpSocket> guard(socket);
    QTimer::singleShot(5000, this, [guard] {
        if (guard)
            guard->disconnectFromHost();
    });
    SandboxRequest request;
    const QList<QByteArray> first = head.left(head.indexOf('\r')).split(' ');
    request.method = first.value(0).left(16);
    request.path = QString::fromLatin1(first.value(1).left(200));
    QElapsedTimer timer;
    timer.start();
    log(request, status, timer);
}

SandboxServer::SandboxServer(Storage &storage, QObject *parent)
    : QAbstractHttpServer(parent)
    , m_storage(storage)
{
    // Threads are kept, and with them their database connections.
    m_pool.setExpiryTimeout(-1);
    m_pool.setMaxThreadCount(qMax(2, QThread::idealThreadCount()));
}

SandboxServer::~SandboxServer()
{
    m_pool.waitForDone();
}

bool SandboxServer::readOnly(const SandboxRequest &request)
{
    // GET of a document list or of one document: they read the storage and nothing else of the server's
    // state that changes (the queue, faults, webhooks and control routes stay on the server's thread).
    static const QRegularExpression documents(
        QStringLiteral("^/accounts/[^/]+/documents/v2/(?!queue(/|$))[a-z-]+(/[^/]+)?$"));
    return request.method == "GET" && documents.match(request.path).hasMatch();
}

void SandboxServer::dispatchOnPool(
    const SandboxRequest &request, QTcpSocket *socket, int delayMs, const QElapsedTimer &timer)
{
    QPointer<QTcpSocket> guard(socket);
    m_pool.start([this, request, guard, delayMs, timer] {
        QString routeName;
        SandboxRequest routed = request;
        SandboxResponse response = dispatch(routed, &routeName);
        QMetaObject::invokeMethod(
            this,
            [this, request, guard, delayMs, timer, routeName, response] {
                ++m_byRoute[QString::fromLatin1(request.method) + QLatin1Char(' ') + routeName];
                if (!guard)
                    return;
                send(guard, response, delayMs,
                    [this, request, status = response.status, timer] { log(request, status, timer); });
            },
            Qt::QueuedConnection);
    });
}

void SandboxServer::addRoute(
    const QByteArray &method, const QString &pattern, const QString &scope, SandboxHandler handler)
{
    m_routes.append(
        {method, pattern, pattern.split(QLatin1Char('/'), Qt::SkipEmptyParts), scope, std::move(handler)});
}

QJsonObject SandboxServer::stats() const
{
    QJsonObject byRoute;
    for (auto it = m_byRoute.begin(); it != m_byRoute.end(); ++it)
        byRoute.insert(it.key(), it.value());
    return {{QStringLiteral("requests"), m_requests}, {QStringLiteral("byRoute"), byRoute}};
}

QJsonArray SandboxServer::requestLog(const QByteArray &method, const QString &pathPart) const
{
    QJsonArray out;
    for (const LoggedRequest &r : m_requestLog) {
        if ((!method.isEmpty() && r.method != method) || !r.path.contains(pathPart))
            continue;
        // The body as JSON when it is JSON, else as text (empty: null).
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(r.body, &error);
        QJsonValue body;
        if (error.error == QJsonParseError::NoError)
            body = doc.isObject() ? QJsonValue(doc.object()) : QJsonValue(doc.array());
        else if (!r.body.isEmpty())
            body = QString::fromUtf8(r.body);
        out.append(QJsonObject {{QStringLiteral("method"), QString::fromLatin1(r.method)},
            {QStringLiteral("path"), r.path}, {QStringLiteral("query"), r.query},
            {QStringLiteral("body"), body}});
    }
    return out;
}

void SandboxServer::resetStats()
{
    m_requests = 0;
    m_byRoute.clear();
}

bool SandboxServer::handleRequest(const QHttpServerRequest &httpRequest, QTcpSocket *socket)
{
    QElapsedTimer timer;
    timer.start();
    m_gates.remove(socket); // the next bytes on this connection are the next request
    SandboxRequest request;
    request.method = methodName(httpRequest.method());
    request.path = httpRequest.url().path();
    request.query = httpRequest.query();
    request.body = httpRequest.body();
    request.authorization = httpRequest.value(QByteArrayLiteral("Authorization"));
    const bool control = request.path.startsWith(QLatin1String("/__sandbox/"));

    // Faults match a substring of the path with its query, so a test can aim at one page.
    const QString target = request.path + QLatin1Char('?') + request.query.toString(QUrl::FullyEncoded);
    std::optional<Fault> fault;
    if (!control) {
        ++m_requests;
        m_requestLog.append(
            {request.method, request.path, request.query.toString(QUrl::FullyDecoded), request.body});
        if (m_requestLog.size() > requestLogLimit)
            m_requestLog.removeFirst();
        for (auto it = m_faults.begin(); it != m_faults.end(); ++it) {
            if ((!it->method.isEmpty() && it->method != request.method)
                || (!it->path.isEmpty() && !target.contains(it->path)))
                continue;
            if (it->share > 0) {
                // A share of the requests: left in place until cleared.
                if (QRandomGenerator::global()->generateDouble() < it->share)
                    fault = *it;
                break;
            }
            fault = *it;
            if (--it->times <= 0)
                m_faults.erase(it);
            break;
        }
    }

    QString routeName = QStringLiteral("(fault)");
    SandboxResponse response;
    const int delayMs = fault ? fault->delayMs : 0;
    if (fault && fault->drop) {
        log(request, 0, timer);
        socket->abort(); // the connection goes without an answer
        return true;
    }
    if (fault && !fault->redirect.isEmpty()) {
        const QString self = request.path
            + (request.query.isEmpty() ? QString()
                                       : QLatin1Char('?') + request.query.toString(QUrl::FullyEncoded));
        response = SandboxResponse::raw(302, {});
        response.headers = {{QByteArrayLiteral("Location"),
            (fault->redirect == QLatin1String("self") ? self : fault->redirect).toUtf8()}};
    } else if (fault && fault->body == QLatin1String("html")) {
        // A proxy's or load balancer's page where data was expected, with 200.
        response = SandboxResponse::raw(200,
            QByteArrayLiteral("<!DOCTYPE html>\n<html><head><title>Maintenance</title></head><body>"
                              "<h1>We'll be back soon</h1><p>Scheduled maintenance.</p></body></html>\n"));
        response.headers = {
            {QByteArrayLiteral("Content-Type"), QByteArrayLiteral("text/html; charset=utf-8")}};
    } else if (fault && fault->body == QLatin1String("malformed")) {
        response = SandboxResponse::raw(200, QByteArrayLiteral("<html>Gateway says hello</html>"));
    } else if (fault && fault->body == QLatin1String("truncated")) {
        response = dispatch(request, &routeName);
        response.body.truncate(response.body.size() / 2);
    } else if (fault && fault->status >= 400) {
        response = SandboxResponse::error(
            fault->status, QStringLiteral("injected_fault"), QStringLiteral("A fault injected for a test."));
        if (fault->retryAfter >= 0)
            response.headers.append(
                {QByteArrayLiteral("Retry-After"), QByteArray::number(fault->retryAfter)});
    } else if (readOnly(request)
        && !(fault
            && (fault->stall || fault->dripMs > 0 || fault->lastPage > 0 || fault->growing
                || fault->floodBytes > 0))) {
        // Answered on the pool, with its latency; a fault that reshapes the answer or its sending
        // (stall, drip, lastPage, growing, flood) is applied below on the server's thread.
        dispatchOnPool(request, socket, delayMs, timer);
        return true;
    } else {
        response = dispatch(request, &routeName);
    }
    if (fault && fault->lastPage > 0 && response.status == 200) {
        // An absurd or lying meta.lastPage on a list answer; the rest stays as it was.
        QJsonObject root = QJsonDocument::fromJson(response.body).object();
        if (root.contains(QLatin1String("meta"))) {
            QJsonObject meta = root.value(QLatin1String("meta")).toObject();
            meta.insert(QStringLiteral("lastPage"), double(fault->lastPage));
            root.insert(QStringLiteral("meta"), meta);
            response.body = QJsonDocument(root).toJson(QJsonDocument::Compact);
        }
    }
    if (fault && fault->growing && response.status == 200) {
        // One more page after this one, whichever this is: a list that never ends.
        QJsonObject root = QJsonDocument::fromJson(response.body).object();
        if (root.contains(QLatin1String("meta"))) {
            QJsonObject meta = root.value(QLatin1String("meta")).toObject();
            const qint64 page = qMax<qint64>(1, qint64(meta.value(QLatin1String("currentPage")).toDouble(1)));
            const qint64 perPage = qMax<qint64>(1, qint64(meta.value(QLatin1String("perPage")).toDouble(1)));
            meta.insert(QStringLiteral("lastPage"), double(page + 1));
            meta.insert(QStringLiteral("total"), double((page + 1) * perPage));
            root.insert(QStringLiteral("meta"), meta);
            response.body = QJsonDocument(root).toJson(QJsonDocument::Compact);
        }
    }
    if (!control)
        ++m_byRoute[QString::fromLatin1(request.method) + QLatin1Char(' ') + routeName];
    auto sent = [this, request, status = response.status, timer] {
        log(request, status, timer);
    };
    if (fault && fault->floodBytes > 0) {
        flood(socket, response, *fault, sent);
        return true;
    }
    if (fault && (fault->stall || fault->dripMs > 0)) {
        const QByteArray out = wire(response);
        if (fault->stall) {
            // The head and half the body, then silence on an open connection.
            const qsizetype head = out.indexOf("\r\n\r\n") + 4;
            socket->write(out.left(head + response.body.size() / 2));
            sent();
        } else {
            drip(socket, out, fault->dripMs, sent);
        }
        return true;
    }
    send(socket, response, delayMs, sent);
    return true;
}

QByteArray SandboxServer::wire(const SandboxResponse &response)
{
    QByteArray out =
        "HTTP/1.1 " + QByteArray::number(response.status) + ' ' + reason(response.status) + "\r\n";
    for (const auto &[name, value] : response.headers)
        out += name + ": " + value + "\r\n";
    out += "Content-Length: " + QByteArray::number(response.body.size()) + "\r\n";
    out += "Connection: keep-alive\r\n\r\n";
    out += response.body;
    return out;
}

void SandboxServer::drip(
    QTcpSocket *socket, const QByteArray &out, int intervalMs, std::function<void()> sent)
{
    // The head at once, then the body a byte at a time: never silent for long, never done.
    const qsizetype head = out.indexOf("\r\n\r\n") + 4;
    socket->write(out.left(head));
    auto *timer = new QTimer(socket);
    auto position = std::make_shared<qsizetype>(head);
    connect(timer, &QTimer::timeout, socket, [socket, timer, out, position, sent] {
        if (socket->state() != QAbstractSocket::ConnectedState || *position >= out.size()) {
            timer->deleteLater();
            if (sent)
                sent();
            return;
        }
        socket->write(out.mid((*position)++, 1));
    });
    timer->start(intervalMs);
}

void SandboxServer::flood(
    QTcpSocket *socket, const SandboxResponse &response, const Fault &fault, std::function<void()> sent)
{
    // The real answer padded with spaces (still JSON) to floodBytes, written a slice at a time as the
    // client reads it: the sandbox holds one slice, whatever the size. A client that hangs up ends it.
    QByteArray head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n";
    if (fault.floodLength)
        head += "Content-Length: " + QByteArray::number(qMax(fault.floodBytes, response.body.size()))
            + "\r\nConnection: keep-alive\r\n\r\n";
    else
        head += "Connection: close\r\n\r\n";
    socket->write(head + response.body);
    auto left = std::make_shared<qint64>(qMax<qint64>(0, fault.floodBytes - response.body.size()));
    const bool close = !fault.floodLength;
    static constexpr qint64 slice = 256 * 1024;
    auto connection = std::make_shared<QMetaObject::Connection>();
    auto more = [socket, left, close, sent, connection] {
        if (socket->state() != QAbstractSocket::ConnectedState || socket->bytesToWrite() > slice)
            return;
        if (*left <= 0) {
            QObject::disconnect(*connection);
            if (close)
                socket->disconnectFromHost();
            if (sent)
                sent();
            return;
        }
        const qint64 n = qMin(*left, slice);
        *left -= n;
        socket->write(QByteArray(n, ' '));
    };
    *connection = connect(socket, &QTcpSocket::bytesWritten, socket, more);
    more();
}

void SandboxServer::log(const SandboxRequest &request, int status, const QElapsedTimer &timer) const
{
    if (quiet)
        return;
    // One JSON object per line: method, path, status, milliseconds. Never headers, so never a token.
    const QByteArray line =
        QJsonDocument(QJsonObject {{QStringLiteral("method"), QString::fromLatin1(request.method)},
                          {QStringLiteral("path"), request.path}, {QStringLiteral("status"), status},
                          {QStringLiteral("ms"), double(timer.nsecsElapsed() / 100000) / 10.0}})
            .toJson(QJsonDocument::Compact);
    std::fprintf(stderr, "%s\n", line.constData());
}

void SandboxServer::missingHandler(const QHttpServerRequest &, QTcpSocket *socket)
{
    send(socket, SandboxResponse::error(404, QStringLiteral("not_found"), QStringLiteral("No such route.")),
        0, {});
}

std::optional<SandboxServer::Profile> SandboxServer::profileFromName(const QString &name)
{
    if (name == QLatin1String("spec"))
        return Profile::Spec;
    if (name == QLatin1String("live") || name == QLatin1String("observed"))
        return Profile::Live;
    return std::nullopt;
}

SandboxResponse SandboxServer::dispatch(SandboxRequest &request, QString *routeName)
{
    SandboxResponse response = route(request, routeName);
    if (profile == Profile::Live && !request.path.startsWith(QLatin1String("/__sandbox/")))
        response = LiveProfile::shape(*routeName, std::move(response));
    return response;
}

SandboxResponse SandboxServer::route(SandboxRequest &request, QString *routeName)
{
    // The control routes exist only with --test-hooks.
    if (!testHooks && request.path.startsWith(QLatin1String("/__sandbox/"))) {
        *routeName = QStringLiteral("(unknown)");
        return SandboxResponse::error(
            404, QStringLiteral("not_found"), QStringLiteral("No such route: %1").arg(request.path));
    }
    const QStringList segments = request.path.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    QByteArrayList allowed; // methods of the routes whose path matches, for 405's Allow
    const Route *best = nullptr;
    QHash<QString, QString> bestParams;
    int bestLiterals = -1;
    for (const Route &route : std::as_const(m_routes)) {
        if (route.segments.size() != segments.size())
            continue;
        QHash<QString, QString> params;
        bool match = true;
        int literals = 0;
        for (int i = 0; i < segments.size() && match; ++i) {
            const QString &p = route.segments.at(i);
            if (p.startsWith(QLatin1Char('{')) && p.endsWith(QLatin1Char('}'))) {
                params.insert(p.mid(1, p.size() - 2), segments.at(i));
            } else {
                match = p == segments.at(i);
                ++literals;
            }
        }
        if (!match)
            continue;
        if (!allowed.contains(route.method))
            allowed.append(route.method);
        // "/employees/available-users" wins over "/employees/{uuid}": the most literal route matches.
        if (route.method == request.method && literals > bestLiterals) {
            best = &route;
            bestParams = params;
            bestLiterals = literals;
        }
    }
    if (!best) {
        *routeName = QStringLiteral("(unknown)");
        if (!allowed.isEmpty()) {
            SandboxResponse refused = SandboxResponse::error(405, QStringLiteral("method_not_allowed"),
                QStringLiteral("%1 is not allowed on this path.").arg(QString::fromLatin1(request.method)));
            std::sort(allowed.begin(), allowed.end());
            refused.headers.append({QByteArrayLiteral("Allow"), allowed.join(", ")});
            return refused;
        }
        return SandboxResponse::error(
            404, QStringLiteral("not_found"), QStringLiteral("No such route: %1").arg(request.path));
    }
    *routeName = best->pattern;
    request.params = bestParams;
    request.account = bestParams.value(QStringLiteral("accountUuid"));
    if (!best->scope.isNull()) {
        if (auto denied = authorize(*best, request))
            return *denied;
    }
    return best->handler(request);
}

std::optional<SandboxResponse> SandboxServer::authorize(const Route &route, const SandboxRequest &request)
{
    // 401 answers say how to authenticate (RFC 6750): the Bearer scheme and what was wrong.
    const auto unauthorized = [](const QString &error, const QString &description) {
        SandboxResponse r = SandboxResponse::error(401, error, description);
        QByteArray challenge = "Bearer realm=\"invoicing\"";
        if (error == QLatin1String("invalid_token"))
            challenge += ", error=\"invalid_token\"";
        r.headers.append({QByteArrayLiteral("WWW-Authenticate"), challenge});
        return r;
    };
    const QByteArray header = request.authorization.trimmed();
    if (!header.startsWith("Bearer ") || header.size() <= 7)
        return unauthorized(QStringLiteral("invalid_request"),
            QStringLiteral("No bearer token was sent (Authorization: Bearer <token>)."));
    const auto token = m_storage.token(QString::fromUtf8(header.mid(7).trimmed()));
    if (!token)
        return unauthorized(QStringLiteral("invalid_token"), QStringLiteral("The token is not valid."));
    if (token->expiresAt.isValid() && token->expiresAt < QDateTime::currentDateTimeUtc())
        return unauthorized(QStringLiteral("invalid_token"),
            QStringLiteral("The token expired on %1.").arg(token->expiresAt.toString(Qt::ISODate)));
    if (!route.scope.isEmpty() && !token->scopes.contains(route.scope))
        return SandboxResponse::error(403, QStringLiteral("insufficient_scope"),
            QStringLiteral("This token lacks the scope \"%1\" needed for %2.")
                .arg(route.scope, request.path));
    // Another account's data is answered as unknown, as if it did not exist.
    if (!request.account.isEmpty()
        && (!token->accounts.contains(request.account) || !m_storage.accountExists(request.account)))
        return SandboxResponse::error(404, QStringLiteral("not_found"),
            QStringLiteral("No account %1 is reachable with this token.").arg(request.account));
    return std::nullopt;
}

void SandboxServer::send(
    QTcpSocket *socket, const SandboxResponse &response, int delayMs, std::function<void()> sent)
{
    const QByteArray out = wire(response);
    if (delayMs <= 0) {
        socket->write(out);
        if (sent)
            sent();
        return;
    }
    QPointer<QTcpSocket> guard(socket);
    QTimer::singleShot(delayMs, this, [guard, out, sent] {
        if (guard && guard->state() == QAbstractSocket::ConnectedState)
            guard->write(out);
        if (sent)
            sent();
    });
}

std::optional<SandboxServer::Fault> SandboxServer::faultFromJson(
    const QJsonObject &o, QString *error, QString *field)
{
    // Every key is known and of its type: a fault misspelt or mistyped is refused rather than taken
    // as a 503 for every request (what an unknown key used to make).
    static const QHash<QString, QJsonValue::Type> keys {{QStringLiteral("method"), QJsonValue::String},
        {QStringLiteral("path"), QJsonValue::String}, {QStringLiteral("status"), QJsonValue::Double},
        {QStringLiteral("times"), QJsonValue::Double}, {QStringLiteral("retryAfter"), QJsonValue::Double},
        {QStringLiteral("delayMs"), QJsonValue::Double}, {QStringLiteral("body"), QJsonValue::String},
        {QStringLiteral("share"), QJsonValue::Double}, {QStringLiteral("drop"), QJsonValue::Bool},
        {QStringLiteral("stall"), QJsonValue::Bool}, {QStringLiteral("dripMs"), QJsonValue::Double},
        {QStringLiteral("lastPage"), QJsonValue::Double}, {QStringLiteral("redirect"), QJsonValue::String},
        {QStringLiteral("growing"), QJsonValue::Bool}, {QStringLiteral("floodBytes"), QJsonValue::Double},
        {QStringLiteral("floodLength"), QJsonValue::Bool}};
    const auto typeName = [](QJsonValue::Type t) {
        return t == QJsonValue::String ? QStringLiteral("a string")
            : t == QJsonValue::Bool    ? QStringLiteral("true or false")
                                       : QStringLiteral("a number");
    };
    QString dummy;
    QString &at = field ? *field : dummy;
    for (auto it = o.begin(); it != o.end(); ++it) {
        const auto known = keys.constFind(it.key());
        at = it.key();
        if (known == keys.constEnd()) {
            QStringList names = keys.keys();
            names.sort();
            *error = QStringLiteral("unknown field %1 (known: %2)")
                         .arg(it.key(), names.join(QStringLiteral(", ")));
            return std::nullopt;
        }
        if (it.value().type() != *known) {
            *error = QStringLiteral("%1 must be %2").arg(it.key(), typeName(*known));
            return std::nullopt;
        }
    }
    static const QStringList integers {QStringLiteral("status"), QStringLiteral("times"),
        QStringLiteral("retryAfter"), QStringLiteral("delayMs"), QStringLiteral("dripMs")};
    for (const QString &key : integers) {
        at = key;
        const double v = o.value(key).toDouble(0);
        if (v != std::floor(v) || std::abs(v) > 2147483647.0) {
            *error = QStringLiteral("%1 must be a whole number").arg(key);
            return std::nullopt;
        }
    }
    Fault f;
    f.method = o.value(QLatin1String("method")).toString().toLatin1();
    f.path = o.value(QLatin1String("path")).toString();
    const bool other = o.contains(QLatin1String("body")) || o.contains(QLatin1String("delayMs"))
        || o.contains(QLatin1String("drop")) || o.contains(QLatin1String("stall"))
        || o.contains(QLatin1String("dripMs")) || o.contains(QLatin1String("lastPage"))
        || o.contains(QLatin1String("redirect")) || o.contains(QLatin1String("growing"))
        || o.contains(QLatin1String("floodBytes"));
    f.status = o.value(QLatin1String("status")).toInt(other ? 0 : 503);
    f.times = o.value(QLatin1String("times")).toInt(1);
    f.retryAfter = o.value(QLatin1String("retryAfter")).toInt(-1);
    f.delayMs = o.value(QLatin1String("delayMs")).toInt(0);
    f.body = o.value(QLatin1String("body")).toString();
    f.share = o.value(QLatin1String("share")).toDouble(0);
    f.drop = o.value(QLatin1String("drop")).toBool();
    f.stall = o.value(QLatin1String("stall")).toBool();
    f.dripMs = o.value(QLatin1String("dripMs")).toInt(0);
    f.lastPage = qint64(o.value(QLatin1String("lastPage")).toDouble(0));
    f.redirect = o.value(QLatin1String("redirect")).toString();
    f.growing = o.value(QLatin1String("growing")).toBool();
    f.floodBytes = qint64(o.value(QLatin1String("floodBytes")).toDouble(0));
    f.floodLength = o.value(QLatin1String("floodLength")).toBool(true);
    if (f.status != 0 && (f.status < 400 || f.status > 599)) {
        at = QStringLiteral("status");
        *error = QStringLiteral("status must be from 400 to 599");
    } else if (!f.body.isEmpty() && f.body != QLatin1String("malformed")
        && f.body != QLatin1String("truncated") && f.body != QLatin1String("html")) {
        at = QStringLiteral("body");
        *error = QStringLiteral("body must be malformed, truncated or html");
    } else if (f.dripMs < 0 || f.dripMs > 60000) {
        at = QStringLiteral("dripMs");
        *error = QStringLiteral("dripMs must be from 0 to 60000");
    } else if (f.lastPage < 0) {
        at = QStringLiteral("lastPage");
        *error = QStringLiteral("lastPage must not be negative");
    } else if (f.floodBytes < 0 || f.floodBytes > 16 * qint64(1024 * 1024 * 1024)) {
        at = QStringLiteral("floodBytes");
        *error = QStringLiteral("floodBytes must be from 0 to 17179869184");
    } else if (f.share < 0 || f.share > 1) {
        at = QStringLiteral("share");
        *error = QStringLiteral("share must be from 0 to 1");
    } else if (f.delayMs < 0 || f.delayMs > 600000) {
        at = QStringLiteral("delayMs");
        *error = QStringLiteral("delayMs must be from 0 to 600000");
    } else
        return f;
    return std::nullopt;
}
