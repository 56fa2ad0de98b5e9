#include "views/documents/PaymentHistoryView.h"

#include "base/AsyncRun.h"
#include "domain/Money.h"
#include "domain/PaymentReference.h"
#include "views/WrittenDate.h"

#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

PaymentHistoryView::PaymentHistoryView(QWidget *parent)
    : QWidget(parent)
    , m_text(new QLabel(this))
{
    m_text->setObjectName(QStringLiteral("paymentHistory"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_text);
    hide();
}

void PaymentHistoryView::setSession(const QString &dataDir, const QString &accountUuid)
{
    m_dataDir = dataDir;
    m_accountUuid = accountUuid;
    clear();
}

void PaymentHistoryView::clear()
{
    ++m_generation;
    m_uuid.clear();
    m_payments.clear();
    m_text->clear();
    hide();
}

QString PaymentHistoryView::plainText() const
{
    return isHidden() ? QString() : m_plain;
}

void PaymentHistoryView::showInvoice(const QString &uuid, const QString &currency, qint64 totalMinor,
    std::optional<qint64> openMinor, bool cancelled)
{
    m_cancelled = cancelled;
    const bool same = uuid == m_uuid;
    m_uuid = uuid;
    m_currency = currency;
    m_totalMinor = totalMinor;
    m_openMinor = openMinor;
    if (!same)
        m_payments.clear();
    render();
    const quint64 generation = ++m_generation;
    asyncRun(
        this,
        [dataDir = m_dataDir, account = m_accountUuid, uuid] {
            return PaymentHistory::read(dataDir, account, uuid);
        },
        [this, generation, uuid](const QList<BookedPayment> &payments) {
            if (generation != m_generation)
                return; // another invoice meanwhile
            m_payments = payments;
            render();
            emit shown(uuid);
        });
}

void PaymentHistoryView::render()
{
    if (m_uuid.isEmpty() || !m_openMinor) {
        m_plain.clear();
        hide();
        return;
    }
    const qint64 paid = m_totalMinor - *m_openMinor;
    // A cancelled invoice is owed by nobody: its open amount 0 is no payment.
    QStringList lines {m_cancelled ? tr("Cancelled: nothing is to be paid.")
                                   : tr("Paid: %1").arg(Money::format(paid, m_currency))};
    qint64 listed = 0;
    for (const BookedPayment &p : std::as_const(m_payments)) {
        QString line = tr("%1: %2 (%3)")
                           .arg(WrittenDate::date(p.date), Money::format(p.amountMinor, p.currency),
                               p.fromBankFile ? tr("bank file") : tr("entered by hand"));
        if (!p.reference.isEmpty())
            line += QLatin1Char(' ')
                + tr("reference %1")
                      .arg(PaymentReference::typeOf(p.reference) == PaymentReference::Type::None
                              ? p.reference
                              : PaymentReference::formatted(p.reference)); // as the QR-bill prints it
        if (p.answerLost)
            line += QLatin1Char(' ') + tr("— sent, the service's answer was lost: check the open amount");
        else
            listed += p.amountMinor;
        lines << QStringLiteral("  ") + line;
    }
    if (m_cancelled) {
        if (!m_payments.isEmpty())
            lines.insert(1, tr("Booked on it before it was cancelled:"));
    } else {
        if (m_payments.isEmpty() && paid > 0)
            lines << QStringLiteral("  ") + tr("No payment was booked through InvoiceDesk.");
        else if (paid != listed && !m_payments.isEmpty())
            lines << QStringLiteral("  ")
                    + tr("Booked elsewhere or not listed here: %1")
                          .arg(Money::format(paid - listed, m_currency));
        lines << tr("Open: %1").arg(Money::format(*m_openMinor, m_currency));
    }
    m_plain = tr("Payments") + QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
    QString html = QStringLiteral("<h3>%1</h3><p>").arg(tr("Payments").toHtmlEscaped());
    QStringList escaped;
    for (const QString &line : std::as_const(lines))
        escaped << line.toHtmlEscaped().replace(QStringLiteral("  "), QStringLiteral("&nbsp;&nbsp;"));
    html += escaped.join(QStringLiteral("<br>")) + QStringLiteral("</p>");
    m_text->setText(html);
    show();
}
