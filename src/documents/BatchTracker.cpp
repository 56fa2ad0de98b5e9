#include "documents/BatchTracker.h"

#include "api/ApiClient.h"
#include "api/ApiJob.h"
#include "api/JsonReader.h"
#include "documents/QueueFollower.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace {

// "documents.3.documentData.receiver.companyUuid" -> 3 and "receiver.companyUuid"
std::optional<std::pair<int, QString>> elementField(const QString &key)
{
    static const QRegularExpression pattern(
        QStringLiteral("^documents\\.(\\d+)\\.(?:documentData\\.)?(.*)$"));
    const auto m = pattern.match(key);
    if (!m.hasMatch())
        return std::nullopt;
    return std::pair {m.captured(1).toInt(), m.captured(2)};
}

} // namespace

BatchTracker::BatchTracker(QString description, QObject *parent)
    : QObject(parent)
    , m_description(std::move(description))
    , m_startedAt(QDateTime::currentDateTime())
{ }

BatchTracker::~BatchTracker() = default;

void BatchTracker::setPreparing(int done, int total)
{
    m_state = State::Preparing;
    m_processed = done;
    m_total = total;
    emit changed();
}

void BatchTracker::send(ApiClient *client, const QString &accountSuffix, const QList<QJsonObject> &elements,
    const QStringList &labels)
{
    m_client = client;
    m_items.clear();
    for (int i = 0; i < elements.size(); ++i)
        m_items << Item {labels.value(i, tr("Document %1").arg(i + 1)), Item::Outcome::Pending, {}, {}};
    m_total = int(elements.size());
    m_processed = m_succeeded = m_failed = 0;
    if (!client) {
        abandon(tr("The session was closed."));
        return;
    }
    if (elements.isEmpty()) {
        finish(State::Done);
        return;
    }
    m_state = State::Sending;
    emit changed();
    QJsonArray documents;
    for (const QJsonObject &element : elements)
        documents.append(element);
    ApiJob *job = client->send(ApiClient::Method::Post, client->accountPath(accountSuffix),
        QJsonDocument(QJsonObject {{QStringLiteral("documents"), documents}}), {}, this);
    connect(job, &ApiJob::succeeded, this,
        [this, job](const QJsonDocument &answer) { onSent(job->httpStatus(), answer); });
    connect(job, &ApiJob::failed, this, &BatchTracker::onSendFailed);
}

void BatchTracker::beginItems(const QStringList &labels)
{
    m_items.clear();
    for (const QString &label : labels)
        m_items << Item {label, Item::Outcome::Pending, {}, {}};
    m_total = int(labels.size());
    m_processed = m_succeeded = m_failed = 0;
    if (labels.isEmpty()) {
        finish(State::Done);
        return;
    }
    m_state = State::Processing;
    emit changed();
}

void BatchTracker::settle(int index, bool succeeded, const QString &message)
{
    if (index < 0 || index >= m_items.size() || isFinished()
        || m_items.at(index).outcome != Item::Outcome::Pending)
        return;
    Item &item = m_items[index];
    item.outcome = succeeded ? Item::Outcome::Created : Item::Outcome::Failed;
    item.message = message;
    ++m_processed;
    ++(succeeded ? m_succeeded : m_failed);
    if (m_processed == m_total)
        finish(State::Done);
    else
        emit changed();
}

void BatchTracker::abandon(const QString &reason)
{
    m_error = reason;
    for (Item &item : m_items) {
        if (item.outcome == Item::Outcome::Pending)
            item.message = reason;
    }
    finish(State::Failed);
}

void BatchTracker::onSent(int httpStatus, const QJsonDocument &answer)
{
    // Several documents: 202 and a queue status. One: 201 and the created document.
    if (const auto status = QueueStatus::fromAnswer(answer);
        status && (httpStatus == 202 || m_items.size() > 1)) {
        m_queueUuid = status->uuid;
        m_state = State::Processing;
        apply(*status);
        if (status->isFinished()) {
            finish(State::Done);
            return;
        }
        m_follower = new QueueFollower(m_client, m_queueUuid, this);
        connect(m_follower, &QueueFollower::progressed, this, [this](const QueueStatus &s) { apply(s); });
        connect(m_follower, &QueueFollower::finished, this, [this](const QueueStatus &s) {
            apply(s);
            finish(State::Done);
        });
        connect(m_follower, &QueueFollower::failed, this, [this](const ApiError &error) {
            abandon(m_client ? tr("The batch's progress could not be read: %1").arg(error.message())
                             : tr("The session was closed; the batch may still be running on the service."));
        });
        m_follower->start();
        emit changed();
        return;
    }
    const auto document = JsonReader::singleFromEnvelope(answer);
    if (!document) {
        abandon(tr("The service's answer could not be read: neither a document nor a queue status."));
        return;
    }
    m_items[0].outcome = Item::Outcome::Created;
    m_items[0].document = *document;
    m_processed = m_succeeded = 1;
    if (m_items.size() > 1) {
        // Not what the sandbox does; the live service's answer to a batch is not documented.
        abandon(tr("The service answered with one created document instead of a queue; whether the others "
                   "were created is not known. Refresh the list to see."));
        return;
    }
    finish(State::Done);
}

void BatchTracker::onSendFailed(const ApiError &error)
{
    if (error.kind() != ApiError::Kind::Validation || error.fieldErrors().isEmpty()) {
        abandon(error.message());
        return;
    }
    // A 422 refuses the whole call; field errors that name a document go to that document.
    QHash<int, QStringList> perItem;
    QStringList general;
    for (auto it = error.fieldErrors().begin(); it != error.fieldErrors().end(); ++it) {
        const auto at = elementField(it.key());
        const QString text =
            tr("%1: %2").arg(at ? at->second : it.key(), it.value().join(QLatin1String(", ")));
        if (at && at->first < m_items.size())
            perItem[at->first] << text;
        else
            general << text;
    }
    general.sort();
    for (int i = 0; i < m_items.size(); ++i) {
        QStringList lines = perItem.value(i);
        lines.sort();
        Item &item = m_items[i];
        item.outcome = Item::Outcome::Failed;
        item.message = !lines.isEmpty() ? lines.join(QLatin1String("; "))
            : !general.isEmpty()
            ? general.join(QLatin1String("; "))
            : tr("Not created: the service refused the batch because of other documents.");
    }
    m_failed = m_processed = int(m_items.size());
    if (perItem.isEmpty()) {
        abandon(general.join(QLatin1String("; ")));
        return;
    }
    finish(State::Done);
}

void BatchTracker::apply(const QueueStatus &status)
{
    m_queueStatus = status.status;
    if (status.total > 0)
        m_total = status.total;
    for (int i = 0; i < status.details.size() && i < m_items.size(); ++i) {
        const QueueStatus::Detail &d = status.details.at(i);
        Item &item = m_items[i];
        item.outcome = d.succeeded ? Item::Outcome::Created : Item::Outcome::Failed;
        // A failed detail carries the document as it was sent (no uuid): only a created one is kept.
        item.document = d.succeeded ? d.document : QJsonObject();
        item.message = d.succeeded ? QString()
            : d.message.isEmpty()  ? tr("The service gave no reason.")
                                   : d.message;
    }
    m_succeeded = status.successful;
    m_failed = status.failed;
    m_processed = status.processed();
    emit changed();
}

void BatchTracker::finish(State state)
{
    if (m_follower) {
        m_follower->stop();
        m_follower->deleteLater();
        m_follower = nullptr;
    }
    m_state = state;
    m_finishedAt = QDateTime::currentDateTime();
    emit changed();
    emit finished();
}

QList<int> BatchTracker::failedItems() const
{
    QList<int> failed;
    for (int i = 0; i < m_items.size(); ++i) {
        if (m_items.at(i).outcome != Item::Outcome::Created)
            failed << i;
    }
    return failed;
}

QString BatchTracker::statusText() const
{
    switch (m_state) {
    case State::Preparing:
        return tr("Preparing (%1 of %2)").arg(m_processed).arg(m_total);
    case State::Sending:
        return tr("Sending…");
    case State::Processing:
        return m_queueStatus.compare(QLatin1String("pending"), Qt::CaseInsensitive) == 0
            ? tr("Waiting for the service")
            : tr("Processing");
    case State::Done:
        return m_failed == 0 ? tr("Done") : tr("Done, %n failed", nullptr, m_failed);
    case State::Failed:
        return tr("Failed: %1").arg(m_error);
    }
    return {};
}
