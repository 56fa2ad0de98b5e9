#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QTextStream>

// What the VAT return needs besides the service's data, set without a window (invoicedesk-cli
// --set-chf-rates, --set-zero-classes, --set-vat-method, --set-input-tax). They write what the window's
// dialogs keep, through the same writers (ReportSource), into the account's local copy only; nothing is
// sent to the service.
//
//   --set-chf-rates FILE|-      the CSV the window's "CHF rates" dialog imports ("EUR;2024-03;0.9512" per
//                               line, also "," or a tab; a header line is skipped). Merged as the
//                               window's import merges: a currency and month in the file replaces the
//                               kept rate of that currency and month, every other kept rate stays. A
//                               currency and month given twice with different rates is not understood.
//   --set-zero-classes FILE|-   "productKey;class" per line (also "," or a tab; a header line is
//                               skipped): how turnover at 0 % of the product (by product number, as the
//                               product page keeps it) goes into the return: export (220), abroad (221),
//                               excluded (230), none (no consideration, not in 200), or unclassified
//                               (forgets the class, as the product page's "Not classified"). Products in
//                               the file only; a product the local copy does not list is set and noted.
//   --set-vat-method METHOD     "effective", or "net-tax-rate:RATE[:RATE2]" with the approved net tax
//                               rates (6.2 or 6,2). As the window's VAT settings dialog: the effective
//                               method keeps no rates; where positions without a product go (set in the
//                               window) is kept.
//   --set-input-tax PERIOD --tax-400 A --tax-405 B
//                               the input tax of a period of the effective method (2024-03, 2024-Q1,
//                               2024), amounts in CHF as plain decimals (1234.50; 0 is entered, not
//                               missing), as the VAT page's "Input tax" dialog.
//
// Output on `out`, one line per value: "set WHAT: OLD -> NEW" or "set WHAT: VALUE (unchanged)" ("would
// set" in a dry run, which writes nothing), then one summary line. Problems on `err`, each naming the
// option, the line or field and quoting the text as given. Exit codes: 0 done (or would be), 1 the local
// copy could not be read or written, 2 the file or value is not understood or does not fit the account
// (every bad line named by number; nothing written).
class HeadlessSettings
{
    Q_DECLARE_TR_FUNCTIONS(HeadlessSettings)

public:
    static constexpr int FailedExitCode = 1; // the store could not be written
    static constexpr int WrongUseExitCode = 2; // the file or value is not understood: nothing written

    // Format checks only, for the wrong-use contract before anything runs: empty when fine, else one
    // sentence naming the option and quoting the text as given.
    // "effective" | "net-tax-rate:RATE[:RATE2]", e.g. net-tax-rate:6.2 or net-tax-rate:6,2:2.1
    static QString checkVatMethod(const QString &method);
    // The period as --report's (2024-Q1, 2024-H1, 2024-03, 2024); amounts plain decimals such as 1234.50
    // (not negative, at most two decimals).
    static QString checkInputTax(const QString &period, const QString &tax400, const QString &tax405);

    static int setChfRates(const QString &dataDir, const QString &accountUuid, const QByteArray &csv,
        bool dryRun, QTextStream &out, QTextStream &err);
    static int setZeroClasses(const QString &dataDir, const QString &accountUuid, const QByteArray &csv,
        bool dryRun, QTextStream &out, QTextStream &err);
    static int setVatMethod(const QString &dataDir, const QString &accountUuid, const QString &method,
        bool dryRun, QTextStream &out, QTextStream &err);
    static int setInputTax(const QString &dataDir, const QString &accountUuid, const QString &period,
        const QString &tax400, const QString &tax405, bool dryRun, QTextStream &out, QTextStream &err);
};
