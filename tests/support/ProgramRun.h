#pragma once

// The real program run as a script would run it: in its own HOME (so its settings and local copy are the
// test's), English, with the token in INVOICEDESK_TOKEN; its exit code and what it printed. Header-only
// (the sandbox's tests include the support folder too and never link client code).

#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

struct ProgramRun
{
    int code = -1; // -1: it did not end within two minutes, or crashed
    QString out;
    QString err;

    static ProgramRun run(
        const QString &program, const QStringList &arguments, const QTemporaryDir &home, const QString &token)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("HOME"), home.path());
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), home.filePath(QStringLiteral("cache")));
        env.insert(QStringLiteral("INVOICEDESK_TOKEN"), token);
        env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
        p.setProcessEnvironment(env);
        p.start(program, arguments);
        if (!p.waitForFinished(120000))
            return {};
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
    }
};
