#include "views/ConnectDialog.h"

#include "session/AccountLookup.h"
#include "session/ProfileSettings.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

ConnectDialog::ConnectDialog(QWidget *parent)
    : QDialog(parent)
    , m_server(new QLineEdit(QStringLiteral("https://api.abaninja.ch"), this))
    , m_token(new QLineEdit(this))
    , m_verifyButton(new QPushButton(tr("&Verify token"), this))
    , m_accounts(new QComboBox(this))
    , m_profileName(new QLineEdit(this))
    , m_status(new QLabel(this))
    , m_notice(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
    , m_lookup(new AccountLookup(this))
{
    setWindowTitle(tr("Connect to the invoicing service"));
    connect(m_lookup, &AccountLookup::found, this, [this](const QList<Account> &accounts) {
        m_busy = false;
        onAccounts(accounts);
    });
    connect(m_lookup, &AccountLookup::unreadable, this, [this](const QString &error) {
        m_busy = false;
        showError(tr("The service's answer could not be read: %1").arg(error));
    });
    connect(m_lookup, &AccountLookup::failed, this, [this](const ApiError &error) {
        m_busy = false;
        showError(error.message());
    });
    m_server->setObjectName(QStringLiteral("server"));
    m_token->setObjectName(QStringLiteral("token"));
    m_accounts->setObjectName(QStringLiteral("accounts"));
    m_profileName->setObjectName(QStringLiteral("profileName"));
    m_token->setEchoMode(QLineEdit::Password);
    m_token->setPlaceholderText(tr("Paste the API token created in the service's settings"));
    m_token->setClearButtonEnabled(true);
    m_accounts->setEnabled(false);
    m_profileName->setPlaceholderText(tr("For example: Office, or the company's name"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_notice->setWordWrap(true);
    m_notice->hide();

    auto *intro = new QLabel(tr("Create an API token in the service under Settings → Automation → API tokens "
                                "with the scopes <i>profile</i> and <i>customers</i>, then paste it here. "
                                "The token is kept in the system keychain, never in a file."),
        this);
    intro->setWordWrap(true);
    intro->setTextFormat(Qt::RichText);

    auto *form = new QFormLayout;
    form->addRow(tr("&Server:"), m_server);
    auto *tokenRow = new QHBoxLayout;
    tokenRow->addWidget(m_token, 1);
    tokenRow->addWidget(m_verifyButton);
    auto *tokenLabel = new QLabel(tr("API &token:"), this);
    tokenLabel->setBuddy(m_token); // a row holding a layout gets no buddy by itself
    form->addRow(tokenLabel, tokenRow);
    form->addRow(tr("&Account:"), m_accounts);
    form->addRow(tr("&Profile name:"), m_profileName);

    auto *demo = m_buttons->addButton(tr("Try the &demo"), QDialogButtonBox::ActionRole);
    demo->setToolTip(tr("Start the bundled demo service with sample data; no account needed."));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Connect"));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_notice);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_status);
    layout->addStretch();
    layout->addWidget(m_buttons);

    connect(m_verifyButton, &QPushButton::clicked, this, &ConnectDialog::verify);
    connect(m_token, &QLineEdit::returnPressed, this, &ConnectDialog::verify);
    connect(m_token, &QLineEdit::textChanged, this, [this] {
        m_found.clear();
        m_accounts->clear();
        m_accounts->setEnabled(false);
        updateButtons();
    });
    connect(m_server, &QLineEdit::textChanged, this, &ConnectDialog::updateButtons);
    connect(m_accounts, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (index >= 0 && index < m_found.size() && m_nameFollowsAccount)
            m_profileName->setText(m_found.at(index).name);
    });
    // A name typed by the user stays; emptied, the name follows the account again.
    connect(m_profileName, &QLineEdit::textEdited, this,
        [this](const QString &text) { m_nameFollowsAccount = text.trimmed().isEmpty(); });
    connect(m_profileName, &QLineEdit::textChanged, this, &ConnectDialog::updateButtons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ConnectDialog::confirmAndAccept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(demo, &QPushButton::clicked, this, [this] {
        m_demoRequested = true;
        accept();
    });
    resize(560, sizeHint().height());
    updateButtons();
}

void ConnectDialog::setNotice(const QString &text)
{
    m_notice->setText(text);
    m_notice->setVisible(!text.isEmpty());
}

void ConnectDialog::setServer(const QUrl &url)
{
    m_server->setText(url.toString());
}

Profile ConnectDialog::profile() const
{
    Profile p;
    const int index = m_accounts->currentIndex();
    if (index < 0 || index >= m_found.size())
        return p;
    p.name = m_profileName->text().trimmed();
    p.serverUrl = QUrl::fromUserInput(m_server->text().trimmed());
    p.accountUuid = m_found.at(index).uuid;
    p.accountName = m_found.at(index).name;
    return p;
}

QString ConnectDialog::token() const
{
    return m_token->text().trimmed();
}

void ConnectDialog::verify()
{
    const QUrl url = QUrl::fromUserInput(m_server->text().trimmed());
    if (auto refused = AccountLookup::checkServer(url)) {
        showError(refused->message());
        return;
    }
    if (token().isEmpty()) {
        showError(tr("API token: enter the token to verify it."));
        return;
    }
    ApiConfig config;
    config.baseUrl = url;
    config.token = token();
    config.maxRetries = 1;
    m_busy = true;
    updateButtons();
    m_status->setText(tr("Checking the token with %1…").arg(url.host()));
    m_lookup->lookUp(config);
}

void ConnectDialog::onAccounts(const QList<Account> &accounts)
{
    m_found = accounts;
    m_accounts->clear();
    for (const Account &a : accounts)
        m_accounts->addItem(a.name, a.uuid);
    m_accounts->setEnabled(!accounts.isEmpty());
    if (accounts.isEmpty())
        showError(tr("The token is valid but reaches no account."));
    else
        m_status->setText(
            tr("The token reaches %n account(s). Pick one and connect.", nullptr, int(accounts.size())));
    updateButtons();
}

void ConnectDialog::showError(const QString &text)
{
    m_status->setText(QStringLiteral("<b>%1</b>").arg(text.toHtmlEscaped()));
    updateButtons();
}

void ConnectDialog::updateButtons()
{
    m_verifyButton->setEnabled(!m_busy && !m_token->text().trimmed().isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)
        ->setEnabled(!m_busy && !m_found.isEmpty() && !m_profileName->text().trimmed().isEmpty());
}

void ConnectDialog::confirmAndAccept()
{
    const Profile chosen = profile();
    if (!chosen.isValid())
        return;
    const std::optional<Profile> saved = ProfileSettings().profile(chosen.name);
    const auto sameServer = [](const QUrl &a, const QUrl &b) {
        return a.adjusted(QUrl::StripTrailingSlash) == b.adjusted(QUrl::StripTrailingSlash);
    };
    // The same account on the same server: only the token is renewed, nothing is lost.
    if (!saved
        || (saved->accountUuid == chosen.accountUuid && sameServer(saved->serverUrl, chosen.serverUrl))) {
        accept();
        return;
    }
    const QString was = saved->accountName.isEmpty() ? saved->accountUuid : saved->accountName;
    auto *box = new QMessageBox(QMessageBox::Question, tr("Replace the profile?"),
        tr("The profile “%1” opens the account “%2” on %3. Replace it, so that it opens “%4” on %5?")
            .arg(chosen.name, was, saved->serverUrl.host(), chosen.accountName, chosen.serverUrl.host()),
        QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("replaceProfileQuestion"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setInformativeText(tr("To keep both, choose another profile name."));
    QPushButton *replace = box->addButton(tr("&Replace"), QMessageBox::DestructiveRole);
    box->setDefaultButton(box->addButton(QMessageBox::Cancel));
    // open(), not exec(): this runs in the button's slot.
    connect(box, &QMessageBox::finished, this, [this, box, replace, chosen] {
        const Profile now = profile();
        // The answer counts only for the choice it was asked about.
        if (box->clickedButton() == replace && now.name == chosen.name
            && now.accountUuid == chosen.accountUuid && now.serverUrl == chosen.serverUrl) {
            accept();
            return;
        }
        m_profileName->setFocus();
        m_profileName->selectAll();
    });
    box->open();
}
