#include "secrets/TokenSource.h"

#include "secrets/MemoryTokenStore.h"

#include <QEventLoop>
#include <QPointer>

TokenSource::TokenSource(TokenStore *keychain, QObject *parent)
    : QObject(parent)
    , m_keychain(keychain)
    , m_session(new MemoryTokenStore(this))
{
    Q_ASSERT(m_keychain);
}

QString TokenSource::environmentToken()
{
    return qEnvironmentVariable("INVOICEDESK_TOKEN").trimmed();
}

void TokenSource::read(const QString &key, QObject *context, ReadCallback done)
{
    QObject *target = context ? context : this;
    const QString fromEnvironment = environmentToken();
    if (!fromEnvironment.isEmpty()) {
        // Queued like every store answer, so callers see one behaviour whatever the origin.
        QMetaObject::invokeMethod(
            target,
            [done = std::move(done), fromEnvironment] {
                done({TokenStore::Status::Ok, fromEnvironment, {}}, Origin::Environment);
            },
            Qt::QueuedConnection);
        return;
    }
    // The second step runs on `target`, which may outlive this object: hold the keychain weakly.
    const QPointer<TokenStore> keychain = m_keychain;
    m_session->read(key, target, [key, target, keychain, done](const TokenStore::Result &session) {
        if (session.status == TokenStore::Status::Ok) {
            done(session, Origin::Session);
            return;
        }
        if (!keychain) {
            done(session, Origin::None);
            return;
        }
        keychain->read(key, target, [done](const TokenStore::Result &r) {
            done(r, r.status == TokenStore::Status::Ok ? Origin::Keychain : Origin::None);
        });
    });
}

void TokenSource::save(const QString &key, const QString &token, QObject *context, TokenStore::Callback done)
{
    const QString fromEnvironment = environmentToken();
    if (!fromEnvironment.isEmpty() && token.trimmed() == fromEnvironment) {
        QMetaObject::invokeMethod(
            context ? context : this,
            [done = std::move(done)] {
                done({TokenStore::Status::Ok, {}, {}});
            },
            Qt::QueuedConnection);
        return;
    }
    m_keychain->write(key, token, context ? context : this, std::move(done));
}

void TokenSource::keepForSession(
    const QString &key, const QString &token, QObject *context, TokenStore::Callback done)
{
    m_session->write(key, token, context ? context : this, std::move(done));
}

TokenStore::Result TokenSource::readBlocking(const QString &key, Origin *origin)
{
    QEventLoop loop;
    TokenStore::Result result;
    Origin from = Origin::None;
    bool finished = false;
    read(key, &loop, [&](const TokenStore::Result &r, Origin o) {
        result = r;
        from = o;
        finished = true;
        loop.quit();
    });
    if (!finished)
        loop.exec();
    if (origin)
        *origin = from;
    return result;
}
