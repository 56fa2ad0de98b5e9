#pragma once

#include "documents/DocumentActionCatalog.h"
#include "documents/DocumentActions.h"
#include "documents/DocumentActionsApi.h"
#include "domain/DocumentSelection.h"
#include "domain/DocumentSummary.h"
#include "views/WorkspacePage.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QUuid>

#include <optional>

#include <functional>
#include <vector>

class QAction;
struct ReminderPlan;
class QProgressDialog;
class QWidget;

// The document actions of the selected documents as QActions for a toolbar, a context menu and the
// Document menu. What a document offers depends on its kind and state, so the service is asked once per
// distinct state among the selected documents (about one of them), not once per document; the answers
// are kept for the session. A document acted upon here is grouped by its state before and the actions
// done since, until the list brings its new state. An action is enabled when every selected document
// offers it. Triggering runs it (destructive ones and a credit note ask first, with open(), and check
// again after the answer; several documents with progress), opens the print preview, the e-mail
// confirmation or the payment dialog, and reports what happened.
class DocumentActionController : public QObject
{
    Q_OBJECT

public:
    // `parent` also parents the dialogs and questions.
    explicit DocumentActionController(QWidget *parent);
    ~DocumentActionController() override;

    void setSession(const SessionContext &session);
    // Fetches the actions the documents offer (linear in their number; one request per state not asked
    // about yet); an empty list disables every action.
    // The documents are the list's rows: each uuid once.
    void setSelection(DocumentKind kind, DocumentSelection documents);
    void setSelection(DocumentKind kind, const QList<SelectedDocument> &documents)
    {
        setSelection(kind, DocumentSelection(documents));
    }
    DocumentKind kind() const { return m_kind; }
    QStringList selection() const { return selectedUuids(); }
    // Requests made for the present selection (for tests and benchmarks).
    int requestsForSelection() const { return m_requests; }

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
    // The refusal, in the user's words, of a reminder for `uuids` that the plan knows is not due (the
    // service would refuse it); empty when none of them is known not to be due. Asked before the service.
    QString reminderRefusal(const ReminderPlan &plan, const QStringList &uuids) const;

signals:
    void actionsChanged();
    // The offered actions of the selection arrived (or failed) and the QActions are up to date.
    void offeredChanged();
    void documentsChanged(DocumentKind kind, const QStringList &uuids);
    // source is the document it was made from (empty when not known).
    void documentCreated(DocumentKind kind, const QString &uuid, const QString &source);
    void documentsRemoved(DocumentKind kind, const QStringList &uuids);
    void messageRequested(const QString &text);

private:
    using Outcome = DocumentActions::Outcome;
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
        QStringList createdFrom; // the source of each created document
        QStringList recipients;
        QPointer<QProgressDialog> progress;
        QString savedTo;
        QHash<QString, QString> numbers; // uuid -> number, for the messages whatever is selected by then
    };

    QWidget *dialogParent() const;
    void rebuildList();
    QAction *actionFor(const QString &name, const QString &serviceLabel);
    void loadNext();
    void updateEnabled();
    // Tooltip and status tip of each disabled action: why it is (DisabledActionReason).
    void explainDisabled();
    // Asks with open(); `then` runs after a yes, once the selection and the action are checked again.
    // `details`: lines shown above the consequence (for a reminder: each invoice's level and fee).
    void confirm(const DocumentActionInfo &info, const QStringList &uuids, std::function<void()> then,
        const QString &details = {});
    // Still the same selection, nothing running, the action still offered: what was asked about holds.
    bool stillApplies(const QString &name, const QStringList &uuids) const;
    QString describe(const QStringList &uuids) const;
    QString amountsOf(const QStringList &uuids) const;
    void openPreview(const QString &action, const QStringList &uuids);
    void openEmail(const QStringList &uuids);
    void openPayment(const QString &uuid);
    void savePdfs(const QStringList &uuids);
    void run(const QString &name, const QStringList &uuids, Step step, const QString &savedTo = {});
    void runNext();
    void finishBatch();
    // Documents acted upon: their state is what it was plus `action`, until the list brings it.
    void markChanged(const QStringList &uuids, const QString &action);
    void afterChange(const QStringList &removed);
    // The state of the selected document at this position, with what was done to it here.
    QString stateOf(qsizetype at) const;
    void updateTexts();
    // The uuids of the selection, made into text on first use.
    const QStringList &selectedUuids() const;

    SessionContext m_session;
    DocumentActions *m_service; // the service's side: offers, performing, PDFs, follow-ups
    DocumentKind m_kind = DocumentKind::Invoice;
    bool m_kindSet = false;
    DocumentSelection m_documents;
    mutable std::optional<QStringList> m_uuids; // m_documents' uuids, once asked for
    QStringList m_states; // the distinct states of the selection
    QHash<QString, QList<DocumentOfferedAction>> m_offered; // state -> what it offers (kept per session)
    struct Changed
    {
        QString state;
        QDateTime updatedAt; // the list's at the time; a different one means the list has the new state
    };
    QHash<QString, Changed> m_changed; // uuid -> state after the actions done here
    QList<QPair<QString, QString>> m_loadQueue; // state, the document asked about
    int m_requests = 0;
    int m_pendingLoads = 0;
    bool m_loadFailed = false;
    QObject *m_loadContext = nullptr; // parent of the fetches of the present selection
    QHash<QString, QAction *> m_actions;
    QList<QAction *> m_list;
    bool m_running = false;
    Batch m_batch;
};
