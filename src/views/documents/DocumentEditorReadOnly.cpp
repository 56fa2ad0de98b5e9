// The editor of a document that may no longer be changed: a cancelled invoice (or any cancelled
// document) opens with its fields and positions to read, Save off, and a line that says why.
#include "documents/DocumentEditorController.h"
#include "views/documents/DocumentEditor.h"
#include "views/documents/DocumentForm.h"
#include "views/documents/DocumentKindText.h"
#include "views/documents/PositionsEditor.h"

#include <QAction>

bool DocumentEditor::isReadOnly() const
{
    return m_controller->isCancelled();
}

void DocumentEditor::showReadOnly()
{
    if (!isReadOnly())
        return;
    m_form->setReadOnly();
    m_positionsEditor->setEnabled(false);
    if (QAction *save = findChild<QAction *>(QStringLiteral("saveAction")))
        save->setEnabled(false);
    showMessage(tr("%1 %2 is cancelled: it is shown as it is and cannot be changed.")
                    .arg(DocumentKindText::singular(m_kind), m_number)
                    .simplified(),
        false);
}
