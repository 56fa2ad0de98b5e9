#pragma once

#include <QString>

// The fixed texts of a printed document in the four languages the service prints in (de, en, fr, it).
// The Swiss QR-bill's texts are those of the Swiss Implementation Guidelines QR-bill, word for word.
// These are data of the printed document, not the sandbox's own user interface, so not Qt translations.
namespace PdfTexts {

enum class Text {
    // Document titles by kind
    Quote,
    ContractNote,
    DeliveryNote,
    Invoice,
    CreditNote,
    RecurringInvoice,
    Template,
    // Header fields
    InvoiceDate,
    QuoteDate,
    DocumentDate,
    DueDate,
    ValidUntil,
    DeliveryDate,
    StartDate,
    CustomerNumber,
    Reference,
    Page,
    // Positions and totals
    Position,
    Description,
    Quantity,
    Price,
    Discount,
    Vat,
    Amount,
    Subtotal,
    VatOn,
    VatIncluded,
    DocumentDiscount,
    Rounding,
    Total,
    PayTo,
    // Reminders
    ReminderLevel1,
    ReminderLevel2,
    ReminderLevel3,
    ReminderLevel,
    InvoiceAmount,
    AlreadyPaid,
    OpenAmount,
    // E-mail
    EmailBody,
    // Swiss QR-bill
    QrReceipt,
    QrPaymentPart,
    QrAccountPayableTo,
    QrReference,
    QrAdditionalInformation,
    QrPayableBy,
    QrCurrency,
    QrAmount,
    QrAcceptancePoint,
    QrSeparate,
    Count
};

// de, en, fr or it; anything else falls back to de (the service's default for Swiss accounts).
QString language(const QString &code);
QString text(Text id, const QString &language);

} // namespace PdfTexts
