#include "sync/RecordSync.h"

#include <QDateTime>

#include "api/ApiClient.h"
#include "api/ApiJob.h"
#include "api/JsonReader.h"
#include "api/PageInfo.h"
#include "base/AsyncRun.h"
#include "store/RecordStore.h"

#include <QJsonArray>
#include <QUrlQuery>

RecordSync::RecordSync(ApiClient *client, QString dataDir, QString accountUuid, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_dataDir(std::move(dataDir))
    , m_accountUuid(std::move(accountUuid))
{ }

void RecordSync::start(const QString &resource, const QString &accountSuffix, int perPage)
{
    const QPointer<ApiJob> previous = m_jobs.value(resource).job;
    m_jobs.insert(resource, Listing {accountSuffix, perPage, {}, {}, QDateTime::currentMSecsSinceEpoch()});
    if (previous)
        previous->cancel(); // its failure is ignored below: the listing is no longer the current one
    fetch(resource, 1);
}

void RecordSync::fetch(const QString &resource, int page)
{
    if (!m_client) {
        m_jobs.remove(resource);
        emit failed(resource, ApiError(ApiError::Kind::Cancelled));
        return;
    }
    Listing &listing = m_jobs[resource];
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("page"), QString::number(page));
    query.addQueryItem(QStringLiteral("limit"), QString::number(listing.perPage));
    query.addQueryItem(QStringLiteral("per_page"), QString::number(listing.perPage));
    ApiJob *job = m_client->get(m_client->accountPath(listing.suffix), query, this);
    listing.job = job;
    connect(job, &ApiJob::failed, this, [this, resource, job](const ApiError &error) {
        if (!m_jobs.contains(resource) || m_jobs[resource].job != job)
            return; // replaced by a newer listing
        m_jobs.remove(resource);
        emit failed(resource, error);
    });
    connect(job, &ApiJob::succeeded, this, [this, resource, job, page](const QJsonDocument &answer) {
        if (!m_jobs.contains(resource) || m_jobs[resource].job != job)
            return;
        const std::optional<QJsonArray> items = JsonReader::listFromEnvelope(answer);
        if (!items) {
            m_jobs.remove(resource);
            emit failed(resource,
                ApiError(ApiError::Kind::Malformed, tr("The list of %1 has no items array.").arg(resource)));
            return;
        }
        Listing &listing = m_jobs[resource];
        for (const QJsonValue &v : *items) {
            if (v.isObject())
                listing.records.append(v.toObject());
        }
        const std::optional<PageInfo> info = PageInfo::fromAnswer(answer);
        const bool more = info && !items->isEmpty() && (info->hasNext || info->currentPage < info->lastPage);
        if (more && page < 1000) {
            fetch(resource, page + 1);
            return;
        }
        // The listing is complete: replace the stored copy off the GUI thread.
        const QList<QJsonObject> records = std::move(listing.records);
        const qint64 startedMs = listing.startedMs;
        m_jobs.remove(resource);
        asyncRun(
            this,
            [dataDir = m_dataDir, account = m_accountUuid, resource, records, startedMs] {
                RecordStore store(dataDir, account);
                return store.replaceAll(resource, records, startedMs) ? QString() : store.errorString();
            },
            [this, resource, n = records.size()](const QString &error) {
                if (error.isEmpty())
                    emit finished(resource, int(n));
                else
                    emit failed(resource, ApiError(ApiError::Kind::LocalStore, error));
            });
    });
}
