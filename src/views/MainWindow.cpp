#include "MainWindow.h"

#include "ApiClient.h"
#include "DocumentDetailPane.h"
#include "DocumentListModel.h"
#include "DocumentStore.h"
#include "InvoicesPage.h"
#include "SyncController.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolBar>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_navigation(new QTreeWidget(this))
    , m_stack(new QStackedWidget(this))
    , m_invoices(new InvoicesPage(this))
    , m_messageBar(new QWidget(this))
    , m_messageText(new QLabel(this))
    , m_retryButton(new QPushButton(tr("&Retry"), this))
    , m_syncLabel(new QLabel(this))
    , m_syncProgress(new QProgressBar(this))
    , m_cancelSync(new QToolButton(this))
{
    setWindowTitle(tr("InvoiceDesk"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/invoicedesk.svg")));

    m_messageText->setWordWrap(true);
    m_messageText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *closeMessage = new QToolButton(this);
    closeMessage->setText(tr("Dismiss"));
    closeMessage->setAutoRaise(true);
    auto *messageLayout = new QHBoxLayout(m_messageBar);
    messageLayout->addWidget(m_messageText, 1);
    messageLayout->addWidget(m_retryButton);
    messageLayout->addWidget(closeMessage);
    m_messageBar->setAutoFillBackground(true);
    m_messageBar->setBackgroundRole(QPalette::ToolTipBase);
    m_messageBar->setForegroundRole(QPalette::ToolTipText);
    m_messageBar->hide();
    connect(closeMessage, &QToolButton::clicked, m_messageBar, &QWidget::hide);
    connect(m_retryButton, &QPushButton::clicked, this, [this] { refresh(false); });

    createNavigation();
    m_stack->addWidget(m_invoices);

    auto *content = new QWidget(this);
    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->setSpacing(0);
    contentLayout->addWidget(m_messageBar);
    contentLayout->addWidget(m_stack, 1);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setObjectName(QStringLiteral("mainSplitter"));
    splitter->addWidget(m_navigation);
    splitter->addWidget(content);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({150, 1200});
    setCentralWidget(splitter);

    m_syncProgress->setMaximumWidth(200);
    m_syncProgress->setTextVisible(false);
    m_syncProgress->hide();
    m_cancelSync->setText(tr("Cancel"));
    m_cancelSync->setToolTip(tr("Stop the running synchronisation; it resumes next time."));
    m_cancelSync->hide();
    statusBar()->addWidget(m_syncLabel, 1);
    statusBar()->addPermanentWidget(m_syncProgress);
    statusBar()->addPermanentWidget(m_cancelSync);

    createActions();

    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    if (!settings.contains(QStringLiteral("window/geometry")) && screen())
        resize(screen()->availableGeometry().size() * 0.92);
    updateSyncStatus();
}

MainWindow::~MainWindow() = default;

void MainWindow::createNavigation()
{
    m_navigation->setHeaderHidden(true);
    m_navigation->setRootIsDecorated(false);
    m_navigation->setAccessibleName(tr("Sections"));
    // Only sections that work are listed; the others arrive with their issues.
    auto *sales = new QTreeWidgetItem(m_navigation, {tr("Sales")});
    sales->setFlags(Qt::ItemIsEnabled);
    QFont bold = sales->font(0);
    bold.setBold(true);
    sales->setFont(0, bold);
    auto *invoices = new QTreeWidgetItem(sales, {tr("Invoices")});
    invoices->setData(0, Qt::UserRole, 0);
    m_navigation->expandAll();
    m_navigation->setCurrentItem(invoices);
    connect(m_navigation, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (item && item->data(0, Qt::UserRole).isValid())
            m_stack->setCurrentIndex(item->data(0, Qt::UserRole).toInt());
    });
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *connectAction =
        file->addAction(tr("&Connect to a service…"), this, &MainWindow::connectRequested);
    connectAction->setIcon(QIcon::fromTheme(
        QStringLiteral("network-connect"), QIcon(QStringLiteral(":/icons/network-connect.svg"))));
    m_accountsMenu = file->addMenu(tr("Switch &account"));
    file->addAction(tr("Try the &demo"), this, &MainWindow::demoRequested);
    file->addSeparator();
    QAction *preferences = file->addAction(tr("&Preferences…"), this, &MainWindow::preferencesRequested);
    preferences->setShortcut(QKeySequence::Preferences);
    preferences->setMenuRole(QAction::PreferencesRole);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *find = edit->addAction(tr("&Find"), m_invoices, &InvoicesPage::focusSearch);
    find->setShortcut(QKeySequence::Find);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    m_refresh = view->addAction(
        QIcon::fromTheme(QStringLiteral("view-refresh"), QIcon(QStringLiteral(":/icons/view-refresh.svg"))),
        tr("&Refresh"), this, [this] { refresh(false); });
    m_refresh->setShortcut(QKeySequence::Refresh);
    m_refresh->setToolTip(tr("Fetch what changed on the service (F5)"));
    m_fullSync = view->addAction(tr("Synchronise &everything again"), this, [this] { refresh(true); });
    m_fullSync->setToolTip(tr("Fetch every document again and remove those deleted on the service"));

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About InvoiceDesk"), this, &MainWindow::about)->setMenuRole(QAction::AboutRole);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt)->setMenuRole(QAction::AboutQtRole);

    QToolBar *toolbar = addToolBar(tr("Main"));
    toolbar->setObjectName(QStringLiteral("mainToolbar"));
    toolbar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolbar->addAction(m_refresh);
    toolbar->addAction(connectAction);

    connect(m_cancelSync, &QToolButton::clicked, this, [this] {
        if (m_sync)
            m_sync->cancel();
    });
}

void MainWindow::setProfiles(const QList<Profile> &profiles, const QString &current)
{
    m_accountsMenu->clear();
    auto *group = new QActionGroup(m_accountsMenu);
    for (const Profile &p : profiles) {
        QAction *a = m_accountsMenu->addAction(tr("%1 (%2)").arg(p.name, p.serverUrl.host()));
        a->setCheckable(true);
        a->setChecked(p.name == current);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, name = p.name] { emit profileRequested(name); });
    }
    m_accountsMenu->setEnabled(!profiles.isEmpty());
}

void MainWindow::openSession(const Profile &profile, const ApiConfig &config, const QString &dataDir)
{
    if (m_sync) {
        m_sync->cancel();
        m_sync->deleteLater();
    }
    delete m_client;
    m_profile = profile;
    m_dataDir = dataDir;
    m_offline = false;
    m_messageBar->hide();
    setWindowTitle(tr("%1 – InvoiceDesk").arg(profile.accountName));

    m_client = new ApiClient(config, this);
    m_invoices->detailPane()->setApiClient(m_client);
    const QString account = profile.accountUuid;
    m_invoices->detailPane()->setCache(
        [dataDir, account](DocumentKind kind, const QString &uuid) {
            return DocumentStore(dataDir, account).detail(kind, uuid);
        },
        [dataDir, account](DocumentKind kind, const QString &uuid, const QByteArray &json) {
            DocumentStore(dataDir, account).saveDetail(kind, uuid, json);
        });
    m_invoices->detailPane()->clear();

    m_sync = new SyncController(config, dataDir, this);
    connect(m_sync, &SyncController::progress, this,
        [this](DocumentKind, int fetched, int total) { onSyncProgress(fetched, total); });
    connect(m_sync, &SyncController::finished, this, &MainWindow::onSyncFinished);
    connect(m_sync, &SyncController::failed, this, &MainWindow::onSyncFailed);
    m_lastSynced = m_sync->lastSyncedAt();

    reloadFromStore();
    refresh(false);
}

void MainWindow::reloadFromStore()
{
    const QString dataDir = m_dataDir;
    const QString account = m_profile.accountUuid;
    // Runs on a pool thread: reading 100,000 rows must not freeze the window.
    m_invoices->listModel()->reloadAsync(
        [dataDir, account] { return DocumentStore(dataDir, account).loadAll(DocumentKind::Invoice); });
}

void MainWindow::refresh(bool full)
{
    if (!m_sync || m_sync->isRunning())
        return;
    m_messageBar->hide();
    m_sync->start(full ? SyncController::Mode::Full : SyncController::Mode::Auto);
    m_syncProgress->setRange(0, 0);
    m_syncProgress->show();
    m_cancelSync->show();
    m_syncLabel->setText(tr("Synchronising with %1…").arg(m_profile.serverUrl.host()));
}

void MainWindow::onSyncProgress(int fetched, int total)
{
    const QLocale locale;
    if (total > 0) {
        m_syncProgress->setRange(0, total);
        m_syncProgress->setValue(fetched);
        m_syncLabel->setText(
            tr("Synchronising invoices… %1 of %2").arg(locale.toString(fetched), locale.toString(total)));
    }
}

void MainWindow::onSyncFinished(const SyncSummary &)
{
    m_offline = false;
    m_lastSynced = QDateTime::currentDateTime();
    m_syncProgress->hide();
    m_cancelSync->hide();
    updateSyncStatus();
    reloadFromStore();
}

void MainWindow::onSyncFailed(const ApiError &error)
{
    m_syncProgress->hide();
    m_cancelSync->hide();
    if (error.kind() == ApiError::Kind::Cancelled) {
        updateSyncStatus();
        reloadFromStore();
        return;
    }
    m_offline = error.kind() == ApiError::Kind::Offline || error.kind() == ApiError::Kind::Timeout;
    updateSyncStatus();
    reloadFromStore(); // pages that arrived before the failure are kept and shown
    if (error.kind() == ApiError::Kind::Unauthorized) {
        showMessage(error.message());
        emit connectRequested();
        return;
    }
    showMessage(tr("Synchronisation failed. %1").arg(error.message()), true);
}

void MainWindow::showMessage(const QString &text, bool offerRetry)
{
    m_messageText->setText(text);
    m_retryButton->setVisible(offerRetry);
    m_messageBar->setVisible(!text.isEmpty());
}

QString MainWindow::messageText() const
{
    return m_messageBar->isHidden() ? QString() : m_messageText->text();
}

QString MainWindow::statusText() const
{
    return m_syncLabel->text();
}

void MainWindow::updateSyncStatus()
{
    const QLocale locale;
    QString last;
    if (m_lastSynced.isValid()) {
        const QDateTime local = m_lastSynced.toLocalTime();
        last = local.date() == QDate::currentDate()
            ? tr("today at %1").arg(locale.toString(local.time(), QLocale::ShortFormat))
            : locale.toString(local, QLocale::ShortFormat);
    }
    if (m_profile.name.isEmpty())
        m_syncLabel->setText(tr("Not connected."));
    else if (m_offline)
        m_syncLabel->setText(last.isEmpty()
                ? tr("Offline: the service cannot be reached.")
                : tr("Offline: showing the data of the last sync (%1).").arg(last));
    else if (last.isEmpty())
        m_syncLabel->setText(tr("Not synchronised yet."));
    else
        m_syncLabel->setText(tr("%1 on %2 · last synchronised %3")
                                 .arg(m_profile.accountName, m_profile.serverUrl.host(), last));
}

void MainWindow::about()
{
    QMessageBox::about(this, tr("About InvoiceDesk"),
        tr("<h3>InvoiceDesk %1</h3><p>A desktop client for the invoicing service: fast "
           "search over every document, works offline, prints to the office printer.</p>"
           "<p>Built with Qt %2.</p>")
            .arg(QStringLiteral(INVOICEDESK_VERSION), QString::fromLatin1(qVersion())));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    if (m_sync)
        m_sync->cancel();
    event->accept();
}
