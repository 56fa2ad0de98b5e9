#pragma once

#include "views/WorkspacePage.h"

#include <functional>

class QMainWindow;
class QMenu;

namespace PaymentCommands {

// File → "Import bank file…": the bank-file import over the session of the moment, its booking shown in
// the Background work panel (which ImportCommands installs first). `paymentsBooked` runs when an import
// booked payments, so the lists can refresh.
void install(QMainWindow *window, QMenu *fileMenu, std::function<SessionContext()> session,
    std::function<void()> paymentsBooked);

} // namespace PaymentCommands
