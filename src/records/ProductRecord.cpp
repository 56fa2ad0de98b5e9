#include "records/ProductRecord.h"

#include "api/JsonReader.h"
#include "domain/Money.h"
#include "records/ChangedFields.h"
#include "records/RecordTableColumns.h"

namespace {

QJsonValue textOrNull(const QString &text)
{
    const QString t = text.trimmed();
    return t.isEmpty() ? QJsonValue() : QJsonValue(t);
}

// Minor units as a JSON number: integer / 10^decimals is the double nearest to the decimal, and the
// JSON writer prints the shortest text that reads back as it, so "12.35" is sent as 12.35.
QJsonValue exactNumber(qint64 minor, int decimals)
{
    double scale = 1;
    for (int i = 0; i < decimals; ++i)
        scale *= 10;
    return double(minor) / scale;
}

QString numberText(const QJsonObject &o, QLatin1String key, int decimals, int minDecimals)
{
    const auto v = RecordTableColumns::decimal(o, key, decimals);
    return v ? RecordTableColumns::decimalText(*v, decimals, minDecimals) : QString();
}

} // namespace

ProductDraft ProductDraft::fromRecord(const QJsonObject &p)
{
    ProductDraft d;
    d.productKey = JsonReader::string(p, QLatin1String("productKey"));
    d.isService = JsonReader::boolean(p, QLatin1String("isService"));
    d.eanCode = JsonReader::string(p, QLatin1String("eanCode"));
    d.unitUuid = p.value(QLatin1String("productUnit")).toObject().value(QLatin1String("uuid")).toString();
    if (d.unitUuid.isEmpty())
        d.unitUuid = JsonReader::string(p, QLatin1String("unitUuid"));
    const QJsonObject group = p.value(QLatin1String("productGroup")).toObject();
    auto number = JsonReader::integer(group, QLatin1String("productGroupNumber"));
    if (!number)
        number = JsonReader::integer(p, QLatin1String("productGroupNumber"));
    d.groupNumber = number ? QString::number(*number) : QString();
    d.cost = numberText(p, QLatin1String("cost"), costDecimals, 2);
    d.taxRate = numberText(p, QLatin1String("taxRate"), 2, 0);
    d.bookingAccountNumber = JsonReader::string(p, QLatin1String("bookingAccountNumber"));
    for (const QJsonValue &t : p.value(QLatin1String("tags")).toArray()) {
        if (!t.toString().isEmpty())
            d.tags << t.toString();
    }
    for (const QJsonValue &v : p.value(QLatin1String("properties")).toArray()) {
        const QJsonObject prop = v.toObject();
        d.properties.append(QJsonObject {{QStringLiteral("type"), prop.value(QLatin1String("type"))},
            {QStringLiteral("value"), prop.value(QLatin1String("value"))},
            {QStringLiteral("isocode"), prop.value(QLatin1String("isocode"))}});
    }
    const QJsonObject translations = p.value(QLatin1String("translations")).toObject();
    for (const QString &lang : RecordTableColumns::languages()) {
        const QJsonObject t = translations.value(lang).toObject();
        d.translations.insert(lang,
            {JsonReader::string(t, QLatin1String("productName")),
                JsonReader::string(t, QLatin1String("productDescription"))});
    }
    return d;
}

FieldProblems ProductDraft::problems() const
{
    FieldProblems p;
    if (const QString problem = Validators::textProblem(productKey, 30, true); !problem.isEmpty())
        p.insert(QStringLiteral("productKey"), problem);
    if (const QString problem = Validators::eanProblem(eanCode); !problem.isEmpty())
        p.insert(QStringLiteral("eanCode"), problem);
    if (unitUuid.isEmpty())
        p.insert(QStringLiteral("unitUuid"), tr("is required: choose the unit the product is sold in."));
    if (!groupNumber.trimmed().isEmpty()) {
        bool ok = false;
        groupNumber.trimmed().toLongLong(&ok);
        if (!ok)
            p.insert(QStringLiteral("productGroupNumber"), tr("must be the number of a product group."));
    }
    if (cost.trimmed().isEmpty())
        p.insert(QStringLiteral("cost"), tr("is required, e.g. 120.00."));
    else if (!Validators::parseAmount(cost, costDecimals))
        p.insert(QStringLiteral("cost"),
            tr("must be an amount with at most %n decimal place(s), e.g. 120.50.", nullptr, costDecimals));
    if (!taxRate.trimmed().isEmpty()) {
        const auto rate = Validators::parseAmount(taxRate, 2);
        if (!rate || *rate < 0 || *rate > 10000)
            p.insert(QStringLiteral("taxRate"), tr("must be a percentage from 0 to 100, e.g. 8.1."));
    }
    bool anyName = false;
    for (const QString &lang : RecordTableColumns::languages()) {
        const Texts t = translations.value(lang);
        anyName = anyName || !t.name.trimmed().isEmpty();
        if (const QString problem = Validators::textProblem(t.name, 255, false); !problem.isEmpty())
            p.insert(QStringLiteral("translations.%1.productName").arg(lang), problem);
    }
    if (!anyName)
        p.insert(QStringLiteral("translations.de.productName"), tr("is required in at least one language."));
    return p;
}

QJsonObject ProductDraft::body() const
{
    QJsonObject texts;
    for (const QString &lang : RecordTableColumns::languages()) {
        const Texts t = translations.value(lang);
        texts.insert(lang,
            QJsonObject {{QStringLiteral("productName"), t.name.trimmed()},
                {QStringLiteral("productDescription"), t.description.trimmed()}});
    }
    QJsonValue group;
    if (!groupNumber.trimmed().isEmpty())
        group = groupNumber.trimmed().toLongLong();
    QJsonValue rate;
    if (const auto r = Validators::parseAmount(taxRate, 2))
        rate = exactNumber(*r, 2);
    return {
        {QStringLiteral("productKey"), productKey.trimmed()},
        {QStringLiteral("isService"), isService},
        {QStringLiteral("eanCode"), textOrNull(eanCode)},
        {QStringLiteral("unitUuid"), unitUuid},
        {QStringLiteral("productGroupNumber"), group},
        {QStringLiteral("cost"),
            exactNumber(Validators::parseAmount(cost, costDecimals).value_or(0), costDecimals)},
        {QStringLiteral("taxRate"), rate},
        {QStringLiteral("bookingAccountNumber"), textOrNull(bookingAccountNumber)},
        {QStringLiteral("tags"), QJsonArray::fromStringList(tags)},
        {QStringLiteral("properties"), properties},
        {QStringLiteral("translations"), texts},
    };
}

QJsonObject ProductDraft::updateBody(const ProductDraft &original) const
{
    return ChangedFields::topLevel(original.body(), body(),
        {QStringLiteral("productKey"), QStringLiteral("isService"), QStringLiteral("unitUuid"),
            QStringLiteral("cost"), QStringLiteral("translations")});
}

ProductGroupDraft ProductGroupDraft::fromRecord(const QJsonObject &g)
{
    ProductGroupDraft d;
    const auto number = JsonReader::integer(g, QLatin1String("groupNumber"));
    d.groupNumber = number ? QString::number(*number) : QString();
    d.bookingAccountNumber = JsonReader::string(g, QLatin1String("bookingAccountNumber"));
    const QJsonObject translations = g.value(QLatin1String("translations")).toObject();
    for (const QString &lang : RecordTableColumns::languages())
        d.descriptions.insert(
            lang, JsonReader::string(translations.value(lang).toObject(), QLatin1String("description")));
    return d;
}

FieldProblems ProductGroupDraft::problems() const
{
    FieldProblems p;
    bool ok = false;
    const qint64 number = groupNumber.trimmed().toLongLong(&ok);
    if (groupNumber.trimmed().isEmpty())
        p.insert(QStringLiteral("groupNumber"), tr("is required, e.g. 10."));
    else if (!ok || number < 0)
        p.insert(QStringLiteral("groupNumber"), tr("must be a whole number of 0 or more."));
    bool any = false;
    for (const QString &lang : RecordTableColumns::languages()) {
        any = any || !descriptions.value(lang).trimmed().isEmpty();
        if (const QString problem = Validators::textProblem(descriptions.value(lang), 255, false);
            !problem.isEmpty())
            p.insert(QStringLiteral("translations.%1.description").arg(lang), problem);
    }
    if (!any)
        p.insert(QStringLiteral("translations.de.description"), tr("is required in at least one language."));
    return p;
}

QJsonObject ProductGroupDraft::body() const
{
    QJsonObject texts;
    for (const QString &lang : RecordTableColumns::languages())
        texts.insert(lang, QJsonObject {{QStringLiteral("description"), descriptions.value(lang).trimmed()}});
    return {
        {QStringLiteral("groupNumber"), groupNumber.trimmed().toLongLong()},
        {QStringLiteral("bookingAccountNumber"), textOrNull(bookingAccountNumber)},
        {QStringLiteral("translations"), texts},
    };
}

QList<RecordColumn> ProductRecord::productColumns(std::function<QString(const QJsonObject &)> unitName)
{
    const auto cost = [](const QJsonObject &p) {
        return RecordTableColumns::decimal(p, QLatin1String("cost"), ProductDraft::costDecimals);
    };
    const auto rate = [](const QJsonObject &p) {
        return RecordTableColumns::decimal(p, QLatin1String("taxRate"), 2);
    };
    const Qt::Alignment right = Qt::AlignRight | Qt::AlignVCenter;
    return {
        {tr("Key"),
            [](const QJsonObject &p) {
                return JsonReader::string(p, QLatin1String("productKey"));
            }},
        {tr("Name"),
            [](const QJsonObject &p) {
                return RecordTableColumns::translated(p, QLatin1String("productName"));
            }},
        {tr("Unit"),
            [unitName](const QJsonObject &p) {
                const QJsonObject unit = p.value(QLatin1String("productUnit")).toObject();
                return unitName ? unitName(unit) : unit.value(QLatin1String("isocode")).toString();
            }},
        {tr("Group"),
            [](const QJsonObject &p) {
                const QJsonObject g = p.value(QLatin1String("productGroup")).toObject();
                const QString description = g.value(QLatin1String("productGroupDescription")).toString();
                auto number = JsonReader::integer(g, QLatin1String("productGroupNumber"));
                if (!number)
                    number = JsonReader::integer(p, QLatin1String("productGroupNumber"));
                if (!number)
                    return description;
                return description.isEmpty() ? QString::number(*number)
                                             : QStringLiteral("%1 %2").arg(*number).arg(description);
            },
            [](const QJsonObject &p) -> QVariant {
                auto number = JsonReader::integer(
                    p.value(QLatin1String("productGroup")).toObject(), QLatin1String("productGroupNumber"));
                if (!number)
                    number = JsonReader::integer(p, QLatin1String("productGroupNumber"));
                return number ? QVariant(*number) : QVariant();
            }},
        // The service calls it `cost`, but it is the price a document takes for the product.
        {tr("Sales price"),
            [cost](const QJsonObject &p) {
                const auto v = cost(p);
                return v ? RecordTableColumns::decimalText(*v, ProductDraft::costDecimals, 2) : QString();
            },
            [cost](const QJsonObject &p) -> QVariant {
                const auto v = cost(p);
                return v ? QVariant(*v) : QVariant();
            },
            right},
        {tr("VAT"),
            [rate](const QJsonObject &p) {
                const auto v = rate(p);
                return v ? Money::formatPercent(*v) : QString();
            },
            [rate](const QJsonObject &p) -> QVariant {
                const auto v = rate(p);
                return v ? QVariant(*v) : QVariant();
            },
            right},
        {tr("EAN"),
            [](const QJsonObject &p) {
                return JsonReader::string(p, QLatin1String("eanCode"));
            }},
        {tr("Tags"),
            [](const QJsonObject &p) {
                QStringList tags;
                for (const QJsonValue &t : p.value(QLatin1String("tags")).toArray()) {
                    if (!t.toString().isEmpty())
                        tags << t.toString();
                }
                return tags.join(QStringLiteral(", "));
            }},
        {tr("State"),
            [](const QJsonObject &p) {
                if (!isArchived(p))
                    return tr("Active");
                const QString date = RecordTableColumns::dateText(p, QLatin1String("archivedAt"));
                return date.isEmpty() ? tr("Archived") : tr("Archived %1").arg(date);
            },
            [](const QJsonObject &p) -> QVariant {
                return isArchived(p);
            }},
    };
}

bool ProductRecord::isGroupArchived(const QJsonObject &group)
{
    return JsonReader::boolean(group, QLatin1String("isArchived"));
}

QString ProductRecord::groupTitle(const QJsonObject &group)
{
    const auto number = JsonReader::integer(group, QLatin1String("groupNumber"));
    const QString description = RecordTableColumns::translated(group, QLatin1String("description"));
    return number ? QStringLiteral("%1 %2").arg(*number).arg(description).trimmed() : description;
}

QList<RecordColumn> ProductRecord::groupColumns()
{
    return {
        {tr("Number"),
            [](const QJsonObject &g) {
                const auto n = JsonReader::integer(g, QLatin1String("groupNumber"));
                return n ? QString::number(*n) : QString();
            },
            [](const QJsonObject &g) -> QVariant {
                const auto n = JsonReader::integer(g, QLatin1String("groupNumber"));
                return n ? QVariant(*n) : QVariant();
            },
            Qt::AlignRight | Qt::AlignVCenter},
        {tr("Description"),
            [](const QJsonObject &g) {
                return RecordTableColumns::translated(g, QLatin1String("description"));
            }},
        {tr("Booking account"),
            [](const QJsonObject &g) {
                return JsonReader::string(g, QLatin1String("bookingAccountNumber"));
            }},
        {tr("State"), [](const QJsonObject &g) { return isGroupArchived(g) ? tr("Archived") : tr("Active"); },
            [](const QJsonObject &g) -> QVariant {
                return isGroupArchived(g);
            }},
    };
}
