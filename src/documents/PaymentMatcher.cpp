#include "documents/PaymentMatcher.h"

#include "api/JsonReader.h"
#include "domain/Money.h"
#include "domain/PartyName.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>

bool PaymentMatcher::similarNames(const QString &a, const QString &b)
{
    return PartyName::samePayer(a, b);
}

QString PaymentMatcher::sentReference(const CamtEntry &entry)
{
    return entry.bankReference.trimmed().isEmpty() ? entry.reference : entry.bankReference.trimmed();
}

QDate PaymentMatcher::paymentDate(const CamtEntry &entry)
{
    QDate date = entry.bookingDate.isValid() ? entry.bookingDate : entry.valueDate;
    if (!date.isValid() || date > QDate::currentDate())
        date = QDate::currentDate();
    return date;
}

int PaymentMatcher::bookedBefore(
    const CamtEntry &entry, const QList<ServicePayment> &payments, qint64 openNow, const QSet<int> &taken)
{
    const QString bank = entry.bankReference.trimmed();
    const QDate date = paymentDate(entry);
    for (int i = 0; i < payments.size(); ++i) {
        if (taken.contains(i))
            continue;
        const ServicePayment &p = payments.at(i);
        const QString reference = p.reference.trimmed();
        if (p.amountMinor <= 0 || p.amountMinor > entry.amountMinor || reference.isEmpty())
            continue;
        // The bank's reference names one bank entry: booked from this file by some copy.
        if (!bank.isEmpty() && reference == bank)
            return i;
        // Booked under the structured reference (as InvoiceDesk did before it sent the bank's reference,
        // or for an entry without one): the same date and amount, or less when nothing is open now (an
        // over-payment books what was open).
        if (!entry.reference.isEmpty() && PaymentReference::normalised(reference) == entry.reference
            && p.date == date && (p.amountMinor == entry.amountMinor || openNow <= 0))
            return i;
    }
    return -1;
}

std::optional<QList<ServicePayment>> PaymentMatcher::paymentsFromDocument(const QJsonObject &document)
{
    const QJsonValue value = document.value(QLatin1String("payments"));
    if (!value.isArray())
        return std::nullopt;
    QList<ServicePayment> list;
    for (const QJsonValue &v : value.toArray()) {
        const QJsonObject o = v.toObject();
        ServicePayment p;
        p.amountMinor = JsonReader::scaled(o, QLatin1String("amount")).value_or(0);
        p.date = JsonReader::date(o, QLatin1String("date"));
        p.reference = JsonReader::string(o, QLatin1String("reference"));
        list << p;
    }
    return list;
}

QString PaymentMatcher::bookingKey(const CamtEntry &entry)
{
    if (!entry.bankReference.isEmpty())
        return QStringLiteral("bank:") + entry.bankReference;
    return QStringLiteral("ref:%1|%2|%3|%4")
        .arg(entry.reference, Money::toDecimalString(entry.amountMinor), entry.currency,
            entry.bookingDate.toString(Qt::ISODate));
}

QString PaymentMatcher::unseenBookings(const QString &invoiceNumber)
{
    return tr("The service shows no payments for the invoice %1: a booking of this entry from another copy "
              "of the account cannot be seen.")
        .arg(invoiceNumber);
}

QList<PaymentMatch> PaymentMatcher::match(const QList<CamtEntry> &entries, QList<OpenInvoice> invoices,
    const QSet<QString> &booked, const ServicePayments &servicePayments)
{
    QMultiHash<QString, int> byReference;
    for (int i = 0; i < invoices.size(); ++i) {
        if (!invoices.at(i).reference.isEmpty())
            byReference.insert(invoices.at(i).reference, i);
    }
    QSet<QString> paidInFile; // invoices an earlier entry of the file paid in full
    QHash<QString, QSet<int>> recognised; // per invoice, its service payments an earlier entry is already
    QList<PaymentMatch> results;
    results.reserve(entries.size());
    for (const CamtEntry &e : entries) {
        PaymentMatch m;
        const QString amount = Money::format(e.amountMinor, e.currency);
        if (!e.credit) {
            m.kind = PaymentMatch::Kind::NotAPayment;
            m.reason = tr("A debit of %1, not a payment received.").arg(amount);
        } else if (e.reversal) {
            m.kind = PaymentMatch::Kind::NotAPayment;
            m.reason = tr("The bank reversed a booking of %1.").arg(amount);
        } else if (!e.problem.isEmpty()) {
            m.kind = PaymentMatch::Kind::NotAPayment;
            m.reason = e.problem;
        } else if (!e.isPayment()) {
            m.kind = PaymentMatch::Kind::NotAPayment;
            m.reason = tr("Not booked by the bank yet (status %1).").arg(e.status);
        } else if (e.duplicateInFile) {
            m.kind = PaymentMatch::Kind::DuplicateInFile;
            m.reason = tr("The bank entry %1 is in the file twice; it counts once.").arg(e.bankReference);
        } else if (booked.contains(bookingKey(e))) {
            m.kind = PaymentMatch::Kind::AlreadyBooked;
            m.reason = tr("Booked before from an earlier file.");
        } else if (!e.reference.isEmpty()) {
            const QList<int> found = byReference.values(e.reference);
            if (found.isEmpty()) {
                m.kind = PaymentMatch::Kind::Unmatched;
                m.reason =
                    tr("No invoice has the reference %1.").arg(PaymentReference::formatted(e.reference));
            } else if (found.size() > 1) {
                m.kind = PaymentMatch::Kind::Ambiguous;
                for (const int i : found)
                    m.invoices << invoices.at(i).uuid;
                m.reason = tr("%n invoice(s) have the reference %1.", nullptr, int(found.size()))
                               .arg(PaymentReference::formatted(e.reference));
            } else {
                OpenInvoice &invoice = invoices[found.first()];
                m.invoices << invoice.uuid;
                const auto payments = servicePayments.constFind(invoice.uuid);
                const bool seen = payments != servicePayments.cend();
                const int before =
                    seen ? bookedBefore(e, *payments, invoice.openMinor, recognised.value(invoice.uuid)) : -1;
                if (before >= 0) {
                    recognised[invoice.uuid].insert(before);
                    const ServicePayment &p = payments->at(before);
                    m.kind = PaymentMatch::Kind::AlreadyBooked;
                    m.reason = tr("The service has it booked on the invoice %1 already (%2 on %3, reference "
                                  "%4), from this or another copy of the account; it is not booked again.")
                                   .arg(invoice.number, Money::format(p.amountMinor, e.currency),
                                       p.date.toString(Qt::ISODate), p.reference);
                } else if (invoice.currency != e.currency) {
                    m.kind = PaymentMatch::Kind::WrongCurrency;
                    m.reason = tr("%1 paid in %2; the invoice %3 is in %4.")
                                   .arg(amount, e.currency, invoice.number, invoice.currency);
                } else if (invoice.cancelled) {
                    m.kind = PaymentMatch::Kind::Unmatched;
                    m.reason = tr("The invoice %1 is cancelled.").arg(invoice.number);
                } else if (invoice.openMinor <= 0) {
                    m.kind = PaymentMatch::Kind::AlreadyPaid;
                    m.reason = paidInFile.contains(invoice.uuid)
                        ? tr("The invoice %1 is already paid by an earlier entry of this file; %2 is not "
                             "booked.")
                              .arg(invoice.number, amount)
                        : tr("The invoice %1 is already paid; %2 is not booked.").arg(invoice.number, amount);
                } else {
                    m.openBefore = invoice.openMinor;
                    if (e.amountMinor == invoice.openMinor) {
                        m.kind = PaymentMatch::Kind::Matched;
                        m.reason = tr("Pays the invoice %1 in full.").arg(invoice.number);
                    } else if (e.amountMinor < invoice.openMinor) {
                        m.kind = PaymentMatch::Kind::Partial;
                        m.openAfter = invoice.openMinor - e.amountMinor;
                        m.reason = tr("Pays %1 of the invoice %2; %3 stays open.")
                                       .arg(amount, invoice.number, Money::format(m.openAfter, e.currency));
                    } else {
                        m.kind = PaymentMatch::Kind::Overpaid;
                        m.excess = e.amountMinor - invoice.openMinor;
                        m.reason = tr("Pays the invoice %1 with %2 more than was open.")
                                       .arg(invoice.number, Money::format(m.excess, e.currency));
                    }
                    invoice.openMinor = m.openAfter;
                    if (invoice.openMinor == 0)
                        paidInFile.insert(invoice.uuid);
                    if (!seen)
                        m.reason += QLatin1Char(' ') + unseenBookings(invoice.number);
                }
            }
        } else {
            for (const OpenInvoice &invoice : std::as_const(invoices)) {
                if (!invoice.cancelled && invoice.openMinor > 0 && invoice.openMinor == e.amountMinor
                    && invoice.currency == e.currency && similarNames(invoice.customerName, e.debtorName))
                    m.invoices << invoice.uuid;
            }
            if (m.invoices.size() == 1) {
                m.kind = PaymentMatch::Kind::Suggested;
                m.reason = tr("No reference; the amount, currency and payer's name fit one open invoice.");
            } else if (m.invoices.size() > 1) {
                m.kind = PaymentMatch::Kind::Ambiguous;
                m.reason = tr("No reference; %n open invoice(s) fit the amount, currency and payer's name.",
                    nullptr, int(m.invoices.size()));
            } else {
                m.kind = PaymentMatch::Kind::Unmatched;
                m.reason = tr("No reference, and no open invoice fits %1 from %2.")
                               .arg(amount, e.debtorName.isEmpty() ? tr("an unnamed payer") : e.debtorName);
            }
        }
        results << m;
    }
    return results;
}
