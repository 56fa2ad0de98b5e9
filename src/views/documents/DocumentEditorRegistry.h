#pragma once

#include "domain/DocumentKind.h"
#include "session/SessionContext.h"
#include "views/WorkspacePage.h"

#include <QList>
#include <QObject>
#include <QPointer>

class DocumentEditor;
class QWidget;

// The document editors a list page opened: it opens them, tells when one saved, and before the page
// goes asks each one with unsaved changes in turn (each asks itself: Save / Discard / Cancel).
class DocumentEditorRegistry : public QObject
{
    Q_OBJECT

public:
    explicit DocumentEditorRegistry(QObject *parent = nullptr);

    DocumentEditor *openNew(const SessionContext &session, DocumentKind kind, QWidget *parent);
    DocumentEditor *openExisting(
        const SessionContext &session, DocumentKind kind, const QString &uuid, QWidget *parent);
    // Takes an editor opened elsewhere (a restored draft) so that it is asked about like the others.
    DocumentEditor *add(DocumentEditor *editor);
    // Closes them all (every unsaved change was asked about before).
    void closeAll();
    // Asks the editors with unsaved changes one after the other; `answer` says whether all may go.
    void askToClose(const WorkspacePage::SwitchAnswer &answer);

signals:
    void saved(DocumentKind kind, const QString &uuid);

private:
    void ask(QList<QPointer<DocumentEditor>> editors, const WorkspacePage::SwitchAnswer &answer);

    QList<QPointer<DocumentEditor>> m_editors;
};
