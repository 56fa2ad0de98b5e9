#include "session/SingleInstance.h"

#include <QLocalServer>
#include <QLocalSocket>

namespace {
const QByteArray activateMessage = QByteArrayLiteral("activate\n");
}

SingleInstance::SingleInstance(const QString &key, QObject *parent)
    : QObject(parent)
    , m_key(key)
{ }

SingleInstance::~SingleInstance() = default;

QString SingleInstance::defaultKey()
{
    QString user = qEnvironmentVariable("USER");
    if (user.isEmpty())
        user = qEnvironmentVariable("USERNAME");
    return QStringLiteral("invoicedesk-") + (user.isEmpty() ? QStringLiteral("user") : user);
}

bool SingleInstance::notifyRunningInstance(int timeoutMs)
{
    QLocalSocket socket;
    socket.connectToServer(m_key);
    // Runs before the window exists, so a short wait here freezes nothing.
    if (socket.waitForConnected(timeoutMs)) {
        socket.write(activateMessage);
        if (socket.waitForBytesWritten(timeoutMs)) {
            socket.disconnectFromServer();
            return true;
        }
    }
    listen();
    return false;
}

bool SingleInstance::isListening() const
{
    return m_server && m_server->isListening();
}

bool SingleInstance::listen()
{
    m_server = new QLocalServer(this);
    m_server->setSocketOptions(QLocalServer::UserAccessOption);
    if (!m_server->listen(m_key)) {
        // Nobody answered above, so the socket file is a leftover of an instance that crashed.
        QLocalServer::removeServer(m_key);
        if (!m_server->listen(m_key))
            return false; // still one window per launch; nothing the user must act on
    }
    connect(m_server, &QLocalServer::newConnection, this, [this] {
        while (QLocalSocket *socket = m_server->nextPendingConnection()) {
            connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
            connect(socket, &QLocalSocket::readyRead, this, [this, socket] {
                if (socket->readAll().contains(activateMessage.trimmed()))
                    emit activationRequested();
            });
        }
    });
    return true;
}
