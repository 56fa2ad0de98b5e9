#include "headless/CliRunner.h"

#include "headless/HeadlessPaymentImport.h"
#include "headless/HeadlessReminderRun.h"
#include "headless/HeadlessReport.h"
#include "headless/HeadlessSettings.h"
#include "reports/AccountsOverview.h"
#include "reports/ReportExport.h"
#include "session/HeadlessSync.h"
#include "session/ProfileSettings.h"
#include "session/SignalQuit.h"

#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <algorithm>
#include <cstdio>

namespace {

using Command = CliRequest::Command;

// The most read from standard input or a pipe: a bank file as much as the camt reader takes (XmlLimits),
// a CSV of settings far more than any account has rates or products.
constexpr qint64 maxBankFileBytes = 128 * 1024 * 1024;
constexpr qint64 maxCsvBytes = 16 * 1024 * 1024;

// A file named on the command line, read whole when it is standard input, a pipe or a FIFO (they cannot
// be read twice), or when `always`. nullopt with the reason in *error; an empty optional data with a
// regular file the command reads itself.
struct Input
{
    QString name; // for messages
    std::optional<QByteArray> data;
};

std::optional<Input> readInput(const QString &file, qint64 maxBytes, bool always, QString *error)
{
    Input input;
    QFile f;
    if (file == QLatin1String("-")) {
        input.name = CliRunner::tr("standard input");
        if (!f.open(stdin, QIODevice::ReadOnly)) {
            *error = CliRunner::tr("standard input cannot be read: %1").arg(f.errorString());
            return std::nullopt;
        }
    } else {
        input.name = file;
        const QFileInfo info(file);
        if (info.isFile() && !always)
            return input; // read by the command itself (its size is checked before)
        f.setFileName(file);
        if (!f.open(QIODevice::ReadOnly)) {
            *error = CliRunner::tr("\"%1\" cannot be read: %2").arg(file, f.errorString());
            return std::nullopt;
        }
        if (!f.isSequential() && f.size() > maxBytes) {
            *error =
                CliRunner::tr("\"%1\" is larger than %2 MB: refused unread.").arg(file).arg(maxBytes >> 20);
            return std::nullopt;
        }
    }
    QByteArray bytes;
    char chunk[64 * 1024];
    for (;;) {
        const qint64 n = f.read(chunk, sizeof chunk);
        if (n < 0) {
            *error = CliRunner::tr("%1 cannot be read: %2").arg(input.name, f.errorString());
            return std::nullopt;
        }
        if (n == 0)
            break;
        bytes.append(chunk, n);
        if (bytes.size() > maxBytes) {
            *error = CliRunner::tr("%1 is larger than %2 MB: refused.").arg(input.name).arg(maxBytes >> 20);
            return std::nullopt;
        }
    }
    input.data = bytes;
    return input;
}

// What an exit code says, for the summary line of --all-accounts (a scripting contract: not translated).
QString meaning(int code)
{
    switch (code) {
    case 0:
        return QStringLiteral("done");
    case 1:
        return QStringLiteral("failed");
    case 2:
        return QStringLiteral("wrong use");
    case 3:
        return QStringLiteral("signing in failed");
    case 4:
        return QStringLiteral("partly done");
    default:
        return code > 128 ? QStringLiteral("ended by signal %1").arg(code - 128) : QStringLiteral("failed");
    }
}

// The command for one account: `account` empty means the one the options name; `out` with the
// placeholders replaced; `token` the one signed in with (empty: looked up).
int runOne(const CliRequest &r, const QString &account, const QString &token, const QString &out,
    const std::optional<Input> &input, QTextStream &stdOut, QTextStream &stdErr, bool *skipped = nullptr)
{
    const HeadlessSync::Options sync {r.demo, r.profile, r.baseUrl, account, r.full, token};
    const auto onLocalCopy = [&](const std::function<int(const QString &, const QString &)> &command) {
        QString dataDir;
        QString accountUuid;
        if (const int code = HeadlessSync::localCopy(sync, &dataDir, &accountUuid, stdErr))
            return code;
        return command(dataDir, accountUuid);
    };
    const QByteArray data = input && input->data ? *input->data : QByteArray();
    switch (r.command) {
    case Command::None:
        return 0;
    case Command::Sync:
        return HeadlessSync::run(sync, stdOut, stdErr);
    case Command::Report: {
        const HeadlessReport::Options wanted {r.report, r.period, out};
        if (!r.sync) {
            return onLocalCopy([&](const QString &dataDir, const QString &accountUuid) {
                return HeadlessReport::run(wanted, dataDir, accountUuid, stdOut, stdErr);
            });
        }
        // The synchronisation mirrors the details too; the report names any it could not fetch.
        return HeadlessSync::run(sync, stdOut, stdErr, [&](const ApiConfig &config, const QString &dataDir) {
            return HeadlessReport::run(wanted, dataDir, config.accountUuid, stdOut, stdErr);
        });
    }
    case Command::ReminderRun: {
        if (r.sync) {
            const int synced = HeadlessSync::run(sync, stdOut, stdErr);
            if (synced != 0 && synced != HeadlessSync::PartialExitCode)
                return synced;
        }
        return HeadlessReminderRun::run({sync, r.asOf, out, r.sync, r.sendEmail}, stdOut, stdErr);
    }
    case Command::ImportPayments:
        return HeadlessPaymentImport::run(
            sync, input->name, input->data ? &*input->data : nullptr, r.dryRun, stdOut, stdErr, skipped);
    case Command::SetChfRates:
        return onLocalCopy([&](const QString &dataDir, const QString &accountUuid) {
            return HeadlessSettings::setChfRates(dataDir, accountUuid, data, r.dryRun, stdOut, stdErr);
        });
    case Command::SetZeroClasses:
        return onLocalCopy([&](const QString &dataDir, const QString &accountUuid) {
            return HeadlessSettings::setZeroClasses(dataDir, accountUuid, data, r.dryRun, stdOut, stdErr);
        });
    case Command::SetVatMethod:
        return onLocalCopy([&](const QString &dataDir, const QString &accountUuid) {
            return HeadlessSettings::setVatMethod(
                dataDir, accountUuid, r.vatMethod, r.dryRun, stdOut, stdErr);
        });
    case Command::SetInputTax:
        return onLocalCopy([&](const QString &dataDir, const QString &accountUuid) {
            return HeadlessSettings::setInputTax(
                dataDir, accountUuid, r.period, r.tax400, r.tax405, r.dryRun, stdOut, stdErr);
        });
    }
    return 1;
}

int runAll(const CliRequest &r, const std::optional<Input> &input, QTextStream &out, QTextStream &err)
{
    HeadlessSync::SignedIn signedIn;
    if (const int code = HeadlessSync::signIn({false, r.profile, r.baseUrl, {}, r.full, {}}, &signedIn, err))
        return code;
    if (signedIn.accounts.isEmpty()) {
        err << CliRunner::tr("The token reads no account: nothing was done.") << Qt::endl;
        return 1;
    }
    // {name}: two accounts whose names give the same file name get their UUID's start added, so that
    // one's file never replaces the other's.
    QHash<QString, int> sameName;
    for (const Account &a : signedIn.accounts)
        ++sameName[CommandLine::outFor(QStringLiteral("{name}"), a.uuid, a.name)];
    // The summary lines go where the command's own lines do not: stderr for the bank import, whose
    // stdout is one line per entry.
    QTextStream &summary = r.command == Command::ImportPayments ? err : out;
    int highest = 0;
    int imported = 0; // accounts a bank file was about
    for (const Account &a : signedIn.accounts) {
        QString name = a.name;
        if (sameName.value(CommandLine::outFor(QStringLiteral("{name}"), a.uuid, a.name)) > 1)
            name += QLatin1Char(' ') + a.uuid.left(8);
        const QString file = CommandLine::outFor(r.out, a.uuid, name);
        // A bank file is about one account's bank account: the others skip it.
        bool skipped = false;
        const int code = runOne(r, a.uuid, signedIn.config.token, file, input, out, err,
            r.command == Command::ImportPayments ? &skipped : nullptr);
        if (!skipped && r.command == Command::ImportPayments)
            ++imported;
        QString shownName = a.name;
        shownName.replace(QLatin1Char('\t'), QLatin1Char(' ')).replace(QLatin1Char('\n'), QLatin1Char(' '));
        summary << QStringList {QStringLiteral("account"), a.uuid, shownName, QString::number(code),
            skipped ? QStringLiteral("skipped, not its bank file") : meaning(code)}
                       .join(QLatin1Char('\t'))
                << Qt::endl;
        highest = std::max(highest, code);
        if (SignalQuit::lastSignal())
            break; // the accounts after this one are not started
    }
    if (r.command == Command::ImportPayments && imported == 0 && !SignalQuit::lastSignal()) {
        err << CliRunner::tr("None of the accounts the token reads has the bank account this file is about: "
                             "nothing was booked.")
            << Qt::endl;
        highest = std::max(highest, HeadlessPaymentImport::NotAllBookedExitCode);
    }
    return highest;
}

// --report accounts: one file with a row per account (and currency), the accounts synchronised first with
// --sync. 0 written; 4 written, but a copy is partly synchronised (named); 1 not written; else the
// synchronisation's or the sign-in's code.
int runAccountsReport(const CliRequest &r, QTextStream &out, QTextStream &err)
{
    struct Target
    {
        QString uuid;
        QString name;
    };
    QList<Target> targets;
    QString token;
    if (r.allAccounts) {
        HeadlessSync::SignedIn signedIn;
        if (const int code =
                HeadlessSync::signIn({false, r.profile, r.baseUrl, {}, r.full, {}}, &signedIn, err))
            return code;
        for (const Account &a : signedIn.accounts)
            targets << Target {a.uuid, a.name};
        token = signedIn.config.token;
    } else {
        const Profile profile = HeadlessSync::resolveProfile(r.profile, r.baseUrl, r.account);
        targets << Target {r.account.isEmpty() ? profile.accountUuid : r.account, profile.accountName};
    }
    const QDate day = QDate::fromString(r.asOf, Qt::ISODate);
    QList<AccountOverview> rows;
    int code = 0;
    QStringList partial;
    for (const Target &t : std::as_const(targets)) {
        const HeadlessSync::Options sync {r.demo, r.profile, r.baseUrl, t.uuid, r.full, token};
        const auto readCopy = [&](const QString &dataDir, const QString &accountUuid) {
            const QString name = t.name.isEmpty() ? accountUuid : t.name;
            QString error;
            const QList<AccountOverview> account =
                AccountsOverview::read(dataDir, accountUuid, name, day, &error);
            if (!error.isEmpty()) {
                err << CliRunner::tr("%1: the local copy could not be read: %2").arg(accountUuid, error)
                    << Qt::endl;
                return 1;
            }
            if (!account.isEmpty() && account.first().partial)
                partial << name;
            rows << account;
            return 0;
        };
        if (r.sync) {
            // The copy is read where the synchronisation left it (with --demo a folder that is removed
            // when the synchronisation ends). Its summary on stderr: stdout says what was written.
            bool read = false;
            const int synced =
                HeadlessSync::run(sync, err, err, [&](const ApiConfig &config, const QString &dataDir) {
                    read = true;
                    return readCopy(dataDir, config.accountUuid);
                });
            if (SignalQuit::lastSignal())
                return SignalQuit::exitCode();
            if (read) {
                if (synced != HeadlessSync::PartialExitCode)
                    code = std::max(code, synced);
            } else {
                err << CliRunner::tr("%1 (%2): not synchronised, its row is left out.").arg(t.name, t.uuid)
                    << Qt::endl;
                code = std::max(code, synced);
            }
            continue;
        }
        QString dataDir;
        QString accountUuid;
        if (const int local = HeadlessSync::localCopy(sync, &dataDir, &accountUuid, err))
            return local;
        code = std::max(code, readCopy(dataDir, accountUuid));
    }
    const ReportTable table = AccountsOverview::table(rows, day);
    QString error;
    const bool written = r.out.endsWith(QLatin1String(".xlsx"), Qt::CaseInsensitive)
        ? ReportExport::writeXlsx(table, r.out, &error)
        : ReportExport::writeCsv(table, r.out, &error);
    if (!written) {
        err << error << Qt::endl;
        return 1;
    }
    out << CliRunner::tr("%1: %n row(s) written to %2.", nullptr, int(table.rows.size()))
               .arg(table.title, r.out)
        << Qt::endl;
    if (!partial.isEmpty()) {
        err << CliRunner::tr("Only partly synchronised, the figures may be incomplete: %1")
                   .arg(partial.join(QLatin1String(", ")))
            << Qt::endl;
        code = std::max(code, HeadlessSync::PartialExitCode);
    }
    return code;
}

} // namespace

void CliRunner::installTranslations(QCoreApplication &app)
{
    const QString chosen = ProfileSettings().uiLanguage();
    const QLocale locale = chosen.isEmpty() ? QLocale() : QLocale(chosen);
    if (!chosen.isEmpty())
        QLocale::setDefault(QLocale(chosen + QStringLiteral("_CH")));
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    auto *own = new QTranslator(&app);
    if (own->load(locale, QStringLiteral("invoicedesk"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(own);
}

std::optional<int> CliRunner::run(const QString &program, const QStringList &arguments, bool windowProgram)
{
    QTextStream out(stdout);
    QTextStream err(stderr);
    CommandLine commandLine(program, windowProgram);
    if (!commandLine.parse(arguments)) {
        err << commandLine.error() << Qt::endl;
        return CommandLine::WrongUseExitCode;
    }
    const CliRequest &request = commandLine.request();
    if (request.help) {
        out << commandLine.helpText();
        return 0;
    }
    if (request.version) {
        out << program << ' ' << QCoreApplication::applicationVersion() << Qt::endl;
        return 0;
    }
    if (request.command == Command::None && windowProgram)
        return std::nullopt;
    return run(request, out, err);
}

int CliRunner::run(const CliRequest &request, QTextStream &out, QTextStream &err)
{
    // The bank file or CSV first: standard input and pipes are read whole before anything is contacted.
    std::optional<Input> input;
    const bool bankFile = request.command == Command::ImportPayments;
    if (bankFile || request.command == Command::SetChfRates || request.command == Command::SetZeroClasses) {
        QString error;
        input = readInput(request.file, bankFile ? maxBankFileBytes : maxCsvBytes, !bankFile, &error);
        if (!input) {
            err << tr("--%1: %2")
                       .arg(bankFile                                     ? QStringLiteral("import-payments")
                               : request.command == Command::SetChfRates ? QStringLiteral("set-chf-rates")
                                                                         : QStringLiteral("set-zero-classes"),
                           error)
                << Qt::endl;
            return CommandLine::WrongUseExitCode;
        }
    }

    // From here a signal ends every wait at once (QCoreApplication::exit ends the event loops running and
    // any started later); each step looks at SignalQuit::lastSignal() before it writes, books or sends.
    SignalQuit signalQuit;
    QObject::connect(&signalQuit, &SignalQuit::received, &signalQuit,
        [](int) { QCoreApplication::exit(SignalQuit::exitCode()); });

    const bool accountsReport =
        request.command == Command::Report && request.report == QLatin1String("accounts");
    const int code = accountsReport ? runAccountsReport(request, out, err)
        : request.allAccounts       ? runAll(request, input, out, err)
                                    : runOne(request, request.account, {}, request.out, input, out, err);
    // What was handed to deleteLater() in a wait a signal ended is deleted now: after
    // QCoreApplication::exit no event loop runs to do it.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    if (SignalQuit::lastSignal()) {
        err << tr("Ended by signal %1: what was under way was cancelled; the local copy keeps what was "
                  "stored before.")
                   .arg(SignalQuit::lastSignal())
            << Qt::endl;
        return SignalQuit::exitCode();
    }
    return code;
}
