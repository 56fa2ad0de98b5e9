#pragma once

#include "api/ApiError.h"
#include "api/ResourceApi.h"
#include "records/RecordStack.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QUrlQuery>

#include <functional>

class RecordStore;

// What a record page and its editors do with the service and the store, without any widget: lists one
// collection into the local store, saves (create or update) a record, deletes it, runs its actions,
// and writes each accepted change to the store on a pool thread. The session and the calls are
// RecordStack's.
class RecordController : public RecordStack
{
    Q_OBJECT

public:
    // extra: further listings of the collection whose records are added (archived product groups,
    // inactive employees: the service filters those by a query flag instead of listing everything).
    explicit RecordController(Resource resource, QList<QUrlQuery> extra = {}, QObject *parent = nullptr);
    ~RecordController() override;

    // A change kept by keepSaved()/forgetRemoved() is still being written: a read of the store now
    // would miss it (stored() follows).
    bool isWriting() const { return m_writes > 0; }
    Resource resource() const { return m_resource; }
    QString storeName() const { return ResourceApi::storeName(m_resource); }

    // Lists the collection from the service into the store: listed() or listFailed().
    void refresh();

    // The calls; each belongs to `context` and is nullptr when no session is open.
    // Creates the record when key is empty, else sends the changed fields.
    RecordRequest *save(const QString &key, const QJsonObject &body, QObject *context);
    RecordRequest *remove(const QString &key, QObject *context);
    RecordRequest *fetch(const QString &key, QObject *context);
    // An action of the record ("archive", "restore", "delete"); succeeded() carries the record when the
    // service answers with it (product groups), else an empty one (products answer only a status).
    RecordRequest *runAction(const QString &key, const QString &action, QObject *context);
    RecordRequest *list(const QUrlQuery &query, QObject *context);
    // A read below the collection that is no record ("check-group-number").
    RecordRequest *check(const QString &subPath, const QUrlQuery &query, QObject *context);

    // An accepted change into the local store (on a pool thread); storeFailed() if it cannot be written.
    void keepSaved(const QJsonObject &record);
    void forgetRemoved(const QString &key);

    using Stored = QHash<QString, QList<QJsonObject>>;
    // Reads stored records (for pickers) on a pool thread; apply runs on context's thread afterwards.
    void loadStored(
        const QStringList &resources, QObject *context, std::function<void(const Stored &)> apply) const;

signals:
    // Every change kept by keepSaved()/forgetRemoved() is written (or failed: storeFailed came first):
    // the store is the truth again.
    void stored();
    void storeFailed(const ApiError &error);

private:
    ResourceApi api() const;
    void writeStore(std::function<bool(RecordStore &)> write);

    Resource m_resource;
    QList<QUrlQuery> m_extra;
    int m_writes = 0; // store writes under way
};
