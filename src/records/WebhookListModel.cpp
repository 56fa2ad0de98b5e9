#include "records/WebhookListModel.h"

#include <QLocale>

int WebhookListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant WebhookListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Webhook &w = rowAt(index.row());
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
