#include "headless/CommandLine.h"

#include "api/ApiClient.h"
#include "api/ApiError.h"
#include "domain/SafeFileName.h"
#include "headless/HeadlessReport.h"
#include "headless/HeadlessSettings.h"

#include <QDate>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <cstring>

namespace {

using Command = CliRequest::Command;

// The commands, in the order the help lists them; at most one per run (--sync may go before --report
// and --reminder-run).
struct CommandOption
{
    const char *name;
    Command command;
};
constexpr CommandOption commandOptions[] = {
    {"report", Command::Report},
    {"reminder-run", Command::ReminderRun},
    {"import-payments", Command::ImportPayments},
    {"set-chf-rates", Command::SetChfRates},
    {"set-zero-classes", Command::SetZeroClasses},
    {"set-vat-method", Command::SetVatMethod},
    {"set-input-tax", Command::SetInputTax},
};

// The options the window takes without a command.
constexpr const char *windowOptions[] = {"demo", "base-url", "profile", "account"};

// Options that take a value (--name VALUE or --name=VALUE).
constexpr const char *valueOptions[] = {"base-url", "profile", "account", "report", "period", "out", "as-of",
    "import-payments", "set-chf-rates", "set-zero-classes", "set-vat-method", "set-input-tax", "tax-400",
    "tax-405"};

QString dashed(const QString &name)
{
    return (name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name;
}

bool takesValue(const QString &name)
{
    for (const char *v : valueOptions) {
        if (name == QLatin1String(v))
            return true;
    }
    return false;
}

} // namespace

bool CliRequest::contactsService() const
{
    switch (command) {
    case Command::Sync:
    case Command::ImportPayments:
        return true;
    case Command::Report:
        return sync;
    case Command::ReminderRun:
        return sync || sendEmail;
    default:
        return false;
    }
}

CommandLine::CommandLine(QString program, bool windowProgram)
    : m_program(std::move(program))
    , m_windowProgram(windowProgram)
{
    m_parser.setApplicationDescription(
        tr("InvoiceDesk: desktop client for the invoicing service.\n"
           "\n"
           "Commands (one per run; --sync may go before --report or --reminder-run): --sync, --report, "
           "--reminder-run, --import-payments, --set-chf-rates, --set-zero-classes, --set-vat-method, "
           "--set-input-tax.%1\n"
           "\n"
           "Exit codes: 0 done; 1 failed; 2 wrong use (one line names the problem; nothing is read or "
           "contacted), no token, or the address refused; 3 signing in failed; 4 partly done (what is "
           "missing, incomplete or needs attention is named on stderr); 130, 143: ended by SIGINT or "
           "SIGTERM (the local copy stays as whole pages and answers left it). With --all-accounts: the "
           "highest of the accounts'.")
            .arg(m_windowProgram ? tr(" Without a command the window opens.") : QString()));
    m_parser.addHelpOption();
    m_parser.addVersionOption();
    m_parser.addOptions({
        {QStringLiteral("demo"),
            tr("Start the bundled demo service and open its sample account (the window), or run a command "
               "that synchronises on it (a copy of its own, removed at the end).")},
        {QStringLiteral("base-url"),
            tr("Address of the service, https://host (http:// only to this computer)."),
            QStringLiteral("url")},
        {QStringLiteral("profile"), tr("Saved profile to use (its address and account)."),
            QStringLiteral("name")},
        {QStringLiteral("account"), tr("The account, by its UUID."), QStringLiteral("uuid")},
        {QStringLiteral("all-accounts"),
            tr("Run the command for every account the token reads, one after the other: {account} (the "
               "UUID) and {name} (the account's name as a safe file name) in --out are replaced; one "
               "summary line per account (account, UUID, name, exit code, tab-separated; on stderr for "
               "--import-payments, else on stdout).")},
        {QStringLiteral("sync"),
            tr("Synchronise: the lists, then addresses, products, bank accounts, the invoice settings and "
               "every invoice's and credit note's details that are new or changed; print a summary (token "
               "from INVOICEDESK_TOKEN or the keychain). Exit code 4: partly done (the summary names what "
               "is missing; the next synchronisation fetches it).")},
        {QStringLiteral("full"), tr("With --sync: fetch everything again and remove deleted documents.")},
        {QStringLiteral("report"),
            tr("Write a report from the local copy (with --sync: synchronised first): vat, open-items or "
               "revenue, with --period and --out. Exit code 4: written, but the figures are incomplete "
               "(the reasons on stderr)."),
            QStringLiteral("name")},
        {QStringLiteral("period"), tr("With --report or --set-input-tax: 2024-Q1, 2024-H1, 2024-03 or 2024."),
            QStringLiteral("period")},
        {QStringLiteral("out"),
            tr("With --report: the file to write, .csv or .xlsx; with --reminder-run: the CSV file."),
            QStringLiteral("file")},
        {QStringLiteral("reminder-run"),
            tr("Write the reminders the reminder run would propose as of --as-of to the CSV file --out, "
               "from the local copy (with --sync: synchronised first); sends nothing without --send-email. "
               "Columns invoiceNumber, customer, dueDate, daysOverdue, currentLevel, proposedLevel (empty "
               "when nothing is due), fee, currency, note. Exit code 4: some overdue invoices' details are "
               "not current (named; planned from the list only).")},
        {QStringLiteral("as-of"), tr("With --reminder-run: the day, exactly YYYY-MM-DD."),
            QStringLiteral("date")},
        {QStringLiteral("send-email"),
            tr("With --reminder-run as of today: the service e-mails every proposed reminder itself (the "
               "level's text, fee and PDF), one line per invoice (sent, already sent, not sent with the "
               "reason). Exit code 4: some not sent.")},
        {QStringLiteral("import-payments"),
            tr("Import a camt.054 or camt.053 bank file (synchronised first; \"-\" reads standard input, "
               "pipes and FIFOs are read like files): books the payments whose reference names an open "
               "invoice, never suggestions; one line per entry (booked; booked, over-paid; already booked; "
               "needs check; suggested; unmatched; failed). Exit code 0: every credit entry booked in full "
               "or before; 4: some need attention (listed); 2: not a camt file."),
            QStringLiteral("file")},
        {QStringLiteral("dry-run"),
            tr("With --import-payments or a --set-… command: print what would be booked or changed, change "
               "nothing.")},
        {QStringLiteral("set-chf-rates"),
            tr("Keep the monthly CHF rates of the CSV file (\"-\": standard input) in the local copy, as "
               "the window's CHF rates import does: lines CURRENCY;YYYY-MM;RATE, e.g. EUR;2024-03;0.9512."),
            QStringLiteral("file")},
        {QStringLiteral("set-zero-classes"),
            tr("Keep how each product's turnover at 0 % counts in the VAT return, from the CSV file "
               "(\"-\": standard input): lines productKey;class, class one of export, abroad, excluded, "
               "none."),
            QStringLiteral("file")},
        {QStringLiteral("set-vat-method"),
            tr("Keep the account's VAT method: effective, or net-tax-rate:RATE[:RATE2] (e.g. "
               "net-tax-rate:6.2)."),
            QStringLiteral("method")},
        {QStringLiteral("set-input-tax"),
            tr("Keep the input tax of the period (e.g. 2024-Q1) given with --tax-400 and --tax-405."),
            QStringLiteral("period")},
        {QStringLiteral("tax-400"),
            tr("With --set-input-tax: input tax on material and services, as 1234.50."),
            QStringLiteral("amount")},
        {QStringLiteral("tax-405"), tr("With --set-input-tax: input tax on investments, as 1234.50."),
            QStringLiteral("amount")},
    });
}

QString CommandLine::helpText() const
{
    return m_parser.helpText();
}

bool CommandLine::wantsCommand(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const char *arg = argv[i];
        if (std::strcmp(arg, "-h") == 0 || std::strcmp(arg, "-v") == 0 || std::strcmp(arg, "-?") == 0)
            return true;
        if (std::strncmp(arg, "--", 2) != 0)
            continue; // a value, a word (refused by parse()), or one of Qt's own -options
        QString name = QString::fromLocal8Bit(arg + 2);
        name = name.section(QLatin1Char('='), 0, 0);
        bool windowOption = false;
        for (const char *w : windowOptions) {
            if (name == QLatin1String(w))
                windowOption = true;
        }
        if (!windowOption)
            return true;
        if (takesValue(name) && !QString::fromLocal8Bit(arg).contains(QLatin1Char('=')))
            ++i; // its value
    }
    return false;
}

QString CommandLine::checkDay(const QString &text)
{
    static const QRegularExpression isoDay(QStringLiteral("^[0-9]{4}-[0-9]{2}-[0-9]{2}$"));
    const QDate day = QDate::fromString(text, Qt::ISODate);
    if (!isoDay.match(text).hasMatch() || !day.isValid())
        return tr("--as-of \"%1\" is not a date written exactly YYYY-MM-DD.").arg(text);
    if (day > QDate::currentDate())
        return tr("--as-of \"%1\" is in the future: the reminders and figures are as of today or an earlier "
                  "day.")
            .arg(text);
    return {};
}

bool CommandLine::wrong(const QString &message)
{
    m_error = message;
    return false;
}

bool CommandLine::parse(const QStringList &arguments)
{
    m_request = {};
    m_error.clear();
    // A value option at the end, or followed by another option, has no value (QCommandLineParser would
    // take "--sync" as the account in "--account --sync").
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        const QString &arg = arguments.at(i);
        if (!arg.startsWith(QLatin1String("--")) || arg.contains(QLatin1Char('=')))
            continue;
        const QString name = arg.mid(2);
        if (!takesValue(name))
            continue;
        if (i + 1 == arguments.size())
            return wrong(tr("%1: \"%2\" needs a value.").arg(m_program, arg));
        const QString &next = arguments.at(i + 1);
        if (next.startsWith(QLatin1Char('-')) && next != QLatin1String("-"))
            return wrong(tr("%1: \"%2\" needs a value, not the option \"%3\".").arg(m_program, arg, next));
        ++i;
    }
    if (!m_parser.parse(arguments)) {
        const QStringList unknown = m_parser.unknownOptionNames();
        if (!unknown.isEmpty())
            return wrong(
                tr("%1: unknown option \"%2\"; see %1 --help.").arg(m_program, dashed(unknown.first())));
        return wrong(tr("%1: %2").arg(m_program, m_parser.errorText()));
    }
    if (m_parser.isSet(QStringLiteral("help")) || m_parser.isSet(QStringLiteral("help-all"))) {
        m_request.help = true;
        return true;
    }
    if (m_parser.isSet(QStringLiteral("version"))) {
        m_request.version = true;
        return true;
    }
    return check();
}

bool CommandLine::check()
{
    const QCommandLineParser &p = m_parser;
    CliRequest &r = m_request;
    if (const QStringList words = p.positionalArguments(); !words.isEmpty())
        return wrong(tr("%1: unexpected word \"%2\" (options start with --; see %1 --help).")
                         .arg(m_program, words.first()));
    for (const char *v : valueOptions) {
        const QString name = QLatin1String(v);
        if (p.values(name).size() > 1)
            return wrong(tr("%1: \"--%2\" is given %3 times (\"%4\"); give it once.")
                             .arg(m_program, name)
                             .arg(p.values(name).size())
                             .arg(p.values(name).join(QLatin1String("\", \""))));
    }

    // The command.
    QString commandName;
    for (const CommandOption &c : commandOptions) {
        const QString name = QLatin1String(c.name);
        if (!p.isSet(name))
            continue;
        if (!commandName.isEmpty())
            return wrong(tr("%1: --%2 and --%3 cannot go together: run them one after the other.")
                             .arg(m_program, commandName, name));
        commandName = name;
        r.command = c.command;
    }
    r.sync = p.isSet(QStringLiteral("sync"));
    if (r.command == Command::None && r.sync) {
        r.command = Command::Sync;
        commandName = QStringLiteral("sync");
    } else if (r.sync && r.command == Command::ImportPayments) {
        return wrong(
            tr("%1: --import-payments synchronises first by itself: leave out --sync.").arg(m_program));
    } else if (r.sync && r.command != Command::Report && r.command != Command::ReminderRun
        && r.command != Command::None) {
        return wrong(
            tr("%1: --%2 changes only the local copy: run --sync on its own.").arg(m_program, commandName));
    }

    // Options that belong to a command.
    const auto given = [&p](const char *name) {
        return p.isSet(QLatin1String(name));
    };
    const auto needs = [&](const char *option, bool allowed, const QString &where) {
        if (given(option) && !allowed) {
            wrong(tr("%1: --%2 goes with %3.").arg(m_program, QLatin1String(option), where));
            return false;
        }
        return true;
    };
    const Command c = r.command;
    const bool setting = c == Command::SetChfRates || c == Command::SetZeroClasses
        || c == Command::SetVatMethod || c == Command::SetInputTax;
    if (!needs("full", r.sync, QStringLiteral("--sync"))
        || !needs(
            "dry-run", c == Command::ImportPayments || setting, tr("--import-payments or a --set-… command"))
        || !needs("as-of",
            c == Command::ReminderRun
                || (c == Command::Report && p.value(QStringLiteral("report")) == QLatin1String("accounts")),
            tr("--reminder-run or --report accounts"))
        || !needs("send-email", c == Command::ReminderRun, QStringLiteral("--reminder-run"))
        || !needs(
            "period", c == Command::Report || c == Command::SetInputTax, tr("--report or --set-input-tax"))
        || !needs("out", c == Command::Report || c == Command::ReminderRun, tr("--report or --reminder-run"))
        || !needs("tax-400", c == Command::SetInputTax, QStringLiteral("--set-input-tax"))
        || !needs("tax-405", c == Command::SetInputTax, QStringLiteral("--set-input-tax"))
        || !needs("all-accounts", c != Command::None, tr("a command")))
        return false;
    if (c == Command::None && !m_windowProgram)
        return wrong(
            tr("%1: name a command: --sync, --report, --reminder-run, --import-payments or a --set-… "
               "command; see %1 --help.")
                .arg(m_program));

    // Where.
    r.demo = p.isSet(QStringLiteral("demo"));
    r.allAccounts = p.isSet(QStringLiteral("all-accounts"));
    r.profile = p.value(QStringLiteral("profile"));
    r.account = p.value(QStringLiteral("account"));
    if (p.isSet(QStringLiteral("profile")) && r.profile.trimmed().isEmpty())
        return wrong(tr("%1: --profile is empty: name a saved profile.").arg(m_program));
    if (p.isSet(QStringLiteral("base-url"))) {
        const QString text = p.value(QStringLiteral("base-url"));
        if (text.trimmed().isEmpty())
            return wrong(
                tr("%1: --base-url is empty: give the service's address, e.g. https://api.abaninja.ch.")
                    .arg(m_program));
        const QUrl url(text, QUrl::StrictMode);
        const bool web = url.scheme() == QLatin1String("https") || url.scheme() == QLatin1String("http");
        if (!url.isValid() || !web || url.host().isEmpty() || !url.userInfo().isEmpty() || url.hasQuery()
            || url.hasFragment() || text.contains(QRegularExpression(QStringLiteral("\\s"))))
            return wrong(tr("%1: --base-url \"%2\" is not a service address: write it as https://host or "
                            "http://127.0.0.1:PORT.")
                             .arg(m_program, text));
        if (const std::optional<ApiError> refused = ApiClient::checkBaseUrl(url))
            return wrong(tr("%1: --base-url \"%2\": %3").arg(m_program, text, refused->message()));
        r.baseUrl = url;
    }
    static const QRegularExpression uuid(
        QStringLiteral("^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"));
    if (p.isSet(QStringLiteral("account")) && !uuid.match(r.account).hasMatch())
        return wrong(tr("%1: --account \"%2\" is not an account's UUID (like 825c3971-3f5d-4b3e-9d7a-"
                        "1c2b3a4d5e6f).")
                         .arg(m_program, r.account));
    if (r.allAccounts && p.isSet(QStringLiteral("account")))
        return wrong(tr("%1: --account and --all-accounts cannot go together.").arg(m_program));
    if (r.demo) {
        for (const char *other : {"base-url", "profile", "all-accounts"}) {
            if (given(other))
                return wrong(tr("%1: --demo runs its own service with its own accounts: leave out --%2.")
                                 .arg(m_program, QLatin1String(other)));
        }
        if (c != Command::None && !r.contactsService())
            return wrong(tr("%1: --demo keeps its copy only while the command runs: use it with --sync, "
                            "--report --sync, --reminder-run --sync or --import-payments.")
                             .arg(m_program));
    }

    // The command's own values.
    r.full = given("full");
    r.dryRun = given("dry-run");
    r.sendEmail = given("send-email");
    r.out = p.value(QStringLiteral("out"));
    r.period = p.value(QStringLiteral("period"));
    switch (c) {
    case Command::Report: {
        r.report = p.value(QStringLiteral("report"));
        if (r.report == QLatin1String("accounts")) {
            // The accounts overview: one file, one row per account and currency, as of a day.
            if (given("period"))
                return wrong(
                    tr("%1: --report accounts is as of a day: give --as-of YYYY-MM-DD, not --period.")
                        .arg(m_program));
            if (!given("as-of"))
                return wrong(tr("%1: --report accounts needs --as-of YYYY-MM-DD.").arg(m_program));
            r.asOf = p.value(QStringLiteral("as-of"));
            if (const QString problem = checkDay(r.asOf); !problem.isEmpty())
                return wrong(tr("%1: %2").arg(m_program, problem));
            if (r.out.contains(QLatin1String("{account}")) || r.out.contains(QLatin1String("{name}")))
                return wrong(
                    tr("%1: --report accounts writes every account into one file: --out \"%2\" needs "
                       "no {account} or {name}.")
                        .arg(m_program, r.out));
            if (const QString problem =
                    HeadlessReport::check({QStringLiteral("vat"), QStringLiteral("2024"), r.out});
                !problem.isEmpty())
                return wrong(tr("%1: %2").arg(m_program, problem));
            break;
        }
        if (const QString problem = HeadlessReport::check({r.report, r.period, r.out}); !problem.isEmpty())
            return wrong(tr("%1: %2").arg(m_program, problem));
        break;
    }
    case Command::ReminderRun: {
        r.asOf = p.value(QStringLiteral("as-of"));
        if (!given("as-of"))
            return wrong(tr("%1: --reminder-run needs --as-of YYYY-MM-DD.").arg(m_program));
        if (const QString problem = checkDay(r.asOf); !problem.isEmpty())
            return wrong(tr("%1: %2").arg(m_program, problem));
        const QDate day = QDate::fromString(r.asOf, Qt::ISODate);
        if (r.sendEmail && day != QDate::currentDate())
            return wrong(tr("%1: --send-email sends reminders as of today only, not as of \"%2\".")
                             .arg(m_program, r.asOf));
        if (r.out.isEmpty())
            return wrong(tr("%1: --reminder-run needs --out, the CSV file to write.").arg(m_program));
        break;
    }
    case Command::ImportPayments:
    case Command::SetChfRates:
    case Command::SetZeroClasses: {
        r.file = p.value(commandName);
        if (r.file.isEmpty())
            return wrong(tr("%1: --%2 is empty: name the file, or \"-\" for standard input.")
                             .arg(m_program, commandName));
        break;
    }
    case Command::SetVatMethod:
        r.vatMethod = p.value(commandName);
        if (const QString problem = HeadlessSettings::checkVatMethod(r.vatMethod); !problem.isEmpty())
            return wrong(tr("%1: %2").arg(m_program, problem));
        break;
    case Command::SetInputTax:
        r.period = p.value(commandName);
        r.tax400 = p.value(QStringLiteral("tax-400"));
        r.tax405 = p.value(QStringLiteral("tax-405"));
        if (given("period"))
            return wrong(
                tr("%1: --set-input-tax names its period itself (--set-input-tax 2024-Q1): leave out "
                   "--period.")
                    .arg(m_program));
        if (!given("tax-400") || !given("tax-405"))
            return wrong(tr("%1: --set-input-tax needs --tax-400 and --tax-405 (0.00 where there is none).")
                             .arg(m_program));
        if (const QString problem = HeadlessSettings::checkInputTax(r.period, r.tax400, r.tax405);
            !problem.isEmpty())
            return wrong(tr("%1: %2").arg(m_program, problem));
        break;
    case Command::None:
    case Command::Sync:
        break;
    }

    // Where --out goes: one file per account with --all-accounts, and a folder that exists.
    if (!r.out.isEmpty()) {
        const bool perAccount =
            r.out.contains(QLatin1String("{account}")) || r.out.contains(QLatin1String("{name}"));
        if (!r.allAccounts && perAccount)
            return wrong(tr("%1: --out \"%2\": {account} and {name} are replaced only with --all-accounts.")
                             .arg(m_program, r.out));
        if (r.allAccounts && !perAccount && !(c == Command::Report && r.report == QLatin1String("accounts")))
            return wrong(tr("%1: with --all-accounts, --out \"%2\" needs {account} or {name} in it (one file "
                            "per account).")
                             .arg(m_program, r.out));
        const QString folder = QFileInfo(r.out).path();
        if (!folder.contains(QLatin1Char('{')) && !QFileInfo(folder).isDir())
            return wrong(
                tr("%1: --out \"%2\": the folder \"%3\" does not exist.").arg(m_program, r.out, folder));
    }
    return true;
}

QString CommandLine::outFor(const QString &out, const QString &accountUuid, const QString &accountName)
{
    QString name = SafeFileName::make(accountName, {}, accountUuid);
    name.replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral("_"));
    return QString(out)
        .replace(QLatin1String("{account}"), accountUuid)
        .replace(QLatin1String("{name}"), name);
}
