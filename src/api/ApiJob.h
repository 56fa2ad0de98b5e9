#pragma once

#include "ApiClient.h"
#include "ApiError.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QObject>
#include <QPointer>
#include <QUrl>

class QNetworkReply;
class QTimer;

// One call to the service. It owns its transfer timeout and retries, and ends in exactly one of
// succeeded() or failed(), then deletes itself. A GET is retried on network errors, timeouts, 429
// (after Retry-After), 502, 503 and 504 a bounded number of times; other methods are never repeated.
class ApiJob : public QObject
{
    Q_OBJECT

public:
    ApiJob(ApiClient *client, ApiClient::Method method, QUrl url, QByteArray body, QObject *parent);
    ~ApiJob() override;

    void start();
    // Ends the call with failed(Cancelled) unless it has already ended.
    void cancel();

    ApiClient::Method method() const { return m_method; }
    QUrl url() const { return m_url; }
    int attempts() const { return m_attempt; }
    int httpStatus() const { return m_httpStatus; }

signals:
    void succeeded(const QJsonDocument &answer);
    void failed(const ApiError &error);

private:
    void sendAttempt();
    void onReplyFinished();
    bool retryOrFail(const ApiError &error, int delayMs);
    void finishWith(const ApiError &error);
    void finishWith(const QJsonDocument &answer);
    static ApiError networkError(int error, const QString &text);

    QPointer<ApiClient> m_client;
    ApiClient::Method m_method;
    QUrl m_url;
    QByteArray m_body;
    QNetworkReply *m_reply = nullptr;
    QTimer *m_retryTimer = nullptr;
    int m_attempt = 0;
    int m_httpStatus = 0;
    bool m_done = false;
    bool m_cancelling = false;
};
