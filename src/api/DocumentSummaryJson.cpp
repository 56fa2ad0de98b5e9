#include "api/DocumentSummaryJson.h"

#include "api/JsonReader.h"

#include <QCoreApplication>
#include <QJsonDocument>

using namespace JsonReader;

std::optional<DocumentSummary> documentSummaryFromJson(
    DocumentKind kind, const QJsonObject &item, QString *error)
{
    DocumentSummary s;
    s.kind = kind;
    s.uuid = string(item, QLatin1String("uuid"));
    if (s.uuid.isEmpty()) {
        if (error)
            *error = QCoreApplication::translate("DocumentSummary", "a document in the list has no uuid");
        return std::nullopt;
    }
    s.id = integer(item, QLatin1String("id")).value_or(0);
    s.number = string(item, DocumentKinds::numberField(kind));
    if (s.number.isEmpty())
        s.number = string(item, QLatin1String("number"));
    s.date = JsonReader::date(item, DocumentKinds::dateField(kind));
    s.dueDate = JsonReader::date(item, QLatin1String("dueDate"));
    s.deliveryDate = JsonReader::date(item, QLatin1String("deliveryDate"));
    if (!s.deliveryDate.isValid())
        s.deliveryDate = JsonReader::date(item, QLatin1String("deliverDate"));
    s.currency = string(item, QLatin1String("currencyCode"));
    s.totalMinor = scaled(item, QLatin1String("documentTotal")).value_or(0);
    s.openMinor = scaled(item, QLatin1String("openAmount"));
    if (!s.openMinor)
        s.openMinor = scaled(item, QLatin1String("balance"));
    s.title = string(item, QLatin1String("title"));
    s.reference = string(item, QLatin1String("reference"));
    const QJsonObject receiver = item.value(QLatin1String("receiver")).toObject();
    s.receiverName = string(receiver, QLatin1String("name"));
    if (s.receiverName.isEmpty())
        s.receiverName =
            string(receiver.value(QLatin1String("receiverInformation")).toObject(), QLatin1String("name"));
    s.customerNumber = string(receiver, QLatin1String("customerNumber"));
    s.companyUuid = string(receiver, QLatin1String("companyUuid"));
    s.personUuid = string(receiver, QLatin1String("personUuid"));
    s.sentStatus = string(item, QLatin1String("sentStatus"));
    s.dunningLevel = string(item, QLatin1String("dunningLevel"));
    s.archived = boolean(item, QLatin1String("isArchived"), boolean(item, QLatin1String("archived")));
    s.cancelled = boolean(item, QLatin1String("isCancelled"), boolean(item, QLatin1String("cancelled")));
    s.imported = boolean(item, QLatin1String("isImported"));
    s.updatedAt = dateTime(item, QLatin1String("updatedAt"));
    s.json = QJsonDocument(item).toJson(QJsonDocument::Compact);
    return s;
}
