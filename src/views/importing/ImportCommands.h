#pragma once

#include "views/WorkspacePage.h"

#include <functional>

class QMainWindow;
class QMenu;

namespace ImportCommands {

// File → "Import invoices from CSV…" (opens the wizard with the session of the moment) and View →
// "Background work" (the dock with the batches). `documentsCreated` runs when a batch has created
// documents, so the lists can refresh.
void install(QMainWindow *window, QMenu *fileMenu, QMenu *viewMenu, std::function<SessionContext()> session,
    std::function<void()> documentsCreated);

} // namespace ImportCommands
