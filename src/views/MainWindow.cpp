#include "views/MainWindow.h"

#include "models/UiLogging.h"
#include "records/ReferenceData.h"
#include "session/CopyMirror.h"
#include "session/Session.h"
#include "views/MainMenus.h"
#include "views/SessionDialogs.h"
#include "views/SessionLeave.h"
#include "views/SyncStatus.h"
#include "views/Theme.h"
#include "views/WindowSize.h"
#include "views/WorkspacePage.h"
#include "views/accounts/AccountsOverviewModel.h"
#include "views/accounts/AccountsOverviewPage.h"
#include "views/documents/DocumentKindText.h"
#include "views/documents/DocumentsPage.h"
#include "views/importing/ImportCommands.h"
#include "views/payments/PaymentCommands.h"
#include "views/records/AddressesPage.h"
#include "views/records/BankAccountPage.h"
#include "views/records/EmployeePage.h"
#include "views/records/ProductGroupPage.h"
#include "views/records/ProductPage.h"
#include "views/records/UnitPage.h"
#include "views/records/UserPage.h"
#include "views/reports/ReminderRunDialog.h"
#include "views/reports/ReportsPage.h"
#include "views/reports/VatPage.h"
#include "views/settings/DefaultConditionsPage.h"
#include "views/settings/DunningPage.h"
#include "views/settings/NumberRangesPage.h"
#include "views/settings/PaymentConditionsPage.h"
#include "views/settings/PaymentSlipPage.h"
#include "views/settings/WebhooksPage.h"

#include <QAction>
#include <QCloseEvent>
#include <QDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <memory>
#include <utility>

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_navigation(new QTreeWidget(this))
    , m_stack(new QStackedWidget(this))
    , m_messageBar(new QWidget(this))
    , m_messageText(new QLabel(this))
    , m_retryButton(new QPushButton(tr("&Retry"), this))
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
    connect(closeMessage, &QToolButton::clicked, this, [this] { m_messagePage = nullptr; });
    connect(m_retryButton, &QPushButton::clicked, this, [this] { refresh(false); });

    Theme::applyAtStart();
    createNavigation();

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
    setCentralWidget(splitter);

    m_syncStatus = new SyncStatus(statusBar());
    m_detailsChanged.setSingleShot(true);
    m_detailsChanged.setInterval(3000);
    connect(&m_detailsChanged, &QTimer::timeout, this, &MainWindow::reloadDetails);
    connect(m_syncStatus, &SyncStatus::cancelRequested, this, [this] {
        if (m_session)
            m_session->cancelSync();
    });
    m_leave = new SessionLeave(
        this, [this] { return m_pages; }, [this](WorkspacePage *page) { showPage(page); });

    createActions();
    createPages();
    // The navigation is as wide as its longest entry (German and French labels are long).
    const auto *navigationView = static_cast<const QAbstractItemView *>(m_navigation); // the public overload
    const int navigationWidth = navigationView->sizeHintForColumn(0) + 2 * m_navigation->frameWidth() + 12;
    m_navigation->setMinimumWidth(qMin(navigationWidth, 320));
    splitter->setSizes({navigationWidth, 1200});

    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    if (!settings.contains(QStringLiteral("window/geometry")) && screen())
        WindowSize::fit(this, WindowSize::mainWindow(screen()->availableGeometry().size()));
}

MainWindow::~MainWindow() = default;

bool MainWindow::event(QEvent *event)
{
    const bool result = QMainWindow::event(event);
    if (event->type() == QEvent::Paint && !m_painted) {
        m_painted = true;
        // Queued: the rest of this paint (the pages, the list) comes first.
        if (m_refreshAfterPaint)
            QTimer::singleShot(0, this, [this] {
                if (std::exchange(m_refreshAfterPaint, false))
                    refresh(false);
            });
    }
    return result;
}

void MainWindow::createNavigation()
{
    m_navigation->setHeaderHidden(true);
    m_navigation->setRootIsDecorated(false);
    m_navigation->setAccessibleName(tr("Sections"));
    m_navigation->setObjectName(QStringLiteral("navigation"));
    const QList<std::pair<Section, QString>> sections {
        {Section::Accounts, tr("Accounts")},
        {Section::Sales, tr("Sales")},
        {Section::Purchases, tr("Purchases")},
        {Section::Contacts, tr("Contacts")},
        {Section::Catalog, tr("Catalog")},
        {Section::Finance, tr("Finance")},
        {Section::Reports, tr("Reports")},
        {Section::Team, tr("Team")},
        {Section::Settings, tr("Settings")},
    };
    for (const auto &[section, title] : sections) {
        auto *item = new QTreeWidgetItem(m_navigation, {title});
        item->setFlags(Qt::ItemIsEnabled);
        QFont bold = item->font(0);
        bold.setBold(true);
        item->setFont(0, bold);
        item->setHidden(true); // until a page is added to it
        m_sections.insert(section, item);
    }
    connect(m_navigation, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        const QVariant index = item ? item->data(0, Qt::UserRole) : QVariant();
        if (index.isValid()) {
            pageAt(index.toInt()); // made when first shown
            m_stack->setCurrentIndex(index.toInt());
        }
    });
    connect(m_stack, &QStackedWidget::currentChanged, this, &MainWindow::onPageChanged);
}

void MainWindow::createPages()
{
    // Every account at a glance (issue 34); it reads nothing until it is given the accounts.
    m_accountsOverview = new AccountsOverviewPage(this);
    addPage(Section::Accounts, tr("Accounts overview"), m_accountsOverview);
    connect(m_accountsOverview, &AccountsOverviewPage::accountRequested, this,
        [this](const KnownAccount &account, AccountsOverviewPage::Command command) {
            emit accountRequested(account, int(command));
        });
    auto *overview = new QAction(tr("Accounts o&verview"), this);
    overview->setObjectName(QStringLiteral("accountsOverview"));
    connect(overview, &QAction::triggered, this, [this] { showPage(m_accountsOverview); });
    m_menus->fileMenu()->insertAction(m_menus->fileMenu()->actions().value(1), overview);
    // Of the document lists and reports, only the invoice list, shown first, is made now; the others when
    // first shown or asked for.
    // pages: documents
    for (DocumentKind kind :
        {DocumentKind::Quote, DocumentKind::ContractNote, DocumentKind::DeliveryNote, DocumentKind::Invoice,
            DocumentKind::CreditNote, DocumentKind::RecurringInvoice, DocumentKind::Template}) {
        if (kind == DocumentKind::Invoice)
            addPage(Section::Sales, DocumentKindText::plural(kind), new DocumentsPage(kind, this));
        else
            addLazyPage(
                Section::Sales, DocumentKindText::plural(kind),
                [this, kind] { return new DocumentsPage(kind, this); }, kind);
    }
    addLazyPage(
        Section::Purchases, DocumentKindText::plural(DocumentKind::Receipt),
        [this] { return new DocumentsPage(DocumentKind::Receipt, this); }, DocumentKind::Receipt);
    // Records and settings pages are made when first shown too; what the detail pane and the editors read
    // from the store (units, addresses, products, bank accounts, conditions) is listed at the start of a
    // session by the session's ReferenceData (openSession, refresh).
    // pages: addresses
    addLazyPage(
        Section::Contacts, tr("Companies"), [this] { return new AddressesPage(AddressKind::Company, this); });
    addLazyPage(
        Section::Contacts, tr("Persons"), [this] { return new AddressesPage(AddressKind::Person, this); });
    // pages: catalog, finance, team
    addLazyPage(Section::Catalog, tr("Products"), [this] { return new ProductPage(this); });
    addLazyPage(Section::Catalog, tr("Product groups"), [this] { return new ProductGroupPage(this); });
    addLazyPage(Section::Catalog, tr("Units"), [this] { return new UnitPage(this); });
    addLazyPage(Section::Finance, tr("Bank accounts"), [this] { return new BankAccountPage(this); });
    addLazyPage(Section::Team, tr("Employees"), [this] { return new EmployeePage(this); });
    addLazyPage(Section::Team, tr("Users"), [this] { return new UserPage(this); });
    // pages: settings and webhooks
    addLazyPage(
        Section::Settings, tr("Payment conditions"), [this] { return new PaymentConditionsPage(this); });
    addLazyPage(
        Section::Settings, tr("Default conditions"), [this] { return new DefaultConditionsPage(this); });
    addLazyPage(Section::Settings, tr("Dunning"), [this] { return new DunningPage(this); });
    addLazyPage(Section::Settings, tr("Payment slip"), [this] { return new PaymentSlipPage(this); });
    addLazyPage(Section::Settings, tr("Number ranges"), [this] { return new NumberRangesPage(this); });
    addLazyPage(Section::Settings, tr("Webhooks"), [this] { return new WebhooksPage(this); });
    // pages: reports; an open-items customer opens its open invoices in the invoice list
    for (const auto &[report, title] : {std::pair {ReportsPage::Report::OpenItems, tr("Open items")},
             std::pair {ReportsPage::Report::Revenue, tr("Revenue")},
             std::pair {ReportsPage::Report::Vat, tr("VAT")}}) {
        if (report == ReportsPage::Report::Vat)
            m_vatPageIndex = m_stack->count();
        addLazyPage(Section::Reports, title, [this, report = report] {
            auto *page =
                report == ReportsPage::Report::Vat ? new VatPage(this) : new ReportsPage(report, this);
            connect(page, &ReportsPage::openInvoicesRequested, this, [this](const QString &search) {
                if (DocumentsPage *invoices = documentsPage(DocumentKind::Invoice)) {
                    showPage(invoices);
                    invoices->showOpenInvoices(search);
                }
            });
            connect(page, &ReportsPage::openDocumentRequested, this,
                [this](DocumentKind kind, const QString &uuid) {
                    if (DocumentsPage *target = documentsPage(kind)) {
                        showPage(target);
                        target->showDocument(uuid);
                    }
                });
            return page;
        });
    }
    // Document → Reminder run… on the invoice list
    if (DocumentsPage *invoices = documentsPage(DocumentKind::Invoice)) {
        auto *reminders = new QAction(tr("Re&minder run…"), invoices);
        reminders->setObjectName(QStringLiteral("reminderRun"));
        reminders->setToolTip(tr("Remind every overdue invoice as of a date, by print or e-mail"));
        connect(reminders, &QAction::triggered, this, [this] {
            if (!m_session)
                return;
            auto *dialog = new ReminderRunDialog(session(), this);
            SessionDialogs::attach(dialog,
                [dialog](const WorkspacePage::SwitchAnswer &answer) { dialog->askToSwitchAway(answer); });
            connect(dialog, &ReminderRunDialog::documentsChanged, this,
                [this] { syncDocuments(SyncMode::Auto); });
            dialog->open();
        });
        invoices->addPageAction(reminders);
    }
    // file menu: import and background work
    ImportCommands::install(
        this, m_menus->fileMenu(), m_menus->viewMenu(), [this] { return session(); },
        [this] { refresh(false); });
    PaymentCommands::install(
        this, m_menus->fileMenu(), [this] { return session(); }, [this] { syncDocuments(SyncMode::Auto); });

    m_navigation->expandAll();
    showPage(documentsPage(DocumentKind::Invoice));
}

void MainWindow::addPage(Section section, const QString &title, WorkspacePage *page)
{
    QTreeWidgetItem *parent = m_sections.value(section);
    parent->setHidden(false);
    auto *item = new QTreeWidgetItem(parent, {title});
    item->setData(0, Qt::UserRole, m_stack->addWidget(page));
    wirePage(page);
}

void MainWindow::addLazyPage(Section section, const QString &title,
    const std::function<WorkspacePage *()> &create, std::optional<DocumentKind> kind)
{
    QTreeWidgetItem *parent = m_sections.value(section);
    parent->setHidden(false);
    auto *item = new QTreeWidgetItem(parent, {title});
    auto *placeholder = new QWidget(m_stack);
    item->setData(0, Qt::UserRole, m_stack->addWidget(placeholder));
    m_lazyPages.insert(placeholder, {create, kind});
}

WorkspacePage *MainWindow::pageAt(int index)
{
    QWidget *widget = m_stack->widget(index);
    const auto lazy = m_lazyPages.constFind(widget);
    if (lazy == m_lazyPages.constEnd())
        return qobject_cast<WorkspacePage *>(widget);
    const std::function<WorkspacePage *()> create = lazy->create;
    m_lazyPages.erase(lazy);
    WorkspacePage *page = create(); // parented to this window by the function
    // In the placeholder's place, so the navigation's indexes stay right; the current page stays current.
    const QSignalBlocker blocker(m_stack);
    const int current = m_stack->currentIndex();
    m_stack->insertWidget(index, page);
    m_stack->removeWidget(widget);
    widget->deleteLater();
    m_stack->setCurrentIndex(current);
    wirePage(page);
    if (m_session)
        page->refresh(); // what the other pages fetched when the session opened
    return page;
}

void MainWindow::wirePage(WorkspacePage *page)
{
    m_pages.append(page);
    // A page speaks while it is shown; pages refreshing in the background at the start would otherwise
    // bury the one message that matters (the sync's) under copies of the same failure.
    connect(page, &WorkspacePage::messageRequested, this, [this, page](const QString &text) {
        if (page == currentPage() && !(m_syncMessageShown && !m_messageBar->isHidden())) {
            showMessage(text);
            m_messagePage = page;
        }
    });
    connect(page, &WorkspacePage::syncRequested, this, [this] { syncDocuments(SyncMode::Auto); });
    if (auto *documents = qobject_cast<DocumentsPage *>(page)) {
        connect(documents, &DocumentsPage::openDocumentRequested, this,
            [this](DocumentKind kind, const QString &uuid) {
                if (DocumentsPage *target = documentsPage(kind)) {
                    showPage(target);
                    target->showDocument(uuid);
                }
                syncDocuments(SyncMode::Auto); // brings the new document into its list
            });
    }
    connect(page, &WorkspacePage::pageActionsChanged, this, [this, page] {
        if (page == currentPage())
            updatePageActions();
    });
    if (m_session)
        page->openSession(session());
}

WorkspacePage *MainWindow::currentPage() const
{
    return qobject_cast<WorkspacePage *>(m_stack->currentWidget());
}

QList<WorkspacePage *> MainWindow::pages() const
{
    // Making a page does not change what the window shows: logically const.
    auto *self = const_cast<MainWindow *>(this);
    for (int i = 0; i < m_stack->count(); ++i)
        self->pageAt(i);
    return m_pages;
}

void MainWindow::showPage(WorkspacePage *page)
{
    const int index = m_stack->indexOf(page);
    if (index < 0)
        return;
    for (QTreeWidgetItemIterator it(m_navigation); *it; ++it) {
        if ((*it)->data(0, Qt::UserRole) == index) {
            m_navigation->setCurrentItem(*it);
            break;
        }
    }
    m_stack->setCurrentIndex(index);
}

DocumentsPage *MainWindow::documentsPage(DocumentKind kind) const
{
    for (auto it = m_lazyPages.cbegin(); it != m_lazyPages.cend(); ++it) {
        if (it->kind == kind) {
            const_cast<MainWindow *>(this)->pageAt(m_stack->indexOf(it.key())); // logically const, as pages()
            break;
        }
    }
    for (WorkspacePage *page : m_pages) {
        auto *documents = qobject_cast<DocumentsPage *>(page);
        if (documents && documents->kind() == kind)
            return documents;
    }
    return nullptr;
}

SessionContext MainWindow::session() const
{
    SessionContext context = m_session ? m_session->sessionContext() : SessionContext();
    context.accountUuid = m_profile.accountUuid;
    context.profile = m_profile;
    return context;
}

void MainWindow::onPageChanged()
{
    // A page's message stays with its page: it is put away when another page is shown, and shown again
    // when its page comes back (unless it was dismissed). The sync's messages concern every page.
    WorkspacePage *page = currentPage();
    if (m_messagePage && m_messagePage != page && !m_messageBar->isHidden()) {
        m_pageMessages.insert(m_messagePage, m_messageText->text());
        m_messageBar->hide();
        m_messagePage = nullptr;
    }
    if (page && m_messageBar->isHidden() && m_pageMessages.contains(page)) {
        showMessage(m_pageMessages.take(page));
        m_messagePage = page;
    }
    updatePageActions();
}

void MainWindow::updatePageActions()
{
    WorkspacePage *page = currentPage();
    m_menus->showPageActions(page ? page->pageActions() : QList<QAction *>(),
        page ? page->toolbarActions() : QList<QAction *>(), page ? page->pageMenuTitle() : QString());
}

void MainWindow::createActions()
{
    m_menus = new MainMenus(this);
    connect(m_menus, &MainMenus::connectRequested, this, &MainWindow::connectRequested);
    connect(m_menus, &MainMenus::demoRequested, this, &MainWindow::demoRequested);
    connect(m_menus, &MainMenus::profileRequested, this, &MainWindow::profileRequested);
    connect(m_menus, &MainMenus::preferencesRequested, this, &MainWindow::preferencesRequested);
    connect(m_menus, &MainMenus::refreshRequested, this, &MainWindow::refresh);
    connect(m_menus, &MainMenus::findRequested, this, [this] {
        if (WorkspacePage *page = currentPage())
            page->focusSearch();
    });
}

void MainWindow::setProfiles(const QList<Profile> &profiles, const QString &current)
{
    m_menus->setProfiles(profiles, current);
}

bool MainWindow::isSyncing() const
{
    return m_session && m_session->isSyncing();
}

void MainWindow::switchSession(const Profile &profile, const ApiConfig &config, const QString &dataDir)
{
    askToLeaveSession([this, profile, config, dataDir] { openSession(profile, config, dataDir); });
}

void MainWindow::askToLeaveSession(const std::function<void()> &proceed)
{
    m_leave->ask(proceed);
}

void MainWindow::openSession(const Profile &profile, const ApiConfig &config, const QString &dataDir)
{
    // A question still open about the old session no longer leads anywhere.
    m_leave->drop();
    const QString previousAccount = m_profile.accountName;
    QStringList unanswered;
    if (m_reference) {
        m_reference->disconnect(this);
        m_reference.reset();
    }
    if (m_session) {
        unanswered = m_session->close();
        m_session->deleteLater();
    }
    // The old session's dialogs go with it (everyone agreed; their calls ended without a handler).
    SessionDialogs::closeAll(this);
    m_profile = profile;
    m_forbiddenShown = false;
    m_messageBar->hide();
    m_pageMessages.clear();
    setWindowTitle(tr("%1 – InvoiceDesk").arg(profile.accountName));

    m_session = new Session(profile, config, dataDir, this);
    connect(m_session, &Session::syncProgress, m_syncStatus, &SyncStatus::progress);
    connect(m_session, &Session::syncFinished, this, &MainWindow::onSyncFinished);
    connect(m_session, &Session::syncFailed, this, &MainWindow::onSyncFailed);
    connect(m_session, &Session::mirrorProgress, this, [this](const QString &stage, int done, int total) {
        m_syncStatus->mirrorProgress(stage, done, total);
        // The pages read the details as they come, at most every few seconds.
        if (stage == QLatin1String("details") && done > 0 && !m_detailsChanged.isActive())
            m_detailsChanged.start();
    });
    connect(m_session, &Session::mirrorFinished, this, &MainWindow::onMirrorFinished);
    m_syncStatus->setAccount(profile.name, profile.accountName, profile.serverUrl, m_session->lastSyncedAt());

    const SessionContext context = session();
    // The session's reference data: made now, so the units, addresses, products, bank accounts and
    // conditions are listed at the start (refresh() below) although their pages are made when shown, and
    // the first editor finds them ready.
    m_reference = context.referenceData();
    connect(m_reference.data(), &ReferenceData::changed, this, [this](const QStringList &changed) {
        if (!changed.contains(QLatin1String("units")))
            return;
        for (WorkspacePage *page : std::as_const(m_pages)) {
            if (auto *documents = qobject_cast<DocumentsPage *>(page))
                documents->unitsChanged();
        }
    });
    for (WorkspacePage *page : std::as_const(m_pages))
        page->openSession(context);
    // A profile that reaches several accounts starts on the accounts overview.
    if (!std::exchange(m_sessionOpened, true)) {
        const QList<KnownAccount> accounts = m_accountsOverview->model()->accounts();
        const auto sameProfile = std::count_if(accounts.cbegin(), accounts.cend(),
            [&profile](const KnownAccount &a) { return a.profile.name == profile.name; });
        if (sameProfile > 1)
            showPage(m_accountsOverview);
    }
    // The sync and the reference data start after the window's first paint (at once when the window
    // is hidden or was painted already); a fallback for a window that is shown but not painted (e.g.
    // minimised at the start).
    if (isVisible() && !m_painted) {
        m_refreshAfterPaint = true;
        QTimer::singleShot(1000, this, [this] {
            if (std::exchange(m_refreshAfterPaint, false))
                refresh(false);
        });
    } else {
        refresh(false);
    }
    if (!unanswered.isEmpty()) {
        // Not a timeout and not a failure: the request left, its answer was dropped with the session.
        showMessage(tr("%n change(s) had been sent to “%1” before the switch and got no answer: whether "
                       "the service saved them is unknown. Check after the next sync of “%1”.",
            nullptr, int(unanswered.size()))
                        .arg(previousAccount));
        m_syncMessageShown = true; // pages do not bury it
    }
}

void MainWindow::reloadFromStore()
{
    for (WorkspacePage *page : std::as_const(m_pages))
        page->storeChanged();
}

void MainWindow::refresh(bool full)
{
    m_refreshAfterPaint = false; // this is it
    if (!m_session)
        return;
    if (m_reference)
        m_reference->refresh(ReferenceData::resources()); // pages not made yet do not list them
    for (WorkspacePage *page : std::as_const(m_pages))
        page->refresh();
    syncDocuments(full ? SyncMode::Full : SyncMode::Auto);
}

void MainWindow::syncDocuments(SyncMode mode)
{
    if (!m_session)
        return;
    if (m_session->isSyncing()) {
        m_syncAgain = true; // a change made meanwhile may be past what this run fetches
        return;
    }
    m_syncAgain = false;
    m_messageBar->hide();
    m_session->startSync(mode);
    m_syncStatus->started();
}

void MainWindow::onSyncFinished(const SyncSummary &summary)
{
    m_syncStatus->ended(true);
    reloadFromStore();
    // Lists the token may not read are said once per session, not after every sync.
    QStringList forbidden;
    QStringList reasons;
    for (const SyncKindSummary &kind : summary.kinds) {
        if (kind.forbidden) {
            forbidden << DocumentKindText::plural(kind.kind);
            if (!reasons.contains(kind.forbiddenMessage))
                reasons << kind.forbiddenMessage;
        }
    }
    // A page or a kind that kept failing: said in words, fetched again by the next sync.
    if (summary.isPartial()) {
        showMessage(summary.partialMessage());
        m_syncMessageShown = true;
    }
    if (!forbidden.isEmpty() && !m_forbiddenShown) {
        m_forbiddenShown = true;
        showMessage(tr("These lists cannot be read with this token and stay empty: %1. %2")
                        .arg(QLocale().createSeparatedList(forbidden), reasons.join(QLatin1Char(' '))));
        m_syncMessageShown = true;
    }
    if (m_syncAgain)
        syncDocuments(SyncMode::Auto);
}

void MainWindow::onMirrorFinished(const MirrorSummary &summary)
{
    m_syncStatus->mirrorEnded();
    m_detailsChanged.stop();
    reloadDetails();
    if (summary.isPartial() && !summary.cancelled) {
        showMessage(summary.problems().join(QLatin1Char(' ')));
        m_syncMessageShown = true;
    }
}

void MainWindow::reloadDetails()
{
    for (WorkspacePage *page : std::as_const(m_pages))
        page->detailsChanged();
}

void MainWindow::onSyncFailed(const ApiError &error)
{
    if (error.kind() == ApiError::Kind::Cancelled) {
        m_syncStatus->ended(false);
        reloadFromStore();
        return;
    }
    m_syncStatus->setOffline(
        error.kind() == ApiError::Kind::Offline || error.kind() == ApiError::Kind::Timeout);
    m_syncStatus->ended(false);
    reloadFromStore(); // pages that arrived before the failure are kept and shown
    if (error.kind() == ApiError::Kind::Unauthorized) {
        showMessage(error.message());
        m_syncMessageShown = true;
        emit connectRequested();
        return;
    }
    showMessage(tr("Synchronisation failed. %1").arg(error.message()), true);
    m_syncMessageShown = true;
}

void MainWindow::showMessage(const QString &text, bool offerRetry)
{
    m_syncMessageShown = false;
    m_messagePage = nullptr;
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
    return m_syncStatus->text();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_closeAgreed) {
        // Pages answering at once let the window close now; a question answered later closes it then.
        auto state = std::make_shared<int>(0); // 0: asking in this call, 1: agreed in it, 2: later
        askToLeaveSession([this, state] {
            if (*state == 0) {
                *state = 1;
                return;
            }
            m_closeAgreed = true;
            close();
        });
        if (*state == 0) {
            *state = 2;
            event->ignore();
            return;
        }
    }
    m_closeAgreed = false;
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    if (m_session) {
        m_session->close();
        m_session->deleteLater();
        m_session = nullptr;
    }
    SessionDialogs::closeAll(this);
    event->accept();
}
