#include "documents/DocumentActions.h"

#include "api/ApiJob.h"
#include "documents/PdfDownload.h"
#include "store/RecordStore.h"
#include "store/StoreLogging.h"

#include <QDateTime>
#include <QDir>
#include <QJsonArray>
#include <QSaveFile>

DocumentActions::DocumentActions(QObject *parent)
    : QObject(parent)
{ }

void DocumentActions::setSession(ApiClient *client, const QString &dataDir, const QString &accountUuid)
{
    m_client = client;
    m_dataDir = dataDir;
    m_accountUuid = accountUuid;
}

bool DocumentActions::offers(
    DocumentKind kind, const QString &uuid, QObject *context, const OffersDone &done) const
{
    if (!m_client)
        return false;
    ApiJob *job = DocumentActionsApi(m_client).list(kind, uuid, context);
    connect(job, &ApiJob::succeeded, context, [done](const QJsonDocument &answer) {
        QString error;
        const auto offered = DocumentActionsApi::readList(answer, &error);
        done(offered, error, true);
    });
    connect(job, &ApiJob::failed, context,
        [done](const ApiError &error) { done(std::nullopt, error.message(), false); });
    return true;
}

bool DocumentActions::perform(DocumentKind kind, const QString &uuid, const QString &action, const Done &done)
{
    if (!m_client)
        return false;
    ApiJob *job = DocumentActionsApi(m_client).perform(kind, uuid, action, {}, this);
    connect(job, &ApiJob::succeeded, this, [done](const QJsonDocument &answer) {
        QString error;
        const auto result = DocumentActionsApi::readResult(answer, &error);
        done(result ? Outcome {{}, *result, {}} : Outcome {error, {}, {}});
    });
    connect(job, &ApiJob::failed, this, [done](const ApiError &error) { done({error.message(), {}, {}}); });
    return true;
}

bool DocumentActions::savePdf(DocumentKind kind, const QString &uuid,
    const std::function<QString(const QString &)> &pathFor, const Done &done)
{
    if (!m_client)
        return false;
    auto *download = new PdfDownload(m_client, kind, uuid, QStringLiteral("downloadPdf"), this);
    connect(download, &PdfDownload::finished, this,
        [pathFor, done](const QByteArray &pdf, const QString &serviceName) {
            const QString path = pathFor(serviceName);
            QSaveFile file(path);
            if (!file.open(QIODevice::WriteOnly) || file.write(pdf) != pdf.size() || !file.commit()) {
                done({file.errorString(), {}, path});
                return;
            }
            done({});
        });
    connect(download, &PdfDownload::failed, this, [done](const QString &error) { done({error, {}, {}}); });
    download->start();
    return true;
}

void DocumentActions::recordFollowUps(DocumentKind sourceKind,
    const QList<QPair<DocumentKind, QString>> &created, const QStringList &sources) const
{
    if (created.isEmpty() || m_dataDir.isEmpty())
        return;
    RecordStore store(m_dataDir, m_accountUuid);
    for (qsizetype i = 0; i < created.size(); ++i) {
        const QString source = sources.value(i);
        if (source.isEmpty())
            continue;
        QJsonObject link = store.find(followUpResource(), source).value_or(QJsonObject());
        link.insert(QStringLiteral("uuid"), source);
        QJsonArray followUps = link.value(QLatin1String("followUps")).toArray();
        followUps.append(
            QJsonObject {{QStringLiteral("kind"), DocumentKinds::pathSegment(created.at(i).first)},
                {QStringLiteral("uuid"), created.at(i).second},
                {QStringLiteral("createdAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)}});
        link.insert(QStringLiteral("followUps"), followUps);
        if (!store.upsert(followUpResource(), link))
            qCWarning(lcStore) << "follow-up link not kept:" << store.errorString();
        const QJsonObject origin {{QStringLiteral("uuid"), created.at(i).second},
            {QStringLiteral("kind"), DocumentKinds::pathSegment(sourceKind)},
            {QStringLiteral("source"), source}};
        if (!store.upsert(originResource(), origin))
            qCWarning(lcStore) << "origin link not kept:" << store.errorString();
    }
}

QString DocumentActions::followUpResource()
{
    return QStringLiteral("documentFollowUps");
}

QString DocumentActions::originResource()
{
    return QStringLiteral("documentOrigins");
}
