#include "DocumentListModel.h"

#include "Money.h"

#include <QFutureWatcher>
#include <QLocale>
#include <QtConcurrent/QtConcurrentRun>

DocumentListModel::DocumentListModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

int DocumentListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int DocumentListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

bool DocumentListModel::isOverdue(const DocumentSummary &row) const
{
    return row.dueDate.isValid() && row.dueDate < today() && row.openMinor.value_or(0) > 0 && !row.cancelled
        && !row.archived;
}

QString DocumentListModel::sentStatusText(const QString &status)
{
    if (status == QLatin1String("OPEN"))
        return tr("Not sent");
    if (status == QLatin1String("SENT"))
        return tr("Sent");
    if (status == QLatin1String("ERROR"))
        return tr("Sending failed");
    return status;
}

QString DocumentListModel::dunningText(const QString &level)
{
    if (level.isEmpty() || level == QLatin1String("NO_DUNNING"))
        return {};
    if (level == QLatin1String("REMINDER"))
        return tr("Reminder");
    if (level == QLatin1String("FIRST_DUNNING"))
        return tr("1st dunning");
    if (level == QLatin1String("FINAL_DUNNING"))
        return tr("Final dunning");
    return level;
}

QString DocumentListModel::stateText(const DocumentSummary &row) const
{
    if (row.cancelled)
        return tr("Cancelled");
    if (row.archived)
        return tr("Archived");
    if (isOverdue(row))
        return tr("Overdue");
    if (row.openMinor && *row.openMinor == 0 && row.totalMinor != 0)
        return tr("Paid");
    return tr("Open");
}

QVariant DocumentListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const DocumentSummary &row = m_rows.at(index.row());
    const int column = index.column();

    switch (role) {
    case Qt::DisplayRole: {
        const QLocale locale;
        switch (column) {
        case Number:
            return row.number;
        case Date:
            return row.date.isValid() ? locale.toString(row.date, QLocale::ShortFormat) : QString();
        case Customer:
            return row.receiverName;
        case Title:
            return row.title;
        case Total:
            return Money::format(row.totalMinor, row.currency, locale);
        case OpenAmount:
            return row.openMinor ? Money::format(*row.openMinor, row.currency, locale) : QString();
        case DueDate:
            return row.dueDate.isValid() ? locale.toString(row.dueDate, QLocale::ShortFormat) : QString();
        case SentStatus:
            return sentStatusText(row.sentStatus);
        case Dunning:
            return dunningText(row.dunningLevel);
        case State:
            return stateText(row);
        }
        return {};
    }
    case Qt::TextAlignmentRole:
        if (column == Total || column == OpenAmount)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (column == Customer && !row.customerNumber.isEmpty())
            return tr("Customer number %1").arg(row.customerNumber);
        if (column == Title && !row.reference.isEmpty())
            return tr("Reference: %1").arg(row.reference);
        return {};
    case SortRole:
        switch (column) {
        case Number:
            return row.number;
        case Date:
            return row.date;
        case Customer:
            return row.receiverName;
        case Title:
            return row.title;
        case Total:
            return row.totalMinor;
        case OpenAmount:
            return row.openMinor.value_or(0);
        case DueDate:
            return row.dueDate;
        case SentStatus:
            return row.sentStatus;
        case Dunning:
            return row.dunningLevel;
        case State:
            return stateText(row);
        }
        return {};
    case UuidRole:
        return row.uuid;
    case OverdueRole:
        return isOverdue(row);
    }
    return {};
}

QVariant DocumentListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(
            (section == Total || section == OpenAmount ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Number:
        return tr("Number");
    case Date:
        return tr("Date");
    case Customer:
        return tr("Customer");
    case Title:
        return tr("Title");
    case Total:
        return tr("Total");
    case OpenAmount:
        return tr("Open");
    case DueDate:
        return tr("Due");
    case SentStatus:
        return tr("Sent");
    case Dunning:
        return tr("Dunning");
    case State:
        return tr("Status");
    }
    return {};
}

void DocumentListModel::setRows(QList<DocumentSummary> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

void DocumentListModel::reloadAsync(std::function<QList<DocumentSummary>()> loader)
{
    const quint64 generation = ++m_generation;
    auto *watcher = new QFutureWatcher<QList<DocumentSummary>>(this);
    connect(watcher, &QFutureWatcher<QList<DocumentSummary>>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation != m_generation)
            return; // a newer reload is on its way
        setRows(watcher->result());
        emit reloaded();
    });
    watcher->setFuture(QtConcurrent::run(std::move(loader)));
}
