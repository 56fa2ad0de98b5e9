#pragma once

#include <QAbstractTableModel>
#include <QJsonArray>
#include <QList>

// The editable table of payment conditions ({condition, amount, days} each). The service does not say
// what a condition code or its amount means, so both are kept and shown as given: the amount as exact
// decimal text, never through arithmetic.
class SettingsConditionsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Condition, Amount, Days, ColumnCount };

    using QAbstractTableModel::QAbstractTableModel;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    bool insertRows(int row, int count, const QModelIndex &parent = {}) override;
    bool removeRows(int row, int count, const QModelIndex &parent = {}) override;

    void setConditions(const QJsonArray &conditions);
    QJsonArray conditions() const;

signals:
    // An edit was refused; the text names the column and the problem.
    void inputRejected(const QString &message);
    // Any change of the rows by editing, inserting or removing.
    void edited();

private:
    struct Row
    {
        qint64 condition = 0;
        QString amount = QStringLiteral("0");
        qint64 days = 0;
    };
    QList<Row> m_rows;
};
