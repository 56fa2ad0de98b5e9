#pragma once

#include "api/ApiError.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QUrlQuery>

class ApiClient;
class RecordSync;

// Lists a resource into the RecordStore with RecordSync, then adds the records of further listings of
// the same path that the plain listing leaves out (archived product groups, inactive employees): the
// service filters those by a query flag instead of listing everything.
class RecordTableSync : public QObject
{
    Q_OBJECT

public:
    RecordTableSync(ApiClient *client, QString dataDir, QString accountUuid, QObject *parent = nullptr);

    // `resource` and `accountSuffix` as for RecordSync::start; each query in `extra` is one more
    // listing of the same path whose records are added. A running sync of the resource is replaced.
    void start(const QString &resource, const QString &accountSuffix, const QList<QUrlQuery> &extra = {});

signals:
    void finished(const QString &resource, int count);
    void failed(const QString &resource, const ApiError &error);

private:
    struct Pending
    {
        QString suffix;
        QList<QUrlQuery> extra;
        int count = 0;
        quint64 generation = 0;
    };
    void fetchExtra(const QString &resource);

    QPointer<ApiClient> m_client;
    QString m_dataDir;
    QString m_accountUuid;
    RecordSync *m_sync;
    QHash<QString, Pending> m_pending;
    quint64 m_generation = 0;
};
