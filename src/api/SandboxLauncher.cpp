#include "api/SandboxLauncher.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QTimer>

namespace {
const QByteArray readyPrefix = QByteArrayLiteral("INVOICEDESK_SANDBOX ");
}

SandboxLauncher::SandboxLauncher(QObject *parent)
    : QObject(parent)
{
    m_process.setProcessChannelMode(QProcess::SeparateChannels);
    m_process.setReadChannel(QProcess::StandardOutput);
    connect(&m_process, &QProcess::readyReadStandardOutput, this, &SandboxLauncher::readOutput);
    // The sandbox logs every request on stderr: keep only the tail, for the message if it fails to start.
    connect(&m_process, &QProcess::readyReadStandardError, this,
        [this] { m_errorTail = (m_errorTail + m_process.readAllStandardError()).right(4096); });
    connect(&m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError) {
        if (!m_ready)
            fail(tr("The demo server could not be started: %1").arg(m_process.errorString()));
    });
    connect(&m_process, &QProcess::finished, this, [this](int code, QProcess::ExitStatus) {
        if (!m_ready) {
            const QString err =
                QString::fromLocal8Bit(m_errorTail + m_process.readAllStandardError()).trimmed();
            fail(tr("The demo server stopped before it was ready (exit code %1). %2").arg(code).arg(err));
        }
    });
}

SandboxLauncher::~SandboxLauncher()
{
    stop();
}

QString SandboxLauncher::findExecutable()
{
    const QString fromEnv = qEnvironmentVariable("INVOICEDESK_SANDBOX");
    if (!fromEnv.isEmpty() && QFileInfo(fromEnv).isExecutable())
        return fromEnv;
    const QString name = QStringLiteral("invoicedesk-sandbox");
    const QString appDir = QCoreApplication::applicationDirPath();
    for (const QString &candidate :
        {appDir + QLatin1Char('/') + name, appDir + QStringLiteral("/../sandbox/") + name,
            appDir + QStringLiteral("/../../sandbox/") + name}) {
        if (QFileInfo(candidate).isExecutable())
            return QDir::cleanPath(candidate);
    }
    return QStandardPaths::findExecutable(name);
}

void SandboxLauncher::start(const QStringList &arguments)
{
    const QString program = findExecutable();
    if (program.isEmpty()) {
        QMetaObject::invokeMethod(
            this, [this] { fail(tr("The demo server (invoicedesk-sandbox) is not installed.")); },
            Qt::QueuedConnection);
        return;
    }
    // Without a session's runtime folder (cron, a service) Qt's platform layer in the server makes one in
    // the temporary folder ($TMPDIR/runtime-$USER) and leaves it there: give it one inside its data
    // folder instead, which goes with the data.
    const qsizetype data = arguments.indexOf(QStringLiteral("--data"));
    if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR") && data >= 0 && data + 1 < arguments.size()) {
        const QString runtime = arguments.at(data + 1) + QStringLiteral("/runtime");
        if (QDir().mkpath(runtime)) {
            QFile::setPermissions(
                runtime, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtime);
            m_process.setProcessEnvironment(env);
        }
    }
    // The server ends when this process goes, even by `kill -9` (no destructor runs then).
    m_process.start(program,
        QStringList(arguments) << QStringLiteral("--parent-pid")
                               << QString::number(QCoreApplication::applicationPid()));
}

bool SandboxLauncher::startAndWait(const QStringList &arguments, int timeoutMs, QString *error)
{
    // An event loop, not a blocking read: a headless run's SIGINT or SIGTERM (SignalQuit, which calls
    // QCoreApplication::exit and so ends every running loop) also ends this wait, however slowly the
    // demo server starts.
    QString message;
    QEventLoop loop;
    connect(this, &SandboxLauncher::ready, &loop, &QEventLoop::quit);
    connect(this, &SandboxLauncher::failed, &loop, [&message, &loop](const QString &m) {
        message = m;
        loop.quit();
    });
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    start(arguments);
    if (!m_ready && !m_failed)
        loop.exec();
    if (!m_ready && message.isEmpty())
        message = tr("The demo server did not get ready in time.");
    if (error)
        *error = message;
    return m_ready;
}

void SandboxLauncher::stop()
{
    if (m_process.state() == QProcess::NotRunning)
        return;
    m_process.disconnect(this);
    m_process.terminate();
    if (!m_process.waitForFinished(3000)) {
        m_process.kill();
        m_process.waitForFinished(1000);
    }
}

void SandboxLauncher::readOutput()
{
    m_buffer += m_process.readAllStandardOutput();
    if (m_ready)
        return;
    qsizetype newline;
    while ((newline = m_buffer.indexOf('\n')) >= 0) {
        const QByteArray line = m_buffer.left(newline).trimmed();
        m_buffer.remove(0, newline + 1);
        if (!line.startsWith(readyPrefix))
            continue;
        const QJsonObject o = QJsonDocument::fromJson(line.mid(readyPrefix.size())).object();
        m_url = QUrl(o.value(QLatin1String("url")).toString());
        m_token = o.value(QLatin1String("token")).toString();
        for (const QJsonValue &a : o.value(QLatin1String("accounts")).toArray())
            m_accounts << a.toString();
        if (!m_url.isValid() || m_token.isEmpty()) {
            fail(tr("The demo server announced itself in a form this version does not understand."));
            return;
        }
        m_ready = true;
        emit ready();
        return;
    }
}

void SandboxLauncher::fail(const QString &message)
{
    if (m_failed || m_ready)
        return;
    m_failed = true;
    emit failed(message);
}
