#include "documents/PaymentHistory.h"

#include "store/PaymentLog.h"

QList<BookedPayment> PaymentHistory::read(
    const QString &dataDir, const QString &accountUuid, const QString &invoiceUuid)
{
    QList<BookedPayment> list;
    if (dataDir.isEmpty() || invoiceUuid.isEmpty())
        return list;
    for (const PaymentRecord &p : PaymentLog(dataDir, accountUuid).forInvoice(invoiceUuid)) {
        list.append({p.date, p.amountMinor, p.currency, p.bankAccountUuid, p.reference,
            p.source == PaymentRecord::Source::BankFile, p.state == PaymentRecord::State::Sending});
    }
    return list;
}
