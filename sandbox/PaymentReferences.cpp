#include "PaymentReferences.h"

#include <QRegularExpression>

namespace PaymentReferences {

namespace {

// Remainder modulo 97 of a string of letters and digits, letters counting A=10 ... Z=35 (ISO 7064).
int mod97(const QString &text)
{
    int remainder = 0;
    for (const QChar c : text) {
        const int value = c.isDigit() ? c.digitValue() : c.unicode() - 'A' + 10;
        remainder = (remainder * (value >= 10 ? 100 : 10) + value) % 97;
    }
    return remainder;
}

} // namespace

QString compact(const QString &reference)
{
    QString c = reference.toUpper();
    c.remove(QRegularExpression(QStringLiteral("\\s")));
    return c;
}

int qrrCheckDigit(const QString &digits)
{
    static const int table[10] = {0, 9, 4, 6, 8, 2, 7, 1, 3, 5};
    int carry = 0;
    for (const QChar c : digits)
        carry = table[(carry + c.digitValue()) % 10];
    return (10 - carry) % 10;
}

bool isQrr(const QString &c)
{
    static const QRegularExpression pattern(QStringLiteral("^[0-9]{27}$"));
    return pattern.match(c).hasMatch() && qrrCheckDigit(c.left(26)) == c.at(26).digitValue();
}

bool isScor(const QString &c)
{
    static const QRegularExpression pattern(QStringLiteral("^RF[0-9]{2}[0-9A-Z]{1,21}$"));
    return pattern.match(c).hasMatch() && mod97(c.mid(4) + c.left(4)) == 1;
}

QString scor(const QString &creditorReference)
{
    const int check = 98 - mod97(creditorReference + QStringLiteral("RF00"));
    return QStringLiteral("RF%1%2").arg(check, 2, 10, QLatin1Char('0')).arg(creditorReference);
}

QString grouped(const QString &reference)
{
    const QString c = compact(reference);
    QString out = c;
    if (isQrr(c)) {
        for (qsizetype i = c.size() - 5; i > 0; i -= 5)
            out.insert(i, QLatin1Char(' '));
    } else if (c.startsWith(QLatin1String("RF"))) {
        for (qsizetype i = (c.size() - 1) / 4 * 4; i > 0; i -= 4)
            out.insert(i, QLatin1Char(' '));
    }
    return out;
}

QJsonObject accountByIban(const QList<QJsonObject> &bankAccounts, const QString &iban)
{
    const QString wanted = compact(iban);
    if (wanted.isEmpty())
        return {};
    for (const QJsonObject &a : bankAccounts) {
        if (compact(a.value(QLatin1String("iban")).toString()) == wanted
            || compact(a.value(QLatin1String("qrBill")).toObject().value(QLatin1String("qrIban")).toString())
                == wanted)
            return a;
    }
    return {};
}

QJsonObject defaultAccount(const QList<QJsonObject> &bankAccounts, const QString &currency)
{
    QJsonObject best;
    int bestScore = -1;
    for (const QJsonObject &a : bankAccounts) {
        const bool active = a.value(QLatin1String("isActive")).toBool(true);
        const int score = (active ? 4 : 0)
            + (a.value(QLatin1String("currencyCode")).toString() == currency ? 2 : 0)
            + (a.value(QLatin1String("isDefault")).toBool() ? 1 : 0);
        if (score > bestScore) {
            best = a;
            bestScore = score;
        }
    }
    return best;
}

QString activeQrIban(const QJsonObject &bankAccount)
{
    const QJsonObject qr = bankAccount.value(QLatin1String("qrBill")).toObject();
    return qr.value(QLatin1String("active")).toBool() ? compact(qr.value(QLatin1String("qrIban")).toString())
                                                      : QString();
}

QString problem(const QJsonObject &bankAccount, const QString &reference)
{
    const QString c = compact(reference);
    if (c.isEmpty() || bankAccount.isEmpty())
        return {};
    if (!activeQrIban(bankAccount).isEmpty()) {
        if (!isQrr(c))
            return QStringLiteral("must be a QR reference (27 digits, the last a check digit): the bank "
                                  "account pays by QR-IBAN");
        return {};
    }
    if (!isScor(c))
        return c.startsWith(QLatin1String("RF"))
            ? QStringLiteral("has a wrong check digit (RF creditor reference, ISO 11649)")
            : QStringLiteral("must be a creditor reference (RF, two check digits, up to 21 letters or "
                             "digits): the bank account has no QR-IBAN");
    return {};
}

QString assign(const QJsonObject &bankAccount, qint64 id, const QString &number)
{
    if (!activeQrIban(bankAccount).isEmpty()) {
        QString prefix =
            bankAccount.value(QLatin1String("qrBill")).toObject().value(QLatin1String("besrId")).toString();
        prefix.remove(QRegularExpression(QStringLiteral("[^0-9]")));
        const QString digits = prefix.left(12)
            + QString::number(id).rightJustified(26 - prefix.left(12).size(), QLatin1Char('0'));
        return digits + QString::number(qrrCheckDigit(digits));
    }
    QString body = compact(number);
    body.remove(QRegularExpression(QStringLiteral("[^0-9A-Z]")));
    if (body.isEmpty() || body.size() > 21)
        body = QString::number(id);
    return scor(body);
}

} // namespace PaymentReferences
