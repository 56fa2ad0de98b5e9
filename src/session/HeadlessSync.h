#pragma once

#include <QCoreApplication>
#include <QString>
#include <QTextStream>
#include <QUrl>

// `invoicedesk --sync`: one synchronisation without a window, for scripts and benchmarks. The token
// comes from INVOICEDESK_TOKEN or the keychain; the account is the one given or the only one the token
// reaches. Prints a summary; returns the process exit code (0 success).
class HeadlessSync
{
    Q_DECLARE_TR_FUNCTIONS(HeadlessSync)

public:
    struct Options
    {
        bool demo = false;
        QString profile;
        QUrl baseUrl;
        QString account;
        bool full = false;
    };

    static int run(const Options &options, QTextStream &out, QTextStream &err);
};
