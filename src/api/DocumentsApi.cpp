#include "api/DocumentsApi.h"

#include "api/ApiClient.h"

#include <QUrlQuery>

QString DocumentsApi::collectionPath(DocumentKind kind)
{
    return QLatin1String("/documents/v2/") + DocumentKinds::pathSegment(kind);
}

QString DocumentsApi::documentPath(DocumentKind kind, const QString &uuid)
{
    return collectionPath(kind) + QLatin1Char('/') + uuid;
}

QString DocumentsApi::queueEntryPath(const QString &uuid)
{
    return QLatin1String("/documents/v2/queue/") + uuid;
}

QString DocumentsApi::importPath()
{
    return collectionPath(DocumentKind::Invoice) + QLatin1String("/import");
}

ApiJob *DocumentsApi::list(
    DocumentKind kind, int page, int limit, std::optional<QDate> updatedSince, QObject *context) const
{
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("page"), QString::number(page));
    query.addQueryItem(QStringLiteral("limit"), QString::number(limit));
    if (updatedSince && updatedSince->isValid())
        query.addQueryItem(QStringLiteral("updatedSince"), updatedSince->toString(Qt::ISODate));
    return m_client->get(m_client->accountPath(collectionPath(kind)), query, context);
}

ApiJob *DocumentsApi::get(DocumentKind kind, const QString &uuid, QObject *context) const
{
    return m_client->get(m_client->accountPath(documentPath(kind, uuid)), {}, context);
}
