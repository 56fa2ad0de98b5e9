#pragma once

#include "reports/AccountsOverview.h"
#include "session/AccountDirectory.h"

#include <QAbstractTableModel>
#include <QDate>
#include <QHash>
#include <QList>

#include <optional>

// The accounts overview's rows: one per account and currency, read from each account's local copy on
// pool threads (AccountsOverview::read, the rows `--report accounts` writes), one account at a time as it
// arrives; an account not read yet shows one row saying so. The synchronisation of each account (Synchronise
// all) shows in its rows' status: under way, or why it failed.
class AccountsOverviewModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        Name,
        Currency,
        Open,
        OpenInvoices,
        OverdueInvoices,
        OldestOverdue,
        RemindersDue,
        VatPeriod,
        VatFiled,
        LastBankFile,
        LastSync,
        Status,
        ColumnCount
    };
    // The column's value to sort by (numbers, dates, texts).
    static constexpr int SortRole = Qt::UserRole + 1;
    // The row's account key (KnownAccount::key).
    static constexpr int KeyRole = Qt::UserRole + 2;

    explicit AccountsOverviewModel(QObject *parent = nullptr);

    // Shows these accounts as of `day` and reads each account's copy.
    void setAccounts(const QList<KnownAccount> &accounts, const QDate &day = QDate::currentDate());
    // Reads the account's copy again (after its synchronisation or a change in the window).
    void reload(const QString &key);
    void reloadAll();
    // The synchronisation of the account started, or ended (ok, or failed with `message`).
    void setSyncing(const QString &key);
    void setSyncResult(const QString &key, bool ok, const QString &message);

    QList<KnownAccount> accounts() const { return m_accounts; }
    std::optional<KnownAccount> account(const QString &key) const;
    // The figures of a row (empty while the account is read or when its copy failed).
    std::optional<AccountOverview> figures(int row) const;
    // Accounts whose copy is still being read.
    int pendingReads() const { return int(m_pending.size()); }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

signals:
    // Every account given has been read (its rows are in).
    void allRead();
    void accountRead(const QString &key);

private:
    struct Row
    {
        QString key;
        std::optional<AccountOverview> figures;
        QString readProblem; // the copy could not be read, or there is none yet
    };
    enum class SyncState { None, Running, Done, Failed };
    struct Sync
    {
        SyncState state = SyncState::None;
        QString message;
    };

    void read(const KnownAccount &account);
    void replaceRows(const QString &key, const QList<Row> &rows);
    QString statusText(const Row &row) const;

    QList<KnownAccount> m_accounts;
    QHash<QString, int> m_accountIndex; // key -> index in m_accounts
    QList<Row> m_rows;
    QHash<QString, quint64> m_pending; // key -> generation of the read under way
    quint64 m_generation = 0;
    QDate m_day;
    QHash<QString, Sync> m_sync;
};
