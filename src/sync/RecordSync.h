#pragma once

#include "api/ApiError.h"

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

class ApiClient;
class ApiJob;

// Lists one of the account's resources completely, page by page, and makes the RecordStore's copy
// exactly that listing. Small resources (addresses, products, bank accounts, employees, webhooks, ...):
// pages are fetched one after the other on the caller's ApiClient; each page is parsed by ApiJob and
// the store is written on a pool thread. A failed listing leaves the previous copy untouched.
class RecordSync : public QObject
{
    Q_OBJECT

public:
    RecordSync(ApiClient *client, QString dataDir, QString accountUuid, QObject *parent = nullptr);

    // `resource` names the records in the store ("companies"); `accountSuffix` is the list path after
    // /accounts/{uuid} ("/addresses/v2/companies"). A running listing of the same resource is replaced.
    void start(const QString &resource, const QString &accountSuffix, int perPage = 100);
    bool isRunning() const { return !m_jobs.isEmpty(); }

signals:
    void finished(const QString &resource, int count);
    void failed(const QString &resource, const ApiError &error);

private:
    struct Listing
    {
        QString suffix;
        int perPage = 100;
        QList<QJsonObject> records;
        QPointer<ApiJob> job;
        qint64 startedMs = 0; // a save answered after this is newer than the listing
    };
    void fetch(const QString &resource, int page);

    QPointer<ApiClient> m_client;
    QString m_dataDir;
    QString m_accountUuid;
    QHash<QString, Listing> m_jobs;
};
