#include "records/NumberRangeFormat.h"

#include "api/JsonReader.h"

std::optional<NumberRange> NumberRange::fromJson(const QJsonObject &o)
{
    const auto counter = JsonReader::integer(o, QLatin1String("counter"));
    const QJsonValue pattern = o.value(QLatin1String("pattern"));
    if (!counter || !pattern.isString())
        return std::nullopt;
    NumberRange range;
    range.counter = *counter;
    range.pattern = pattern.toString();
    range.padding = int(JsonReader::integer(o, QLatin1String("padding")).value_or(0));
    return range;
}

QJsonObject NumberRange::toJson() const
{
    return {{QStringLiteral("counter"), counter}, {QStringLiteral("pattern"), pattern},
        {QStringLiteral("padding"), padding}};
}

QString NumberRange::format(const QDate &documentDate) const
{
    const QChar zero(QLatin1Char('0'));
    QString number = pattern;
    number.replace(QLatin1String("{YYYY}"), QString::number(documentDate.year()));
    number.replace(QLatin1String("{YY}"), QString::number(documentDate.year() % 100).rightJustified(2, zero));
    number.replace(QLatin1String("{MM}"), QString::number(documentDate.month()).rightJustified(2, zero));
    number.replace(QLatin1String("{COUNTER}"), QString::number(counter).rightJustified(padding, zero));
    return number;
}

bool NumberRange::hasCounter() const
{
    return pattern.contains(QLatin1String("{COUNTER}"));
}
