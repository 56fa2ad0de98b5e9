#pragma once

#include "api/ApiError.h"
#include "api/ListPageReader.h"
#include "api/PageInfo.h"
#include "domain/DocumentSummary.h"

#include <QDate>
#include <QHash>
#include <QList>
#include <QMap>
#include <QObject>
#include <QSet>

#include <optional>

class ApiJob;
class RequestBudget;

// Fetches the pages of one document list, several at a time. Page 1 comes first (it tells the last
// page) unless the caller already knows it; then as many pages as the shared RequestBudget allows run
// at once (other listings take from the same budget), lowest first. Pages are read here, on the
// thread the fetcher lives on (the sync's worker thread), never the GUI thread: in place, without a
// JSON document tree (ListPage::read).
// Each page is read into summaries and handed over as it arrives; the fetcher ends in exactly one of
// finished() or failed().
//
// Bounded whatever the service answers: the last page is capped by total / perPage (and by maxPages
// when the total is missing), and the pages to request are a cursor, O(1) per page. A listing never asks
// for more pages than the first answer (or the last page known when resuming) allows plus extraPages: a
// list that keeps growing while it is read (every page saying one more follows) is not followed further,
// and overran() says so.
// A page that still fails after ApiJob's retries with a passing problem (server error, busy, unreadable
// or oversized body, dropped connection, too slow) is noted in failedPages() and the rest of the listing goes
// on. failed() ends the listing only when it cannot go on: page 1 failed (the last page is unknown), the
// token or account was refused, or more pages in a row failed than the budget's most in flight (the
// service is gone).
class PageFetcher : public QObject
{
    Q_OBJECT

public:
    PageFetcher(RequestBudget *budget, DocumentKind kind, int limit, std::optional<QDate> updatedSince,
        QObject *parent = nullptr);
    ~PageFetcher() override;

    // donePages are skipped; knownLastPage > 0 skips the lone first request (resuming a listing).
    void start(const QSet<int> &donePages = {}, int knownLastPage = 0);
    // Cancels the running requests; no signal follows. Safe from inside pageReceived().
    void abort();

    DocumentKind kind() const { return m_kind; }
    int requests() const { return m_requests; }
    int lastPage() const { return m_lastPage; }
    // Pages given up in this listing, with why; finished() may come with some.
    const QMap<int, ApiError> &failedPages() const { return m_failedPages; }
    // A page said the list goes on beyond the pages this listing may ask for (see extraPages).
    bool overran() const { return m_overran; }
    // A last page beyond this is not believed without a total to back it.
    static constexpr int maxPages = 100000;
    // Pages a listing may ask for beyond what it saw at its start: documents created meanwhile.
    static constexpr int extraPages = 2;
    // The last page an answer's paging information allows: its lastPage, capped by total / perPage (by
    // maxPages without a total), at least 1.
    static int lastPageOf(const PageInfo &info, int limit);

signals:
    void pageReceived(int page, const QList<DocumentSummary> &documents, const PageInfo &info);
    void finished();
    void failed(const ApiError &error);

private:
    bool request(int page);
    void extendTo(const PageInfo &info);
    // Starts the next page when the budget has a slot; false when there is none to start.
    bool startOne();
    void pageFailed(int page, const ApiError &error);
    void onSucceeded(ApiJob *job, int page, ListPage list);
    void onFailed(ApiJob *job, int page, const ApiError &error);
    void finishIfDone();
    void fail(const ApiError &error);

    RequestBudget *m_budget;
    DocumentKind m_kind;
    int m_limit;
    std::optional<QDate> m_updatedSince;
    QHash<ApiJob *, int> m_inFlight;
    QSet<int> m_done;
    QMap<int, ApiError> m_failedPages;
    int m_nextPage = 1; // the lowest page not requested yet
    int m_lastPage = 0; // 0: not known yet (only page 1 is asked for)
    int m_bound = 0; // the most pages this listing may ask for; 0: not known yet
    bool m_overran = false;
    bool m_started = false;
    int m_failuresInARow = 0;
    int m_requests = 0;
    bool m_ended = false;
};
