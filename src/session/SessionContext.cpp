#include "session/SessionContext.h"

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
#include "reports/DetailFetcher.h"
#include "reports/ReminderRun.h"

namespace {

template<typename Controller> void openOn(const SessionContext &session, Controller *controller)
{
    controller->openSession(
        session.isValid() ? session.client.get() : nullptr, session.dataDir, session.accountUuid);
}

} // namespace

void SessionContext::open(AddressController *controller) const
{
    openOn(*this, controller);
}

void SessionContext::open(RecordController *controller) const
{
    openOn(*this, controller);
}

void SessionContext::open(SettingsController *controller) const
{
    openOn(*this, controller);
}

void SessionContext::open(WebhookController *controller) const
{
    openOn(*this, controller);
}

void SessionContext::open(DetailLoader *loader) const
{
    loader->setSession(isValid() ? client.get() : nullptr, dataDir, accountUuid);
}

void SessionContext::open(DocumentActions *actions) const
{
    actions->setSession(isValid() ? client.get() : nullptr, dataDir, accountUuid);
}

BankImport *SessionContext::bankImport(QObject *parent) const
{
    return new BankImport(client, dataDir, accountUuid, parent);
}

ReminderRun *SessionContext::reminderRun(QObject *parent) const
{
    return new ReminderRun(client, dataDir, accountUuid, parent);
}

DetailFetcher *SessionContext::detailFetcher(QObject *parent) const
{
    return new DetailFetcher(client, dataDir, accountUuid, parent);
}

QSharedPointer<ReferenceData> SessionContext::referenceData() const
{
    return ReferenceData::shared(client, dataDir, accountUuid);
}

DocumentEditorController *SessionContext::documentEditorController(DocumentKind kind, QObject *parent) const
{
    return new DocumentEditorController(client, dataDir, accountUuid, kind, parent);
}

PdfDownload *SessionContext::pdfDownload(
    DocumentKind kind, const QString &uuid, const QString &action, QObject *parent) const
{
    return new PdfDownload(client, kind, uuid, action, parent);
}

EmailSender *SessionContext::emailSender(DocumentKind kind, const QString &uuid, QObject *parent) const
{
    return new EmailSender(client, dataDir, accountUuid, kind, uuid, parent);
}

PaymentRecorder *SessionContext::paymentRecorder(const QString &uuid, QObject *parent) const
{
    return new PaymentRecorder(client, uuid, parent);
}

void SessionContext::sendImport(
    BatchTracker *tracker, const QList<QJsonObject> &elements, const QStringList &labels) const
{
    tracker->send(client, ImportPlan::requestPath(), elements, labels);
}

BatchTracker *SessionContext::duplicateDocuments(
    DocumentKind kind, const QStringList &uuids, BackgroundWorkModel *work) const
{
    return BatchCreator::duplicate(client, kind, uuids, work);
}
