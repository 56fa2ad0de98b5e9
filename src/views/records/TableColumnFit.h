#pragma once

#include <QObject>
#include <QPointer>

class QTableView;

// Keeps a record list's columns inside its width, so it never scrolls sideways: each column gets the
// width its header and visible rows need while they fit; when they do not, the narrow columns keep
// theirs and the wide ones share the rest by what they need, their text elided (the full text is the
// cell's tooltip). Fitted again when the table is resized or its rows change.
class TableColumnFit : public QObject
{
    Q_OBJECT

public:
    // Owned by `table`.
    explicit TableColumnFit(QTableView *table);

    // The widths now, without waiting for the next resize or change.
    void fit();
    // Columns that keep the width their rows need before the others share the rest (a record's name,
    // an IBAN: cut short they say nothing), in this order, as long as the other titles still fit.
    void keepWhole(const QList<int> &columns);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fitSoon();

    QPointer<QTableView> m_table;
    QList<int> m_whole;
    bool m_queued = false;
};
