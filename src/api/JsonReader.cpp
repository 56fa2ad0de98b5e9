#include "api/JsonReader.h"

#include <QLocale>

#include <cmath>
#include <limits>

namespace JsonReader {

QString string(const QJsonObject &o, QLatin1String key)
{
    return stringOf(o.value(key));
}

QString stringOf(const QJsonValue &v)
{
    if (v.isString())
        return v.toString();
    if (v.isDouble()) {
        const double d = v.toDouble();
        if (std::trunc(d) == d && std::abs(d) < 9e15)
            return QString::number(qint64(d));
        return QString::number(d, 'g', QLocale::FloatingPointShortest); // 0.1, not 0.10000000000000001
    }
    if (v.isBool())
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    return {};
}

std::optional<qint64> integer(const QJsonObject &o, QLatin1String key)
{
    return integerOf(o.value(key));
}

std::optional<qint64> integerOf(const QJsonValue &v)
{
    if (v.isDouble()) {
        const double d = v.toDouble();
        if (std::isfinite(d) && std::abs(d) < 9e15)
            return qint64(std::llround(d));
        return std::nullopt;
    }
    if (v.isString()) {
        bool ok = false;
        const qint64 n = v.toString().trimmed().toLongLong(&ok);
        if (ok)
            return n;
    }
    return std::nullopt;
}

bool boolean(const QJsonObject &o, QLatin1String key, bool fallback)
{
    return booleanOf(o.value(key), fallback);
}

bool booleanOf(const QJsonValue &v, bool fallback)
{
    if (v.isBool())
        return v.toBool();
    if (v.isDouble())
        return v.toDouble() != 0;
    if (v.isString()) {
        const QString s = v.toString().trimmed().toLower();
        if (s == QLatin1String("true") || s == QLatin1String("1") || s == QLatin1String("yes"))
            return true;
        if (s == QLatin1String("false") || s == QLatin1String("0") || s == QLatin1String("no"))
            return false;
    }
    return fallback;
}

std::optional<qint64> parseDecimal(QStringView text, int decimals)
{
    text = text.trimmed();
    if (text.isEmpty())
        return std::nullopt;
    bool negative = false;
    if (text.front() == QLatin1Char('-') || text.front() == QLatin1Char('+')) {
        negative = text.front() == QLatin1Char('-');
        text = text.mid(1);
    }
    // Exponent notation ("1e-2") is what a JSON serializer may emit for small numbers.
    int exponent = 0;
    const qsizetype e = text.indexOf(QLatin1Char('e'), 0, Qt::CaseInsensitive);
    if (e >= 0) {
        bool ok = false;
        exponent = text.mid(e + 1).toInt(&ok);
        if (!ok || std::abs(exponent) > 30)
            return std::nullopt;
        text = text.left(e);
    }
    QString digits;
    int fractionDigits = 0;
    bool seenPoint = false;
    for (QChar c : text) {
        if (c == QLatin1Char('.')) {
            if (seenPoint)
                return std::nullopt;
            seenPoint = true;
        } else if (c.isDigit()) {
            digits += c;
            if (seenPoint)
                ++fractionDigits;
        } else if (c == QLatin1Char('\'') || c == QLatin1Char('_')) {
            continue; // Swiss thousands separator
        } else {
            return std::nullopt;
        }
    }
    if (digits.isEmpty())
        return std::nullopt;
    // value = digits * 10^(exponent - fractionDigits); we want value * 10^decimals
    int shift = decimals + exponent - fractionDigits;
    while (shift > 0) {
        digits += QLatin1Char('0');
        --shift;
    }
    bool roundUp = false;
    if (shift < 0) {
        const qsizetype cut = digits.size() + shift;
        if (cut < 0) {
            digits = QStringLiteral("0");
        } else {
            roundUp = cut < digits.size() && digits.at(cut) >= QLatin1Char('5');
            digits.truncate(cut);
            if (digits.isEmpty())
                digits = QStringLiteral("0");
        }
    }
    if (digits.size() > 18)
        return std::nullopt;
    bool ok = false;
    qint64 n = digits.toLongLong(&ok);
    if (!ok)
        return std::nullopt;
    if (roundUp)
        ++n;
    // Eighteen digits at most, also after rounding up ("999999999999999999.9" would be 10^18): money
    // beyond that is no amount this client adds up without overflowing.
    if (n > 999'999'999'999'999'999)
        return std::nullopt;
    return negative ? -n : n;
}

std::optional<qint64> scaled(const QJsonValue &v, int decimals)
{
    if (v.isString())
        return parseDecimal(v.toString(), decimals);
    if (v.isDouble()) {
        const double d = v.toDouble();
        if (!std::isfinite(d) || std::abs(d) > 1e15)
            return std::nullopt;
        // The shortest text that reads back as this double is the decimal the server wrote.
        return parseDecimal(QString::number(d, 'g', QLocale::FloatingPointShortest), decimals);
    }
    return std::nullopt;
}

std::optional<qint64> scaled(const QJsonObject &o, QLatin1String key, int decimals)
{
    return scaled(o.value(key), decimals);
}

namespace {

// The digits of text[from, from + count) as a number, -1 unless all are ASCII digits.
int digitsAt(const QString &text, qsizetype from, qsizetype count)
{
    int v = 0;
    for (qsizetype i = from; i < from + count; ++i) {
        const char16_t c = text.at(i).unicode();
        if (c < u'0' || c > u'9')
            return -1;
        v = v * 10 + (c - u'0');
    }
    return v;
}

// "yyyy-MM-dd" at the start of text, read without QDate::fromString's general parser (a list page
// has thousands); nullopt when the text is in any other form, which the general parser then reads.
std::optional<QDate> plainDate(const QString &text)
{
    if (text.size() < 10 || text.at(4) != QLatin1Char('-') || text.at(7) != QLatin1Char('-'))
        return std::nullopt;
    const int y = digitsAt(text, 0, 4);
    const int m = digitsAt(text, 5, 2);
    const int d = digitsAt(text, 8, 2);
    if (y < 1 || m < 0 || d < 0)
        return std::nullopt;
    return QDate(y, m, d); // invalid for "2025-02-30", as the general parser reads it
}

} // namespace

QDate date(const QJsonObject &o, QLatin1String key)
{
    return dateOf(o.value(key));
}

QDate dateOf(const QJsonValue &v)
{
    return dateFromText(v.toString());
}

QDate dateFromText(const QString &text)
{
    const QString s = text.trimmed();
    if (s.size() < 10)
        return {};
    if (const auto plain = plainDate(s))
        return *plain;
    return QDate::fromString(s.left(10), Qt::ISODate);
}

QDateTime dateTime(const QJsonObject &o, QLatin1String key)
{
    return dateTimeOf(o.value(key));
}

QDateTime dateTimeOf(const QJsonValue &v)
{
    return dateTimeFromText(v.toString());
}

QDateTime dateTimeFromText(const QString &text)
{
    QString s = text.trimmed();
    if (s.isEmpty())
        return {};
    if (s.size() > 10 && s.at(10) == QLatin1Char(' '))
        s[10] = QLatin1Char('T');
    // The service's own form, "yyyy-MM-ddTHH:mm:ss" with ".zzz" or not and "Z", "+00:00" or no zone (all
    // UTC), read directly: QDateTime::fromString costs microseconds, a list page has thousands.
    if (s.size() >= 19 && s.at(10) == QLatin1Char('T') && s.at(13) == QLatin1Char(':')
        && s.at(16) == QLatin1Char(':')) {
        qsizetype end = 19;
        int ms = 0;
        if (s.size() >= 23 && s.at(19) == QLatin1Char('.')) {
            ms = digitsAt(s, 20, 3);
            end = 23;
        }
        const QStringView zone = QStringView(s).mid(end);
        const auto date = plainDate(s);
        const int h = digitsAt(s, 11, 2);
        const int m = digitsAt(s, 14, 2);
        const int sec = digitsAt(s, 17, 2);
        if (date && date->isValid() && ms >= 0 && h >= 0 && h < 24 && m >= 0 && m < 60 && sec >= 0 && sec < 60
            && (zone.isEmpty() || zone == QLatin1String("Z") || zone == QLatin1String("+00:00")))
            return QDateTime(*date, QTime(h, m, sec, ms), Qt::UTC);
    }
    QDateTime dt = QDateTime::fromString(s, Qt::ISODateWithMs);
    if (!dt.isValid())
        dt = QDateTime::fromString(s, Qt::ISODate);
    if (!dt.isValid()) {
        const QDate d = QDate::fromString(s.left(10), Qt::ISODate);
        if (d.isValid())
            dt = QDateTime(d, QTime(0, 0), Qt::UTC);
    }
    if (dt.isValid() && dt.timeSpec() == Qt::LocalTime && !s.endsWith(QLatin1Char('Z')))
        dt.setTimeSpec(Qt::UTC); // the service speaks UTC when it names no zone
    return dt;
}

std::optional<QJsonObject> singleFromEnvelope(const QJsonDocument &answer)
{
    if (!answer.isObject())
        return std::nullopt;
    const QJsonValue data = answer.object().value(QLatin1String("data"));
    if (!data.isObject())
        return std::nullopt;
    const QJsonObject d = data.toObject();
    const QJsonValue documents = d.value(QLatin1String("documents"));
    if (documents.isArray()) {
        const QJsonArray a = documents.toArray();
        if (a.isEmpty() || !a.first().isObject())
            return std::nullopt;
        return a.first().toObject();
    }
    return d;
}

std::optional<QJsonArray> listFromEnvelope(const QJsonDocument &answer)
{
    if (answer.isArray())
        return answer.array();
    if (!answer.isObject())
        return std::nullopt;
    const QJsonValue data = answer.object().value(QLatin1String("data"));
    if (data.isArray())
        return data.toArray();
    if (data.isObject()) {
        const QJsonValue documents = data.toObject().value(QLatin1String("documents"));
        if (documents.isArray())
            return documents.toArray();
    }
    return std::nullopt;
}

} // namespace JsonReader
