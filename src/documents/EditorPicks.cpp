#include "documents/EditorPicks.h"

#include "api/JsonReader.h"
#include "domain/Languages.h"
#include "records/ReferenceData.h"

namespace {

// `key` of the translation in `language`, else of the first translation that has one.
QString translated(const QJsonObject &record, const QString &language, QLatin1String key)
{
    const QJsonObject translations = record.value(QLatin1String("translations")).toObject();
    QString text = translations.value(language).toObject().value(key).toString();
    for (auto it = translations.begin(); text.isEmpty() && it != translations.end(); ++it)
        text = it.value().toObject().value(key).toString();
    return text;
}

QString productKey(const QJsonObject &product)
{
    return product.value(QLatin1String("productKey")).toString();
}

} // namespace

namespace EditorPicks {

QList<ProductPick> products(const ReferenceSnapshot &reference, const QString &language)
{
    QList<ProductPick> picks;
    for (int i = 0; i < reference.products.size(); ++i) {
        const QJsonObject &p = reference.products.at(i);
        if (!p.value(QLatin1String("archivedAt")).toString().isEmpty())
            continue;
        picks.append({i, productKey(p), translated(p, language, QLatin1String("productName"))});
    }
    return picks;
}

int productByKey(const ReferenceSnapshot &reference, const QString &key)
{
    for (int i = 0; i < reference.products.size(); ++i) {
        if (productKey(reference.products.at(i)).compare(key, Qt::CaseInsensitive) == 0)
            return i;
    }
    return -1;
}

QList<BankAccountPick> activeBankAccounts(const ReferenceSnapshot &reference)
{
    QList<BankAccountPick> picks;
    for (const QJsonObject &account : reference.bankAccounts) {
        if (!JsonReader::boolean(account, QLatin1String("isActive"), true))
            continue;
        picks.append(
            {account.value(QLatin1String("iban")).toString(), account.value(QLatin1String("name")).toString(),
                account.value(QLatin1String("currencyCode")).toString()});
    }
    return picks;
}

QHash<QString, QString> unitNames(const ReferenceSnapshot &reference, const QString &language)
{
    QHash<QString, QString> names;
    const auto add = [&](const QJsonObject &unit) {
        const QString code = unit.value(QLatin1String("isocode")).toString();
        const QString name = translated(unit, language, QLatin1String("unit"));
        if (!code.isEmpty() && !name.isEmpty())
            names.insert(code, name);
    };
    for (const QJsonObject &product : reference.products)
        add(product.value(QLatin1String("productUnit")).toObject());
    for (const QJsonObject &unit : reference.units)
        add(unit);
    return names;
}

Position positionOf(const QJsonObject &product, const QString &language)
{
    Position p;
    p.productNumber = productKey(product);
    p.description = translated(product, language, QLatin1String("productName"));
    p.unitCode =
        product.value(QLatin1String("productUnit")).toObject().value(QLatin1String("isocode")).toString();
    p.priceMinor = JsonReader::scaled(product, QLatin1String("cost")).value_or(0);
    p.vatBasisPoints = JsonReader::scaled(product, QLatin1String("taxRate")).value_or(0);
    return p;
}

QString documentLanguage(const std::optional<QJsonObject> &receiverRecord, const QString &localeName)
{
    const QStringList &languages = Languages::codes();
    if (receiverRecord) {
        const QString language = receiverRecord->value(QLatin1String("language")).toString();
        if (languages.contains(language))
            return language;
    }
    const QString own = localeName.left(2);
    return languages.contains(own) ? own : QStringLiteral("de");
}

} // namespace EditorPicks
