#include "api/ServicePaths.h"

namespace ServicePaths {

QString addressCreate()
{
    return QStringLiteral("/addresses/v2/addresses");
}

QString customerNumberCheck()
{
    return QStringLiteral("/addresses/v2/check-customer-number");
}

QString invoiceSetting(const QString &name)
{
    return QStringLiteral("/documents/v2/invoices/settings/") + name;
}

} // namespace ServicePaths
