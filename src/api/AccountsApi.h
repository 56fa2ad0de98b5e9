#pragma once

class ApiClient;
class ApiJob;
class QObject;

// GET /users/v2/me/accounts: the accounts the token reaches; also how a token is verified.
class AccountsApi
{
public:
    explicit AccountsApi(ApiClient *client)
        : m_client(client)
    { }

    ApiJob *list(QObject *context = nullptr) const;

private:
    ApiClient *m_client;
};
