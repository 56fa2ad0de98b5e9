#include "session/SignalQuit.h"

#include <QLoggingCategory>
#include <QSocketNotifier>

#include <fcntl.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>

Q_LOGGING_CATEGORY(lcSignals, "invoicedesk.signals")

namespace {

int sockets[2] = {-1, -1};
int lastReceived = 0; // the last signal read (on the thread of the instance)
constexpr int handled[] = {SIGTERM, SIGINT, SIGHUP};

extern "C" void writeSignal(int signalNumber)
{
    const int saved = errno;
    const unsigned char byte = static_cast<unsigned char>(signalNumber);
    [[maybe_unused]] const ssize_t n = ::write(sockets[0], &byte, 1);
    errno = saved;
}

} // namespace

SignalQuit::SignalQuit(QObject *parent)
    : QObject(parent)
{
    if (sockets[0] >= 0 || ::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sockets) != 0) {
        qCWarning(lcSignals) << "signals end the program at once: no socket pair";
        return;
    }
    // A full socket must never block the handler; a lost byte only loses a repeated signal.
    ::fcntl(sockets[0], F_SETFL, ::fcntl(sockets[0], F_GETFL) | O_NONBLOCK);
    m_notifier = new QSocketNotifier(sockets[1], QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &SignalQuit::readSignals);
    struct sigaction action = {};
    action.sa_handler = writeSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (int signalNumber : handled)
        ::sigaction(signalNumber, &action, nullptr);
}

SignalQuit::~SignalQuit()
{
    if (!m_notifier)
        return;
    for (int signalNumber : handled)
        std::signal(signalNumber, SIG_DFL);
    delete m_notifier;
    ::close(sockets[0]);
    ::close(sockets[1]);
    sockets[0] = sockets[1] = -1;
}

int SignalQuit::lastSignal()
{
    return lastReceived;
}

void SignalQuit::readSignals()
{
    unsigned char bytes[16];
    const ssize_t n = ::read(sockets[1], bytes, sizeof bytes);
    for (ssize_t i = 0; i < n; ++i) {
        qCInfo(lcSignals) << "signal" << int(bytes[i]) << "received: quitting";
        lastReceived = int(bytes[i]);
        emit received(int(bytes[i]));
    }
}
