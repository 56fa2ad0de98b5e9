#pragma once

#include <QDockWidget>

class BackgroundWorkModel;
class BatchTracker;
class QTableView;

// "Background work": a dock listing the session's batches (imports, batch creations) with their
// progress; double-clicking one shows its details and the documents that failed.
class BackgroundWorkPanel : public QDockWidget
{
    Q_OBJECT

public:
    explicit BackgroundWorkPanel(QWidget *parent = nullptr);

    BackgroundWorkModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }

    // The panel of the window `widget` is in; a QMainWindow without one gets one (hidden until shown).
    static BackgroundWorkPanel *forWindow(QWidget *widget);
    // Details and failures of one batch in a dialog.
    static void showDetails(BatchTracker *tracker, QWidget *parent);

private:
    BackgroundWorkModel *m_model;
    QTableView *m_table;
};
