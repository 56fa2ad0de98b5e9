#pragma once

#include "reports/ReportTable.h"

#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QList>
#include <QString>

// One account's state in one currency, as the fiduciary's morning asks for it, from the account's local
// copy only (no request): what is open and overdue, which reminders are due by the level rule, the last
// VAT period and whether it is marked filed, and how current the copy is.
struct AccountOverview
{
    QString account; // UUID
    QString name;
    QString currency;
    qint64 openMinor = 0; // open amount of the invoices not cancelled
    int openInvoices = 0;
    int overdueInvoices = 0; // open and due before the day
    int oldestOverdueDays = 0; // 0 when none is overdue
    int remindersDue = 0; // due as of the day by ReminderRun's level rule
    QString lastVatPeriod; // the last period ended before the day by the account's method: 2026-Q3, 2026-H1
    bool vatFiled = false; // that period is marked filed in the copy
    QDateTime lastSync; // end of the last complete synchronisation (UTC); invalid: never
    QDateTime lastBankFile; // when the last bank file was imported into this copy (UTC); invalid: never
    bool partial = false; // the copy is only partly synchronised (the figures may be incomplete)
};

class AccountsOverview
{
    Q_DECLARE_TR_FUNCTIONS(AccountsOverview)

public:
    // The account's rows as of `day`, one per currency of its open invoices (one row in CHF when nothing is
    // open). Any thread. Empty with *error when the copy cannot be read. Reads only what the rows need
    // (store/AccountFigures), with ReminderRun's level rule for the reminders due.
    static QList<AccountOverview> read(const QString &dataDir, const QString &accountUuid,
        const QString &accountName, const QDate &day, QString *error);

    // Whether the account has a local copy in `dataDir` (reading one that does not exist would make it).
    static bool copyExists(const QString &dataDir, const QString &accountUuid);

    // The rows as `--report accounts` writes them: the column names are a scripting contract (not
    // translated): account, name, currency, open, openInvoices, overdueInvoices, oldestOverdueDays,
    // remindersDue, lastVatPeriod, vatFiled, lastSync.
    static ReportTable table(const QList<AccountOverview> &rows, const QDate &day);
};
