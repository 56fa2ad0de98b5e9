#pragma once

#include "secrets/TokenStore.h"

class MemoryTokenStore;

// The app's one rule for where a token comes from: INVOICEDESK_TOKEN if set (for automation: used, never
// saved), else the token kept for this session only, else the keychain. Saving goes to the keychain
// only; keeping in memory happens solely on the user's explicit choice (keepForSession).
// The keychain store is not owned and must outlive this object; the session store is its own.
class TokenSource : public QObject
{
    Q_OBJECT

public:
    enum class Origin {
        None, // no token anywhere; the result says why (NotFound, NoKeychain, ...)
        Environment,
        Session,
        Keychain,
    };
    using ReadCallback = std::function<void(const TokenStore::Result &, Origin)>;

    explicit TokenSource(TokenStore *keychain, QObject *parent = nullptr);

    // INVOICEDESK_TOKEN without surrounding white space; empty when unset.
    static QString environmentToken();

    // Asynchronous like TokenStore: exactly one callback on `context`'s thread (this object's when null),
    // none if it was destroyed.
    void read(const QString &key, QObject *context, ReadCallback done);
    // Into the keychain. The environment's token is answered Ok without being written: it must never
    // end up stored, whatever a caller offers to save.
    void save(const QString &key, const QString &token, QObject *context, TokenStore::Callback done);
    void keepForSession(
        const QString &key, const QString &token, QObject *context, TokenStore::Callback done);

    // For `invoicedesk --sync` only: spins a local event loop, never call it on the GUI thread.
    TokenStore::Result readBlocking(const QString &key, Origin *origin = nullptr);

private:
    TokenStore *m_keychain;
    MemoryTokenStore *m_session;
};
