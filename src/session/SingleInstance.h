#pragma once

#include <QObject>
#include <QString>

class QLocalServer;

// One InvoiceDesk window per user: the first instance listens on a local socket named after the user;
// a later launch finds it, asks it to come to the front and exits. A socket left behind by a crashed
// instance is removed and taken over.
class SingleInstance : public QObject
{
    Q_OBJECT

public:
    explicit SingleInstance(const QString &key, QObject *parent = nullptr);
    ~SingleInstance() override;

    // The name for this user ("invoicedesk-<user>"), so two users on one machine do not meet.
    static QString defaultKey();

    // True when another instance answered and was asked to show itself: this one should exit.
    // Otherwise this instance now listens and emits activationRequested() for later launches.
    bool notifyRunningInstance(int timeoutMs = 1000);
    bool isListening() const;

signals:
    void activationRequested();

private:
    bool listen();

    QString m_key;
    QLocalServer *m_server = nullptr;
};
