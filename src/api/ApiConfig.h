#pragma once

#include <QString>
#include <QUrl>

// Everything a thread needs to build its own ApiClient (each thread has its own network manager).
// The token lives only in memory; nothing here is ever written to settings or disk.
struct ApiConfig
{
    QUrl baseUrl;
    QString token;
    QString accountUuid;
    int transferTimeoutMs = 30000; // silence on the line longer than this ends an attempt
    int requestDeadlineMs = 120000; // one attempt, connect to last byte, never takes longer
    int maxRetries = 3; // extra attempts for GETs after the first
    int retryBaseDelayMs = 500; // doubled on each retry unless the server says Retry-After
    int maxRetryAfterSeconds = 30; // a longer Retry-After is reported instead of waited for
    int maxRetryDelayMs = 8000; // the backoff between attempts never grows beyond this
    // An answer (a list page, a record, an error) larger than this is refused before it is read whole:
    // at its Content-Length, or when that many bytes have come. PDFs have their own cap (PdfDownload).
    qint64 maxAnswerBytes = 32 * 1024 * 1024;
};
