#pragma once

#include "api/ApiError.h"
#include "domain/DocumentKind.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

class ApiClient;

// Fetches the single-document answers (with positions) of the invoices and credit notes whose detail is
// not in the store yet, so the revenue and VAT reports have their VAT data. The list of what is missing
// is read on a pool thread; a few calls run at once; every answer is stored as it arrives, so a
// cancelled or failed run keeps what it got and the next run continues with the rest.
class DetailFetcher : public QObject
{
    Q_OBJECT

public:
    DetailFetcher(ApiClient *client, QString dataDir, QString accountUuid, QObject *parent = nullptr);

    void start();
    void cancel();
    bool isRunning() const { return m_running; }

    struct Missing
    {
        DocumentKind kind;
        QString uuid;
    };
    // Invoices and credit notes (not cancelled) without a stored detail. Any thread.
    static QList<Missing> missing(const QString &dataDir, const QString &accountUuid);

signals:
    void progress(int done, int total);
    // failures: documents that could not be fetched (the run went on without them).
    void finished(int fetched, int failures, const QString &firstError);

private:
    void next();
    void finish();

    QPointer<ApiClient> m_client;
    QString m_dataDir;
    QString m_accountUuid;
    QList<Missing> m_queue;
    int m_total = 0;
    int m_done = 0;
    int m_fetched = 0;
    int m_failures = 0;
    int m_inFlight = 0;
    QString m_firstError;
    bool m_running = false;
    bool m_cancelled = false;
    static constexpr int maxInFlight = 4;
};
