#include "secrets/KeychainTokenStore.h"

#include <qt6keychain/keychain.h>

#include <QCoreApplication>

namespace {

TokenStore::Result resultOf(const QKeychain::Job *job, const QString &key)
{
    using S = TokenStore::Status;
    switch (job->error()) {
    case QKeychain::NoError:
        return {S::Ok, {}, {}};
    case QKeychain::EntryNotFound:
        return {S::NotFound, {},
            QCoreApplication::translate("KeychainTokenStore", "No token is saved in the keychain for %1.")
                .arg(key)};
    case QKeychain::AccessDenied:
    case QKeychain::AccessDeniedByUser:
        return {S::Denied, {},
            QCoreApplication::translate("KeychainTokenStore",
                "Access to the keychain was refused. Unlock the keychain and try "
                "again.")};
    // On Linux a missing Secret Service is reported as OtherError, not only as NoBackendAvailable.
    case QKeychain::NoBackendAvailable:
    case QKeychain::OtherError:
        return {S::NoKeychain, {},
            QCoreApplication::translate("KeychainTokenStore",
                "No keychain is available on this computer (the Secret Service "
                "is not running or cannot be reached): %1")
                .arg(job->errorString())};
    default:
        return {S::Failed, {},
            QCoreApplication::translate("KeychainTokenStore", "The keychain failed: %1")
                .arg(job->errorString())};
    }
}

template<typename JobType> JobType *makeJob(const QString &service, const QString &key)
{
    auto *job = new JobType(service);
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(key);
    return job;
}

} // namespace

KeychainTokenStore::KeychainTokenStore(QObject *parent, QString service)
    : TokenStore(parent)
    , m_service(std::move(service))
{ }

void KeychainTokenStore::read(const QString &key, QObject *context, Callback done)
{
    auto *job = makeJob<QKeychain::ReadPasswordJob>(m_service, key);
    connect(job, &QKeychain::Job::finished, context ? context : this, [job, key, done](QKeychain::Job *) {
        TokenStore::Result r = resultOf(job, key);
        if (r.status == Status::Ok)
            r.token = job->textData();
        done(r);
    });
    job->start();
}

void KeychainTokenStore::write(const QString &key, const QString &token, QObject *context, Callback done)
{
    auto *job = makeJob<QKeychain::WritePasswordJob>(m_service, key);
    job->setTextData(token);
    connect(job, &QKeychain::Job::finished, context ? context : this,
        [job, key, done](QKeychain::Job *) { done(resultOf(job, key)); });
    job->start();
}

void KeychainTokenStore::remove(const QString &key, QObject *context, Callback done)
{
    auto *job = makeJob<QKeychain::DeletePasswordJob>(m_service, key);
    connect(job, &QKeychain::Job::finished, context ? context : this, [job, key, done](QKeychain::Job *) {
        TokenStore::Result r = resultOf(job, key);
        if (r.status == Status::NotFound)
            r = {Status::Ok, {}, {}}; // removing what is not there leaves the wanted state
        done(r);
    });
    job->start();
}
