#include "models/DocumentListModel.h"

#include "domain/DateText.h"
#include "domain/DunningLevel.h"
#include "domain/Money.h"

#include <QFutureWatcher>
#include <QLocale>
#include <QtConcurrent/QtConcurrentRun>

DocumentListModel::DocumentListModel(QObject *parent)
    : QAbstractTableModel(parent)
{ }

DocumentListModel::~DocumentListModel()
{
    // Only the loads whose handler has not run: a handled one's result was taken, and
    // QFuture::takeResult() leaves a future neither finished nor valid, so waiting on it never returns
    // (its watcher lingers as a child until its deferred deletion). One not started yet is cancelled:
    // waiting then runs it here as a no-op instead of reading the store for nothing.
    for (QFutureWatcher<DocumentRows> *load : std::as_const(m_loads)) {
        QFuture<DocumentRows> future = load->future();
        future.cancel();
        future.waitForFinished();
    }
}

int DocumentListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows->size()) - m_hiddenTail;
}

int DocumentListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

void DocumentListModel::setToday(const QDate &today)
{
    if (today == m_today)
        return;
    m_today = today;
    // The State column, and the overdue flag and state of every cell, depend on the date.
    if (rowCount() == 0)
        return;
    const int last = rowCount() - 1;
    emit dataChanged(index(0, State), index(last, State), {Qt::DisplayRole, SortRole});
    emit dataChanged(index(0, 0), index(last, ColumnCount - 1), {OverdueRole, StateRole});
}

bool DocumentListModel::isOverdue(const DocumentSummary &row, const QDate &today)
{
    return row.dueDate.isValid() && row.dueDate < today && row.openMinor.value_or(0) > 0 && !row.cancelled
        && !row.archived;
}

bool DocumentListModel::isOverdue(const DocumentRows &rows, qsizetype row, qint64 todayJd)
{
    const qint32 due = rows.dueDay(row);
    return due != DocumentRows::NoDay && due < todayJd && rows.openMinor(row).value_or(0) > 0
        && !rows.cancelled(row) && !rows.archived(row);
}

DocumentListModel::DocumentState DocumentListModel::state(
    const DocumentRows &rows, qsizetype row, qint64 todayJd)
{
    if (rows.cancelled(row))
        return DocumentState::Cancelled;
    if (rows.archived(row))
        return DocumentState::Archived;
    if (isOverdue(rows, row, todayJd))
        return DocumentState::Overdue;
    const std::optional<qint64> open = rows.openMinor(row);
    if (open && *open == 0 && rows.totalMinor(row) != 0)
        return DocumentState::Paid;
    return DocumentState::Open;
}

DocumentListModel::DocumentState DocumentListModel::state(const DocumentSummary &row, const QDate &today)
{
    if (row.cancelled)
        return DocumentState::Cancelled;
    if (row.archived)
        return DocumentState::Archived;
    if (isOverdue(row, today))
        return DocumentState::Overdue;
    if (row.openMinor && *row.openMinor == 0 && row.totalMinor != 0)
        return DocumentState::Paid;
    return DocumentState::Open;
}

QString DocumentListModel::stateText(DocumentState state)
{
    switch (state) {
    case DocumentState::Overdue:
        return tr("Overdue");
    case DocumentState::Open:
        return tr("Open");
    case DocumentState::Paid:
        return tr("Paid");
    case DocumentState::Archived:
        return tr("Archived");
    case DocumentState::Cancelled:
        return tr("Cancelled");
    }
    return {};
}

QString DocumentListModel::sentStatusText(const QString &status)
{
    if (status == QLatin1String("OPEN"))
        return tr("Not sent"); // "Open" would read like the Status column
    if (status == QLatin1String("SENT"))
        return tr("Sent");
    if (status == QLatin1String("ERROR"))
        return tr("Sending failed");
    return status;
}

QString DocumentListModel::dunningText(const QString &level)
{
    return DunningLevels::text(level);
}

QString DocumentListModel::dunningText(int level)
{
    // The reminder run counts levels 1-3 (0 none); the service names them. One wording for both.
    return DunningLevels::text(DunningLevels::fromNumber(level));
}

int DocumentListModel::sentStatusRank(const QString &status)
{
    if (status == QLatin1String("OPEN"))
        return 0;
    if (status == QLatin1String("SENT"))
        return 1;
    if (status == QLatin1String("ERROR"))
        return 2;
    return 3;
}

int DocumentListModel::dunningRank(const QString &level)
{
    return DunningLevels::isKnown(level) ? int(DunningLevels::fromWireName(level)) : 4;
}

QVariant DocumentListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const DocumentRows &rows = *m_rows;
    const int row = index.row();
    const int column = index.column();

    switch (role) {
    case Qt::DisplayRole: {
        const QLocale locale;
        const auto dateText = [&locale](const QDate &date) {
            return DateText::of(date, locale);
        };
        switch (column) {
        case Number:
            return rows.number(row).toString();
        case Date:
            return dateText(rows.date(row));
        case Customer:
            return rows.receiverName(row);
        case Title:
            return rows.title(row).toString();
        case Total:
            return rows.kind(row) == DocumentKind::DeliveryNote
                ? QString()
                : Money::format(rows.totalMinor(row), rows.currency(row), locale);
        case OpenAmount: {
            const std::optional<qint64> open = rows.openMinor(row);
            return open ? Money::format(*open, rows.currency(row), locale) : QString();
        }
        case DueDate:
            return dateText(rows.dueDate(row));
        case SentStatus:
            return sentStatusText(rows.sentStatus(row));
        case Dunning:
            return dunningText(rows.dunningLevel(row));
        case State:
            return stateText(state(rows, row, today().toJulianDay()));
        }
        return {};
    }
    case Qt::TextAlignmentRole:
        if (column == Total || column == OpenAmount)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (column == Customer && !rows.customerNumber(row).isEmpty())
            return tr("Customer number %1").arg(rows.customerNumber(row));
        if (column == Title && !rows.reference(row).isEmpty())
            return tr("Reference: %1").arg(rows.reference(row));
        if (column == SentStatus && rows.sentStatus(row).isEmpty())
            return tr("The service did not say whether it was sent.");
        return {};
    case SortRole:
        switch (column) {
        case Number:
            return rows.number(row).toString();
        case Date:
            return rows.date(row);
        case Customer:
            return rows.receiverName(row);
        case Title:
            return rows.title(row).toString();
        case Total:
            return rows.totalMinor(row);
        case OpenAmount:
            return rows.openMinor(row).value_or(0);
        case DueDate:
            return rows.dueDate(row);
        case SentStatus:
            return sentStatusRank(rows.sentStatus(row));
        case Dunning:
            return dunningRank(rows.dunningLevel(row));
        case State:
            return int(state(rows, row, today().toJulianDay()));
        }
        return {};
    case UuidRole:
        return rows.uuid(row);
    case OverdueRole:
        return isOverdue(rows, row, today().toJulianDay());
    case StateRole:
        return int(state(rows, row, today().toJulianDay()));
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
    if (role == Qt::ToolTipRole && section == SentStatus)
        return tr(
            "Whether the document went out: sent by e-mail or marked as sent (the service gives no date)");
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

int DocumentListModel::rowOfUuid(const QString &uuid) const
{
    const int count = rowCount();
    for (int i = 0; i < count; ++i) {
        if (m_rows->hasUuid(i, uuid))
            return i;
    }
    return -1;
}

DocumentRows &DocumentListModel::mutableRows()
{
    if (m_rows.use_count() > 1)
        m_rows = std::make_shared<DocumentRows>(m_rows->copy());
    ++m_version;
    m_index.reset(); // it described the rows before
    return *m_rows;
}

void DocumentListModel::takeIndexOf(DocumentRows &rows)
{
    m_index = rows.takeSearchIndex();
}

void DocumentListModel::setRows(DocumentRows rows)
{
    ++m_generation; // a reload still running would bring older rows than these
    beginResetModel();
    takeIndexOf(rows);
    rows.takeDiff();
    m_rows = std::make_shared<DocumentRows>(std::move(rows));
    ++m_version;
    m_hiddenTail = 0;
    m_rowsDay = today().toJulianDay();
    endResetModel();
}

void DocumentListModel::appendRows(QList<DocumentSummary> rows)
{
    if (rows.isEmpty())
        return;
    const int first = rowCount();
    beginInsertRows({}, first, first + int(rows.size()) - 1);
    DocumentRows &stored = mutableRows();
    for (const DocumentSummary &row : std::as_const(rows))
        stored.append(row);
    endInsertRows();
}

void DocumentListModel::replaceRow(int row, DocumentSummary document)
{
    if (row < 0 || row >= rowCount())
        return;
    mutableRows().replace(row, document);
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

bool DocumentListModel::removeRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || row < 0 || count <= 0 || row + count > rowCount())
        return false;
    QVector<int> map(m_rows->size());
    for (qsizetype i = 0; i < map.size(); ++i)
        map[i] = i < row ? int(i) : i < row + count ? -1 : int(i) - count;
    beginRemoveRows({}, row, row + count - 1);
    mutableRows().compact(map);
    endRemoveRows();
    return true;
}

int DocumentListModel::removeDocuments(const QSet<QString> &uuids)
{
    if (uuids.isEmpty() || rowCount() == 0)
        return 0;
    // Canonical uuids compare as 16 bytes; others (never seen from the service) as text.
    QSet<QUuid> binary;
    for (const QString &uuid : uuids) {
        const QUuid parsed = QUuid::fromString(uuid);
        if (!parsed.isNull())
            binary.insert(parsed);
    }
    const DocumentRows &rows = *m_rows;
    QVector<int> map(rows.size());
    int kept = 0;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const QUuid uuid = rows.binaryUuid(i);
        const bool gone = uuid.isNull() ? uuids.contains(rows.uuid(i)) : binary.contains(uuid);
        map[i] = gone ? -1 : kept++;
    }
    const int removed = int(rows.size()) - kept;
    if (removed == 0)
        return 0;
    DocumentRows::Diff diff;
    diff.reset = false;
    diff.baseVersion = m_version;
    diff.oldToNew = std::move(map);
    diff.kept = kept;
    DocumentRows left = rows.compacted(diff.oldToNew);
    applyDiff(std::move(left), std::move(diff));
    return removed;
}

void DocumentListModel::applyDiff(DocumentRows rows, DocumentRows::Diff diff)
{
    m_diff = std::move(diff);
    m_applyingDiff = true;
    takeIndexOf(rows);
    auto next = std::make_shared<DocumentRows>(std::move(rows));
    const int kept = m_diff.kept;
    emit diffAboutToBeApplied();
    if (m_diff.removed() > 0) {
        // One layout change however many went and wherever they were.
        emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
        const QModelIndexList before = persistentIndexList();
        QModelIndexList after;
        after.reserve(before.size());
        for (const QModelIndex &index : before) {
            const int row = index.isValid() ? m_diff.oldToNew.value(index.row(), -1) : -1;
            after.append(row >= 0 ? createIndex(row, index.column()) : QModelIndex());
        }
        m_rows = std::move(next);
        m_hiddenTail = m_diff.added;
        changePersistentIndexList(before, after);
        emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
    } else {
        m_rows = std::move(next);
        m_hiddenTail = m_diff.added;
    }
    ++m_version;
    m_rowsDay = today().toJulianDay();
    const QVector<int> &changed = m_diff.changed;
    for (qsizetype i = 0; i < changed.size();) {
        qsizetype end = i + 1;
        while (end < changed.size() && changed.at(end) == changed.at(end - 1) + 1)
            ++end;
        emit dataChanged(index(changed.at(i), 0), index(changed.at(end - 1), ColumnCount - 1));
        i = end;
    }
    if (m_diff.added > 0) {
        beginInsertRows({}, kept, kept + m_diff.added - 1);
        m_hiddenTail = 0;
        endInsertRows();
    }
    emit diffApplied();
    m_applyingDiff = false;
    m_diff = {};
    m_index.reset(); // a listener that wanted it took it
}

void DocumentListModel::reloadAsync(
    std::function<DocumentRows()> loader, std::function<DocumentRows()> firstRows)
{
    const quint64 generation = ++m_generation;
    if (firstRows && rowCount() == 0) {
        using Watcher = QFutureWatcher<DocumentRows>;
        auto *watcher = new Watcher(this);
        connect(watcher, &Watcher::finished, this, [this, watcher, generation, loader = std::move(loader)] {
            watcher->deleteLater();
            m_loads.removeOne(watcher);
            if (generation != m_generation)
                return;
            setRows(watcher->future().takeResult()); // a new generation: the rest is newer still
            startLoad(loader, m_generation);
        });
        watcher->setFuture(QtConcurrent::run(std::move(firstRows)));
        m_loads.append(watcher);
        return;
    }
    startLoad(std::move(loader), generation);
}

void DocumentListModel::startLoad(std::function<DocumentRows()> loader, quint64 generation)
{
    using Watcher = QFutureWatcher<DocumentRows>;
    auto *watcher = new Watcher(this);
    connect(watcher, &Watcher::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        m_loads.removeOne(watcher);
        if (generation != m_generation)
            return; // a newer reload is on its way, or newer rows were set meanwhile
        DocumentRows rows = watcher->future().takeResult();
        DocumentRows::Diff diff = rows.takeDiff();
        // The day is compared too: the proxy's overdue flags and State order came with the rows it has.
        if (diff.reset || diff.baseVersion != m_version || m_rowsDay != today().toJulianDay())
            setRows(std::move(rows));
        else if (!diff.isEmpty())
            applyDiff(std::move(rows), std::move(diff));
        // else: a reload that found nothing changed (most syncs, most actions on other lists) changes
        // nothing: no reset of 100,000 rows for the proxy, the view and the selection to take in.
        emit reloaded();
    });
    // The rows shown are compared with what is read there (they are not changed while it holds them:
    // mutableRows() copies them then); the index and the orders are built for the rows as arranged.
    watcher->setFuture(
        QtConcurrent::run([loader = std::move(loader), before = std::shared_ptr<const DocumentRows>(m_rows),
                              version = m_version, today = today()] {
            DocumentRows rows = loader();
            rows.diffAgainst(*before, version, std::max(MinDiffRows, before->size() / DiffDivisor));
            rows.buildSearchIndex(today);
            return rows;
        }));
    m_loads.append(watcher);
}
