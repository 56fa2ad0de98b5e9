#pragma once

#include "documents/Position.h"
#include "documents/TotalsCalculator.h"
#include "domain/DocumentKind.h"

#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

// Who a document goes to: a company (optionally one of its contact persons) or a person, plus
// further persons who receive it too.
struct DocumentReceiver
{
    QString companyUuid;
    QString personUuid;
    QString contactPersonUuid;
    QString addressUuid;
    QStringList additionalPersonUuids;
    QString name; // as the service or the picker named it; not sent

    bool isEmpty() const { return companyUuid.isEmpty() && personUuid.isEmpty(); }
    bool operator==(const DocumentReceiver &) const = default;
};

struct CashDiscount
{
    int days = 0;
    qint64 basisPoints = 0;

    bool operator==(const CashDiscount &) const = default;
};

// A field the user got wrong: `field` is the path of the field in a body element ("receiver",
// "dueDate", "positions.2.quantity"), the same path the service's 422 names after "documents.0.".
struct DocumentProblem
{
    QString field;
    QString message; // names the field: "Due date: must not be before the document date."
    QString problem = {}; // the same without the field's name, for a form that names it by its label
};

// Every editable field of a quote, contract note, delivery note, invoice, credit note, recurring
// invoice or template, with the exact numbers the totals are computed from. Read from a
// single-document answer and written as one element of the create/update body {documents: [...]}.
class DocumentDraft
{
    Q_DECLARE_TR_FUNCTIONS(DocumentDraft)

public:
    DocumentKind kind = DocumentKind::Invoice;
    QString uuid; // empty for a new document
    QString number; // shown only; the service assigns it
    QDateTime updatedAt; // as the service last said, for detecting concurrent changes

    bool isTemplate = false;
    DocumentReceiver receiver;
    QString currency = QStringLiteral("CHF");
    QString title;
    QString reference;
    QString terms;
    QString publicNotes;
    QString footerText;
    QStringList customFields = QStringList(4); // customField1 to customField4

    // The kind's own date (quoteDate, invoiceDate, startDate, ...) and the others it has.
    QDate date;
    QDate dueDate; // contract note, invoice, credit note, template; an invoice needs one
    QDate deliveryDate; // delivery note, invoice, template
    QDate validUntilDate; // quote
    QDate endDate; // recurring invoice

    QString frequency = QStringLiteral("monthly"); // recurring invoice
    bool isRecurringActive = true;
    bool isLastOfMonth = false;

    QString iban;
    QString paymentReference;

    bool pricesIncludeVat = false;
    DocumentDiscount documentDiscount;
    QList<CashDiscount> cashDiscounts;
    QList<Position> positions;

    bool operator==(const DocumentDraft &) const = default;

    // What the kinds have is in domain/DocumentRules.h. The body field names of the kind's dates, the
    // document's own date first.
    static QStringList dateFields(DocumentKind kind);
    static QStringList frequencies();

    // The draft of a single-document answer (`data`, or `data.documents[0]` already unwrapped).
    static DocumentDraft fromDetail(DocumentKind kind, const QJsonObject &detail);
    // One element of {documents: [...]} for create and update, with the fields of the kind.
    QJsonObject toBodyElement() const;

    DocumentTotals totals() const;
    // Problems found before sending, each naming its field; empty when the draft may be sent.
    QList<DocumentProblem> validate() const;

    // Bounds that keep quantity x price inside 64 bits.
    static constexpr qint64 maxQuantityMilli = 1'000'000'000; // 1,000,000 units
    static constexpr qint64 maxPriceMinor = 1'000'000'000; // 10,000,000.00
};
