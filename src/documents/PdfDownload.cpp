#include "documents/PdfDownload.h"

#include "api/ApiClient.h"
#include "api/ApiJob.h"
#include "api/AuthNetworkAccessManager.h"
#include "documents/DocumentActionsApi.h"

#include <QNetworkReply>
#include <QNetworkRequest>

PdfDownload::PdfDownload(
    ApiClient *client, DocumentKind kind, const QString &uuid, const QString &action, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_kind(kind)
    , m_uuid(uuid)
    , m_action(action)
{ }

PdfDownload::~PdfDownload()
{
    if (m_reply) {
        m_reply->disconnect(this);
        m_reply->abort();
        m_reply->deleteLater();
    }
}

bool PdfDownload::looksLikePdf(const QByteArray &bytes)
{
    // The PDF reference allows the header anywhere in the first 1024 bytes.
    const qsizetype at = bytes.indexOf("%PDF-");
    return at >= 0 && at < 1024;
}

QUrl PdfDownload::resolve(const QUrl &serviceUrl, const QString &downloadUrl)
{
    const QUrl url(downloadUrl.trimmed());
    return url.isRelative() ? serviceUrl.resolved(url) : url;
}

void PdfDownload::start()
{
    if (!m_client) {
        fail(tr("There is no connection to the service."));
        return;
    }
    ApiJob *job = DocumentActionsApi(m_client).perform(m_kind, m_uuid, m_action, {}, this);
    connect(job, &ApiJob::succeeded, this, [this](const QJsonDocument &answer) {
        QString error;
        const auto result = DocumentActionsApi::readResult(answer, &error);
        if (!result) {
            fail(tr("The service's answer could not be read: %1").arg(error));
            return;
        }
        if (result->downloadUrl.isEmpty()) {
            fail(tr("The service did not say where to download the PDF."));
            return;
        }
        m_fileName = result->fileName;
        download(resolve(m_client ? m_client->config().baseUrl : QUrl(), result->downloadUrl));
    });
    connect(job, &ApiJob::failed, this, [this](const ApiError &error) { fail(refusalText(error)); });
}

QString PdfDownload::refusalText(const ApiError &error)
{
    // The service explains these refusals in English only (sandbox/ActionRoutes.cpp, as the live one).
    if (error.httpStatus() == 400 && error.serverError() == QLatin1String("dunning_not_due"))
        return tr("The service refused the reminder: it is not due yet, or the invoice is already at its "
                  "last dunning level or has nothing open. Synchronise, then see the invoice's reminders "
                  "in the detail pane.");
    if (error.httpStatus() == 400 && error.serverError() == QLatin1String("action_not_allowed"))
        return tr("The service does not offer this for the document as it is now (cancelled, archived or "
                  "changed meanwhile). Synchronise and try again.");
    return error.message();
}

void PdfDownload::download(const QUrl &url)
{
    if (!m_client) {
        fail(tr("There is no connection to the service."));
        return;
    }
    if (auto refused = ApiClient::checkBaseUrl(url)) {
        fail(tr("The PDF was not downloaded: %1").arg(refused->message()));
        return;
    }
    QNetworkRequest request(url);
    request.setTransferTimeout(m_client->config().transferTimeoutMs);
    request.setRawHeader("Accept", "application/pdf");
    m_reply = m_client->networkAccessManager()->get(request);
    m_reply->setParent(this);
    connect(m_reply, &QNetworkReply::downloadProgress, this, [this](qint64 received, qint64) {
        if (received > maxBytes && m_reply) {
            m_tooLarge = true;
            m_reply->abort(); // finished() reports it
        }
    });
    connect(m_reply, &QNetworkReply::finished, this, &PdfDownload::onDownloaded);
}

void PdfDownload::onDownloaded()
{
    QNetworkReply *reply = m_reply;
    m_reply = nullptr;
    reply->deleteLater();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (m_tooLarge) {
        fail(tr("The PDF is larger than %1 MB and was not downloaded.").arg(maxBytes / (1024 * 1024)));
        return;
    }
    if (reply->error() == QNetworkReply::OperationCanceledError) { // the transfer timeout ends it this way
        fail(tr("The download of the PDF took too long. Try again in a moment."));
        return;
    }
    if (status == 0) {
        fail(tr("The PDF could not be downloaded: %1").arg(reply->errorString()));
        return;
    }
    const QByteArray body = reply->readAll();
    if (status < 200 || status >= 300) {
        fail(tr("The PDF could not be downloaded (HTTP %1). Try again; a download address is valid only "
                "for a few minutes.")
                 .arg(status));
        return;
    }
    if (!looksLikePdf(body)) {
        fail(tr("The file the service sent is not a PDF (%n byte(s) received).", nullptr, int(body.size())));
        return;
    }
    m_done = true;
    emit finished(body, m_fileName);
    deleteLater();
}

void PdfDownload::fail(const QString &message)
{
    if (m_done)
        return;
    m_done = true;
    emit failed(message);
    deleteLater();
}
