#pragma once

#include "store/AccountDatabase.h"

#include <QCoreApplication>
#include <QDate>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

// One payment booked through InvoiceDesk, as the local copy keeps it (table payments, schema 8).
struct PaymentRecord
{
    enum class Source { Dialog, BankFile };
    enum class State { Sending, Booked };

    qint64 id = 0;
    QString invoiceUuid;
    QString invoiceNumber;
    QDate date;
    qint64 amountMinor = 0;
    QString currency;
    QString bankAccountUuid;
    QString reference;
    Source source = Source::Dialog;
    QString entryKey; // the bank entry (PaymentMatcher::bookingKey); empty for the dialog's payments
    State state = State::Booked;
    qint64 recordedAtMs = 0;
};

// The payments booked through InvoiceDesk, per account's local copy. Cheap to construct on any thread
// (the connection is per thread, see AccountDatabase). A bank entry is claimed (Sending) before its
// paymentAdd goes out and marked Booked when the service answered; a claim whose answer was lost stays
// until an import settles it against the invoice's payments at the service (BankImport): confirmed when the
// service has it, released when it has not.
class PaymentLog
{
    Q_DECLARE_TR_FUNCTIONS(PaymentLog)

public:
    PaymentLog(const QString &dataDir, const QString &accountUuid);

    bool isOpen() const { return m_db.isOpen(); }
    QString errorString() const { return m_error; }

    // A booked payment (the dialog's). False with errorString() when it could not be written.
    [[nodiscard]] bool add(const PaymentRecord &payment);
    // Claims the bank entry payment.entryKey as Sending; false when it is claimed already (booked before,
    // or sent with its answer lost) or the write failed (errorString() says which).
    [[nodiscard]] bool claim(const PaymentRecord &payment);
    // The service booked the claimed entry; with `amountMinor` (0 or more), the amount it booked (what was
    // open when the invoice was fetched again just before sending, or the payment the service shows).
    [[nodiscard]] bool confirm(const QString &entryKey, qint64 amountMinor = -1);
    // The service refused the claimed entry: nothing was booked, the claim goes.
    [[nodiscard]] bool release(const QString &entryKey);

    QList<PaymentRecord> forInvoice(const QString &invoiceUuid) const;
    // Every bank entry claimed, booked or still sending.
    QSet<QString> claimedEntries() const;
    // The same with the payment each was claimed for (its state Sending when the answer was lost).
    QHash<QString, PaymentRecord> claims() const;
    // Every payment the service confirmed (Booked), by invoice uuid: their dates and amounts.
    QHash<QString, QList<PaymentRecord>> bookedByInvoice() const;

private:
    bool fail(const QString &what, const QString &why) const;

    AccountDatabase m_db;
    mutable QString m_error;
};
