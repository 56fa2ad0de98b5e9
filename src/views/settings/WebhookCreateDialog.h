#pragma once

#include "records/WebhookApi.h"

#include <QDialog>
#include <QMap>
#include <QPointer>

class FieldErrorMarker;
class WebhookController;
class ApiError;
class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QMessageBox;
class QPushButton;
class QStackedWidget;

// Registers a webhook: a target URL (https://, or http:// to this computer) and the events to send.
// After creation the signature key is shown once, with a button to copy it.
class WebhookCreateDialog : public QDialog
{
    Q_OBJECT

public:
    explicit WebhookCreateDialog(WebhookController *controller, QWidget *parent = nullptr);

    QLineEdit *targetEdit() const { return m_target; }
    QCheckBox *eventBox(const QString &eventType) const { return m_events.value(eventType); }
    QLineEdit *otherEventsEdit() const { return m_otherEvents; }
    QLineEdit *keyEdit() const { return m_key; }
    QPushButton *createButton() const { return m_create; }
    QPushButton *copyButton() const { return m_copy; }
    QString targetError() const;
    QString eventsError() const;
    QString statusText() const;

    // The event types chosen and typed, in that order, without repeats.
    QStringList eventTypes() const;
    void create();
    // Cancel, Escape and the close button: a typed form is discarded only after asking.
    void reject() override;
    // Closes without asking.
    void discard();

signals:
    void created(const Webhook &webhook);

private:
    void showCreated(const Webhook &webhook);
    void showErrors(const ApiError &error);
    void setBusy(bool busy);

    QPointer<WebhookController> m_controller;
    QPointer<QMessageBox> m_question;
    FieldErrorMarker *m_marker;
    QStackedWidget *m_pages;
    QLineEdit *m_target;
    QMap<QString, QCheckBox *> m_events;
    QLineEdit *m_otherEvents;
    QLabel *m_targetError;
    QLabel *m_eventsError;
    QWidget *m_eventsBox = nullptr;
    QLabel *m_status;
    QLineEdit *m_key;
    QLabel *m_keyNote;
    QPushButton *m_copy;
    QPushButton *m_create;
    QDialogButtonBox *m_buttons;
};
