#include "documents/DocumentListSource.h"

#include "base/AsyncRun.h"
#include "documents/DetailLoader.h"
#include "documents/DocumentActionCatalog.h"
#include "documents/DocumentActions.h"
#include "store/DocumentStore.h"
#include "store/RecordStore.h"
#include "store/StoreLogging.h"
#include "store/StoreTransaction.h"

#include <QJsonArray>

namespace {

// The receiver's language as its address record says (companies and persons are records of their own).
QString receiverLanguage(const RecordStore &records, const DocumentSummary &summary)
{
    const auto record = !summary.companyUuid.isEmpty()
        ? records.find(QStringLiteral("companies"), summary.companyUuid)
        : !summary.personUuid.isEmpty() ? records.find(QStringLiteral("persons"), summary.personUuid)
                                        : std::nullopt;
    return record ? record->value(QLatin1String("language")).toString() : QString();
}

QList<StoredDocument::FollowUp> followUps(
    const RecordStore &records, const DocumentStore &documents, const QString &uuid)
{
    QList<StoredDocument::FollowUp> out;
    const auto link = records.find(DocumentActions::followUpResource(), uuid);
    if (!link)
        return out;
    for (const QJsonValue &v : link->value(QLatin1String("followUps")).toArray()) {
        const QJsonObject f = v.toObject();
        const QString followUp = f.value(QLatin1String("uuid")).toString();
        const auto kind = DocumentActionCatalog::kindFromType(f.value(QLatin1String("kind")).toString());
        if (!kind || followUp.isEmpty())
            continue;
        const auto row = documents.find(*kind, followUp);
        out.append({*kind, followUp, row ? row->number : QString()});
    }
    return out;
}

std::optional<StoredDocument::FollowUp> origin(
    const RecordStore &records, const DocumentStore &documents, const QString &uuid)
{
    const auto link = records.find(DocumentActions::originResource(), uuid);
    if (!link)
        return std::nullopt;
    const QString source = link->value(QLatin1String("source")).toString();
    const auto kind = DocumentActionCatalog::kindFromType(link->value(QLatin1String("kind")).toString());
    if (!kind || source.isEmpty())
        return std::nullopt;
    const auto row = documents.find(*kind, source);
    return StoredDocument::FollowUp {*kind, source, row ? row->number : QString()};
}

} // namespace

DocumentListSource::DocumentListSource(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<StoredDocument>();
}

DocumentListSource::~DocumentListSource()
{
    m_closing->store(true);
}

void DocumentListSource::setSession(const QString &dataDir, const QString &accountUuid)
{
    m_dataDir = dataDir;
    m_accountUuid = accountUuid;
    cancelDetail();
}

DocumentListSource::RowReader DocumentListSource::rowReader(DocumentKind kind) const
{
    return [dataDir = m_dataDir, account = m_accountUuid, kind, closing = m_closing](
               int newestLimit, const RowVisitor &each) {
        if (closing->load())
            return;
        DocumentStore(dataDir, account)
            .read(
                kind, [&](const DocumentSummary &row) { return !closing->load() && each(row); }, newestLimit);
    };
}

void DocumentListSource::removeDocuments(DocumentKind kind, const QStringList &uuids)
{
    if (!hasSession() || uuids.isEmpty())
        return;
    asyncRun(
        this,
        [dataDir = m_dataDir, account = m_accountUuid, kind, uuids] {
            DocumentStore store(dataDir, account);
            StoreTransaction transaction(store.database());
            bool removed = true;
            for (const QString &uuid : uuids)
                removed = store.remove(kind, uuid) && removed;
            if (!removed || !transaction.commit()) {
                // The sync that follows brings the local copy in line again.
                qCWarning(lcStore) << "deleted documents kept in the local copy:" << store.errorString();
                return false;
            }
            return true;
        },
        [this, kind, uuids](bool ok) { emit removed(kind, uuids, ok); });
}

void DocumentListSource::readDetail(DocumentKind kind, const QString &uuid)
{
    const quint64 request = ++m_detailRequest;
    if (!hasSession())
        return;
    asyncRun(
        this,
        [dataDir = m_dataDir, account = m_accountUuid, kind, uuid] {
            StoredDocument stored;
            stored.detail = DetailLoader::readStored(dataDir, account, kind, uuid);
            const RecordStore records(dataDir, account);
            if (stored.detail)
                stored.receiverLanguage = receiverLanguage(records, stored.detail->summary);
            const DocumentStore documents(dataDir, account);
            stored.followUps = followUps(records, documents, uuid);
            stored.origin = origin(records, documents, uuid);
            return stored;
        },
        [this, request, kind, uuid](const StoredDocument &stored) {
            if (request == m_detailRequest)
                emit detailRead(kind, uuid, stored);
        });
}
