#pragma once

#include <QObject>
#include <QProcess>
#include <QStringList>
#include <QUrl>

// Starts the bundled invoicedesk-sandbox on loopback and reads its ready line
// (`INVOICEDESK_SANDBOX {"url":...,"token":...,"accounts":[...]}`). Used by `invoicedesk --demo`, the
// "Try the demo" button, the tests and the benchmarks. The process ends with this object.
class SandboxLauncher : public QObject
{
    Q_OBJECT

public:
    explicit SandboxLauncher(QObject *parent = nullptr);
    ~SandboxLauncher() override;

    // $INVOICEDESK_SANDBOX, next to the running program, the build tree's sandbox/, then PATH.
    static QString findExecutable();

    void start(const QStringList &arguments);
    // Blocks until ready or failed: for tests, benchmarks and the headless --sync, never the GUI thread.
    bool startAndWait(const QStringList &arguments, int timeoutMs = 30000, QString *error = nullptr);
    void stop();

    bool isReady() const { return m_ready; }
    QUrl url() const { return m_url; }
    QString token() const { return m_token; }
    QStringList accounts() const { return m_accounts; }
    QProcess *process() { return &m_process; }

signals:
    void ready();
    void failed(const QString &message);

private:
    void readOutput();
    void fail(const QString &message);

    QProcess m_process;
    QByteArray m_buffer;
    QByteArray m_errorTail;
    QUrl m_url;
    QString m_token;
    QStringList m_accounts;
    bool m_ready = false;
    bool m_failed = false;
};
