#pragma once

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QUrl>

// What a command line asks for, once CommandLine has found it well formed.
struct CliRequest
{
    enum class Command {
        None, // the window (invoicedesk only), --help or --version
        Sync,
        Report,
        ReminderRun,
        ImportPayments,
        SetChfRates,
        SetZeroClasses,
        SetVatMethod,
        SetInputTax,
    };
    Command command = Command::None;
    bool help = false;
    bool version = false;

    // Where: --demo, or --base-url / --profile, then --account or --all-accounts.
    bool demo = false;
    QUrl baseUrl; // valid only when given
    QString profile;
    QString account;
    bool allAccounts = false;

    bool sync = false; // --sync, alone or before --report / --reminder-run
    bool full = false;
    bool dryRun = false;
    bool sendEmail = false;
    QString report; // vat, open-items, revenue
    QString period; // --report, --set-input-tax
    QString out; // may hold {account} and {name}
    QString asOf; // YYYY-MM-DD
    QString file; // --import-payments, --set-chf-rates, --set-zero-classes: a path or "-"
    QString vatMethod;
    QString tax400;
    QString tax405;

    // Whether the command reaches the service (and so can run on the demo).
    bool contactsService() const;
};

// The command-line contract of invoicedesk-cli, and of invoicedesk, which accepts the same commands
// besides opening its window (`invoicedesk --profile NAME` and the like): every option, its help text, and
// one rule for wrong use. Wrong use (unknown options, missing values, an option without its command,
// extra words, commands that cannot go together, a date that is not exactly YYYY-MM-DD, an empty or
// malformed --base-url or --account, a report, period or amount that is none) is found here, before
// anything is read or contacted: parse() gives false and error() one line that names the problem and
// quotes the text as given; the program prints it and exits with WrongUseExitCode.
class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    static constexpr int WrongUseExitCode = 2;

    // `program` is the name used in messages and the help ("invoicedesk-cli"); `windowProgram` whether
    // no command means the window (invoicedesk) rather than wrong use (invoicedesk-cli).
    CommandLine(QString program, bool windowProgram);

    // `arguments` as QCoreApplication::arguments() gives them (the program first).
    bool parse(const QStringList &arguments);
    const CliRequest &request() const { return m_request; }
    QString error() const { return m_error; }
    QString helpText() const;

    // Whether the program (argv as main() gets it, before any QCoreApplication) is asked for anything
    // but the window: a command, --help, --version, or an option the window does not know (which
    // parse() then refuses). Qt's own single-dash options (-platform, -style …) are the window's.
    static bool wantsCommand(int argc, char *argv[]);

    // `out` with {account} and {name} replaced: the account's UUID, and its name made a safe file name.
    static QString outFor(const QString &out, const QString &accountUuid, const QString &accountName);

private:
    bool check();
    // What is wrong with an --as-of day (not exactly YYYY-MM-DD, no such day, in the future); empty when
    // fine.
    static QString checkDay(const QString &text);
    bool wrong(const QString &message);

    QString m_program;
    bool m_windowProgram = false;
    QCommandLineParser m_parser;
    CliRequest m_request;
    QString m_error;
};
