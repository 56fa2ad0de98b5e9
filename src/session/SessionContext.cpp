#include "session/SessionContext.h"

#include "api/ApiClient.h"
#include "documents/BankImport.h"
#include "documents/BatchCreator.h"
#include "documents/BatchTracker.h"
#include "documents/DetailLoader.h"
#include "documents/DocumentActions.h"
#include "documents/DocumentEditorController.h"
#include "documents/EmailSender.h"
#include "documents/ImportPlan.h"
#include "documents/PaymentRecorder.h"
#include "documents/PdfDownload.h"
#include "records/AddressController.h"
#include "records/RecordController.h"
#include "records/ReferenceData.h"
#include "records/SettingsController.h"
#include "records/WebhookController.h"
#include "reports/ReminderRun.h"

SessionContext::SessionContext(ApiClient *client)
    : m_client(client)
{ }

bool SessionContext::isValid() const
{
    return m_client && !accountUuid.isEmpty();
}

ApiClient *SessionContext::openClient() const
{
    return isValid() ? m_client.get() : nullptr;
}

void SessionContext::open(AddressController *controller) const
{
    controller->openSession(openClient(), dataDir, accountUuid);
}

void SessionContext::open(RecordController *controller) const
{
    controller->openSession(openClient(), dataDir, accountUuid);
}

void SessionContext::open(SettingsController *controller) const
{
    controller->openSession(openClient(), dataDir, accountUuid);
}

void SessionContext::open(WebhookController *controller) const
{
    controller->openSession(openClient(), dataDir, accountUuid);
}

void SessionContext::open(DetailLoader *loader) const
{
    loader->setSession(openClient(), dataDir, accountUuid);
}

void SessionContext::open(DocumentActions *actions) const
{
    actions->setSession(openClient(), dataDir, accountUuid);
}

BankImport *SessionContext::bankImport(QObject *parent) const
{
    return new BankImport(m_client, dataDir, accountUuid, parent);
}

ReminderRun *SessionContext::reminderRun(QObject *parent) const
{
    return new ReminderRun(m_client, dataDir, accountUuid, parent);
}

QSharedPointer<ReferenceData> SessionContext::referenceData() const
{
    return ReferenceData::shared(m_client, dataDir, accountUuid);
}

DocumentEditorController *SessionContext::documentEditorController(DocumentKind kind, QObject *parent) const
{
    return new DocumentEditorController(m_client, dataDir, accountUuid, kind, parent);
}

PdfDownload *SessionContext::pdfDownload(
    DocumentKind kind, const QString &uuid, const QString &action, QObject *parent) const
{
    return new PdfDownload(m_client, kind, uuid, action, parent);
}

EmailSender *SessionContext::emailSender(DocumentKind kind, const QString &uuid, QObject *parent) const
{
    return new EmailSender(m_client, dataDir, accountUuid, kind, uuid, parent);
}

PaymentRecorder *SessionContext::paymentRecorder(const QString &uuid, QObject *parent) const
{
    return new PaymentRecorder(m_client, uuid, parent);
}

void SessionContext::sendImport(
    BatchTracker *tracker, const QList<QJsonObject> &elements, const QStringList &labels) const
{
    tracker->send(m_client, ImportPlan::requestPath(), elements, labels);
}

BatchTracker *SessionContext::duplicateDocuments(
    DocumentKind kind, const QStringList &uuids, BackgroundWorkModel *work) const
{
    return BatchCreator::duplicate(m_client, kind, uuids, work);
}
