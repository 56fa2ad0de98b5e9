#include "api/AccountsApi.h"

#include "api/ApiClient.h"

ApiJob *AccountsApi::list(QObject *context) const
{
    return m_client->get(QStringLiteral("/users/v2/me/accounts"), {}, context);
}
