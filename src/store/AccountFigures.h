#pragma once

#include "store/AccountDatabase.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QJsonObject>
#include <QList>

#include <QSet>
#include <QString>
#include <optional>

// What the accounts overview reads of one account's local copy, in a few indexed queries: the open
// invoices (not cancelled, more than nothing open) with, for those due before a day, the dunning dates of
// their list row and of their current detail (by DocumentStore::currentDetailCondition), the VAT method and
// the filed periods, how current the copy is, and the last bank file imported. No report is derived and no
// JSON is parsed here, so fifty copies of 10,000 invoices are read in well under a second (bench_accounts).
struct AccountOpenInvoice
{
    QString currency;
    qint64 openMinor = 0;
    QDate dueDate; // invalid when the invoice has none
    int dunningLevel = 0; // int(DunningLevel): 0 none ... 3 final
    // Only for an invoice due before the day asked for and below the final level:
    bool hasCurrentDetail = false;
    QString detailDunningLevel; // the current detail's dunningLevel as the service writes it
    QDate rowLastDunning; // lastDunningDate and nextDunningDate of the list row
    QDate rowNextDunning;
    QDate detailLastDunning; // the same of the current detail
    QDate detailNextDunning;
};

struct AccountFiguresRead
{
    QString error; // the copy could not be read; the rest is empty then
    QList<AccountOpenInvoice> open;
    bool netTaxRateMethod = false; // vat_settings method = net-tax-rate
    QSet<QString> filedPeriods; // vat_filed_return periods ("2024-01-01/2024-03-31")
    QDateTime lastSync; // sync_state lastSyncedAt (UTC); invalid: never
    bool partial = false; // an invoice or credit-note listing unfinished, to be listed again, or never pulled
    QDateTime lastBankFile; // the last bank file imported (UTC); invalid: none recorded
    // The stored dunning settings (RecordStore's "dunnings"), read on the same connection.
    std::optional<QJsonObject> dunningSettings;
};

class AccountFigures
{
    Q_DECLARE_TR_FUNCTIONS(AccountFigures)

public:
    // The sync_state key BankImport writes when a bank file's booking ended (UTC with milliseconds).
    static QString lastBankFileKey() { return QStringLiteral("bankImport/lastFile"); }

    // The open invoices' query (binds :day, the day as YYYY-MM-DD), read from the index
    // documents_open_overview alone; the list rows' dunning dates (rowid, last, next as Julian days) from
    // documents_open_dunned alone.
    static QString openInvoicesSql();
    static QString dunnedRowsSql();

    // Any thread. `overdueBefore`: the day before which an open invoice counts as overdue.
    static AccountFiguresRead read(
        const QString &dataDir, const QString &accountUuid, const QDate &overdueBefore);
};
