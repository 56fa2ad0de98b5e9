#pragma once

#include "session/HeadlessSync.h"

#include <QCoreApplication>
#include <QString>
#include <QTextStream>

class BankImport;

// `invoicedesk --import-payments FILE.xml [--dry-run] [--base-url URL] [--account UUID]`: the bank-file
// import without a window, for daily automation. Synchronises the account's copy first (its summary on
// stderr), then matches by the window's rules (BankImport) and books only reference matches, never
// suggestions. One line per entry on stdout, tab-separated: what happened (`booked`, `already booked`,
// `suggested`, `unmatched`, `failed`; with --dry-run `would book` instead of `booked`), the invoice number
// (`-` when none), the amount and currency, the reason. Exit code 0 when every credit entry was booked or
// booked before, 4 when some were not (listed), 1 on failure, 2 on wrong use or a file that is not a
// camt.054 notification or camt.053 statement.
class HeadlessPaymentImport
{
    Q_DECLARE_TR_FUNCTIONS(HeadlessPaymentImport)

public:
    static constexpr int FailedExitCode = 1;
    static constexpr int WrongUseExitCode = 2;
    static constexpr int NotAllBookedExitCode = 4;

    static int run(const HeadlessSync::Options &sync, const QString &file, bool dryRun, QTextStream &out,
        QTextStream &err);
};
