#include "documents/DetailLoader.h"

#include "api/ApiJob.h"
#include "api/DocumentsApi.h"
#include "api/JsonReader.h"
#include "store/DocumentStore.h"

DetailLoader::DetailLoader(QObject *parent)
    : QObject(parent)
{ }

void DetailLoader::setSession(ApiClient *client, const QString &dataDir, const QString &accountUuid)
{
    cancel();
    m_client = client;
    m_dataDir = dataDir;
    m_accountUuid = accountUuid;
}

std::optional<DocumentDetail> DetailLoader::stored(DocumentKind kind, const QString &uuid) const
{
    return readStored(m_dataDir, m_accountUuid, kind, uuid);
}

std::optional<DocumentDetail> DetailLoader::readStored(
    const QString &dataDir, const QString &accountUuid, DocumentKind kind, const QString &uuid)
{
    if (dataDir.isEmpty() || accountUuid.isEmpty())
        return std::nullopt;
    const DocumentStore store(dataDir, accountUuid);
    QByteArray json;
    if (kind == DocumentKind::Receipt) {
        // A receipt has no single-document route on the service: its list item is all there is.
        const auto summary = store.find(kind, uuid);
        json = summary ? summary->json : QByteArray();
    } else {
        json = store.detail(kind, uuid);
    }
    if (json.isEmpty())
        return std::nullopt;
    return DocumentDetail::fromJson(kind, QJsonDocument::fromJson(json).object());
}

bool DetailLoader::fetch(DocumentKind kind, const QString &uuid)
{
    cancel(); // a late answer for the previous document must not overwrite this one
    if (!m_client || kind == DocumentKind::Receipt)
        return false;
    m_job = DocumentsApi(m_client).get(kind, uuid, this);
    connect(m_job, &ApiJob::succeeded, this, [this, kind, uuid](const QJsonDocument &answer) {
        const auto document = JsonReader::singleFromEnvelope(answer);
        QString error;
        const auto detail = document ? DocumentDetail::fromJson(kind, *document, &error) : std::nullopt;
        if (!detail) {
            emit unreadable(uuid, error);
            return;
        }
        if (!m_dataDir.isEmpty() && !m_accountUuid.isEmpty()) {
            // The cache is a convenience: a failed write only means the next offline view is older.
            (void)DocumentStore(m_dataDir, m_accountUuid)
                .saveDetail(kind, uuid, QJsonDocument(*document).toJson(QJsonDocument::Compact));
        }
        emit fetched(kind, uuid, *detail);
    });
    connect(m_job, &ApiJob::failed, this, [this, uuid](const ApiError &error) { emit failed(uuid, error); });
    return true;
}

void DetailLoader::cancel()
{
    if (ApiJob *job = m_job.data()) {
        m_job.clear();
        job->disconnect(this);
        job->deleteLater();
    }
}
