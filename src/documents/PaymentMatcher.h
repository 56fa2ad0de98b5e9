#pragma once

#include "documents/CamtReader.h"

#include <QCoreApplication>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

// The rules that match a bank file's entries to invoices, as pure code: no network, no store, no
// window. The bank-file import (BankImport: the review window and --import-payments) matches by them.
//
// In this order, for each entry:
//  1. not a payment: a debit, a reversal, a pending entry, or one the reader could not read (a reference
//     with a wrong check digit among them) -> NotAPayment, with the reason;
//  2. the same bank entry twice in the file -> DuplicateInFile; a bank entry booked before (its
//     bookingKey() among `booked`) -> AlreadyBooked;
//  3. with a structured reference (QRR, SCOR): the invoice with that reference. None -> Unmatched; more
//     than one -> Ambiguous; another currency -> WrongCurrency; cancelled -> Unmatched; nothing open (paid
//     in full before, or by an earlier entry of the file) -> AlreadyPaid, never booked; else by the amount
//     against what is open: equal -> Matched, less -> Partial, more -> Overpaid;
//  4. without a reference: the open invoices with exactly that open amount and currency whose customer's
//     name is similar to the debtor's -> Suggested when one, Ambiguous when several, else Unmatched.
//     A suggestion is never booked without the bookkeeper's word.
// Within one file, what entries matched by reference pay is taken off the invoice's open amount before the
// next entry is judged, so two payments of one invoice are a partial and then the rest.
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
    // One result per entry, in order.
    static QList<PaymentMatch> match(
        const QList<CamtEntry> &entries, QList<OpenInvoice> invoices, const QSet<QString> &booked);
    // Whether two names are the same party as a bookkeeper reads them: case, accents, punctuation and legal
    // forms (AG, GmbH, SA, Sàrl, ...) aside, one's words are all among the other's.
    static bool similarNames(const QString &a, const QString &b);
};
