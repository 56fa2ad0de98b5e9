#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QLocale>
#include <QString>

#include <optional>

// Problems with one record's fields, keyed by the service's field name ("iban", "qrBill.qrIban",
// "translations.de.productName"), in words for the user. Empty when all is well.
using FieldProblems = QHash<QString, QString>;

// The checks an editor makes before anything is sent. Each *Problem function answers an empty string
// when the value is fine, else one sentence saying what is wrong (the caller names the field).
class Validators
{
    Q_DECLARE_TR_FUNCTIONS(Validators)

public:
    // IBAN as stored and sent: every kind of white space removed, letters in capitals.
    static QString compactIban(const QString &input);
    // "CH93 0076 2011 6238 5295 7": groups of four for reading.
    static QString formatIban(const QString &input);
    // The IBAN length of a country (ISO 13616 registry); 0 for a country without IBAN.
    static int ibanLength(const QString &countryCode);
    // Country, length, the service's pattern and the mod-97 check digits.
    static QString ibanProblem(const QString &input);
    // A Swiss or Liechtenstein IBAN whose institution id (positions 5-9) is 30000 to 31999. It says
    // nothing about the check digits: see qrIbanProblem.
    static bool isQrIban(const QString &input);
    // A valid IBAN that is a QR-IBAN.
    static QString qrIbanProblem(const QString &input);
    // The service's pattern: 8 or 11 characters, bank, country, location, optional branch.
    static QString bicProblem(const QString &input);
    static QString currencyProblem(const QString &input);
    // GTIN check digit for EAN-8, UPC-A (12) and EAN-13; empty input is no problem (the field is optional).
    static QString eanProblem(const QString &input);
    // A Swiss company UID "CHE-123.456.789" (also written without separators, with "MWST"/"TVA"/"IVA" or
    // "HR" after it): the modulus-11 check digit over weights 5,4,3,2,7,6,5,4. Empty input is no problem.
    static QString uidProblem(const QString &input);
    // "CHE-123.456.789" from any spelling of a valid UID; the input unchanged otherwise.
    static QString formatUid(const QString &input);
    // Required text and its length limit.
    static QString textProblem(const QString &text, int maxLength, bool required);

    // An amount typed by the user in the locale's or the C notation ("1'234.50", "1 234,50", and a
    // decimal comma where the locale writes a point but does not group with a comma: "12,50") as exact
    // minor units with `decimals` places; nullopt if it is not such a number or has more places.
    static std::optional<qint64> parseAmount(
        const QString &text, int decimals = 2, const QLocale &locale = {});
};
