#include "documents/PaymentMatcher.h"

#include "domain/Money.h"

#include <QHash>
#include <QRegularExpression>

namespace {

QStringList nameWords(const QString &name)
{
    // Accents off (NFD, then drop the combining marks), lower case, words of letters and digits.
    const QString decomposed = name.normalized(QString::NormalizationForm_D);
    QString plain;
    for (const QChar c : decomposed) {
        if (c.category() != QChar::Mark_NonSpacing)
            plain += c.toLower();
    }
    static const QRegularExpression separators(QStringLiteral("[^\\w]+"));
    static const QSet<QString> legalForms {QStringLiteral("ag"), QStringLiteral("gmbh"), QStringLiteral("sa"),
        QStringLiteral("sarl"), QStringLiteral("sagl"), QStringLiteral("srl"), QStringLiteral("ltd"),
        QStringLiteral("inc"), QStringLiteral("co"), QStringLiteral("kg"), QStringLiteral("and"),
        QStringLiteral("und"), QStringLiteral("et"), QStringLiteral("e"), QStringLiteral("herr"),
        QStringLiteral("frau"), QStringLiteral("mr"), QStringLiteral("mrs"), QStringLiteral("ms")};
    QStringList words;
    for (const QString &w : plain.split(separators, Qt::SkipEmptyParts)) {
        if (!legalForms.contains(w) && w != QLatin1String("_"))
            words << w;
    }
    return words;
}

} // namespace

bool PaymentMatcher::similarNames(const QString &a, const QString &b)
{
    const QStringList x = nameWords(a);
    const QStringList y = nameWords(b);
    if (x.isEmpty() || y.isEmpty())
        return false;
    const QSet<QString> xs(x.cbegin(), x.cend());
    const QSet<QString> ys(y.cbegin(), y.cend());
    return xs.contains(ys) || ys.contains(xs);
}

QString PaymentMatcher::bookingKey(const CamtEntry &entry)
{
    if (!entry.bankReference.isEmpty())
        return QStringLiteral("bank:") + entry.bankReference;
    return QStringLiteral("ref:%1|%2|%3|%4")
        .arg(entry.reference, Money::toDecimalString(entry.amountMinor), entry.currency,
            entry.bookingDate.toString(Qt::ISODate));
}

QList<PaymentMatch> PaymentMatcher::match(
    const QList<CamtEntry> &entries, QList<OpenInvoice> invoices, const QSet<QString> &booked)
{
    QMultiHash<QString, int> byReference;
    for (int i = 0; i < invoices.size(); ++i) {
        if (!invoices.at(i).reference.isEmpty())
            byReference.insert(invoices.at(i).reference, i);
    }
    QSet<QString> paidInFile; // invoices an earlier entry of the file paid in full
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
                if (invoice.currency != e.currency) {
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
