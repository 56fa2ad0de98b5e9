#include "api/ApiError.h"

#include "api/FieldMessages.h"

#include <QJsonDocument>
#include <QJsonObject>

ApiError::ApiError(Kind kind, QString detail)
    : m_kind(kind)
    , m_detail(std::move(detail))
{ }

ApiError ApiError::fromHttp(int httpStatus, const QByteArray &body, int retryAfterSeconds)
{
    ApiError e;
    e.m_httpStatus = httpStatus;
    e.m_retryAfterSeconds = retryAfterSeconds;
    switch (httpStatus) {
    case 400:
        e.m_kind = Kind::BadRequest;
        break;
    case 401:
        e.m_kind = Kind::Unauthorized;
        break;
    case 403:
        e.m_kind = Kind::Forbidden;
        break;
    case 404:
        e.m_kind = Kind::NotFound;
        break;
    case 405:
        e.m_kind = Kind::MethodNotAllowed;
        break;
    case 409:
        e.m_kind = Kind::Conflict;
        break;
    case 422:
        e.m_kind = Kind::Validation;
        break;
    case 429:
        e.m_kind = Kind::RateLimited;
        break;
    default:
        e.m_kind = httpStatus >= 500 ? Kind::Server : Kind::Other;
        break;
    }

    // Error bodies are read as tolerantly as data: any of the fields may be missing.
    const QJsonDocument doc = QJsonDocument::fromJson(body);
    if (doc.isObject()) {
        const QJsonObject o = doc.object();
        e.m_serverError = o.value(QLatin1String("error")).toString();
        e.m_serverDescription = o.value(QLatin1String("error_description")).toString();
        if (e.m_serverDescription.isEmpty())
            e.m_serverDescription = o.value(QLatin1String("message")).toString();
        const QJsonObject errors = o.value(QLatin1String("errors")).toObject();
        for (auto it = errors.begin(); it != errors.end(); ++it) {
            QStringList messages;
            if (it.value().isArray()) {
                for (const QJsonValue &m : it.value().toArray())
                    messages << m.toString();
            } else {
                messages << it.value().toString();
            }
            e.m_fieldErrors.insert(it.key(), messages);
        }
        if (e.m_kind == Kind::Conflict) {
            const QJsonValue data = o.value(QLatin1String("data"));
            e.m_duplicates = data.isArray() ? data.toArray() : QJsonArray {data};
        }
    }
    return e;
}

QString ApiError::message() const
{
    const QString server = m_serverDescription.isEmpty() ? m_serverError : m_serverDescription;
    switch (m_kind) {
    case Kind::None:
        return {};
    case Kind::Offline:
        return tr("The service cannot be reached. Check the network connection and the server address. "
                  "(%1)")
            .arg(m_detail);
    case Kind::Timeout:
        return tr("The service did not answer in time. Try again in a moment.");
    case Kind::TooSlow:
        return tr("The service's answer did not end within %1 s and was stopped. The line or the service is "
                  "very slow; try again later.")
            .arg(m_detail);
    case Kind::Tls:
        return tr("The secure connection to the service could not be established: %1. "
                  "InvoiceDesk does not connect to servers whose certificate cannot be verified.")
            .arg(m_detail);
    case Kind::InsecureUrl:
        return tr("The address %1 uses unencrypted http://. Only https:// addresses are allowed, "
                  "except for a service on this computer.")
            .arg(m_detail);
    case Kind::UnsupportedScheme:
        return tr("The address %1 does not start with https://. InvoiceDesk talks to the service only over "
                  "https:// (or http:// to a service on this computer).")
            .arg(m_detail);
    case Kind::RedirectRefused:
        return tr("The service sent us to another server (%1). InvoiceDesk did not follow, so the API token "
                  "stays with the service. Check the server address.")
            .arg(m_detail);
    case Kind::RedirectLoop:
        return tr("The service kept redirecting the request in a loop. Check the server address, or try "
                  "again later.");
    case Kind::BadRequest:
        return server.isEmpty() ? tr("The service refused the request.")
                                : tr("The service refused the request: %1").arg(server);
    case Kind::Unauthorized:
        return tr("The API token was refused (missing, invalid or expired). Sign in again with a valid "
                  "token.");
    case Kind::Forbidden:
        return server.isEmpty()
            ? tr("The API token is not allowed to do this. Create a token with the needed scopes.")
            : tr("The API token is not allowed to do this: %1").arg(server);
    case Kind::NotFound:
        return tr("The record was not found on the service. It may have been deleted.");
    case Kind::MethodNotAllowed:
        return tr("The service does not offer this operation (HTTP 405).");
    case Kind::Conflict:
        return tr("The service found %n similar record(s) that may be duplicates.", nullptr,
            int(m_duplicates.size()));
    case Kind::Validation: {
        QStringList lines;
        const QHash<QString, QString> fields = fieldMessages(*this);
        for (auto it = fields.begin(); it != fields.end(); ++it)
            lines << tr("%1: %2").arg(it.key(), it.value());
        lines.sort();
        const QString head = server.isEmpty() ? tr("The service did not accept the input.") : server;
        return lines.isEmpty() ? head : head + QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
    }
    case Kind::RateLimited:
        return m_retryAfterSeconds > 0
            ? tr("The service is busy and asked us to wait %n second(s). Try again then.", nullptr,
                m_retryAfterSeconds)
            : tr("The service is busy. Try again in a moment.");
    case Kind::Server:
        if (m_httpStatus != 503)
            return tr("The service had an internal problem (HTTP %1). Try again later.").arg(m_httpStatus);
        return m_retryAfterSeconds > 0
            ? tr("The service is down for maintenance or overloaded, and asked us to wait %n second(s). "
                 "Try again then. (HTTP 503)",
                nullptr, m_retryAfterSeconds)
            : tr("The service is down for maintenance or overloaded. Try again later. (HTTP 503)");
    case Kind::Malformed:
        return tr("The service's answer could not be read: %1").arg(m_detail);
    case Kind::TooLarge:
        return tr("The service's answer is larger than %1 MB and was not read. A list page or a record is "
                  "never that large: the service or a proxy in between sent something else. Try again later.")
            .arg(m_detail);
    case Kind::Cancelled:
        return tr("Cancelled.");
    case Kind::LocalStore:
        return tr("The local copy of the data could not be saved: %1. Check the free disk space and that "
                  "InvoiceDesk is not open twice with this account.")
            .arg(m_detail);
    case Kind::Other:
        break;
    }
    return server.isEmpty() ? tr("The request failed (HTTP %1).").arg(m_httpStatus)
                            : tr("The request failed (HTTP %1): %2").arg(m_httpStatus).arg(server);
}
