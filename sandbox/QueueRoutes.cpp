// The queue of batch work (several documents in one create, invoice import) and the invoice import.
#include "Documents.h"
#include "Queue.h"
#include "Routes.h"
#include "SandboxServer.h"

#include <QJsonArray>
#include <QPointer>
#include <QTimer>
#include <QUuid>

namespace {

const QString queueKind = QStringLiteral("queue");

void processNext(
    SandboxServer *server, QString account, QString uuid, QList<QJsonObject> inputs, QueueJob job, int index)
{
    auto record = server->storage().get(account, queueKind, uuid);
    if (!record)
        return;
    QJsonObject status = record->json;
    if (index >= inputs.size()) {
        status.insert(QStringLiteral("status"), QStringLiteral("done"));
        server->storage().put(account, queueKind, status, status, Storage::now());
        return;
    }
    server->storage().transaction();
    const QueueOutcome outcome = job(inputs.at(index));
    if (outcome.document.isEmpty())
        server->storage().rollback();
    else
        server->storage().commit();
    QJsonArray details = status.value(QLatin1String("details")).toArray();
    const bool ok = !outcome.document.isEmpty();
    details.append(
        QJsonObject {{QStringLiteral("status"), ok ? QStringLiteral("success") : QStringLiteral("failed")},
            {QStringLiteral("message"), ok ? QString() : outcome.error},
            {QStringLiteral("invoice"), ok ? outcome.document : outcome.sent}});
    status.insert(QStringLiteral("details"), details);
    const char *counter = ok ? "successful" : "failed";
    status.insert(QLatin1String(counter), status.value(QLatin1String(counter)).toInt() + 1);
    status.insert(QStringLiteral("status"), QStringLiteral("processing"));
    server->storage().put(account, queueKind, status, status, Storage::now());
    // One document per turn of the event loop, so the server keeps answering meanwhile.
    QTimer::singleShot(20, server, [server, account, uuid, inputs, job, index] {
        processNext(server, account, uuid, inputs, job, index + 1);
    });
}

QJsonObject importedInvoice(const QJsonObject &element)
{
    QJsonObject data = element.value(QLatin1String("documentData")).toObject();
    QJsonObject d = data;
    d.insert(QStringLiteral("positions"), QJsonArray {});
    d.insert(QStringLiteral("paymentInstrucations"), data.value(QLatin1String("paymentInstructions")));
    return d;
}

QHash<QString, QStringList> validateImport(
    SandboxServer &server, const QString &account, const QJsonObject &element)
{
    const QJsonObject data = element.value(QLatin1String("documentData")).toObject();
    if (data.isEmpty())
        return {{QStringLiteral("documentData"), {QStringLiteral("is required")}}};
    QHash<QString, QStringList> errors = validateNewDocument(
        server, account, *kindOf(QStringLiteral("invoices")), importedInvoice(element), true);
    const auto total = scaledNumber(data.value(QLatin1String("documentTotal")), 2);
    if (!total || *total < 0)
        errors[QStringLiteral("documentTotal")] << QStringLiteral("must be a number of at least 0");
    const QJsonArray taxes = data.value(QLatin1String("taxPositions")).toArray();
    for (int i = 0; i < taxes.size(); ++i) {
        const QJsonObject t = taxes.at(i).toObject();
        const QString at = QStringLiteral("taxPositions.%1.").arg(i);
        if (!t.value(QLatin1String("accountNumber")).isDouble())
            errors[at + QStringLiteral("accountNumber")] << QStringLiteral("must be a whole number");
        if (!t.value(QLatin1String("isTaxIncluded")).isBool())
            errors[at + QStringLiteral("isTaxIncluded")] << QStringLiteral("must be true or false");
        if (!scaledNumber(t.value(QLatin1String("amount")), 2))
            errors[at + QStringLiteral("amount")] << QStringLiteral("must be a number");
        const auto rate = scaledNumber(t.value(QLatin1String("taxRate")), 2);
        if (!rate || *rate < 0 || *rate > 10000)
            errors[at + QStringLiteral("taxRate")] << QStringLiteral("must be a percentage from 0 to 100");
    }
    return errors;
}

void registerQueueRoutes(SandboxServer &server)
{
    const QString scope = QStringLiteral("customers");
    server.addRoute("GET", QStringLiteral("/accounts/{accountUuid}/documents/v2/queue/{queueUuid}"), scope,
        [&server](const SandboxRequest &r) {
            const auto record =
                server.storage().get(r.account, queueKind, r.param(QStringLiteral("queueUuid")));
            if (!record)
                return SandboxResponse::error(
                    404, QStringLiteral("not_found"), QStringLiteral("No such queue."));
            return SandboxResponse::envelope(record->json);
        });

    server.addRoute("POST", QStringLiteral("/accounts/{accountUuid}/documents/v2/invoices/import"), scope,
        [&server](const SandboxRequest &r) {
            SandboxResponse error;
            const auto found = documentsOf(r, &error);
            if (!found)
                return error;
            const QJsonArray &documents = *found;
            const QString account = r.account;
            const Kind &invoices = *kindOf(QStringLiteral("invoices"));
            const auto importOne = [&server, &invoices, account](const QJsonObject &element) -> QueueOutcome {
                QJsonObject sent = importedInvoice(element);
                sent.insert(QStringLiteral("type"), QLatin1String(invoices.type));
                const auto invalid = validateImport(server, account, element);
                if (!invalid.isEmpty())
                    return {{}, describeErrors(invalid), sent};
                const QJsonObject d =
                    saveNewDocument(server, account, invoices, importedInvoice(element), true);
                if (d.isEmpty())
                    return {{}, QStringLiteral("The invoice could not be saved."), sent};
                return {d, {}, {}};
            };
            if (documents.size() == 1) {
                const auto invalid = validateImport(server, account, documents.first().toObject());
                if (!invalid.isEmpty()) {
                    QHash<QString, QStringList> prefixed;
                    for (auto it = invalid.begin(); it != invalid.end(); ++it)
                        prefixed.insert(QStringLiteral("documents.0.documentData.") + it.key(), it.value());
                    return SandboxResponse::validation(prefixed);
                }
                server.storage().transaction();
                const QueueOutcome one = importOne(documents.first().toObject());
                server.storage().commit();
                return singleDocument(server, one.document, 201);
            }
            QList<QJsonObject> inputs;
            for (const QJsonValue &v : documents)
                inputs.append(v.toObject());
            return SandboxResponse::envelope(startQueue(server, account, inputs, importOne), 202);
        });
}

const RouteGroup queueRoutes("queue", registerQueueRoutes);

} // namespace

QString describeErrors(const QHash<QString, QStringList> &errors)
{
    QStringList parts;
    for (auto it = errors.begin(); it != errors.end(); ++it)
        parts << QStringLiteral("%1: %2").arg(it.key(), it.value().join(QStringLiteral(", ")));
    parts.sort();
    return parts.join(QStringLiteral("; "));
}

QJsonObject startQueue(
    SandboxServer &server, const QString &account, const QList<QJsonObject> &inputs, QueueJob job)
{
    const QString uuid = QUuid::createUuid().toString(QUuid::WithoutBraces);
    const QJsonObject status {{QStringLiteral("uuid"), uuid}, {QStringLiteral("total"), int(inputs.size())},
        {QStringLiteral("successful"), 0}, {QStringLiteral("failed"), 0},
        {QStringLiteral("status"), QStringLiteral("pending")}, {QStringLiteral("details"), QJsonArray {}}};
    server.storage().put(account, queueKind, status, status, Storage::now());
    SandboxServer *s = &server;
    QTimer::singleShot(
        20, &server, [s, account, uuid, inputs, job] { processNext(s, account, uuid, inputs, job, 0); });
    return status;
}
