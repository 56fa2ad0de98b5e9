#pragma once

#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

// The progress of a batch as the queue status operation reports it (spec 2.5): counts, a status
// ("pending", then on the sandbox "processing" and "done"; the live service's further values are not
// known) and one detail per processed document, in the order the documents were sent.
struct QueueStatus
{
    struct Detail
    {
        bool succeeded = false;
        QString message;
        QJsonObject document; // the created document ("invoice" in the spec)
    };

    QString uuid;
    int total = 0;
    int successful = 0;
    int failed = 0;
    QString status;
    QList<Detail> details;

    int processed() const;
    // Every document was processed, or the service says the queue has ended.
    bool isFinished() const;

    static std::optional<QueueStatus> fromJson(const QJsonObject &data);
    // From an answer's envelope (`data`); nullopt when it is not a queue status.
    static std::optional<QueueStatus> fromAnswer(const QJsonDocument &answer);
};
