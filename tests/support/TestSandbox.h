#pragma once

#include "api/ApiClient.h"
#include "api/ApiError.h"
#include "api/SandboxLauncher.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <memory>
#include <optional>

// A real invoicedesk-sandbox process on loopback with its own data folder, for one test.
class TestSandbox
{
public:
    explicit TestSandbox(const QStringList &extraArguments = {});
    ~TestSandbox();

    bool isReady() const { return m_launcher.isReady(); }
    QString error() const { return m_error; }
    QUrl url() const { return m_launcher.url(); }
    QString token() const { return m_launcher.token(); }
    QStringList accounts() const { return m_launcher.accounts(); }
    QString dataDir() const { return m_dir.path(); }

    ApiConfig config(const QString &account = {}) const;

    // Control routes of the sandbox (/__sandbox/...), blocking.
    QString createToken(
        const QStringList &scopes, const QStringList &accounts, const QString &expiresAt = {});
    void addFault(const QJsonObject &fault);
    void clearFaults();
    // spec or live: how the running sandbox writes its answers from now on.
    void setProfile(const QString &profile);
    // INVOICEDESK_TEST_PROFILE (spec, the default, or live): the profile every TestSandbox starts with.
    static QString profile();
    QJsonObject stats();
    void resetStats();
    void patchInvoice(const QString &account, const QString &uuid, const QJsonObject &fields);
    void deleteInvoice(const QString &account, const QString &uuid);
    // The sandbox as the bank: a camt.054 notification (XML) for the payments of `request`, the body of
    // POST /__sandbox/accounts/{a}/camt054 (sandbox/README.md); the 422 answer's JSON when it is refused.
    QByteArray camt054(const QString &account, const QJsonObject &request);

    // Runs one call of the client's API layer to its end.
    struct Result
    {
        bool ok = false;
        QJsonDocument answer;
        ApiError error;
        int attempts = 0;
    };
    static Result wait(class ApiJob *job, int timeoutMs = 20000);

private:
    QByteArray control(const QByteArray &verb, const QString &path, const QJsonObject &body = {});

    QTemporaryDir m_dir;
    SandboxLauncher m_launcher;
    QString m_error;
};
