#pragma once

#include "records/RecordTableModel.h"
#include "records/Validators.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>

#include <optional>

// A product as the editor holds it: the service's write fields, numbers still as typed so that
// problems() can name what does not parse. body() is what create and update send.
struct ProductDraft
{
    Q_DECLARE_TR_FUNCTIONS(ProductDraft)

public:
    // Cost is exact to four places (unit prices of a fraction of a cent exist); shown with at least two.
    static constexpr int costDecimals = 4;

    struct Texts
    {
        QString name;
        QString description;
    };

    QString productKey;
    bool isService = false;
    QString eanCode;
    QString unitUuid;
    QString groupNumber; // a product group's number, empty for none
    QString cost; // as typed, in the locale
    QString taxRate; // percent as typed; empty for none
    QString bookingAccountNumber;
    QStringList tags;
    QJsonArray properties; // {type, value, isocode}
    QHash<QString, Texts> translations; // de, en, fr, it

    static ProductDraft fromRecord(const QJsonObject &product);
    FieldProblems problems() const;
    // Only meaningful when problems() is empty.
    QJsonObject body() const;
    // What an edit sends: the fields the spec requires on write (key, service flag, unit, cost, texts)
    // and the optional ones that differ from `original` (the product as the editor showed it); an
    // untouched optional field (EAN, group, VAT rate, booking account, tags, properties) is not sent.
    QJsonObject updateBody(const ProductDraft &original) const;
};

struct ProductGroupDraft
{
    Q_DECLARE_TR_FUNCTIONS(ProductGroupDraft)

public:
    QString groupNumber;
    QString bookingAccountNumber;
    QHash<QString, QString> descriptions; // de, en, fr, it

    static ProductGroupDraft fromRecord(const QJsonObject &group);
    FieldProblems problems() const;
    QJsonObject body() const;
};

class ProductRecord
{
    Q_DECLARE_TR_FUNCTIONS(ProductRecord)

public:
    enum ProductColumn { Key, Name, Unit, Group, Cost, TaxRate, Ean, Tags, State };
    // `unitName` names a product's `productUnit` ({uuid, isocode}) from the account's units; without it
    // the unit's code is shown.
    static QList<RecordColumn> productColumns(
        std::function<QString(const QJsonObject &productUnit)> unitName = {});
    static bool isArchived(const QJsonObject &product)
    {
        return !product.value(QLatin1String("archivedAt")).isNull()
            && !product.value(QLatin1String("archivedAt")).isUndefined();
    }

    enum GroupColumn { GroupNumber, GroupDescription, GroupBookingAccount, GroupState };
    static QList<RecordColumn> groupColumns();
    static bool isGroupArchived(const QJsonObject &group);
    // "10 Services": the group's number and description.
    static QString groupTitle(const QJsonObject &group);
};
