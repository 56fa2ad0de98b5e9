#pragma once

#include "domain/DocumentKind.h"
#include "domain/DocumentSummary.h"

#include <QDate>
#include <QString>

#include <optional>

// What the kinds of documents have and the rules that follow from a document's dates and amounts, as the
// service's spec describes them (its list-item fields and its create-body table). No I/O: the editor,
// the detail pane, the lists, the drafts and the reports ask here, so they cannot disagree.
namespace DocumentRules {

// The client creates and edits it (receipts are only listed and acted upon).
bool isEditable(DocumentKind kind);
// A document of this kind carries a total (delivery notes carry quantities, not prices).
bool hasTotal(DocumentKind kind);
// The editor shows and sends prices: the kinds with a total that the client edits.
bool isPriced(DocumentKind kind);
// The service keeps an open amount: invoices and credit notes.
bool hasOpenAmount(DocumentKind kind);
// A document of this kind has a due date: contract notes, invoices, credit notes, templates, and
// receipts (the spec lists `dueDate` among a receipt's list-item fields).
bool hasDueDate(DocumentKind kind);
bool hasDeliveryDate(DocumentKind kind);
bool hasValidUntil(DocumentKind kind);
bool hasIsTemplate(DocumentKind kind);
bool hasPaymentInstructions(DocumentKind kind);
bool isRecurring(DocumentKind kind);
// The service records whether it was sent (not for recurring invoices and templates).
bool hasSentStatus(DocumentKind kind);

// How long a new quote stays valid: its date plus this many days, until the user says otherwise.
constexpr int validForDays = 30;
QDate defaultValidUntil(const QDate &date);

// The due date the payment terms give: the receiver's own (an address's payment_terms), else the
// account's (the conditions' paymentTerms). -1 or nothing means no terms, and then no due date: it is
// never simply the document date. Terms beyond a year are taken for a typing error and ignored.
QDate dueDateFromTerms(
    const QDate &date, std::optional<qint64> receiverTerms, std::optional<qint64> accountTerms);

// The payment period a conditions text names, in days: the longest "N days" it mentions in any of the
// four languages ("Payable within 30 days net", "Zahlbar innert 10 Tagen", "30 jours", "30 giorni"), so
// "2 % within 10 days, 30 days net" names 30; nullopt when it names none.
std::optional<int> daysNamedInTerms(const QString &terms);
// `terms` with the one period it names changed to `days` ("Zahlbar innert 30 Tagen netto." with 10 ->
// "Zahlbar innert 10 Tagen netto."); unchanged when it names none or several, or `days` is negative.
QString termsWithDays(const QString &terms, int days);

// A document is overdue when its due date has passed and money is still open.
bool isOverdue(const DocumentSummary &row, const QDate &today);

// What decides the actions a document offers, as one key: documents of a kind with the same key offer
// the same actions (archived, cancelled, sent status, money open, overdue, dunning level).
QString stateKey(const DocumentSummary &row, const QDate &today);

} // namespace DocumentRules
