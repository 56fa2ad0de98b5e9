#include "HttpTypes.h"

#include <QRegularExpression>

SandboxResponse SandboxResponse::json(int status, const QJsonObject &object)
{
    return raw(status, QJsonDocument(object).toJson(QJsonDocument::Compact));
}

SandboxResponse SandboxResponse::raw(int status, QByteArray jsonText)
{
    SandboxResponse r;
    r.status = status;
    r.body = std::move(jsonText);
    r.headers.append({QByteArrayLiteral("Content-Type"), QByteArrayLiteral("application/json")});
    return r;
}

SandboxResponse SandboxResponse::envelope(const QJsonValue &data, int status)
{
    return json(status,
        {{QStringLiteral("status"), status}, {QStringLiteral("message"), QString()},
            {QStringLiteral("data"), data}});
}

SandboxResponse SandboxResponse::error(int status, const QString &error, const QString &description)
{
    return json(
        status, {{QStringLiteral("error"), error}, {QStringLiteral("error_description"), description}});
}

SandboxResponse SandboxResponse::validation(const QHash<QString, QStringList> &errors)
{
    QJsonObject fields;
    QStringList summary;
    for (auto it = errors.begin(); it != errors.end(); ++it) {
        fields.insert(it.key(), QJsonArray::fromStringList(it.value()));
        summary << it.key();
    }
    summary.sort();
    return json(422,
        {{QStringLiteral("error"), QStringLiteral("validation_failed")},
            {QStringLiteral("error_description"),
                QStringLiteral("The input is not valid: %1.").arg(summary.join(QStringLiteral(", ")))},
            {QStringLiteral("errors"), fields}});
}

std::optional<QJsonObject> SandboxRequest::jsonBody(SandboxResponse *error) const
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error == QJsonParseError::NoError && doc.isArray() && doc.array().isEmpty())
        return QJsonObject();
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        *error = SandboxResponse::error(400, QStringLiteral("invalid_json"),
            QStringLiteral("The request body is not a JSON object (%1).")
                .arg(parseError.error != QJsonParseError::NoError ? parseError.errorString()
                                                                  : QStringLiteral("not an object")));
        return std::nullopt;
    }
    return doc.object();
}

bool SandboxRequest::queryBool(const QString &name, bool fallback) const
{
    const QString v = queryValue(name).trimmed().toLower();
    if (v == QLatin1String("true") || v == QLatin1String("1"))
        return true;
    if (v == QLatin1String("false") || v == QLatin1String("0"))
        return false;
    return fallback;
}

QStringList SandboxRequest::queryValues(const QString &name) const
{
    static const QRegularExpression indexed(QStringLiteral("^\\[\\d*\\]$"));
    QStringList values;
    for (const auto &[key, value] : query.queryItems(QUrl::FullyDecoded)) {
        if (key == name || (key.startsWith(name) && indexed.match(key.mid(name.size())).hasMatch()))
            values << value;
    }
    return values;
}
