#pragma once

#include "domain/DocumentKind.h"

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QUrl>

class ApiClient;
class ApiError;
class ApiJob;
class QNetworkReply;

// The PDF of one document: performs the action (print, downloadPdf, dunningPrint), which answers
// data.downloadUrl, then fetches the bytes from there. The download goes through the client's network
// manager, which puts the token only on requests to the service's own host, so a download address
// elsewhere never sees it. Ends in exactly one of finished() or failed(), then deletes itself.
class PdfDownload : public QObject
{
    Q_OBJECT

public:
    PdfDownload(ApiClient *client, DocumentKind kind, const QString &uuid, const QString &action,
        QObject *parent = nullptr);
    ~PdfDownload() override;

    void start();

    // A PDF file begins with "%PDF-" (some servers put a few bytes of junk before it).
    static bool looksLikePdf(const QByteArray &bytes);
    // downloadUrl may be relative to the service.
    static QUrl resolve(const QUrl &serviceUrl, const QString &downloadUrl);

    // Why the service refused the PDF, in the user's words: a reminder not due, an action the document
    // does not offer now; else the error's message.
    static QString refusalText(const ApiError &error);

    // Larger answers are refused: a PDF of a document is a few hundred kilobytes.
    static constexpr qint64 maxBytes = 64 * 1024 * 1024;

signals:
    // fileName: as the service names the file, else empty.
    void finished(const QByteArray &pdf, const QString &fileName);
    void failed(const QString &message);

private:
    void download(const QUrl &url);
    void onDownloaded();
    void fail(const QString &message);

    QPointer<ApiClient> m_client;
    DocumentKind m_kind;
    QString m_uuid;
    QString m_action;
    QString m_fileName;
    QNetworkReply *m_reply = nullptr;
    bool m_tooLarge = false;
    bool m_done = false;
};
