#include "domain/PaymentReference.h"

namespace {

// ISO 7064 MOD 97-10 of the reference moved as the IBAN's is: the four first characters to the end,
// letters as 10..35; computed piecewise so any length fits.
int mod97(QStringView text)
{
    int remainder = 0;
    const auto add = [&remainder](QChar c) {
        const int value = c.isDigit() ? c.digitValue() : c.unicode() - u'A' + 10;
        remainder = (remainder * (value >= 10 ? 100 : 10) + value) % 97;
    };
    for (qsizetype i = 4; i < text.size(); ++i)
        add(text.at(i));
    for (qsizetype i = 0; i < 4 && i < text.size(); ++i)
        add(text.at(i));
    return remainder;
}

bool isAsciiAlnum(QChar c)
{
    return (c >= u'0' && c <= u'9') || (c >= u'A' && c <= u'Z');
}

} // namespace

namespace PaymentReference {

int qrrCheckDigit(QStringView digits)
{
    static constexpr int table[10] = {0, 9, 4, 6, 8, 2, 7, 1, 3, 5};
    int carry = 0;
    for (const QChar c : digits) {
        if (c < u'0' || c > u'9')
            return -1;
        carry = table[(carry + (c.unicode() - u'0')) % 10];
    }
    return (10 - carry) % 10;
}

QString makeQrr(QStringView digits)
{
    if (digits.isEmpty() || digits.size() > 26 || qrrCheckDigit(digits) < 0)
        return {};
    const QString body = digits.toString().rightJustified(26, QLatin1Char('0'));
    return body + QString::number(qrrCheckDigit(body));
}

QString makeScor(QStringView reference)
{
    const QString body = normalised(reference);
    if (body.isEmpty() || body.size() > 21)
        return {};
    for (const QChar c : body) {
        if (!isAsciiAlnum(c))
            return {};
    }
    const int check = 98 - mod97(QString(QStringLiteral("RF00") + body));
    return QStringLiteral("RF%1%2").arg(check, 2, 10, QLatin1Char('0')).arg(body);
}

QString normalised(QStringView text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        if (!c.isSpace())
            out += c.toUpper();
    }
    return out;
}

bool isValidQrr(QStringView text)
{
    return text.size() == 27 && qrrCheckDigit(text.left(26)) == text.at(26).digitValue()
        && text.at(26) >= u'0' && text.at(26) <= u'9';
}

bool isValidScor(QStringView text)
{
    if (text.size() < 5 || text.size() > 25 || !text.startsWith(QLatin1String("RF")))
        return false;
    for (const QChar c : text) {
        if (!isAsciiAlnum(c))
            return false;
    }
    return text.at(2).isDigit() && text.at(3).isDigit() && mod97(text) == 1;
}

Type typeOf(QStringView text)
{
    const QString n = normalised(text);
    if (isValidQrr(n))
        return Type::Qrr;
    if (isValidScor(n))
        return Type::Scor;
    return Type::None;
}

QString formatted(QStringView text)
{
    const QString n = normalised(text);
    QString out;
    if (n.size() == 27 && isValidQrr(n)) {
        out = n.left(2);
        for (qsizetype i = 2; i < n.size(); i += 5)
            out += QLatin1Char(' ') + n.mid(i, 5);
        return out;
    }
    for (qsizetype i = 0; i < n.size(); i += 4)
        out += (i ? QStringLiteral(" ") : QString()) + n.mid(i, 4);
    return out;
}

QString groupedIban(QStringView text)
{
    const QString n = normalised(text);
    for (const QChar c : n) {
        if (c.unicode() > 127 || !c.isLetterOrNumber())
            return text.toString();
    }
    QString out;
    for (qsizetype i = 0; i < n.size(); i += 4)
        out += (i ? QStringLiteral(" ") : QString()) + n.mid(i, 4);
    return out;
}

} // namespace PaymentReference
