#pragma once

#include <QObject>

class QSocketNotifier;

// Turns SIGTERM, SIGINT and SIGHUP (logout, shutdown, `kill`, Ctrl+C) into a signal on the event loop, so
// the program ends the way it does when the user quits: jobs stopped, the local copy closed, the demo
// service stopped, unsaved work kept. The handler only writes the signal's number to a socket pair (the
// one thing safe to do there); a QSocketNotifier reads it on this object's thread. One instance per
// process; the handlers go back to the default when it is destroyed.
class SignalQuit : public QObject
{
    Q_OBJECT

public:
    explicit SignalQuit(QObject *parent = nullptr);
    ~SignalQuit() override;

    // False when the socket pair could not be made (the signals then end the program at once).
    bool isInstalled() const { return m_notifier != nullptr; }
    // The last signal received by any instance in this process (0: none): the headless commands look
    // at it after each wait, so that nothing more is written or sent once one asked them to end.
    static int lastSignal();
    // The exit code of a program ended by that signal as a shell reports it (128 + its number: 130 for
    // SIGINT, 143 for SIGTERM); 0 when none was received.
    static int exitCode() { return lastSignal() ? 128 + lastSignal() : 0; }

signals:
    // On this object's thread, once per signal received.
    void received(int signalNumber);

private:
    void readSignals();

    QSocketNotifier *m_notifier = nullptr;
};
