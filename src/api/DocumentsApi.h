#pragma once

#include "domain/DocumentKind.h"

#include <QDate>
#include <QString>

#include <optional>

class ApiClient;
class ApiJob;
class QObject;

// Calls of the document routes (/accounts/{a}/documents/v2/{kind}...). Answers are read with
// JsonReader, PageInfo, DocumentSummary and DocumentDetail.
class DocumentsApi
{
public:
    explicit DocumentsApi(ApiClient *client)
        : m_client(client)
    { }

    static QString collectionPath(DocumentKind kind);
    static QString documentPath(DocumentKind kind, const QString &uuid);
    // The invoice import: {documents: [...]} in the import body (spec 4.7).
    static QString importPath();
    // A queued job of the service (an import, a batch): its state and results.
    static QString queueEntryPath(const QString &uuid);

    ApiJob *list(DocumentKind kind, int page, int limit, std::optional<QDate> updatedSince,
        QObject *context = nullptr) const;
    ApiJob *get(DocumentKind kind, const QString &uuid, QObject *context = nullptr) const;

private:
    ApiClient *m_client;
};
