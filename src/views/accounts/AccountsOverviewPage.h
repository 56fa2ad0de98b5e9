#pragma once

#include "session/AccountDirectory.h"
#include "views/WorkspacePage.h"

#include <QList>
#include <QString>

class AccountsOverviewModel;
class AccountsSync;
class QAction;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;
class TwoLineHeader;

// "Accounts overview", the fiduciary's morning: every account the profiles reach, one row per account and
// currency, from each account's local copy (AccountsOverviewModel, read on pool threads; no request). Sorted
// and searched as the document lists are; Return or a double-click opens the account, the context menu
// opens it with its reminder run, VAT return or bank-file import. Synchronise all brings every account's
// copy up to date in the background, a few at a time (AccountsSync), each followed in Background work; the
// rows follow as each account ends, and a failure stays in its account's row.
class AccountsOverviewPage : public WorkspacePage
{
    Q_OBJECT

public:
    // What opening an account leads to.
    enum class Command { Open, ReminderRun, Vat, BankImport };
    Q_ENUM(Command)

    explicit AccountsOverviewPage(QWidget *parent = nullptr);

    // The accounts to show (read at once from their copies).
    void setAccounts(const QList<KnownAccount> &accounts);
    AccountsOverviewModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    AccountsSync *accountsSync() const { return m_sync; }
    // Synchronise all.
    void synchroniseAll();

    void openSession(const SessionContext &session) override;
    void storeChanged() override;
    void detailsChanged() override;
    void focusSearch() override;
    QList<QAction *> pageActions() const override;
    QString pageMenuTitle() const override;

signals:
    void accountRequested(const KnownAccount &account, AccountsOverviewPage::Command command);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void request(Command command);
    // The columns inside the table's width: see fitColumns() in the .cpp.
    void fitColumnsSoon();
    void fitColumns();
    void showContextMenu(const QPoint &position);
    void updateCount();
    void updateActions();
    QString currentKey() const;

    AccountsOverviewModel *m_model;
    QSortFilterProxyModel *m_filter;
    AccountsSync *m_sync;
    QLineEdit *m_search;
    QLabel *m_count;
    QTableView *m_table;
    TwoLineHeader *m_header;
    QAction *m_open;
    QAction *m_reminders;
    QAction *m_vat;
    QAction *m_bankImport;
    QAction *m_syncAll;
    QAction *m_reread;
    QString m_sessionKey; // the account open in the window
    bool m_fitQueued = false;
};
