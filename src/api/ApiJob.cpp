#include "api/ApiJob.h"

#include "api/ApiLogging.h"
#include "api/AuthNetworkAccessManager.h"

#include <QDateTime>
#include <QJsonParseError>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRandomGenerator>
#include <QTimer>

#include <utility>

ApiJob::ApiJob(ApiClient *client, ApiClient::Method method, QUrl url, QByteArray body, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_method(method)
    , m_url(std::move(url))
    , m_body(std::move(body))
{ }

ApiJob::~ApiJob()
{
    // Destroyed with its context: the call is dropped without a signal (nobody is listening).
    dropReply();
}

void ApiJob::start()
{
    if (auto refused = ApiClient::checkBaseUrl(m_url)) {
        const ApiError error = *refused;
        QMetaObject::invokeMethod(
            this, [this, error] { finishWith(error); }, Qt::QueuedConnection);
        return;
    }
    sendAttempt();
}

void ApiJob::cancel()
{
    if (m_done)
        return;
    if (m_retryTimer)
        m_retryTimer->stop();
    dropReply();
    finishWith(ApiError(ApiError::Kind::Cancelled));
}

bool ApiJob::abort()
{
    if (m_done)
        return false;
    m_done = true;
    const bool unanswered = m_reply && m_method != ApiClient::Method::Get;
    if (m_retryTimer)
        m_retryTimer->stop();
    if (m_deadline)
        m_deadline->stop();
    if (QNetworkReply *reply = std::exchange(m_reply, nullptr)) {
        logAnswer("aborted");
        // Now, not later: the network manager may be destroyed next, and a reply outliving it crashes.
        reply->disconnect(this);
        delete reply;
    }
    deleteLater();
    return unanswered;
}

void ApiJob::dropReply()
{
    if (m_deadline)
        m_deadline->stop();
    if (!m_reply)
        return;
    QNetworkReply *reply = m_reply;
    m_reply = nullptr;
    reply->disconnect(this);
    reply->deleteLater();
}

void ApiJob::sendAttempt()
{
    if (!m_client) {
        finishWith(ApiError(ApiError::Kind::Cancelled));
        return;
    }
    ++m_attempt;
    const ApiConfig &config = m_client->config();
    QNetworkRequest request(m_url);
    request.setTransferTimeout(config.transferTimeoutMs);
    auto *nam = m_client->networkAccessManager();
    switch (m_method) {
    case ApiClient::Method::Get:
        m_reply = nam->get(request);
        break;
    case ApiClient::Method::Delete:
        m_reply = nam->deleteResource(request);
        break;
    case ApiClient::Method::Post:
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        m_reply = nam->post(request, m_body);
        break;
    case ApiClient::Method::Patch:
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        m_reply = nam->sendCustomRequest(request, QByteArrayLiteral("PATCH"), m_body);
        break;
    }
    m_reply->setParent(this);
    m_elapsed.start();
    connect(m_reply, &QNetworkReply::finished, this, &ApiJob::onReplyFinished);
    connect(m_reply, &QNetworkReply::redirected, this, [this] { ++m_redirects; });
    // Every answer is capped before it is read whole: at its Content-Length when it has one, else when
    // that many bytes have come (a body without a length, or one longer than it said).
    connect(m_reply, &QNetworkReply::metaDataChanged, this, [this] {
        if (m_reply && m_reply->header(QNetworkRequest::ContentLengthHeader).toLongLong() > maxAnswerBytes())
            refuseTooLarge();
    });
    connect(m_reply, &QNetworkReply::downloadProgress, this, [this](qint64 received, qint64) {
        if (m_reply && received > maxAnswerBytes())
            refuseTooLarge();
    });
    if (config.requestDeadlineMs > 0) {
        if (!m_deadline) {
            m_deadline = new QTimer(this);
            m_deadline->setSingleShot(true);
            connect(m_deadline, &QTimer::timeout, this, &ApiJob::onDeadline);
        }
        m_deadline->start(config.requestDeadlineMs);
    }
}

void ApiJob::onDeadline()
{
    if (m_done || !m_reply)
        return;
    logAnswer("deadline");
    dropReply();
    const int seconds = m_client ? (m_client->config().requestDeadlineMs + 999) / 1000 : 0;
    // Not repeated: a line or service this slow would most likely drip again.
    finishWith(ApiError(ApiError::Kind::TooSlow, QString::number(seconds)));
}

qint64 ApiJob::maxAnswerBytes() const
{
    return m_client ? qMax<qint64>(1, m_client->config().maxAnswerBytes) : ApiConfig {}.maxAnswerBytes;
}

void ApiJob::refuseTooLarge()
{
    if (m_done || !m_reply)
        return;
    m_httpStatus = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    logAnswer("too large");
    // Closed now, not when the reply is deleted: its connection would go on receiving meanwhile. The
    // reply holds no error yet, so abort() is safe here (see dropReply()).
    QNetworkReply *reply = std::exchange(m_reply, nullptr);
    reply->disconnect(this);
    if (m_deadline)
        m_deadline->stop();
    if (reply->error() == QNetworkReply::NoError)
        reply->abort();
    reply->deleteLater();
    // Not repeated: the same request would most likely bring the same answer.
    const qint64 megabytes = maxAnswerBytes() / (1024 * 1024);
    finishWith(ApiError(ApiError::Kind::TooLarge,
        megabytes > 0 ? QString::number(megabytes)
                      : QString::number(double(maxAnswerBytes()) / (1024 * 1024), 'g', 2)));
}

ApiError ApiJob::replyError(QNetworkReply *reply) const
{
    const QVariant refused = reply->property(AuthNetworkAccessManager::refusedRedirectProperty);
    if (refused.isValid())
        return ApiError(ApiError::Kind::RedirectRefused, refused.toString());
    switch (reply->error()) {
    case QNetworkReply::TooManyRedirectsError:
        return ApiError(ApiError::Kind::RedirectLoop, reply->errorString());
    case QNetworkReply::InsecureRedirectError:
        return ApiError(ApiError::Kind::RedirectRefused,
            reply->attribute(QNetworkRequest::RedirectionTargetAttribute).toUrl().toDisplayString());
    case QNetworkReply::ProtocolUnknownError:
        return ApiError(ApiError::Kind::UnsupportedScheme, reply->url().toDisplayString());
    default:
        return networkError(reply->error(), reply->errorString());
    }
}

void ApiJob::onReplyFinished()
{
    QNetworkReply *reply = m_reply;
    if (!reply || m_done)
        return;
    m_reply = nullptr;
    if (m_deadline)
        m_deadline->stop();
    reply->deleteLater();

    m_httpStatus = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    logAnswer(m_httpStatus > 0 ? "answered" : "no answer");
    const QByteArray body = reply->isOpen() ? reply->readAll() : QByteArray();

    const ApiError transport = replyError(reply);
    const ApiError::Kind kind = transport.kind();
    if (kind == ApiError::Kind::RedirectRefused || kind == ApiError::Kind::RedirectLoop
        || kind == ApiError::Kind::UnsupportedScheme) {
        finishWith(transport);
        return;
    }
    // A network-level error (refused, dropped, silent, cancelled by the transfer timeout) wins over a
    // status already received: the body is incomplete.
    const int code = int(reply->error());
    if (m_httpStatus == 0 || (code > 0 && code < 200)) {
        retryOrFail(transport, -1);
        return;
    }
    if (m_redirects > 0 && (m_httpStatus < 200 || (m_httpStatus >= 300 && m_httpStatus < 400))) {
        // Redirected and redirected again until Qt gave up without a final answer.
        finishWith(ApiError(ApiError::Kind::RedirectLoop));
        return;
    }
    if (m_httpStatus >= 200 && m_httpStatus < 300) {
        if (body.trimmed().isEmpty()) {
            finishWith(QJsonDocument());
            return;
        }
        QJsonParseError parseError;
        if (m_bodyReader) {
            if (!m_bodyReader(body, &parseError)) {
                // A truncated or replaced body is a hiccup of the line or a proxy: a GET asks again.
                retryOrFail(ApiError(ApiError::Kind::Malformed, unreadable(body, parseError)), -1);
                return;
            }
            finishWith(QJsonDocument());
            return;
        }
        const QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
        if (parseError.error != QJsonParseError::NoError) {
            // A truncated or replaced body is a hiccup of the line or a proxy: a GET asks again.
            retryOrFail(ApiError(ApiError::Kind::Malformed, unreadable(body, parseError)), -1);
            return;
        }
        finishWith(doc);
        return;
    }

    const int retryAfter = retryAfterSeconds(reply->rawHeader("Retry-After"));
    const ApiError error = ApiError::fromHttp(m_httpStatus, body, retryAfter);
    const bool transient = m_httpStatus == 429 || m_httpStatus == 500 || m_httpStatus == 502
        || m_httpStatus == 503 || m_httpStatus == 504;
    if (transient) {
        retryOrFail(error, retryAfter >= 0 ? retryAfter * 1000 : -1);
        return;
    }
    finishWith(error);
}

void ApiJob::logAnswer(const char *outcome) const
{
    static const char *const names[] = {"GET", "POST", "PATCH", "DELETE"};
    // The path only: a query could carry something secret, the token travels in a header never logged.
    qCDebug(lcApi).nospace().noquote()
        << names[int(m_method)] << ' ' << m_url.path() << ' '
        << (m_httpStatus > 0 ? QString::number(m_httpStatus) : QStringLiteral("-")) << ' '
        << m_elapsed.elapsed() << " ms (" << outcome << ", attempt " << m_attempt << ')';
}

int ApiJob::retryAfterSeconds(const QByteArray &header)
{
    const QByteArray value = header.trimmed();
    if (value.isEmpty())
        return -1;
    bool ok = false;
    const int seconds = value.toInt(&ok);
    if (ok)
        return qMax(0, seconds);
    // The other form the header may take: an HTTP date.
    const QDateTime at = QDateTime::fromString(QString::fromLatin1(value), Qt::RFC2822Date);
    if (!at.isValid())
        return -1;
    return int(qBound(qint64(0), QDateTime::currentDateTimeUtc().secsTo(at), qint64(24 * 3600)));
}

bool ApiJob::retryOrFail(const ApiError &error, int delayMs)
{
    const bool retryable = error.kind() == ApiError::Kind::Offline || error.kind() == ApiError::Kind::Timeout
        || error.kind() == ApiError::Kind::RateLimited || error.kind() == ApiError::Kind::Server
        || error.kind() == ApiError::Kind::Malformed;
    const ApiConfig &config = m_client ? m_client->config() : ApiConfig {};
    if (!retryable || m_method != ApiClient::Method::Get || m_attempt > config.maxRetries) {
        finishWith(error);
        return false;
    }
    if (delayMs > config.maxRetryAfterSeconds * 1000) {
        finishWith(error); // the server asks us to wait longer than a user would: report it
        return false;
    }
    if (delayMs < 0) {
        // Exponential backoff with a little jitter, so pages that failed together do not return together.
        const qint64 base = qint64(config.retryBaseDelayMs) << qMin(m_attempt - 1, 16);
        delayMs = int(qMin<qint64>(base, config.maxRetryDelayMs));
        delayMs += int(QRandomGenerator::global()->bounded(delayMs / 4 + 1));
    }
    emit retrying(error, delayMs);
    if (!m_retryTimer) {
        m_retryTimer = new QTimer(this);
        m_retryTimer->setSingleShot(true);
        connect(m_retryTimer, &QTimer::timeout, this, &ApiJob::sendAttempt);
    }
    m_retryTimer->start(delayMs);
    return true;
}

void ApiJob::finishWith(const ApiError &error)
{
    if (m_done)
        return;
    m_done = true;
    emit failed(error);
    deleteLater();
}

void ApiJob::finishWith(const QJsonDocument &answer)
{
    if (m_done)
        return;
    m_done = true;
    emit succeeded(answer);
    deleteLater();
}

QString ApiJob::unreadable(const QByteArray &body, const QJsonParseError &parseError)
{
    return body.trimmed().startsWith('<')
        ? tr("a web page came instead of data (%n byte(s))", nullptr, int(body.size()))
        : tr("%1 at character %2 of %3")
              .arg(parseError.errorString())
              .arg(parseError.offset)
              .arg(body.size());
}

ApiError ApiJob::networkError(int error, const QString &text)
{
    switch (QNetworkReply::NetworkError(error)) {
    case QNetworkReply::OperationCanceledError: // the transfer timeout aborts the reply this way
    case QNetworkReply::TimeoutError:
        return ApiError(ApiError::Kind::Timeout, text);
    case QNetworkReply::SslHandshakeFailedError:
        return ApiError(ApiError::Kind::Tls, text);
    default:
        return ApiError(ApiError::Kind::Offline, text);
    }
}
