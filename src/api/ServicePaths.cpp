#include "api/ServicePaths.h"

namespace ServicePaths {

QString addressCollection(const QString &kindSegment)
{
    return QLatin1String("/addresses/v2/") + kindSegment;
}

QString addressCreate()
{
    return addressCollection(QStringLiteral("addresses"));
}

QString customerNumberCheck()
{
    return addressCollection(QStringLiteral("check-customer-number"));
}

QString outgoingWebhooks()
{
    return QStringLiteral("/webhooks/v2/outgoing-webhooks");
}

QString invoiceSetting(const QString &name)
{
    return QStringLiteral("/documents/v2/invoices/settings/") + name;
}

} // namespace ServicePaths
