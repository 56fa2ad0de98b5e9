#pragma once

#include "secrets/TokenStore.h"

// Tokens in the operating system's keychain through QtKeychain (Secret Service on Linux, Keychain on
// macOS, Credential Manager on Windows), service "InvoiceDesk". There is no plaintext fallback: when no
// keychain works, the caller hears NoKeychain in words and decides (retry, or memory for this session).
class KeychainTokenStore : public TokenStore
{
    Q_OBJECT

public:
    explicit KeychainTokenStore(QObject *parent = nullptr, QString service = QStringLiteral("InvoiceDesk"));

    void read(const QString &key, QObject *context, Callback done) override;
    void write(const QString &key, const QString &token, QObject *context, Callback done) override;
    void remove(const QString &key, QObject *context, Callback done) override;

private:
    QString m_service;
};
