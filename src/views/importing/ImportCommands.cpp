#include "views/importing/ImportCommands.h"

#include "documents/BackgroundWorkModel.h"
#include "documents/BatchTracker.h"
#include "views/MainMenus.h"
#include "views/OpenDialogs.h"
#include "views/SessionDialogs.h"
#include "views/importing/BackgroundWorkPanel.h"
#include "views/importing/ImportWizard.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>

namespace ImportCommands {

void install(QMainWindow *window, QMenu *fileMenu, QMenu *viewMenu, std::function<SessionContext()> session,
    std::function<void()> documentsCreated)
{
    BackgroundWorkPanel *panel = BackgroundWorkPanel::forWindow(window);
    viewMenu->addSeparator();
    viewMenu->addAction(panel->toggleViewAction());

    auto *import = new QAction(QIcon::fromTheme(QStringLiteral("document-import")),
        ImportWizard::tr("&Import invoices from CSV…"), window);
    import->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I));
    import->setToolTip(ImportWizard::tr("Read invoices from a CSV file and import them in one batch"));
    MainMenus::addSessionCommand(fileMenu, import);
    QObject::connect(import, &QAction::triggered, window, [window, panel, session] {
        const SessionContext context = session();
        if (!context.isValid()) {
            showNotice(
                window, ImportWizard::tr("Import invoices"), ImportWizard::tr("Connect to a service first."));
            return;
        }
        auto *wizard = new ImportWizard(context, panel->model(), window);
        wizard->setAttribute(Qt::WA_DeleteOnClose);
        SessionDialogs::attach(wizard); // closed with its session
        wizard->show();
    });

    QObject::connect(panel->model(), &QAbstractItemModel::rowsInserted, panel,
        [panel, documentsCreated](const QModelIndex &, int first, int last) {
            for (int row = first; row <= last; ++row) {
                BatchTracker *tracker = panel->model()->tracker(row);
                QObject::connect(tracker, &BatchTracker::finished, panel, [tracker, documentsCreated] {
                    if (tracker->succeeded() > 0 && documentsCreated)
                        documentsCreated();
                });
            }
        });
}

} // namespace ImportCommands
