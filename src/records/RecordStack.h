#pragma once

#include "api/ApiError.h"

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QUrlQuery>

#include <functional>

class ApiClient;
class ApiJob;
class RecordTableSync;

// One call of a record controller (RecordStack). It belongs to the context it was started for:
// destroying the context cancels the call silently; a call of a closed session ends without any
// signal. Otherwise it ends in exactly one of succeeded() or failed() and deletes itself; cancel()
// ends it with failed(Cancelled).
class RecordRequest : public QObject
{
    Q_OBJECT

public:
    enum class Answer { Record, List, Nothing };
    // call starts the job with the request as its context.
    RecordRequest(Answer answer, QObject *context, const std::function<ApiJob *(QObject *)> &call);

    // Ends the call with failed(Cancelled) unless it has already ended.
    void cancel();

signals:
    // record: the answer's record (ResourceApi::recordFromAnswer) with its store key set
    // (Answer::Record; empty when the answer held none); records: the listed records (Answer::List).
    void succeeded(const QJsonObject &record, const QList<QJsonObject> &records);
    void failed(const ApiError &error);

private:
    QPointer<ApiJob> m_job;
};

// The one pattern of the record controllers (records, addresses, webhooks): the session they are
// opened on, the listing of a collection into the local store (RecordTableSync), their calls as
// RecordRequests that end with their context, a delete that counts an answer of 404 as done, and the
// write-through of accepted changes into the RecordStore. A subclass adds its collection's calls.
class RecordStack : public QObject
{
    Q_OBJECT

public:
    using Failed = std::function<void(const ApiError &error)>;
    // wasGone: the service no longer had it (404); storeProblem: empty when the store forgot it too.
    using Removed = std::function<void(bool wasGone, const QString &storeProblem)>;

    // A session's client and local store; a null client closes it (no calls, no listing).
    void openSession(ApiClient *client, const QString &dataDir, const QString &accountUuid);
    bool isOpen() const;
    QString dataDir() const { return m_dataDir; }
    QString accountUuid() const { return m_accountUuid; }

signals:
    // A startListing() of the store's `resource` ended: the store holds the service's list, or not.
    void listed(const QString &resource);
    void listFailed(const QString &resource, const ApiError &error);

protected:
    explicit RecordStack(QObject *parent = nullptr);

    // Lists the collection at `path` into the store's `resource` (extra: further listings whose records
    // are added, RecordTableSync); nothing when no session is open.
    void startListing(const QString &resource, const QString &path, const QList<QUrlQuery> &extra = {});

    ApiClient *client() const;
    // A call on this session belonging to `context`; nullptr when no session is open.
    RecordRequest *startRequest(
        RecordRequest::Answer answer, QObject *context, const std::function<ApiJob *(QObject *)> &call) const;
    // A delete: on success or 404 the record leaves the store `resource` too, then `done`.
    RecordRequest *removeRecord(const QString &resource, const QString &key, QObject *context,
        const std::function<ApiJob *(QObject *)> &call, Removed done, Failed failed) const;

    // One accepted record into (or out of) the store; the problem when it could not be written, else
    // empty. One row, written at once, as the answer that carried it arrives.
    QString storeRecord(const QString &resource, const QJsonObject &record) const;
    QString forgetRecord(const QString &resource, const QString &key) const;
    QString storeAll(const QString &resource, const QList<QJsonObject> &records) const;

private:
    QPointer<ApiClient> m_client;
    QPointer<RecordTableSync> m_sync;
    QString m_dataDir;
    QString m_accountUuid;
};
