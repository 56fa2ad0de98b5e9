#pragma once

#include "api/Account.h"
#include "api/ApiConfig.h"
#include "api/ApiError.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QUrl>

#include <optional>

class ApiClient;

// The accounts a token reaches (GET /users/v2/me/accounts), GUI-free: how the connect dialog verifies a
// token before anything is saved, and where the demo's account names come from. Each lookup uses a client
// of its own with the given server and token; a newer lookup drops the answer of the one under way.
class AccountLookup : public QObject
{
    Q_OBJECT

public:
    explicit AccountLookup(QObject *parent = nullptr);

    // The service's address is refused (plain http:// except to this computer, other schemes): the
    // error to show, else nothing.
    static std::optional<ApiError> checkServer(const QUrl &url);

    // found(), unreadable() or failed() follows, unless cancel() or another lookUp() comes first.
    void lookUp(const ApiConfig &config);
    void cancel();
    bool isBusy() const { return !m_client.isNull(); }

signals:
    void found(const QList<Account> &accounts);
    // The service answered something that is not a list of accounts.
    void unreadable(const QString &error);
    void failed(const ApiError &error);

private:
    QPointer<ApiClient> m_client; // of the lookup under way
};
