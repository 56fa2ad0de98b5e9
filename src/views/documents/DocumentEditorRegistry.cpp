#include "views/documents/DocumentEditorRegistry.h"

#include "views/UnsavedQuestion.h"
#include "views/documents/DocumentEditor.h"

#include <QMessageBox>

DocumentEditorRegistry::DocumentEditorRegistry(QObject *parent)
    : QObject(parent)
{ }

DocumentEditor *DocumentEditorRegistry::openNew(
    const SessionContext &session, DocumentKind kind, QWidget *parent)
{
    return add(DocumentEditor::openNew(session, kind, parent));
}

DocumentEditor *DocumentEditorRegistry::openExisting(
    const SessionContext &session, DocumentKind kind, const QString &uuid, QWidget *parent)
{
    return add(DocumentEditor::openExisting(session, kind, uuid, parent));
}

DocumentEditor *DocumentEditorRegistry::add(DocumentEditor *editor)
{
    connect(editor, &DocumentEditor::saved, this, &DocumentEditorRegistry::saved);
    m_editors.append(editor);
    return editor;
}

void DocumentEditorRegistry::closeAll()
{
    for (const QPointer<DocumentEditor> &editor : std::exchange(m_editors, {})) {
        if (editor)
            editor->close();
    }
}

void DocumentEditorRegistry::askToClose(const WorkspacePage::SwitchAnswer &answer)
{
    ask(m_editors, answerOnce(answer));
}

void DocumentEditorRegistry::ask(
    QList<QPointer<DocumentEditor>> editors, const WorkspacePage::SwitchAnswer &answer)
{
    while (!editors.isEmpty()) {
        QPointer<DocumentEditor> editor = editors.takeFirst();
        if (!editor || !editor->isVisible() || !editor->isModified() || editor->close())
            continue;
        // The editor asks itself (Save / Discard / Cancel, with open()), or closes once its save ends.
        // `waiting` holds the connections of this one question: gone with its outcome.
        auto *waiting = new QObject(this);
        const auto goOn = [this, waiting, editor, editors, answer] {
            if (editor && editor->isVisible() && editor->isBusy())
                return; // saving: it closes (destroyed) or says saveFailed
            delete waiting;
            if (!editor || !editor->isVisible())
                ask(editors, answer); // discarded, or saved and closed
            else
                answer(false); // Cancel, or input to correct before it can be saved
        };
        connect(editor, &QObject::destroyed, waiting, [this, waiting, editors, answer] {
            delete waiting;
            ask(editors, answer);
        });
        connect(editor, &DocumentEditor::saveFailed, waiting, [waiting, answer] {
            delete waiting;
            answer(false);
        });
        QMessageBox *question = nullptr;
        for (QMessageBox *box : editor->findChildren<QMessageBox *>(QStringLiteral("unsavedQuestion")))
            question = box->isVisible() ? box : question;
        if (question)
            connect(question, &QMessageBox::finished, waiting, goOn);
        return;
    }
    answer(true);
}
