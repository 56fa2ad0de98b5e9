#pragma once

#include "headless/CommandLine.h"

#include <QCoreApplication>
#include <QTextStream>

#include <optional>

// Runs what a command line asks for without a window: invoicedesk-cli's whole program, and invoicedesk's
// when it is given a command. One account (--account, the profile's, or the only one the token reads) or
// every account the token reads (--all-accounts: one after the other, one summary line each, the exit
// code the highest of the accounts'). SIGINT, SIGTERM and SIGHUP end the waits (a running
// synchronisation is cancelled between pages, nothing more is written, booked or sent) and the exit code
// is 128 + the signal (130, 143, 129). A bank file or CSV named "-" is standard input; pipes and FIFOs
// are read whole before anything else runs (a signal during that read ends the program at once: nothing
// is open yet).
class CliRunner
{
    Q_DECLARE_TR_FUNCTIONS(CliRunner)

public:
    // The user's language as the window keeps it (Settings), else the system's.
    static void installTranslations(QCoreApplication &app);

    // Parses `arguments` (the program first) by CommandLine's contract and runs the command. nullopt when
    // `windowProgram` and no command is given (the window opens); else the exit code (help and version
    // printed: 0; wrong use: 2 with its line on stderr).
    static std::optional<int> run(const QString &program, const QStringList &arguments, bool windowProgram);

    // One request, parsed and checked.
    static int run(const CliRequest &request, QTextStream &out, QTextStream &err);
};
