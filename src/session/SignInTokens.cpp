#include "session/SignInTokens.h"

#include "secrets/KeychainTokenStore.h"
#include "secrets/TokenSource.h"

SignInTokens::SignInTokens(QObject *parent)
    : QObject(parent)
    , m_keychain(new KeychainTokenStore(this))
    , m_tokens(new TokenSource(m_keychain, this))
{ }

void SignInTokens::read(const Profile &profile, QObject *context, TokenStore::Callback done)
{
    m_tokens->read(profile.secretKey(), context,
        [done = std::move(done)](const TokenStore::Result &r, TokenSource::Origin) { done(r); });
}

void SignInTokens::save(
    const Profile &profile, const QString &token, QObject *context, TokenStore::Callback done)
{
    m_tokens->save(profile.secretKey(), token, context, std::move(done));
}

void SignInTokens::keepForSession(const Profile &profile, const QString &token)
{
    m_tokens->keepForSession(profile.secretKey(), token, this, [](const TokenStore::Result &) {});
}
