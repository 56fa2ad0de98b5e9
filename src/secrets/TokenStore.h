#pragma once

#include <QCoreApplication>
#include <QObject>
#include <QString>

#include <functional>

// Where API tokens are kept: the OS keychain (KeychainTokenStore) or, on the user's explicit choice or
// in tests, memory only (MemoryTokenStore). Calls are asynchronous; each ends in exactly one callback,
// never before the call returns, delivered on `context`'s thread (the store's when null) and dropped if
// `context` was destroyed meanwhile, so a closed dialog is never called back.
class TokenStore : public QObject
{
    Q_OBJECT

public:
    enum class Status {
        Ok,
        NotFound, // nothing saved under this key
        NoKeychain, // no keychain service is available on this computer
        Denied, // the user or the system refused access
        Failed, // anything else; see message
    };

    struct Result
    {
        Status status = Status::Failed;
        QString token; // only with Ok on read
        QString message; // in words, for the user; empty with Ok
    };
    using Callback = std::function<void(const Result &)>;

    using QObject::QObject;

    // The key under which a profile's token for an account is kept: "<profile>/<accountUuid>".
    static QString keyFor(const QString &profile, const QString &accountUuid);

    virtual void read(const QString &key, QObject *context, Callback done) = 0;
    virtual void write(const QString &key, const QString &token, QObject *context, Callback done) = 0;
    virtual void remove(const QString &key, QObject *context, Callback done) = 0;

    // Blocking forms for the command line (`invoicedesk --sync`) and tests: they spin a local event
    // loop, so never call them on the GUI thread of a window.
    Result readBlocking(const QString &key);
    Result writeBlocking(const QString &key, const QString &token);
    Result removeBlocking(const QString &key);
};
