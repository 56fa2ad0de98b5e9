#pragma once

#include "api/Account.h"
#include "session/Profile.h"

#include <QDialog>

class AccountLookup;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;

// Sign-in: server and API token, verified by listing the accounts the token reaches; the user picks
// an account and names the profile. The name follows the chosen account until the user types one; a
// name already saved for another account or server is replaced only after asking. "Try the demo" asks
// the window to start the bundled sandbox.
class ConnectDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ConnectDialog(QWidget *parent = nullptr);

    Profile profile() const;
    QString token() const;
    bool demoRequested() const { return m_demoRequested; }
    // The accounts the token reached (what the accounts overview shows of the profile).
    QList<Account> foundAccounts() const { return m_found; }

    // Shown above the form, e.g. why the dialog opened ("The saved token was refused").
    void setNotice(const QString &text);
    void setServer(const QUrl &url);

private:
    void verify();
    void onAccounts(const QList<Account> &accounts);
    void showError(const QString &text);
    void updateButtons();
    // Connect: asks first when the name is saved for another account or server, then accepts.
    void confirmAndAccept();

    QLineEdit *m_server;
    QLineEdit *m_token;
    QPushButton *m_verifyButton;
    QComboBox *m_accounts;
    QLineEdit *m_profileName;
    QLabel *m_status;
    QLabel *m_notice;
    QDialogButtonBox *m_buttons;
    AccountLookup *m_lookup; // verifies the token
    QList<Account> m_found;
    bool m_demoRequested = false;
    bool m_busy = false;
    bool m_nameFollowsAccount = true; // until the user types a name of their own
};
