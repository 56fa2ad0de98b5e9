#include "documents/QueueFollower.h"

#include "api/ApiClient.h"
#include "api/ApiJob.h"
#include "api/DocumentsApi.h"

#include <QTimer>

#include <algorithm>

namespace {

// Failed polls in a row before giving up (each ApiJob already retried its GET).
constexpr int maxFailures = 4;

} // namespace

QueueFollower::QueueFollower(ApiClient *client, QString queueUuid, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_uuid(std::move(queueUuid))
    , m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &QueueFollower::poll);
}

void QueueFollower::start()
{
    m_delayMs = firstDelayMs;
    m_failures = 0;
    m_timer->start(m_delayMs);
}

void QueueFollower::stop()
{
    m_timer->stop();
    if (m_job)
        m_job->deleteLater(); // its answer is not wanted any more
    m_job = nullptr;
}

bool QueueFollower::isRunning() const
{
    return m_timer->isActive() || m_job;
}

void QueueFollower::poll()
{
    if (!m_client) {
        emit failed(ApiError(ApiError::Kind::Cancelled, tr("The session was closed.")));
        return;
    }
    ApiJob *job = m_client->get(m_client->accountPath(DocumentsApi::queueEntryPath(m_uuid)), {}, this);
    m_job = job;
    connect(job, &ApiJob::succeeded, this, [this, job](const QJsonDocument &answer) {
        if (m_job == job) {
            m_job = nullptr;
            onAnswer(answer);
        }
    });
    connect(job, &ApiJob::failed, this, [this, job](const ApiError &error) {
        if (m_job == job) {
            m_job = nullptr;
            onError(error);
        }
    });
}

void QueueFollower::onAnswer(const QJsonDocument &answer)
{
    const auto status = QueueStatus::fromAnswer(answer);
    if (!status) {
        onError(ApiError(ApiError::Kind::Malformed, tr("The answer holds no queue status.")));
        return;
    }
    m_failures = 0;
    const bool moved = status->processed() != m_lastProcessed || status->status != m_lastStatus;
    m_lastProcessed = status->processed();
    m_lastStatus = status->status;
    if (status->isFinished()) {
        emit finished(*status);
        return;
    }
    emit progressed(*status);
    // While documents get done, keep asking often; when nothing moves, back off.
    m_delayMs = moved ? firstDelayMs : std::min(maxDelayMs, m_delayMs * 2);
    schedule();
}

void QueueFollower::onError(const ApiError &error)
{
    const bool transient = error.kind() == ApiError::Kind::Offline || error.kind() == ApiError::Kind::Timeout
        || error.kind() == ApiError::Kind::Server || error.kind() == ApiError::Kind::RateLimited
        || error.kind() == ApiError::Kind::Malformed;
    if (!transient || ++m_failures >= maxFailures) {
        emit failed(error);
        return;
    }
    m_delayMs = std::min(maxDelayMs, m_delayMs * 2);
    schedule();
}

void QueueFollower::schedule()
{
    m_timer->start(m_delayMs);
}
