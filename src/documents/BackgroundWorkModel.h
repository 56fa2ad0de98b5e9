#pragma once

#include <QAbstractTableModel>
#include <QList>

class BatchTracker;

// The batches of this session, running and finished, oldest first: what, when it started, how far it
// is, how many documents were created and how many failed, and its status.
class BackgroundWorkModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { What, Started, Progress, Succeeded, Failed, Status, ColumnCount };
    // Progress in percent (0-100) on the Progress column.
    static constexpr int PercentRole = Qt::UserRole + 1;

    using QAbstractTableModel::QAbstractTableModel;

    // Takes the tracker (it becomes the model's child) and shows it until removed.
    void add(BatchTracker *tracker);
    BatchTracker *tracker(int row) const { return m_trackers.value(row); }
    int rowOf(const BatchTracker *tracker) const;
    // Forgets the finished batches.
    void removeFinished();
    int runningCount() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

signals:
    void runningCountChanged(int running);

private:
    void onChanged(BatchTracker *tracker);

    QList<BatchTracker *> m_trackers;
};
