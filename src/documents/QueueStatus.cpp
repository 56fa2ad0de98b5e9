#include "documents/QueueStatus.h"

#include "api/JsonReader.h"

#include <QJsonArray>

#include <algorithm>

int QueueStatus::processed() const
{
    return std::max(successful + failed, int(details.size()));
}

bool QueueStatus::isFinished() const
{
    static const QStringList ended {QStringLiteral("done"), QStringLiteral("finished"),
        QStringLiteral("completed"), QStringLiteral("complete"), QStringLiteral("failed"),
        QStringLiteral("error")};
    return ended.contains(status.toLower()) || (total > 0 && processed() >= total);
}

std::optional<QueueStatus> QueueStatus::fromJson(const QJsonObject &data)
{
    QueueStatus s;
    s.uuid = JsonReader::string(data, QLatin1String("uuid"));
    const auto total = JsonReader::integer(data, QLatin1String("total"));
    if (s.uuid.isEmpty() || !total || *total < 0 || !data.contains(QLatin1String("status")))
        return std::nullopt;
    s.total = int(*total);
    s.successful = int(JsonReader::integer(data, QLatin1String("successful")).value_or(0));
    s.failed = int(JsonReader::integer(data, QLatin1String("failed")).value_or(0));
    s.status = JsonReader::string(data, QLatin1String("status"));
    const QJsonArray details = data.value(QLatin1String("details")).toArray();
    for (const QJsonValue &v : details) {
        const QJsonObject d = v.toObject();
        Detail detail;
        const QString status = JsonReader::string(d, QLatin1String("status")).toLower();
        detail.succeeded = status == QLatin1String("success") || status == QLatin1String("successful")
            || status == QLatin1String("done");
        detail.message = JsonReader::string(d, QLatin1String("message"));
        detail.document = d.value(QLatin1String("invoice")).toObject();
        if (detail.document.isEmpty())
            detail.document = d.value(QLatin1String("document")).toObject();
        // The live service wraps the document as single answers are wrapped: {documents: [document]}.
        if (const QJsonArray wrapped = detail.document.value(QLatin1String("documents")).toArray();
            !detail.document.contains(QLatin1String("uuid")) && !wrapped.isEmpty())
            detail.document = wrapped.first().toObject();
        s.details << detail;
    }
    return s;
}

std::optional<QueueStatus> QueueStatus::fromAnswer(const QJsonDocument &answer)
{
    return answer.isObject() ? fromJson(answer.object().value(QLatin1String("data")).toObject())
                             : std::nullopt;
}
