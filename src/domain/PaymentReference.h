#pragma once

#include <QString>

// The two structured payment references of Swiss QR-bills, as pure rules: generated for an invoice and
// checked when a bank file names one (the bank-file import matches by them). The detail pane names and
// groups an invoice's reference with typeOf() and formatted() (the service assigns the references; the
// sandbox with its own arithmetic).
//  - QR reference (QRR): 27 digits, the last a modulo 10 recursive check digit over the 26 before
//    (SIX Swiss Payment Standards, QR-bill implementation guidelines); only with a QR-IBAN.
//  - Creditor reference (SCOR, ISO 11649): "RF", two check digits (ISO 7064 MOD 97-10 as in the IBAN),
//    then 1 to 21 letters and digits; 25 characters at most.
namespace PaymentReference {

enum class Type { None, Qrr, Scor };

// The modulo 10 recursive check digit of `digits` (only digits; -1 otherwise).
int qrrCheckDigit(QStringView digits);
// A QR reference from up to 26 digits of the creditor's own (left-padded with zeros) and the check
// digit; empty if `digits` is not 1 to 26 digits.
QString makeQrr(QStringView digits);
// A creditor reference from 1 to 21 letters and digits (any case, spaces ignored); empty otherwise.
QString makeScor(QStringView reference);

// The reference without spaces, letters in capitals ("RF18 5390 0754 7034" -> "RF18539007547034").
QString normalised(QStringView text);
bool isValidQrr(QStringView text); // after normalised()
bool isValidScor(QStringView text); // after normalised()
// Which of the two a text is, if either, with a valid check; None otherwise.
Type typeOf(QStringView text);
// In groups as printed on a QR-bill: QRR "21 00000 00003 13947 14300 09017", SCOR in groups of four.
QString formatted(QStringView text);
// An IBAN in groups of four as printed on a QR-bill ("CH93 0076 2011 6238 5295 7"); a text of other
// characters than letters, digits and spaces as it is.
QString groupedIban(QStringView text);

} // namespace PaymentReference
