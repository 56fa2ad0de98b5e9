#include "documents/BackgroundWorkModel.h"

#include "domain/DateText.h"

#include "documents/BatchTracker.h"

#include <QLocale>

#include <algorithm>

void BackgroundWorkModel::add(BatchTracker *tracker)
{
    const int row = int(m_trackers.size());
    beginInsertRows({}, row, row);
    tracker->setParent(this);
    m_trackers.append(tracker);
    endInsertRows();
    connect(tracker, &BatchTracker::changed, this, [this, tracker] { onChanged(tracker); });
    connect(tracker, &BatchTracker::finished, this, [this] { emit runningCountChanged(runningCount()); });
    emit runningCountChanged(runningCount());
}

int BackgroundWorkModel::rowOf(const BatchTracker *tracker) const
{
    for (int row = 0; row < m_trackers.size(); ++row) {
        if (m_trackers.at(row) == tracker)
            return row;
    }
    return -1;
}

void BackgroundWorkModel::removeFinished()
{
    for (int row = int(m_trackers.size()) - 1; row >= 0; --row) {
        BatchTracker *tracker = m_trackers.at(row);
        if (!tracker->isFinished())
            continue;
        beginRemoveRows({}, row, row);
        m_trackers.removeAt(row);
        endRemoveRows();
        tracker->deleteLater();
    }
}

int BackgroundWorkModel::runningCount() const
{
    return int(std::count_if(
        m_trackers.cbegin(), m_trackers.cend(), [](const BatchTracker *t) { return !t->isFinished(); }));
}

void BackgroundWorkModel::onChanged(BatchTracker *tracker)
{
    const int row = rowOf(tracker);
    if (row >= 0)
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

int BackgroundWorkModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_trackers.size());
}

int BackgroundWorkModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant BackgroundWorkModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const BatchTracker *t = m_trackers.at(index.row());
    const QLocale locale;
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case What:
            return t->description();
        case Started: {
            const QDateTime started = t->startedAt();
            return started.date() == QDate::currentDate() ? DateText::time(started.time(), locale)
                                                          : DateText::withTime(started, locale);
        }
        case Progress:
            return tr("%1/%2").arg(locale.toString(t->processed()), locale.toString(t->total()));
        case Succeeded:
            return locale.toString(t->succeeded());
        case Failed:
            return locale.toString(t->failed());
        case Status:
            return t->statusText();
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole && index.column() == Status)
        return t->statusText();
    if (role == Qt::TextAlignmentRole && index.column() >= Progress && index.column() <= Failed)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role == PercentRole && index.column() == Progress)
        return t->total() > 0 ? t->processed() * 100 / t->total() : (t->isFinished() ? 100 : 0);
    return {};
}

QVariant BackgroundWorkModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case What:
        return tr("What");
    case Started:
        return tr("Started");
    case Progress:
        return tr("Progress");
    case Succeeded:
        return tr("Succeeded");
    case Failed:
        return tr("Failed");
    case Status:
        return tr("Status");
    default:
        return {};
    }
}
