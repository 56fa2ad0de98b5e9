#pragma once

#include "documents/PaymentHistory.h"

#include <QWidget>

#include <optional>

class QLabel;

// The detail pane's payments section of an invoice: what is paid, each payment booked through InvoiceDesk
// (date, amount, from the dialog or a bank file, reference) and what is open. The payments are read from
// the local copy on a pool thread; paid and open are the service's (total minus open).
class PaymentHistoryView : public QWidget
{
    Q_OBJECT

public:
    explicit PaymentHistoryView(QWidget *parent = nullptr);

    void setSession(const QString &dataDir, const QString &accountUuid);
    // An invoice's figures; the payments are read again. A cancelled invoice reads as cancelled: nothing
    // is owed, so neither paid nor open is shown (payments booked on it before are still listed).
    void showInvoice(const QString &uuid, const QString &currency, qint64 totalMinor,
        std::optional<qint64> openMinor, bool cancelled = false);
    void clear();
    QString plainText() const;

signals:
    void shown(const QString &uuid);

private:
    void render();

    QString m_dataDir;
    QString m_accountUuid;
    QString m_uuid;
    QString m_currency;
    qint64 m_totalMinor = 0;
    std::optional<qint64> m_openMinor;
    bool m_cancelled = false;
    QList<BookedPayment> m_payments;
    QString m_plain; // what is shown, as text
    quint64 m_generation = 0;
    QLabel *m_text;
};
