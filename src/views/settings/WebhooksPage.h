#pragma once

#include "records/WebhookApi.h"
#include "views/WorkspacePage.h"

#include <QPointer>

class ApiError;
class QAction;
class QLabel;
class QMessageBox;
class QTableView;
class WebhookController;
class WebhookCreateDialog;
class WebhookListModel;

// The account's outgoing webhooks: the list (target, events, latest delivery), details of the selected
// one, creating (the signature key is shown once) and deleting with confirmation. The list is kept in
// the local store ("webhooks", without signature keys) so it shows offline.
class WebhooksPage : public WorkspacePage
{
    Q_OBJECT

public:
    explicit WebhooksPage(QWidget *parent = nullptr);

    void openSession(const SessionContext &session) override;
    void refresh() override;
    QList<QAction *> pageActions() const override;
    QString pageMenuTitle() const override;

    WebhookListModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    QString detailsText() const;
    QString statusText() const;
    // Opens the dialog (non-modal to the event loop) and returns it.
    WebhookCreateDialog *newWebhook();
    // Asks, then deletes the selected webhook.
    void deleteSelected();

signals:
    void listLoaded();
    // The copy kept on this computer was read after openSession (shown unless the service's list came first).
    void keptCopyRead();
    void detailsLoaded(const QString &uuid);
    void deleted(const QString &uuid);

private:
    void showDetails();
    // Deletes it on the service, then here.
    void remove(const QString &uuid, const Webhook &webhook);
    void fetchDetails(const QString &uuid);
    // The webhook into the list (without its signature key).
    void showWebhook(const Webhook &webhook);
    QString selectedUuid() const;
    void setStatus(const QString &text);

    SessionContext m_session;
    WebhookController *m_controller;
    QObject *m_calls; // the calls of the open session
    bool m_listed = false; // the service's list came in this session (the kept copy then comes too late)
    WebhookListModel *m_model;
    QTableView *m_table;
    QLabel *m_details;
    QLabel *m_status;
    QAction *m_new;
    QAction *m_delete;
    QPointer<QMessageBox> m_confirm; // the open question, if any
};
