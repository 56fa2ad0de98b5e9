#include "documents/BatchCreator.h"

#include "api/ApiClient.h"
#include "api/ApiJob.h"
#include "api/DocumentsApi.h"
#include "api/JsonReader.h"
#include "documents/BackgroundWorkModel.h"
#include "documents/BatchTracker.h"
#include "documents/DocumentDraft.h"

namespace {

BatchTracker *newTracker(ApiClient *client, const QString &description, BackgroundWorkModel *model)
{
    auto *tracker = new BatchTracker(description, client);
    if (model)
        model->add(tracker);
    return tracker;
}

} // namespace

BatchTracker *BatchCreator::create(ApiClient *client, DocumentKind kind, const QList<QJsonObject> &elements,
    const QStringList &labels, const QString &description, BackgroundWorkModel *model)
{
    BatchTracker *tracker = newTracker(client, description, model);
    tracker->send(client, DocumentsApi::collectionPath(kind), elements, labels);
    return tracker;
}

BatchTracker *BatchCreator::duplicate(
    ApiClient *client, DocumentKind kind, const QStringList &uuids, BackgroundWorkModel *model)
{
    BatchTracker *tracker =
        newTracker(client, tr("Duplicate %n document(s)", nullptr, int(uuids.size())), model);
    // Owned by the tracker: it goes when the tracker goes, e.g. when the session closes.
    auto *creator = new BatchCreator(client, kind, uuids, tracker);
    creator->fetchAll();
    return tracker;
}

BatchCreator::BatchCreator(ApiClient *client, DocumentKind kind, QStringList uuids, BatchTracker *tracker)
    : QObject(tracker)
    , m_client(client)
    , m_kind(kind)
    , m_uuids(std::move(uuids))
    , m_tracker(tracker)
{
    m_elements.resize(m_uuids.size());
    m_labels.resize(m_uuids.size());
}

void BatchCreator::fetchAll()
{
    m_tracker->setPreparing(0, int(m_uuids.size()));
    if (m_uuids.isEmpty() || !m_client) {
        m_tracker->abandon(m_client ? tr("No documents were chosen.") : tr("The session was closed."));
        deleteLater();
        return;
    }
    const DocumentsApi api(m_client);
    for (int i = 0; i < m_uuids.size(); ++i) {
        ApiJob *job = api.get(m_kind, m_uuids.at(i), this);
        connect(job, &ApiJob::succeeded, this, [this, i](const QJsonDocument &answer) {
            const auto detail = JsonReader::singleFromEnvelope(answer);
            if (detail) {
                onFetched(i, *detail);
                return;
            }
            if (!m_abandoned) {
                m_abandoned = true;
                m_tracker->abandon(
                    tr("Document %1 could not be read from the service's answer.").arg(m_uuids.at(i)));
                deleteLater();
            }
        });
        connect(job, &ApiJob::failed, this, [this, i](const ApiError &error) {
            if (m_abandoned)
                return;
            m_abandoned = true;
            m_tracker->abandon(
                tr("Document %1 could not be fetched: %2").arg(m_uuids.at(i), error.message()));
            deleteLater();
        });
    }
}

void BatchCreator::onFetched(int index, const QJsonObject &detail)
{
    if (m_abandoned)
        return;
    DocumentDraft draft = DocumentDraft::fromDetail(m_kind, detail);
    m_labels[index] = draft.number.isEmpty() ? draft.title : draft.number;
    if (m_labels[index].isEmpty())
        m_labels[index] = m_uuids.at(index);
    draft.uuid.clear();
    draft.number.clear();
    m_elements[index] = draft.toBodyElement();
    m_tracker->setPreparing(++m_fetched, int(m_uuids.size()));
    sendWhenComplete();
}

void BatchCreator::sendWhenComplete()
{
    if (m_fetched < m_uuids.size())
        return;
    m_tracker->send(m_client, DocumentsApi::collectionPath(m_kind), m_elements, m_labels);
    deleteLater();
}
