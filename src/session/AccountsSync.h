#pragma once

#include "session/AccountDirectory.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

class BatchTracker;
class SignInTokens;

// "Synchronise all": every account given, a few at a time, each through the same two halves as the
// window's session and `--sync` (SyncController for the document lists, then CopyMirror for addresses,
// products, settings and details), each with its own API client and its account's copy. Every account
// is followed by a BatchTracker (the Background work panel shows it): its two halves as items, or the
// reason it failed. A failing account does not stop the others. GUI-free; runs on the caller's thread
// (the list sync on its worker thread, as always).
class AccountsSync : public QObject
{
    Q_OBJECT

public:
    // `tokens` reads the saved profiles' tokens (the demo's accounts carry theirs).
    explicit AccountsSync(SignInTokens *tokens, QObject *parent = nullptr);
    ~AccountsSync() override;

    // Accounts at most this many at once (2 by default).
    void setConcurrency(int accounts);
    // Queues the accounts not already queued or under way; starts as many as allowed.
    void start(const QList<KnownAccount> &accounts);
    // Ends every run now (what whole pages brought stays); the queued ones are not started.
    void cancel();
    bool isRunning() const { return !m_queue.isEmpty() || !m_running.isEmpty(); }

signals:
    // A tracker for the Background work panel (whoever shows it takes it; else it stays a child here).
    void trackerCreated(BatchTracker *tracker);
    void accountStarted(const QString &key);
    // ok: synchronised (fully, or partly with `message` naming what is missing); else `message` says why not.
    void accountFinished(const QString &key, bool ok, const QString &message);
    void finished();

private:
    struct Run;
    void startNext();
    void runWithToken(const KnownAccount &account, const QString &token);
    void end(const QString &key, bool ok, const QString &message);

    SignInTokens *m_tokens;
    int m_concurrency = 2;
    QList<KnownAccount> m_queue;
    QHash<QString, Run *> m_running;
};
