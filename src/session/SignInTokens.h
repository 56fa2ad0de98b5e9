#pragma once

#include "secrets/TokenStore.h"
#include "session/Profile.h"

#include <QObject>

class KeychainTokenStore;
class TokenSource;

// The window's tokens: the system keychain and TokenSource's rule over it (INVOICEDESK_TOKEN, then the
// token kept for this session, then the keychain), made here so the widgets never build a secrets store.
// Every answer arrives once, on `context`'s thread, and not at all once `context` is gone.
class SignInTokens : public QObject
{
    Q_OBJECT

public:
    explicit SignInTokens(QObject *parent = nullptr);

    void read(const Profile &profile, QObject *context, TokenStore::Callback done);
    // Into the keychain only.
    void save(const Profile &profile, const QString &token, QObject *context, TokenStore::Callback done);
    // In memory until the app ends: only on the user's explicit choice, when the keychain refused.
    void keepForSession(const Profile &profile, const QString &token);

private:
    KeychainTokenStore *m_keychain;
    TokenSource *m_tokens;
};
