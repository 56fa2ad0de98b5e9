#pragma once

#include "DocumentActionCatalog.h"
#include "DocumentActionsApi.h"
#include "WorkspacePage.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>

#include <functional>

class QAction;
class QProgressDialog;
class QWidget;

// The document actions of the selected documents as QActions for a toolbar, a context menu and the
// Document menu. It asks the service what each selected document offers now; an action is enabled when
// every selected document offers it. Triggering runs it (destructive ones ask first; several documents
// with progress), opens the print preview or the e-mail confirmation, and reports what happened.
class DocumentActionController : public QObject
{
    Q_OBJECT

public:
    // `parent` also parents the dialogs and questions.
    explicit DocumentActionController(QWidget *parent);
    ~DocumentActionController() override;

    void setSession(const SessionContext &session);
    // Fetches the actions the documents offer; an empty list disables every action.
    void setSelection(DocumentKind kind, const QStringList &uuids);
    DocumentKind kind() const { return m_kind; }
    QStringList selection() const { return m_uuids; }

    // The known actions of the kind in toolbar order, then one for each unknown name the service
    // offered. The QAction objects stay the same while the kind does; each has its name as data().
    // The Delete shortcut works where the action is added (add it to the list view, not only to a
    // toolbar), so Del in a search field never deletes a document.
    QList<QAction *> actions() const { return m_list; }
    QAction *action(const QString &name) const { return m_actions.value(name); }
    // What every selected document offers (after the answers arrived), in toolbar order.
    QList<DocumentOfferedAction> offered() const;
    bool isLoading() const { return m_pendingLoads > 0 || !m_loadQueue.isEmpty(); }
    bool isRunning() const { return m_running; }
    // The document's number as far as it is known (store or service), else a short form of its uuid.
    QString numberOf(const QString &uuid) const;

    // Runs an action on the selection, as if its QAction was triggered.
    void trigger(const QString &name);

signals:
    void actionsChanged();
    // The offered actions of the selection arrived (or failed) and the QActions are up to date.
    void offeredChanged();
    void documentsChanged(DocumentKind kind, const QStringList &uuids);
    void documentCreated(DocumentKind kind, const QString &uuid);
    void documentsRemoved(DocumentKind kind, const QStringList &uuids);
    void messageRequested(const QString &text);

private:
    struct Outcome
    {
        QString error; // empty: done
        DocumentActionResult result;
    };
    using Step = std::function<void(const QString &uuid, std::function<void(const Outcome &)> done)>;

    struct Batch
    {
        QString name;
        QString label;
        DocumentKind kind = DocumentKind::Invoice;
        QStringList uuids;
        int next = 0;
        bool cancelled = false;
        Step step;
        QStringList done;
        QStringList failures; // "RE-2026-0001: why", for the message
        QList<QPair<DocumentKind, QString>> created;
        QStringList recipients;
        QPointer<QProgressDialog> progress;
        QString savedTo;
    };

    QWidget *dialogParent() const;
    void rebuildList();
    QAction *actionFor(const QString &name, const QString &serviceLabel);
    void loadNext();
    void updateEnabled();
    bool confirm(const DocumentActionInfo &info, const QStringList &uuids);
    QString describe(const QStringList &uuids) const;
    void openPreview(const QString &action, const QStringList &uuids);
    void openEmail(const QStringList &uuids);
    void savePdfs(const QStringList &uuids);
    void run(const QString &name, const QStringList &uuids, Step step, const QString &savedTo = {});
    void runNext();
    void finishBatch();
    void afterChange(const QStringList &removed);

    SessionContext m_session;
    DocumentKind m_kind = DocumentKind::Invoice;
    bool m_kindSet = false;
    QStringList m_uuids;
    QHash<QString, QList<DocumentOfferedAction>> m_offered;
    QHash<QString, QString> m_numbers;
    QStringList m_loadQueue;
    int m_pendingLoads = 0;
    bool m_loadFailed = false;
    QObject *m_loadContext = nullptr; // parent of the fetches of the present selection
    QHash<QString, QAction *> m_actions;
    QList<QAction *> m_list;
    bool m_running = false;
    Batch m_batch;
};
