#include "records/UnitRecord.h"

#include "api/JsonReader.h"
#include "records/RecordTableColumns.h"

UnitDraft UnitDraft::fromRecord(const QJsonObject &u)
{
    UnitDraft d;
    d.isocode = JsonReader::string(u, QLatin1String("isocode"));
    d.active = JsonReader::boolean(u, QLatin1String("active"), true);
    const QJsonObject translations = u.value(QLatin1String("translations")).toObject();
    for (const QString &lang : RecordTableColumns::languages()) {
        const QJsonObject t = translations.value(lang).toObject();
        d.translations.insert(lang,
            {JsonReader::string(t, QLatin1String("unit")), JsonReader::string(t, QLatin1String("unitPlural")),
                JsonReader::string(t, QLatin1String("description"))});
    }
    return d;
}

FieldProblems UnitDraft::problems() const
{
    FieldProblems p;
    if (const QString problem = Validators::textProblem(isocode.trimmed(), 10, false); !problem.isEmpty())
        p.insert(QStringLiteral("isocode"), problem);
    bool any = false;
    for (const QString &lang : RecordTableColumns::languages()) {
        const Texts t = translations.value(lang);
        any = any || !t.unit.trimmed().isEmpty();
        const QList<std::pair<QString, QString>> fields {{QStringLiteral("unit"), t.unit},
            {QStringLiteral("unitPlural"), t.plural}, {QStringLiteral("description"), t.description}};
        for (const auto &[field, text] : fields) {
            if (const QString problem = Validators::textProblem(text, 255, false); !problem.isEmpty())
                p.insert(QStringLiteral("translations.%1.%2").arg(lang, field), problem);
        }
    }
    if (!any)
        p.insert(QStringLiteral("translations.de.unit"), tr("is required in at least one language."));
    return p;
}

QJsonObject UnitDraft::body() const
{
    QJsonObject texts;
    for (const QString &lang : RecordTableColumns::languages()) {
        const Texts t = translations.value(lang);
        texts.insert(lang,
            QJsonObject {{QStringLiteral("unit"), t.unit.trimmed()},
                {QStringLiteral("unitPlural"),
                    t.plural.trimmed().isEmpty() ? QJsonValue() : QJsonValue(t.plural.trimmed())},
                {QStringLiteral("description"), t.description.trimmed()}});
    }
    const QString code = isocode.trimmed();
    return {
        {QStringLiteral("isocode"), code.isEmpty() ? QJsonValue() : QJsonValue(code)},
        {QStringLiteral("active"), active},
        {QStringLiteral("translations"), texts},
    };
}

QList<RecordColumn> UnitRecord::columns()
{
    return {
        {tr("Code"),
            [](const QJsonObject &u) {
                return JsonReader::string(u, QLatin1String("isocode"));
            }},
        {tr("Unit"),
            [](const QJsonObject &u) {
                return RecordTableColumns::translated(u, QLatin1String("unit"));
            }},
        {tr("Plural"),
            [](const QJsonObject &u) {
                return RecordTableColumns::translated(u, QLatin1String("unitPlural"));
            }},
        {tr("Description"),
            [](const QJsonObject &u) {
                return RecordTableColumns::translated(u, QLatin1String("description"));
            }},
        {tr("Active"),
            [](const QJsonObject &u) {
                return RecordTableColumns::yesNo(JsonReader::boolean(u, QLatin1String("active"), true));
            },
            [](const QJsonObject &u) -> QVariant {
                return JsonReader::boolean(u, QLatin1String("active"), true);
            }},
    };
}

QString UnitRecord::title(const QJsonObject &unit)
{
    return QStringLiteral("%1 %2")
        .arg(JsonReader::string(unit, QLatin1String("isocode")),
            RecordTableColumns::translated(unit, QLatin1String("unit")))
        .trimmed();
}

QString UnitRecord::name(const QJsonObject &unit)
{
    for (const QLatin1String field : {QLatin1String("description"), QLatin1String("unit")}) {
        const QString text = RecordTableColumns::translated(unit, field).trimmed();
        if (!text.isEmpty())
            return text;
    }
    return JsonReader::string(unit, QLatin1String("isocode"));
}
