// MainWindow's side of the accounts overview: the accounts it lists and the commands its rows start once
// their account is open (a file of its own so that MainWindow.cpp stays one screenful of jobs).
#include "views/MainWindow.h"

#include "views/accounts/AccountsOverviewPage.h"
#include "views/documents/DocumentsPage.h"

#include <QAction>

void MainWindow::setAccounts(const QList<KnownAccount> &accounts)
{
    m_accountsOverview->setAccounts(accounts);
}

void MainWindow::runAccountCommand(int command)
{
    switch (AccountsOverviewPage::Command(command)) {
    case AccountsOverviewPage::Command::Open:
        showPage(documentsPage(DocumentKind::Invoice));
        break;
    case AccountsOverviewPage::Command::ReminderRun:
        showPage(documentsPage(DocumentKind::Invoice));
        if (auto *reminders = findChild<QAction *>(QStringLiteral("reminderRun")))
            reminders->trigger();
        break;
    case AccountsOverviewPage::Command::Vat:
        if (m_vatPageIndex >= 0)
            showPage(pageAt(m_vatPageIndex));
        break;
    case AccountsOverviewPage::Command::BankImport:
        if (auto *import = findChild<QAction *>(QStringLiteral("importBankFile")))
            import->trigger();
        break;
    }
}
