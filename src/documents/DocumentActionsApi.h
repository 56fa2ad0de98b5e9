#pragma once

#include "domain/DocumentKind.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

class ApiClient;
class ApiJob;
class QObject;

// One action a document offers now: the service's name and label.
struct DocumentOfferedAction
{
    QString name;
    QString label;
};

// The answer to a performed action: the document acted upon or created, and what some actions add.
struct DocumentActionResult
{
    qint64 id = 0;
    QString uuid;
    QString type;
    QString downloadUrl; // print, downloadPdf
    QString fileName; // print, downloadPdf, when the service names the file
    QString recipient; // email
    QJsonObject data;
};

// The action routes of a document: GET .../{kind}/{uuid}/actions and
// PATCH .../{kind}/{uuid}/actions/{action}.
class DocumentActionsApi
{
    Q_DECLARE_TR_FUNCTIONS(DocumentActionsApi)

public:
    explicit DocumentActionsApi(ApiClient *client)
        : m_client(client)
    { }

    static QString actionsPath(DocumentKind kind, const QString &uuid);
    static QString actionPath(DocumentKind kind, const QString &uuid, const QString &action);

    ApiJob *list(DocumentKind kind, const QString &uuid, QObject *context = nullptr) const;
    // An empty body is sent as {} (what the service's own clients send).
    ApiJob *perform(DocumentKind kind, const QString &uuid, const QString &action,
        const QJsonObject &body = {}, QObject *context = nullptr) const;

    // The offered actions: known names in the catalogue's order, then unknown ones by name. The service
    // answers an object name -> label (the spec); an array of names or of {name, label} is read too.
    static std::optional<QList<DocumentOfferedAction>> readList(
        const QJsonDocument &answer, QString *error = nullptr);
    // {id, uuid, type, ...} in `data` (or bare, as the spec's table shows it).
    static std::optional<DocumentActionResult> readResult(
        const QJsonDocument &answer, QString *error = nullptr);

private:
    ApiClient *m_client;
};
