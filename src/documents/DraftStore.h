#pragma once

#include "domain/DocumentKind.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

// Unsaved work of the editors kept on disk when the program is ended from outside (SIGTERM at logout or
// shutdown, `kill`), to be offered again at the next start of the same account. One small JSON file per
// draft in the account's folder (forAccount(): by account uuid, not by server address, which changes
// with every start of the demo service): the editor's body element as it would have been sent.
// Never sent anywhere by itself; GUI-free so the signal path and tests can use it alike.
class DraftStore
{
public:
    struct Kept
    {
        QString id; // the file's name
        DocumentKind kind = DocumentKind::Invoice;
        QString uuid; // empty for a document never saved
        QDateTime keptAt;
        QJsonObject body; // DocumentDraft::toBodyElement()
    };

    // The drafts in this folder.
    explicit DraftStore(const QString &dir);
    // The account's drafts, under the application's data folder.
    static DraftStore forAccount(const QString &accountUuid);

    // Replaces a draft kept before for the same document (new documents are each kept apart).
    bool keep(DocumentKind kind, const QString &uuid, const QJsonObject &body, QString *error = nullptr);
    // Oldest first; unreadable files are skipped.
    QList<Kept> drafts() const;
    bool remove(const QString &id);

private:
    QString m_dir;
};
