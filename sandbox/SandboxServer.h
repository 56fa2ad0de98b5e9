#pragma once

#include "HttpTypes.h"
#include "Storage.h"

#include <QAbstractHttpServer>
#include <QHash>
#include <QHostAddress>
#include <QList>
#include <QMap>
#include <QThreadPool>

#include <optional>

class QElapsedTimer;
class QTcpSocket;

// The HTTP side of the sandbox: its own router (method + path pattern with {params} + required scope),
// bearer-token checks, fault injection and request counting. Resources add their routes through
// addRoute() from their own file (see Routes.h).
class SandboxServer : public QAbstractHttpServer
{
    Q_OBJECT

public:
    explicit SandboxServer(Storage &storage, QObject *parent = nullptr);
    ~SandboxServer() override;

    // Listens through a QTcpServer of its own (hides QAbstractHttpServer::listen): every connection's
    // bytes are counted before QtHttpServer reads them, so a body over maxBodyBytes is answered 413
    // without being held, and an accept that fails for want of descriptors pauses accepting (see
    // README, "Limits"). 0 when it cannot listen.
    quint16 listen(const QHostAddress &address, quint16 port);
    // The largest request body read: a larger Content-Length is answered 413 at once, a body without
    // one (chunked) is cut off with 413 when it grows past it. The head is limited to maxHeadBytes (431).
    static constexpr qint64 maxBodyBytes = 16 * 1024 * 1024;
    static constexpr qint64 maxHeadBytes = 64 * 1024;
    // How long accepting pauses after the process ran out of descriptors, before it is tried again.
    static constexpr int acceptPauseMs = 200;

    // pattern: "/accounts/{accountUuid}/documents/v2/invoices/{uuid}"; scope empty: no token needed.
    void addRoute(
        const QByteArray &method, const QString &pattern, const QString &scope, SandboxHandler handler);

    Storage &storage() { return m_storage; }
    bool quiet = false; // no request log on stderr
    bool testHooks = false; // the /__sandbox/ control routes exist
    // http://127.0.0.1:PORT, for links the server hands out (downloadUrl).
    QString baseUrl;

    // Fault injection and counters, driven by the control routes.
    struct Fault
    {
        QByteArray method;
        QString path;
        int status = 503;
        int times = 1;
        int retryAfter = -1;
        int delayMs = 0;
        QString body; // "", "malformed", "truncated", "html"
        double share = 0; // > 0: this share of matching requests, until cleared (times is ignored)
        bool drop = false; // close the connection without an answer
        bool stall = false; // send the head and half the body, then nothing (the connection stays open)
        int dripMs = 0; // > 0: send the answer one byte every dripMs
        qint64 lastPage = 0; // > 0: a list answer's meta.lastPage says this
        // A list that grows as it is read: meta.lastPage = currentPage + 1, meta.total filling it.
        bool growing = false;
        // > 0: a 200 answer of this many bytes (the real answer, then spaces), written as the line takes
        // it, so the sandbox never holds it; floodLength false: no Content-Length (the body ends when the
        // connection closes).
        qint64 floodBytes = 0;
        bool floodLength = true;
        QString redirect; // "self": 302 to the same address (a loop); otherwise 302 to this URL
    };
    // nullopt when the object is not a fault: *error says why and *field names the key at fault (an
    // unknown key, a wrong type or a value out of range).
    static std::optional<Fault> faultFromJson(const QJsonObject &o, QString *error, QString *field = nullptr);
    void addFault(const Fault &fault) { m_faults.append(fault); }
    void clearFaults() { m_faults.clear(); }
    QJsonObject stats() const;
    void resetStats();
    // The requests clients sent (control routes left out), oldest first, the last requestLogLimit of
    // them: method, path, query and body, so a test reads what was sent (GET /__sandbox/requests).
    static constexpr int requestLogLimit = 1000;
    // Those whose method is `method` (any when empty) and whose path contains `pathPart`.
    QJsonArray requestLog(const QByteArray &method, const QString &pathPart) const;
    void clearRequestLog() { m_requestLog.clear(); }
    // How answers are written: as the spec shows them, or as the live service writes them (LiveProfile.h).
    enum class Profile { Spec, Live };
    Profile profile = Profile::Spec;
    // "spec" or "live" (also "observed", the old name of the live envelope); nullopt for anything else.
    static std::optional<Profile> profileFromName(const QString &name);

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override;
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override;

private:
    struct Route
    {
        QByteArray method;
        QString pattern;
        QStringList segments;
        QString scope;
        SandboxHandler handler;
    };
    // route() in the profile's form.
    SandboxResponse dispatch(SandboxRequest &request, QString *routeName);
    SandboxResponse route(SandboxRequest &request, QString *routeName);
    std::optional<SandboxResponse> authorize(const Route &route, const SandboxRequest &request);
    static QByteArray wire(const SandboxResponse &response);
    void drip(QTcpSocket *socket, const QByteArray &out, int intervalMs, std::function<void()> sent);
    void flood(
        QTcpSocket *socket, const SandboxResponse &response, const Fault &fault, std::function<void()> sent);
    void send(QTcpSocket *socket, const SandboxResponse &response, int delayMs, std::function<void()> sent);
    void log(const SandboxRequest &request, int status, const QElapsedTimer &timer) const;
    static bool readOnly(const SandboxRequest &request);
    void dispatchOnPool(
        const SandboxRequest &request, QTcpSocket *socket, int delayMs, const QElapsedTimer &timer);

    // The bytes of the request a connection is sending, counted before QtHttpServer reads them
    // (gate() runs first on every readyRead); reset when the request is handled.
    struct Gate
    {
        QByteArray head; // the request's first bytes until its blank line
        qint64 headEnd = -1; // where the body starts, once the head is complete
        qint64 received = 0;
    };
    void gate(QTcpSocket *socket);
    // Answers `status` with Connection: close, takes the socket from QtHttpServer and reads whatever
    // still comes without keeping it, then closes the connection.
    void refuse(QTcpSocket *socket, int status, const QString &why, QByteArray head);
    QHash<QTcpSocket *, Gate> m_gates;

    Storage &m_storage;
    QList<Route> m_routes;
    QList<Fault> m_faults;
    qint64 m_requests = 0;
    struct LoggedRequest
    {
        QByteArray method;
        QString path;
        QString query;
        QByteArray body;
    };
    QList<LoggedRequest> m_requestLog;
    QMap<QString, qint64> m_byRoute;
    // Read-only document requests are answered here, each thread with its own SQLite connection, so
    // concurrent clients use every core; the reply is written back on the server's thread.
    QThreadPool m_pool;
};
