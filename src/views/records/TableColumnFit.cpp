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
        // A title that changes (the VAT return's "Net" becoming "Turnover (CHF)") needs its room.
        connect(model, &QAbstractItemModel::headerDataChanged, this, &TableColumnFit::fitSoon);
    }
}

bool TableColumnFit::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Resize || event->type() == QEvent::Show)
        fitSoon();
    return QObject::eventFilter(watched, event);
}

void TableColumnFit::keepWhole(const QList<int> &columns)
{
    m_whole = columns;
    fitSoon();
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
    // A long text (a bank's address) counts as at most an IBAN's width, so it cannot crowd out the rest;
    // a column kept whole counts all of its width.
    const int longest = m_table->fontMetrics().averageCharWidth() * 30;
    QHash<int, int> wanted;
    QHash<int, int> floor; // a column's title is never cut while the titles fit
    for (int c : std::as_const(columns)) {
        floor.insert(c, std::max(least, header->sectionSizeHint(c)));
        const int rows = view->sizeHintForColumn(c) + 4;
        wanted.insert(c, std::max(floor[c], m_whole.contains(c) ? rows : std::min(longest, rows)));
    }
    // The narrowest first: each that needs no more than an equal share of what is left keeps its width,
    // as long as the titles of the others still fit beside it.
    QList<int> order = columns;
    std::sort(order.begin(), order.end(), [&wanted](int a, int b) { return wanted[a] < wanted[b]; });
    // The columns kept whole come first.
    for (auto it = m_whole.crbegin(); it != m_whole.crend(); ++it) {
        if (order.removeOne(*it))
            order.prepend(*it);
    }
    const qsizetype whole =
        std::count_if(order.begin(), order.end(), [this](int c) { return m_whole.contains(c); });
    int left = available;
    QHash<int, int> width;
    qsizetype i = 0;
    const auto floorsFrom = [&](qsizetype from) {
        qint64 sum = 0;
        for (qsizetype j = from; j < order.size(); ++j)
            sum += floor[order[j]];
        return sum;
    };
    for (; i < order.size() && (i < whole || wanted[order[i]] <= left / int(order.size() - i))
         && left - wanted[order[i]] >= floorsFrom(i + 1);
         ++i) {
        width.insert(order[i], wanted[order[i]]);
        left -= wanted[order[i]];
    }
    // The wide ones keep their titles and share the rest in proportion to what their rows need beyond
    // them, so a long IBAN keeps more room than a short bank name. Only when not even the titles fit
    // does each get its share of what it needs in all.
    qint64 floors = 0;
    qint64 beyond = 0;
    for (qsizetype j = i; j < order.size(); ++j) {
        floors += floor[order[j]];
        beyond += wanted[order[j]] - floor[order[j]];
    }
    const bool titlesFit = floors <= left;
    const qint64 share = titlesFit ? left - floors : left;
    const qint64 shared = titlesFit ? beyond : floors + beyond;
    for (qsizetype j = i; j < order.size(); ++j) {
        const int c = order[j];
        const qint64 part = titlesFit ? wanted[c] - floor[c] : wanted[c];
        const int w =
            std::max(least, int((titlesFit ? floor[c] : 0) + share * part / std::max<qint64>(1, shared)));
        width.insert(c, w);
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
