#include "headless/HeadlessPaymentImport.h"
#include "headless/HeadlessReminderRun.h"
#include "headless/HeadlessReport.h"
#include "session/HeadlessSync.h"
#include "session/ProfileSettings.h"
#include "session/SignalQuit.h"
#include "session/SingleInstance.h"
#include "views/AppController.h"
#include "views/MainWindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QTextStream>
#include <QTranslator>

#include <cstring>
#include <memory>

namespace {

// --sync, --version and --help need no display: decide before any QApplication exists.
bool runsWithoutWindow(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        for (const char *flag :
            {"--sync", "--version", "-v", "--help", "-h", "--help-all", "--reminder-run"}) {
            if (std::strcmp(argv[i], flag) == 0)
                return true;
        }
        if (std::strcmp(argv[i], "--report") == 0 || std::strncmp(argv[i], "--report=", 9) == 0)
            return true;
        if (std::strcmp(argv[i], "--import-payments") == 0
            || std::strncmp(argv[i], "--import-payments=", 18) == 0)
            return true;
    }
    return false;
}

void installTranslations(QCoreApplication &app)
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

} // namespace

int main(int argc, char *argv[])
{
    const bool headless = runsWithoutWindow(argc, argv);
    std::unique_ptr<QCoreApplication> app(
        headless ? new QCoreApplication(argc, argv) : new QApplication(argc, argv));
    QCoreApplication::setOrganizationName(QStringLiteral("InvoiceDesk"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("invoicedesk.ch"));
    QCoreApplication::setApplicationName(QStringLiteral("InvoiceDesk"));
    QCoreApplication::setApplicationVersion(QStringLiteral(INVOICEDESK_VERSION));
    if (!headless)
        QGuiApplication::setDesktopFileName(QStringLiteral("ch.invoicedesk.InvoiceDesk"));
    installTranslations(*app);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "InvoiceDesk: desktop client for the invoicing service."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption demo(QStringLiteral("demo"),
        QCoreApplication::translate("main",
            "Start the bundled demo service and "
            "open its sample account."));
    const QCommandLineOption baseUrl(QStringLiteral("base-url"),
        QCoreApplication::translate("main", "Address of the service."), QStringLiteral("url"));
    const QCommandLineOption profile(QStringLiteral("profile"),
        QCoreApplication::translate("main", "Saved profile to open."), QStringLiteral("name"));
    const QCommandLineOption account(QStringLiteral("account"),
        QCoreApplication::translate("main", "Account to open."), QStringLiteral("uuid"));
    const QCommandLineOption sync(QStringLiteral("sync"),
        QCoreApplication::translate("main",
            "Synchronise without a window: the lists, then addresses, products, bank accounts, the "
            "invoice settings and every invoice's and credit note's details that are new or changed; print a "
            "summary and exit (token from "
            "INVOICEDESK_TOKEN or the keychain). Exit code 0: "
            "done; 1: failed; 2: wrong use, no token or "
            "address refused; 3: signing in failed; 4: partly "
            "done (the summary names what is missing; the "
            "next synchronisation fetches it)."));
    const QCommandLineOption full(QStringLiteral("full"),
        QCoreApplication::translate("main",
            "With --sync: fetch everything again "
            "and remove deleted documents."));
    parser.addOptions({demo, baseUrl, profile, account, sync, full});
    const QCommandLineOption reminderRun(QStringLiteral("reminder-run"),
        QCoreApplication::translate("main",
            "Write the reminders the reminder run would propose as of --as-of to the CSV file --out, from "
            "the local copy (with --sync: synchronised first); sends nothing without --send-email. Columns "
            "invoiceNumber, customer, dueDate, daysOverdue, currentLevel, proposedLevel (empty when "
            "nothing is due), fee, currency, note. Exit code 0: written; 4: written, but some overdue "
            "invoices' details are not current (named; planned from the list only); 2: wrong use."));
    const QCommandLineOption asOf(QStringLiteral("as-of"),
        QCoreApplication::translate("main", "With --reminder-run: the day, as YYYY-MM-DD."),
        QStringLiteral("date"));
    const QCommandLineOption outFile(QStringLiteral("out"),
        QCoreApplication::translate("main",
            "With --reminder-run: the CSV file to write; with --report: the file to write, .csv or .xlsx."),
        QStringLiteral("file"));
    const QCommandLineOption report(QStringLiteral("report"),
        QCoreApplication::translate("main",
            "Write a report from the local copy without a window (with --sync: synchronise first): vat, "
            "open-items or revenue, with --period and --out. Exit code 0: written; 1: failed; 2: wrong "
            "use; 4: written, but the figures are incomplete (the reasons on stderr)."),
        QStringLiteral("name"));
    const QCommandLineOption period(QStringLiteral("period"),
        QCoreApplication::translate("main", "With --report: 2024-Q1, 2024-H1, 2024-03 or 2024."),
        QStringLiteral("period"));
    const QCommandLineOption sendEmail(QStringLiteral("send-email"),
        QCoreApplication::translate("main",
            "With --reminder-run as of today: the service e-mails every proposed reminder itself (the "
            "level's text, fee and PDF), one line per invoice (sent, already sent, not sent with the "
            "reason). Exit code 0: all sent; 4: some not sent."));
    parser.addOptions({reminderRun, asOf, outFile, report, period, sendEmail});
    const QCommandLineOption importPayments(QStringLiteral("import-payments"),
        QCoreApplication::translate("main",
            "Import a camt.054 or camt.053 bank file without a window (synchronised first): books the "
            "payments whose reference names an open invoice, never suggestions; one line per entry "
            "(booked; booked, over-paid; already booked; needs check; suggested; unmatched; failed). Exit "
            "code 0: every credit entry booked in full or booked before; 4: some need attention (listed); "
            "1: failed; 2: wrong use or not a camt file."),
        QStringLiteral("file"));
    const QCommandLineOption dryRun(QStringLiteral("dry-run"),
        QCoreApplication::translate("main", "With --import-payments: match and list only, book nothing."));
    parser.addOptions({importPayments, dryRun});
    parser.process(*app);

    const QUrl url = parser.isSet(baseUrl) ? QUrl::fromUserInput(parser.value(baseUrl)) : QUrl();
    if (parser.isSet(importPayments)) {
        QTextStream out(stdout);
        QTextStream err(stderr);
        return HeadlessPaymentImport::run({false, parser.value(profile), url, parser.value(account), false},
            parser.value(importPayments), parser.isSet(dryRun), out, err);
    }
    if (parser.isSet(reminderRun)) {
        QTextStream out(stdout);
        QTextStream err(stderr);
        if (parser.isSet(sync)) {
            const int synced = HeadlessSync::run(
                {false, parser.value(profile), url, parser.value(account), parser.isSet(full)}, out, err);
            if (synced != 0 && synced != HeadlessSync::PartialExitCode)
                return synced;
        }
        return HeadlessReminderRun::run(
            {parser.value(asOf), parser.value(profile), url, parser.value(account), parser.value(outFile),
                parser.isSet(sync), parser.isSet(sendEmail)},
            out, err);
    }
    if (parser.isSet(report)) {
        QTextStream out(stdout);
        QTextStream err(stderr);
        const HeadlessReport::Options wanted {
            parser.value(report), parser.value(period), parser.value(outFile)};
        if (const QString wrong = HeadlessReport::check(wanted); !wrong.isEmpty()) {
            err << wrong << Qt::endl;
            return HeadlessReport::WrongUseExitCode;
        }
        const HeadlessSync::Options options {
            parser.isSet(demo), parser.value(profile), url, parser.value(account), parser.isSet(full)};
        if (!parser.isSet(sync)) {
            QString dataDir;
            QString accountUuid;
            if (const int code = HeadlessSync::localCopy(options, &dataDir, &accountUuid, err))
                return code;
            return HeadlessReport::run(wanted, dataDir, accountUuid, out, err);
        }
        // The synchronisation mirrors the details too; the report names any it could not fetch.
        return HeadlessSync::run(options, out, err, [&](const ApiConfig &config, const QString &dataDir) {
            return HeadlessReport::run(wanted, dataDir, config.accountUuid, out, err);
        });
    }
    if (parser.isSet(sync)) {
        QTextStream out(stdout);
        QTextStream err(stderr);
        return HeadlessSync::run(
            {parser.isSet(demo), parser.value(profile), url, parser.value(account), parser.isSet(full)}, out,
            err);
    }

    // One window per user: a second launch brings the first one to the front. The demo always opens
    // its own window (it runs its own service).
    SingleInstance instance(SingleInstance::defaultKey());
    if (!parser.isSet(demo) && instance.notifyRunningInstance())
        return 0;

    AppController controller;
    QObject::connect(&instance, &SingleInstance::activationRequested, &controller, [&controller] {
        MainWindow *window = controller.window();
        window->setWindowState((window->windowState() & ~Qt::WindowMinimized) | Qt::WindowActive);
        window->show();
        window->raise();
        window->activateWindow();
    });
    // Logout, shutdown, `kill`, Ctrl+C: leave through the event loop, unsaved work kept.
    SignalQuit quitOnSignal;
    QObject::connect(&quitOnSignal, &SignalQuit::received, &controller, &AppController::quitKeepingWork);
    controller.start({parser.isSet(demo), parser.value(profile), url, parser.value(account)});
    return app->exec();
}
