#include "views/MainMenus.h"

#include "views/Mnemonics.h"
#include "views/PageToolbar.h"
#include "views/ShortcutsDialog.h"
#include "views/Theme.h"
#include "views/UserGuide.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QMainWindow>
#include <QMenuBar>
#include <QMessageBox>
#include <QToolBar>

// The strings keep the main window's translation context ("MainWindow"): they are its words.
MainMenus::MainMenus(QMainWindow *window)
    : QObject(window)
    , m_window(window)
{
    QMenuBar *bar = window->menuBar();
    QMenu *file = bar->addMenu(QCoreApplication::translate("MainWindow", "&File"));
    m_fileMenu = file;
    QAction *connectAction =
        file->addAction(QCoreApplication::translate("MainWindow", "&Connect to a service…"), this,
            &MainMenus::connectRequested);
    connectAction->setIcon(QIcon::fromTheme(
        QStringLiteral("network-connect"), QIcon(QStringLiteral(":/icons/network-connect.svg"))));
    m_accountsMenu = file->addMenu(QCoreApplication::translate("MainWindow", "Switch &account"));
    file->addAction(
        QCoreApplication::translate("MainWindow", "Try the &demo"), this, &MainMenus::demoRequested);
    file->addSeparator();
    QAction *preferences = file->addAction(
        QCoreApplication::translate("MainWindow", "&Preferences…"), this, &MainMenus::preferencesRequested);
    preferences->setShortcut(QKeySequence::Preferences);
    preferences->setMenuRole(QAction::PreferencesRole);
    file->addSeparator();
    QAction *quit = file->addAction(
        QCoreApplication::translate("MainWindow", "&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu *edit = bar->addMenu(QCoreApplication::translate("MainWindow", "&Edit"));
    QAction *find =
        edit->addAction(QCoreApplication::translate("MainWindow", "&Find"), this, &MainMenus::findRequested);
    find->setShortcut(QKeySequence::Find);

    QMenu *view = bar->addMenu(QCoreApplication::translate("MainWindow", "&View"));
    m_viewMenu = view;
    QAction *refresh = view->addAction(
        QIcon::fromTheme(QStringLiteral("view-refresh"), QIcon(QStringLiteral(":/icons/view-refresh.svg"))),
        QCoreApplication::translate("MainWindow", "&Refresh"), this,
        [this] { emit refreshRequested(false); });
    refresh->setShortcut(QKeySequence::Refresh);
    refresh->setToolTip(QCoreApplication::translate("MainWindow", "Fetch what changed on the service (F5)"));
    QAction *fullSync =
        view->addAction(QCoreApplication::translate("MainWindow", "Synchronise &everything again"), this,
            [this] { emit refreshRequested(true); });
    fullSync->setToolTip(QCoreApplication::translate(
        "MainWindow", "Fetch every document again and remove those deleted on the service"));

    QMenu *theme = view->addMenu(QCoreApplication::translate("MainWindow", "&Theme"));
    auto *themes = new QActionGroup(theme);
    for (Theme::Mode mode : {Theme::Mode::System, Theme::Mode::Light, Theme::Mode::Dark}) {
        QAction *choice = theme->addAction(Theme::text(mode));
        choice->setObjectName(QStringLiteral("theme-") + Theme::key(mode));
        choice->setCheckable(true);
        choice->setChecked(mode == Theme::current());
        themes->addAction(choice);
        connect(choice, &QAction::triggered, this, [mode] {
            Theme::apply(mode);
            Theme::save(mode);
        });
    }

    m_pageMenu = bar->addMenu(QString());
    m_pageMenu->menuAction()->setVisible(false);

    QMenu *help = bar->addMenu(QCoreApplication::translate("MainWindow", "&Help"));
    QAction *guide = help->addAction(QCoreApplication::translate("MainWindow", "&User guide"), this,
        [window] { UserGuide::open(window); });
    guide->setObjectName(QStringLiteral("userGuide"));
    QAction *shortcuts =
        help->addAction(QCoreApplication::translate("MainWindow", "&Keyboard shortcuts"), this, [window] {
            auto *dialog = new ShortcutsDialog(window, window);
            dialog->setAttribute(Qt::WA_DeleteOnClose);
            dialog->open();
        });
    shortcuts->setObjectName(QStringLiteral("keyboardShortcuts"));
    shortcuts->setShortcut(QKeySequence::HelpContents);
    help->addSeparator();
    help->addAction(QCoreApplication::translate("MainWindow", "&About InvoiceDesk"), this, &MainMenus::about)
        ->setMenuRole(QAction::AboutRole);
    help->addAction(QCoreApplication::translate("MainWindow", "About &Qt"), qApp, &QApplication::aboutQt)
        ->setMenuRole(QAction::AboutQtRole);

    QToolBar *toolbar = window->addToolBar(QCoreApplication::translate("MainWindow", "Main"));
    toolbar->setObjectName(QStringLiteral("mainToolbar"));
    toolbar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolbar->addAction(refresh);
    toolbar->addAction(connectAction);
    ShortcutsDialog::showShortcutsInToolTips(toolbar);
    window->addToolBarBreak(); // the page's commands get a row of their own: documents have many
    m_pageToolbar = new PageToolbar(QCoreApplication::translate("MainWindow", "Page"), window);
    m_pageToolbar->setObjectName(QStringLiteral("pageToolbar"));
    window->addToolBar(m_pageToolbar);
    m_pageToolbar->hide();
    Mnemonics::install(window, bar);
}

void MainMenus::setProfiles(const QList<Profile> &profiles, const QString &current)
{
    m_accountsMenu->clear();
    auto *group = new QActionGroup(m_accountsMenu);
    for (const Profile &p : profiles) {
        QAction *a = m_accountsMenu->addAction(
            QCoreApplication::translate("MainWindow", "%1 (%2)").arg(p.name, p.serverUrl.host()));
        a->setCheckable(true);
        a->setChecked(p.name == current);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, name = p.name] { emit profileRequested(name); });
    }
    m_accountsMenu->setEnabled(!profiles.isEmpty());
}

void MainMenus::showPageActions(
    const QList<QAction *> &actions, const QList<QAction *> &frequent, const QString &title)
{
    m_pageToolbar->setCommands(frequent);
    m_pageMenu->clear();
    m_pageMenu->addActions(actions);
    m_pageMenu->setTitle(title);
    m_pageMenu->menuAction()->setVisible(!actions.isEmpty() && !title.isEmpty());
}

void MainMenus::about()
{
    QMessageBox::about(m_window, QCoreApplication::translate("MainWindow", "About InvoiceDesk"),
        QCoreApplication::translate("MainWindow",
            "<h3>InvoiceDesk %1</h3><p>A desktop client for the invoicing service: fast search over every "
            "document, works offline, prints to the office printer.</p>"
            "<p>© 2026 The InvoiceDesk developers. InvoiceDesk is free software under the MIT licence.</p>"
            "<p>Built with:</p><ul>"
            "<li>Qt %2 (running on Qt %3), under the GNU LGPL version 3</li>"
            "<li>QtKeychain, under the BSD 3-clause licence</li>"
            "<li>SQLite, in the public domain</li>"
            "<li>the demo service's QR-bills: libqrencode, under the GNU LGPL version 2.1</li></ul>"
            "<p>Help → About Qt shows Qt's licence in full.</p>")
            .arg(QStringLiteral(INVOICEDESK_VERSION), QStringLiteral(QT_VERSION_STR),
                QString::fromLatin1(qVersion())));
}

void MainMenus::addSessionCommand(QMenu *fileMenu, QAction *command)
{
    QAction *before = nullptr;
    for (QAction *a : fileMenu->actions()) {
        if (a->isSeparator()) {
            before = a;
            break;
        }
    }
    fileMenu->insertAction(before, command);
}
