#pragma once

#include <QFuture>
#include <QFutureWatcher>
#include <QObject>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <type_traits>
#include <utility>

// Pool work with a watcher, in one call (as Qt Creator's Utils::asyncRun): `work` runs on a pool thread,
// `done` on `context`'s thread with its result once it finished. When `context` is destroyed first,
// `done` never runs (the work itself still ends on the pool, so it must not touch `context`: give it
// copies, and an atomic flag where it should stop early). Returns the future, for a caller that must
// wait or cancel.
template<typename Work, typename Done>
auto asyncRun(QObject *context, Work &&work, Done &&done, QThreadPool *pool = QThreadPool::globalInstance())
{
    using Result = std::invoke_result_t<std::decay_t<Work>>;
    auto *watcher = new QFutureWatcher<Result>(context);
    QObject::connect(watcher, &QFutureWatcherBase::finished, context,
        [watcher, done = std::forward<Done>(done)]() mutable {
            watcher->deleteLater();
            if constexpr (std::is_void_v<Result>)
                done();
            else
                done(watcher->result());
        });
    QFuture<Result> future = QtConcurrent::run(pool, std::forward<Work>(work));
    watcher->setFuture(future);
    return future;
}
