#include "session/AccountsSync.h"

#include "api/ApiClient.h"
#include "api/ApiConfig.h"
#include "documents/BatchTracker.h"
#include "session/CopyMirror.h"
#include "session/SignInTokens.h"
#include "sync/SyncController.h"
#include "sync/SyncSummary.h"

#include <QDir>

#include <algorithm>

struct AccountsSync::Run
{
    KnownAccount account;
    QObject *context = nullptr; // the run's client, list sync and mirror; deleting it ends them
    QPointer<BatchTracker> tracker;
    QString partial; // what the lists or the mirror could not bring
};

AccountsSync::AccountsSync(SignInTokens *tokens, QObject *parent)
    : QObject(parent)
    , m_tokens(tokens)
{ }

AccountsSync::~AccountsSync()
{
    cancel();
}

void AccountsSync::setConcurrency(int accounts)
{
    m_concurrency = qMax(1, accounts);
}

void AccountsSync::start(const QList<KnownAccount> &accounts)
{
    for (const KnownAccount &a : accounts) {
        const bool queued = std::any_of(
            m_queue.cbegin(), m_queue.cend(), [&a](const KnownAccount &q) { return q.key() == a.key(); });
        if (!queued && !m_running.contains(a.key()))
            m_queue << a;
    }
    startNext();
}

void AccountsSync::cancel()
{
    m_queue.clear();
    const QList<Run *> runs = m_running.values();
    m_running.clear();
    for (Run *run : runs) {
        delete run->context;
        if (run->tracker && !run->tracker->isFinished())
            run->tracker->abandon(tr("Cancelled."));
        delete run;
    }
}

void AccountsSync::startNext()
{
    while (!m_queue.isEmpty() && m_running.size() < m_concurrency) {
        const KnownAccount account = m_queue.takeFirst();
        auto *run = new Run;
        run->account = account;
        run->context = new QObject(this);
        run->tracker = new BatchTracker(tr("Synchronise %1").arg(account.name()), this);
        m_running.insert(account.key(), run);
        emit trackerCreated(run->tracker);
        run->tracker->beginItems({tr("Document lists"), tr("Addresses, products, settings and details")});
        emit accountStarted(account.key());
        if (!account.demoToken.isEmpty()) {
            runWithToken(account, account.demoToken);
            continue;
        }
        // The token of the profile the account was listed with (one token reaches all its accounts).
        m_tokens->read(account.tokenProfile(), run->context, [this, account](const TokenStore::Result &r) {
            if (r.status == TokenStore::Status::Ok)
                runWithToken(account, r.token);
            else
                end(account.key(), false,
                    r.status == TokenStore::Status::NotFound
                        ? tr("No token is saved for the profile \"%1\".").arg(account.profile.name)
                        : r.message);
        });
    }
    if (m_queue.isEmpty() && m_running.isEmpty())
        emit finished();
}

void AccountsSync::runWithToken(const KnownAccount &account, const QString &token)
{
    Run *run = m_running.value(account.key());
    if (!run)
        return;
    ApiConfig config;
    config.baseUrl = account.profile.serverUrl;
    config.token = token;
    config.accountUuid = account.uuid();
    if (auto refused = ApiClient::checkBaseUrl(config.baseUrl)) {
        end(account.key(), false, refused->message());
        return;
    }
    QDir().mkpath(account.dataDir);
    const QString key = account.key();
    auto *sync = new SyncController(config, account.dataDir, run->context);
    connect(sync, &SyncController::failed, run->context,
        [this, key](const ApiError &error) { end(key, false, error.message()); });
    connect(sync, &SyncController::finished, run->context, [this, key, config](const SyncSummary &summary) {
        Run *run = m_running.value(key);
        if (!run)
            return;
        if (summary.isPartial())
            run->partial = summary.partialMessage();
        if (run->tracker)
            run->tracker->settle(0, true, run->partial);
        // The rest of the copy, as current as the lists (as Session and HeadlessSync do after the lists).
        auto *client = new ApiClient(config, run->context);
        auto *mirror = new CopyMirror(client, run->account.dataDir, run->account.uuid(), run->context);
        connect(mirror, &CopyMirror::finished, run->context, [this, key](const MirrorSummary &mirrored) {
            Run *run = m_running.value(key);
            if (!run)
                return;
            QString message = run->partial;
            if (mirrored.isPartial())
                message = (message + QLatin1Char(' ') + mirrored.problems().join(QLatin1Char(' '))).trimmed();
            if (run->tracker)
                run->tracker->settle(1, true, message);
            end(key, true, message);
        });
        mirror->start();
    });
    sync->start(SyncController::Mode::Auto);
}

void AccountsSync::end(const QString &key, bool ok, const QString &message)
{
    Run *run = m_running.take(key);
    if (!run)
        return;
    if (run->tracker && !run->tracker->isFinished())
        run->tracker->abandon(message);
    // Not deleted in its own signal: the list sync or the mirror is still on the stack.
    run->context->deleteLater();
    delete run;
    emit accountFinished(key, ok, message);
    startNext();
}
