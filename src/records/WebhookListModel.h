#pragma once

#include "records/RecordListModel.h"
#include "records/WebhookApi.h"

// The account's webhooks as a table: target, events, time and outcome of the latest delivery; rows by
// uuid as RecordListModel keeps them.
class WebhookListModel : public RecordListModel<Webhook>
{
    Q_OBJECT

public:
    enum Column { Target, Events, LatestDelivery, Outcome, ColumnCount };
    enum Role { UuidRole = Qt::UserRole + 1 };

    using RecordListModel::RecordListModel;

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

protected:
    QString keyOfRow(const Webhook &webhook) const override { return webhook.uuid; }
};
