#include "documents/EmailSender.h"

#include "api/ApiJob.h"
#include "api/DocumentDetail.h"
#include "api/DocumentsApi.h"
#include "api/JsonReader.h"
#include "api/ResourceApi.h"
#include "documents/DocumentActionsApi.h"
#include "records/AddressRecord.h"
#include "records/AddressesApi.h"
#include "store/RecordStore.h"

#include <QJsonArray>

EmailSender::EmailSender(
    ApiClient *client, QString dataDir, QString accountUuid, DocumentKind kind, QString uuid, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_dataDir(std::move(dataDir))
    , m_accountUuid(std::move(accountUuid))
    , m_kind(kind)
    , m_uuid(std::move(uuid))
{ }

QString EmailSender::primaryEmail(const QJsonObject &address)
{
    QString first;
    for (const QJsonValue &v : address.value(QLatin1String("contacts")).toArray()) {
        const QJsonObject contact = v.toObject();
        if (JsonReader::string(contact, QLatin1String("type")) != QLatin1String("email"))
            continue;
        const QString value = JsonReader::string(contact, QLatin1String("value")).trimmed();
        if (value.isEmpty())
            continue;
        // Records say is_primary, creation bodies primary.
        if (JsonReader::boolean(contact, QLatin1String("is_primary"))
            || JsonReader::boolean(contact, QLatin1String("primary")))
            return value;
        if (first.isEmpty())
            first = value;
    }
    return first;
}

bool EmailSender::load()
{
    if (!m_client)
        return false;
    ApiJob *job = DocumentsApi(m_client).get(m_kind, m_uuid, this);
    connect(job, &ApiJob::succeeded, this, [this](const QJsonDocument &answer) {
        QString error;
        const auto document = JsonReader::singleFromEnvelope(answer);
        const auto detail = document ? DocumentDetail::fromJson(m_kind, *document, &error) : std::nullopt;
        if (!detail) {
            emit documentUnreadable(error);
            return;
        }
        emit documentLoaded(detail->summary);
        loadReceiver(detail->summary);
    });
    connect(job, &ApiJob::failed, this, &EmailSender::documentFailed);
    return true;
}

void EmailSender::loadReceiver(const DocumentSummary &document)
{
    AddressKind kind = AddressKind::Company;
    QString uuid = document.companyUuid;
    if (uuid.isEmpty()) {
        kind = AddressKind::Person;
        uuid = document.personUuid;
    }
    if (uuid.isEmpty()) {
        emit receiverLoaded({});
        return;
    }
    if (!m_dataDir.isEmpty()) {
        const RecordStore store(m_dataDir, m_accountUuid);
        if (const auto stored =
                store.isOpen() ? store.find(AddressKinds::resource(kind), uuid) : std::nullopt;
            stored && !primaryEmail(*stored).isEmpty()) {
            emit receiverLoaded(*stored);
            return;
        }
    }
    // Not in the local copy (or without an address there): the service has the current record.
    if (!m_client) {
        emit receiverLoaded({});
        return;
    }
    ApiJob *job = AddressesApi(m_client).get(kind, uuid, this);
    connect(job, &ApiJob::succeeded, this, [this](const QJsonDocument &answer) {
        emit receiverLoaded(ResourceApi::recordFromAnswer(answer).value_or(QJsonObject()));
    });
    connect(job, &ApiJob::failed, this, [this] { emit receiverLoaded({}); });
}

bool EmailSender::send()
{
    if (!m_client)
        return false;
    ApiJob *job = DocumentActionsApi(m_client).perform(m_kind, m_uuid, QStringLiteral("email"), {}, this);
    connect(job, &ApiJob::succeeded, this, [this](const QJsonDocument &answer) {
        QString error;
        const auto result = DocumentActionsApi::readResult(answer, &error);
        if (!result) {
            emit answerUnreadable(error);
            return;
        }
        emit sent(result->recipient);
    });
    connect(job, &ApiJob::failed, this, &EmailSender::refused);
    return true;
}
