#pragma once

#include "secrets/TokenStore.h"

#include <QHash>

// Tokens in memory only: for "use the token for this session only" and for tests. Gone at exit.
class MemoryTokenStore : public TokenStore
{
    Q_OBJECT

public:
    using TokenStore::TokenStore;

    void read(const QString &key, QObject *context, Callback done) override;
    void write(const QString &key, const QString &token, QObject *context, Callback done) override;
    void remove(const QString &key, QObject *context, Callback done) override;

private:
    void deliver(QObject *context, Callback done, Result result);

    QHash<QString, QString> m_tokens;
};
