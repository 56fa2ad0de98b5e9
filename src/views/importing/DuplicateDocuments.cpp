#include "views/importing/DuplicateDocuments.h"

#include "views/OpenDialogs.h"
#include "views/importing/BackgroundWorkPanel.h"

#include <QCoreApplication>

BatchTracker *duplicateDocuments(
    const SessionContext &session, DocumentKind kind, const QStringList &uuids, QWidget *parent)
{
    if (!session.isValid()) {
        showNotice(parent, QCoreApplication::translate("DuplicateDocuments", "Duplicate"),
            QCoreApplication::translate("DuplicateDocuments", "Connect to a service first."));
        return nullptr;
    }
    if (uuids.isEmpty())
        return nullptr;
    BackgroundWorkPanel *panel = BackgroundWorkPanel::forWindow(parent);
    BatchTracker *tracker = session.duplicateDocuments(kind, uuids, panel ? panel->model() : nullptr);
    if (panel) {
        panel->show();
        panel->raise();
    }
    return tracker;
}
