#pragma once

#include "api/ApiError.h"
#include "api/DocumentDetail.h"
#include "domain/DocumentKind.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <optional>

class ApiClient;
class ApiJob;

// One document's detail for a read-only view, GUI-free: the stored copy at once (works offline: the
// detail cache, or for a receipt its list item), then the service's current one, which is written back
// into the cache. One fetch at a time: asking for another document drops the answer of the previous one.
class DetailLoader : public QObject
{
    Q_OBJECT

public:
    explicit DetailLoader(QObject *parent = nullptr);

    // The open session (any of them empty: nothing stored / nothing fetched); drops a fetch under way.
    void setSession(ApiClient *client, const QString &dataDir, const QString &accountUuid);

    // The stored copy, without one nullopt.
    std::optional<DocumentDetail> stored(DocumentKind kind, const QString &uuid) const;
    // The same for any account, on any thread (DocumentListSource reads it on a pool thread).
    static std::optional<DocumentDetail> readStored(
        const QString &dataDir, const QString &accountUuid, DocumentKind kind, const QString &uuid);
    // Fetches the service's copy: fetched(), unreadable() or failed() follow. False (and no signal)
    // without a client, and for receipts (the service has no single-receipt route).
    bool fetch(DocumentKind kind, const QString &uuid);
    // Drops the fetch under way: no signal of it follows.
    void cancel();
    bool isFetching() const { return !m_job.isNull(); }

signals:
    void fetched(DocumentKind kind, const QString &uuid, const DocumentDetail &detail);
    // The answer holds no complete document; `error` says what is missing.
    void unreadable(const QString &uuid, const QString &error);
    void failed(const QString &uuid, const ApiError &error);

private:
    QPointer<ApiClient> m_client;
    QString m_dataDir;
    QString m_accountUuid;
    QPointer<ApiJob> m_job;
};
