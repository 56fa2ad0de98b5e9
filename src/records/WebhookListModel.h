#pragma once

#include "records/WebhookApi.h"

#include <QAbstractTableModel>
#include <QList>

// The account's webhooks as a table: target, events, time and outcome of the latest delivery.
class WebhookListModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Target, Events, LatestDelivery, Outcome, ColumnCount };
    enum Role { UuidRole = Qt::UserRole + 1 };

    using QAbstractTableModel::QAbstractTableModel;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void setWebhooks(const QList<Webhook> &webhooks);
    // Replaces the webhook with the same uuid, or adds it at the end.
    void upsert(const Webhook &webhook);
    void remove(const QString &uuid);

    int rowOf(const QString &uuid) const;
    const Webhook &webhookAt(int row) const { return m_rows.at(row); }
    const QList<Webhook> &webhooks() const { return m_rows; }

private:
    QList<Webhook> m_rows;
};
