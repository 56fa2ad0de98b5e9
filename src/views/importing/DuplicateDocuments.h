#pragma once

#include "domain/DocumentKind.h"
#include "views/WorkspacePage.h"

#include <QStringList>

class BatchTracker;
class QWidget;

// Copies the documents `uuids` of `kind` (e.g. a set of templates) in one batch: fetches each, builds
// the create body with DocumentDraft, sends one create call and lists the batch in the window's
// "Background work" panel, which is shown. Returns the batch (owned by the panel's model), or nullptr
// without a session.
BatchTracker *duplicateDocuments(
    const SessionContext &session, DocumentKind kind, const QStringList &uuids, QWidget *parent);
