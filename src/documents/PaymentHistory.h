#pragma once

#include <QDate>
#include <QList>
#include <QString>

// A payment of one invoice booked through InvoiceDesk, as the detail pane shows it.
struct BookedPayment
{
    QDate date;
    qint64 amountMinor = 0;
    QString currency;
    QString bankAccountUuid;
    QString reference;
    bool fromBankFile = false; // else the payment dialog
    bool answerLost = false; // sent from a bank file, the service's answer never came
};

// The payment history of the local copy, read for the window (views do not reach the store). Blocking:
// call it on a pool thread.
namespace PaymentHistory {
QList<BookedPayment> read(const QString &dataDir, const QString &accountUuid, const QString &invoiceUuid);
}
