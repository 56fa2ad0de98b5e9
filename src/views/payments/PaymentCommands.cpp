#include "views/payments/PaymentCommands.h"

#include "views/MainMenus.h"
#include "views/OpenDialogs.h"
#include "views/SessionDialogs.h"
#include "views/importing/BackgroundWorkPanel.h"
#include "views/payments/BankImportDialog.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>

namespace PaymentCommands {

void install(QMainWindow *window, QMenu *fileMenu, std::function<SessionContext()> session,
    std::function<void()> paymentsBooked)
{
    BackgroundWorkPanel *panel = BackgroundWorkPanel::forWindow(window);
    auto *import = new QAction(BankImportDialog::tr("Import &bank file…"), window);
    import->setObjectName(QStringLiteral("importBankFile"));
    import->setToolTip(
        BankImportDialog::tr("Book the payments of a camt.054 or camt.053 file from your bank"));
    MainMenus::addSessionCommand(fileMenu, import);
    QObject::connect(import, &QAction::triggered, window, [window, panel, session, paymentsBooked] {
        const SessionContext context = session();
        if (!context.isValid()) {
            showNotice(window, BankImportDialog::tr("Import bank file"),
                BankImportDialog::tr("Connect to a service first."));
            return;
        }
        auto *dialog = new BankImportDialog(context, panel->model(), window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        SessionDialogs::attach(dialog); // closed with its session
        QObject::connect(
            dialog, &BankImportDialog::bookingFinished, window, [paymentsBooked](int booked, int) {
                if (booked > 0 && paymentsBooked)
                    paymentsBooked();
            });
        dialog->show();
    });
}

} // namespace PaymentCommands
