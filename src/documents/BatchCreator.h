#pragma once

#include "domain/DocumentKind.h"

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

class ApiClient;
class BackgroundWorkModel;
class BatchTracker;

// Creates several documents of one kind in one create call ({documents: [...]}: 202 and a queue) and
// lists the batch in the background work. `duplicate` first fetches the given documents and makes a
// copy of each (e.g. a set of templates), all in one batch.
class BatchCreator : public QObject
{
    Q_OBJECT

public:
    // The tracker belongs to `model` (or to `client` without one).
    static BatchTracker *create(ApiClient *client, DocumentKind kind, const QList<QJsonObject> &elements,
        const QStringList &labels, const QString &description, BackgroundWorkModel *model);
    static BatchTracker *duplicate(
        ApiClient *client, DocumentKind kind, const QStringList &uuids, BackgroundWorkModel *model);

private:
    BatchCreator(ApiClient *client, DocumentKind kind, QStringList uuids, BatchTracker *tracker);
    void fetchAll();
    void onFetched(int index, const QJsonObject &detail);
    void sendWhenComplete();

    QPointer<ApiClient> m_client;
    DocumentKind m_kind;
    QStringList m_uuids;
    BatchTracker *m_tracker;
    QList<QJsonObject> m_elements;
    QStringList m_labels;
    int m_fetched = 0;
    bool m_abandoned = false;
};
