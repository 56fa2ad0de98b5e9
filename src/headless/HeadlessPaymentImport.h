#pragma once

#include "session/HeadlessSync.h"

#include <QCoreApplication>
#include <QString>
#include <QTextStream>

class BankImport;

// `invoicedesk --import-payments FILE.xml [--dry-run] [--base-url URL] [--account UUID]`: the bank-file
// import without a window, for daily automation. Synchronises the account's copy first (its summary on
// stderr), then matches by the window's rules (BankImport) and books only reference matches, never
// suggestions. One line per entry on stdout, tab-separated: what happened (BankImport::statusWord:
// `booked`, `booked, over-paid`, `already booked`, `needs check`, `suggested`, `unmatched`, `failed`; with
// --dry-run `would book` / `would book, over-paid` instead of the booked ones), the invoice number (`-` when
// none), the amount and currency (what was booked where something was, else the bank entry's), the
// reason. Exit code 0 when every credit entry was booked in full or booked before (by any copy of the
// account), 4 when some need attention (not booked, over-paid, needs check; listed), 1 when a booking
// failed, 2 on wrong use or a file that is not a camt.054 notification or camt.053 statement.
class HeadlessPaymentImport
{
    Q_DECLARE_TR_FUNCTIONS(HeadlessPaymentImport)

public:
    static constexpr int FailedExitCode = 1;
    static constexpr int WrongUseExitCode = 2;
    static constexpr int NotAllBookedExitCode = 4;

    // The bank file: a path, or (`data` given) its bytes read already from standard input or a pipe,
    // named `file` in messages. `skipped` given (--all-accounts): a file about none of this account's bank
    // accounts is not this account's: nothing is printed or booked, *skipped is set and 0 returned.
    static int run(const HeadlessSync::Options &sync, const QString &file, const QByteArray *data,
        bool dryRun, QTextStream &out, QTextStream &err, bool *skipped = nullptr);
};
