#include "views/records/TableColumnFit.h"

#include <QEvent>
#include <QHeaderView>
#include <QTableView>

#include <algorithm>
#include <numeric>

TableColumnFit::TableColumnFit(QTableView *table)
    : QObject(table)
    , m_table(table)
{
    table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table->setTextElideMode(Qt::ElideRight);
    table->setWordWrap(false);
    QHeaderView *header = table->horizontalHeader();
    header->setStretchLastSection(false);
    header->setMinimumSectionSize(table->fontMetrics().averageCharWidth() * 4);
    table->viewport()->installEventFilter(this);
    connect(header, &QHeaderView::sectionCountChanged, this, &TableColumnFit::fitSoon);
    if (QAbstractItemModel *model = table->model()) {
        connect(model, &QAbstractItemModel::modelReset, this, &TableColumnFit::fitSoon);
        connect(model, &QAbstractItemModel::layoutChanged, this, &TableColumnFit::fitSoon);
        connect(model, &QAbstractItemModel::rowsInserted, this, &TableColumnFit::fitSoon);
        connect(model, &QAbstractItemModel::dataChanged, this, &TableColumnFit::fitSoon);
    }
}

bool TableColumnFit::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Resize || event->type() == QEvent::Show)
        fitSoon();
    return QObject::eventFilter(watched, event);
}

void TableColumnFit::fitSoon()
{
    if (m_queued)
        return;
    m_queued = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_queued = false;
            fit();
        },
        Qt::QueuedConnection);
}

void TableColumnFit::fit()
{
    if (!m_table)
        return;
    QHeaderView *header = m_table->horizontalHeader();
    const int available = m_table->viewport()->width();
    QList<int> columns;
    for (int c = 0; c < header->count(); ++c) {
        if (!header->isSectionHidden(c))
            columns << c;
    }
    if (columns.isEmpty() || available <= 0)
        return;
    const int least = header->minimumSectionSize();
    // What each column needs: its header, and its rows in sight (a few pixels of room besides).
    // QTableView hides the hint its base class offers publicly.
    const QAbstractItemView *view = m_table;
    // A long text (a bank's address) counts as at most an IBAN's width, so it cannot crowd out the rest.
    const int longest = m_table->fontMetrics().averageCharWidth() * 30;
    QHash<int, int> wanted;
    for (int c : std::as_const(columns))
        wanted.insert(c,
            std::max({least, header->sectionSizeHint(c), std::min(longest, view->sizeHintForColumn(c) + 4)}));
    // The narrowest first: each that needs no more than an equal share of what is left keeps its width.
    QList<int> order = columns;
    std::sort(order.begin(), order.end(), [&wanted](int a, int b) { return wanted[a] < wanted[b]; });
    int left = available;
    QHash<int, int> width;
    qsizetype i = 0;
    for (; i < order.size() && wanted[order[i]] <= left / int(order.size() - i); ++i) {
        width.insert(order[i], wanted[order[i]]);
        left -= wanted[order[i]];
    }
    // The wide ones share the rest in proportion to what they need, so a long IBAN keeps more room
    // than a short bank name.
    qint64 stillWanted = 0;
    for (qsizetype j = i; j < order.size(); ++j)
        stillWanted += wanted[order[j]];
    const int share = left;
    for (qsizetype j = i; j < order.size(); ++j) {
        const int w =
            std::max(least, int(qint64(share) * wanted[order[j]] / std::max<qint64>(1, stillWanted)));
        width.insert(order[j], w);
        left -= w;
    }
    // Room to spare goes to the last column, so the rows reach the edge.
    if (left > 0)
        width[columns.last()] += left;
    for (int c : std::as_const(columns)) {
        if (header->sectionSize(c) != width[c])
            header->resizeSection(c, width[c]);
    }
}
