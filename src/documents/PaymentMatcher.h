#pragma once

#include "documents/CamtReader.h"

#include <QCoreApplication>
#include <QDate>
#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

class QJsonObject;

// The rules that match a bank file's entries to invoices, as pure code: no network, no store, no
// window. The bank-file import (BankImport: the review window and --import-payments) matches by them.
//
// In this order, for each entry:
//  1. not a payment: a debit, a reversal, a pending entry, or one the reader could not read (a reference
//     with a wrong check digit among them) -> NotAPayment, with the reason;
//  2. the same bank entry twice in the file -> DuplicateInFile; a bank entry booked before in this copy (its
//     bookingKey() among `booked`) -> AlreadyBooked;
//  3. with a structured reference (QRR, SCOR): the invoice with that reference. None -> Unmatched; more
//     than one -> Ambiguous; the entry among the invoice's payments as the service reports them
//     (bookedBefore(): booked by this or another copy of the account) -> AlreadyBooked; another currency
//     -> WrongCurrency; cancelled -> Unmatched; nothing open (paid in full before, or by an earlier entry
//     of the file) -> AlreadyPaid, never booked; else by the amount against what is open: equal -> Matched,
//     less -> Partial, more -> Overpaid. Where the service gave no payments for the invoice, the reason
//     says that a booking from another copy cannot be seen;
//  4. without a reference: the open invoices with exactly that open amount and currency whose customer's
//     name is similar to the debtor's -> Suggested when one, Ambiguous when several, else Unmatched.
//     A suggestion is never booked without the bookkeeper's word.
// Within one file, what entries matched by reference pay is taken off the invoice's open amount before the
// next entry is judged, so two payments of one invoice are a partial and then the rest.
// A payment of an invoice as the service reports it (the single document's `payments`).
struct ServicePayment
{
    qint64 amountMinor = 0;
    QDate date;
    QString reference; // as sent with paymentAdd (InvoiceDesk sends the bank's reference of the entry)
};

struct OpenInvoice
{
    QString uuid;
    QString number;
    QString reference; // the invoice's QRR or SCOR, normalised; empty when it has none
    QString currency;
    qint64 openMinor = 0; // 0: paid in full (kept so that a payment naming it is told apart)
    QString customerName;
    bool cancelled = false;
};

// Per invoice uuid, its payments as the service reported them when it was fetched fresh. An invoice that is
// not in it was not fetched, or the service's answer had no `payments`: a booking from another copy of the
// account cannot be seen.
using ServicePayments = QHash<QString, QList<ServicePayment>>;

struct PaymentMatch
{
    enum class Kind {
        Matched,
        Partial,
        Overpaid,
        Suggested,
        Ambiguous,
        Unmatched,
        WrongCurrency,
        AlreadyPaid, // the invoice has nothing open: the entry is not booked
        AlreadyBooked,
        DuplicateInFile,
        NotAPayment,
        NeedsCheck, // sent before, the answer was lost, and the service's answer cannot tell: not sent again
    };
    Kind kind = Kind::Unmatched;
    QStringList invoices; // uuids: the one matched or suggested, or the candidates when ambiguous
    qint64 openBefore = 0; // of the matched invoice, before this entry
    qint64 openAfter = 0; // what stays open after this entry (0 when paid in full or over)
    qint64 excess = 0; // paid beyond the open amount
    QString reason; // in words, for the review and the headless lines

    // Only these are booked by reference without asking about each one.
    bool bookable() const { return kind == Kind::Matched || kind == Kind::Partial || kind == Kind::Overpaid; }
};

class PaymentMatcher
{
    Q_DECLARE_TR_FUNCTIONS(PaymentMatcher)

public:
    // What identifies a bank entry across files: the bank's reference, else reference + amount + currency
    // + booking date.
    static QString bookingKey(const CamtEntry &entry);
    // What paymentAdd is sent as the payment's `reference`, so that any copy recognises the entry among the
    // invoice's payments: the bank's reference of the entry, else its structured reference.
    static QString sentReference(const CamtEntry &entry);
    // The payment's date: the booking date, else the value date; never after today.
    static QDate paymentDate(const CamtEntry &entry);
    // The index of the payment among `payments` that is this bank entry booked before (by any copy), -1
    // when none: its reference is the entry's bank reference and its amount at most the entry's (an
    // over-payment books what was open), or its reference is the entry's structured reference with the
    // entry's date and amount (or less, when the invoice has nothing open now). Indices in `taken` are
    // another entry's already.
    static int bookedBefore(const CamtEntry &entry, const QList<ServicePayment> &payments, qint64 openNow,
        const QSet<int> &taken = {});
    // The payments of a single-document answer (`payments` [{amount, date, reference}]); nullopt when the
    // answer has none.
    static std::optional<QList<ServicePayment>> paymentsFromDocument(const QJsonObject &document);
    // The words the review adds where the service gives no payments for the invoice.
    static QString unseenBookings(const QString &invoiceNumber);
    // One result per entry, in order.
    static QList<PaymentMatch> match(const QList<CamtEntry> &entries, QList<OpenInvoice> invoices,
        const QSet<QString> &booked, const ServicePayments &servicePayments = {});
    // Whether two names are the same party as a bookkeeper reads them: PartyName::samePayer, the rule the
    // address duplicate check folds names by (ä = ae, ö = oe, ü = ue, case, accents, punctuation and
    // company forms such as AG, GmbH, SA, Sàrl aside, one's words are all among the other's).
    static bool similarNames(const QString &a, const QString &b);
};
