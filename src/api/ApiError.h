#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QMetaType>
#include <QString>
#include <QStringList>

// What went wrong with a call, in words a bookkeeper can act on. Every ApiJob that does not succeed
// ends with exactly one of these.
class ApiError
{
    Q_DECLARE_TR_FUNCTIONS(ApiError)

public:
    enum class Kind {
        None,
        Offline, // no route to the server, DNS failure, connection refused
        Timeout, // the transfer stalled longer than the timeout
        TooSlow, // the answer kept coming but did not end within the deadline (detail: seconds)
        Tls, // certificate or handshake problem; never ignored
        InsecureUrl, // plain http:// to a host that is not this computer
        UnsupportedScheme, // neither https:// nor http:// (ftp://, file://, ...)
        RedirectRefused, // the service redirected to another server; not followed (the token stays)
        RedirectLoop, // redirects that never end
        BadRequest, // 400: a business rule failed
        Unauthorized, // 401: token missing, invalid or expired
        Forbidden, // 403: the token lacks a scope
        NotFound, // 404
        MethodNotAllowed, // 405
        Conflict, // 409: possible duplicates in duplicates()
        Validation, // 422: field errors in fieldErrors()
        RateLimited, // 429: retryAfterSeconds()
        Server, // 5xx; 503 (maintenance, overload) is worded apart, with retryAfterSeconds()
        Malformed, // the answer is not the JSON we expected
        TooLarge, // the answer was over ApiConfig::maxAnswerBytes and not read (detail: the limit in MB)
        Cancelled, // the caller cancelled the call
        Other,
        LocalStore, // the local copy could not be read or written (disk full, file locked)
    };

    ApiError() = default;
    ApiError(Kind kind, QString detail = {});

    static ApiError fromHttp(int httpStatus, const QByteArray &body, int retryAfterSeconds = -1);

    Kind kind() const { return m_kind; }
    bool isNone() const { return m_kind == Kind::None; }
    int httpStatus() const { return m_httpStatus; }
    QString serverError() const { return m_serverError; }
    QString serverDescription() const { return m_serverDescription; }
    QString detail() const { return m_detail; }
    const QHash<QString, QStringList> &fieldErrors() const { return m_fieldErrors; }
    const QJsonArray &duplicates() const { return m_duplicates; }
    int retryAfterSeconds() const { return m_retryAfterSeconds; }

    // One or two sentences: what happened and what the user can do about it.
    QString message() const;

private:
    Kind m_kind = Kind::None;
    int m_httpStatus = 0;
    int m_retryAfterSeconds = -1;
    QString m_detail;
    QString m_serverError;
    QString m_serverDescription;
    QHash<QString, QStringList> m_fieldErrors;
    QJsonArray m_duplicates;
};

Q_DECLARE_METATYPE(ApiError)
