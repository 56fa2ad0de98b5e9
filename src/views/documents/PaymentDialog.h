#pragma once

#include "views/WorkspacePage.h"

#include <QDialog>
#include <QMessageBox>
#include <QPointer>

class QComboBox;
class DateField;
class FieldErrorMarker;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class ApiError;
class PaymentRecorder;
struct PaymentInput;

// "Record a payment" of one invoice: the amount (prefilled with what is open, exact, partial payments
// allowed), the date, the bank account it came in on and an optional reference. Record checks the
// fields, then asks once more naming the invoice and the amount, then performs the `paymentAdd` action
// (through PaymentRecorder) and says how it went. Nothing is booked before that confirmation.
class PaymentDialog : public QDialog
{
    Q_OBJECT

public:
    PaymentDialog(const SessionContext &session, const QString &uuid, QWidget *parent = nullptr);

    // The document is there and nothing is running: Record can be pressed.
    bool isReady() const { return m_ready && !m_sending && !m_done; }
    bool isDone() const { return m_done; }
    QString number() const { return m_number; }
    qint64 openMinor() const { return m_openMinor; }
    QString currency() const { return m_currency; }

    QLineEdit *amountField() const { return m_amount; }
    DateField *dateField() const { return m_date; }
    QComboBox *bankAccountField() const { return m_account; }
    QLineEdit *referenceField() const { return m_reference; }
    // The problems marked at the fields, named as their labels read ("Amount: ..."), and the outcome line.
    QString amountError() const;
    QString dateError() const;
    QString bankAccountError() const;
    QString referenceError() const;
    QString outcomeText() const;
    // The confirmation question while it is open.
    QMessageBox *confirmation() const { return m_confirmation; }

    // What the Record button does: check the fields, then ask.
    void record();
    // Something typed that would be lost: an amount, date or reference other than prefilled, not recorded.
    bool hasUnsavedInput() const;
    // Asked before the session goes (SessionDialogs): with unsaved input, Discard or Cancel (open()).
    void askToSwitchAway(const WorkspacePage::SwitchAnswer &answer);

signals:
    // The service booked it; openAfterMinor is what is still open.
    void recorded(const QString &uuid, const QString &number, qint64 amountMinor, qint64 openAfterMinor);

private:
    void load();
    void fillAccounts();
    bool validate();
    void send(qint64 amountMinor);
    void unlock();
    void connectRecorder();
    PaymentInput input() const;
    void setOutcome(const QString &text, bool error);
    // The service's field errors (422) shown at their fields, the first focused; true if every one of
    // them is shown at a field.
    bool showFieldErrors(const ApiError &error);
    // Grows the dialog to fit the messages shown, then focuses the first field with one.
    void focusFirstError();

    SessionContext m_session;
    QString m_uuid;
    QString m_number;
    QString m_currency;
    qint64 m_openMinor = 0;
    bool m_ready = false;
    bool m_sending = false;
    bool m_done = false;
    QString m_prefilledAmount;
    QString m_historyProblem; // the service booked it, the local copy could not keep it
    PaymentRecorder *m_recorder; // the service's side: fetch, paymentAdd
    QLabel *m_what;
    QLineEdit *m_amount;
    DateField *m_date;
    QComboBox *m_account;
    QLineEdit *m_reference;
    FieldErrorMarker *m_marker; // the fields' problems, each on a line under its field
    QLabel *m_outcome;
    QDialogButtonBox *m_buttons;
    QPushButton *m_record;
    QPointer<QMessageBox> m_confirmation;
};
