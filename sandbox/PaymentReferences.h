#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

// The payment reference the service gives an invoice, by its bank account: with an active QR-IBAN a QR
// reference (QRR: 26 digits and a modulo 10 recursive check digit), which the QR-bill carries with the
// QR-IBAN; with a plain IBAN an ISO 11649 creditor reference (SCOR: "RF", two check digits, the invoice
// number). The sandbox's own arithmetic: nothing from src/ is compiled in.
namespace PaymentReferences {

// Without spaces, upper case.
QString compact(const QString &reference);
// 27 digits whose last is the modulo 10 recursive check digit of the first 26.
bool isQrr(const QString &compact);
// "RF", two digits, 1 to 21 letters or digits, and the whole modulo 97 equal to 1 (ISO 11649).
bool isScor(const QString &compact);
// The check digit (0-9) of a string of digits, modulo 10 recursive.
int qrrCheckDigit(const QString &digits);
// "RF" + the two check digits + `creditorReference` (letters and digits, at most 21).
QString scor(const QString &creditorReference);
// As printed: a QRR in groups of five from the right, a SCOR in groups of four from the left.
QString grouped(const QString &reference);

// The bank account `iban` names (its IBAN or its QR-IBAN, spaces and case ignored) among `bankAccounts`;
// an empty object when none does.
QJsonObject accountByIban(const QList<QJsonObject> &bankAccounts, const QString &iban);
// The account a new invoice in `currency` is paid to when it names none: the active default account of
// that currency, else any active one of it, else the default account.
QJsonObject defaultAccount(const QList<QJsonObject> &bankAccounts, const QString &currency);
// The account's QR-IBAN when QR-bill payments are switched on, else empty.
QString activeQrIban(const QJsonObject &bankAccount);

// Why `reference` cannot go with `bankAccount` (empty when it can, or when it is empty).
QString problem(const QJsonObject &bankAccount, const QString &reference);
// The reference the service gives invoice `id` numbered `number` on `bankAccount`: a QRR with an active
// QR-IBAN (the account's BESR id, if any, in front of the id), else a SCOR from the number.
QString assign(const QJsonObject &bankAccount, qint64 id, const QString &number);

} // namespace PaymentReferences
