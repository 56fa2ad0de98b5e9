#pragma once

#include <QAbstractTableModel>
#include <QList>
#include <QString>

// Rows or documents that were not created, each with the reason (the service's message, or the
// problem found before sending).
class BatchFailuresModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Item, Reason, ColumnCount };

    struct Failure
    {
        QString item; // "Row 7", "VO-2026-0003"
        QString reason;
    };

    explicit BatchFailuresModel(QString itemTitle, QObject *parent = nullptr);

    void setFailures(const QList<Failure> &failures);
    const QList<Failure> &failures() const { return m_failures; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString m_itemTitle;
    QList<Failure> m_failures;
};
