#include "SandboxServer.h"

#include <QHttpServerRequest>
#include <QPointer>
#include <QTcpSocket>
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
{ }

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
    SandboxRequest request;
    request.method = methodName(httpRequest.method());
    request.path = httpRequest.url().path();
    request.query = httpRequest.query();
    request.body = httpRequest.body();
    request.authorization = httpRequest.value(QByteArrayLiteral("Authorization"));
    const bool control = request.path.startsWith(QLatin1String("/__sandbox/"));

    int delayMs = 0;
    // Faults match a substring of the path with its query, so a test can aim at one page.
    const QString target = request.path + QLatin1Char('?') + request.query.toString(QUrl::FullyEncoded);
    if (!control) {
        ++m_requests;
        for (auto it = m_faults.begin(); it != m_faults.end(); ++it) {
            if ((!it->method.isEmpty() && it->method != request.method)
                || (!it->path.isEmpty() && !target.contains(it->path)))
                continue;
            const Fault fault = *it;
            if (--it->times <= 0)
                m_faults.erase(it);
            delayMs = fault.delayMs;
            if (fault.body == QLatin1String("malformed")) {
                send(socket, SandboxResponse::raw(200, QByteArrayLiteral("<html>Gateway says hello</html>")),
                    delayMs);
                return true;
            }
            if (fault.body == QLatin1String("truncated")) {
                QString route;
                SandboxResponse full = dispatch(request, &route);
                full.body.truncate(full.body.size() / 2);
                send(socket, full, delayMs);
                return true;
            }
            if (fault.status >= 400) {
                SandboxResponse r = SandboxResponse::error(fault.status, QStringLiteral("injected_fault"),
                    QStringLiteral("A fault injected by the test."));
                if (fault.retryAfter >= 0)
                    r.headers.append(
                        {QByteArrayLiteral("Retry-After"), QByteArray::number(fault.retryAfter)});
                send(socket, r, delayMs);
                return true;
            }
            break; // a pure delay: answer normally, later
        }
    }

    QString routeName;
    const SandboxResponse response = dispatch(request, &routeName);
    if (!control)
        ++m_byRoute[QString::fromLatin1(request.method) + QLatin1Char(' ') + routeName];
    if (verbose)
        std::fprintf(
            stderr, "%s %s -> %d\n", request.method.constData(), qPrintable(request.path), response.status);
    send(socket, response, delayMs);
    return true;
}

void SandboxServer::missingHandler(const QHttpServerRequest &, QTcpSocket *socket)
{
    send(socket, SandboxResponse::error(404, QStringLiteral("not_found"), QStringLiteral("No such route.")),
        0);
}

SandboxResponse SandboxServer::dispatch(SandboxRequest &request, QString *routeName)
{
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

void SandboxServer::send(QTcpSocket *socket, const SandboxResponse &response, int delayMs)
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
        return;
    }
    QPointer<QTcpSocket> guard(socket);
    QTimer::singleShot(delayMs, this, [guard, out] {
        if (guard && guard->state() == QAbstractSocket::ConnectedState)
            guard->write(out);
    });
}
