#include "api/PageInfo.h"

#include "api/JsonReader.h"

#include <QJsonObject>

std::optional<PageInfo> PageInfo::fromAnswer(const QJsonDocument &answer)
{
    if (!answer.isObject())
        return std::nullopt;
    const QJsonObject root = answer.object();
    const QJsonObject meta = root.value(QLatin1String("meta")).toObject();
    const auto pick = [&meta](const char *camel, const char *snake) {
        auto v = JsonReader::integer(meta, QLatin1String(camel));
        return v ? v : JsonReader::integer(meta, QLatin1String(snake));
    };
    const auto current = pick("currentPage", "current_page");
    const auto last = pick("lastPage", "last_page");
    if (!current || !last)
        return std::nullopt;
    PageInfo p;
    p.currentPage = int(*current);
    p.lastPage = int(*last);
    p.perPage = int(pick("perPage", "per_page").value_or(0));
    p.total = pick("total", "total").value_or(-1);
    const QJsonValue next = root.value(QLatin1String("links")).toObject().value(QLatin1String("next"));
    p.hasNext = p.currentPage < p.lastPage || (next.isString() && !next.toString().isEmpty());
    return p;
}
