#pragma once

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <functional>

class SandboxServer;

// Batches: documents processed one by one in the background, their progress readable at
// GET /accounts/{a}/documents/v2/queue/{uuid}.
struct QueueOutcome
{
    QJsonObject document; // the created document, or empty when it failed
    QString error; // why it failed, in words
    // When it failed: the document as it was sent, with its kind's type and no uuid. A queue detail
    // always has its document (the spec's single-document answer; published clients type it non-null).
    QJsonObject sent;
};
using QueueJob = std::function<QueueOutcome(const QJsonObject &input)>;

// Stores a queue status (status "pending"), schedules the work on the server's event loop and returns
// the status as the first answer.
QJsonObject startQueue(
    SandboxServer &server, const QString &account, const QList<QJsonObject> &inputs, QueueJob job);
// "currencyCode: is required; positions.0.quantity: must be a number"
QString describeErrors(const QHash<QString, QStringList> &errors);
