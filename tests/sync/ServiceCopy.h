#pragma once

// Helpers of the fault and concurrency suites: the service's invoices as the API lists them, and the
// comparison of the local copy with them (same uuids, same content, nothing missing, nothing extra).

#include "TestSandbox.h"
#include "api/ApiClient.h"
#include "api/ApiJob.h"
#include "api/DocumentSummaryJson.h"
#include "api/DocumentsApi.h"
#include "api/JsonReader.h"
#include "api/PageInfo.h"
#include "store/DocumentStore.h"

#include <QJsonArray>
#include <QMap>
#include <QStringList>

#include <optional>

namespace ServiceCopy {

// uuid -> the fields the copy must match. Read with the largest pages while nothing changes.
inline std::optional<QMap<QString, DocumentSummary>> serviceInvoices(const ApiConfig &config)
{
    ApiClient client(config);
    QMap<QString, DocumentSummary> all;
    for (int page = 1;; ++page) {
        const TestSandbox::Result r =
            TestSandbox::wait(DocumentsApi(&client).list(DocumentKind::Invoice, page, 500, std::nullopt));
        const auto info = PageInfo::fromAnswer(r.answer);
        const auto items = JsonReader::listFromEnvelope(r.answer);
        if (!r.ok || !info || !items)
            return std::nullopt;
        for (const QJsonValue &item : *items) {
            const auto d = documentSummaryFromJson(DocumentKind::Invoice, item.toObject());
            if (!d)
                return std::nullopt;
            all.insert(d->uuid, *d);
        }
        if (page >= info->lastPage)
            break;
    }
    return all;
}

inline QString describe(const DocumentSummary &d)
{
    return QStringLiteral("%1|%2|%3|%4|%5|%6")
        .arg(d.uuid, d.number, d.title, d.updatedAt.toString(Qt::ISODateWithMs))
        .arg(d.totalMinor)
        .arg(d.sentStatus);
}

// Empty when the copy equals the service; otherwise what differs, for the failure message.
inline QString differences(const QMap<QString, DocumentSummary> &service, const QList<DocumentSummary> &copy)
{
    QStringList out;
    QMap<QString, DocumentSummary> local;
    for (const DocumentSummary &d : copy)
        local.insert(d.uuid, d);
    for (auto it = service.begin(); it != service.end(); ++it) {
        const auto mine = local.constFind(it.key());
        if (mine == local.constEnd())
            out << QStringLiteral("missing %1").arg(it.key());
        else if (describe(*mine) != describe(*it))
            out << QStringLiteral("differs %1 != %2").arg(describe(*mine), describe(*it));
    }
    for (auto it = local.begin(); it != local.end(); ++it) {
        if (!service.contains(it.key()))
            out << QStringLiteral("extra %1").arg(it.key());
    }
    if (out.size() > 8)
        out = out.mid(0, 8) << QStringLiteral("... %1 in all").arg(out.size());
    return out.join(QLatin1Char('\n'));
}

inline QString differences(const ApiConfig &config, const QString &dataDir)
{
    const auto service = serviceInvoices(config);
    if (!service)
        return QStringLiteral("the service's list could not be read");
    return differences(*service, DocumentStore(dataDir, config.accountUuid).loadAll(DocumentKind::Invoice));
}

} // namespace ServiceCopy
