#include "Routes.h"
#include "SandboxServer.h"

namespace {

void registerAccountRoutes(SandboxServer &server)
{
    server.addRoute("GET", QStringLiteral("/users/v2/me/accounts"), QStringLiteral("profile"),
        [&server](const SandboxRequest &request) {
            const QByteArray header = request.authorization.trimmed();
            const auto token = server.storage().token(QString::fromUtf8(header.mid(7).trimmed()));
            QJsonArray data;
            for (const QJsonObject &a : server.storage().accounts(token ? token->accounts : QStringList()))
                data.append(a);
            return SandboxResponse::envelope(data);
        });
}

const RouteGroup accountRoutes("accounts", registerAccountRoutes);

} // namespace
