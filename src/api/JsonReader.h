#pragma once

#include <QDate>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

#include <optional>

// Tolerant reading of the service's JSON: unknown fields are ignored, null stands for "no value",
// numbers may arrive as strings and booleans as 0/1 or "true". Money is converted here, at the
// boundary, into integer minor units and never used as a double afterwards.
namespace JsonReader {

QString string(const QJsonObject &o, QLatin1String key);
std::optional<qint64> integer(const QJsonObject &o, QLatin1String key);
bool boolean(const QJsonObject &o, QLatin1String key, bool fallback = false);
// The same readers on a value already looked up (a missing key is an undefined value).
QString stringOf(const QJsonValue &v);
std::optional<qint64> integerOf(const QJsonValue &v);
bool booleanOf(const QJsonValue &v, bool fallback = false);
QDate dateOf(const QJsonValue &v);
QDateTime dateTimeOf(const QJsonValue &v);
// The date and time readers on text: "yyyy-MM-dd…" (the first ten characters), and an ISO date and time
// with or without milliseconds and zone (UTC when it names none; a space may stand for the T).
QDate dateFromText(const QString &text);
QDateTime dateTimeFromText(const QString &text);
// A decimal amount in major units (number or string) as minor units (scale 10^decimals).
std::optional<qint64> scaled(const QJsonValue &v, int decimals = 2);
std::optional<qint64> scaled(const QJsonObject &o, QLatin1String key, int decimals = 2);
QDate date(const QJsonObject &o, QLatin1String key);
QDateTime dateTime(const QJsonObject &o, QLatin1String key);

// Exact decimal text to a scaled integer: "12.345" with decimals 2 -> 1235 (half away from zero).
std::optional<qint64> parseDecimal(QStringView text, int decimals);

// The single document of an answer: in `data`, or in `data.documents[0]` as the live service sends it.
std::optional<QJsonObject> singleFromEnvelope(const QJsonDocument &answer);
// The items of a list answer: `data` array, `data.documents` array, or a bare array.
std::optional<QJsonArray> listFromEnvelope(const QJsonDocument &answer);

} // namespace JsonReader
