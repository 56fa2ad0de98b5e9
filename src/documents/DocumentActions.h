#pragma once

#include "documents/DocumentActionsApi.h"
#include "domain/DocumentKind.h"

#include <QList>
#include <QObject>
#include <QPair>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

class ApiClient;

// The service's side of the document actions, GUI-free: what one document offers (asked once per
// distinct state by the caller, never per document), performing an action on one document, saving one
// document's PDF into a file, and remembering conversions in the local copy (the service does not say what
// a document became). Every call ends in its callback exactly once, unless its context goes first (the
// session closing ends them all without a callback).
class DocumentActions : public QObject
{
    Q_OBJECT

public:
    // How one step of a run ended: `error` empty when done.
    struct Outcome
    {
        QString error;
        DocumentActionResult result;
        QString unwrittenPath; // savePdf: the file that could not be written (error says why)
    };
    using Done = std::function<void(const Outcome &outcome)>;
    // `offered` without a value: `error` says why; `answered` tells an unreadable answer from a failed call.
    using OffersDone = std::function<void(
        const std::optional<QList<DocumentOfferedAction>> &offered, const QString &error, bool answered)>;

    explicit DocumentActions(QObject *parent = nullptr);

    void setSession(ApiClient *client, const QString &dataDir, const QString &accountUuid);
    bool hasClient() const { return !m_client.isNull(); }

    // What the document offers now; the call ends with `context` (a selection that changed). Without a
    // client nothing is asked and false is returned.
    bool offers(DocumentKind kind, const QString &uuid, QObject *context, const OffersDone &done) const;
    // Performs the action (no body) on one document.
    bool perform(DocumentKind kind, const QString &uuid, const QString &action, const Done &done);
    // Downloads the document's PDF and writes it to pathFor(the service's file name, may be empty).
    bool savePdf(DocumentKind kind, const QString &uuid,
        const std::function<QString(const QString &)> &pathFor, const Done &done);

    // Remembers that created.at(i) was made from sources.at(i), a document of `sourceKind` (empty sources
    // are skipped): the source's follow-ups and the created document's origin.
    void recordFollowUps(DocumentKind sourceKind, const QList<QPair<DocumentKind, QString>> &created,
        const QStringList &sources) const;
    // The RecordStore resource where conversions are remembered: {uuid: source, followUps: [{kind, uuid}]}.
    static QString followUpResource();
    // The same conversions seen from the created document: {uuid: created, kind, source}.
    static QString originResource();

private:
    QPointer<ApiClient> m_client;
    QString m_dataDir;
    QString m_accountUuid;
};
