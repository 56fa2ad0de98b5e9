#pragma once

#include "api/ApiError.h"
#include "domain/DocumentKind.h"
#include "domain/DocumentSummary.h"

#include <QJsonObject>
#include <QObject>
#include <QPointer>
#include <QString>

class ApiClient;

// Sends one document by e-mail through the service, GUI-free: load() fetches the document fresh and
// then its receiver's address (the local copy when it has an e-mail address there, else the service's
// record); send() performs the `email` action. Every call lives in this object: deleting it (or the
// session closing) ends them without a signal.
class EmailSender : public QObject
{
    Q_OBJECT

public:
    EmailSender(ApiClient *client, QString dataDir, QString accountUuid, DocumentKind kind, QString uuid,
        QObject *parent = nullptr);

    DocumentKind kind() const { return m_kind; }
    QString uuid() const { return m_uuid; }

    // The primary e-mail address among an address record's contacts ("is_primary" or "primary"), else
    // the first e-mail address; empty when it has none.
    static QString primaryEmail(const QJsonObject &address);

    // Ends in documentLoaded() followed by receiverLoaded(), or in documentUnreadable() or
    // documentFailed(); false (and no signal) without a client.
    bool load();
    // Ends in sent(), answerUnreadable() or refused(); false (and no signal) without a client.
    bool send();

signals:
    void documentLoaded(const DocumentSummary &document);
    // The answer holds no readable document; `error` says why (empty: no document at all).
    void documentUnreadable(const QString &error);
    void documentFailed(const ApiError &error);
    // The receiver's address record; empty when the document names none or it could not be fetched.
    void receiverLoaded(const QJsonObject &address);
    // The service sent it; recipient as the service reports it (may be empty).
    void sent(const QString &recipient);
    void answerUnreadable(const QString &error);
    void refused(const ApiError &error);

private:
    void loadReceiver(const DocumentSummary &document);

    QPointer<ApiClient> m_client;
    QString m_dataDir;
    QString m_accountUuid;
    DocumentKind m_kind;
    QString m_uuid;
};
