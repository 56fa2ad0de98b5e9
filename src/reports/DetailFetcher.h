#pragma once

#include "api/ApiError.h"
#include "domain/DocumentKind.h"
#include "store/DocumentStore.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

class ApiClient;

// Fetches the single-document answers (positions, document discount, payment instructions, dunning
// dates, payments) of the invoices and credit notes whose stored detail is missing or stale by the
// freshness rule (DocumentStore::currentDetailCondition), so the reports, the reminder run and bank
// matching read only what the service holds now. The list is read on a pool thread; a few calls run at
// once; every answer is stored as it arrives with the list entry's change time it was fetched after, so
// a cancelled or failed run keeps what it got and the next run continues with the rest. A document the
// service no longer has (404) leaves the local copy with its detail.
class DetailFetcher : public QObject
{
    Q_OBJECT

public:
    DetailFetcher(ApiClient *client, QString dataDir, QString accountUuid, QObject *parent = nullptr);

    void start();
    void cancel();
    bool isRunning() const { return m_running; }

    // Invoices and credit notes without a current detail. Any thread.
    static QList<DocumentStore::DetailToFetch> missing(const QString &dataDir, const QString &accountUuid);
    // The numbers of the documents whose detail could not be fetched in the last run.
    QStringList failedNumbers() const { return m_failedNumbers; }
    // Documents the service answered 404 for: removed from the local copy.
    int removed() const { return m_removed; }

signals:
    void progress(int done, int total);
    // failures: documents that could not be fetched (the run went on without them).
    void finished(int fetched, int failures, const QString &firstError);

private:
    void next();
    void fail(const DocumentStore::DetailToFetch &item, const QString &why);
    void finish();

    QPointer<ApiClient> m_client;
    QString m_dataDir;
    QString m_accountUuid;
    QList<DocumentStore::DetailToFetch> m_queue;
    QStringList m_failedNumbers;
    int m_total = 0;
    int m_done = 0;
    int m_fetched = 0;
    int m_failures = 0;
    int m_removed = 0;
    int m_inFlight = 0;
    QString m_firstError;
    bool m_running = false;
    bool m_cancelled = false;
    static constexpr int maxInFlight = 4;
};
