#include "secrets/MemoryTokenStore.h"

void MemoryTokenStore::deliver(QObject *context, Callback done, Result result)
{
    // Asynchronous like the keychain, so callers cannot come to rely on an immediate answer.
    QMetaObject::invokeMethod(
        context ? context : this, [done = std::move(done), result] { done(result); }, Qt::QueuedConnection);
}

void MemoryTokenStore::read(const QString &key, QObject *context, Callback done)
{
    const auto it = m_tokens.constFind(key);
    if (it == m_tokens.constEnd())
        deliver(context, std::move(done), {Status::NotFound, {}, tr("No token is kept for %1.").arg(key)});
    else
        deliver(context, std::move(done), {Status::Ok, *it, {}});
}

void MemoryTokenStore::write(const QString &key, const QString &token, QObject *context, Callback done)
{
    m_tokens.insert(key, token);
    deliver(context, std::move(done), {Status::Ok, {}, {}});
}

void MemoryTokenStore::remove(const QString &key, QObject *context, Callback done)
{
    m_tokens.remove(key);
    deliver(context, std::move(done), {Status::Ok, {}, {}});
}
