#pragma once

#include "api/ApiError.h"
#include "records/RecordStack.h"
#include "records/WebhookApi.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <functional>

// What the webhooks page and its creation dialog do with the service and the store, without any widget.
// The session, the calls (RecordRequest: each belongs to `context`, destroying it or closing the
// session ends the call silently), the delete and the store write-through are RecordStack's; the
// webhook specifics are the signature key, asked for once and never kept. An answer that cannot be
// read arrives as an ApiError of kind Malformed whose detail says why.
class WebhookController : public RecordStack
{
    Q_OBJECT

public:
    using Listed = std::function<void(const QList<Webhook> &, const QString &storeProblem)>;
    using Answered = std::function<void(const Webhook &, const QString &storeProblem)>;

    explicit WebhookController(QObject *parent = nullptr);

    using Stored = std::function<void(const QList<Webhook> &)>;

    // The copy kept on this computer, read on a pool thread; `done` runs on `context`'s thread, not at
    // all when `context` is destroyed first.
    void readStored(QObject *context, Stored done) const;
    // Lists the service's webhooks and keeps them; storeProblem is empty when the copy was kept.
    RecordRequest *list(QObject *context, Listed done, Failed failed);
    // One webhook's details (without its signature key), kept in the store.
    RecordRequest *fetch(const QString &uuid, QObject *context, Answered done, Failed failed);
    // Deletes it on the service and here; a webhook already gone on the service (404) is forgotten too
    // and reported with wasGone.
    RecordRequest *remove(const QString &uuid, QObject *context, Removed done, Failed failed);
    // Creates it, asking for the signature key once; the store keeps it without the key.
    RecordRequest *create(
        const QUrl &targetUrl, const QStringList &eventTypes, QObject *context, Answered done, Failed failed);

private:
    // The webhook of the request's answer, kept in the store, to `done`; an unreadable answer to `failed`.
    RecordRequest *answerWithWebhook(
        RecordRequest *request, const Answered &done, const Failed &failed) const;
};
