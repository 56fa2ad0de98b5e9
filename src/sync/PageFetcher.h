#pragma once

#include "ApiError.h"
#include "DocumentSummary.h"
#include "PageInfo.h"

#include <QDate>
#include <QHash>
#include <QList>
#include <QObject>
#include <QSet>

#include <optional>

class ApiClient;
class ApiJob;

// Fetches the pages of one document list, several at a time. Page 1 comes first (it tells the last
// page) unless the caller already knows it; then up to maxInFlight pages run at once, lowest first.
// Each page is read into summaries and handed over as it arrives; the fetcher ends in exactly one of
// finished() or failed(). The first failure aborts the pages still running.
class PageFetcher : public QObject
{
    Q_OBJECT

public:
    PageFetcher(ApiClient *client, DocumentKind kind, int limit, int maxInFlight,
        std::optional<QDate> updatedSince, QObject *parent = nullptr);
    ~PageFetcher() override;

    // donePages are skipped; knownLastPage > 0 skips the lone first request (resuming a listing).
    void start(const QSet<int> &donePages = {}, int knownLastPage = 0);
    // Cancels the running requests; no signal follows. Safe from inside pageReceived().
    void abort();

    DocumentKind kind() const { return m_kind; }
    int requests() const { return m_requests; }
    int lastPage() const { return m_lastPage; }

signals:
    void pageReceived(int page, const QList<DocumentSummary> &documents, const PageInfo &info);
    void finished();
    void failed(const ApiError &error);

private:
    void request(int page);
    void enqueueUpTo(int lastPage);
    void fill();
    void onSucceeded(ApiJob *job, int page, const QJsonDocument &answer);
    void onFailed(ApiJob *job, int page, const ApiError &error);
    void finishIfDone();
    void fail(const ApiError &error);

    ApiClient *m_client;
    DocumentKind m_kind;
    int m_limit;
    int m_maxInFlight;
    std::optional<QDate> m_updatedSince;
    QList<int> m_queue; // ascending
    QHash<ApiJob *, int> m_inFlight;
    QSet<int> m_done;
    int m_lastPage = 0; // 0: not known yet
    int m_requests = 0;
    bool m_ended = false;
};
