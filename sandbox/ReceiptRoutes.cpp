// Receipts (supplier documents): the spec gives them list, list of actions and perform action only. The
// list is served with the other documents (DocumentRoutes.cpp); the actions are here, since a receipt has
// its own fields (`archived`, `cancelled`, `balance`) and no conversions.
#include "Documents.h"
#include "Routes.h"
#include "SandboxServer.h"

#include <QDate>
#include <QJsonArray>

namespace {

const QString receipts = QStringLiteral("receipts");

// What the receipt offers in its present state, in a stable order.
QList<QPair<QString, QString>> offered(const QJsonObject &r)
{
    if (r.value(QLatin1String("archived")).toBool())
        return {{QStringLiteral("restore"), QStringLiteral("Restore")}};
    QList<QPair<QString, QString>> actions {{QStringLiteral("archive"), QStringLiteral("Archive")}};
    if (r.value(QLatin1String("cancelled")).toBool())
        return actions;
    actions.append({QStringLiteral("cancel"), QStringLiteral("Cancel")});
    if (scaledNumber(r.value(QLatin1String("balance")), 2).value_or(0) > 0)
        actions.append({QStringLiteral("paymentAdd"), QStringLiteral("Record a payment")});
    else
        actions.append({QStringLiteral("delete"), QStringLiteral("Delete")});
    return actions;
}

SandboxResponse notFound()
{
    return SandboxResponse::error(
        404, QStringLiteral("not_found"), QStringLiteral("No such receipt in this account."));
}

SandboxResponse perform(SandboxServer &server, const SandboxRequest &r)
{
    auto record = server.storage().get(r.account, receipts, r.param(QStringLiteral("uuid")));
    if (!record)
        return notFound();
    const QString action = r.param(QStringLiteral("action"));
    bool allowed = false;
    for (const auto &a : offered(record->json))
        allowed = allowed || a.first == action;
    if (!allowed)
        return SandboxResponse::error(400, QStringLiteral("action_not_allowed"),
            QStringLiteral("The action \"%1\" is not available for this receipt now.").arg(action));
    QJsonObject body;
    if (!r.body.trimmed().isEmpty()) {
        SandboxResponse error;
        const auto parsed = r.jsonBody(&error);
        if (!parsed)
            return error;
        body = *parsed;
    }
    QJsonObject d = record->json;
    const QJsonObject result {{QStringLiteral("id"), d.value(QLatin1String("id"))},
        {QStringLiteral("uuid"), d.value(QLatin1String("uuid"))},
        {QStringLiteral("type"), QStringLiteral("receipt")}};
    if (action == QLatin1String("delete")) {
        server.storage().remove(r.account, receipts, record->uuid);
        return SandboxResponse::envelope(result);
    }
    if (action == QLatin1String("archive") || action == QLatin1String("restore")) {
        d.insert(QStringLiteral("archived"), action == QLatin1String("archive"));
    } else if (action == QLatin1String("cancel")) {
        d.insert(QStringLiteral("cancelled"), true);
        d.insert(QStringLiteral("balance"), 0);
    } else { // paymentAdd {amount?, date?, bankAccountUuid?, reference?}: by default the whole balance
        const qint64 open = scaledNumber(d.value(QLatin1String("balance")), 2).value_or(0);
        SandboxResponse error;
        const auto payment = paymentOf(server, r.account, body, open, &error);
        if (!payment)
            return error;
        const qint64 amount = scaledNumber(payment->value(QLatin1String("amount")), 2).value_or(0);
        d.insert(QStringLiteral("balance"), double(open - amount) / 100.0);
        QJsonArray payments = d.value(QLatin1String("payments")).toArray();
        payments.append(*payment);
        d.insert(QStringLiteral("payments"), payments);
    }
    const QString now = Storage::now();
    d.insert(QStringLiteral("updatedAt"), now);
    server.storage().put(r.account, receipts, d, d, now);
    return SandboxResponse::envelope(result);
}

void registerReceiptRoutes(SandboxServer &server)
{
    const QString base = QStringLiteral("/accounts/{accountUuid}/documents/v2/receipts/{uuid}/actions");
    const QString scope = QStringLiteral("suppliers");
    server.addRoute("GET", base, scope, [&server](const SandboxRequest &r) {
        const auto record = server.storage().get(r.account, receipts, r.param(QStringLiteral("uuid")));
        if (!record)
            return notFound();
        QJsonObject actions;
        for (const auto &a : offered(record->json))
            actions.insert(a.first, a.second);
        return SandboxResponse::envelope(actions);
    });
    server.addRoute("PATCH", base + QStringLiteral("/{action}"), scope,
        [&server](const SandboxRequest &r) { return perform(server, r); });
}

const RouteGroup receiptRoutes("receipts", registerReceiptRoutes);

} // namespace
