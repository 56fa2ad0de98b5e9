#pragma once

#include "HttpTypes.h"
#include "Storage.h"

#include <QDate>
#include <QHash>
#include <QList>
#include <QString>

class SandboxServer;

// What the document routes and the action routes share about the seven document kinds.
struct Kind
{
    const char *segment; // path segment, e.g. "credit-notes"
    const char *type; // the document's "type"
    const char *numberField;
    const char *prefix; // number prefix
    QList<const char *> dates; // date fields of the kind; the first is the document date
    QList<const char *> listFields; // list-item fields beyond the common ones
    bool priced;
    bool hasOpenAmount;
};

const QList<Kind> &kinds();
const Kind *kindOf(const QString &segment);
QJsonObject listItem(const Kind &kind, const QJsonObject &document);
// Positions priced, VAT and totals computed by the server, in minor units.
QJsonObject withTotals(QJsonObject document, const Kind &kind);
// The number a pattern like "RE-{YYYY}-{COUNTER}" gives for a range {counter, pattern, padding} and a date.
QString formatNumber(const QJsonObject &range, const QDate &date);
QString nextNumber(SandboxServer &server, const QString &account, const Kind &kind, const QDate &date);
// A single document in the envelope the server is configured for.
SandboxResponse singleDocument(SandboxServer &server, const QJsonObject &document, int status = 200);
// A new document of `kind` for `account`, built from `source`: new uuid, number, date today if it has
// none, flags reset; where the kind has a due date and none is given, due `paymentDays()` after its date.
// An imported invoice keeps the total it came with (it has no positions) and says it was imported.
// Field errors of a new document (keys like "currencyCode" or "positions.2.quantity"); empty when valid.
// An imported invoice's payment reference is not checked against its bank account: it keeps its own.
QHash<QString, QStringList> validateNewDocument(SandboxServer &server, const QString &account,
    const Kind &kind, const QJsonObject &document, bool imported = false);
QJsonObject saveNewDocument(SandboxServer &server, const QString &account, const Kind &kind,
    QJsonObject source, bool imported = false);
// A JSON number or numeric string as an integer scaled by 10^decimals, half away from zero.
std::optional<qint64> scaledNumber(const QJsonValue &value, int decimals);

bool hasDate(const Kind &kind, const char *field);
// Days until a new document is due: the receiver's `payment_terms`, else the account's payment conditions
// (invoice settings), else 30 days net. -1 means "none set" at either place.
int paymentDays(SandboxServer &server, const QString &account, const QJsonObject &receiver);
// The payment a `paymentAdd` body {amount?, date?, bankAccountUuid?, reference?} books against `openMinor`
// (no amount: all of it), as it is kept in the document's `payments`; field errors (422) otherwise.
std::optional<QJsonObject> paymentOf(SandboxServer &server, const QString &account, const QJsonObject &body,
    qint64 openMinor, SandboxResponse *error);

// An invoice's payment instructions as sent (`paymentInstructions`) or as kept (`paymentInstrucations`).
QJsonObject paymentInstructionsOf(const QJsonObject &document);
// The bank account an invoice is paid to: the one its instructions' IBAN (or QR-IBAN) names, none when
// they name an IBAN that is no account's or none at all (""), the default one for its currency when it
// has no instructions.
QJsonObject bankAccountOf(SandboxServer &server, const QString &account, const QJsonObject &document);
// Writes an invoice's instructions {iban, reference} (and `paymentInstrucations` with the account's bic):
// the reference sent when it fits the bank account, else the one the service assigns (QRR with a
// QR-IBAN, SCOR otherwise; sandbox/README.md); without a bank account the reference stays as written.
void settlePaymentInstructions(SandboxServer &server, const QString &account, QJsonObject &document);

// Sends document-created / document-updated / document-sent to the account's webhooks.
void announceDocument(SandboxServer &server, const QString &account, const QString &event, const Kind &kind,
    const QJsonObject &document);

// The company or person a receiver object names ({companyUuid} or {personUuid}).
std::optional<Storage::Record> receiverRecord(
    SandboxServer &server, const QString &account, const QJsonObject &receiver);
// An invoice settings resource ("conditions", "dunnings", "dunnings/dunning-level-2", ...) as stored, or
// its defaults until first changed.
QJsonObject invoiceSetting(SandboxServer &server, const QString &account, const QString &resource);
// The non-empty `documents` array of a create or import body; otherwise *error is the 400 or 422 to send.
std::optional<QJsonArray> documentsOf(const SandboxRequest &request, SandboxResponse *error);
