#pragma once

#include "api/ApiError.h"
#include "documents/QueueStatus.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

class ApiClient;
class QueueFollower;

// One batch of documents sent in one call (several documents in one create, or an invoice import),
// followed until the service has processed each: what it is, when it started, how far it is, and per
// document whether it was created or why not, in the service's words.
//
// A call with one document is answered at once (201, or 422 with field errors); with several, 202 and
// a queue that QueueFollower polls. Queue details come in the order the documents were sent, so the
// n-th detail belongs to the n-th document.
class BatchTracker : public QObject
{
    Q_OBJECT

public:
    enum class State {
        Preparing, // gathering the documents (e.g. fetching the ones to duplicate)
        Sending,
        Processing, // the service works through the queue
        Done, // every document has its outcome (some may have failed)
        Failed, // the batch as a whole failed; outcomes not known
    };

    struct Item
    {
        enum class Outcome { Pending, Created, Failed };
        QString label; // "Row 7", "VO-2026-0003"
        Outcome outcome = Outcome::Pending;
        QString message; // the service's reason when it failed
        QJsonObject document; // the created document
    };

    explicit BatchTracker(QString description, QObject *parent = nullptr);
    ~BatchTracker() override;

    // Preparing: `done` of `total` gathered.
    void setPreparing(int done, int total);
    // Sends {documents: elements} with POST to `path` (after /accounts/{uuid}) and follows the batch.
    void send(ApiClient *client, const QString &accountSuffix, const QList<QJsonObject> &elements,
        const QStringList &labels);
    // Work the caller does one item at a time (e.g. payments booked one call each): Processing with these
    // items Pending; settle() each; Done once every item is settled.
    void beginItems(const QStringList &labels);
    void settle(int index, bool succeeded, const QString &message = {});
    // The batch cannot go ahead (before or after sending): Failed with this reason.
    void abandon(const QString &reason);

    QString description() const { return m_description; }
    QDateTime startedAt() const { return m_startedAt; }
    QDateTime finishedAt() const { return m_finishedAt; }
    State state() const { return m_state; }
    bool isFinished() const { return m_state == State::Done || m_state == State::Failed; }
    int total() const { return m_total; }
    int processed() const { return m_processed; }
    int succeeded() const { return m_succeeded; }
    int failed() const { return m_failed; }
    const QList<Item> &items() const { return m_items; }
    QList<int> failedItems() const;
    QString queueUuid() const { return m_queueUuid; }
    // Why the whole batch failed (State::Failed).
    QString error() const { return m_error; }
    // One line for a status column: "Waiting for the service", "Done: 2 failed", ...
    QString statusText() const;

signals:
    void changed();
    void finished();

private:
    void onSent(int httpStatus, const QJsonDocument &answer);
    void onSendFailed(const ApiError &error);
    void apply(const QueueStatus &status);
    void finish(State state);

    QString m_description;
    QDateTime m_startedAt;
    QDateTime m_finishedAt;
    State m_state = State::Preparing;
    int m_total = 0;
    int m_processed = 0;
    int m_succeeded = 0;
    int m_failed = 0;
    QString m_queueStatus;
    QString m_queueUuid;
    QString m_error;
    QList<Item> m_items;
    QPointer<ApiClient> m_client;
    QueueFollower *m_follower = nullptr;
};
