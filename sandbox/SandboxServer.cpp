#include "SandboxServer.h"

#include <QElapsedTimer>
#include <QHttpServerRequest>
#include <QJsonDocument>
#include <QPointer>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTcpSocket>
#include <QThread>
#include <QTimer>

#include <cstdio>

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
    case 422:
        return "Unprocessable Entity";
    case 429:
        return "Too Many Requests";
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

} // namespace

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

void SandboxServer::resetStats()
{
    m_requests = 0;
    m_byRoute.clear();
}

bool SandboxServer::handleRequest(const QHttpServerRequest &httpRequest, QTcpSocket *socket)
{
    QElapsedTimer timer;
    timer.start();
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
    if (fault && fault->body == QLatin1String("malformed")) {
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
    } else if (readOnly(request)) {
        dispatchOnPool(request, socket, delayMs, timer);
        return true;
    } else {
        response = dispatch(request, &routeName);
    }
    if (!control)
        ++m_byRoute[QString::fromLatin1(request.method) + QLatin1Char(' ') + routeName];
    send(socket, response, delayMs,
        [this, request, status = response.status, timer] { log(request, status, timer); });
    return true;
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

SandboxResponse SandboxServer::dispatch(SandboxRequest &request, QString *routeName)
{
    // The control routes exist only with --test-hooks.
    if (!testHooks && request.path.startsWith(QLatin1String("/__sandbox/"))) {
        *routeName = QStringLiteral("(unknown)");
        return SandboxResponse::error(
            404, QStringLiteral("not_found"), QStringLiteral("No such route: %1").arg(request.path));
    }
    const QStringList segments = request.path.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    bool pathMatched = false;
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
        pathMatched = true;
        // "/employees/available-users" wins over "/employees/{uuid}": the most literal route matches.
        if (route.method == request.method && literals > bestLiterals) {
            best = &route;
            bestParams = params;
            bestLiterals = literals;
        }
    }
    if (!best) {
        *routeName = QStringLiteral("(unknown)");
        if (pathMatched)
            return SandboxResponse::error(405, QStringLiteral("method_not_allowed"),
                QStringLiteral("%1 is not allowed on this path.").arg(QString::fromLatin1(request.method)));
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
    const QByteArray header = request.authorization.trimmed();
    if (!header.startsWith("Bearer ") || header.size() <= 7)
        return SandboxResponse::error(401, QStringLiteral("invalid_request"),
            QStringLiteral("No bearer token was sent (Authorization: Bearer <token>)."));
    const auto token = m_storage.token(QString::fromUtf8(header.mid(7).trimmed()));
    if (!token)
        return SandboxResponse::error(
            401, QStringLiteral("invalid_token"), QStringLiteral("The token is not valid."));
    if (token->expiresAt.isValid() && token->expiresAt < QDateTime::currentDateTimeUtc())
        return SandboxResponse::error(401, QStringLiteral("invalid_token"),
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
    QByteArray out =
        "HTTP/1.1 " + QByteArray::number(response.status) + ' ' + reason(response.status) + "\r\n";
    for (const auto &[name, value] : response.headers)
        out += name + ": " + value + "\r\n";
    out += "Content-Length: " + QByteArray::number(response.body.size()) + "\r\n";
    out += "Connection: keep-alive\r\n\r\n";
    out += response.body;
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

std::optional<SandboxServer::Fault> SandboxServer::faultFromJson(const QJsonObject &o, QString *error)
{
    Fault f;
    f.method = o.value(QLatin1String("method")).toString().toLatin1();
    f.path = o.value(QLatin1String("path")).toString();
    const bool other = o.contains(QLatin1String("body")) || o.contains(QLatin1String("delayMs"))
        || o.contains(QLatin1String("drop"));
    f.status = o.value(QLatin1String("status")).toInt(other ? 0 : 503);
    f.times = o.value(QLatin1String("times")).toInt(1);
    f.retryAfter = o.value(QLatin1String("retryAfter")).toInt(-1);
    f.delayMs = o.value(QLatin1String("delayMs")).toInt(0);
    f.body = o.value(QLatin1String("body")).toString();
    f.share = o.value(QLatin1String("share")).toDouble(0);
    f.drop = o.value(QLatin1String("drop")).toBool();
    if (f.status != 0 && (f.status < 400 || f.status > 599))
        *error = QStringLiteral("status must be from 400 to 599");
    else if (!f.body.isEmpty() && f.body != QLatin1String("malformed")
        && f.body != QLatin1String("truncated"))
        *error = QStringLiteral("body must be malformed or truncated");
    else if (f.share < 0 || f.share > 1)
        *error = QStringLiteral("share must be from 0 to 1");
    else if (f.delayMs < 0 || f.delayMs > 600000)
        *error = QStringLiteral("delayMs must be from 0 to 600000");
    else
        return f;
    return std::nullopt;
}
