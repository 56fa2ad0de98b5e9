#pragma once

#include "api/ApiError.h"
#include "documents/QueueStatus.h"

#include <QObject>
#include <QPointer>
#include <QString>

class ApiClient;
class ApiJob;
class QTimer;

// Asks for a queue's status until every document is processed: soon at first, then less often while
// nothing changes (up to every few seconds). Never waits: each poll is a timer and an ApiJob.
class QueueFollower : public QObject
{
    Q_OBJECT

public:
    QueueFollower(ApiClient *client, QString queueUuid, QObject *parent = nullptr);

    void start();
    void stop();
    bool isRunning() const;
    QString queueUuid() const { return m_uuid; }

    static constexpr int firstDelayMs = 250;
    static constexpr int maxDelayMs = 5000;

signals:
    void progressed(const QueueStatus &status);
    void finished(const QueueStatus &status);
    void failed(const ApiError &error);

private:
    void poll();
    void onAnswer(const QJsonDocument &answer);
    void onError(const ApiError &error);
    void schedule();

    QPointer<ApiClient> m_client;
    QString m_uuid;
    QTimer *m_timer;
    QPointer<ApiJob> m_job;
    int m_delayMs = firstDelayMs;
    int m_lastProcessed = -1;
    QString m_lastStatus;
    int m_failures = 0;
};
