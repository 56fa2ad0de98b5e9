#pragma once

#include <QObject>
#include <QString>

class QHeaderView;
class QTimer;

// Keeps a table header's state (column widths, order, sort) in the settings: restore() at the start,
// and every change written once it settles (half a second after the last), on a pool thread of one:
// QSettings syncs to disk on every write, a stall on the GUI thread at each sort click and each change
// of the list's width (bench/README.md, "Stalls"). Writes go one after the other, the last one wins.
class HeaderStateSaver : public QObject
{
    Q_OBJECT

public:
    HeaderStateSaver(QHeaderView *header, QString settingsKey, QObject *parent);

    // The saved state, if there is one the header accepts.
    bool restore();
    // Follows the header's changes from now on.
    void watch();
    // Writes a change not yet written, now, and waits for the writes under way: what the header shows
    // when its table goes is what the next window shows. Call it while the header still exists.
    void flush();

private:
    void write();

    QHeaderView *m_header;
    QString m_key;
    QTimer *m_timer;
};
