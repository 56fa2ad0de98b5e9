#include "headless/CliRunner.h"
#include "headless/CommandLine.h"
#include "session/SignalQuit.h"
#include "session/SingleInstance.h"
#include "views/AppController.h"
#include "views/MainWindow.h"

#include <QApplication>
#include <QTextStream>

#include <memory>

int main(int argc, char *argv[])
{
    // A command (--sync, --report …), --help or --version needs no display: decided before any
    // QApplication exists, and run as invoicedesk-cli runs it.
    const bool headless = CommandLine::wantsCommand(argc, argv);
    std::unique_ptr<QCoreApplication> app(
        headless ? new QCoreApplication(argc, argv) : new QApplication(argc, argv));
    QCoreApplication::setOrganizationName(QStringLiteral("InvoiceDesk"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("invoicedesk.ch"));
    QCoreApplication::setApplicationName(QStringLiteral("InvoiceDesk"));
    QCoreApplication::setApplicationVersion(QStringLiteral(INVOICEDESK_VERSION));
    if (!headless)
        QGuiApplication::setDesktopFileName(QStringLiteral("ch.invoicedesk.InvoiceDesk"));
    CliRunner::installTranslations(*app);

    // Qt's own options (-platform, -style …) are gone from the arguments by now.
    if (headless) {
        return CliRunner::run(QStringLiteral("invoicedesk"), QCoreApplication::arguments(), true)
            .value_or(CommandLine::WrongUseExitCode);
    }
    CommandLine commandLine(QStringLiteral("invoicedesk"), true);
    if (!commandLine.parse(QCoreApplication::arguments())) {
        QTextStream(stderr) << commandLine.error() << Qt::endl;
        return CommandLine::WrongUseExitCode;
    }
    const CliRequest &request = commandLine.request();

    // One window per user: a second launch brings the first one to the front. The demo always opens
    // its own window (it runs its own service).
    SingleInstance instance(SingleInstance::defaultKey());
    if (!request.demo && instance.notifyRunningInstance())
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
    controller.start({request.demo, request.profile, request.baseUrl, request.account});
    return app->exec();
}
