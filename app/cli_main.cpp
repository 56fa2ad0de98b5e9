// invoicedesk-cli: InvoiceDesk's commands for scripts and servers, without a window. It links neither Qt
// Widgets nor Qt GUI (the commands live in the GUI-free layers below the views), so it runs where no
// display and no graphics libraries are. The contract (options, wrong use, exit codes) is
// headless/CommandLine.h; invoicedesk accepts the same commands.
#include "headless/CliRunner.h"

#include <QCoreApplication>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("InvoiceDesk"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("invoicedesk.ch"));
    QCoreApplication::setApplicationName(QStringLiteral("InvoiceDesk"));
    QCoreApplication::setApplicationVersion(QStringLiteral(INVOICEDESK_VERSION));
    CliRunner::installTranslations(app);
    return *CliRunner::run(QStringLiteral("invoicedesk-cli"), QCoreApplication::arguments(), false);
}
