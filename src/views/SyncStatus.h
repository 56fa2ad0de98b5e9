#pragma once

#include "domain/DocumentKind.h"

#include <QDateTime>
#include <QMap>
#include <QObject>
#include <QPair>
#include <QString>
#include <QUrl>

class QLabel;
class QProgressBar;
class QStatusBar;
class QToolButton;

// The sync's state in the main window's status bar: which account, when it was last synchronised or
// that the service cannot be reached, and while a sync runs its progress (every kind added up) with a
// button that cancels it.
class SyncStatus : public QObject
{
    Q_OBJECT

public:
    explicit SyncStatus(QStatusBar *bar);

    // The open account (an empty `profileName`: none) and when its documents were last synchronised.
    void setAccount(const QString &profileName, const QString &accountName, const QUrl &serverUrl,
        const QDateTime &lastSynced);
    void setOffline(bool offline) { m_offline = offline; }
    void started();
    void progress(DocumentKind kind, int fetched, int total);
    // The sync ended (`synced`: and brought everything); the state line says how things stand now.
    void ended(bool synced);
    // The second half of the synchronisation (Session::mirrorProgress): the reference lists, the
    // settings and the details missing or stale; mirrorEnded() when it is over.
    void mirrorProgress(const QString &stage, int done, int total);
    void mirrorEnded();
    QString text() const;

signals:
    void cancelRequested();

private:
    void showState();

    QString m_profileName;
    QString m_accountName;
    QUrl m_serverUrl;
    QDateTime m_lastSynced;
    bool m_offline = false;
    // Fetched and total per kind of the sync under way.
    QMap<DocumentKind, QPair<int, int>> m_kinds;
    QLabel *m_label;
    QProgressBar *m_progress;
    QToolButton *m_cancel;
};
