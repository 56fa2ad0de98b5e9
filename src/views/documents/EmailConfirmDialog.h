#pragma once

#include "domain/DocumentKind.h"
#include "views/WorkspacePage.h"

#include <QDialog>
#include <QJsonObject>

#include <optional>

class EmailSender;
class QDialogButtonBox;
class QLabel;
class QObject;
class QPushButton;

// "Send by e-mail": shows to whom the document goes (the receiver's primary e-mail address, from the
// local copy of the addresses or else from the service) and what (number, title, total, the PDF
// attached), asks for confirmation, performs the `email` action (through EmailSender) and says how it went.
class EmailConfirmDialog : public QDialog
{
    Q_OBJECT

public:
    EmailConfirmDialog(
        const SessionContext &session, DocumentKind kind, const QString &uuid, QWidget *parent = nullptr);

    // Sends once the details are there (what the Send button does).
    void send();

    QString recipientText() const;
    QString documentText() const;
    QString outcomeText() const;
    bool isReady() const { return m_ready; }
    bool wasSent() const { return m_sent; }

signals:
    // The service sent it; recipient as the service reports it.
    void sent(const QString &uuid, const QString &number, const QString &recipient);

private:
    void loadDocument();
    void showReceiver(const std::optional<QJsonObject> &address);
    void setOutcome(const QString &text, bool error);

    SessionContext m_session;
    DocumentKind m_kind;
    QString m_uuid;
    QString m_number;
    QString m_receiverName;
    bool m_ready = false;
    bool m_sending = false;
    bool m_sent = false;
    EmailSender *m_sender; // the service's side: the document, its receiver, the `email` action
    QLabel *m_to;
    QLabel *m_what;
    QLabel *m_outcome;
    QDialogButtonBox *m_buttons;
    QPushButton *m_send;
};
