#pragma once

#include <QObject>
#include <QUrl>

class SandboxLauncher;

// The bundled demo: the invoicedesk-sandbox with sample data, run on loopback from its own folder
// (kept between runs). Its local copy is one folder too (dataDir()), whatever port the service got, so
// what is kept only locally (CHF rates, 0 % classes, input tax, filed periods, bank-file claims) is
// there at the next start. A demo service seeded afresh has the same uuids with other contents and older
// dates, which an incremental sync would not fetch: the demo profile's local copy starts afresh with it.
// The service ends with this object.
class DemoService : public QObject
{
    Q_OBJECT

public:
    // The profile name the demo is opened under.
    static QString profileName();
    // The demo's local copy, the same at every start.
    static QString dataDir();

    explicit DemoService(QObject *parent = nullptr);

    // Never waits: ready() or failed() follows.
    void start();
    bool isReady() const;
    QUrl url() const;
    QString token() const;
    // The first account of the sample data.
    QString accountUuid() const;

signals:
    void ready();
    void failed(const QString &message);

private:
    SandboxLauncher *m_launcher;
};
