#include "secrets/TokenStore.h"

#include <QEventLoop>

QString TokenStore::keyFor(const QString &profile, const QString &accountUuid)
{
    return profile + QLatin1Char('/') + accountUuid;
}

namespace {

template<typename Start> TokenStore::Result waitFor(Start start)
{
    QEventLoop loop;
    TokenStore::Result result;
    bool done = false;
    start(&loop, [&](const TokenStore::Result &r) {
        result = r;
        done = true;
        loop.quit();
    });
    if (!done)
        loop.exec();
    return result;
}

} // namespace

TokenStore::Result TokenStore::readBlocking(const QString &key)
{
    return waitFor([&](QObject *ctx, Callback cb) { read(key, ctx, std::move(cb)); });
}

TokenStore::Result TokenStore::writeBlocking(const QString &key, const QString &token)
{
    return waitFor([&](QObject *ctx, Callback cb) { write(key, token, ctx, std::move(cb)); });
}

TokenStore::Result TokenStore::removeBlocking(const QString &key)
{
    return waitFor([&](QObject *ctx, Callback cb) { remove(key, ctx, std::move(cb)); });
}
