#include "records/WebhookListModel.h"

#include <QLocale>

int WebhookListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int WebhookListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant WebhookListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Webhook &w = m_rows.at(index.row());
    if (role == UuidRole)
        return w.uuid;
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case Target:
        return w.targetUrl;
    case Events:
        return w.eventTypes.join(QLatin1String(", "));
    case LatestDelivery: {
        if (!w.hasLatestEvent())
            return tr("No delivery yet");
        const QDateTime when = w.latestEventDateTime();
        // An unreadable time is shown as the service wrote it rather than hidden.
        return when.isValid() ? QLocale().toString(when.toLocalTime(), QLocale::ShortFormat)
                              : w.latestEventTime;
    }
    case Outcome:
        return w.hasLatestEvent() ? w.latestEventStatus : QString();
    default:
        return {};
    }
}

QVariant WebhookListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Target:
        return tr("Target URL");
    case Events:
        return tr("Events");
    case LatestDelivery:
        return tr("Latest delivery");
    case Outcome:
        return tr("Outcome");
    default:
        return {};
    }
}

void WebhookListModel::setWebhooks(const QList<Webhook> &webhooks)
{
    beginResetModel();
    m_rows = webhooks;
    endResetModel();
}

void WebhookListModel::upsert(const Webhook &webhook)
{
    const int row = rowOf(webhook.uuid);
    if (row >= 0) {
        m_rows[row] = webhook;
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
        return;
    }
    beginInsertRows({}, int(m_rows.size()), int(m_rows.size()));
    m_rows.append(webhook);
    endInsertRows();
}

void WebhookListModel::remove(const QString &uuid)
{
    const int row = rowOf(uuid);
    if (row < 0)
        return;
    beginRemoveRows({}, row, row);
    m_rows.removeAt(row);
    endRemoveRows();
}

int WebhookListModel::rowOf(const QString &uuid) const
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row).uuid == uuid)
            return row;
    }
    return -1;
}
