#pragma once

#include "api/JsonReader.h"
#include "domain/DocumentSummary.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

#include <optional>

// One item of a document list as the service sends it, read tolerantly. Fails (with a reason) only
// when the item has no uuid: everything else may be missing or null.
std::optional<DocumentSummary> documentSummaryFromJson(
    DocumentKind kind, const QJsonObject &item, QString *error = nullptr);

// The one reading of a list item, over any form of it: a QJsonObject (documentSummaryFromJson), or a
// list page read in place (ListPageReader). `Item` answers, for a key, what the JsonReader function of
// the same name answers for a QJsonObject (string, integer, scaled, date, dateTime, boolean), object(key)
// (the member as an item, empty when it is none) and compactJson() (the item as
// QJsonDocument::toJson(Compact) writes it).
template<class Item>
std::optional<DocumentSummary> readDocumentSummary(DocumentKind kind, const Item &item, QString *error)
{
    DocumentSummary s;
    s.kind = kind;
    s.uuid = item.string(QLatin1String("uuid"));
    if (s.uuid.isEmpty()) {
        if (error)
            *error = QCoreApplication::translate("DocumentSummary", "a document in the list has no uuid");
        return std::nullopt;
    }
    s.id = item.integer(QLatin1String("id")).value_or(0);
    s.number = item.string(DocumentKinds::numberField(kind));
    if (s.number.isEmpty())
        s.number = item.string(QLatin1String("number"));
    s.date = item.date(DocumentKinds::dateField(kind));
    s.dueDate = item.date(QLatin1String("dueDate"));
    s.deliveryDate = item.date(QLatin1String("deliveryDate"));
    if (!s.deliveryDate.isValid())
        s.deliveryDate = item.date(QLatin1String("deliverDate"));
    s.currency = item.string(QLatin1String("currencyCode"));
    s.totalMinor = item.scaled(QLatin1String("documentTotal")).value_or(0);
    s.openMinor = item.scaled(QLatin1String("openAmount"));
    if (!s.openMinor)
        s.openMinor = item.scaled(QLatin1String("balance"));
    s.title = item.string(QLatin1String("title"));
    s.reference = item.string(QLatin1String("reference"));
    const Item receiver = item.object(QLatin1String("receiver"));
    s.receiverName = receiver.string(QLatin1String("name"));
    if (s.receiverName.isEmpty())
        s.receiverName = receiver.object(QLatin1String("receiverInformation")).string(QLatin1String("name"));
    s.customerNumber = receiver.string(QLatin1String("customerNumber"));
    s.companyUuid = receiver.string(QLatin1String("companyUuid"));
    s.personUuid = receiver.string(QLatin1String("personUuid"));
    s.sentStatus = item.string(QLatin1String("sentStatus"));
    s.dunningLevel = item.string(QLatin1String("dunningLevel"));
    s.archived = item.boolean(QLatin1String("isArchived"), item.boolean(QLatin1String("archived"), false));
    s.cancelled = item.boolean(QLatin1String("isCancelled"), item.boolean(QLatin1String("cancelled"), false));
    s.imported = item.boolean(QLatin1String("isImported"), false);
    s.updatedAt = item.dateTime(QLatin1String("updatedAt"));
    s.json = item.compactJson();
    return s;
}
