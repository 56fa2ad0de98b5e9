#include "ApiJob.h"

#include "AuthNetworkAccessManager.h"

#include <QJsonParseError>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>

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
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
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
    if (m_reply) {
        m_cancelling = true;
        m_reply->abort(); // finished() arrives synchronously and ends the job as cancelled
    }
    if (!m_done)
        finishWith(ApiError(ApiError::Kind::Cancelled));
}

void ApiJob::sendAttempt()
{
    if (!m_client) {
        finishWith(ApiError(ApiError::Kind::Cancelled));
        return;
    }
    ++m_attempt;
    QNetworkRequest request(m_url);
    request.setTransferTimeout(m_client->config().transferTimeoutMs);
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
    connect(m_reply, &QNetworkReply::finished, this, &ApiJob::onReplyFinished);
}

void ApiJob::onReplyFinished()
{
    QNetworkReply *reply = m_reply;
    m_reply = nullptr;
    reply->deleteLater();
    if (m_done)
        return;
    if (m_cancelling) {
        finishWith(ApiError(ApiError::Kind::Cancelled));
        return;
    }

    m_httpStatus = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QByteArray body = reply->isOpen() ? reply->readAll() : QByteArray();

    if (m_httpStatus == 0) {
        retryOrFail(networkError(reply->error(), reply->errorString()), -1);
        return;
    }
    if (m_httpStatus >= 200 && m_httpStatus < 300) {
        if (body.trimmed().isEmpty()) {
            finishWith(QJsonDocument());
            return;
        }
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
        if (parseError.error != QJsonParseError::NoError) {
            finishWith(ApiError(ApiError::Kind::Malformed,
                tr("%1 at character %2 of %3")
                    .arg(parseError.errorString())
                    .arg(parseError.offset)
                    .arg(body.size())));
            return;
        }
        finishWith(doc);
        return;
    }

    bool ok = false;
    int retryAfter = reply->rawHeader("Retry-After").trimmed().toInt(&ok);
    if (!ok)
        retryAfter = -1;
    const ApiError error = ApiError::fromHttp(m_httpStatus, body, retryAfter);
    const bool transient =
        m_httpStatus == 429 || m_httpStatus == 502 || m_httpStatus == 503 || m_httpStatus == 504;
    if (transient) {
        retryOrFail(error, retryAfter >= 0 ? retryAfter * 1000 : -1);
        return;
    }
    finishWith(error);
}

bool ApiJob::retryOrFail(const ApiError &error, int delayMs)
{
    const bool retryable = error.kind() == ApiError::Kind::Offline || error.kind() == ApiError::Kind::Timeout
        || error.kind() == ApiError::Kind::RateLimited || error.kind() == ApiError::Kind::Server;
    const ApiConfig &config = m_client ? m_client->config() : ApiConfig {};
    if (!retryable || m_method != ApiClient::Method::Get || m_attempt > config.maxRetries) {
        finishWith(error);
        return false;
    }
    if (delayMs > config.maxRetryAfterSeconds * 1000) {
        finishWith(error); // the server asks us to wait longer than a user would: report it
        return false;
    }
    if (delayMs < 0)
        delayMs = config.retryBaseDelayMs * (1 << (m_attempt - 1));
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
