#include "AccountsApi.h"

#include "ApiClient.h"

ApiJob *AccountsApi::list(QObject *context) const
{
    return m_client->get(QStringLiteral("/users/v2/me/accounts"), {}, context);
}
