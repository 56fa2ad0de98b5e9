#pragma once

#include "documents/Position.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

struct ReferenceSnapshot;

// What the document editor offers to pick, read from the session's reference data without any widget:
// the products and their names in the document's language, the active bank accounts, the unit names,
// and the line a picked product becomes. The raw records stay in ReferenceSnapshot; the editor reads
// them only through these.
namespace EditorPicks {

struct ProductPick
{
    int index = -1; // in ReferenceSnapshot::products
    QString key;
    QString name; // in the asked language, else in any language the product has
};

struct BankAccountPick
{
    QString iban;
    QString name;
    QString currency;
};

// The products not archived, in the order of the reference data.
QList<ProductPick> products(const ReferenceSnapshot &reference, const QString &language);
// The index of the product whose key is `key` (case-insensitive), -1 when none.
int productByKey(const ReferenceSnapshot &reference, const QString &key);
// The accounts a document may name for payment (inactive ones are left out).
QList<BankAccountPick> activeBankAccounts(const ReferenceSnapshot &reference);
// Unit code -> its name in `language` (else in any language), from the products' units and the units.
QHash<QString, QString> unitNames(const ReferenceSnapshot &reference, const QString &language);
// The line a product becomes: its key, name in `language`, unit, price and VAT rate, quantity one.
Position positionOf(const QJsonObject &product, const QString &language);
// The language of a document for this receiver: the address's own when the service knows it, else the
// user's (`localeName`, "de_CH"), else German.
QString documentLanguage(const std::optional<QJsonObject> &receiverRecord, const QString &localeName);

} // namespace EditorPicks
