#include "Routes.h"
#include "SandboxServer.h"

#include <QDate>

namespace {

const QString kind = QStringLiteral("invoices");
constexpr int maxLimit = 500;

} // namespace

QJsonObject invoiceListItem(const QJsonObject &d)
{
    QJsonObject item;
    for (const char *key : {"id", "uuid", "currencyCode", "customField1", "customField2", "customField3",
             "customField4", "reference", "title", "deliveryDate", "documentTotal", "dueDate", "dunningLevel",
             "invoiceDate", "invoiceNumber", "isArchived", "isCancelled", "isImported", "openAmount",
             "sentStatus", "updatedAt"}) {
        const QString k = QString::fromLatin1(key);
        item.insert(k, d.value(k));
    }
    const QJsonObject receiver = d.value(QLatin1String("receiver")).toObject();
    item.insert(QStringLiteral("receiver"),
        QJsonObject {{QStringLiteral("addressUuid"), receiver.value(QLatin1String("addressUuid"))},
            {QStringLiteral("companyUuid"), receiver.value(QLatin1String("companyUuid"))},
            {QStringLiteral("personUuid"), receiver.value(QLatin1String("personUuid"))},
            {QStringLiteral("customerNumber"), receiver.value(QLatin1String("customerNumber"))},
            {QStringLiteral("name"), receiver.value(QLatin1String("name"))}});
    return item;
}

namespace {

void registerInvoiceRoutes(SandboxServer &server)
{
    const QString scope = QStringLiteral("customers");
    const QString collection = QStringLiteral("/accounts/{accountUuid}/documents/v2/invoices");

    server.addRoute("GET", collection, scope, [&server](const SandboxRequest &r) {
        QHash<QString, QStringList> errors;
        const auto positive = [&](const QString &name, int fallback) {
            const QString text = r.queryValue(name);
            if (text.isEmpty())
                return fallback;
            bool ok = false;
            const int value = text.toInt(&ok);
            if (!ok || value < 1) {
                errors[name] << QStringLiteral("must be a whole number of at least 1");
                return fallback;
            }
            return value;
        };
        const int page = positive(QStringLiteral("page"), 1);
        const int limit = qMin(positive(QStringLiteral("limit"), 25), maxLimit);
        QString since = r.queryValue(QStringLiteral("updatedSince"));
        if (!since.isEmpty()) {
            const QDate date = QDate::fromString(since.left(10), Qt::ISODate);
            const QDateTime stamp = QDateTime::fromString(since, Qt::ISODate);
            if (!date.isValid() || (since.size() > 10 && !stamp.isValid()))
                errors[QStringLiteral("updatedSince")] << QStringLiteral("must be a date as YYYY-MM-DD");
            else if (stamp.isValid() && since.size() > 10)
                since = stamp.toUTC().toString(Qt::ISODate);
        }
        if (!errors.isEmpty())
            return SandboxResponse::validation(errors);

        const Storage::Page result = server.storage().list(r.account, kind, page, limit, since);
        const qint64 lastPage = qMax<qint64>(1, (result.total + limit - 1) / limit);
        QByteArray body = "{\"status\":200,\"message\":\"\",\"data\":[";
        body += result.items.isEmpty() ? QByteArray() : result.items.join(',');
        body += "],\"meta\":";
        body += QJsonDocument(
            QJsonObject {{QStringLiteral("currentPage"), page}, {QStringLiteral("lastPage"), lastPage},
                {QStringLiteral("perPage"), limit}, {QStringLiteral("total"), result.total}})
                    .toJson(QJsonDocument::Compact);
        body += '}';
        return SandboxResponse::raw(200, body);
    });

    server.addRoute("GET", collection + QStringLiteral("/{uuid}"), scope, [&server](const SandboxRequest &r) {
        const auto record = server.storage().get(r.account, kind, r.param(QStringLiteral("uuid")));
        if (!record)
            return SandboxResponse::error(404, QStringLiteral("not_found"),
                QStringLiteral("No invoice %1 in this account.").arg(r.param(QStringLiteral("uuid"))));
        if (server.documentEnvelope == QLatin1String("observed"))
            return SandboxResponse::envelope(
                QJsonObject {{QStringLiteral("documents"), QJsonArray {record->json}}});
        return SandboxResponse::envelope(record->json);
    });
}

const RouteGroup group("invoices", registerInvoiceRoutes);

} // namespace
