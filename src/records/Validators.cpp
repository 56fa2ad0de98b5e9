#include "records/Validators.h"

#include "api/JsonReader.h"

#include <QRegularExpression>

#include <array>

QString Validators::compactIban(const QString &input)
{
    QString compact;
    compact.reserve(input.size());
    for (const QChar c : input) {
        if (!c.isSpace() && c != QLatin1Char('-'))
            compact += c.toUpper();
    }
    return compact;
}

QString Validators::formatIban(const QString &input)
{
    const QString compact = compactIban(input);
    QString grouped;
    for (qsizetype i = 0; i < compact.size(); i += 4) {
        if (i > 0)
            grouped += QLatin1Char(' ');
        grouped += compact.mid(i, 4);
    }
    return grouped;
}

int Validators::ibanLength(const QString &countryCode)
{
    // SWIFT IBAN registry.
    static const QHash<QString, int> lengths {
        {QStringLiteral("AD"), 24},
        {QStringLiteral("AE"), 23},
        {QStringLiteral("AL"), 28},
        {QStringLiteral("AT"), 20},
        {QStringLiteral("AZ"), 28},
        {QStringLiteral("BA"), 20},
        {QStringLiteral("BE"), 16},
        {QStringLiteral("BG"), 22},
        {QStringLiteral("BH"), 22},
        {QStringLiteral("BI"), 27},
        {QStringLiteral("BR"), 29},
        {QStringLiteral("BY"), 28},
        {QStringLiteral("CH"), 21},
        {QStringLiteral("CR"), 22},
        {QStringLiteral("CY"), 28},
        {QStringLiteral("CZ"), 24},
        {QStringLiteral("DE"), 22},
        {QStringLiteral("DJ"), 27},
        {QStringLiteral("DK"), 18},
        {QStringLiteral("DO"), 28},
        {QStringLiteral("EE"), 20},
        {QStringLiteral("EG"), 29},
        {QStringLiteral("ES"), 24},
        {QStringLiteral("FI"), 18},
        {QStringLiteral("FK"), 18},
        {QStringLiteral("FO"), 18},
        {QStringLiteral("FR"), 27},
        {QStringLiteral("GB"), 22},
        {QStringLiteral("GE"), 22},
        {QStringLiteral("GI"), 23},
        {QStringLiteral("GL"), 18},
        {QStringLiteral("GR"), 27},
        {QStringLiteral("GT"), 28},
        {QStringLiteral("HR"), 21},
        {QStringLiteral("HU"), 28},
        {QStringLiteral("IE"), 22},
        {QStringLiteral("IL"), 23},
        {QStringLiteral("IQ"), 23},
        {QStringLiteral("IS"), 26},
        {QStringLiteral("IT"), 27},
        {QStringLiteral("JO"), 30},
        {QStringLiteral("KW"), 30},
        {QStringLiteral("KZ"), 20},
        {QStringLiteral("LB"), 28},
        {QStringLiteral("LC"), 32},
        {QStringLiteral("LI"), 21},
        {QStringLiteral("LT"), 20},
        {QStringLiteral("LU"), 20},
        {QStringLiteral("LV"), 21},
        {QStringLiteral("LY"), 25},
        {QStringLiteral("MC"), 27},
        {QStringLiteral("MD"), 24},
        {QStringLiteral("ME"), 22},
        {QStringLiteral("MK"), 19},
        {QStringLiteral("MN"), 20},
        {QStringLiteral("MR"), 27},
        {QStringLiteral("MT"), 31},
        {QStringLiteral("MU"), 30},
        {QStringLiteral("NI"), 28},
        {QStringLiteral("NL"), 18},
        {QStringLiteral("NO"), 15},
        {QStringLiteral("OM"), 23},
        {QStringLiteral("PK"), 24},
        {QStringLiteral("PL"), 28},
        {QStringLiteral("PS"), 29},
        {QStringLiteral("PT"), 25},
        {QStringLiteral("QA"), 29},
        {QStringLiteral("RO"), 24},
        {QStringLiteral("RS"), 22},
        {QStringLiteral("RU"), 33},
        {QStringLiteral("SA"), 24},
        {QStringLiteral("SC"), 31},
        {QStringLiteral("SD"), 18},
        {QStringLiteral("SE"), 24},
        {QStringLiteral("SI"), 19},
        {QStringLiteral("SK"), 24},
        {QStringLiteral("SM"), 27},
        {QStringLiteral("SO"), 23},
        {QStringLiteral("ST"), 25},
        {QStringLiteral("SV"), 28},
        {QStringLiteral("TL"), 23},
        {QStringLiteral("TN"), 24},
        {QStringLiteral("TR"), 26},
        {QStringLiteral("UA"), 29},
        {QStringLiteral("VA"), 22},
        {QStringLiteral("VG"), 24},
        {QStringLiteral("XK"), 20},
        {QStringLiteral("YE"), 30},
    };
    return lengths.value(countryCode.toUpper(), 0);
}

namespace {

// ISO 7064 mod 97-10 over the IBAN moved by four characters, letters as 10..35.
bool ibanCheckDigitsValid(const QString &compact)
{
    const QString rearranged = compact.mid(4) + compact.left(4);
    int remainder = 0;
    for (const QChar c : rearranged) {
        if (c.isDigit())
            remainder = (remainder * 10 + c.digitValue()) % 97;
        else if (c >= QLatin1Char('A') && c <= QLatin1Char('Z'))
            remainder = (remainder * 100 + (c.unicode() - 'A' + 10)) % 97;
        else
            return false;
    }
    return remainder == 1;
}

} // namespace

QString Validators::ibanProblem(const QString &input)
{
    const QString iban = compactIban(input);
    if (iban.isEmpty())
        return tr("is required.");
    // The service's pattern.
    static const QRegularExpression pattern(QStringLiteral("^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$"));
    if (!pattern.match(iban).hasMatch())
        return tr("must start with a country code and two check digits, followed by letters and digits "
                  "only, e.g. CH93 0076 2011 6238 5295 7.");
    const int expected = ibanLength(iban.left(2));
    if (expected == 0)
        return tr("%1 is not a country that uses IBANs.").arg(iban.left(2));
    if (iban.size() != expected)
        return tr("an IBAN from %1 has %2 characters, this one has %3.")
            .arg(iban.left(2))
            .arg(expected)
            .arg(iban.size());
    static const QRegularExpression swissBban(QStringLiteral("^[0-9]{5}[A-Z0-9]{12}$"));
    if ((iban.startsWith(QLatin1String("CH")) || iban.startsWith(QLatin1String("LI")))
        && !swissBban.match(iban.mid(4)).hasMatch())
        return tr("the bank's clearing number (positions 5 to 9) must be digits.");
    if (!ibanCheckDigitsValid(iban))
        return tr("the check digits do not match: a character is probably mistyped.");
    return {};
}

bool Validators::isQrIban(const QString &input)
{
    const QString iban = compactIban(input);
    if (!(iban.startsWith(QLatin1String("CH")) || iban.startsWith(QLatin1String("LI"))) || iban.size() != 21)
        return false;
    bool ok = false;
    const int iid = iban.mid(4, 5).toInt(&ok);
    return ok && iid >= 30000 && iid <= 31999;
}

QString Validators::qrIbanProblem(const QString &input)
{
    if (const QString problem = ibanProblem(input); !problem.isEmpty())
        return problem;
    if (!isQrIban(input))
        return tr("is not a QR-IBAN: a QR-IBAN is a Swiss or Liechtenstein IBAN whose positions 5 to 9 "
                  "are 30000 to 31999.");
    return {};
}

QString Validators::bicProblem(const QString &input)
{
    const QString bic = input.trimmed().toUpper();
    if (bic.isEmpty())
        return tr("is required.");
    static const QRegularExpression pattern(QStringLiteral("^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$"));
    if (!pattern.match(bic).hasMatch())
        return tr("must have 8 or 11 characters: four letters for the bank, two for the country, two for "
                  "the place and optionally three for the branch, e.g. UBSWCHZH80A.");
    return {};
}

QString Validators::currencyProblem(const QString &input)
{
    static const QRegularExpression pattern(QStringLiteral("^[A-Z]{3}$"));
    if (!pattern.match(input).hasMatch())
        return tr("must be a currency code of three capital letters, e.g. CHF.");
    return {};
}

namespace {

// The nine digits of a UID written "CHE-123.456.789", "CHE123456789" or "che 123 456 789 MWST"; empty
// when the text is not shaped like a UID.
QString uidDigits(const QString &input)
{
    static const QRegularExpression shape(
        QStringLiteral(
            "^CHE[\\s-]*(\\d{3})[\\s.]*(\\d{3})[\\s.]*(\\d{3})(?:\\s*(?:MWST|TVA|IVA|VAT|HR|RC|RI))?$"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = shape.match(input.trimmed());
    return match.hasMatch() ? match.captured(1) + match.captured(2) + match.captured(3) : QString();
}

} // namespace

QString Validators::uidProblem(const QString &input)
{
    const QString text = input.trimmed();
    if (text.isEmpty())
        return {};
    const QString digits = uidDigits(text);
    if (digits.isEmpty())
        return tr("is not a company UID: write it as CHE-123.456.789.");
    static constexpr std::array<int, 8> weights {5, 4, 3, 2, 7, 6, 5, 4};
    int sum = 0;
    for (int i = 0; i < 8; ++i)
        sum += digits.at(i).digitValue() * weights[i];
    const int check = (11 - sum % 11) % 11;
    if (check == 10)
        return tr("is not a valid company UID (no UID has these first eight digits): a digit is probably "
                  "mistyped.");
    if (check != digits.back().digitValue())
        return tr(
            "has a wrong check digit (the last digit should be %1, not %2): a digit is probably mistyped.")
            .arg(check)
            .arg(digits.back().digitValue());
    return {};
}

QString Validators::formatUid(const QString &input)
{
    const QString digits = uidDigits(input);
    if (digits.isEmpty() || !uidProblem(input).isEmpty())
        return input;
    QString formatted =
        QStringLiteral("CHE-%1.%2.%3").arg(digits.mid(0, 3), digits.mid(3, 3), digits.mid(6, 3));
    static const QRegularExpression suffix(
        QStringLiteral("(MWST|TVA|IVA|VAT|HR|RC|RI)$"), QRegularExpression::CaseInsensitiveOption);
    if (const QRegularExpressionMatch match = suffix.match(input.trimmed()); match.hasMatch())
        formatted += QLatin1Char(' ') + match.captured(1).toUpper();
    return formatted;
}

QString Validators::eanProblem(const QString &input)
{
    const QString ean = input.trimmed();
    if (ean.isEmpty())
        return {};
    if (ean.size() > 13)
        return tr("may have at most 13 digits.");
    for (const QChar c : ean) {
        if (!c.isDigit() || c.unicode() > '9')
            return tr("may contain digits only.");
    }
    if (ean.size() != 8 && ean.size() != 12 && ean.size() != 13)
        return tr("must have 8 or 13 digits (EAN-8, EAN-13) or 12 (UPC-A).");
    // Weights 3, 1, 3, ... from the digit before the check digit leftwards.
    int sum = 0;
    int weight = 3;
    for (qsizetype i = ean.size() - 2; i >= 0; --i) {
        sum += ean.at(i).digitValue() * weight;
        weight = 4 - weight;
    }
    const int check = (10 - sum % 10) % 10;
    if (check != ean.back().digitValue())
        return tr("the check digit should be %1, not %2: a digit is probably mistyped.")
            .arg(check)
            .arg(ean.back().digitValue());
    return {};
}

QString Validators::textProblem(const QString &text, int maxLength, bool required)
{
    if (required && text.trimmed().isEmpty())
        return tr("is required.");
    if (text.size() > maxLength)
        return tr("may have at most %n character(s).", nullptr, maxLength);
    return {};
}

std::optional<qint64> Validators::parseAmount(const QString &text, int decimals, const QLocale &locale)
{
    QString t = text.trimmed();
    if (t.isEmpty())
        return std::nullopt;
    // Grouping as typed in Switzerland, or in the locale; then the locale's decimal point as '.'.
    for (const QString &group : {QStringLiteral("'"), QStringLiteral("\u2019"), QStringLiteral(" "),
             QStringLiteral("\u00a0"), QStringLiteral("\u202f")})
        t.remove(group);
    const QString point = locale.decimalPoint();
    const QString grouping = locale.groupSeparator();
    if (point != QLatin1String(".")) {
        if (!grouping.isEmpty() && grouping != point)
            t.remove(grouping);
        t.replace(point, QStringLiteral("."));
    } else if (grouping == QLatin1String(",")) {
        t.remove(grouping);
    } else if (t.count(QLatin1Char(',')) == 1 && !t.contains(QLatin1Char('.'))) {
        // A decimal comma where the locale writes a point (Swiss German, French, Italian keyboards and
        // habits): "12,50" as the VAT method's "0,6" and the CHF rates' "0,9512" are taken.
        t.replace(QLatin1Char(','), QLatin1Char('.'));
    }
    if (t.startsWith(locale.negativeSign()) && locale.negativeSign() != QLatin1String("-"))
        t.replace(0, locale.negativeSign().size(), QStringLiteral("-"));
    // More places than asked for would be rounded: refused instead, so nothing typed changes silently.
    const qsizetype dot = t.indexOf(QLatin1Char('.'));
    if (dot >= 0 && t.size() - dot - 1 > decimals)
        return std::nullopt;
    if (t.contains(QLatin1Char('e'), Qt::CaseInsensitive))
        return std::nullopt;
    return JsonReader::parseDecimal(t, decimals);
}
