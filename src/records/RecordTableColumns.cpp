#include "records/RecordTableColumns.h"

#include "api/JsonReader.h"
#include "domain/DateText.h"
#include "domain/Languages.h"
#include "records/AddressRecord.h"

#include <cstdlib>

const QStringList &RecordTableColumns::languages()
{
    return Languages::codes();
}

QString RecordTableColumns::languageName(const QString &code)
{
    return AddressRecord::languageText(code);
}

QString RecordTableColumns::translated(const QJsonObject &record, QLatin1String field)
{
    const QJsonObject translations = record.value(QLatin1String("translations")).toObject();
    QStringList order {QLocale().name().left(2)};
    order << languages();
    for (const QString &lang : std::as_const(order)) {
        const QString text = translations.value(lang).toObject().value(field).toString();
        if (!text.isEmpty())
            return text;
    }
    return {};
}

QString RecordTableColumns::dateText(const QJsonObject &record, QLatin1String key, const QLocale &locale)
{
    const QDate date = JsonReader::date(record, key);
    return DateText::of(date, locale);
}

std::optional<qint64> RecordTableColumns::decimal(const QJsonObject &record, QLatin1String key, int decimals)
{
    const QJsonValue v = record.value(key);
    if (v.isNull() || v.isUndefined() || (v.isString() && v.toString().trimmed().isEmpty()))
        return std::nullopt;
    return JsonReader::scaled(v, decimals);
}

QString RecordTableColumns::decimalText(qint64 minor, int decimals, int minDecimals, const QLocale &locale)
{
    qint64 scale = 1;
    for (int i = 0; i < decimals; ++i)
        scale *= 10;
    const qint64 a = std::llabs(minor);
    QString fraction = QString::number(a % scale).rightJustified(decimals, QLatin1Char('0'));
    while (fraction.size() > minDecimals && fraction.endsWith(QLatin1Char('0')))
        fraction.chop(1);
    QString text = locale.toString(a / scale);
    if (!fraction.isEmpty())
        text += locale.decimalPoint() + fraction;
    return minor < 0 ? locale.negativeSign() + text : text;
}

QString RecordTableColumns::yesNo(bool value)
{
    return value ? tr("Yes") : tr("No");
}
