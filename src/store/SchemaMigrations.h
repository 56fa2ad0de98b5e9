#pragma once

#include <QCoreApplication>
#include <QList>
#include <QSqlDatabase>
#include <QStringList>

// The local schema and its history. A file records its version in schema_version; opening it applies
// the missing steps in order, each in its own transaction, so a failed step leaves the previous version
// intact. New steps are appended; an existing step is never edited once released.
class SchemaMigrations
{
    Q_DECLARE_TR_FUNCTIONS(SchemaMigrations)

public:
    struct Step
    {
        int version;
        const char *what; // for the error message
        QStringList statements;
    };

    static const QList<Step> &steps();
    static int latestVersion();
    // 0 for a new, empty file.
    static int currentVersion(const QSqlDatabase &db, bool *ok = nullptr);
    // Brings db up to targetVersion; refuses a file written by a newer InvoiceDesk.
    static bool migrate(QSqlDatabase &db, int targetVersion, QString *error);
};
