#include "views/AppController.h"

#include "documents/DraftStore.h"
#include "session/AccountLookup.h"
#include "session/DemoService.h"
#include "session/ProfileSettings.h"
#include "session/SignInTokens.h"
#include "views/ConnectDialog.h"
#include "views/MainWindow.h"
#include "views/PreferencesDialog.h"
#include "views/documents/DocumentEditor.h"
#include "views/documents/DocumentsPage.h"

#include <QApplication>
#include <QMessageBox>
#include <QPushButton>

AppController::AppController(QObject *parent)
    : QObject(parent)
    , m_window(new MainWindow)
    , m_tokens(new SignInTokens(this))
{
    m_window->setAttribute(Qt::WA_DeleteOnClose, false);
    connect(m_window, &MainWindow::connectRequested, this, [this] { showConnectDialog(); });
    connect(m_window, &MainWindow::demoRequested, this, &AppController::startDemo);
    connect(m_window, &MainWindow::preferencesRequested, this, &AppController::showPreferences);
    connect(m_window, &MainWindow::accountRequested, this, &AppController::openKnownAccount);
    connect(m_window, &MainWindow::profileRequested, this, [this](const QString &name) {
        if (auto p = ProfileSettings().profile(name))
            openProfile(*p);
    });
}

AppController::~AppController()
{
    delete m_window;
}

void AppController::start(const Options &options)
{
    refreshProfileMenu();
    m_window->show();
    if (options.demo) {
        startDemo();
        return;
    }
    ProfileSettings settings;
    const QString name = options.profile.isEmpty() ? settings.lastProfile() : options.profile;
    std::optional<Profile> profile = settings.profile(name);
    if (profile && options.baseUrl.isValid())
        profile->serverUrl = options.baseUrl;
    if (profile && !options.account.isEmpty())
        profile->accountUuid = options.account;
    if (!profile) {
        showConnectDialog(options.profile.isEmpty()
                ? QString()
                : tr("There is no saved profile named \"%1\".").arg(options.profile));
        return;
    }
    openProfile(*profile);
}

void AppController::refreshProfileMenu()
{
    m_window->setProfiles(ProfileSettings().profiles(), m_current.name);
    m_window->setAccounts(AccountDirectory::fromProfiles() + m_demoAccounts);
}

void AppController::openKnownAccount(const KnownAccount &account, int command)
{
    const auto then = [this, command] {
        m_window->runAccountCommand(command);
    };
    if (m_window->session().isValid() && m_current.serverUrl == account.profile.serverUrl
        && m_current.accountUuid == account.uuid()) {
        then(); // open already
        return;
    }
    if (!account.demoToken.isEmpty()) {
        openWithToken(account.profile, account.demoToken, then);
        return;
    }
    // One token reaches every account of its profile: the one kept for the profile's own account.
    m_tokens->read(account.tokenProfile(), this, [this, account, then](const TokenStore::Result &r) {
        if (r.status == TokenStore::Status::Ok) {
            openWithToken(account.profile, r.token, then);
            return;
        }
        showConnectDialog(r.status == TokenStore::Status::NotFound
                ? tr("No token is saved for the profile \"%1\". Enter it again.").arg(account.profile.name)
                : r.message);
    });
}

void AppController::openProfile(const Profile &profile)
{
    // The environment's token (automation: used, never stored), then this session's, then the keychain.
    m_tokens->read(profile, this, [this, profile](const TokenStore::Result &r) {
        if (r.status == TokenStore::Status::Ok) {
            openWithToken(profile, r.token);
            return;
        }
        const QString notice = r.status == TokenStore::Status::NotFound
            ? tr("No token is saved for the profile \"%1\". Enter it again.").arg(profile.name)
            : r.message;
        showConnectDialog(notice);
    });
}

void AppController::openWithToken(
    const Profile &profile, const QString &token, const std::function<void()> &then)
{
    ApiConfig config;
    config.baseUrl = profile.serverUrl;
    config.token = token;
    config.accountUuid = profile.accountUuid;
    if (auto refused = AccountLookup::checkServer(config.baseUrl)) {
        showConnectDialog(refused->message());
        return;
    }
    // The open session goes only when every page and editor agreed (unsaved work asked about).
    m_window->askToLeaveSession([this, profile, config, then] {
        m_current = profile;
        if (profile.name != DemoService::profileName())
            ProfileSettings().setLastProfile(profile.name);
        refreshProfileMenu();
        m_window->openSession(profile, config,
            profile.name == DemoService::profileName() ? DemoService::dataDir()
                                                       : ProfileSettings::dataDirFor(profile));
        offerKeptDrafts();
        if (then)
            then();
    });
}

void AppController::quitKeepingWork()
{
    const SessionContext session = m_window->session();
    if (!session.accountUuid.isEmpty()) {
        DraftStore drafts = DraftStore::forAccount(session.accountUuid);
        for (DocumentEditor *editor : m_window->findChildren<DocumentEditor *>()) {
            if (editor->isModified())
                drafts.keep(editor->kind(), editor->uuid(), editor->draft().toBodyElement());
        }
    }
    QCoreApplication::exit(0);
}

void AppController::offerKeptDrafts()
{
    const SessionContext session = m_window->session();
    const QList<DraftStore::Kept> kept = DraftStore::forAccount(session.accountUuid).drafts();
    if (kept.isEmpty())
        return;
    auto *box = new QMessageBox(QMessageBox::Question, tr("Unsaved work kept"),
        tr("InvoiceDesk was ended while %n document(s) had unsaved changes. They were kept on this "
           "computer.",
            nullptr, int(kept.size())),
        QMessageBox::NoButton, m_window);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setInformativeText(tr("Open them in editors to review and save them, or discard them."));
    QPushButton *open = box->addButton(tr("&Open"), QMessageBox::AcceptRole);
    QPushButton *discard = box->addButton(tr("&Discard"), QMessageBox::DestructiveRole);
    box->addButton(tr("&Later"), QMessageBox::RejectRole);
    connect(box, &QMessageBox::finished, this, [this, box, open, discard, kept, session] {
        // The answer may come after the session changed: the drafts belong to the one asked about.
        if (m_window->session().accountUuid != session.accountUuid || !m_window->session().isValid())
            return;
        if (box->clickedButton() != open && box->clickedButton() != discard)
            return;
        DraftStore drafts = DraftStore::forAccount(session.accountUuid);
        for (const DraftStore::Kept &draft : kept) {
            if (box->clickedButton() == open) {
                DocumentEditor *editor = draft.uuid.isEmpty()
                    ? DocumentEditor::openNew(m_window->session(), draft.kind, m_window)
                    : DocumentEditor::openExisting(m_window->session(), draft.kind, draft.uuid, m_window);
                if (!editor)
                    continue;
                if (DocumentsPage *page = m_window->documentsPage(draft.kind))
                    page->adoptEditor(editor);
                editor->restoreDraft(DocumentDraft::fromDetail(draft.kind, draft.body));
            }
            drafts.remove(draft.id);
        }
    });
    box->open();
}

void AppController::startDemo()
{
    if (m_demo && m_demo->isReady()) {
        Profile p;
        p.name = DemoService::profileName();
        p.serverUrl = m_demo->url();
        p.accountUuid = m_demo->accountUuid();
        p.accountName = tr("Demo company");
        // The demo's account names come from the demo service itself, like any sign-in.
        auto *lookup = new AccountLookup(this);
        const QString token = m_demo->token();
        const auto open = [this, p, lookup, token](const QString &name) {
            lookup->deleteLater();
            Profile named = p;
            if (!name.isEmpty())
                named.accountName = name;
            openWithToken(named, token);
        };
        connect(lookup, &AccountLookup::found, this, [this, open, p, token](const QList<Account> &accounts) {
            // Every account of the demo service in the accounts overview.
            m_demoAccounts = AccountDirectory::demo(p.serverUrl, token, accounts);
            QString name;
            for (const Account &a : accounts)
                name = a.uuid == p.accountUuid ? a.name : name;
            open(name);
        });
        connect(lookup, &AccountLookup::unreadable, this, [open] { open(QString()); });
        connect(lookup, &AccountLookup::failed, this, [open] { open(QString()); });
        lookup->lookUp({p.serverUrl, token, {}});
        return;
    }
    if (!m_demo) {
        m_demo = new DemoService(this);
        connect(m_demo, &DemoService::ready, this, &AppController::startDemo);
        connect(m_demo, &DemoService::failed, this, [this](const QString &message) {
            m_window->showMessage(message);
            m_demo->deleteLater();
        });
    }
    m_window->showMessage(tr("Starting the demo service with sample data…"));
    m_demo->start();
}

void AppController::showConnectDialog(const QString &notice)
{
    // open(), not exec(): this runs in slots (the menu, a sync that met a 401, a keychain callback).
    if (m_connectDialog) {
        m_connectDialog->setNotice(notice);
        m_connectDialog->raise();
        return;
    }
    auto *dialog = new ConnectDialog(m_window);
    m_connectDialog = dialog;
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setNotice(notice);
    if (m_current.serverUrl.isValid() && m_current.name != DemoService::profileName())
        dialog->setServer(m_current.serverUrl);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (dialog->demoRequested()) {
            startDemo();
            return;
        }
        const Profile profile = dialog->profile();
        ProfileSettings().save(profile);
        ProfileSettings().setKnownAccounts(profile.name, dialog->foundAccounts());
        saveTokenAndOpen(profile, dialog->token(), false);
    });
    dialog->open();
}

void AppController::saveTokenAndOpen(const Profile &profile, const QString &token, bool retried)
{
    m_tokens->save(profile, token, this, [=, this](const TokenStore::Result &r) {
        if (r.status == TokenStore::Status::Ok) {
            openWithToken(profile, token);
            return;
        }
        // No keychain: say so, offer one retry, and only on an explicit choice keep the token in memory.
        auto *box = new QMessageBox(QMessageBox::Warning, tr("The token could not be saved"), r.message,
            QMessageBox::NoButton, m_window);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->setInformativeText(tr("InvoiceDesk keeps tokens only in the system keychain. You can try again "
                                   "(for example after unlocking the keychain), or use the token for this "
                                   "session only: you will be asked for it at the next start."));
        QPushButton *retry = retried ? nullptr : box->addButton(tr("Try &again"), QMessageBox::AcceptRole);
        QPushButton *session = box->addButton(tr("Use for this &session only"), QMessageBox::ActionRole);
        box->addButton(QMessageBox::Cancel);
        // open(), not exec(): this is a keychain callback.
        connect(box, &QMessageBox::finished, this, [=, this] {
            if (retry && box->clickedButton() == retry) {
                saveTokenAndOpen(profile, token, true);
            } else if (box->clickedButton() == session) {
                m_tokens->keepForSession(profile, token);
                openWithToken(profile, token);
            }
        });
        box->open();
    });
}

void AppController::showPreferences()
{
    auto *dialog = new PreferencesDialog(m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setLanguage(ProfileSettings().uiLanguage());
    connect(
        dialog, &QDialog::accepted, this, [dialog] { ProfileSettings().setUiLanguage(dialog->language()); });
    dialog->open();
}
