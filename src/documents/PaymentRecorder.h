#pragma once

#include "api/ApiError.h"

#include <QDate>
#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

class ApiClient;

// The invoice a payment is recorded for, as the service has it now.
struct PaymentInvoice
{
    QString uuid;
    QString number; // the invoice number, else the first 8 characters of the uuid
    QString receiverName;
    QString currency;
    qint64 totalMinor = 0;
    qint64 openMinor = 0;
};

// An active bank account of the local copy that money can come in on.
struct PaymentBankAccount
{
    QString uuid;
    QString name;
    QString iban; // as stored (unformatted)
    QString currency;
    bool isDefault = false;
};

// What is booked: an amount in minor units (more than 0, at most what is open), its date, the account
// (optional) and a reference (optional).
struct PaymentInput
{
    qint64 amountMinor = 0;
    QDate date;
    QString bankAccountUuid;
    QString reference;

    // The body of the `paymentAdd` action.
    QJsonObject body() const;
};

// Records a payment of one invoice, GUI-free: load() fetches the invoice fresh (its open amount is the
// service's, never the list's), record() performs the `paymentAdd` action. Every call lives in this
// object: deleting it (or the session closing) ends them without a signal.
class PaymentRecorder : public QObject
{
    Q_OBJECT

public:
    PaymentRecorder(ApiClient *client, QString uuid, QObject *parent = nullptr);

    QString uuid() const { return m_uuid; }
    bool hasClient() const { return !m_client.isNull(); }
    // A call is under way.
    bool isBusy() const { return m_busy > 0; }

    // The active bank accounts of the local copy, in stored order.
    static QList<PaymentBankAccount> bankAccounts(const QString &dataDir, const QString &accountUuid);
    // The account the money most likely came in on: the default one in the invoice's currency, else one
    // in the currency, else the default one, else the first; -1 without accounts.
    static int likelyAccount(const QList<PaymentBankAccount> &accounts, const QString &currency);

    // Where a booked payment is kept (the payment history of the local copy); without it, nowhere.
    void setLocalCopy(const QString &dataDir, const QString &accountUuid);

    // Ends in loaded(), openAmountMissing() or loadFailed(); false (and no signal) without a client.
    bool load();
    // Ends in recorded() (after the payment is kept in the local copy, on a pool thread; historyNotKept()
    // before it when that failed) or refused(); false (and no signal) without a client or before loaded().
    bool record(const PaymentInput &input);

signals:
    void loaded(const PaymentInvoice &invoice);
    // The service's answer has no open amount for the invoice.
    void openAmountMissing();
    void loadFailed(const ApiError &error);
    // The service booked it.
    void recorded(qint64 amountMinor);
    // Booked by the service, but the local copy could not keep it (the reason).
    void historyNotKept(const QString &reason);
    // Not booked; field errors (e.g. "amount") are in the error.
    void refused(const ApiError &error);

private:
    QPointer<ApiClient> m_client;
    QString m_uuid;
    QString m_number;
    QString m_currency;
    QString m_dataDir;
    QString m_accountUuid;
    int m_busy = 0;
};
