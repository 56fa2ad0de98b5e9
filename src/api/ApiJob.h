#pragma once

#include "api/ApiClient.h"
#include "api/ApiError.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QObject>
#include <QPointer>
#include <QUrl>

#include <functional>

class QNetworkReply;
class QTimer;

// One call to the service. It owns its timeouts and retries, and ends in exactly one of succeeded() or
// failed(), then deletes itself; only abort() (its session closes: ApiClient::abortAll) ends it without
// a signal. Each attempt ends after ApiConfig::transferTimeoutMs of silence or at
// ApiConfig::requestDeadlineMs whatever comes (a body that drips). A GET is retried with backoff a
// bounded number of times on network errors, silence, 429, 500, 502, 503, 504 and a 2xx body that is
// not JSON (truncated, a proxy's HTML page); a Retry-After is honoured up to maxRetryAfterSeconds and
// a longer one is reported with its length. Other methods are never repeated. An answer larger than
// ApiConfig::maxAnswerBytes is refused before it is read whole (TooLarge), and not asked for again.
class ApiJob : public QObject
{
    Q_OBJECT

public:
    ApiJob(ApiClient *client, ApiClient::Method method, QUrl url, QByteArray body, QObject *parent);
    ~ApiJob() override;

    void start();
    // Ends the call with failed(Cancelled) unless it has already ended.
    void cancel();
    // Ends the call at once without any signal (its session is closing: nobody may act on the answer).
    // Returns true when this was a write (POST, PATCH, DELETE) already sent and not answered: the
    // service may or may not have carried it out.
    bool abort();
    bool isFinished() const { return m_done; }

    // Reads a 2xx body itself instead of QJsonDocument::fromJson (the sync reads list pages in place,
    // ListPage::read): returns false with the parse error when the body is not JSON, which the job then
    // treats as any unreadable body (a GET asks again). With a reader, succeeded() carries an empty
    // document: the reader keeps what it read. An empty body is not given to it.
    using BodyReader = std::function<bool(const QByteArray &body, QJsonParseError *error)>;
    void setBodyReader(BodyReader reader) { m_bodyReader = std::move(reader); }

    ApiClient::Method method() const { return m_method; }
    QUrl url() const { return m_url; }
    int attempts() const { return m_attempt; }
    int httpStatus() const { return m_httpStatus; }

signals:
    void succeeded(const QJsonDocument &answer);
    void failed(const ApiError &error);
    // An attempt failed and the call goes on with another in delayMs (a 429's Retry-After, or the
    // backoff): for a caller that adapts its pace to the service (the sync's RequestBudget).
    void retrying(const ApiError &error, int delayMs);

private:
    void sendAttempt();
    void onReplyFinished();
    void onDeadline();
    // The answer is over ApiConfig::maxAnswerBytes: the reply goes unread and the call fails (TooLarge).
    void refuseTooLarge();
    qint64 maxAnswerBytes() const;
    // Lets the reply go without abort(): aborting a reply that already holds an error makes Qt warn
    // "QNetworkReplyImplPrivate::error: Internal problem, this method must only be called once".
    // Deleting it stops its transfer silently.
    void dropReply();
    ApiError replyError(QNetworkReply *reply) const;
    // One debug line of invoicedesk.api per answer: method, path (never the query), status, ms.
    void logAnswer(const char *outcome) const;
    bool retryOrFail(const ApiError &error, int delayMs);
    void finishWith(const ApiError &error);
    void finishWith(const QJsonDocument &answer);
    static ApiError networkError(int error, const QString &text);
    // What a 2xx body that is not JSON is called in the error.
    static QString unreadable(const QByteArray &body, const QJsonParseError &parseError);
    // Retry-After in seconds (a number or an HTTP date), -1 without one.
    static int retryAfterSeconds(const QByteArray &header);

    QPointer<ApiClient> m_client;
    ApiClient::Method m_method;
    QUrl m_url;
    QByteArray m_body;
    QNetworkReply *m_reply = nullptr;
    QTimer *m_retryTimer = nullptr;
    QTimer *m_deadline = nullptr;
    int m_attempt = 0;
    int m_httpStatus = 0;
    int m_redirects = 0; // of all attempts
    bool m_done = false;
    QElapsedTimer m_elapsed; // of the current attempt
    BodyReader m_bodyReader;
};
