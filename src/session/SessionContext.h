#pragma once

#include "api/ApiConfig.h"
#include "domain/DocumentKind.h"
#include "session/Profile.h"

#include <QJsonObject>
#include <QList>
#include <QPointer>
#include <QSharedPointer>
#include <QString>
#include <QStringList>

#include <memory>

class AddressController;
class ApiClient;
class BackgroundWorkModel;
class BankImport;
class BatchTracker;
class DetailLoader;
class DocumentActions;
class DocumentEditorController;
class EmailSender;
class PaymentRecorder;
class PdfDownload;
class QObject;
class RecordController;
class ReferenceData;
class ReminderRun;
class ReportCache;
class SettingsController;
class WebhookController;

// What a page, dialog or controller needs to know about the open session, and where the widgets get
// the feature controllers and sources of the session from: the session opens them on its service and
// local copy, so a view never holds the API client. The client is private: only the factories below
// hand it on (it lives on the GUI thread; worker threads make their own ApiClient from `config`). The
// local store is RecordStore/DocumentStore(dataDir, accountUuid).
class SessionContext
{
public:
    // No session: every controller opened on it is closed.
    SessionContext() = default;
    // On the session's service client (Session::sessionContext, and tests that stand in for a session).
    explicit SessionContext(ApiClient *client);

    ApiConfig config;
    QString dataDir;
    QString accountUuid;
    Profile profile;

    bool isValid() const;

    // Points a page's controller at this session; an invalid context closes it (no calls, no store).
    void open(AddressController *controller) const;
    void open(RecordController *controller) const;
    void open(SettingsController *controller) const;
    void open(WebhookController *controller) const;
    void open(DetailLoader *loader) const;
    void open(DocumentActions *actions) const;
    // The session's units, addresses, products, bank accounts and conditions, shared by every holder.
    QSharedPointer<ReferenceData> referenceData() const;

    // Sources of the documents' views, on this session (their calls end with it).
    DocumentEditorController *documentEditorController(DocumentKind kind, QObject *parent) const;
    PdfDownload *pdfDownload(
        DocumentKind kind, const QString &uuid, const QString &action, QObject *parent) const;
    EmailSender *emailSender(DocumentKind kind, const QString &uuid, QObject *parent) const;
    PaymentRecorder *paymentRecorder(const QString &uuid, QObject *parent) const;
    // The reports' copy of the account, kept by the session (null without one: ReportCache::currentOf
    // then reads in full).
    std::shared_ptr<ReportCache> reportCache() const { return m_reports; }
    void setReportCache(std::shared_ptr<ReportCache> cache) { m_reports = std::move(cache); }
    // The bank-file import and the reminder run.
    BankImport *bankImport(QObject *parent) const;
    ReminderRun *reminderRun(QObject *parent) const;
    // Sends the invoices of an import (spec 4.7) as the tracker's batch.
    void sendImport(
        BatchTracker *tracker, const QList<QJsonObject> &elements, const QStringList &labels) const;
    // New documents made from existing ones, followed in `work` (may be null).
    BatchTracker *duplicateDocuments(
        DocumentKind kind, const QStringList &uuids, BackgroundWorkModel *work) const;

private:
    // The client while the session is valid, else null (a closed controller).
    ApiClient *openClient() const;

    QPointer<ApiClient> m_client;
    std::shared_ptr<ReportCache> m_reports;
    // Tests that drive the service beside a window (tests/support/SessionContextTestAccess.h).
    friend struct SessionContextTestAccess;
};
