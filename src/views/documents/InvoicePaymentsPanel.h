#pragma once

#include "session/SessionContext.h"

#include <QWidget>

class DetailLoader;
class DocumentEditor;
struct DocumentDetail;
class PaymentHistoryView;
class QLabel;

// The editor's read-only "what was paid" of an invoice: the payments section of the detail pane
// (PaymentHistoryView: paid, each payment booked through InvoiceDesk, open) and the dunning level in the
// list's words. It follows its editor: once the invoice is loaded or saved it shows the stored copy
// (read on a pool thread), then the service's current one. Hidden for a new, unsaved invoice.
class InvoicePaymentsPanel : public QWidget
{
    Q_OBJECT

public:
    InvoicePaymentsPanel(const SessionContext &session, DocumentEditor *editor, QWidget *parent);

    // What is shown, as text (empty while hidden).
    QString plainText() const;

signals:
    // The service's current figures of `uuid` are shown, with the payments of the local copy.
    void shown(const QString &uuid);

private:
    void showInvoice(const QString &uuid);
    void render(const QString &uuid, const DocumentDetail &detail);

    SessionContext m_session;
    DetailLoader *m_loader;
    PaymentHistoryView *m_history;
    QLabel *m_dunning;
    QString m_uuid;
    quint64 m_generation = 0;
    bool m_fresh = false; // the figures shown are the service's
};
